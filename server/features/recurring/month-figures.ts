import type { DashboardRecurring } from '../../../common/contract/dashboard';
import type { CurrencyCode, RateUsed } from '../../../common/currencies';
import { monthRange, todayIn } from '../../../common/dates';
import type { Executor } from '../../db/connect';
import { ratesFor } from '../exchange-rates/public';
import { foreignCurrenciesOf, inReais } from '../shared/in-reais';
import { recurringPanel } from './figures';
import { recurringRepository as repo } from './repository';

/**
 * The fixed items' figures of one month (its first day), in the person's zone: the items and which of them have a
 * payment recorded in the month, read together, then recurringPanel. An item of an account in another currency
 * counts in reais at today's rate (shared/in-reais.ts, the rate Previsão converts the same items at); one whose
 * currency has none is left out, and its account named. `known`: today's rates a screen already reads (the
 * dashboard's "Saldo em contas", ratesFor of the same day and side); a currency not among them is asked.
 */
export async function recurringFiguresOf(
  db: Executor,
  bookId: number,
  timeZone: string,
  month: string,
  known?: Promise<ReadonlyMap<CurrencyCode, RateUsed>>,
): Promise<DashboardRecurring> {
  const today = todayIn(timeZone);
  const { from, to } = monthRange(month);
  const [rows, recorded] = await Promise.all([
    repo.list(db, bookId),
    repo.recordedBetween(db, bookId, from, to),
  ]);
  const list = [
    ...new Map(rows.map((r) => [r.accountId, { id: r.accountId, currency: r.accountCurrency }])).values(),
  ];
  const have = (await known) ?? new Map<CurrencyCode, RateUsed>();
  const missing = [...new Set(foreignCurrenciesOf(list))].filter((c) => !have.has(c));
  const rates =
    missing.length > 0 ? new Map([...have, ...(await ratesFor(db, bookId, missing, today))]) : have;
  const reais = inReais(list, rates);
  const items = rows.flatMap((r) => {
    const amount = reais.convert(r.accountId, r.amount);
    return amount === null
      ? []
      : [{ ...r, amount, createdOn: todayIn(timeZone, r.createdAt), recorded: recorded.has(r.id) }];
  });
  return {
    ...recurringPanel(items, month, today),
    rates: reais.used,
    unconverted_accounts: [...reais.unconverted].sort((a, b) => a - b),
  };
}
