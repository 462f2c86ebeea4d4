import {
  CONFIRM_DATE_FUTURE_MESSAGE,
  type RecurringConfirmBody,
  type RecurringItem,
  recurringConfirmBody,
} from '../../../common/contract/recurring';
import { moneyText, z } from '../../../common/contract/shared';
import { centsToInputText, reaisToCents } from '../../../common/money';

/**
 * The 'Pagar' / 'Recebido' dialog: the amount and the date of what was paid or received, read by the contract of
 * POST /fixed-expenses/confirm. The server refuses a date after today as well; here it is said before sending.
 */
export function payForm(today: string) {
  return z.object({
    amount: moneyText(),
    date: recurringConfirmBody.shape.date
      .unwrap()
      .refine((date) => date <= today, { error: CONFIRM_DATE_FUTURE_MESSAGE }),
  });
}

export type PayValues = z.input<ReturnType<typeof payForm>>;

/** The defaults: the item's amount, and today. */
export const payDefaults = (item: RecurringItem, today: string): PayValues => ({
  amount: centsToInputText(reaisToCents(item.amount)),
  date: today,
});

export function toConfirmBody(id: number, values: PayValues, today: string): RecurringConfirmBody {
  const v = payForm(today).parse(values);
  return { id, amount: v.amount, date: v.date };
}
