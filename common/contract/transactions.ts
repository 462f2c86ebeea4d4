import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '../card-bills';
import type { CurrencyCode } from '../currencies';
import { TRANSACTION_STATUSES, type TransactionStatus } from '../transaction-status';
import type { AttachmentSummary } from './attachments';
import { capturedCodeField } from './captured-code';
import { billMonthSchema, billNearDate } from './cards';
import type { CategoryColor, CategoryIcon } from './categories';
import { type ForeignAmount, foreignInput } from './foreign-money';
import { type TransactionPeople, transactionShareFields } from './household';
import { payeeDocumentSchema } from './payees';
import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_TOO_LONG_MESSAGE,
  idSchema,
  isoDateSchema,
  MONEY_MISSING_MESSAGE,
  moneySchema,
  PAYEE_NAME_MAX_LENGTH,
  PAYEE_NAME_TOO_LONG_MESSAGE,
  requiredId,
  SELECT_ACCOUNT_MESSAGE,
  z,
} from './shared';
import type { Tag } from './tags';
import { tagNamesSchema } from './tags';
import { CROSS_CURRENCY_MESSAGES, optionalAmount } from './transfers';
import type { Deleted, UndoToken } from './undo';

// A transfer's own requests and words (transfers.ts), where they always were for their importers.
export {
  CROSS_BOOK_MESSAGES,
  CROSS_CURRENCY_MESSAGES,
  DEFAULT_TRANSFER_DESCRIPTION,
  OTHER_BOOK_LABEL,
  TO_TRANSFER_MESSAGES,
  TRANSFER_DESTINATION_MESSAGE,
  TRANSFER_OTHER_ACCOUNT_MESSAGE,
  TRANSFER_SAME_ACCOUNT_MESSAGE,
  type TransferBook,
  type TransferCreateBody,
  toTransferBody,
  toTransferParams,
  transferCreateBody,
} from './transfers';

export const TRANSACTION_TYPES = ['RECEITA', 'DESPESA'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export { statusLabels, TRANSACTION_STATUSES, type TransactionStatus } from '../transaction-status';

export const PAGE_SIZE = 30;

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);
const emptyToNull = (v: unknown) => (v === '' ? null : v);

const transactionTypeEnum = z.enum(TRANSACTION_TYPES, { error: 'Tipo inválido: use RECEITA ou DESPESA' });
export const transactionTypeSchema = z.preprocess(upper, transactionTypeEnum);
export const transactionStatusSchema = z.preprocess(
  upper,
  z.enum(TRANSACTION_STATUSES, { error: 'Status inválido: use CLEARED, PENDING ou RECONCILED' }),
);

export { MAX_TAGS, TAG_NAME_MAX_LENGTH } from './tags';

const description = z
  .string({ error: 'Descrição inválida' })
  .trim()
  .max(DESCRIPTION_MAX_LENGTH, { error: DESCRIPTION_TOO_LONG_MESSAGE });

const optionalId = z.preprocess(emptyToNull, idSchema.nullable().optional());

const payeeName = z.preprocess(
  (v) => (v === null ? undefined : v),
  z.string().trim().max(PAYEE_NAME_MAX_LENGTH, { error: PAYEE_NAME_TOO_LONG_MESSAGE }).optional(),
);

const tagNames = tagNamesSchema;

/** The edit form's value may be negative (an expense of its size) but never zero. */
export const AMOUNT_ZERO_MESSAGE = 'O valor deve ser diferente de zero';
/** A split part's amount that is typed but is not a positive amount. */
export const SPLIT_AMOUNT_INVALID_MESSAGE = 'Valor inválido';

/**
 * The rule that a transaction's split parts add up to at most its amount, as the API words it when it refuses a
 * request (the one owner of the API's wording; the form words it with the figures, below).
 */
export const SPLITS_OVER_AMOUNT_MESSAGE = 'A soma das divisões não pode passar do valor da transação';

/** The form's message when the split parts add up to more than the transaction (both in 'R$ 1.234,56'). */
export const splitsOverAmountMessage = (splitTotal: string, amount: string) =>
  `A soma das divisões (${splitTotal}) passa do valor da transação (${amount})`;

export const splitInput = z.object({
  amount: moneySchema,
  description: description.optional(),
  categoryId: optionalId,
  payeeId: optionalId,
});

export const MAX_SPLITS = 50;
/** A transfer moves money between accounts; it has no categories to divide it among. */
export const TRANSFER_SPLITS_MESSAGE = 'Uma transferência não pode ter divisões';

const splits = z
  .array(splitInput, { error: 'Divisões inválidas' })
  .max(MAX_SPLITS, { error: `Use no máximo ${MAX_SPLITS} divisões` });

export const INSTALLMENTS_MESSAGE = `Informe de ${MIN_INSTALLMENTS} a ${MAX_INSTALLMENTS} parcelas`;
export const INSTALLMENTS_EXPENSE_MESSAGE = 'Só uma despesa pode ser parcelada';
export const INSTALLMENTS_SPLITS_MESSAGE = 'Uma compra parcelada não pode ter divisões';
export const installmentsTooSmallMessage = (count: number) =>
  `O valor é pequeno demais para ${count} parcelas`;

