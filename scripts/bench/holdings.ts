/**
 * The measured person's renda variável, written in SQL in a few bulk statements: an investment account of their own
 * ('Renda Variável') with HOLDINGS.count holdings (ações and FIIs), each bought about every three months over the
 * five years and sold every fourth time (HOLDINGS.tradesEach trades), and priced at each month's end. Like the
 * fixed-income positions (positions.ts), the trades add no transactions: every other figure of the person is what it
 * was; the net worth and the renda variável list (operations.ts) read them. (The account's ledger never paid for
 * them, so the net worth counts them as held from the book's first month: the bench times the reads.)
 */
import { sql } from 'drizzle-orm';
import { addMonths, firstDayOfMonth, todayIn } from '../../common/dates';
import { type Database, queryRows } from '../../server/db/connect';
import type { BenchUser } from './prepare';

export const HOLDINGS = {
  count: 30,
  tradesEach: 20,
  account: 'Renda Variável',
  /** The months priced: the net worth's five years and this one. */
  months: 61,
} as const;

export interface HoldingsSeed {
  holdings: number;
  trades: number;
  prices: number;
  seconds: number;
}

export async function seedHoldings(database: Database, user: BenchUser): Promise<HoldingsSeed> {
  const started = Date.now();
  const db = database.db;
  const today = todayIn(user.timeZone);
  const from = addMonths(firstDayOfMonth(today), -(HOLDINGS.months - 1));
  const u = user.id;

  const [account] = await queryRows<{ id: number }>(
    db,
    sql`insert into accounts (book_id, name, type) values (${u}, ${HOLDINGS.account}, 'investment') returning id`,
  );
  // Every third holding a FII (its ticker ends in 11), the others ações.
  await db.execute(sql`
    insert into variable_income_holdings (book_id, account_id, ticker, name, kind)
    select ${u}, ${Number(account!.id)}, 'BNCH' || h || case when h % 3 = 0 then '11' else '3' end,
           'Ativo ' || h, case when h % 3 = 0 then 'fii' else 'acao' end
    from generate_series(1, ${HOLDINGS.count}) as h`);
  // Trade m of a holding 88 days after the one before, from the five years' first month; every fourth a venda of 10
  // units after three compras of 10 to 70 (never more than held); prices from R$ 5 to R$ 45, two decimals.
  await db.execute(sql`
    insert into variable_income_trades (book_id, holding_id, side, traded_on, quantity, price, fees_cents,
                                        amount_cents, realized_gain_cents)
    select ${u}, h.id, s.side, ${from}::date + (m * 88 + h.n)::int, s.quantity, p.price, 0,
           round(s.quantity * p.price * 100)::bigint, case when s.side = 'venda' then 0 end
    from (select id, row_number() over (order by id) as n
          from variable_income_holdings where book_id = ${u}) h
    cross join generate_series(1, ${HOLDINGS.tradesEach}) as m
    cross join lateral (
      select case when m % 4 = 0 then 'venda' else 'compra' end as side,
             case when m % 4 = 0 then 10 else 10 + (m * h.n) % 7 * 10 end::numeric as quantity) s
    cross join lateral (select round((25 + 20 * sin(m + h.n))::numeric, 2) as price) p`);
  // Each month's last day (today for this month), a price for every holding.
  await db.execute(sql`
    insert into variable_income_prices (book_id, holding_id, priced_on, price)
    select ${u}, h.id, least((m + interval '1 month' - interval '1 day')::date, ${today}::date),
           round((25 + 20 * cos(extract(month from m) + h.id))::numeric, 2)
    from variable_income_holdings h
    cross join generate_series(${from}::date, ${today}::date, interval '1 month') as m
    where h.book_id = ${u}`);

  const [counts] = await queryRows<{ trades: number; prices: number }>(
    db,
    sql`select (select count(*)::int from variable_income_trades where book_id = ${u}) as trades,
               (select count(*)::int from variable_income_prices where book_id = ${u}) as prices`,
  );
  return {
    holdings: HOLDINGS.count,
    trades: Number(counts?.trades ?? 0),
    prices: Number(counts?.prices ?? 0),
    seconds: (Date.now() - started) / 1000,
  };
}
