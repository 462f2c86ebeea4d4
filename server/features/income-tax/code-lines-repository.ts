// The reads of the declaration's rendimentos and pagamentos: the year's lines of the categories mapped to a code,
// each a grouped statement over one year, whatever the number of rows.
import { sql } from 'drizzle-orm';
import { PAYEES_LISTED, TAX_RECEIPTS_MAX } from '../../../common/contract/income-tax';
import { isIncomeKind } from '../../../common/income-tax-declaration';
import { type Executor, queryRows } from '../../db/connect';
import { documentArray, idArray } from '../../db/json-rows';
import type { MonthMoney } from './carne-leao';
import { yearBounds } from './repository';

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

/** One code and payee's money in the year, among its code's PAYEES_LISTED largest. */
export interface ListedPartyRow {
  code: string;
  payee_id: number | null;
  name: string | null;
  document: string | null;
  cents: number | string;
  count: number | string;
}

/** A code's money in the year for one person of its instrução (0 the titular, and every other code), and payees. */
export interface CodeTotalRow {
  code: string;
  person: number | string;
  cents: number | string;
  payees: number | string;
}

/** A row the declaration will ask more of: its largest line's code and payee, and what it lacks. */
export interface PendingRow {
  transaction_id: number;
  date: string;
  description: string;
  cents: number | string;
  code: string;
  payee_id: number | null;
  payee: string | null;
  no_payee: boolean;
  no_document: boolean;
  no_receipt: boolean;
  count: number | string;
}

/** Incomes the declaration asks the payer's CPF/CNPJ of. */
const BY_SOURCE = ['tributavel_pj', 'carne_leao'];

/**
 * The year's lines of the mapped categories that count, each with its category's code: an income kind's receitas, a
 * payment code's despesas (a refund in an expense category is left out, as the declaration counts what was paid).
 * Filtered by the categories' ids, as mappedLines, to reach the view's indexes.
 */
function countedLines(bookId: number, year: number, codes: ReadonlyMap<number, string>) {
  const { from, to } = yearBounds(year);
  const ids = [...codes.keys()];
  const names = ids.map((id) => codes.get(id) as string);
  const types = names.map((code) => (isIncomeKind(code) ? 'RECEITA' : 'DESPESA'));
  // The codes and types are the declaration's own words (no comma, quote or brace): one literal each.
  return sql`select c.code, l.payee_id, l.amount, l.date, l.transaction_id
             from transaction_lines l
             join unnest(${idArray(ids)}::bigint[], ${`{${names.join(',')}}`}::text[], ${`{${types.join(',')}}`}::text[])
               as c(category_id, code, type) on c.category_id = l.category_id and c.type = l.type
             where l.book_id = ${bookId} and l.category_id = any(${idArray(ids)}::bigint[])
               and l.date between ${from} and ${to}`;
}

