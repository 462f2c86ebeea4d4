// The reads of the declaration's figures: each a grouped statement over one year, whatever the number of rows.
import { sql } from 'drizzle-orm';
import { TAX_RECEIPTS_MAX } from '../../../common/contract/income-tax';
import { type Executor, queryRows } from '../../db/connect';
import { idArray } from '../../db/json-rows';

export interface MappedCategoryRow {
  id: number;
  name: string;
  type: 'receita' | 'despesa';
  code: string | null;
}

export interface LineRow {
  transaction_id: number;
  date: string;
  type: 'RECEITA' | 'DESPESA';
  category_id: number;
  payee_id: number | null;
  amount: number | string;
  name: string | null;
  document: string | null;
}

export interface ReceiptFileRow {
  transaction_id: number;
  description: string;
  content_type: string;
  key: string;
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

const yearBounds = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

export const incomeTaxRepository = {
  categories(db: Executor, bookId: number): Promise<MappedCategoryRow[]> {
    return queryRows<MappedCategoryRow>(
      db,
      // A subcategory without a code of its own is what its parent is in the declaration (Saúde's children are
      // health expenses); a code of its own wins.
      sql`select c.id, c.name, c.type, coalesce(m.code, pm.code) as code from categories c
          left join category_tax_codes m on m.category_id = c.id and m.book_id = c.book_id
          left join category_tax_codes pm on pm.category_id = c.parent_id and pm.book_id = c.book_id
          where c.book_id = ${bookId} order by c.type desc, lower(c.name), c.id`,
    );
  },

  /**
   * The year's lines (transaction_lines: a split's part under its own category) of the mapped categories, with their
   * payee. Filtered by the categories' ids, not joined to their codes: the ids reach both halves of the view and its
   * indexes by (book, category, date), where a join read the whole year (300 ms on the bench person's 20,000 rows).
   */
  mappedLines(db: Executor, bookId: number, year: number, categoryIds: number[]): Promise<LineRow[]> {
    if (categoryIds.length === 0) return Promise.resolve([]);
    const { from, to } = yearBounds(year);
    return queryRows<LineRow>(
      db,
      sql`select l.transaction_id, l.date::text as date, l.type, l.category_id, l.payee_id, l.amount,
                 p.name, p.document
          from transaction_lines l
          left join payees p on p.id = l.payee_id and p.book_id = l.book_id
          where l.book_id = ${bookId} and l.category_id = any(${idArray(categoryIds)}::bigint[])
            and l.date between ${from} and ${to}
          order by l.date, l.transaction_id`,
    );
  },

  /** Which of the transactions have a comprovante (one a person sees: not removed, not orphaned). */
  withAttachments(
    db: Executor,
    bookId: number,
    transactionIds: number[],
  ): Promise<Array<{ transaction_id: number }>> {
    if (transactionIds.length === 0) return Promise.resolve([]);
    return queryRows(
      db,
      sql`select distinct transaction_id from attachments
          where book_id = ${bookId} and transaction_id = any(${idArray(transactionIds)}::bigint[])
            and removed_at is null and orphaned_at is null`,
    );
  },

  descriptions(
    db: Executor,
    bookId: number,
    ids: number[],
  ): Promise<Array<{ id: number; description: string }>> {
    if (ids.length === 0) return Promise.resolve([]);
    return queryRows(
      db,
      sql`select id, description from transactions where book_id = ${bookId} and id = any(${idArray(ids)}::bigint[])`,
    );
  },

  /**
   * The comprovantes of these rows (those a person sees: not removed, not orphaned), with their row's description
   * and where their bytes are; never the bytes. The list is bounded: a row holds at most ATTACHMENTS_PER_TRANSACTION
   * comprovantes and the book's files at most BOOK_ATTACHMENTS_QUOTA_BYTES (common/contract/attachments.ts), which
   * bounds what a .zip of them streams. The quota counts bytes, not files, so at most TAX_RECEIPTS_MAX + 1 are read
   * (the one more tells the caller there are too many).
   */
  receiptFiles(db: Executor, bookId: number, transactionIds: number[]): Promise<ReceiptFileRow[]> {
    if (transactionIds.length === 0) return Promise.resolve([]);
    return queryRows<ReceiptFileRow>(
      db,
      sql`select a.transaction_id, t.description, a.content_type, a.key
          from attachments a
          join transactions t on t.id = a.transaction_id and t.book_id = a.book_id
          where a.book_id = ${bookId} and a.transaction_id = any(${idArray(transactionIds)}::bigint[])
            and a.removed_at is null and a.orphaned_at is null
          order by a.transaction_id, a.id
          limit ${TAX_RECEIPTS_MAX + 1}`,
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
          group by a.id, a.book_id order by lower(a.name), a.id`,
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

  /** Whom each payee's instrução was for, when not the titular. */
  beneficiaries(db: Executor, bookId: number): Promise<Array<{ payee_id: number; person: number }>> {
    return queryRows(
      db,
      sql`select payee_id, person from income_tax_beneficiaries where book_id = ${bookId}`,
    );
  },

  /** Sets whom a payee of the book's instrução is for (0: the titular, no row); false when not the book's payee. */
  async setBeneficiary(db: Executor, bookId: number, payeeId: number, person: number): Promise<boolean> {
    const [payee] = await queryRows<{ id: number }>(
      db,
      sql`select id from payees where id = ${payeeId} and book_id = ${bookId}`,
    );
    if (!payee) return false;
    await db.execute(
      person === 0
        ? sql`delete from income_tax_beneficiaries where book_id = ${bookId} and payee_id = ${payeeId}`
        : sql`insert into income_tax_beneficiaries (book_id, payee_id, person) values (${bookId}, ${payeeId}, ${person})
              on conflict (book_id, payee_id) do update set person = excluded.person`,
    );
    return true;
  },

  categoryType(db: Executor, bookId: number, categoryId: number): Promise<Array<{ type: string }>> {
    return queryRows(db, sql`select type from categories where id = ${categoryId} and book_id = ${bookId}`);
  },
};
