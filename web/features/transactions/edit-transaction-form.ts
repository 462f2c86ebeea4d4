import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_TOO_LONG_MESSAGE,
  isoDateSchema,
  MONEY_MISSING_MESSAGE,
  PAYEE_NAME_MAX_LENGTH,
  PAYEE_NAME_TOO_LONG_MESSAGE,
  z,
} from '../../../common/contract/shared';
import {
  TRANSACTION_STATUSES,
  type Transaction,
  type TransactionUpdateBody,
} from '../../../common/contract/transactions';
import { moneyTextToCents, reaisToMoneyText } from '../../components/ui/money-input';

/** The 'Editar Transação' form. The value may be typed negative: it then becomes an expense of its size. */
export const editTransactionForm = z
  .object({
    amount: z.string(),
    type: z.enum(['receita', 'despesa']),
    date: isoDateSchema,
    status: z.enum(TRANSACTION_STATUSES),
    description: z.string().max(DESCRIPTION_MAX_LENGTH, { error: DESCRIPTION_TOO_LONG_MESSAGE }),
    accountId: z.string().min(1, { error: 'Selecione uma conta' }),
    categoryId: z.string(),
    payeeName: z.string().max(PAYEE_NAME_MAX_LENGTH, { error: PAYEE_NAME_TOO_LONG_MESSAGE }),
    tagNames: z.array(z.string()),
  })
  .superRefine((v, ctx) => {
    const cents = v.amount.trim() === '' ? null : moneyTextToCents(v.amount);
    if (cents === null) ctx.addIssue({ code: 'custom', path: ['amount'], message: MONEY_MISSING_MESSAGE });
    else if (cents === 0)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'O valor deve ser diferente de zero' });
  });

export type EditTransactionValues = z.input<typeof editTransactionForm>;

export function isTransferLeg(tx: Pick<Transaction, 'transfer_id'>): boolean {
  return tx.transfer_id !== null && tx.transfer_id !== undefined;
}

export function editValuesOf(tx: Transaction): EditTransactionValues {
  return {
    amount: reaisToMoneyText(tx.amount),
    type: tx.type === 'RECEITA' ? 'receita' : 'despesa',
    date: tx.date.slice(0, 10),
    status: tx.status ?? 'CLEARED',
    description: tx.description ?? '',
    accountId: String(tx.contaId),
    categoryId: tx.categoriaId === null ? '' : String(tx.categoriaId),
    payeeName: tx.payee_name ?? '',
    tagNames: tx.tags.map((t) => t.name),
  };
}

/**
 * The PUT body. A negative value is an expense of its absolute value. A transfer leg keeps its direction
 * and has no category: the server keeps both legs consistent.
 */
export function buildUpdateBody(tx: Transaction, v: EditTransactionValues): TransactionUpdateBody {
  const cents = moneyTextToCents(v.amount) ?? 0;
  const transfer = isTransferLeg(tx);
  const type = transfer ? tx.type : cents < 0 ? 'DESPESA' : v.type === 'receita' ? 'RECEITA' : 'DESPESA';
  return {
    id: tx.id,
    date: v.date,
    description: v.description.trim(),
    type,
    amount: Math.abs(cents) / 100,
    accountId: Number(v.accountId),
    categoryId: transfer || !v.categoryId ? null : Number(v.categoryId),
    payeeName: v.payeeName.trim(),
    status: v.status,
    tagNames: [...v.tagNames],
  };
}
