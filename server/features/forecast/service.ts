import type { z } from 'zod';
import { ACCOUNT_NOT_FOUND } from '../../../common/contract/accounts';
import {
  FORECAST_CARD_ACCOUNT_MESSAGE,
  type Forecast,
  type forecastQuery,
} from '../../../common/contract/forecast';
import { addDays, lastDayOfMonth, todayIn } from '../../../common/dates';
import { isMoneyAccount } from '../../../common/money-accounts';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { badRequest, notFound } from '../../http/errors';
import { instalmentsDue } from '../debts/public';
import { ratesFor } from '../exchange-rates/public';
import { dueDatesFrom, recurringItemsOf } from '../recurring/public';
import { type BalanceAccountRow, balanceRowsRepository as repo } from '../shared/balance-rows';
import { balanceToday, signedCents } from '../shared/balances';
import { foreignCurrenciesOf, inReais } from '../shared/in-reais';
import { cardBillItems } from './card-bills';
import { presentForecast } from './presenter';
import { overdueDescription, type ProjectedItem, safeCents } from './projection';

function chooseAccounts(all: BalanceAccountRow[], asked: number[] | undefined): BalanceAccountRow[] {
  // By default, the accounts "Saldo em contas" sums, so the forecast starts from that figure.
  if (asked === undefined) return all.filter(isMoneyAccount);
  const byId = new Map(all.map((a) => [a.id, a]));
  return asked.map((id) => {
    const account = byId.get(id);
    if (!account) throw notFound(ACCOUNT_NOT_FOUND);
    // A card's purchases reach the forecast as its bills, on the account that pays them.
    if (account.type === 'credit_card') throw badRequest(FORECAST_CARD_ACCOUNT_MESSAGE);
    return account;
  });
}

/**
 * Each unpaid occurrence of the accounts' fixed incomes and expenses up to `until`. The overdue ones of an item are
 * still to be paid: they count today, as one item that says how many, so an item years behind costs one line.
 */
async function fixedItems(db: Db, user: AuthUser, ids: ReadonlySet<number>, today: string, until: string) {
  const items: ProjectedItem[] = [];
  for (const row of await recurringItemsOf(db, user.bookId)) {
    if (!ids.has(row.accountId)) continue;
    const sign = row.type === 'RECEITA' ? 1 : -1;
    const { overdue, dates } = dueDatesFrom(row, today, until);
    const item = (date: string, count: number, description: string): ProjectedItem => ({
      date,
      kind: 'fixo',
      description,
      cents: safeCents(sign * row.amount * count),
      accountId: row.accountId,
    });
    if (overdue > 0) items.push(item(today, overdue, overdueDescription(row.description, overdue)));
    for (const due of dates) items.push(item(due, 1, row.description));
  }
  return items;
}

export function createForecastService(db: Db) {
  return {
    async forecast(user: AuthUser, query: z.output<typeof forecastQuery>): Promise<Forecast> {
      const today = todayIn(user.timeZone);
      const to = addDays(today, query.days);
      const monthEnd = lastDayOfMonth(today);
      // The month end is answered even when the window stops before it.
      const until = monthEnd > to ? monthEnd : to;
      const accounts = chooseAccounts(await repo.accounts(db, user.bookId), query.accounts);
      const ids = accounts.map((a) => a.id);
      const idSet = new Set(ids);

      const [later, rates] = await Promise.all([
        repo.laterRows(db, user.bookId, ids, today),
        ratesFor(db, user.bookId, foreignCurrenciesOf(accounts), today),
      ]);
      // An account in another currency counts at today's rate, its later items too; one without a rate is left
      // out of the start (the balances say so) and so are its items.
      const reais = inReais(accounts, rates);
      const startCents = balanceToday(accounts, later, reais);
      const scheduled: ProjectedItem[] = later
        .filter((r) => r.date <= until)
        .map((r) => ({
          date: r.date,
          kind: 'agendada',
          description: r.description,
          cents: signedCents(r),
          accountId: r.accountId,
        }));
      const [fixed, bills, instalments] = await Promise.all([
        fixedItems(db, user, idSet, today, until),
        cardBillItems(db, user, idSet, today),
        instalmentsDue(db, user.bookId, ids, today, until),
      ]);
      const debts = instalments.map(
        (i): ProjectedItem => ({ ...i, kind: 'parcela', cents: safeCents(-i.cents) }),
      );
      const items = [...scheduled, ...fixed, ...bills.filter((b) => b.date <= until), ...debts]
        .flatMap((item) => {
          const cents = reais.convert(item.accountId, item.cents);
          return cents === null ? [] : [{ ...item, cents }];
        })
        .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      return presentForecast({ from: today, to, monthEnd, accountIds: ids, startCents, items });
    },
  };
}
