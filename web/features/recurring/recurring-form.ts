import {
  BILL_DUE_MISSING_MESSAGE,
  BUSINESS_DAY_MESSAGE,
  businessDaySchema,
  DEFAULT_NOTIFY_DAYS,
  dueDaySchema,
  EXISTING_PAYEE_MESSAGE,
  FIRST_DUE_PAST_MESSAGE,
  MAX_AMOUNT_BELOW_MESSAGE,
  MAX_AMOUNT_MISSING_MESSAGE,
  RECURRING_KINDS,
  RECURRING_MODES,
  RECURRING_TYPES,
  type RecurringCreateBody,
  recurringCreateBody,
} from '../../../common/contract/recurring';
import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_TOO_LONG_MESSAGE,
  fromText,
  moneyText,
  z,
} from '../../../common/contract/shared';
import { isIsoDate } from '../../../common/dates';
import { reaisToCents } from '../../../common/money';
import { dueDateInMonthOf } from './due-dates';

export { EXISTING_PAYEE_MESSAGE };

const body = recurringCreateBody.shape;

const maxAmountText = moneyText({ missing: MAX_AMOUNT_MISSING_MESSAGE });

/**
 * The create form: the contract's fields of POST /recurring, read from the selects' id strings and the inputs'
 * text. A fixed item or a Pix Automático needs its due day (the form has no next due date to give instead); a
 * conta a pagar its one due date instead; a Pix Automático the maximum the person authorised, not below the amount.
 */
export const recurringForm = z
  .object({
    /** 'fixo', 'conta' (an expense due once) or 'pix_automatico'. */
    kind: z.enum(RECURRING_KINDS),
    account_id: fromText(body.account_id),
    type: z.enum(RECURRING_TYPES),
    amount: moneyText(),
    /** 'Valor variável': a statement line near the amount pays the due date (VARIABLE_AMOUNT_TOLERANCE_PERCENT). */
    variable_amount: z.boolean(),
    // Blank is left out of the body, for the server's default ('Gasto Fixo').
    description: z.string().trim().max(DESCRIPTION_MAX_LENGTH, { error: DESCRIPTION_TOO_LONG_MESSAGE }),
    category_id: fromText(body.category_id),
    use_existing_payee: z.boolean(),
    payee_id: z.string(),
    payee_name: fromText(body.payee_name),
    /** How the number below is read: a day of the month, or the n-th business day. */
    due_kind: z.enum(['day', 'business']),
    /** Checked below, for the kinds that repeat: a conta a pagar has a due date instead. */
    due_day: z.string(),
    /** A conta a pagar's due date (ISO); may be past (a bill still owed). */
    due_date: z.string(),
    /** A Pix Automático's authorised maximum, as typed. */
    max_amount: z.string(),
    mode: z.enum(RECURRING_MODES),
    notify_days: fromText(body.notify_days),
    /** The first due date (ISO), following the due day until the person changes it; blank: the server's. */
    first_due: z.string(),
    /**
     * 'Já pago este mês?' when this month's due date has passed: '' (not asked or not answered), yes (record it),
     * counted (already in the balance: nothing recorded), no.
     */
    paid_this_month: z.enum(['', 'yes', 'counted', 'no']),
  })
  .superRefine(
    (v, ctx) => {
      if (v.use_existing_payee && !v.payee_id)
        ctx.addIssue({ code: 'custom', path: ['payee_id'], message: EXISTING_PAYEE_MESSAGE });
      if (v.kind === 'conta') {
        if (!isIsoDate(v.due_date))
          ctx.addIssue({ code: 'custom', path: ['due_date'], message: BILL_DUE_MISSING_MESSAGE });
      } else {
        const day = dueDaySchema.safeParse(v.due_day);
        if (!day.success)
          ctx.addIssue({ code: 'custom', path: ['due_day'], message: day.error.issues[0]?.message ?? '' });
        else if (v.due_kind === 'business' && !businessDaySchema.safeParse(v.due_day).success)
          ctx.addIssue({ code: 'custom', path: ['due_day'], message: BUSINESS_DAY_MESSAGE });
      }
      if (v.kind === 'pix_automatico') maxAmountIssue(v.max_amount, v.amount, ctx);
    },
    // The chosen payee is checked even while another field is wrong, so every message shows at once.
    { when: () => true },
  );

