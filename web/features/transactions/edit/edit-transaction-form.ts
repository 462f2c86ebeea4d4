import { FOREIGN_MESSAGES } from '../../../../common/contract/foreign-money';
import {
  fromForm,
  fromText,
  MONEY_MISSING_MESSAGE,
  moneyText,
  requiredId,
  SELECT_ACCOUNT_MESSAGE,
  signedMoneyText,
  z,
} from '../../../../common/contract/shared';
import {
  AMOUNT_ZERO_MESSAGE,
  TRANSACTION_STATUSES,
  type Transaction,
  type TransactionUpdateBody,
  transactionUpdateBody,
} from '../../../../common/contract/transactions';
import { centsToInputText, reaisToCents } from '../../../../common/money';
import type { ShareAnswer } from '../../../entities/transaction/public';
import { billMonthText } from '../shared/bill-choice';
import { checkSplitTotal, type SplitRow, splitRow, splitsBody } from '../shared/new-transaction-form';

const body = transactionUpdateBody.shape;

/**
 * The 'Editar Transação' form: the contract's fields of PUT /transactions, read from the text typed and the selects'
 * id strings. The value may be typed negative: it then becomes an expense of its size.
 */
export const editTransactionForm = z
  .object({
    amount: signedMoneyText({ missing: MONEY_MISSING_MESSAGE }).refine((reais) => reais !== 0, {
      error: AMOUNT_ZERO_MESSAGE,
    }),
    type: z.enum(['receita', 'despesa']),
    date: body.date,
    status: z.enum(TRANSACTION_STATUSES),
    description: fromText(body.description),
    accountId: fromText(requiredId(SELECT_ACCOUNT_MESSAGE)),
    categoryId: fromText(body.categoryId),
    payeeName: fromText(body.payeeName),
    tagNames: fromForm(z.array(z.string()), body.tagNames),
    /** On a card: '' is the bill of the date, else the bill chosen by hand (the dialog offers it only there). */
    billMonth: billMonthText,
    /** The split parts, as the new-transaction dialog has them (none on a transfer leg or an installment). */
    splits: z.array(splitRow),
    /** A purchase in another currency: its amount there ('' on any other row; blanked, it is no longer one). */
    foreignAmount: z
      .string()
      .transform((text) => (text.trim() === '' ? undefined : text))
      .pipe(moneyText({ missing: FOREIGN_MESSAGES.amount }).optional()),
  })
  .superRefine(
    (v, ctx) => checkSplitTotal(typeof v.amount === 'number' ? Math.abs(v.amount) : v.amount, v.splits, ctx),
    // The parts' total is checked even while another field is wrong, so every message shows at once.
    { when: () => true },
  );

export type EditTransactionValues = z.input<typeof editTransactionForm>;

export function isTransferLeg(tx: Pick<Transaction, 'transfer_id'>): boolean {
  return tx.transfer_id !== null && tx.transfer_id !== undefined;
}

/** A transfer leg moves money between accounts and an installment is one of a purchase: neither is divided. */
export function canSplit(tx: Pick<Transaction, 'transfer_id' | 'installment_group'>): boolean {
  return !isTransferLeg(tx) && !tx.installment_group;
}

const splitRowOf = (split: Transaction['splits'][number]): SplitRow => ({
  amount: centsToInputText(reaisToCents(split.amount)),
  categoryId: split.categoryId === null ? '' : String(split.categoryId),
  description: split.description ?? '',
  ...(split.payeeId === null ? {} : { payeeId: String(split.payeeId) }),
});

export function editValuesOf(tx: Transaction): EditTransactionValues {
  return {
    amount: centsToInputText(reaisToCents(tx.amount)),
    type: tx.type === 'RECEITA' ? 'receita' : 'despesa',
    date: tx.date.slice(0, 10),
    status: tx.status ?? 'CLEARED',
    description: tx.description ?? '',
    accountId: String(tx.contaId),
    categoryId: tx.categoriaId === null ? '' : String(tx.categoriaId),
    payeeName: tx.payee_name ?? '',
    tagNames: tx.tags.map((t) => t.name),
    billMonth: tx.bill_month ?? '',
    splits: tx.splits.map(splitRowOf),
    foreignAmount: tx.foreign ? centsToInputText(reaisToCents(tx.foreign.amount)) : '',
  };
}