/** A purchase in installments: the count, 2 to 48 (the amount is the purchase's total). */
const installments = z
  .number({ error: INSTALLMENTS_MESSAGE })
  .int({ error: INSTALLMENTS_MESSAGE })
  .min(MIN_INSTALLMENTS, { error: INSTALLMENTS_MESSAGE })
  .max(MAX_INSTALLMENTS, { error: INSTALLMENTS_MESSAGE });

export const transactionCreateBody = z
  .object({
    /** Reais on an account in reais, the account's currency on another; with `foreign`, may be left out. */
    amount: moneySchema.optional(),
    description: description.optional().default(''),
    date: isoDateSchema,
    // The example is the type that takes every field, `share` too (documentation, and the request tests generate
    // from it).
    type: z.preprocess(upper, transactionTypeEnum.meta({ examples: ['DESPESA'] })),
    accountId: requiredId(SELECT_ACCOUNT_MESSAGE),
    payeeName,
    categoryId: optionalId,
    tagNames,
    splits: splits.optional(),
    status: transactionStatusSchema.optional().default('CLEARED'),
    /** On a card: the purchase's total divided into this many monthly installments. */
    installments: installments.optional(),
    /** On a card: the bill it belongs to, chosen by hand (else the bill of its date); near the date. */
    bill_month: billMonthSchema.nullish(),
    /**
     * In a shared book, an expense's payer and division, written with it (PUT /transactions/share's fields and
     * checks); not with installments.
     */
    share: transactionShareFields.optional(),
    /**
     * The Pix or boleto code the row was made from, as pasted or as POST /capture/code's code_key: checked and kept
     * in that key's form with the row, so the same code pasted again is recognised (CapturedBefore).
     */
    captured_code: capturedCodeField.optional(),
    /**
     * The payee's CPF or CNPJ, as a receipt read it ('Ler comprovante'): kept on the payee named when it has none
     * (never replacing one the person gave).
     */
    payee_document: payeeDocumentSchema.optional(),
    /**
     * A purchase in another currency on an account in reais: its amount there (and the IOF in reais, else the
     * day's rate); without `amount`, the reais are estimated at the day's PTAX sell until the bill says them.
     */
    foreign: foreignInput.optional(),
  })
  .refine((body) => body.amount !== undefined || body.foreign !== undefined, {
    path: ['amount'],
    error: MONEY_MISSING_MESSAGE,
  })
  .refine(...billNearDate('bill_month'));
export type TransactionCreateBody = z.input<typeof transactionCreateBody>;

const CHANGED_MEANWHILE_BAD_VERSION = 'Versão da transação inválida: feche e abra de novo.';

export const transactionUpdateBody = z
  .object({
    id: idSchema,
    date: isoDateSchema,
    description: description.optional().default(''),
    type: transactionTypeSchema,
    amount: moneySchema,
    accountId: idSchema,
    categoryId: optionalId,
    payeeName,
    status: transactionStatusSchema.optional().default('CLEARED'),
    /** When present, replaces the tags; when absent, the tags stay as they are. */
    tagNames,
    /** When present, replaces the split parts ([] removes them all); when absent, they stay as they are. */
    splits: splits.optional(),
    /** On a card: a bill chosen by hand; null puts the row back in the bill of its date; absent keeps it. */
    bill_month: billMonthSchema.nullish(),
    /**
     * The row's amount in another currency: present, replaces it (and `amount` is then the bill's reais, no longer
     * an estimate); null removes it; absent keeps it (an estimate stays one while `amount` does not change).
     */
    foreign: foreignInput.omit({ iof: true }).nullish(),
    /**
     * On a leg of a transfer between two currencies: the other leg's amount, in its account's currency (as the
     * list's `transfer_amount`). Absent, the other leg keeps its amount; refused on a transfer in one currency,
     * whose legs always share `amount`.
     */
    transfer_amount: optionalAmount({ notPositive: CROSS_CURRENCY_MESSAGES.otherNotPositive }),
    /**
     * The row's updated_at when the form was opened: if it changed since (another member saved, a statement was
     * matched with it), the save is refused with CHANGED_MEANWHILE_MESSAGE instead of overwriting that change.
     */
    updated_at: z
      .string({ error: CHANGED_MEANWHILE_BAD_VERSION })
      .max(40, { error: CHANGED_MEANWHILE_BAD_VERSION })
      .refine((text) => !Number.isNaN(Date.parse(text)), { error: CHANGED_MEANWHILE_BAD_VERSION })
      .optional(),
  })
  .refine(...billNearDate('bill_month'));
/** Said by every route given a transaction id that is not the current book's (or does not exist). */
export const TRANSACTION_NOT_FOUND = 'Transação não encontrada';

/** Two people editing one row: the second save is refused, never silently overwriting the first. */
export const CHANGED_MEANWHILE_MESSAGE =
  'Esta transação foi alterada por outra pessoa. Feche e abra de novo para ver como ela está agora.';
export type TransactionUpdateBody = z.input<typeof transactionUpdateBody>;

