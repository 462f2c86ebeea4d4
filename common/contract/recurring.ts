import { MAX_BUSINESS_DAY } from '../business-days';
import type { CurrencyCode } from '../currencies';
import { capturedCodeField } from './captured-code';
import type { DashboardRecurring } from './dashboard';
import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_TOO_LONG_MESSAGE,
  idSchema,
  isoDateSchema,
  moneySchema,
  PAYEE_NAME_MAX_LENGTH,
  PAYEE_NAME_TOO_LONG_MESSAGE,
  requiredId,
  SELECT_ACCOUNT_MESSAGE,
  z,
} from './shared';

export * from './recurring-suggestions';

export const RECURRING_MODES = ['manual', 'automatic'] as const;
export type RecurringMode = (typeof RECURRING_MODES)[number];
export const recurringModeLabels: Record<RecurringMode, string> = {
  manual: 'Manual',
  automatic: 'Automático',
};

export const PAYMENT_STATUSES = ['pago', 'pendente', 'atrasado'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pago: 'Pago',
  pendente: 'Pendente',
  atrasado: 'Atrasado',
};

/** A fixed income's status, in the words of something received: 'Recebida', 'Pendente', 'Atrasada'. */
export const incomeStatusLabels: Record<PaymentStatus, string> = {
  pago: 'Recebida',
  pendente: 'Pendente',
  atrasado: 'Atrasada',
};

export const DEFAULT_NOTIFY_DAYS = 3;

/** Fixed expenses and incomes a person may have: each is read by the forecast, the reminders and the dashboard. */
export const MAX_RECURRING = 500;
export const TOO_MANY_RECURRING_MESSAGE = `Você já tem ${MAX_RECURRING} gastos e receitas fixos, o limite. Exclua algum antes de criar outro.`;
export const NOTIFY_DAYS_MESSAGE = 'Os dias de aviso devem ser um número de 0 a 60';
export const NOTIFY_DAYS_NEGATIVE_MESSAGE = 'Os dias de aviso não podem ser negativos';
export const DUE_DAY_MISSING_MESSAGE = 'Informe o dia de vencimento';
export const DUE_DAY_MESSAGE = 'O dia de vencimento deve ser entre 1 e 31';
/**
 * The form's first due date (next_run) before today on create: a new item starts at a date still to come (this
 * month's, when it has passed, is answered by the question paid or not). In the item's own words.
 */
export const FIRST_DUE_PAST_MESSAGE = {
  DESPESA: 'O primeiro vencimento não pode ser antes de hoje: informe o próximo.',
  RECEITA: 'O primeiro recebimento não pode ser antes de hoje: informe o próximo.',
} as const;
/** "Ainda não pago" names this month's due date as the first: a next_run besides it says two things at once. */
export const UNPAID_WITH_NEXT_RUN_MESSAGE =
  'Se o deste mês ainda não foi pago, o primeiro vencimento é o deste mês: não informe outra data.';
/**
 * What an item is: a fixed expense or income repeating every interval ('fixo'); a conta a pagar, one boleto or Pix
 * charge with a single due date, done once paid ('conta'); or a Pix Automático, a standing authorisation the payee
 * charges every interval, up to a maximum amount the person authorised ('pix_automatico').
 */
export const RECURRING_KINDS = ['fixo', 'conta', 'pix_automatico'] as const;
export type RecurringKind = (typeof RECURRING_KINDS)[number];
export const recurringKindLabels: Record<RecurringKind, string> = {
  fixo: 'Fixo',
  conta: 'Conta a pagar',
  pix_automatico: 'Pix Automático',
};
export const BILL_DUE_MISSING_MESSAGE = 'Informe o vencimento da conta.';
export const BILL_EXPENSE_ONLY_MESSAGE = 'Uma conta a pagar é sempre uma despesa.';
export const MAX_AMOUNT_MISSING_MESSAGE = 'Informe o valor máximo autorizado do Pix Automático.';
export const MAX_AMOUNT_BELOW_MESSAGE = 'O valor máximo autorizado não pode ser menor que o valor previsto.';
export const MAX_AMOUNT_ONLY_PIX_MESSAGE = 'Só um Pix Automático tem valor máximo autorizado.';
/** A Pix Automático charge above what the person authorised: the item's flag, on the list and the bell. */
export const overMaxMessage = (charged: string, max: string) =>
  `Cobrança de ${charged} acima do máximo autorizado (${max})`;

