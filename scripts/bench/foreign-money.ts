/**
 * Issue 77's bench: a tenth of the measured person's rows in accounts in other currencies, written in SQL after the
 * seed generator's rows: an account in dollars and one in euros holding rows moved from the checking account (their
 * amounts in the account's currency) over the five years, monthly transfers from reais to the dollars (each with its
 * IOF) and a few back, quarterly ones to the euros, two fixed items in dollars, purchases abroad on the card in reais
 * (foreign_amount, at the bill's own figure), and the PTAX of those currencies for every business day of the years
 * (ptax-series.ts). The reads that sum money in reais (Saldo em contas, the dashboard, Patrimônio, the forecast)
 * then convert two accounts at the rate of their dates; the list shows rows in three currencies.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { EXCHANGE_RATE_LOOKBACK_DAYS } from '../../common/contract/exchange-rates';
import { CROSS_CURRENCY_MESSAGES } from '../../common/contract/transfers';
import type { CurrencyCode } from '../../common/currencies';
import { addDays, addMonths, firstDayOfMonth } from '../../common/dates';
import { iofCents } from '../../common/iof-exchange';
import { type Database, type Db, queryRows } from '../../server/db/connect';
import { exchangeRates, recurring, transactions } from '../../server/db/schema';
import { ledger } from '../../server/features/ledger/public';
import type { BenchUser } from './prepare';
import { type PtaxDay, ptaxCentre, ptaxSeries } from './ptax-series';

export const FOREIGN = {
  /** The share of the person's rows in accounts in other currencies. */
  share: 0.1,
  dollars: { name: 'Conta em Dólar', currency: 'USD' },
  euros: { name: 'Conta em Euro', currency: 'EUR' },
  /** Purchases abroad on the card in reais (they stay in reais: not in the share). */
  cardPurchases: 400,
} as const;

const CURRENCIES: CurrencyCode[] = [FOREIGN.dollars.currency, FOREIGN.euros.currency];

export interface ForeignMoneySeed {
  /** Rows in the accounts in other currencies, of all the person's rows. */
  foreignRows: number;
  rows: number;
  transfers: number;
  cardPurchases: number;
  /** PTAX days written per currency. */
  rateDays: number;
  seconds: number;
}

type Row = typeof transactions.$inferInsert;

export async function seedForeignMoney(
  database: Database,
  user: BenchUser,
  today: string,
): Promise<ForeignMoneySeed> {
  const started = Date.now();
  const db = database.db;
  const u = user.id;
  const [span] = await queryRows<{ first: string; rows: number }>(
    db,
    sql`select min(date)::text as first, count(*)::int as rows from transactions where book_id = ${u}`,
  );
  const first = span!.first;
  // The rates from the lookback before the first row to yesterday (today's bulletin comes in the afternoon).
  const series = new Map(
    CURRENCIES.map((c) => [
      c,
      ptaxSeries(c, addDays(first, -EXCHANGE_RATE_LOOKBACK_DAYS), addDays(today, -1)),
    ]),
  );
  for (const [currency, days] of series) await storeRates(db, currency, days);
  const [usd, eur] = await createAccounts(db, u, first);
  const transfers = plannedTransfers(u, user.accountId, { usd, eur }, series, first, today);
  await db.insert(transactions).values(transfers.rows);
  const total = Number(span!.rows) + transfers.rows.length;
  const moved = Math.round(total * FOREIGN.share) - transfers.foreignLegs;
  await moveRows(db, u, user.accountId, { usd, eur }, moved);
  const cardPurchases = await purchasesAbroad(db, u);
  await fixedItemsInDollars(db, u, usd, today);
  await openingBalances(db, u, [usd, eur]);
  await ledger.rebuildTotals(db, u);
  return {
    foreignRows: moved + transfers.foreignLegs,
    rows: total,
    transfers: transfers.count,
    cardPurchases,
    rateDays: series.get('USD')?.length ?? 0,
    seconds: (Date.now() - started) / 1000,
  };
}

async function storeRates(db: Db, currency: CurrencyCode, days: readonly PtaxDay[]): Promise<void> {
  // 1,000 rows of 4 parameters per statement, far below PostgreSQL's 65,535.
  const chunk = 1000;
  for (let i = 0; i < days.length; i += chunk)
    await db
      .insert(exchangeRates)
      .values(days.slice(i, i + chunk).map((d) => ({ currency, ...d })))
      .onConflictDoNothing();
}

