import type { TransactionShareFields } from '../../../../common/contract/household';
import {
  fromForm,
  fromText,
  MONEY_MISSING_MESSAGE,
  moneyText,
  moneyTextReading,
  z,
} from '../../../../common/contract/shared';
import {
  DEFAULT_TRANSFER_DESCRIPTION,
  SPLIT_AMOUNT_INVALID_MESSAGE,
  splitInput,
  splitsOverAmountMessage,
  TRANSFER_DESTINATION_MESSAGE,
  TRANSFER_SAME_ACCOUNT_MESSAGE,
  type TransactionCreateBody,
  type TransferCreateBody,
  transactionCreateBody,
} from '../../../../common/contract/transactions';
import { formatReais, parseAmount, reaisToCents, sumReais } from '../../../../common/money';
import { billMonthText } from './bill-choice';
import { foreignBody, foreignFields, noForeign } from './foreign-purchase';

export const TRANSACTION_KINDS = ['receita', 'despesa', 'transfer'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export const kindLabels: Record<TransactionKind, string> = {
  receita: 'Receita',
  despesa: 'Despesa',
  transfer: 'Transferência',
};

const body = transactionCreateBody.shape;
const splitAmount = moneyText({
  missing: SPLIT_AMOUNT_INVALID_MESSAGE,
  notPositive: SPLIT_AMOUNT_INVALID_MESSAGE,
});

/** A split row of the contract, its amount as typed: a row left without an amount is not sent. */
export const splitRow = splitInput.pick({ description: true, categoryId: true }).extend({
  amount: z
    .string()
    .transform((text) => (text.trim() === '' ? undefined : text))
    .pipe(splitAmount.optional()),
  categoryId: fromText(splitInput.shape.categoryId),
  description: fromText(body.description),
  /** A stored part's payee, which the dialogs do not show: editing the part keeps it. */
  payeeId: fromText(splitInput.shape.payeeId).optional(),
});
export type SplitRow = z.input<typeof splitRow>;
type ParsedSplitRow = z.output<typeof splitRow>;

export const emptySplit = (): SplitRow => ({ amount: '', categoryId: '', description: '' });

/** The body's split parts: the rows with an amount, empty optional fields left out. */
export function splitsBody(rows: readonly ParsedSplitRow[]): NonNullable<TransactionCreateBody['splits']> {
  return rows.flatMap(({ amount, categoryId, description, payeeId }) => {
    if (amount === undefined) return [];
    const split: NonNullable<TransactionCreateBody['splits']>[number] = { amount };
    if (categoryId) split.categoryId = categoryId;
    if (description) split.description = description;
    if (payeeId) split.payeeId = payeeId;
    return [split];
  });
}

const positive = (reais: unknown): reais is number =>
  typeof reais === 'number' && Number.isFinite(reais) && reais > 0;

/** The form's message when the rows with an amount add up to more than the transaction's (positive) amount. */
export function checkSplitTotal(
  amount: unknown,
  splits: readonly ParsedSplitRow[],
  ctx: z.RefinementCtx,
): void {
  const splitTotal = sumReais(splits.map((s) => s.amount).filter(positive));
  if (positive(amount) && reaisToCents(splitTotal) > reaisToCents(amount))
    ctx.addIssue({
      code: 'custom',
      path: ['splits'],
      message: splitsOverAmountMessage(formatReais(splitTotal), formatReais(amount)),
    });
}

/** Split rows that count: the ones with an amount typed (the others are not sent). */
function filledSplits(splits: readonly SplitRow[]): SplitRow[] {
  return splits.filter((s) => s.amount.trim() !== '');
}

/** What stays in the main category, in cents: the amount minus the splits that have an amount (negative when over). */
export function splitRemainder(amountText: string, splits: readonly SplitRow[]): number | null {
  const total = parseAmount(amountText, 'comma');
  if (total === null) return null;
  // The edit's value may be typed negative: an expense of its size.
  let rest: number = Math.abs(total);
  for (const split of filledSplits(splits)) rest -= parseAmount(split.amount, 'comma') ?? 0;
  return rest;
}

/**
 * The form of the new-transaction modal: the contract's fields of POST /transactions (and /transfers), read from
 * the text typed and the selects' id strings.
 */
export const newTransactionForm = z
  .object({
    kind: z.enum(TRANSACTION_KINDS),
    accountId: fromText(body.accountId),
    toAccountId: z.string(),
    /** Blank is allowed on a purchase in another currency (the server estimates the reais); required otherwise. */
    amount: z
      .string()
      .transform((text) => (text.trim() === '' ? undefined : text))
      .pipe(moneyText().optional()),
    date: body.date,
    description: fromText(body.description),
    categoryId: fromText(body.categoryId),
    payeeName: fromText(body.payeeName),
    tagNames: fromForm(z.array(z.string()), body.tagNames),
    splits: z.array(splitRow),
    /** '' is à vista; '2' to '48' on a card's expense (the dialog offers it only there). */
    installments: z.string(),
    /** On a card: '' is the bill of the date, else the bill chosen by hand (the dialog offers it only there). */
    billMonth: billMonthText,
    /** 'Compra em outra moeda' (an income or expense on an account in reais): its currency, amount and IOF. */
    foreign: z.boolean(),
    foreignCurrency: z.string(),
    foreignAmount: z.string(),
    /**
     * A transfer between accounts of two currencies: what the destination receives, in its currency, and the IOF
     * paid, in reais, as typed ('' when not offered; the contract judges them).
     */
    destinationAmount: z.string(),
    iof: z.string(),
  })
  .superRefine(
    (v, ctx) => {
      const abroad = v.foreign && v.kind !== 'transfer';
      if (v.amount === undefined && !abroad)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: MONEY_MISSING_MESSAGE });
      if (abroad) {
        const foreign = foreignFields.safeParse(v);
        for (const issue of foreign.success ? [] : foreign.error.issues)
          ctx.addIssue({ code: 'custom', path: issue.path as PropertyKey[], message: issue.message });
      }
      if (v.kind === 'transfer') {
        if (!v.toAccountId)
          ctx.addIssue({ code: 'custom', path: ['toAccountId'], message: TRANSFER_DESTINATION_MESSAGE });
        else if (v.toAccountId === String(v.accountId))
          ctx.addIssue({ code: 'custom', path: ['toAccountId'], message: TRANSFER_SAME_ACCOUNT_MESSAGE });
        return;
      }
      checkSplitTotal(v.amount, v.splits, ctx);
    },
    // The destination and the splits' total are checked even while another field is wrong, so every message shows at once.
    { when: () => true },
  );

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
    installments: '',
    billMonth: '',
    ...noForeign(),
    destinationAmount: '',
  };
}

