import type { RecurringType } from '../../../common/contract/recurring';

/**
 * What the fixed-item screens say of an item, by its type: an expense is paid, an income received. The expense's
 * words that the specification gives ('Gasto fixo atualizado', 'Falha ao confirmar pagamento') are its own.
 */
export interface ItemWords {
  /** The heading of the items of this kind, and one or several of them in a sentence. */
  title: string;
  one: string;
  many: string;
  /** The form's heading and its submit button. */
  newTitle: string;
  submit: string;
  created: string;
  updated: string;
  deleted: string;
  deleteTitle: string;
  deleteMessage: (description: string) => string;
  /** The button that records this month's due date, the dialog it opens, and what it says afterwards. */
  confirm: string;
  confirmTitle: (description: string) => string;
  confirmed: string;
  confirmFailed: string;
  /** The form's line under the mode. */
  modeHint: string;
}

export const itemWords: Record<RecurringType, ItemWords> = {
  DESPESA: {
    title: 'Gastos fixos',
    one: 'gasto fixo',
    many: 'gastos fixos',
    newTitle: 'Novo gasto fixo',
    submit: 'Adicionar gasto fixo',
    created: 'Gasto fixo criado',
    updated: 'Gasto fixo atualizado',
    deleted: 'Gasto fixo excluído',
    deleteTitle: 'Excluir gasto fixo',
    deleteMessage: (description) =>
      `Excluir o gasto fixo "${description}"? As despesas já registradas continuam nas transações.`,
    confirm: 'Pagar',
    confirmTitle: (description) => `Pagar ${description}`,
    confirmed: 'Pagamento registrado',
    confirmFailed: 'Falha ao confirmar pagamento',
    modeHint:
      'Manual: você confirma cada pagamento com “Pagar”. Automático: a despesa é registrada por “Processar automáticos” a partir do vencimento.',
  },
  RECEITA: {
    title: 'Receitas fixas',
    one: 'receita fixa',
    many: 'receitas fixas',
    newTitle: 'Nova receita fixa',
    submit: 'Adicionar receita fixa',
    created: 'Receita fixa criada',
    updated: 'Receita fixa atualizada',
    deleted: 'Receita fixa excluída',
    deleteTitle: 'Excluir receita fixa',
    deleteMessage: (description) =>
      `Excluir a receita fixa "${description}"? As receitas já registradas continuam nas transações.`,
    confirm: 'Recebido',
    confirmTitle: (description) => `Registrar recebimento de ${description}`,
    confirmed: 'Recebimento registrado',
    confirmFailed: 'Falha ao confirmar recebimento',
    modeHint:
      'Manual: você confirma cada recebimento com “Recebido”. Automático: a receita é registrada por “Processar automáticos” na data prevista.',
  },
};

/** '1 gasto fixo', '3 receitas fixas'; with filters on, '2 de 3 gastos fixos'. */
export function countText(words: ItemWords, shown: number, total: number, filtered: boolean): string {
  if (filtered) return `${shown} de ${total} ${total === 1 ? words.one : words.many}`;
  return `${total} ${total === 1 ? words.one : words.many}`;
}
