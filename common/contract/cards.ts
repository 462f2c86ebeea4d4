import {
  BILL_MONTH_PATTERN,
  BILL_MONTHS_AFTER_DATE,
  BILL_MONTHS_BEFORE_DATE,
  type BillStatus,
  isBillMonth,
  isBillMonthNearDate,
  MAX_INSTALLMENTS,
} from '../card-bills';
import type { ForeignAmount } from './foreign-money';
import { isoDateSchema, moneySchema, requiredId, z } from './shared';
import type { UndoToken } from './undo';

export type { BillStatus };

/** Cards have no notice days of their own: a bill is announced by e-mail this many days before it is due. */
export const BILL_NOTICE_DAYS = 7;
export const BILL_MONTH_MESSAGE = 'Informe o mês da fatura no formato AAAA-MM';
export const BILL_MONTH_RANGE_MESSAGE = 'O mês da fatura deve estar entre 1900 e 2999';
export const BILL_MONTH_FAR_FROM_DATE_MESSAGE = `A fatura deve estar entre ${BILL_MONTHS_BEFORE_DATE} meses antes e ${BILL_MONTHS_AFTER_DATE} meses depois do mês da data`;
export const SELECT_CARD_MESSAGE = 'Selecione um cartão';
export const CARD_NOT_FOUND_MESSAGE = 'Cartão não encontrado';
export const NOT_A_CARD_MESSAGE = 'Esta conta não é um cartão de crédito';
export const CARD_WITHOUT_TERMS_MESSAGE =
  'Informe em Contas o dia de fechamento, o dia de vencimento e o limite deste cartão';
export const CLOSING_AFTER_DUE_MESSAGE = 'O fechamento deve ser antes do vencimento';
export const SELECT_PAYING_ACCOUNT_MESSAGE = 'Selecione a conta que paga a fatura';
export const BILL_PAYMENT_AMOUNT_MESSAGE = 'Informe o valor do pagamento';

export const INSTALLMENT_GROUP_MESSAGE = 'Informe a compra parcelada';
export const PURCHASE_NOT_FOUND_MESSAGE = 'Compra parcelada não encontrada';
export const NOTHING_TO_ANTICIPATE_MESSAGE = 'Esta compra não tem parcelas futuras para antecipar';
export const ANTICIPATE_COUNT_MESSAGE = 'Informe quantas parcelas antecipar';
export const anticipateTooManyMessage = (left: number) =>
  left === 1 ? 'Só há 1 parcela para antecipar' : `Só há ${left} parcelas para antecipar`;
export const DISCOUNT_TOO_LARGE_MESSAGE = 'O desconto deve ser menor que o valor antecipado';

/** 'YYYY-MM' of a calendar month (isBillMonth): a month like '9999-12' or '0000-01' is no bill. */
export const billMonthSchema = z
  .string({ error: BILL_MONTH_MESSAGE })
  .regex(BILL_MONTH_PATTERN, { error: BILL_MONTH_MESSAGE, abort: true })
  .refine(isBillMonth, { error: BILL_MONTH_RANGE_MESSAGE });

/**
 * The check of an object holding a row's bill and its date (a transaction, a bill payment, a restored row): the
 * bill lies near the date (isBillMonthNearDate). Absent or null bill: nothing to check.
 */
export const billNearDate = <K extends string>(
  key: K,
): [
  check: (value: { date: string } & { [k in K]?: string | null | undefined }) => boolean,
  params: { error: string; path: PropertyKey[] },
] => [
  (value: { date: string } & { [k in K]?: string | null | undefined }) => {
    const month = value[key];
    // A missing or malformed field has its own message already.
    if (typeof month !== 'string' || typeof value.date !== 'string') return true;
    return isBillMonthNearDate(month, value.date);
  },
  { error: BILL_MONTH_FAR_FROM_DATE_MESSAGE, path: [key] },
];