export const codeLinesRepository = {
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

  /**
   * Each code's PAYEES_LISTED largest payees of the year (the lines without a payee are one), added up in the
   * database: what the page lists is bounded whatever the number of payees; totalsByCode has the sums over all.
   */
  listedParties(
    db: Executor,
    bookId: number,
    year: number,
    codes: ReadonlyMap<number, string>,
  ): Promise<ListedPartyRow[]> {
    if (codes.size === 0) return Promise.resolve([]);
    return queryRows<ListedPartyRow>(
      db,
      sql`select code, payee_id, name, document, cents, count from (
            select g.code, g.payee_id, p.name, p.document, g.cents, g.count,
                   row_number() over (partition by g.code order by g.cents desc, p.name, g.payee_id) as place
            from (select code, payee_id, sum(amount) as cents, count(*) as count
                  from (${countedLines(bookId, year, codes)}) lines group by code, payee_id) g
            left join payees p on p.id = g.payee_id and p.book_id = ${bookId}
          ) ranked
          where place <= ${PAYEES_LISTED}
          order by code, place`,
    );
  },

  /** Each code's money of the year over every line, by whom an instrução was for (0 the titular), and its payees. */
  totalsByCode(
    db: Executor,
    bookId: number,
    year: number,
    codes: ReadonlyMap<number, string>,
  ): Promise<CodeTotalRow[]> {
    if (codes.size === 0) return Promise.resolve([]);
    return queryRows<CodeTotalRow>(
      db,
      sql`select l.code, coalesce(b.person, 0) as person, sum(l.amount) as cents,
                 count(distinct coalesce(l.payee_id, 0)) as payees
          from (${countedLines(bookId, year, codes)}) l
          left join income_tax_beneficiaries b on b.payee_id = l.payee_id and b.book_id = ${bookId}
          group by l.code, coalesce(b.person, 0)
          order by l.code`,
    );
  },

  /**
   * The year's taxable income from PJ (tributavel_pj lines) of the payees with these CPFs/CNPJs, by document: the
   * rows an informe of that source replaces in the declaration.
   */
  async taxableOfDocuments(
    db: Executor,
    bookId: number,
    year: number,
    codes: ReadonlyMap<number, string>,
    documents: readonly string[],
  ): Promise<Map<string, number>> {
    const taxable = new Map([...codes].filter(([, code]) => code === 'tributavel_pj'));
    if (taxable.size === 0 || documents.length === 0) return new Map();
    const rows = await queryRows<{ document: string; cents: number | string }>(
      db,
      sql`select p.document, sum(l.amount) as cents
          from (${countedLines(bookId, year, taxable)}) l
          join payees p on p.id = l.payee_id and p.book_id = ${bookId}
          where p.document = any(${documentArray(documents)}::text[])
          group by p.document`,
    );
    return new Map(rows.map((r) => [r.document, Number(r.cents)]));
  },

  /** The Carnê-Leão's money by month: its incomes and the pensão paid (what carne-leao.ts works the DARFs from). */
  async carneLeaoMoney(
    db: Executor,
    bookId: number,
    year: number,
    codes: ReadonlyMap<number, string>,
  ): Promise<MonthMoney[]> {
    const monthly = new Map([...codes].filter(([, code]) => code === 'carne_leao' || code === '33'));
    if (monthly.size === 0) return [];
    const rows = await queryRows<{ code: string; month: string; cents: number | string }>(
      db,
      sql`select code, to_char(date, 'YYYY-MM') as month, sum(amount) as cents
          from (${countedLines(bookId, year, monthly)}) l group by code, month order by code, month`,
    );
    return rows.map((r) => ({ code: r.code, month: r.month, cents: Number(r.cents) }));
  },

  /**
   * What the declaration will ask that the rows lack, oldest first, each row as its largest line says: a deductible
   * payment's payee, its CPF/CNPJ or its comprovante (one a person sees); an income's payer or the payer's CPF/CNPJ
   * (a salary's CNPJ, a tenant's CPF). The first `shown`, each with how many there are in all.
   */
  pending(
    db: Executor,
    bookId: number,
    year: number,
    codes: ReadonlyMap<number, string>,
    shown: number,
  ): Promise<PendingRow[]> {
    const asked = new Map([...codes].filter(([, code]) => !isIncomeKind(code) || BY_SOURCE.includes(code)));
    if (asked.size === 0) return Promise.resolve([]);
    return queryRows<PendingRow>(
      db,
      sql`select r.transaction_id, r.date::text as date, t.description, r.cents, r.code, r.payee_id, r.payee,
                 r.no_payee, r.no_document, r.no_receipt, r.count
          from (
            select r.*, count(*) over () as count from (
              select r.*, p.name as payee, r.payee_id is null as no_payee,
                     r.payee_id is not null and p.document is null as no_document,
                     r.code <> all(${`{${BY_SOURCE.join(',')}}`}::text[]) and not exists (
                       select 1 from attachments a
                       where a.book_id = ${bookId} and a.transaction_id = r.transaction_id
                         and a.removed_at is null and a.orphaned_at is null) as no_receipt
              from (select distinct on (l.transaction_id) l.transaction_id, l.date, l.amount as cents, l.code,
                           l.payee_id
                    from (${countedLines(bookId, year, asked)}) l
                    order by l.transaction_id, l.amount desc) r
              left join payees p on p.id = r.payee_id and p.book_id = ${bookId}
            ) r
            where r.no_payee or r.no_document or r.no_receipt
            order by r.date, r.transaction_id
            limit ${shown}
          ) r
          join transactions t on t.id = r.transaction_id and t.book_id = ${bookId}
          order by r.date, r.transaction_id`,
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
};
