// The reads of the declaration's figures: each a grouped statement over one year, whatever the number of rows.
import { sql } from 'drizzle-orm';
import { INCOME_KINDS } from '../../../common/income-tax-declaration';
import { type Executor, queryRows } from '../../db/connect';

export interface MappedCategoryRow {
  id: number;
  name: string;
  type: 'receita' | 'despesa';
  code: string | null;
}

export interface PartyTotalRow {
  code: string;
  payee_id: number | null;
  name: string | null;
  document: string | null;
  total: number | string;
  count: number | string;
}

export interface MonthTotalRow {
  code: string;
  month: string;
  total: number | string;
}

export interface PendingRow {
  transaction_id: number;
  date: string;
  description: string;
  amount: number | string;
  code: string;
  payee_id: number | null;
  payee: string | null;
  document: string | null;
  has_attachment: boolean;
  count: number | string;
}

export interface RedemptionRow {
  product: string;
  applied_cents: number | string;
  redeemed_net_cents: number | string;
}

export interface IncomeRow {
  kind: 'dividendo' | 'jcp' | 'rendimento';
  net: number | string;
}

export interface AccountBalanceRow {
  id: number;
  name: string;
  type: 'checking' | 'savings';
  previous: number | string;
  current: number | string;
}

export interface PositionCostRow {
  name: string;
  product: string;
  account: string;
  previous: number | string;
  current: number | string;
}

export interface AssetCostRow {
  name: string;
  kind: 'imovel' | 'veiculo' | 'outro';
  previous: number | string;
  current: number | string;
}

export interface TradeRow {
  holding_id: number;
  ticker: string;
  name: string | null;
  kind: string;
  account: string;
  side: 'compra' | 'venda' | 'desdobro' | 'grupamento';
  traded_on: string;
  quantity: string;
  amount_cents: number | string;
}

const PAYMENT_CODE = sql`m.code ~ '^[0-9]{2}$'`;
const incomeKinds = sql.join(
  INCOME_KINDS.map((k) => sql`${k}`),
  sql`, `,
);
/** A pending list is for fixing by hand: more than this is said as a count. */
export const PENDING_SHOWN = 100;

const yearBounds = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

