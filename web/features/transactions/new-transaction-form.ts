import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_TOO_LONG_MESSAGE,
  isoDateSchema,
  MONEY_MISSING_MESSAGE,
  MONEY_NOT_POSITIVE_MESSAGE,
  PAYEE_NAME_MAX_LENGTH,
  PAYEE_NAME_TOO_LONG_MESSAGE,
  z,
} from '../../../common/contract/shared';
import {
  DEFAULT_TRANSFER_DESCRIPTION,
  type TransactionCreateBody,
  type TransferCreateBody,
} from '../../../common/contract/transactions';
import { formatCents } from '../../../common/money';
import { moneyTextToCents } from '../../components/ui/money-input';

export const TRANSACTION_KINDS = ['receita', 'despesa', 'transfer'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export const kindLabels: Record<TransactionKind, string> = {
  receita: 'Receita',
  despesa: 'Despesa',
  transfer: 'Transferência',
};

const splitRow = z.object({
  amount: z.string(),
  categoryId: z.string(),
  description: z.string().max(DESCRIPTION_MAX_LENGTH, { error: DESCRIPTION_TOO_LONG_MESSAGE }),
});
export type SplitRow = z.infer<typeof splitRow>;

export const emptySplit = (): SplitRow => ({ amount: '', categoryId: '', description: '' });

/** Cents of a typed amount, or null when the field is empty or not an amount. */
function centsOf(text: string): number | null {
  return text.trim() === '' ? null : moneyTextToCents(text);
}

/** Split rows that count: the ones with an amount typed (the others are not sent). */
function filledSplits(splits: readonly SplitRow[]): SplitRow[] {
  return splits.filter((s) => s.amount.trim() !== '');
}

/** What stays in the main category: the amount minus the splits that have an amount (negative when over). */
export function splitRemainder(amountText: string, splits: readonly SplitRow[]): number | null {
  const total = centsOf(amountText);
  if (total === null) return null;
  let rest = total;
  for (const split of filledSplits(splits)) rest -= centsOf(split.amount) ?? 0;
  return rest;
}

/** The form of the new-transaction modal: amounts are the text typed, ids the selects' strings. */
export const newTransactionForm = z
  .object({
    kind: z.enum(TRANSACTION_KINDS),
    accountId: z.string().min(1, { error: 'Selecione uma conta' }),
    toAccountId: z.string(),
    amount: z.string(),
    date: isoDateSchema,
    description: z.string().max(DESCRIPTION_MAX_LENGTH, { error: DESCRIPTION_TOO_LONG_MESSAGE }),
    categoryId: z.string(),
    payeeName: z.string().max(PAYEE_NAME_MAX_LENGTH, { error: PAYEE_NAME_TOO_LONG_MESSAGE }),
    tagNames: z.array(z.string()),
    splits: z.array(splitRow),
  })
  .superRefine((v, ctx) => {
    const amount = centsOf(v.amount);
    if (amount === null) ctx.addIssue({ code: 'custom', path: ['amount'], message: MONEY_MISSING_MESSAGE });
    else if (amount <= 0)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: MONEY_NOT_POSITIVE_MESSAGE });

    if (v.kind === 'transfer') {
      if (!v.toAccountId)
        ctx.addIssue({ code: 'custom', path: ['toAccountId'], message: 'Selecione a conta de destino' });
      else if (v.toAccountId === v.accountId)
        ctx.addIssue({
          code: 'custom',
          path: ['toAccountId'],
          message: 'A conta de destino deve ser diferente da conta de origem',
        });
      return;
    }

    v.splits.forEach((split, index) => {
      if (split.amount.trim() === '') return;
      const cents = centsOf(split.amount);
      if (cents === null || cents <= 0)
        ctx.addIssue({ code: 'custom', path: ['splits', index, 'amount'], message: 'Valor inválido' });
    });
    const splitTotal = filledSplits(v.splits).reduce(
      (sum, s) => sum + Math.max(centsOf(s.amount) ?? 0, 0),
      0,
    );
    if (amount !== null && amount > 0 && splitTotal > amount)
      ctx.addIssue({
        code: 'custom',
        path: ['splits'],
        message: `A soma das divisões (${formatCents(splitTotal)}) passa do valor da transação (${formatCents(amount)})`,
      });
  });

export type NewTransactionValues = z.input<typeof newTransactionForm>;

export function newTransactionDefaults(
  today: string,
  keep?: Pick<NewTransactionValues, 'kind' | 'accountId' | 'date'>,
): NewTransactionValues {
  return {
    kind: keep?.kind ?? 'despesa',
    accountId: keep?.accountId ?? '',
    toAccountId: '',
    amount: '',
    date: keep?.date ?? today,
    description: '',
    categoryId: '',
    payeeName: '',
    tagNames: [],
    splits: [],
  };
}

const reais = (cents: number) => cents / 100;
const idOrUndefined = (id: string) => (id ? Number(id) : undefined);

export type NewTransactionRequest =
  | { endpoint: 'transactions'; body: TransactionCreateBody }
  | { endpoint: 'transfers'; body: TransferCreateBody };

/**
 * The one call a valid form makes: POST /transactions, or POST /transfers, which writes both legs of a
 * transfer at once. Empty optional fields are left out; only split rows with an amount are sent.
 */
export function buildNewTransactionRequest(v: NewTransactionValues): NewTransactionRequest {
  const amount = reais(centsOf(v.amount) ?? 0);
  const description = v.description.trim();
  if (v.kind === 'transfer') {
    return {
      endpoint: 'transfers',
      body: {
        description: description || DEFAULT_TRANSFER_DESCRIPTION,
        date: v.date,
        amount,
        fromAccountId: Number(v.accountId),
        toAccountId: Number(v.toAccountId),
      },
    };
  }
  const body: TransactionCreateBody = {
    amount,
    description,
    date: v.date,
    type: v.kind === 'receita' ? 'RECEITA' : 'DESPESA',
    accountId: Number(v.accountId),
  };
  const categoryId = idOrUndefined(v.categoryId);
  if (categoryId !== undefined) body.categoryId = categoryId;
  const payeeName = v.payeeName.trim();
  if (payeeName) body.payeeName = payeeName;
  if (v.tagNames.length > 0) body.tagNames = [...v.tagNames];
  const splits = filledSplits(v.splits).map((s) => {
    const split: NonNullable<TransactionCreateBody['splits']>[number] = {
      amount: reais(centsOf(s.amount) ?? 0),
    };
    const splitCategory = idOrUndefined(s.categoryId);
    if (splitCategory !== undefined) split.categoryId = splitCategory;
    if (s.description.trim()) split.description = s.description.trim();
    return split;
  });
  if (splits.length > 0) body.splits = splits;
  return { endpoint: 'transactions', body };
}
