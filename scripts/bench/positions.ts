/**
 * The measured person's fixed-income positions and the index series they are valued from, written in SQL in a few
 * bulk statements: an investment account of their own ('Renda Fixa') holding POSITIONS.count positions applied over
 * the five years (CDBs at 90–129% do CDI, a few IPCA+ and prefixados), the CDI of every weekday of those years up to
 * yesterday and the IPCA of each month up to the last one (the Banco Central's values, in the shared `index_rates`).
 * The positions add no transactions and the account holds nothing else, so every other figure of the person is what
 * it was; the net worth and the investments list (operations.ts) read them.
 */
import { sql } from 'drizzle-orm';
import { addMonths, firstDayOfMonth, todayIn } from '../../common/dates';
import { type Database, queryRows } from '../../server/db/connect';
import type { BenchUser } from './prepare';

export const POSITIONS = {
  count: 50,
  account: 'Renda Fixa',
  /** The months the series go back: the net worth's five years and the month before them. */
  months: 61,
} as const;

export interface PositionsSeed {
  positions: number;
  cdiDays: number;
  ipcaMonths: number;
  seconds: number;
}

export async function seedPositions(database: Database, user: BenchUser): Promise<PositionsSeed> {
  const started = Date.now();
  const db = database.db;
  const today = todayIn(user.timeZone);
  const thisMonth = firstDayOfMonth(today);
  const from = addMonths(thisMonth, -POSITIONS.months);
  const u = user.id;

  // The CDI (% a.d., 6 places as the SGS publishes it) of every weekday up to yesterday: between 0.04 and 0.055,
  // moving slowly as the Selic does; the IPCA (% in the month, dated its first day) of every month up to the last,
  // between 0.2 and 0.6. Deterministic: the same values on every run.
  await db.execute(sql`
    insert into index_rates (series, date, value)
    select 'cdi', d::date, round((0.0475 + 0.0075 * sin(extract(epoch from d) / 86400.0 / 240))::numeric, 6)
    from generate_series(${from}::date, ${today}::date - 1, interval '1 day') as d
    where extract(isodow from d) < 6
    on conflict do nothing`);
  await db.execute(sql`
    insert into index_rates (series, date, value)
    select 'ipca', m::date, round((0.4 + 0.2 * sin(extract(epoch from m) / 86400.0 / 75))::numeric, 2)
    from generate_series(${from}::date, ${thisMonth}::date - interval '1 month', interval '1 month') as m
    on conflict do nothing`);

  const [account] = await queryRows<{ id: number }>(
    db,
    sql`insert into accounts (book_id, name, type) values (${u}, ${POSITIONS.account}, 'investment') returning id`,
  );
  // One position about every 36 days back from today; every tenth an IPCA+ (5–7% a.a.), every tenth from the
  // fifth a prefixado (10–14% a.a.), the others a % do CDI from 90 to 129. R$ 1.000 to R$ 51.000 each, maturing
  // six years after the application (none matured yet), none redeemed.
  await db.execute(sql`
    insert into fixed_income_positions (book_id, account_id, name, product, indexing, rate, applied_cents,
                                        applied_on, maturity_on)
    select ${u}, ${Number(account!.id)}, 'CDB ' || n, 'cdb', k.indexing,
           case k.indexing when 'ipca' then 5 + n % 3 when 'prefixado' then 10 + (n / 5) % 5 else 90 + (n * 7) % 40 end,
           100000 + (n * 7919) % 5000000, ${today}::date - n * 36, (${today}::date - n * 36) + interval '6 years'
    from generate_series(1, ${POSITIONS.count}) as n
    cross join lateral (select case n % 10 when 0 then 'ipca' when 5 then 'prefixado' else 'cdi' end as indexing) k`);

  const [counts] = await queryRows<{ cdi: number; ipca: number }>(
    db,
    sql`select count(*) filter (where series = 'cdi')::int as cdi, count(*) filter (where series = 'ipca')::int as ipca
        from index_rates`,
  );
  return {
    positions: POSITIONS.count,
    cdiDays: Number(counts?.cdi ?? 0),
    ipcaMonths: Number(counts?.ipca ?? 0),
    seconds: (Date.now() - started) / 1000,
  };
}
