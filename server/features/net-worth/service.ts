import {
  NET_WORTH_CLASSES,
  type NetWorthAnswer,
  type NetWorthClass,
} from '../../../common/contract/net-worth';
import { addMonths, firstDayOfMonth, lastDayOfMonth, todayIn } from '../../../common/dates';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { sharedTurns } from '../../threads/turns';
import { assetsValueOn } from '../assets/public';
import { debtsOwedOn } from '../debts/public';
import { readSeries } from '../index-rates/public';
import { openPositionsNetGain } from '../investments/public';
import { holdingsOn } from '../variable-income/public';
import { netWorthClassOf } from './classes';
import { type NetWorthMonthCents, presentNetWorth, totalOf } from './presenter';
import { realTerms } from './real-terms';
import { netWorthRepository as repo } from './repository';

const noClasses = (): Record<NetWorthClass, number> => ({
  caixa: 0,
  rendaFixa: 0,
  rendaVariavel: 0,
  bens: 0,
  dividas: 0,
});

export function createNetWorthService(db: Db) {
  return {
    /**
     * The book's net worth at the end of each month from `meses` months ago to this month (today for this one), by
     * class (renda fixa with what the open fixed-income positions would bring above what was applied, after a
     * redemption's taxes, as the investments value them; renda variável at the holdings' prices), with the total in today's money where the IPCA allows it.
     */
    async monthly(user: AuthUser, { meses }: { meses: number }): Promise<NetWorthAnswer> {
      const today = todayIn(user.timeZone);
      const current = firstDayOfMonth(today);
      const first = addMonths(current, -meses);
      const starts = Array.from({ length: meses + 1 }, (_, i) => addMonths(first, i));
      const dates = starts.map((m) => (m === current ? today : lastDayOfMonth(m)));
      const previous = addMonths(current, -1);

      // Every part's reads go together (on PostgreSQL each has a connection of its own, so the answer waits for the
      // slowest, not for their sum); their computations take turns of the event loop one piece at a time, so that
      // pieces of several parts ready together do not run as one (the heaviest person's held it over a second).
      const turn = sharedTurns();
      const [rows, accounts, series, gains, owed, owned, holdings] = await Promise.all([
        repo.balancesByType(db, user.bookId, first, today, user.timeZone),
        repo.accountCount(db, user.bookId),
        // The IPCA of the months after the first up to the previous one: what carries each total to today's money.
        readSeries(db, user.bookId, ['ipca'], addMonths(first, 1), previous),
        // What the fixed-income positions would bring above what was applied: the ledger holds only the application.
        openPositionsNetGain(db, user.bookId, dates, turn),
        // What the loans and financings owe by their contracts: the ledger holds only what paid them.
        debtsOwedOn(db, user.bookId, dates, turn),
        // What the bens are worth by their valuations: the ledger holds at most what bought them.
        assetsValueOn(db, user.bookId, dates, turn),
        // What the holdings of renda variável are worth at their prices: the ledger holds what they cost.
        holdingsOn(db, user.bookId, dates, turn),
      ]);

      const byMonth = new Map(starts.map((m) => [m, noClasses()]));
      for (const row of rows) {
        const classes = byMonth.get(row.month);
        if (classes) classes[netWorthClassOf(row.type)] += Number(row.cents);
      }
      for (const perDate of gains.values()) {
        for (const [i, m] of starts.entries()) {
          const classes = byMonth.get(m);
          if (classes) classes.rendaFixa += perDate[i] ?? 0;
        }
      }
      for (const [i, m] of starts.entries()) {
        const classes = byMonth.get(m);
        if (!classes) continue;
        classes.dividas -= owed[i] ?? 0;
        classes.bens += owned[i] ?? 0;
        // The investment accounts' balance holds the holdings at their cost: that part moves to renda variável,
        // at their value.
        classes.rendaFixa -= holdings.costCents[i] ?? 0;
        classes.rendaVariavel += holdings.valueCents[i] ?? 0;
      }
      const all: NetWorthMonthCents[] = starts.map((m, i) => ({
        month: m.slice(0, 7),
        date: dates[i] as string,
        classes: byMonth.get(m) ?? noClasses(),
        real: null,
      }));
      // The months before the book's first figure are left out: before its first account began (repository.ts),
      // its first bem, debt or position, Grana knows nothing of them, and a zero there would be a figure it never had.
      const known = all.findIndex((m) => NET_WORTH_CLASSES.some((c) => m.classes[c] !== 0));
      const months = all.slice(known === -1 ? all.length - 1 : known);
      const real = realTerms(
        months.map((m) => m.month),
        months.map(totalOf),
        series.ipca,
      );
      for (const [i, m] of months.entries()) m.real = real.real[i] ?? null;
      return presentNetWorth(months, {
        accounts,
        ipcaMissingFrom: real.missingFrom,
        ipcaThrough: previous.slice(0, 7),
      });
    },
  };
}