/** GET /cards/bills: one bill with its items and payments, or (without month) the card's bills. */
export const billsQuery = z.object({
  account_id: requiredId(SELECT_CARD_MESSAGE),
  month: billMonthSchema.optional(),
});

/** PUT /cards/bills: the dates the bank set for one bill. */
export const billDatesBody = z
  .object({
    account_id: requiredId(SELECT_CARD_MESSAGE),
    month: billMonthSchema,
    closing_date: isoDateSchema,
    due_date: isoDateSchema,
  })
  .refine((v) => v.closing_date < v.due_date, { error: CLOSING_AFTER_DUE_MESSAGE, path: ['closing_date'] });
export type BillDatesBody = z.input<typeof billDatesBody>;

/** POST /cards/bills/pay: a transfer from the paying account to the card, counted as that bill's payment. */
export const billPaymentBody = z
  .object({
    account_id: requiredId(SELECT_CARD_MESSAGE),
    month: billMonthSchema,
    from_account_id: requiredId(SELECT_PAYING_ACCOUNT_MESSAGE),
    amount: moneySchema,
    date: isoDateSchema,
  })
  .refine(...billNearDate('month'));
export type BillPaymentBody = z.input<typeof billPaymentBody>;

/**
 * POST /cards/installments/anticipate: the last `count` future installments of a purchase move into the open
 * bill, dated today; a discount lowers them (common/anticipation.ts). The count is required: nothing is
 * anticipated that the person did not choose.
 */
export const anticipateBody = z.object({
  installment_group: z.uuid({ error: INSTALLMENT_GROUP_MESSAGE }),
  count: z
    .number({ error: ANTICIPATE_COUNT_MESSAGE })
    .int({ error: ANTICIPATE_COUNT_MESSAGE })
    .min(1, { error: ANTICIPATE_COUNT_MESSAGE })
    .max(MAX_INSTALLMENTS, { error: ANTICIPATE_COUNT_MESSAGE }),
  discount: moneySchema.optional(),
});
export type AnticipateBody = z.input<typeof anticipateBody>;

/** What an anticipation moved: the installments (their ids), the bill they are now in, and its undo token. */
export interface AnticipationResult extends UndoToken {
  moved: number[];
  bill_month: string;
}

/** GET /cards/installments/anticipation: what the dialog needs to offer and preview an anticipation. */
export const anticipationQuery = z.object({
  installment_group: z.uuid({ error: INSTALLMENT_GROUP_MESSAGE }),
});

/**
 * The open bill installments would move into, and those still in later bills (reais, in order); for a group
 * that names none of the person's purchases, no bill and none.
 */
export interface AnticipationOptions {
  bill_month: string | null;
  installments: Array<{ id: number; installment_number: number; amount: number }>;
}

/** GET /cards/upcoming: how many unpaid bills fall due within the days asked. */
export interface UpcomingBills {
  count: number;
}

/** A bill as lists show it. Money in reais. */
export interface BillSummary {
  month: string;
  closing_date: string;
  due_date: string;
  status: BillStatus;
  /** What the bill asks: the previous balance plus its purchases less its credits. */
  total: number;
  paid: number;
}

export interface CardSummary {
  id: number;
  name: string;
  credit_limit: number;
  closing_day: number;
  due_day: number;
  payment_account_id: number | null;
  /** Every card debt not yet paid: unpaid bills and every later installment. */
  used: number;
  /** credit_limit - used; negative when the card is over its limit. */
  available: number;
  /** The bill today's purchases fall in. */
  current_bill: BillSummary;
  /** The first bill still to pay (closed and not wholly paid), else the open one. */
  next_due_bill: BillSummary;
}

export interface BillItem {
  id: number;
  date: string;
  description: string;
  amount: number;
  type: 'RECEITA' | 'DESPESA';
  category_id: number | null;
  category_name: string | null;
  payee_name: string | null;
  installment_number: number | null;
  installment_count: number | null;
  installment_group: string | null;
  /** A purchase abroad: its amount in the other currency and the rate (contract/foreign-money.ts); else null. */
  foreign: ForeignAmount | null;
  /** Reais Grana worked until the bill gives its own (contract/transactions.ts Transaction.estimated). */
  estimated: boolean;
}

