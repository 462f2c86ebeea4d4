import type { Executor } from '../../db/connect';
import { ratesOnDates } from '../exchange-rates/public';
import { foreignCurrenciesOf, type InReais, inReais } from '../shared/in-reais';
import type { AccountBalanceRow } from './repository';

/**
 * Each month's conversion of the accounts' balances to reais: an account in another currency at the PTAX of the
 * month's last day (today in the current month), or of the last day before it with one.
 */
export async function monthsInReais(
  db: Executor,
  bookId: number,
  rows: readonly AccountBalanceRow[],
  dates: readonly string[],
): Promise<InReais[]> {
  const held = [...new Map(rows.map((r) => [Number(r.accountId), r.currency])).entries()].map(
    ([id, currency]) => ({ id, currency }),
  );
  const rates = await ratesOnDates(db, bookId, foreignCurrenciesOf(held), dates);
  return dates.map((d) => inReais(held, rates.get(d) ?? new Map()));
}
