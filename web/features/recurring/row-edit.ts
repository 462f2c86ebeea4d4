import {
  NOTIFY_DAYS_MESSAGE,
  type RecurringItem,
  type RecurringMode,
  type RecurringUpdateBody,
} from '../../../common/contract/recurring';
import { isIsoDate } from '../../../common/dates';

/** What the row edit changes, as typed: mode, the next due date and the notice days. */
export interface RowDraft {
  mode: RecurringMode;
  next_run: string;
  notify_days: string;
}

export const draftOf = (item: RecurringItem): RowDraft => ({
  mode: item.mode,
  next_run: item.next_run,
  notify_days: String(item.notify_days),
});

/** The first problem of the draft, in the words of the contract, or null. */
export function draftError(draft: RowDraft): string | null {
  if (!isIsoDate(draft.next_run)) return 'Informe uma data de vencimento válida';
  if (!/^\s*\d+\s*$/.test(draft.notify_days) || Number(draft.notify_days) > 60) return NOTIFY_DAYS_MESSAGE;
  return null;
}

export const toUpdateBody = (id: number, draft: RowDraft): RecurringUpdateBody => ({
  id,
  mode: draft.mode,
  next_run: draft.next_run,
  notify_days: Number(draft.notify_days),
});
