/**
 * The heaviest person the limits allow, written in SQL in a few statements: every account a person may have (half of
 * them cards), 200,000 transactions over five years of which about half are installments of 48, the most rules
 * (each adding tags), the most fixed items (half unpaid since 1900, half automatic and a few months behind), tags
 * on many rows, the most fixed-income positions, the most debts, each of the longest term with the most
 * prepayments, the most bens, each with the most valuations, and renda variável at its limits (the most holdings,
 * trades and incomes, half the prices). The trust test sends each route's most expensive valid request as this
 * person.
 */
import { sql } from 'drizzle-orm';
import { MAX_ACCOUNTS } from '../../common/contract/accounts';
import { MAX_ASSETS_PER_BOOK, MAX_VALUATIONS_PER_ASSET } from '../../common/contract/assets';
import { MAX_DEBTS_PER_BOOK } from '../../common/contract/debts';
import { MAX_POSITIONS_PER_BOOK } from '../../common/contract/investments';
import { MAX_RECURRING } from '../../common/contract/recurring';
import { MAX_RULE_TAGS, MAX_RULES } from '../../common/contract/rules';
import {
  MAX_HOLDINGS_PER_BOOK,
  MAX_INCOMES_PER_BOOK,
  MAX_PRICES_PER_BOOK,
  MAX_TRADES_PER_BOOK,
} from '../../common/contract/variable-income';
import { MAX_IMPORT_ROWS } from '../../common/csv/limits';
import { addDays, addMonths } from '../../common/dates';
import { MAX_LOAN_INSTALLMENTS, MAX_LOAN_PREPAYMENTS } from '../../common/loans';
import { queryRows } from '../db/connect';
import { ledger } from '../features/ledger/ledger';
import type { TestUser } from '../test/factories';
import type { TestContext } from '../test/test-app';

export const HEAVY = {
  checking: MAX_ACCOUNTS / 2,
  cards: MAX_ACCOUNTS / 2,
  purchases: 2_000,
  installments: 48,
  /** The rest of the 200,000 rows: single rows on the checking accounts and the cards. */
  get singles() {
    return MAX_IMPORT_ROWS - this.purchases * this.installments;
  },
  rules: MAX_RULES,
  recurring: MAX_RECURRING,
  payees: 300,
  tags: 50,
  years: 5,
  /** Fixed-income positions, each applied this many years ago, valued over a CDI published on every weekday. */
  positions: MAX_POSITIONS_PER_BOOK,
  positionYears: 16,
  /**
   * Debts of the longest term, contracted this many years ago, each with a prepayment a month since its first
   * instalment, all reducing the instalment ('parcela': each one walks the rest of the schedule to keep its term),
   * and every instalment due paid but the last one due.
   */
  debts: MAX_DEBTS_PER_BOOK,
  debtInstallments: MAX_LOAN_INSTALLMENTS,
  debtPrepayments: MAX_LOAN_PREPAYMENTS,
  debtYears: 10,
  get debtPayments() {
    return 12 * this.debtYears - 1;
  },
  /** Bens bought this many years ago, each valued once a month since (the most valuations a bem may have). */
  assets: MAX_ASSETS_PER_BOOK,
  assetValuations: MAX_VALUATIONS_PER_ASSET,
  get assetYears() {
    return this.assetValuations / 12;
  },
  /**
   * Renda variável in the investment account: the most holdings, the most trades (a compra of 100 units and a
   * venda of 50 in turn, each venda's gain naming a ledger row) and the most incomes (each naming its row), each
   * holding with this many and the first with the rest (the longest history of one asset), all over ten years;
   * half the prices the limit allows, a price every few days of each holding.
   */
  holdings: MAX_HOLDINGS_PER_BOOK,
  trades: MAX_TRADES_PER_BOOK,
  tradesPerHolding: 60,
  incomes: MAX_INCOMES_PER_BOOK,
  incomesPerHolding: 60,
  prices: MAX_PRICES_PER_BOOK / 2,
  holdingYears: 10,
  get firstHoldingTrades() {
    return this.trades - (this.holdings - 1) * this.tradesPerHolding;
  },
  get firstHoldingIncomes() {
    return this.incomes - (this.holdings - 1) * this.incomesPerHolding;
  },
};

