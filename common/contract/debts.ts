import { formatDateBR } from '../dates';
import { MAX_LOAN_INSTALLMENTS, MAX_LOAN_PREPAYMENTS, MAX_LOAN_PRINCIPAL_CENTS } from '../loans';
import { centsToReais, formatCents } from '../money';
import { idSchema, isoDateSchema, moneySchema, requiredId, z } from './shared';

/**
 * Debts (dívidas): a loan or a financing with its contract (principal, rate, term, SAC or Price), whose schedule
 * (common/loans.ts) gives the contract's balance on any day; with the principal of the instalments due and not paid
 * by then, what the debt owes that day, the net worth's dívidas. Paying an instalment records an
 * expense from the account that paid it; a prepayment (amortização extraordinária) lowers the balance and, when
 * an account paid it, records that expense too.
 */

export const DEBT_KINDS = [
  'financiamento_imovel',
  'financiamento_veiculo',
  'emprestimo',
  'consignado',
  'outra',
] as const;
export type DebtKind = (typeof DEBT_KINDS)[number];

export const DEBT_KIND_LABELS: Record<DebtKind, string> = {
  financiamento_imovel: 'Financiamento imobiliário',
  financiamento_veiculo: 'Financiamento de veículo',
  emprestimo: 'Empréstimo pessoal',
  consignado: 'Consignado',
  outra: 'Outra dívida',
};

export const AMORTIZATION_SYSTEMS = ['SAC', 'PRICE'] as const;
export const AMORTIZATION_SYSTEM_LABELS: Record<(typeof AMORTIZATION_SYSTEMS)[number], string> = {
  SAC: 'SAC (amortização constante)',
  PRICE: 'Tabela Price (parcela fixa)',
};

/** The period a typed rate is of: a month ('mes', as consignados are quoted) or a year ('ano', as financings). */
export const RATE_PERIODS = ['mes', 'ano'] as const;
export type RatePeriod = (typeof RATE_PERIODS)[number];

export const PREPAYMENT_MODES = ['prazo', 'parcela'] as const;
export const PREPAYMENT_MODE_LABELS: Record<(typeof PREPAYMENT_MODES)[number], string> = {
  prazo: 'Reduzir o prazo',
  parcela: 'Reduzir a parcela',
};

/** The most debts a book may hold: a count a person controls needs a limit. */
export const MAX_DEBTS_PER_BOOK = 100;
export const DEBT_NAME_MAX_LENGTH = 80;
/** The highest rate accepted, per period: 100% a month (common/loans.ts's bound) or its yearly equivalent. */
export const MAX_DEBT_RATE_PERCENT: Record<RatePeriod, number> = { mes: 100, ano: 1000 };

export const DEBT_MESSAGES = {
  name: 'Informe um nome para a dívida',
  nameTooLong: `O nome deve ter no máximo ${DEBT_NAME_MAX_LENGTH} caracteres`,
  lenderTooLong: `O credor deve ter no máximo ${DEBT_NAME_MAX_LENGTH} caracteres`,
  principalTooLarge: 'O valor financiado deve ser de até R$ 10 bilhões',
  kind: 'Tipo de dívida inválido',
  system: 'O sistema de amortização deve ser SAC ou Price',
  ratePeriod: 'Diga se a taxa é ao mês ou ao ano',
  rateMissing: 'Informe a taxa de juros',
  rateRange: (period: RatePeriod) =>
    `A taxa deve ser de 0 a ${MAX_DEBT_RATE_PERCENT[period]}% ao ${period === 'mes' ? 'mês' : 'ano'}`,
  rateDecimals: 'Use no máximo 4 casas decimais na taxa',
  installments: `O número de parcelas deve estar entre 1 e ${MAX_LOAN_INSTALLMENTS}`,
  firstDueBefore: 'O primeiro vencimento deve ser depois da data da contratação',
  tooMany: `Um livro pode ter até ${MAX_DEBTS_PER_BOOK} dívidas`,
  notFound: 'Dívida não encontrada',
  prepaymentNotFound: 'Amortização não encontrada',
  tooManyPrepayments: `São aceitas até ${MAX_LOAN_PREPAYMENTS} amortizações extraordinárias por dívida`,
  prepaymentBefore: 'A amortização deve ser na data da contratação ou depois',
  prepaymentPaidOff: 'Esta dívida já está quitada nessa data',
  installmentMissing: (count: number) => `Escolha uma parcela de 1 a ${count}`,
  installmentPaid: (n: number) => `A parcela ${n} já foi registrada`,
  installmentGone: (n: number) => `A parcela ${n} não existe mais: a dívida foi quitada antes dela`,
  payerIsCard: 'Escolha uma conta com dinheiro para pagar, não um cartão de crédito',
  paymentAccountKind:
    'A conta de pagamento deve ser uma conta corrente, poupança, carteira ou dinheiro: não um cartão nem uma conta de investimentos',
  shrinkBelowPaid: (n: number) =>
    `A parcela ${n} já foi registrada: o número de parcelas não pode ficar menor que ela`,
  paidBefore: `Informe quantas parcelas já estavam pagas antes de cadastrar: de 0 a ${MAX_LOAN_INSTALLMENTS}`,
  paidBeforeAboveCount: 'As parcelas já pagas não podem passar do número de parcelas',
  paidBeforeOverRecorded: (n: number) =>
    `A parcela ${n} foi registrada em Grana: as pagas antes de cadastrar devem ser anteriores a ela`,
  installmentPaidBefore: (n: number) => `A parcela ${n} foi paga antes de a dívida ser cadastrada`,
  lateFeeOnTime: (dueDate: string) =>
    `Multa e juros só para parcela paga depois do vencimento (${formatDateBR(dueDate)})`,
  lateFeeOverInstallment: (paymentCents: number) =>
    `A multa e os juros de atraso não podem passar do valor da parcela (${formatCents(paymentCents)})`,
} as const;

