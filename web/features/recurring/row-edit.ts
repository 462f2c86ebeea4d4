import {
  NOTIFY_DAYS_MESSAGE,
  type RecurringItem,
  type RecurringMode,
  type RecurringUpdateBody,
  recurringUpdateBody,
} from '../../../common/contract/recurring';
import { fromText, moneyText, requiredId, SELECT_ACCOUNT_MESSAGE, z } from '../../../common/contract/shared';
import { isIsoDate } from '../../../common/dates';
import { centsToInputText, reaisToCents } from '../../../common/money';

/**
 * What the row edit changes, as typed: what the item is (value and whether it varies, description, account,
 * category, payee) and when and how it is paid (mode, the next due date, the notice days).
 */
export interface RowDraft {
  amount: string;
  /** 'Valor variável'. */
  variable_amount: boolean;
  description: string;
  account_id: string;
  category_id: string;
  /** A name: an existing payee's (matched ignoring case) or a new one; blank for none. */
  payee_name: string;
  mode: RecurringMode;
  next_run: string;
  notify_days: string;
}

export const draftOf = (item: RecurringItem): RowDraft => ({
  amount: centsToInputText(reaisToCents(item.amount)),
  variable_amount: item.variable_amount,
  description: item.description,
  account_id: String(item.account_id),
  category_id: item.category_id === null ? '' : String(item.category_id),
  payee_name: item.payee_name ?? '',
  mode: item.mode,
  next_run: item.next_run,
  notify_days: String(item.notify_days),
});

const body = recurringUpdateBody.shape;

/** The draft's text read by the contract's own fields of PUT /recurring (their messages, their limits). */
const draftForm = z.object({
  amount: moneyText(),
  description: fromText(body.description.unwrap()),
  account_id: fromText(requiredId(SELECT_ACCOUNT_MESSAGE)),
  category_id: fromText(body.category_id.unwrap()),
  payee_name: fromText(body.payee_name.unwrap()),
});

/** The first problem of the draft, in the words of the contract, or null. */
export function draftError(draft: RowDraft): string | null {
  const item = draftForm.safeParse(draft);
  if (!item.success) return item.error.issues[0]?.message ?? null;
  if (!isIsoDate(draft.next_run)) return 'Informe uma data de vencimento válida';
  if (!/^\s*\d+\s*$/.test(draft.notify_days) || Number(draft.notify_days) > 60) return NOTIFY_DAYS_MESSAGE;
  return null;
}

/** The PUT body of a valid draft: every field, the payee by name (blank: none). */
export function toUpdateBody(id: number, draft: RowDraft): RecurringUpdateBody {
  const item = draftForm.parse(draft);
  return {
    id,
    amount: item.amount,
    variable_amount: draft.variable_amount,
    description: item.description,
    account_id: item.account_id,
    category_id: item.category_id,
    ...(item.payee_name ? { payee_name: item.payee_name } : { payee_id: null }),
    mode: draft.mode,
    next_run: draft.next_run,
    notify_days: Number(draft.notify_days),
  };
}