/** The two accounts, registered when the history begins (as generate-user.ts registers the others). */
async function createAccounts(db: Db, u: number, first: string): Promise<[number, number]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into accounts (book_id, name, type, currency, created_at)
        values (${u}, ${FOREIGN.dollars.name}, 'checking', ${FOREIGN.dollars.currency}, ${`${first}T12:00:00Z`}),
               (${u}, ${FOREIGN.euros.name}, 'checking', ${FOREIGN.euros.currency}, ${`${first}T12:00:00Z`})
        returning id`,
  );
  return [Number(rows[0]!.id), Number(rows[1]!.id)];
}

/**
 * Transfers between the checking account and the accounts abroad, on the 5th of each month (the next business day
 * with a PTAX): reais to dollars every month with the IOF of a remittance to one's own account abroad, dollars back
 * every sixth month, reais to euros every third; each leg in its account's currency at the day's PTAX.
 */
function plannedTransfers(
  bookId: number,
  checking: number,
  abroad: { usd: number; eur: number },
  series: ReadonlyMap<CurrencyCode, readonly PtaxDay[]>,
  first: string,
  today: string,
): { rows: Row[]; foreignLegs: number; count: number } {
  const rateOf = new Map(
    [...series].map(([currency, days]) => [currency, new Map(days.map((d) => [d.date, d]))] as const),
  );
  const rows: Row[] = [];
  let count = 0;
  const leg = (accountId: number, type: 'RECEITA' | 'DESPESA', amount: number, date: string, id: string) =>
    rows.push({
      bookId,
      accountId,
      type,
      amount,
      date,
      description: 'Remessa',
      status: 'CLEARED',
      transferId: id,
    });
  let n = 0;
  for (let month = firstDayOfMonth(addMonths(first, 1)); month < today; month = addMonths(month, 1), n++) {
    let date = addDays(month, 4);
    // Every month has a business day within a week of its 5th.
    for (let i = 0; i < 7 && !rateOf.get('USD')?.has(date); i++) date = addDays(date, 1);
    if (date >= today) break;
    const usd = rateOf.get('USD')?.get(date);
    const eur = rateOf.get('EUR')?.get(date);
    if (!usd || !eur) continue;
    const reais = 200_000 + ((n * 7919) % 300_000);
    const toDollars = randomUUID();
    leg(checking, 'DESPESA', reais, date, toDollars);
    leg(abroad.usd, 'RECEITA', Math.round(reais / Number(usd.sell)), date, toDollars);
    const iof = iofCents(reais, 'remittance_own', date);
    if (iof)
      rows.push({
        bookId,
        accountId: checking,
        type: 'DESPESA',
        amount: iof,
        date,
        description: CROSS_CURRENCY_MESSAGES.iofDescription(FOREIGN.dollars.name),
        status: 'CLEARED',
        feeOfTransfer: toDollars,
      });
    count++;
    if (n % 6 === 5) {
      const back = randomUUID();
      const dollars = 50_000 + ((n * 104_729) % 100_000);
      leg(abroad.usd, 'DESPESA', dollars, date, back);
      leg(checking, 'RECEITA', Math.round(dollars * Number(usd.buy)), date, back);
      count++;
    }
    if (n % 3 === 0) {
      const toEuros = randomUUID();
      leg(checking, 'DESPESA', reais, date, toEuros);
      leg(abroad.eur, 'RECEITA', Math.round(reais / Number(eur.sell)), date, toEuros);
      count++;
    }
  }
  const foreignLegs = rows.filter((r) => r.accountId === abroad.usd || r.accountId === abroad.eur).length;
  return { rows, foreignLegs, count };
}

/**
 * `count` of the checking account's own rows (no transfer, installment, split part, goal or fixed item), spread over
 * the years, moved to the accounts abroad (two in three to the dollars) with their amounts in that currency.
 */
async function moveRows(
  db: Db,
  u: number,
  checking: number,
  abroad: { usd: number; eur: number },
  count: number,
): Promise<void> {
  const usdCentre = ptaxCentre('USD');
  const eurCentre = ptaxCentre('EUR');
  await db.execute(sql`
    with picked as (
      select id from transactions
      where book_id = ${u} and account_id = ${checking} and transfer_id is null and fee_of_transfer is null
        and installment_group is null and split_amount = 0 and goal_id is null and recurring_id is null
      order by (id * 7919) % 1000003
      limit ${count})
    update transactions t
    set account_id = case when t.id % 3 = 0 then ${abroad.eur}::bigint else ${abroad.usd}::bigint end,
        amount = greatest(1, round(t.amount / case when t.id % 3 = 0 then ${eurCentre}::numeric else ${usdCentre}::numeric end))
    from picked p where t.book_id = ${u} and t.id = p.id`);
}

/**
 * Purchases on the card in reais made abroad, on days with a PTAX: the bill's reais as they were, and the amount in
 * dollars or euros at that day's sell (the bill's own rate is the issuer's; the PTAX is near it).
 */
async function purchasesAbroad(db: Db, u: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    with card as (select id from accounts where book_id = ${u} and type = 'credit_card' order by id limit 1),
    picked as (
      select t.id, c.currency, greatest(1, round(t.amount / e.sell)) as hundredths
      from transactions t
      join card on t.account_id = card.id
      cross join lateral (select case when t.id % 3 = 0 then 'EUR' else 'USD' end as currency) c
      join exchange_rates e on e.currency = c.currency and e.date = t.date
      where t.book_id = ${u} and t.type = 'DESPESA' and t.transfer_id is null and t.installment_group is null
        and t.split_amount = 0
      order by (t.id * 7919) % 1000003
      limit ${FOREIGN.cardPurchases})
    update transactions t set foreign_currency = p.currency, foreign_amount = p.hundredths
    from picked p where t.book_id = ${u} and t.id = p.id
    returning t.id`,
  );
  return rows.length;
}

/** Two subscriptions paid in dollars, due next month: the forecast's items in another currency. */
async function fixedItemsInDollars(db: Db, u: number, usd: number, today: string): Promise<void> {
  const next = addMonths(firstDayOfMonth(today), 1);
  await db.insert(recurring).values([
    {
      bookId: u,
      accountId: usd,
      amount: 1_999,
      description: 'Assinatura de software',
      nextRun: addDays(next, 2),
      dueDay: 3,
    },
    {
      bookId: u,
      accountId: usd,
      amount: 4_500,
      description: 'Hospedagem do site',
      nextRun: addDays(next, 14),
      dueDay: 15,
    },
  ]);
}

/** Each account abroad opens with enough that its balance is never below US$ / € 1.000,00. */
async function openingBalances(db: Db, u: number, ids: number[]): Promise<void> {
  for (const id of ids)
    await db.execute(sql`
      update accounts set opening_balance = 100000 + greatest(0, -(
        select coalesce(min(running), 0) from (
          select sum(case when type = 'RECEITA' then amount else -amount end) over (order by date, id) as running
          from transactions where book_id = ${u} and account_id = ${id}) r))
      where book_id = ${u} and id = ${id}`);
}