/** A rate as typed: a number or text with a comma or a dot, at most 4 decimals. */
const rateSchema = z.preprocess(
  (value) =>
    typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.replace(',', '.'))) : value,
  z
    .number({ error: DEBT_MESSAGES.rateMissing })
    .refine((v) => Number.isFinite(v) && Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, {
      error: DEBT_MESSAGES.rateDecimals,
    }),
);

const countSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: DEBT_MESSAGES.installments })
    .int({ error: DEBT_MESSAGES.installments })
    .min(1, { error: DEBT_MESSAGES.installments })
    .max(MAX_LOAN_INSTALLMENTS, { error: DEBT_MESSAGES.installments }),
);

const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(DEBT_NAME_MAX_LENGTH, { error: DEBT_MESSAGES.lenderTooLong }).nullable(),
);

const debtFields = z.object({
  name: z
    .string({ error: DEBT_MESSAGES.name })
    .trim()
    .min(1, { error: DEBT_MESSAGES.name })
    .max(DEBT_NAME_MAX_LENGTH, { error: DEBT_MESSAGES.nameTooLong }),
  kind: z.enum(DEBT_KINDS, { error: DEBT_MESSAGES.kind }),
  /** Who lent: the bank, the car dealer's financier; optional. */
  lender: optionalText.optional().default(null),
  /**
   * What was borrowed or financed (the valor financiado), reais, within common/loans.ts's bound: checked here with
   * the other fields' rules, so a form shows it at its field before sending. Compared in reais, so any number a
   * body carries (1e300 too) is compared and none converted.
   */
  principal: moneySchema.refine((v) => v <= centsToReais(MAX_LOAN_PRINCIPAL_CENTS), {
    error: DEBT_MESSAGES.principalTooLarge,
  }),
  /** Percent, effective, per `ratePeriod`: '1,99' ao mês, '11,5' ao ano. */
  rate: rateSchema,
  ratePeriod: z.enum(RATE_PERIODS, { error: DEBT_MESSAGES.ratePeriod }),
  installments: countSchema,
  system: z.enum(AMORTIZATION_SYSTEMS, { error: DEBT_MESSAGES.system }),
  /** The day the debt began: from it the net worth counts it. */
  contractDate: isoDateSchema,
  firstDueDate: isoDateSchema.meta({ examples: ['2099-12-31'] }),
  /**
   * Instalments 1 to this were paid before the debt was entered: counted as paid, with no expense recorded (a
   * financing entered in its eleventh month). Blank is 0.
   */
  paidBefore: z
    .preprocess(
      (v) =>
        v === '' || v === null || v === undefined
          ? 0
          : typeof v === 'string' && /^\s*\d+\s*$/.test(v)
            ? Number(v)
            : v,
      z
        .number({ error: DEBT_MESSAGES.paidBefore })
        .int({ error: DEBT_MESSAGES.paidBefore })
        .min(0, { error: DEBT_MESSAGES.paidBefore })
        .max(MAX_LOAN_INSTALLMENTS, { error: DEBT_MESSAGES.paidBefore }),
    )
    .optional()
    .default(0),
  /**
   * The money account the instalments usually leave from ('Conta de pagamento'): the forecast places the unpaid
   * ones on it. Absent or null: none, and the debt stays out of the forecast.
   */
  paymentAccountId: idSchema.nullish().transform((v) => v ?? null),
});

function debtTerms(body: z.output<typeof debtFields>, ctx: z.RefinementCtx) {
  if (body.rate < 0 || body.rate > MAX_DEBT_RATE_PERCENT[body.ratePeriod])
    ctx.addIssue({ code: 'custom', path: ['rate'], message: DEBT_MESSAGES.rateRange(body.ratePeriod) });
  if (body.firstDueDate <= body.contractDate)
    ctx.addIssue({ code: 'custom', path: ['firstDueDate'], message: DEBT_MESSAGES.firstDueBefore });
  if (body.paidBefore > body.installments)
    ctx.addIssue({ code: 'custom', path: ['paidBefore'], message: DEBT_MESSAGES.paidBeforeAboveCount });
}

