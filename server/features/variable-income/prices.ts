// A holding's prices by day, typed or imported (the B3 position file's closing prices).
import type { z } from 'zod';
import { VARIABLE_INCOME_MESSAGES as M, MAX_PRICES_PER_BOOK } from '../../../common/contract/variable-income';
import type { priceBody } from '../../../common/contract/variable-income-requests';
import { todayIn } from '../../../common/dates';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { badRequest, conflict } from '../../http/errors';
import { lockBook } from '../shared/person-limits';
import { inStatements } from './batches';
import { ownedHolding } from './owned';
import { type HoldingRow, type PriceRow, variableIncomeRepository as repo } from './repository';

/**
 * Sets a holding's price of a day inside the caller's transaction; a price already there for that day is replaced
 * (and so adds nothing to the book's count). Answers the row.
 */
export async function recordPrice(
  tx: Executor,
  user: AuthUser,
  input: z.output<typeof priceBody>,
): Promise<PriceRow> {
  const [row] = await recordPrices(tx, user, [input]);
  return row as PriceRow;
}

/**
 * Sets several prices as `recordPrice` does (the B3 Posição's closing prices): each checked in the order given,
 * the book's lock and count taken once, each holding read once, the days already priced read in one query, and
 * all written in one upsert (a thousand a statement); two prices of one holding and day leave the later. Answers
 * the rows in the inputs' order.
 */
export async function recordPrices(
  tx: Executor,
  user: AuthUser,
  inputs: Array<z.output<typeof priceBody>>,
): Promise<PriceRow[]> {
  if (inputs.length === 0) return [];
  const today = todayIn(user.timeZone);
  await lockBook(tx, user.bookId);
  const holdings = new Map<number, HoldingRow>();
  const key = (holdingId: number, day: string) => `${holdingId}|${day}`;
  // The days already priced (a replaced price adds nothing to the count), read once; another book's ids match none.
  const priced = new Set(
    (
      await repo.pricesOn(
        tx,
        user.bookId,
        [...new Set(inputs.map((i) => i.holdingId))],
        [...new Set(inputs.map((i) => i.date))],
      )
    ).map((p) => key(p.holdingId, p.pricedOn)),
  );
  let count: number | null = null;
  let added = 0;
  const latest = new Map<string, { holdingId: number; pricedOn: string; price: string }>();
  for (const input of inputs) {
    if (input.date > today) throw badRequest(M.priceFuture, 'date');
    let holding = holdings.get(input.holdingId);
    if (!holding) {
      holding = await ownedHolding(tx, user, input.holdingId);
      holdings.set(input.holdingId, holding);
    }
    const k = key(holding.id, input.date);
    if (!priced.has(k) && !latest.has(k)) {
      count ??= await repo.count(tx, user.bookId, 'prices');
      if (count + added >= MAX_PRICES_PER_BOOK) throw conflict(M.tooManyPrices);
      added += 1;
    }
    latest.set(k, { holdingId: holding.id, pricedOn: input.date, price: input.price });
  }
  const rows = await inStatements([...latest.values()], (batch) =>
    repo.upsertPrices(
      tx,
      batch.map((p) => ({ bookId: user.bookId, ...p })),
    ),
  );
  const rowOf = new Map(rows.map((r) => [key(r.holdingId, r.pricedOn), r]));
  return inputs.map((i) => rowOf.get(key(i.holdingId, i.date)) as PriceRow);
}
