import {
  BUSINESS_DAY_MESSAGE,
  businessDaySchema,
  DEFAULT_NOTIFY_DAYS,
  dueDaySchema,
  EXISTING_PAYEE_MESSAGE,
  FIRST_DUE_PAST_MESSAGE,
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
import { dueDateInMonthOf } from './due-dates';

export { EXISTING_PAYEE_MESSAGE };

const body = recurringCreateBody.shape;

/**
 * The create form: the contract's fields of POST /recurring, read from the selects' id strings and the inputs'
 * text. The due day is required here (the form has no next due date to give instead).
 */
export const recurringForm = z
  .object({
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
    due_day: fromText(dueDaySchema),
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
      if (v.due_kind === 'business' && !businessDaySchema.safeParse(v.due_day).success)
        ctx.addIssue({ code: 'custom', path: ['due_day'], message: BUSINESS_DAY_MESSAGE });
    },
    // The chosen payee is checked even while another field is wrong, so every message shows at once.
    { when: () => true },
  );

export type RecurringValues = z.input<typeof recurringForm>;

export function recurringDefaults(keep?: Pick<RecurringValues, 'account_id'>): RecurringValues {
  return {
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
    mode: 'manual',
    notify_days: String(DEFAULT_NOTIFY_DAYS),
    first_due: '',
    paid_this_month: '',
  };
}

/** The question of the form: this month's due date when it has passed (before today), else null. */
export function passedThisMonth(values: Pick<RecurringValues, 'due_kind' | 'due_day'>, today: string) {
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
    account_id: v.account_id,
    type: v.type,
    amount: v.amount,
    variable_amount: v.variable_amount,
    description: v.description || undefined,
    category_id: v.category_id,
    ...(v.use_existing_payee
      ? { payee_id: Number(v.payee_id) }
      : v.payee_name
        ? { payee_name: v.payee_name }
        : { payee_id: null }),
    interval_unit: 'month',
    interval_count: 1,
    ...(v.due_kind === 'business' ? { due_business_day: v.due_day } : { due_day: v.due_day }),
    mode: v.mode,
    notify_days: v.notify_days,
    ...dates,
  };
}
