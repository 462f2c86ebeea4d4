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
import { carneLeaoDarfsDue } from '../income-tax/public';
import { upcomingRecurringOf } from '../recurring/public';
import { variableIncomeDarfsDue } from '../variable-income/public';

/** 'DARF do Carnê-Leão de outubro de 2026'. */
const darfName = (what: string, month: string) =>
  `DARF ${what === 'Carnê-Leão' ? 'do Carnê-Leão' : what} de ${monthText(month).toLowerCase()} de ${month.slice(0, 4)}`;

/**
 * 'Avisos': every fixed expense, card bill and debt instalment still to pay, overdue or due within NOTICE_DAYS, and
 * the DARFs due within them, read from the rule each feature owns (the fixed expenses' upcoming rule, the cards' bills
 * to pay, the debts' open instalments, the Imposto de Renda's and renda variável's DARFs), oldest first. The badge shows `count` of this same answer.
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
  // The DARFs of last month falling due by then: not the overdue ones, whose payment Grana cannot see.
  for (const darf of await carneLeaoDarfsDue(db, user.bookId, today, until))
    items.push(
      item('darf_carne_leao', user.bookId, darfName('Carnê-Leão', darf.month), darf.dueDate, darf.cents),
    );
  for (const darf of await variableIncomeDarfsDue(db, user.bookId, today, until)) {
    const name = darfName(`${darf.code} da renda variável`, darf.month);
    items.push(item('darf_renda_variavel', user.bookId, name, darf.dueDate, darf.cents));
  }
  items.sort((a, b) => (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : 0));
  return { items, count: items.length };
}