/** The words the rows' descriptions are made of, so that searches and rules find many of them. */
const WORDS = ['Mercado', 'Uber', 'Farmácia', 'Padaria', 'Posto', 'Restaurante', 'Cinema', 'Livraria'];

export interface HeavyPerson {
  checking: number[];
  cards: number[];
  first: string;
  today: string;
  /** The first debt: one prepayment short of the limit, so that a prepayment more is still accepted. */
  debt: number;
  /** The holding with the most trades and incomes (HEAVY.firstHoldingTrades). */
  holding: number;
}

/** Fills `user` up to every limit; `today` is the day the rows lead up to. */
export async function fillHeaviestPerson(
  ctx: TestContext,
  user: TestUser,
  today: string,
): Promise<HeavyPerson> {
  const db = ctx.database.db;
  const u = user.id;
  const first = addMonths(today, -12 * HEAVY.years);
  const words = sql.param(WORDS);

  await db.execute(sql`
    insert into accounts (book_id, name, type, opening_balance)
    select ${u}, 'Conta ' || n, 'checking', 500000 from generate_series(1, ${HEAVY.checking}) as n`);
  const checking = (
    await queryRows<{ id: number }>(db, sql`select id from accounts where book_id = ${u} order by id`)
  ).map((r) => Number(r.id));
  await db.execute(sql`
    insert into accounts (book_id, name, type, closing_day, due_day, credit_limit, payment_account_id)
    select ${u}, 'Cartão ' || n, 'credit_card', 1 + n % 28, 1 + (n + 7) % 28, 2000000, ${checking[0]}
    from generate_series(1, ${HEAVY.cards}) as n`);
  const cards = (
    await queryRows<{ id: number }>(
      db,
      sql`select id from accounts where book_id = ${u} and type = 'credit_card' order by id`,
    )
  ).map((r) => Number(r.id));

  await db.execute(sql`
    insert into payees (book_id, name) select ${u}, 'Loja ' || n from generate_series(1, ${HEAVY.payees}) as n`);
  await db.execute(sql`
    insert into tags (book_id, name) select ${u}, 'etiqueta ' || n from generate_series(1, ${HEAVY.tags}) as n`);

  // Single rows: every account, five years, a third without a category (what rules/apply looks at by default).
  await db.execute(sql`
    with c as (select array_agg(id order by id) as ids from categories where book_id = ${u} and type = 'DESPESA'),
         a as (select array_agg(id order by id) as ids from accounts where book_id = ${u}),
         p as (select array_agg(id order by id) as ids from payees where book_id = ${u})
    insert into transactions (book_id, account_id, type, amount, date, description, category_id, payee_id)
    select ${u}, a.ids[1 + n % array_length(a.ids, 1)],
           case when n % 10 = 0 then 'RECEITA' else 'DESPESA' end,
           100 + (n * 37) % 50000,
           ${first}::date + (n % (365 * ${HEAVY.years})),
           (${words}::text[])[1 + n % ${WORDS.length}] || ' ' || (n % 997),
           case when n % 3 = 0 or n % 10 = 0 then null else c.ids[1 + n % array_length(c.ids, 1)] end,
           p.ids[1 + n % array_length(p.ids, 1)]
    from generate_series(1, ${HEAVY.singles}) as n, a, c, p`);

  // Purchases in 48 installments on the cards, each after the first pinned to the bill a month on.
  await db.execute(sql`
    with k as (select array_agg(id order by id) as ids from accounts where book_id = ${u} and type = 'credit_card')
    insert into transactions (book_id, account_id, type, amount, date, description, bill_month,
                              installment_group, installment_number, installment_count)
    select ${u}, k.ids[1 + g % array_length(k.ids, 1)], 'DESPESA', 1000 + g % 9000,
           (${first}::date + (g * 17) % (365 * ${HEAVY.years}) + make_interval(months => i - 1))::date,
           'Parcelado ' || g,
           case when i = 1 then null
                else to_char(${first}::date + (g * 17) % (365 * ${HEAVY.years}) + make_interval(months => i), 'YYYY-MM') end,
           overlay(overlay(md5('heavy-' || ${u} || '-' || g) placing '4' from 13) placing '8' from 17)::uuid, i, ${HEAVY.installments}
    from generate_series(1, ${HEAVY.purchases}) as g, generate_series(1, ${HEAVY.installments}) as i, k`);

  // Tags on one row in ten.
  await db.execute(sql`
    insert into transaction_tags (book_id, transaction_id, tag_id)
    select ${u}, t.id, (select id from tags where book_id = ${u} order by id limit 1 offset (t.id % ${HEAVY.tags}))
    from transactions t where t.book_id = ${u} and t.id % 10 = 0`);

  // The most rules, each naming a word of the descriptions and adding the most tags.
  await db.execute(sql`
    with c as (select array_agg(id order by id) as ids from categories where book_id = ${u} and type = 'DESPESA')
    insert into rules (book_id, name, position, conditions, category_id)
    select ${u}, 'Regra ' || n, n,
           jsonb_build_array(
             jsonb_build_object('field', 'description', 'operator', 'contains',
                                'value', (${words}::text[])[1 + n % ${WORDS.length}] || ' ' || (n % 997)),
             jsonb_build_object('field', 'amount', 'min', 1, 'max', null)),
           c.ids[1 + n % array_length(c.ids, 1)]
    from generate_series(1, ${HEAVY.rules}) as n, c`);
  await db.execute(sql`
    insert into rule_tags (book_id, rule_id, tag_id)
    select ${u}, r.id, t.id from rules r
    join lateral (select id from tags where book_id = ${u} order by id limit ${MAX_RULE_TAGS}) t on true
    where r.book_id = ${u}`);

  // The most fixed items: half unpaid since January 1900, half automatic and four due dates behind.
  await db.execute(sql`
    insert into recurring (book_id, account_id, type, amount, description, next_run, due_day, mode)
    select ${u}, ${checking[0]}, case when n % 5 = 0 then 'RECEITA' else 'DESPESA' end, 1000 + n,
           'Fixo ' || n,
           case when n % 2 = 0 then date '1900-01-05' else (${today}::date - interval '4 months')::date end,
           5, case when n % 2 = 0 then 'manual' else 'automatic' end
    from generate_series(1, ${HEAVY.recurring}) as n`);

  // The most fixed-income positions, at 90% to 129% do CDI, kept in the last checking account made an investment
  // one; and the CDI of every weekday since (the Banco Central's, shared: holidays too, which the engine passes).
  const broker = checking[checking.length - 1] as number;
  const applied = addMonths(today, -12 * HEAVY.positionYears);
  await db.execute(sql`update accounts set type = 'investment' where id = ${broker}`);
  await db.execute(sql`
    insert into fixed_income_positions (book_id, account_id, name, product, indexing, rate, applied_cents, applied_on)
    select ${u}, ${broker}, 'CDB ' || n, 'cdb', 'cdi', 90 + n % 40, 100000 + n, ${applied}::date
    from generate_series(1, ${HEAVY.positions}) as n`);
  await db.execute(sql`
    insert into index_rates (series, date, value)
    select 'cdi', d::date, 0.040168 from generate_series(${applied}::date, ${today}::date, interval '1 day') as d
    where extract(isodow from d) < 6
    on conflict do nothing`);

  const debt = await fillDebts(ctx, user, today);

  // The most bens, each with a valuation a month from its purchase (the last one a month before today).
  const bought = addMonths(today, -12 * HEAVY.assetYears);
  await db.execute(sql`
    insert into assets (book_id, name, kind, acquired_on, acquired_cents)
    select ${u}, 'Bem ' || n, (array['imovel','veiculo','outro'])[1 + n % 3], ${bought}::date, 10000000 + n
    from generate_series(1, ${HEAVY.assets}) as n`);
  await db.execute(sql`
    insert into asset_valuations (book_id, asset_id, date, value_cents)
    select ${u}, a.id, (${bought}::date + make_interval(months => k - 1))::date, a.acquired_cents + k * 1000
    from assets a cross join generate_series(1, ${HEAVY.assetValuations}) as k
    where a.book_id = ${u}`);

  const holding = await fillVariableIncome(ctx, user, today, broker);

  await ledger.rebuildTotals(db, u);
  await db.execute(sql`analyze`);
  return { checking, cards, first, today, debt, holding };
}

