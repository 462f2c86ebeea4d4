import type { NoticeItem, NoticeKind } from '../../../common/contract/notices';

/** 'Vence hoje', 'Vence amanhã', 'Vence em 5 dias', 'Vencida': an item's status beside its date. */
export function noticeStatus(daysLeft: number): string {
  if (daysLeft < 0) return 'Vencida';
  if (daysLeft === 0) return 'Vence hoje';
  if (daysLeft === 1) return 'Vence amanhã';
  return `Vence em ${daysLeft} dias`;
}

/** Where the person acts on an item: pays the fixed expense, the card's bill, the debt's instalment. */
export const NOTICE_ACTIONS: Record<NoticeKind, { label: string; to: string }> = {
  gasto_fixo: { label: 'Pagar em Gastos fixos', to: '/gastos-fixos' },
  fatura: { label: 'Pagar em Cartões', to: '/cards' },
  parcela: { label: 'Pagar em Dívidas', to: '/dividas' },
  darf_carne_leao: { label: 'Ver no Imposto de Renda', to: '/imposto-de-renda' },
  darf_renda_variavel: { label: 'Ver vendas e imposto', to: '/investimentos?aba=renda-variavel' },
};

/** How many items of each kind: the badge's title names them. */
export function countsByKind(items: readonly Pick<NoticeItem, 'kind'>[]) {
  const count = (kind: NoticeKind) => items.filter((i) => i.kind === kind).length;
  return {
    fixed: count('gasto_fixo'),
    bills: count('fatura'),
    installments: count('parcela'),
    darfs: count('darf_carne_leao') + count('darf_renda_variavel'),
  };
}
