import {
  NET_WORTH_CLASSES,
  type NetWorthAnswer,
  type NetWorthClass,
} from '../../../common/contract/net-worth';
import { addMonths, firstDayOfMonth, lastDayOfMonth, todayIn } from '../../../common/dates';
import { investedParts, uncoveredCents } from '../../../common/money-accounts';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { sharedTurns } from '../../threads/turns';
import { assetsValueOn } from '../assets/public';
import { debtsOwedOn } from '../debts/public';
import { readSeries } from '../index-rates/public';
import { openPositionsOn } from '../investments/public';
import type { InReais } from '../shared/in-reais';
import { holdingsOn } from '../variable-income/public';
import { netWorthClassOf } from './classes';
import { monthsInReais } from './months-in-reais';
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

/** An account's holdings are in its currency: in reais at the date's rate, as its ledger (none without one). */
const holdingsInReais = (
  conversion: InReais | undefined,
  byAccount: ReadonlyMap<number, number[]>,
  id: number,
  i: number,
) => conversion?.convert(id, byAccount.get(id)?.[i] ?? 0) ?? 0;

export function createNetWorthService(db: Db) {
  return {
    /**
     * The book's net worth at the end of each month from `meses` months ago to this month (today for this one), by
     * class (renda fixa with what the open fixed-income positions would bring above what was applied, after a
     * redemption's taxes, as the investments value them; renda variável at the holdings' prices), with the total in
     * today's money where the IPCA allows it. The months before the book begins in Grana are left out.
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
        repo.balancesByAccount(db, user.bookId, first, today, user.timeZone),
        repo.accountCount(db, user.bookId),
        // The IPCA of the months after the first up to the previous one: what carries each total to today's money.
        readSeries(db, user.bookId, ['ipca'], addMonths(first, 1), previous),
        // The fixed-income positions: what they were applied with and would bring above it (the ledger holds at
        // most the application).
        openPositionsOn(db, user.bookId, dates, turn),
        // What the loans and financings owe by their contracts: the ledger holds only what paid them.
        debtsOwedOn(db, user.bookId, dates, turn),
        // What the bens are worth by their valuations: the ledger holds at most what bought them.
        assetsValueOn(db, user.bookId, dates, turn),
        // What the holdings of renda variável are worth at their prices: the ledger holds what they cost.
        holdingsOn(db, user.bookId, dates, turn),
      ]);

      const inReaisOn = await monthsInReais(db, user.bookId, rows, dates);
      const byMonth = starts.map(noClasses);
      const placeOf = new Map(starts.map((m, i) => [m, i]));
      // The investment accounts' ledger balances, each date's, to be split below into what their positions and
      // holdings stand for and the money at hand.
      const investment = new Map<number, number[]>();
      for (const row of rows) {
        const i = placeOf.get(row.month);
        if (i === undefined) continue;
        const cents = inReaisOn[i]?.convert(Number(row.accountId), Number(row.cents)) ?? null;
        if (cents === null) continue;
        const cls = netWorthClassOf(row.type, cents);
        if (cls !== 'rendaFixa') {
          (byMonth[i] as Record<NetWorthClass, number>)[cls] += cents;
          continue;
        }
        const id = Number(row.accountId);
        let ledger = investment.get(id);
        if (!ledger) {
          ledger = starts.map(() => 0);
          investment.set(id, ledger);
        }
        ledger[i] = cents;
      }
      const last = starts.length - 1;
      const at = (id: number, ledger: number[], i: number) => ({
        ledgerCents: ledger[i] ?? 0,
        appliedCents: gains.get(id)?.appliedCents[i] ?? 0,
        costCents: holdingsInReais(inReaisOn[i], holdings.costByAccount, id, i),
      });
      // What each investment account holds today that Grana never saw the money of (positions and compras
      // registered as already held): credited from the book's first month, as an opening balance is, so that what
      // a newcomer already owned is no gain of the month it was registered in.
      const heldBefore = new Map(
        [...investment].map(([id, ledger]) => [id, uncoveredCents(at(id, ledger, last))]),
      );
      for (const [i, classes] of byMonth.entries()) {
        for (const [id, ledger] of investment) {
          const figures = at(id, ledger, i);
          // Renda fixa: what the positions were applied with and would bring above it, and the money at hand,
          // never below zero (investedParts); the holdings go to renda variável.
          const parts = investedParts({
            ...figures,
            ledgerCents: figures.ledgerCents + (heldBefore.get(id) ?? 0),
          });
          classes.rendaFixa += parts.appliedCents + parts.cashCents + (gains.get(id)?.netGainCents[i] ?? 0);
        }
        classes.dividas -= owed[i] ?? 0;
        classes.bens += owned[i] ?? 0;
        // Renda variável: the holdings at their value.
        for (const id of holdings.valueByAccount.keys())
          classes.rendaVariavel += holdingsInReais(inReaisOn[i], holdings.valueByAccount, id, i);
      }
      const all: NetWorthMonthCents[] = starts.map((m, i) => ({
        month: m.slice(0, 7),
        date: dates[i] as string,
        classes: byMonth[i] ?? noClasses(),
        real: null,
      }));
      // The months before the book begins in Grana (its first account registered or first row, repository.ts) are
      // left out: Grana knows no money of them, and a debt, a bem or a position alone there drew a history (a
      // financing's past instalments as gains, then the accounts' whole balance as one month's). So are the months
      // before its first figure: a zero there would be a figure it never had.
      const begins = Math.max(0, starts.indexOf(rows[0]?.bookStart ?? current));
      const known = all.findIndex((m, i) => i >= begins && NET_WORTH_CLASSES.some((c) => m.classes[c] !== 0));
      const months = all.slice(known === -1 ? all.length - 1 : known);
      const real = realTerms(
        months.map((m) => m.month),
        months.map(totalOf),
        series.ipca,
      );
      for (const [i, m] of months.entries()) m.real = real.real[i] ?? null;
      const now = inReaisOn[last];
      return presentNetWorth(months, {
        accounts,
        rates: now?.used ?? [],
        unconvertedAccounts: now?.unconverted ?? [],
        ipcaMissingFrom: real.missingFrom,
        ipcaThrough: previous.slice(0, 7),
      });
    },
  };
}
