// What the holdings of renda variável are worth on given days, and what of the investment accounts' ledger balance
// they stand for (the net worth's renda variável).
import { sql } from 'drizzle-orm';
import { dayTradeDate, replayTrades } from '../../../common/trade-replay';
import {
  type Holding,
  NOTHING_HELD,
  scaledOf,
  type TradeSide,
  valueCents,
} from '../../../common/variable-income';
import { type Executor, queryRows } from '../../db/connect';
import { dateArray, idArray } from '../../db/json-rows';
import { ownTurn, type Turn } from '../../threads/turns';
import { tradeFigures } from './list-reads';
import type { TradeFigures } from './repository';

/** Holdings valued on one turn of the event loop (the heaviest book has 300 holdings and 20,000 trades). */
const HOLDINGS_PER_TURN = 50;

export interface HoldingsOn {
  /** Per date: what the units held that day would sell for at the latest price on or before it, else their cost. */
  valueCents: number[];
  /**
   * Per date: what the units held cost (fees included), which is what the investment accounts' ledger balance
   * holds of them: a compra's money went in, a venda took out its cost (its gain or loss row and its transfer).
   */
  costCents: number[];
  /**
   * The same cost by investment account (absent: none held on any date): the part of each account's ledger balance
   * its holdings stand for, which the net worth takes out of that account's money at hand.
   */
  costByAccount: Map<number, number[]>;
  /**
   * The value by investment account, each in its account's currency (absent: none held on any date): what a sum
   * in reais converts account by account (the net worth), where `valueCents` adds currencies as they are.
   */
  valueByAccount: Map<number, number[]>;
}

interface PriceRow {
  /** The pair's place in the query's arrays, from 1. */
  pair: number;
  price: string;
}

/**
 * The book's holdings on each of `dates` (ascending, each once), summed. A holding's units on a day are those of
 * its trades dated on or before it, replayed in the order the trades were entered on each day (as the feature
 * replays them); its price that day is the latest typed or imported on or before it, and a holding never priced
 * by then counts at its cost: never a figure from a price nobody gave. `turn` gives the event loop to others
 * before each piece (shared with the parts computed beside it). `priced: false` reads no price: the costs alone.
 */
/** What one holding's trades (in order) left held at the end of each date. */
function heldOnDates(trades: TradeFigures[], kind: string, dates: readonly string[]): Holding[] {
  // The feature never stores a trade that sells more than was held; a replay stopped by one leaves the rest out.
  const { steps } = replayTrades(
    trades.map((t) => ({
      tradedOn: t.tradedOn,
      side: t.side as TradeSide,
      quantity: scaledOf(t.quantity),
      amountCents: BigInt(t.amountCents),
      date: dayTradeDate(kind, t.tradedOn),
    })),
  );
  let held = NOTHING_HELD;
  let next = 0;
  return dates.map((day) => {
    for (; next < steps.length && (steps[next] as (typeof steps)[number]).trade.tradedOn <= day; next++)
      held = (steps[next] as (typeof steps)[number]).after;
    return held;
  });
}

