import { shareModeLabels } from '../../../../common/contract/household';
import { statusLabels, type Transaction } from '../../../../common/contract/transactions';
import { formatDateBR } from '../../../../common/dates';
import { formatReais } from '../../../../common/money';
import { directionOf, transferRoute } from '../../../entities/transaction/transaction-display';

/** One line of 'Detalhes da transação': what the field is called, and what it holds, as text. */
export interface DetailLine {
  label: string;
  value: string;
}

const TYPE_WORDS = { income: 'Receita', expense: 'Despesa', transfer: 'Transferência' } as const;

/** 'Mercado R$ 30,00 · Farmácia R$ 20,00': the parts of a row divided among categories. */
const splitsText = (tx: Pick<Transaction, 'splits'>) =>
  tx.splits.map((s) => `${s.categoria_name ?? 'Sem categoria'} ${formatReais(s.amount)}`).join(' · ');

/**
 * What 'Detalhes da transação' reads out of a row, in the order of 'Editar Transação': its type, value (unsigned,
 * 'R$ 1.234,56': the type says the direction), date (dd/mm/aaaa), description, account, category and the rest; who
 * paid and how it is divided among people when the row says so. A field the row does not have is left out, except
 * the description and the category, which say they are empty.
 */
export function transactionDetails(tx: Transaction): DetailLine[] {
  const direction = directionOf(tx);
  const transfer = direction === 'transfer';
  const lines: Array<DetailLine | null> = [
    { label: 'Tipo', value: TYPE_WORDS[direction] },
    { label: 'Valor', value: formatReais(tx.amount) },
    { label: 'Data', value: formatDateBR(tx.date) },
    { label: 'Descrição', value: tx.description.trim() || 'Sem descrição' },
    transfer ? { label: 'Transferência', value: transferRoute(tx) ?? tx.conta_name } : null,
    { label: 'Conta', value: tx.conta_name },
    transfer ? null : { label: 'Categoria', value: tx.categoria_name ?? 'Sem categoria' },
    tx.splits.length > 0 ? { label: 'Divisões', value: splitsText(tx) } : null,
    !transfer && tx.payee_name?.trim() ? { label: 'Favorecido', value: tx.payee_name.trim() } : null,
    tx.tags.length > 0 ? { label: 'Tags', value: tx.tags.map((tag) => tag.name).join(', ') } : null,
    tx.installment_number !== null && tx.installment_count !== null
      ? { label: 'Parcela', value: `${tx.installment_number} de ${tx.installment_count}` }
      : null,
    { label: 'Status', value: statusLabels[tx.status] },
    tx.paid_by !== null && tx.paid_by_name ? { label: 'Pago por', value: tx.paid_by_name } : null,
    tx.shares.length > 0
      ? {
          label: 'Divisão entre pessoas',
          value: `${tx.share_mode ? `${shareModeLabels[tx.share_mode]}: ` : ''}${tx.shares
            .map((share) => `${share.name} ${formatReais(share.amount)}`)
            .join(' · ')}`,
        }
      : null,
  ];
  return lines.filter((line): line is DetailLine => line !== null);
}