/** A Pix Automático's maximum: typed, a valid amount, and not below the item's amount (when that one is valid). */
function maxAmountIssue(text: string, amount: unknown, ctx: z.RefinementCtx): void {
  const max = maxAmountText.safeParse(text);
  if (!max.success) {
    ctx.addIssue({ code: 'custom', path: ['max_amount'], message: max.error.issues[0]?.message ?? '' });
    return;
  }
  if (typeof amount === 'number' && reaisToCents(max.data) < reaisToCents(amount))
    ctx.addIssue({ code: 'custom', path: ['max_amount'], message: MAX_AMOUNT_BELOW_MESSAGE });
}

export type RecurringValues = z.input<typeof recurringForm>;

export function recurringDefaults(keep?: Pick<RecurringValues, 'account_id'>): RecurringValues {
  return {
    kind: 'fixo',
    account_id: keep?.account_id ?? '',
    type: 'DESPESA',
    amount: '',
    variable_amount: false,
    description: '',
    category_id: '',
    use_existing_payee: false,
    payee_id: '',
    payee_name: '',
    due_kind: 'day',
    due_day: '',
    due_date: '',
    max_amount: '',
    mode: 'manual',
    notify_days: String(DEFAULT_NOTIFY_DAYS),
    first_due: '',
    paid_this_month: '',
  };
}

/** The question of the form: this month's due date when it has passed (before today), else null. */
export function passedThisMonth(
  values: Pick<RecurringValues, 'due_kind' | 'due_day'> & Partial<Pick<RecurringValues, 'kind'>>,
  today: string,
) {
  // A conta a pagar is due once, on its date: no month's due date to ask about.
  if (values.kind === 'conta') return null;
  const date = dueDateInMonthOf(values.due_kind, Number(values.due_day), today);
  return date !== null && date < today ? date : null;
}

/**
 * What is wrong with the dates before sending, in the API's words: a first due date before today, or the question
 * left unanswered (paid or not changes what is recorded, so it is never guessed).
 */
export function firstDueIssues(
  values: RecurringValues,
  today: string,
): Partial<Record<'first_due' | 'paid_this_month', string>> {
  if (values.kind === 'conta') return {};
  const asked = passedThisMonth(values, today) !== null;
  if (asked && values.paid_this_month === '') return { paid_this_month: PAID_QUESTION_MESSAGE[values.type] };
  const unpaid = asked && values.paid_this_month === 'no';
  if (!unpaid && values.first_due && values.first_due < today)
    return { first_due: FIRST_DUE_PAST_MESSAGE[values.type] };
  return {};
}

const PAID_QUESTION_MESSAGE = {
  DESPESA: 'Diga se já pagou este mês',
  RECEITA: 'Diga se já recebeu este mês',
} as const;

/**
 * The body of POST /recurring: the due day goes as is (the server clamps it to the month's last day); the payee is
 * the chosen id, or the typed name, which the server matches ignoring case or creates. When this month's due date
 * has passed, the answer goes too: paid (recorded on this month's due date, or only counted paid when already in
 * the balance; the first due date is the next) or not (this month's is the first, still owed).
 */
export function toCreateBody(values: RecurringValues, today: string): RecurringCreateBody {
  const v = recurringForm.parse(values);
  const payee = v.use_existing_payee
    ? { payee_id: Number(v.payee_id) }
    : v.payee_name
      ? { payee_name: v.payee_name }
      : { payee_id: null };
  const shared = {
    account_id: v.account_id,
    amount: v.amount,
    variable_amount: v.variable_amount,
    description: v.description || undefined,
    category_id: v.category_id,
    ...payee,
    interval_unit: 'month' as const,
    interval_count: 1,
    mode: v.mode,
    notify_days: v.notify_days,
  };
  // A conta a pagar: an expense due once, on its date.
  if (v.kind === 'conta') return { ...shared, kind: 'conta', type: 'DESPESA', next_run: v.due_date };
  const dueDay = Number(v.due_day);
  const asked = passedThisMonth(values, today) !== null;
  const dates =
    asked && v.paid_this_month === 'no'
      ? { paid_this_month: false }
      : {
          ...(v.first_due ? { next_run: v.first_due } : {}),
          ...(asked && v.paid_this_month === 'yes' ? { paid_this_month: true } : {}),
          ...(asked && v.paid_this_month === 'counted'
            ? { paid_this_month: true, record_payment: false }
            : {}),
        };
  return {
    ...shared,
    type: v.kind === 'pix_automatico' ? 'DESPESA' : v.type,
    ...(v.due_kind === 'business' ? { due_business_day: dueDay } : { due_day: dueDay }),
    ...(v.kind === 'pix_automatico'
      ? { kind: 'pix_automatico' as const, max_amount: maxAmountText.parse(v.max_amount) }
      : {}),
    ...dates,
  };
}