/** An optional amount typed: left out when blank, else as read (NaN when unreadable, which the contract refuses). */
function typedAmount<K extends 'destination_amount' | 'iof'>(
  key: K,
  text: string,
): Partial<Record<K, number>> {
  const reais = moneyTextReading.parse(text);
  return reais === undefined ? {} : ({ [key]: reais } as Partial<Record<K, number>>);
}

export type NewTransactionRequest =
  | { endpoint: 'transactions'; body: TransactionCreateBody }
  | { endpoint: 'transfers'; body: TransferCreateBody };

/**
 * The one call a valid form makes: POST /transactions, or POST /transfers, which writes both legs of a
 * transfer at once. Empty optional fields are left out; only split rows with an amount are sent.
 */
export function buildNewTransactionRequest(
  values: NewTransactionValues,
  /** A transfer between two books: the book of an account chosen among another book's, by its id. */
  bookOf: (accountId: number) => number | undefined = () => undefined,
  /**
   * In a shared book, who paid and how the expense is divided ('Dividir entre pessoas'): sent with an expense
   * paid at once only (an income, a transfer or a purchase in installments is not divided when recorded).
   */
  share?: TransactionShareFields,
  /** The code_key of a Pix or boleto code read into the form (POST /capture/code): kept with the row. */
  capturedCode?: string,
  /** A receipt's business and CNPJ: sent while the payee is still that business's name. */
  receiptPayee?: { name: string; document: string },
): NewTransactionRequest {
  const v = newTransactionForm.parse(values);
  if (v.kind === 'transfer') {
    const toAccountId = Number(v.toAccountId);
    const fromBookId = bookOf(v.accountId);
    const toBookId = bookOf(toAccountId);
    return {
      endpoint: 'transfers',
      body: {
        description: v.description || DEFAULT_TRANSFER_DESCRIPTION,
        date: v.date,
        // A transfer's amount is required (the superRefine above).
        amount: v.amount as number,
        fromAccountId: v.accountId,
        toAccountId,
        ...typedAmount('destination_amount', v.destinationAmount),
        ...typedAmount('iof', v.iof),
        ...(fromBookId === undefined ? {} : { fromBookId }),
        ...(toBookId === undefined ? {} : { toBookId }),
        // A trip's tag on the remittance and its IOF: the tag's report counts the IOF, a spending of the trip.
        ...(v.tagNames && v.tagNames.length > 0 ? { tagNames: v.tagNames } : {}),
      },
    };
  }
  const request: TransactionCreateBody = {
    description: v.description,
    date: v.date,
    type: v.kind === 'receita' ? 'RECEITA' : 'DESPESA',
    accountId: v.accountId,
  };
  if (v.amount !== undefined) request.amount = v.amount;
  // A purchase abroad comes whole on the bill: never in installments.
  const abroad = v.foreign;
  if (abroad) request.foreign = foreignBody(values, v.kind === 'despesa');
  if (v.categoryId) request.categoryId = v.categoryId;
  if (v.payeeName) request.payeeName = v.payeeName;
  if (v.tagNames && v.tagNames.length > 0) request.tagNames = v.tagNames;
  const splits = splitsBody(v.splits);
  if (splits.length > 0) request.splits = splits;
  if (v.installments !== '' && v.kind === 'despesa' && !abroad) request.installments = Number(v.installments);
  if (v.billMonth) request.bill_month = v.billMonth;
  if (share && v.kind === 'despesa' && request.installments === undefined) request.share = share;
  if (capturedCode) request.captured_code = capturedCode;
  if (receiptPayee && v.payeeName === receiptPayee.name) request.payee_document = receiptPayee.document;
  return { endpoint: 'transactions', body: request };
}