/** The create form's "Usar favorecido existente" checked with no payee chosen. */
export const EXISTING_PAYEE_MESSAGE = 'Selecione um favorecido existente válido.';

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
export const notifyDaysSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: NOTIFY_DAYS_MESSAGE })
    .int({ error: NOTIFY_DAYS_MESSAGE })
    .min(0, { error: NOTIFY_DAYS_NEGATIVE_MESSAGE })
    .max(60, { error: NOTIFY_DAYS_MESSAGE }),
);
/** A day of the month, 1 to 31; an empty one answers DUE_DAY_MISSING_MESSAGE. */
export const dueDaySchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? DUE_DAY_MISSING_MESSAGE : DUE_DAY_MESSAGE) })
    .int({ error: DUE_DAY_MESSAGE })
    .min(1, { error: DUE_DAY_MESSAGE })
    .max(31, { error: DUE_DAY_MESSAGE }),
);

export const RECURRING_TYPES = ['RECEITA', 'DESPESA'] as const;
export type RecurringType = (typeof RECURRING_TYPES)[number];
/** What a fixed item is called on screens: 'Receita fixa' or 'Gasto fixo'. */
export const recurringTypeLabels: Record<RecurringType, string> = {
  RECEITA: 'Receita fixa',
  DESPESA: 'Gasto fixo',
};

/** The description of an item created without one: 'Gasto Fixo' (the specification's) or 'Receita Fixa'. */
export const defaultRecurringDescriptions: Record<RecurringType, string> = {
  RECEITA: 'Receita Fixa',
  DESPESA: 'Gasto Fixo',
};

export const BUSINESS_DAY_MESSAGE = `O dia útil deve ser entre 1 e ${MAX_BUSINESS_DAY}`;
export const DUE_DAY_OR_BUSINESS_DAY_MESSAGE = 'Escolha o dia do mês ou o dia útil, não os dois';
/** The n-th business day of the month, 1 to MAX_BUSINESS_DAY. */
export const businessDaySchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: BUSINESS_DAY_MESSAGE })
    .int({ error: BUSINESS_DAY_MESSAGE })
    .min(1, { error: BUSINESS_DAY_MESSAGE })
    .max(MAX_BUSINESS_DAY, { error: BUSINESS_DAY_MESSAGE }),
);

/**
 * 'Valor variável' (luz, água, telefone: the bill changes every month): a bank line pays the item's due date when
 * its amount is within this percentage of the item's, above or below (the rule: server/features/matching/rules.ts).
 */
export const VARIABLE_AMOUNT_TOLERANCE_PERCENT = 30;
/** The form's words for it, with the tolerance: the person reads what a line must be to pay the due date. */
export const VARIABLE_AMOUNT_HINT = `O valor muda todo mês (luz, água): uma linha do extrato que cite a conta ou o favorecido, até ${VARIABLE_AMOUNT_TOLERANCE_PERCENT}% acima ou abaixo, paga o vencimento.`;

/** The create's and the edit's fields, written once: the same checks and messages for both. */
const descriptionText = z
  .string()
  .trim()
  .max(DESCRIPTION_MAX_LENGTH, { error: DESCRIPTION_TOO_LONG_MESSAGE });
const optionalRef = z.preprocess(emptyToNull, idSchema.nullable());
const payeeNameText = z.string().trim().max(PAYEE_NAME_MAX_LENGTH, { error: PAYEE_NAME_TOO_LONG_MESSAGE });
const modeSchema = z.enum(RECURRING_MODES, { error: 'Modo inválido: use manual ou automatic' });
const variableAmountSchema = z.boolean({ error: 'Responda se o valor é variável: true ou false' });

/**
 * A fixed expense or income. Its first due date is next_run (the form offers today or later; a past one is kept as
 * an item owed since then), or else the next date of due_day (1-31, clamped to the month's last day) or of
 * due_business_day from today: this month's when it has not passed, next month's when it has. paid_this_month answers 'Já pago este mês?' / 'Já recebido este mês?':
 * true records this month's occurrence on its due date (as 'Pagar' / 'Recebido' do; record_payment false only
 * counts it paid, the money being already in the balance); false keeps this month's due
 * date as the first, even past (the person says it is still owed). A payee is payee_id (an existing one) or
 * payee_name (matched ignoring case, or created).
 */
