import type { Forecast } from '../../../common/contract/forecast';
import { centsToReais } from '../../../common/money';
import { balanceOn, firstNegative, type ProjectedDay, type ProjectedItem, projectDays } from './projection';

const presentDay = (d: ProjectedDay) => ({ date: d.date, balance: centsToReais(d.cents) });

/** The answer: days and items of the window in reais; the month end from every item up to it. */
export function presentForecast(input: {
  from: string;
  to: string;
  monthEnd: string;
  accountIds: number[];
  startCents: number;
  items: ProjectedItem[];
}): Forecast {
  const { from, to, monthEnd, startCents, items } = input;
  const days = projectDays(startCents, items, from, to);
  const negative = firstNegative(days);
  const last = days[days.length - 1] as ProjectedDay;
  return {
    from,
    to,
    accounts: input.accountIds,
    start_balance: centsToReais(startCents),
    end_balance: centsToReais(last.cents),
    month_end: { date: monthEnd, balance: centsToReais(balanceOn(startCents, items, monthEnd)) },
    first_negative: negative ? presentDay(negative) : null,
    days: days.map(presentDay),
    items: items
      .filter((i) => i.date <= to)
      .map((i) => ({
        date: i.date,
        kind: i.kind,
        description: i.description,
        amount: centsToReais(i.cents),
        account_id: i.accountId,
      })),
  };
}