/**
 * Renda variável at its limits (HEAVY.holdings and after) in `broker`. Each holding's trades and incomes are spread
 * evenly over the years; the vendas' gains and the incomes name income rows the person already has (they hold every
 * transaction the limits allow, and a link only needs its row to stand). Answers the first holding.
 */
async function fillVariableIncome(
  ctx: TestContext,
  user: TestUser,
  today: string,
  broker: number,
): Promise<number> {
  const db = ctx.database.db;
  const u = user.id;
  const days = 365 * HEAVY.holdingYears;
  const start = addDays(today, -days);
  await db.execute(sql`
    insert into variable_income_holdings (book_id, account_id, ticker, name, kind)
    select ${u}, ${broker}, 'ATIVO' || n, 'Ativo ' || n, (array['acao','fii','etf','bdr','fundo','cripto'])[1 + n % 6]
    from generate_series(1, ${HEAVY.holdings}) as n`);
  const holdings = sql`
    select id, row_number() over (order by id) as r from variable_income_holdings where book_id = ${u}`;
  // n rows of each holding (the first one the rest of the limit), the k-th dated k/n of the way.
  const spread = (each: number, total: number) => sql`
    from h cross join lateral (select case when h.r = 1 then ${total - (HEAVY.holdings - 1) * each}::int
                                           else ${each}::int end as n) as c
    cross join lateral generate_series(1, c.n) as k`;
  await db.execute(sql`
    with h as (${holdings})
    insert into variable_income_trades (book_id, holding_id, side, traded_on, quantity, price, fees_cents,
                                        amount_cents, realized_gain_cents)
    select ${u}, h.id, case when k % 2 = 1 then 'compra' else 'venda' end,
           ${start}::date + (k - 1) * ${days}::int / c.n,
           case when k % 2 = 1 then 100 else 50 end, 10 + h.r % 50 + k * 0.01, 500,
           case when k % 2 = 1 then round(100 * (10 + h.r % 50 + k * 0.01) * 100) + 500
                else round(50 * (10 + h.r % 50 + k * 0.01) * 100) - 500 end,
           case when k % 2 = 0 then 1000 + k end
    ${spread(HEAVY.tradesPerHolding, HEAVY.trades)}
    order by h.r, k`);
  await db.execute(sql`
    with h as (${holdings})
    insert into variable_income_incomes (book_id, holding_id, kind, paid_on, gross_cents, withheld_cents)
    select ${u}, h.id, (array['dividendo','jcp','rendimento'])[1 + k % 3],
           ${start}::date + (k - 1) * ${days}::int / c.n,
           10000 + k, case when k % 3 = 1 then 1500 + k * 15 / 100 else 0 end
    ${spread(HEAVY.incomesPerHolding, HEAVY.incomes)}
    order by h.r, k`);
  // The ledger rows: the single income rows, in turn, picked from one array by position (a join on the computed
  // position made the planner compare every venda with every row: 70 s of PGlite for 10,000 vendas).
  const rows = sql`
    select array_agg(id order by id) as ids from transactions
    where book_id = ${u} and type = 'RECEITA' and transfer_id is null and installment_group is null`;
  await db.execute(sql`
    with g as materialized (${rows}),
         v as (select id, row_number() over (order by id) as r from variable_income_trades
               where book_id = ${u} and side = 'venda')
    update variable_income_trades t set gain_transaction_id = g.ids[1 + (v.r - 1) % cardinality(g.ids)]
    from v, g where t.id = v.id`);
  await db.execute(sql`
    with g as materialized (${rows}),
         i as (select id, row_number() over (order by id) as r from variable_income_incomes where book_id = ${u})
    update variable_income_incomes x set transaction_id = g.ids[1 + (i.r - 1) % cardinality(g.ids)]
    from i, g where x.id = i.id`);
  // A price every few days of each holding, the last one today.
  const perHolding = Math.floor(HEAVY.prices / HEAVY.holdings);
  const every = Math.floor(days / perHolding);
  await db.execute(sql`
    insert into variable_income_prices (book_id, holding_id, priced_on, price)
    select ${u}, h.id, ${today}::date - k * ${every}::int, 10 + h.id % 50 + k * 0.01
    from variable_income_holdings h cross join generate_series(0, ${perHolding - 1}) as k
    where h.book_id = ${u}`);
  const [first] = await queryRows<{ id: number }>(
    db,
    sql`select id from variable_income_holdings where book_id = ${u} order by id limit 1`,
  );
  return Number(first?.id);
}