export interface BillPayment {
  id: number;
  date: string;
  amount: number;
  from_account_id: number | null;
}

export interface BillDetail extends BillSummary {
  /** Unpaid after the previous bill's due date (positive), or the credit it left (negative). */
  previous_balance: number;
  /** Of `paid`, what was paid outside Grana (history imported with no payments): the card's credit from before. */
  paid_before_grana: number;
  remaining: number;
  items: BillItem[];
  payments: BillPayment[];
}

/**
 * GET /cards/bill-payment-offers: the expenses of a non-card account whose text says they paid a card's bill
 * ("PAGTO FATURA NUBANK") and that are not yet a payment, with the bills each could pay. `import_id`: those of one
 * import (its result); `transaction_id`: that row (its edit dialog); neither: the book's of the last
 * BILL_PAYMENT_OFFER_DAYS days still without a category (the Cartões page; giving one a category says it was no
 * bill's payment).
 */
export const billPaymentOffersQuery = z.object({
  import_id: z.uuid({ error: 'Importação inválida' }).optional(),
  transaction_id: z.coerce.number().int().positive().optional(),
});
// A type, not an interface: the API client's query is a record, which an interface is not assignable to.
export type BillPaymentOffersQuery = {
  import_id?: string;
  transaction_id?: number;
};

export const BILL_PAYMENT_OFFER_DAYS = 90;
/** The most offers one answer lists. */
export const MAX_BILL_PAYMENT_OFFERS = 50;

/** A bill a row could pay: the card, the bill's month and what is left of it (reais). */
export interface BillPaymentOption {
  card_id: number;
  card_name: string;
  month: string;
  due_date: string;
  status: BillStatus;
  remaining: number;
  /** The row's amount is what this bill asks (what is left, or its own purchases). */
  amount_fits: boolean;
  /**
   * "Fatura anterior ao Grana": the row pays more than the bill it paid (by its date) asked in Grana, so that bill
   * held purchases made before Grana (all of it on a card with nothing recorded; `remaining` what the row paid).
   * Choosing it records the difference as the card's opening balance, paid by the row: the card ends where the
   * bank says.
   */
  before_grana: boolean;
}

export interface BillPaymentOffer {
  transaction_id: number;
  date: string;
  description: string;
  amount: number;
  account_id: number;
  account_name: string;
  /** The likeliest first; empty when the book has no card to pay from this account. */
  options: BillPaymentOption[];
}

/**
 * POST /cards/bills/pay-row: a row that paid a card's bill becomes that payment (a transfer to the card, counted in
 * the bill), instead of an expense. Answers the bill and the undo token ('Desfazer' gives the row back).
 */
export const billPaymentRowBody = z
  .object({
    transaction_id: requiredId('Informe o lançamento'),
    account_id: requiredId(SELECT_CARD_MESSAGE),
    month: billMonthSchema,
    /** The bill is the one before Grana (BillPaymentOption.before_grana). */
    before_grana: z.boolean({ error: 'Informe se é a fatura anterior ao Grana' }).optional(),
  })
  .strict();
export type BillPaymentRowBody = z.input<typeof billPaymentRowBody>;

export interface BillPaymentRowResult extends UndoToken {
  bill: BillDetail;
}

/** Why a row cannot be a bill's payment (409), besides what "Transformar em transferência" refuses. */
export const BILL_PAYMENT_ROW_MESSAGES = {
  notExpense: 'Só uma despesa paga uma fatura.',
  fromCard: 'Uma despesa do próprio cartão não paga fatura: escolha um lançamento da conta que pagou.',
  notBeforeGrana:
    'Este pagamento não passa do que a fatura pedia no Grana, ou a fatura já tinha pagamento: escolha a fatura que ele pagou, não a fatura anterior ao Grana.',
} as const;