export const debtBody = debtFields.superRefine(debtTerms);
export type DebtBody = z.input<typeof debtBody>;

export const debtUpdateBody = debtFields.extend({ id: idSchema }).superRefine(debtTerms);
export type DebtUpdateBody = z.input<typeof debtUpdateBody>;

/**
 * Records instalment `number` as paid from an account: an expense of the instalment's amount on `date`, plus the
 * late fee when one is given.
 */
export const debtPaymentBody = z.object({
  id: idSchema,
  number: countSchema,
  accountId: requiredId('Selecione a conta que pagou a parcela'),
  date: isoDateSchema,
  /** The expense's category (the amortization's, and the interest's when no other is given). */
  categoryId: idSchema.nullish(),
  /** When given, the instalment's interest is a split of the expense under this category. */
  interestCategoryId: idSchema.nullish(),
  /**
   * Multa e juros de atraso (reais), paid with an instalment paid after its due date: added to the expense, never to
   * the debt (it is not principal). At most the instalment's own amount, to catch a slip of the keyboard.
   */
  lateFee: moneySchema.nullish(),
});
export type DebtPaymentBody = z.input<typeof debtPaymentBody>;

export const prepaymentBody = z.object({
  debtId: requiredId('Selecione a dívida'),
  date: isoDateSchema,
  amount: moneySchema,
  mode: z.enum(PREPAYMENT_MODES, { error: "Uma amortização reduz o 'prazo' ou a 'parcela'" }),
  /** The account that paid it (an expense is recorded); null when it is only noted on the contract. */
  accountId: idSchema.nullish(),
  categoryId: idSchema.nullish(),
});
export type PrepaymentBody = z.input<typeof prepaymentBody>;

/** One row of a debt's schedule (reais), with the expense that paid it when one was recorded. */
export interface DebtInstallment {
  number: number;
  dueDate: string;
  payment: number;
  interest: number;
  amortization: number;
  /** The balance after this row. */
  balance: number;
  /** The transaction recorded as its payment; null while none is. */
  transactionId: number | null;
  /** Paid before the debt was entered in Grana (no expense recorded for it). */
  paidBefore: boolean;
  /** Vencida: due before today and not paid by today (one due today is not yet). */
  overdue: boolean;
}

export interface DebtPrepayment {
  id: number;
  date: string;
  amount: number;
  mode: (typeof PREPAYMENT_MODES)[number];
  /** What lowered the balance (less than `amount` when it paid the loan off; 0 when it came after). */
  applied: number;
  /** The balance once applied. */
  balance: number;
  transactionId: number | null;
}

export interface DebtResponse {
  id: number;
  name: string;
  kind: DebtKind;
  kindLabel: string;
  lender: string | null;
  principal: number;
  rate: number;
  ratePeriod: RatePeriod;
  /** '1,99% a.m.', '11,5% a.a.'. */
  rateLabel: string;
  system: (typeof AMORTIZATION_SYSTEMS)[number];
  installments: number;
  contractDate: string;
  firstDueDate: string;
  /** Instalments 1 to this were paid before the debt was entered (no expense recorded for them). */
  paidBefore: number;
  /** The 'Conta de pagamento': where the forecast places the unpaid instalments; null keeps them out of it. */
  paymentAccountId: number | null;
  /**
   * The balance owed today (saldo devedor): the contract's, plus the principal (amortização) of each instalment due
   * up to today and not paid, without late interest or fees; the net worth's figure.
   */
  balanceToday: number;
  /** How many instalments are overdue (`overdue` in the schedule), and what they add up to, without late fees. */
  overdueInstallments: number;
  overdue: number;
  /** The next instalment not yet recorded as paid, due from today on or overdue; null when none is left. */
  next: DebtInstallment | null;
  /**
   * Instalments paid (recorded, or paid before the debt was entered), of how many the schedule has now (prepayments
   * may have shortened it).
   */
  paidCount: number;
  scheduleCount: number;
  /** The last row's due date: when the debt ends, as the schedule now stands. */
  lastDueDate: string;
  /** Over the whole schedule: what the instalments add up to and the interest in them; prepaid. */
  totals: { payments: number; interest: number; prepaid: number };
}

export interface DebtsResponse {
  debts: DebtResponse[];
  /** What the debts owe today, summed (reais). */
  totalBalance: number;
}

export interface DebtScheduleResponse {
  debt: DebtResponse;
  installments: DebtInstallment[];
  prepayments: DebtPrepayment[];
}

/** GET /debts/upcoming: the instalments still owed, overdue or due within the days asked (the 'Avisos' badge). */
export interface UpcomingDebtPayments {
  count: number;
}