export const recurringCreateBody = z
  .object({
    account_id: requiredId(SELECT_ACCOUNT_MESSAGE),
    /** A fixed expense (the default) or a fixed income (salário, aluguel recebido). */
    type: z
      .enum(RECURRING_TYPES, { error: 'Tipo inválido: use RECEITA ou DESPESA' })
      .optional()
      .default('DESPESA'),
    amount: moneySchema,
    description: descriptionText
      .optional()
      // Blank is left out: the service takes the type's default (defaultRecurringDescriptions).
      .transform((v) => v || undefined),
    category_id: optionalRef.optional().default(null),
    payee_id: optionalRef.optional().default(null),
    payee_name: payeeNameText.optional(),
    interval_unit: z.literal('month', { error: 'O intervalo deve ser mensal' }).optional().default('month'),
    interval_count: z.coerce
      .number({ error: 'Intervalo inválido' })
      .int()
      .min(1, { error: 'O intervalo deve ser de pelo menos 1 mês' })
      .max(12, { error: 'O intervalo deve ser de no máximo 12 meses' })
      .optional()
      .default(1),
    next_run: isoDateSchema.optional(),
    due_day: dueDaySchema.optional(),
    /** Instead of a day of the month: the n-th business day (a salary on the 5th business day). */
    due_business_day: businessDaySchema.optional(),
    mode: modeSchema.optional().default('manual'),
    notify_days: notifyDaysSchema.optional().default(DEFAULT_NOTIFY_DAYS),
    /** 'Valor variável': a statement line within VARIABLE_AMOUNT_TOLERANCE_PERCENT pays a due date. */
    variable_amount: variableAmountSchema.optional().default(false),
    paid_this_month: z.boolean({ error: 'Responda se já foi pago neste mês: true ou false' }).optional(),
    /**
     * With paid_this_month true: record this month's occurrence as a transaction on its due date (the default), or
     * only count it paid (false: it is already in the opening balance or recorded, and would be counted twice).
     */
    record_payment: z
      .boolean({ error: 'Responda se o pagamento deve ser registrado: true ou false' })
      .optional()
      .default(true),
    /** 'fixo' (the default), 'conta' (one due date: next_run, which may be past) or 'pix_automatico'. */
    kind: z
      .enum(RECURRING_KINDS, { error: 'Tipo de item inválido: use fixo, conta ou pix_automatico' })
      .optional()
      .default('fixo'),
    /** A Pix Automático's authorised maximum (reais), at least its amount; only for that kind. */
    max_amount: moneySchema.optional(),
    /** The boleto or Pix code the item was made from, checked and kept as POST /capture/code's code_key: one bill. */
    captured_code: capturedCodeField.optional(),
  })
  .refine((v) => v.kind !== 'conta' || v.next_run !== undefined, {
    error: BILL_DUE_MISSING_MESSAGE,
    path: ['next_run'],
  })
  .refine((v) => v.kind !== 'conta' || v.type === 'DESPESA', {
    error: BILL_EXPENSE_ONLY_MESSAGE,
    path: ['type'],
  })
  .refine((v) => v.kind !== 'pix_automatico' || v.max_amount !== undefined, {
    error: MAX_AMOUNT_MISSING_MESSAGE,
    path: ['max_amount'],
  })
  .refine((v) => v.kind === 'pix_automatico' || v.max_amount === undefined, {
    error: MAX_AMOUNT_ONLY_PIX_MESSAGE,
    path: ['max_amount'],
  })
  .refine((v) => v.max_amount === undefined || v.max_amount >= v.amount, {
    error: MAX_AMOUNT_BELOW_MESSAGE,
    path: ['max_amount'],
  })
  .refine((v) => !(v.paid_this_month === false && v.next_run !== undefined), {
    error: UNPAID_WITH_NEXT_RUN_MESSAGE,
    path: ['next_run'],
  })
  .refine((v) => v.next_run !== undefined || v.due_day !== undefined || v.due_business_day !== undefined, {
    error: DUE_DAY_MISSING_MESSAGE,
    path: ['due_day'],
  })
  .refine((v) => v.due_day === undefined || v.due_business_day === undefined, {
    error: DUE_DAY_OR_BUSINESS_DAY_MESSAGE,
    path: ['due_business_day'],
  });
export type RecurringCreateBody = z.input<typeof recurringCreateBody>;

/**
 * The row edit: mode, next due date and notice days (the specification's PUT /recurring), and what the item is:
 * amount (and whether it varies), description (blank: the type's default), account, category (null: none) and
 * payee (payee_id, null for none, or payee_name, matched ignoring case or created; blank for none). A key left out
 * stays as it is.
 */
export const recurringUpdateBody = z.object({
  id: idSchema,
  mode: modeSchema.optional(),
  next_run: isoDateSchema.optional(),
  notify_days: notifyDaysSchema.optional(),
  amount: moneySchema.optional(),
  description: descriptionText.optional(),
  account_id: requiredId(SELECT_ACCOUNT_MESSAGE).optional(),
  category_id: optionalRef.optional(),
  payee_id: optionalRef.optional(),
  payee_name: payeeNameText.optional(),
  variable_amount: variableAmountSchema.optional(),
  /** A Pix Automático's authorised maximum (only for that kind; not below the amount). */
  max_amount: moneySchema.optional(),
});
export type RecurringUpdateBody = z.input<typeof recurringUpdateBody>;