/**
 * The most debts, half SAC and half Price, their prepayments and paid instalments (see HEAVY.debts). The
 * payments and the prepayments name expenses the person already has: they hold every transaction the limits
 * allow, and a link only needs its expense to stand.
 */
async function fillDebts(ctx: TestContext, user: TestUser, today: string): Promise<number> {
  const db = ctx.database.db;
  const u = user.id;
  const firstDue = addMonths(today, -12 * HEAVY.debtYears);
  await db.execute(sql`
    insert into debts (book_id, name, kind, principal_cents, rate_percent, rate_period, installments, system,
                       contract_date, first_due_date)
    select ${u}, 'Financiamento ' || n, 'financiamento_imovel', 50000000 + n * 1000, 9 + n % 5, 'ano',
           ${HEAVY.debtInstallments}, case when n % 2 = 0 then 'SAC' else 'PRICE' end,
           ${addMonths(firstDue, -1)}::date, ${firstDue}::date
    from generate_series(1, ${HEAVY.debts}) as n`);
  const expenses = sql`
    select id, row_number() over (order by id) as r from transactions
    where book_id = ${u} and type = 'DESPESA' and installment_group is null and transfer_id is null`;
  // A prepayment of R$ 1.000,00 five days after each due date, but the first debt's last one.
  await db.execute(sql`
    with d as (select id, row_number() over (order by id) as r from debts where book_id = ${u}),
         e as (${expenses})
    insert into debt_prepayments (book_id, debt_id, date, amount_cents, mode, transaction_id)
    select ${u}, d.id, (${firstDue}::date + make_interval(months => k - 1, days => 5))::date, 100000, 'parcela', e.id
    from d cross join generate_series(1, ${HEAVY.debtPrepayments}) as k
    join e on e.r = (d.r - 1) * ${HEAVY.debtPrepayments} + k
    where not (d.r = 1 and k = ${HEAVY.debtPrepayments})`);
  const offset = HEAVY.debts * HEAVY.debtPrepayments;
  await db.execute(sql`
    with d as (select id, row_number() over (order by id) as r from debts where book_id = ${u}),
         e as (${expenses})
    insert into debt_payments (book_id, debt_id, number, transaction_id)
    select ${u}, d.id, k, e.id
    from d cross join generate_series(1, ${HEAVY.debtPayments}) as k
    join e on e.r = ${offset} + (d.r - 1) * ${HEAVY.debtPayments} + k`);
  const [first] = await queryRows<{ id: number }>(
    db,
    sql`select id from debts where book_id = ${u} order by id limit 1`,
  );
  return Number(first?.id);
}