export interface TransactionSplit {
  id: number;
  amount: number;
  description: string;
  categoryId: number | null;
  categoria_name: string | null;
  payeeId: number | null;
  payee_name: string | null;
}

/** A row as the API answers it; in a shared book also who recorded it, who paid it and how it is divided. */
export interface Transaction extends TransactionPeople {
  id: number;
  description: string;
  date: string;
  /** Reais, always positive; the type says the direction. */
  amount: number;
  type: TransactionType;
  status: TransactionStatus;
  categoriaId: number | null;
  categoria_name: string | null;
  /** The category's icon and colour (null without a category, or on one the person typed). */
  categoria_icon: CategoryIcon | null;
  categoria_color: CategoryColor | null;
  payeeId: number | null;
  payee_name: string | null;
  contaId: number;
  conta_name: string;
  /** The account's currency (ISO 4217): `amount` and the splits are in it. */
  currency: CurrencyCode;
  /** A purchase in another currency on an account in reais: its amount there and the rate; null otherwise. */
  foreign: ForeignAmount | null;
  /**
   * Reais Grana worked until the bill gives its own: a typed purchase abroad at the PTAX (also `foreign.estimated`),
   * or the IOF line it worked for one; matched with the bill's line, the row takes its figure.
   */
  estimated: boolean;
  tags: Tag[];
  splits: TransactionSplit[];
  /** Both legs of a transfer share it; null for income and expenses. */
  transfer_id: string | null;
  /** On a transfer's leg: the other leg's account (where the money went, or came from); null otherwise. */
  transfer_account_id: number | null;
  transfer_account_name: string | null;
  /**
   * On a leg of a transfer between two books: the other leg's book ('Casa'), or OTHER_BOOK_LABEL when that leg is
   * gone (its book deleted, or a backup restored elsewhere); null for any other row. The other book's account is
   * never answered: its members' accounts are theirs.
   */
  transfer_book_name: string | null;
  /**
   * On a leg of a transfer between accounts of two currencies (reais into a Nomad or Wise account in dollars): the
   * other leg's amount, in its currency (hundredths of its unit as a JSON number like reais: 1000.5 is US$ 1.000,50),
   * and that currency; null on a transfer in one currency and on any other row.
   */
  transfer_amount: number | null;
  transfer_currency: CurrencyCode | null;
  /**
   * The same transfer's effective rate, reais per unit of the other currency, as decimal text ('5.5', six decimals
   * at most: common/exchange-rates.ts impliedRate), the IOF left out (it is its own row); null when neither leg is
   * in reais, or on any other row.
   */
  transfer_rate: string | null;
  /** The goal a contribution belongs to. */
  goal_id: number | null;
  /** On a card: the bill it was placed in by hand (or an installment's), else null (the bill of its date). */
  bill_month: string | null;
  /** A purchase in installments: k of n, the n rows sharing the group. */
  installment_group: string | null;
  installment_number: number | null;
  installment_count: number | null;
  /** Where the row came from: typed ('manual'), a fixed item, a statement's import, or bank sync. */
  origin: TransactionOrigin;
  /**
   * The bank's line matched with this recorded row (its date, its text, its id): present once a statement's line
   * was found to be this row. POST /transactions/:id/unmatch splits them back into two rows.
   */
  bank_line: { date: string; text: string | null; external_id: string | null } | null;
  /** The row's comprovantes (photos and PDFs), oldest first. */
  comprovantes: AttachmentSummary[];
  /** When the row last changed (ISO instant): an edit sends it back, so a change made meanwhile is not overwritten. */
  updated_at: string;
}

export const TRANSACTION_ORIGINS = ['manual', 'recurring', 'import', 'sync'] as const;
export type TransactionOrigin = (typeof TRANSACTION_ORIGINS)[number];

export interface TransactionPage {
  items: Transaction[];
  page: number;
  limit: number;
  hasMore: boolean;
  /**
   * Totals of every transaction that matches the filters (transfers excluded), in reais. Sent with page 1 of
   * a period (from and to) or of a card's bill (billMonth) only, null otherwise: the figures do not change
   * while paging. Only the accounts in reais: an account in another currency's rows are not added as if they were
   * reais (the list says "Só contas em reais" when it shows some).
   */
  totals: { receitas: number; despesas: number; count: number } | null;
}

/** The transfer the row became, and the token of 'Desfazer' (POST /undo), which gives the row back as it was. */
export interface ToTransferResult extends TransferResult {
  undo: string;
}

export interface TransferResult {
  transfer_id: string;
  from: Transaction;
  to: Transaction;
}

/** DELETE /transactions' answer: the row asked, every row deleted with it (a transfer's legs, a purchase's installments), and the undo token. */
export interface TransactionDeleted extends Deleted, UndoToken {
  deleted: number[];
}

/** DELETE /transactions: scope=purchase deletes every installment of the purchase the row belongs to. */
export const transactionDeleteQuery = z.object({
  id: idSchema,
  scope: z.enum(['purchase'], { error: 'Escopo inválido: use purchase' }).optional(),
});
