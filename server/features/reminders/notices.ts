import {
  NOTICE_DAYS,
  type NoticeItem,
  type NoticeKind,
  type Notices,
} from '../../../common/contract/notices';
import { addDays, daysBetween, todayIn } from '../../../common/dates';
import { monthText } from '../../../common/income-tax-text';
import { centsToReais } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { billsToPayBy } from '../cards/public';
import { openInstalmentsBy } from '../debts/public';
import { upcomingRecurringOf } from '../recurring/public';

/**
 * 'Avisos': every fixed expense, card bill and debt instalment still to pay, overdue or due within NOTICE_DAYS, read
 * from the rule each feature owns (the fixed expenses' upcoming rule, the cards' bills to pay, the debts' open
 * instalments), oldest first. The badge shows `count` of this same answer.
 */
export async function noticesOf(db: Executor, user: AuthUser): Promise<Notices> {
  const today = todayIn(user.timeZone);
  const until = addDays(today, NOTICE_DAYS);
  const item = (kind: NoticeKind, id: number, name: string, dueDate: string, cents: number): NoticeItem => ({
    kind,
    id,
    name,
    due_date: dueDate,
    amount: centsToReais(cents),
    days_left: daysBetween(today, dueDate),
  });
  const items: NoticeItem[] = [];
  for (const fixed of await upcomingRecurringOf(db, user.bookId, today, until))
    items.push(item('gasto_fixo', fixed.id, fixed.description, fixed.dueDate, fixed.cents));
  for (const bill of await billsToPayBy(db, user, until)) {
    const name = `Fatura ${bill.cardName} de ${monthText(bill.month).toLowerCase()}`;
    items.push(item('fatura', bill.cardId, name, bill.dueDate, bill.remainingCents));
  }
  for (const instalment of await openInstalmentsBy(db, user.bookId, until))
    items.push(
      item('parcela', instalment.debtId, instalment.description, instalment.dueDate, instalment.cents),
    );
  items.sort((a, b) => (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : 0));
  return { items, count: items.length };
}