/**
 * The body's `foreign`: absent while the amount in the other currency is as stored (the server keeps it, an
 * estimate too while the reais do not change), the new amount when changed, null when blanked.
 */
function foreignOf(tx: Transaction, amount: number | undefined): Pick<TransactionUpdateBody, 'foreign'> {
  if (!tx.foreign) return {};
  if (amount === undefined) return { foreign: null };
  if (reaisToCents(amount) === reaisToCents(tx.foreign.amount)) return {};
  return { foreign: { amount, currency: tx.foreign.currency } };
}

/**
 * The PUT body. A negative value is an expense of its absolute value; the split parts are sent whole. A transfer leg keeps its direction
 * and has no category: the server keeps both legs consistent. The bill is sent only when it changed (absent
 * keeps the row where it is; a transfer leg's, a bill payment's, is never changed here).
 */
export function buildUpdateBody(tx: Transaction, values: EditTransactionValues): TransactionUpdateBody {
  const v = editTransactionForm.parse(values);
  const transfer = isTransferLeg(tx);
  const type = transfer ? tx.type : v.amount < 0 ? 'DESPESA' : v.type === 'receita' ? 'RECEITA' : 'DESPESA';
  return {
    id: tx.id,
    date: v.date,
    description: v.description,
    type,
    amount: Math.abs(v.amount),
    accountId: v.accountId,
    categoryId: transfer ? null : (v.categoryId ?? null),
    payeeName: v.payeeName ?? '',
    status: v.status,
    tagNames: v.tagNames ?? [],
    // The whole list replaces the stored parts: a row removed is a part deleted.
    ...(canSplit(tx) ? { splits: splitsBody(v.splits) } : {}),
    ...(!transfer && v.billMonth !== (tx.bill_month ?? null) ? { bill_month: v.billMonth } : {}),
    ...foreignOf(tx, v.foreignAmount),
    // The version the form was opened on: a change saved meanwhile by someone else is not overwritten.
    updated_at: tx.updated_at,
  };
}

/**
 * Whether saving an edit asks "Confirmar alterações?" first: only when it moves money — the value, the date, the
 * account, the type or the card's bill — which changes an account's balance, a bill or a month's totals, and makes a
 * row that came from the bank disagree with its statement line. A category (whole or by parts), a description, a
 * payee, tags or a status is saved at once, as the list saves a category: asking there made the commonest mend two
 * steps and protected nothing. (A row "Conferida" asks its own question whatever changes, RECONCILED_EDIT_QUESTION.)
 */
export function editMovesMoney(tx: Transaction, update: TransactionUpdateBody): boolean {
  return (
    reaisToCents(Number(update.amount)) !== reaisToCents(tx.amount) ||
    update.date !== tx.date.slice(0, 10) ||
    update.accountId !== tx.contaId ||
    update.type !== tx.type ||
    update.bill_month !== undefined ||
    update.foreign !== undefined
  );
}

/** What 'Editar Transação' writes of a row: if any of it differs in an answer, someone else changed the row. */
const editedFields = (tx: Transaction) =>
  JSON.stringify([
    tx.amount,
    tx.date,
    tx.description,
    tx.type,
    tx.status,
    tx.contaId,
    tx.categoriaId,
    tx.payee_name,
    tx.bill_month,
    tx.tags.map((t) => t.id),
    tx.splits.map((s) => [s.amount, s.categoryId, s.description, s.payeeId]),
  ]);

const isWholeRow = (answer: ShareAnswer): answer is Transaction =>
  answer.updated_at !== undefined && answer.tags !== undefined && answer.splits !== undefined;

/**
 * The row the dialog was opened on after its division was saved from it: who paid and the parts from the answer.
 * The answer's version is taken only when it is the whole row and nothing else of it changed meanwhile, so the
 * dialog's save still refuses to overwrite another person's change, and is not refused for the division the person
 * just saved.
 */
export function withPeopleOf(opened: Transaction, answer: ShareAnswer): Transaction {
  const people = {
    created_by: answer.created_by ?? opened.created_by,
    paid_by: answer.paid_by,
    paid_by_name: answer.paid_by_name,
    share_mode: answer.share_mode,
    shares: answer.shares,
  };
  const untouched = isWholeRow(answer) && editedFields(opened) === editedFields(answer);
  return { ...opened, ...people, updated_at: untouched ? answer.updated_at : opened.updated_at };
}