export const CONFIRM_DATE_FUTURE_MESSAGE = 'A data não pode ser depois de hoje';
/** 'Pagar' dated in the month of the last payment, or before it ('15/11/2026'). */
export const confirmDateNotAfterLastMessage = (type: RecurringType, lastPaid: string) =>
  `${type === 'RECEITA' ? 'Esta receita fixa já foi recebida' : 'Este gasto fixo já foi pago'} em ${lastPaid}: escolha uma data de um mês seguinte`;

/**
 * 'Pagar' / 'Recebido': the amount and date of what was paid or received, by default the item's amount and today
 * (in the person's time zone). The date may not be after today, nor in the month of the last payment or before.
 */
export const recurringConfirmBody = z.object({
  id: idSchema,
  amount: moneySchema.optional(),
  date: isoDateSchema.optional(),
});
export type RecurringConfirmBody = z.input<typeof recurringConfirmBody>;

export const upcomingQuery = z.object({
  days: z.coerce.number({ error: 'Dias inválidos' }).int().min(0).max(366).optional().default(7),
});

export interface RecurringItem {
  id: number;
  account_id: number;
  account_name: string;
  /** The account's currency (ISO 4217): amount is in it. */
  account_currency: CurrencyCode;
  type: RecurringType;
  amount: number;
  description: string;
  category_id: number | null;
  category_name: string | null;
  payee_id: number | null;
  payee_name: string | null;
  interval_unit: 'month';
  interval_count: number;
  next_run: string;
  last_run: string | null;
  /** The day of the month it falls due (kept when a short month clamps next_run). */
  due_day: number;
  /** Due on the n-th business day of each month instead, or null. */
  due_business_day: number | null;
  mode: RecurringMode;
  notify_days: number;
  /** 'Valor variável': a statement line within VARIABLE_AMOUNT_TOLERANCE_PERCENT of the amount pays a due date. */
  variable_amount: boolean;
  /** pago when last_run is in the current month; atrasado when next_run is before today; else pendente. */
  payment_status: PaymentStatus;
  /**
   * pago with no transaction of this month: answered 'Sim, já está no saldo' when created (the money was already in
   * the balance), so nothing was recorded. Shown as 'Já no saldo', without a date the person never typed.
   */
  paid_in_balance: boolean;
  /** Counted, once, in this month's forecast ('Previsto do mês'): due this month, or unpaid from an earlier one. */
  in_month_forecast: boolean;
  kind: RecurringKind;
  /** A Pix Automático's authorised maximum (reais); null for the other kinds. */
  max_amount: number | null;
  /** A Pix Automático's latest charge above max_amount (reais and its date), or null: flagged with overMaxMessage. */
  over_max: { amount: number; date: string } | null;
  /** A conta a pagar already paid: it has no further due date and leaves the forecast, the bell and the reminders. */
  done: boolean;
  /** Made from a boleto or Pix code (POST /capture/code): that code pasted again is recognised as this item. */
  captured: boolean;
  created_at: string;
}

/** GET /recurring/upcoming: how many fixed items fall due within the days asked. */
export interface UpcomingRecurring {
  count: number;
}

export interface RunResult {
  /** Fixed items that had something due. */
  processed: number;
  /** Due dates recorded, expenses and incomes. */
  created: number;
  /** Of those, the incomes received (the rest are expenses paid): the run's words follow the type. */
  created_incomes: number;
  /** Automatic items more than MAX_AUTOMATIC_BACKFILL due dates behind: left overdue for the person. */
  behind: number;
  /** Items whose recording failed (logged with their id); the others were recorded all the same. */
  failed: number;
}

/** GET /recurring/summary: the fixed-expense pages' figures, the dashboard's panel for today's month. */
export type RecurringSummary = DashboardRecurring;

/**
 * GET /recurring/income-suggestions, kept for API clients: the incomes among GET /recurring/suggestions' (seen in
 * three months or more on a near day with a near amount, no receita fixa covering them, not dismissed), in the
 * shape it first had. What the new item would be is taken from the latest.
 */
export interface IncomeSuggestion {
  description: string;
  accountId: number;
  /** Reais, the latest month's. */
  amount: number;
  categoryId: number | null;
  payeeId: number | null;
  payeeName: string | null;
  /** The typical day of the month it arrived on (1 to 31): the item's due day. */
  dueDay: number;
  /** The months it arrived in, 'YYYY-MM', oldest first. */
  months: string[];
  /** Whether this month's has arrived already (the item starts as received this month). */
  receivedThisMonth: boolean;
}
