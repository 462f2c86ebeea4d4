import {
  DEFAULT_NOTIFY_DAYS,
  RECURRING_MODES,
  type RecurringCreateBody,
} from '../../../common/contract/recurring';
import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_TOO_LONG_MESSAGE,
  MONEY_MISSING_MESSAGE,
  MONEY_NOT_POSITIVE_MESSAGE,
  PAYEE_NAME_MAX_LENGTH,
  PAYEE_NAME_TOO_LONG_MESSAGE,
  z,
} from '../../../common/contract/shared';
import { moneyTextToCents } from '../../components/ui/money-input';

export const DUE_DAY_MESSAGE = 'O dia de vencimento deve ser entre 1 e 31';
export const NOTIFY_DAYS_MESSAGE = 'Os dias de aviso devem ser um número de 0 a 60';
export const EXISTING_PAYEE_MESSAGE = 'Selecione um favorecido existente válido.';

const wholeNumber = (text: string): number | null => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : null);

/** The create form as typed: ids are the selects' strings, numbers the inputs' text. */
export const recurringForm = z
  .object({
    account_id: z.string().min(1, { error: 'Selecione uma conta' }),
    amount: z.string(),
    description: z.string().max(DESCRIPTION_MAX_LENGTH, { error: DESCRIPTION_TOO_LONG_MESSAGE }),
    category_id: z.string(),
    use_existing_payee: z.boolean(),
    payee_id: z.string(),
    payee_name: z.string().max(PAYEE_NAME_MAX_LENGTH, { error: PAYEE_NAME_TOO_LONG_MESSAGE }),
    due_day: z.string(),
    mode: z.enum(RECURRING_MODES),
    notify_days: z.string(),
  })
  .superRefine((v, ctx) => {
    const cents = v.amount.trim() === '' ? null : moneyTextToCents(v.amount);
    if (cents === null) ctx.addIssue({ code: 'custom', path: ['amount'], message: MONEY_MISSING_MESSAGE });
    else if (cents <= 0)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: MONEY_NOT_POSITIVE_MESSAGE });

    const day = wholeNumber(v.due_day);
    if (v.due_day.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['due_day'], message: 'Informe o dia de vencimento' });
    else if (day === null || day < 1 || day > 31)
      ctx.addIssue({ code: 'custom', path: ['due_day'], message: DUE_DAY_MESSAGE });

    const notify = wholeNumber(v.notify_days);
    if (notify !== null && notify < 0)
      ctx.addIssue({
        code: 'custom',
        path: ['notify_days'],
        message: 'Os dias de aviso não podem ser negativos',
      });
    else if (notify === null || notify > 60)
      ctx.addIssue({ code: 'custom', path: ['notify_days'], message: NOTIFY_DAYS_MESSAGE });

    if (v.use_existing_payee && !v.payee_id)
      ctx.addIssue({ code: 'custom', path: ['payee_id'], message: EXISTING_PAYEE_MESSAGE });
  });

export type RecurringValues = z.input<typeof recurringForm>;

export function recurringDefaults(keep?: Pick<RecurringValues, 'account_id'>): RecurringValues {
  return {
    account_id: keep?.account_id ?? '',
    amount: '',
    description: '',
    category_id: '',
    use_existing_payee: false,
    payee_id: '',
    payee_name: '',
    due_day: '',
    mode: 'manual',
    notify_days: String(DEFAULT_NOTIFY_DAYS),
  };
}

/**
 * The body of POST /recurring: the due day goes as is (the server clamps it to the month's last day); the payee is
 * the chosen id, or the typed name, which the server matches ignoring case or creates.
 */
export function toCreateBody(v: RecurringValues): RecurringCreateBody {
  const payeeName = v.payee_name.trim();
  return {
    account_id: Number(v.account_id),
    type: 'DESPESA',
    amount: (moneyTextToCents(v.amount) ?? 0) / 100,
    description: v.description.trim() || undefined,
    category_id: v.category_id ? Number(v.category_id) : null,
    ...(v.use_existing_payee
      ? { payee_id: Number(v.payee_id) }
      : payeeName
        ? { payee_name: payeeName }
        : { payee_id: null }),
    interval_unit: 'month',
    interval_count: 1,
    due_day: Number(v.due_day),
    mode: v.mode,
    notify_days: Number(v.notify_days),
  };
}