export const incomeTaxRepository = {
  categories(db: Executor, bookId: number): Promise<MappedCategoryRow[]> {
    return queryRows<MappedCategoryRow>(
      db,
      sql`select c.id, c.name, c.type, m.code from categories c
          left join category_tax_codes m on m.category_id = c.id and m.book_id = c.book_id
          where c.book_id = ${bookId} order by c.type desc, lower(c.name), c.id`,
    );
  },

  /** The year's money of mapped categories by code and payee, expenses for the payment codes, incomes for the kinds. */
  byParty(db: Executor, bookId: number, year: number): Promise<PartyTotalRow[]> {
    const { from, to } = yearBounds(year);
    return queryRows<PartyTotalRow>(
      db,
      sql`select m.code, l.payee_id, p.name, p.document, sum(l.amount) as total, count(*) as count
          from transaction_lines l
          join category_tax_codes m on m.category_id = l.category_id and m.book_id = l.book_id
          left join payees p on p.id = l.payee_id and p.book_id = l.book_id
          where l.book_id = ${bookId} and l.date between ${from} and ${to}
            and ((l.type = 'DESPESA' and ${PAYMENT_CODE}) or (l.type = 'RECEITA' and m.code in (${incomeKinds})))
          group by m.code, l.payee_id, p.name, p.document
          order by m.code, sum(l.amount) desc, p.name`,
    );
  },

  /** The Carnê-Leão's incomes and the pensão paid, by month. */
  carneLeaoMonths(db: Executor, bookId: number, year: number): Promise<MonthTotalRow[]> {
    const { from, to } = yearBounds(year);
    return queryRows<MonthTotalRow>(
      db,
      sql`select m.code, to_char(l.date, 'YYYY-MM') as month, sum(l.amount) as total
          from transaction_lines l
          join category_tax_codes m on m.category_id = l.category_id and m.book_id = l.book_id
          where l.book_id = ${bookId} and l.date between ${from} and ${to}
            and ((l.type = 'RECEITA' and m.code = 'carne_leao') or (l.type = 'DESPESA' and m.code = '33'))
          group by 1, 2 order by 2, 1`,
    );
  },

  /** Deductible payments missing their payee, the payee's CPF/CNPJ or a comprovante: the first PENDING_SHOWN. */
  pending(db: Executor, bookId: number, year: number): Promise<PendingRow[]> {
    const { from, to } = yearBounds(year);
    return queryRows<PendingRow>(
      db,
      sql`with lines as (
            select distinct on (l.transaction_id) l.transaction_id, l.date, l.amount, m.code, l.payee_id
            from transaction_lines l
            join category_tax_codes m on m.category_id = l.category_id and m.book_id = l.book_id
            where l.book_id = ${bookId} and l.date between ${from} and ${to} and l.type = 'DESPESA' and ${PAYMENT_CODE}
            order by l.transaction_id, l.amount desc),
          flagged as (
            select x.*, p.name as payee, p.document,
                   exists (select 1 from attachments a where a.book_id = ${bookId}
                             and a.transaction_id = x.transaction_id
                             and a.removed_at is null and a.orphaned_at is null) as has_attachment
            from lines x left join payees p on p.id = x.payee_id and p.book_id = ${bookId})
          select f.transaction_id, f.date::text as date, t.description, f.amount, f.code, f.payee_id, f.payee,
                 f.document, f.has_attachment, count(*) over () as count
          from flagged f join transactions t on t.id = f.transaction_id and t.book_id = ${bookId}
          where f.payee_id is null or f.document is null or not f.has_attachment
          order by f.date, f.transaction_id
          limit ${PENDING_SHOWN}`,
    );
  },

  redemptions(db: Executor, bookId: number, year: number): Promise<RedemptionRow[]> {
    const { from, to } = yearBounds(year);
    return queryRows<RedemptionRow>(
      db,
      sql`select product, applied_cents, redeemed_net_cents from fixed_income_positions
          where book_id = ${bookId} and redeemed_on between ${from} and ${to}`,
    );
  },

  /** Proventos received in the year, net of what was withheld, by kind. */
  incomes(db: Executor, bookId: number, year: number): Promise<IncomeRow[]> {
    const { from, to } = yearBounds(year);
    return queryRows<IncomeRow>(
      db,
      sql`select kind, sum(gross_cents - withheld_cents) as net from variable_income_incomes
          where book_id = ${bookId} and paid_on between ${from} and ${to} group by kind order by kind`,
    );
  },

  /** Checking and savings accounts' balances at the end of the year before and of the year (month totals). */
  accountBalances(db: Executor, bookId: number, year: number): Promise<AccountBalanceRow[]> {
    return queryRows<AccountBalanceRow>(
      db,
      sql`select a.id, a.name, a.type,
                 a.opening_balance + coalesce(sum(t.income - t.expense)
                   filter (where t.month <= ${`${year - 1}-12-01`}::date), 0) as previous,
                 a.opening_balance + coalesce(sum(t.income - t.expense)
                   filter (where t.month <= ${`${year}-12-01`}::date), 0) as current
          from accounts a
          left join account_month_totals t on t.account_id = a.id and t.book_id = a.book_id
          where a.book_id = ${bookId} and a.type in ('checking', 'savings')
          group by a.id order by lower(a.name), a.id`,
    );
  },

  /** Fixed-income positions held at either end, at what was applied. */
  positionCosts(db: Executor, bookId: number, year: number): Promise<PositionCostRow[]> {
    const held = (end: string) =>
      sql`case when p.applied_on <= ${end} and (p.redeemed_on is null or p.redeemed_on > ${end})
               then p.applied_cents else 0 end`;
    return queryRows<PositionCostRow>(
      db,
      sql`select p.name, p.product, a.name as account,
                 ${held(`${year - 1}-12-31`)} as previous, ${held(`${year}-12-31`)} as current
          from fixed_income_positions p
          join accounts a on a.id = p.account_id and a.book_id = p.book_id
          where p.book_id = ${bookId} and p.applied_on <= ${`${year}-12-31`}
            and (p.redeemed_on is null or p.redeemed_on > ${`${year - 1}-12-31`})
          order by p.applied_on, p.id`,
    );
  },

  /** Bens held at either end, at what was paid. */
  assetCosts(db: Executor, bookId: number, year: number): Promise<AssetCostRow[]> {
    const held = (end: string) =>
      sql`case when acquired_on <= ${end} and (sold_on is null or sold_on > ${end}) then acquired_cents else 0 end`;
    return queryRows<AssetCostRow>(
      db,
      sql`select name, kind, ${held(`${year - 1}-12-31`)} as previous, ${held(`${year}-12-31`)} as current
          from assets
          where book_id = ${bookId} and acquired_on <= ${`${year}-12-31`}
            and (sold_on is null or sold_on > ${`${year - 1}-12-31`})
          order by acquired_on, id`,
    );
  },

  /** Every trade up to the year's end, in the order the holdings' cost is replayed. */
  tradesThrough(db: Executor, bookId: number, year: number): Promise<TradeRow[]> {
    return queryRows<TradeRow>(
      db,
      sql`select t.holding_id, h.ticker, h.name, h.kind, a.name as account, t.side, t.traded_on::text as traded_on,
                 t.quantity::text as quantity, t.amount_cents
          from variable_income_trades t
          join variable_income_holdings h on h.id = t.holding_id and h.book_id = t.book_id
          join accounts a on a.id = h.account_id and a.book_id = h.book_id
          where t.book_id = ${bookId} and t.traded_on <= ${`${year}-12-31`}
          order by t.holding_id, t.traded_on, t.id`,
    );
  },

  dependents(db: Executor, bookId: number, year: number): Promise<Array<{ dependents: number }>> {
    return queryRows(
      db,
      sql`select dependents from income_tax_years where book_id = ${bookId} and year = ${year}`,
    );
  },

  async setDependents(db: Executor, bookId: number, year: number, dependents: number): Promise<void> {
    await db.execute(
      sql`insert into income_tax_years (book_id, year, dependents) values (${bookId}, ${year}, ${dependents})
          on conflict (book_id, year) do update set dependents = excluded.dependents`,
    );
  },

  /** Maps a category of the book (the caller checked it is one); null removes the mapping. */
  async setMapping(db: Executor, bookId: number, categoryId: number, code: string | null): Promise<void> {
    if (code === null) {
      await db.execute(
        sql`delete from category_tax_codes where book_id = ${bookId} and category_id = ${categoryId}`,
      );
      return;
    }
    await db.execute(
      sql`insert into category_tax_codes (book_id, category_id, code) values (${bookId}, ${categoryId}, ${code})
          on conflict (book_id, category_id) do update set code = excluded.code`,
    );
  },

  categoryType(db: Executor, bookId: number, categoryId: number): Promise<Array<{ type: string }>> {
    return queryRows(db, sql`select type from categories where id = ${categoryId} and book_id = ${bookId}`);
  },
};