export async function holdingsOn(
  db: Executor,
  bookId: number,
  dates: readonly string[],
  turn: Turn = ownTurn,
  { priced = true }: { priced?: boolean } = {},
): Promise<HoldingsOn> {
  const out: HoldingsOn = {
    valueCents: dates.map(() => 0),
    costCents: dates.map(() => 0),
    costByAccount: new Map(),
    valueByAccount: new Map(),
  };
  const last = dates.at(-1);
  if (last === undefined) return out;
  // The trades (20,000 for the heaviest book) a page at a time, as the list reads them: in one statement they held
  // PGlite, and with it the event loop, about 0.2 s.
  await turn();
  const trades = await tradeFigures(db, bookId);
  if (trades.length === 0) return out;
  const holdingRows = await queryRows<{ id: number; account_id: number; kind: string }>(
    db,
    sql`select id, account_id, kind from variable_income_holdings where book_id = ${bookId}`,
  );
  const accountOf = new Map(holdingRows.map((r) => [Number(r.id), Number(r.account_id)]));
  const kindOf = new Map(holdingRows.map((r) => [Number(r.id), r.kind]));

  // What each holding held on each date, from its trades in order: one pass over the trades and the dates.
  const heldOn = new Map<number, Holding[]>();
  let start = 0;
  for (let n = 0; start < trades.length; n++) {
    if (n % HOLDINGS_PER_TURN === 0) await turn();
    const holdingId = (trades[start] as TradeFigures).holdingId;
    let end = start;
    while (end < trades.length && (trades[end] as TradeFigures).holdingId === holdingId) end++;
    heldOn.set(holdingId, heldOnDates(trades.slice(start, end), kindOf.get(holdingId) ?? '', dates));
    start = end;
  }
  const addTo = (byAccount: Map<number, number[]>, holdingId: number, at: number, cents: number) => {
    const accountId = accountOf.get(holdingId) as number;
    let sums = byAccount.get(accountId);
    if (!sums) {
      sums = dates.map(() => 0);
      byAccount.set(accountId, sums);
    }
    sums[at] = (sums[at] as number) + cents;
  };
  const addCost = (holdingId: number, at: number, cents: number) => {
    out.costCents[at] = (out.costCents[at] as number) + cents;
    addTo(out.costByAccount, holdingId, at, cents);
  };
  const addValue = (holdingId: number, at: number, cents: number) => {
    out.valueCents[at] = (out.valueCents[at] as number) + cents;
    addTo(out.valueByAccount, holdingId, at, cents);
  };
  // Their cost alone ("Aplicado (custo)" of Contas and the dashboard): no price read, the value left at cost.
  if (!priced) {
    for (const [holdingId, perDate] of heldOn)
      for (const [at, units] of perDate.entries()) {
        if (units.quantity === 0n) continue;
        addValue(holdingId, at, Number(units.costCents));
        addCost(holdingId, at, Number(units.costCents));
      }
    return out;
  }

  // The latest price on or before each date of each holding that held units then: one index probe per pair, the
  // pairs of HOLDINGS_PER_TURN holdings per query with a turn before each (the heaviest book's 36,000 pairs in one
  // query held PGlite and the event loop 0.4 s, and with the holdings' replay before it in the same turn, near 1 s).
  // Each piece is valued as its prices come: a pair without a price counts at its cost.
  const held = [...heldOn];
  for (let start = 0; start < held.length; start += HOLDINGS_PER_TURN) {
    const pairs: Array<{ holdingId: number; at: number; units: Holding }> = [];
    for (const [holdingId, perDate] of held.slice(start, start + HOLDINGS_PER_TURN))
      for (const [at, units] of perDate.entries())
        if (units.quantity > 0n) pairs.push({ holdingId, at, units });
    if (pairs.length === 0) continue;
    await turn();
    // The query answers each priced pair by its place in `pairs` (1-based ordinality), not by its day's text.
    const rows = await queryRows<PriceRow>(
      db,
      sql`select q.pair, p.price::text as price
          from unnest(${idArray(pairs.map((p) => p.holdingId))}::bigint[],
                      ${dateArray(pairs.map((p) => dates[p.at] as string))}::date[])
               with ordinality as q(holding_id, day, pair)
          cross join lateral (
            select price from variable_income_prices v
            where v.holding_id = q.holding_id and v.book_id = ${bookId} and v.priced_on <= q.day
            order by v.priced_on desc limit 1
          ) p`,
    );
    const prices: Array<bigint | undefined> = pairs.map(() => undefined);
    for (const r of rows) prices[Number(r.pair) - 1] = scaledOf(r.price);
    for (const [n, { holdingId, at, units }] of pairs.entries()) {
      const price = prices[n];
      const value = price === undefined ? units.costCents : valueCents(units.quantity, price);
      addValue(holdingId, at, Number(value));
      addCost(holdingId, at, Number(units.costCents));
    }
  }
  return out;
}
