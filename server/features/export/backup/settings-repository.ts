import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/connect';
import { iso } from '../repository';

/**
 * What the backup reads of how the book is set up: its rules, the card bills whose dates the bank moved, and the
 * declaration's settings (each year's dependents, whom a payee's instrução was for).
 */

export interface RuleRow {
  id: number;
  name: string;
  position: number;
  conditions: unknown[];
  categoryId: number | null;
  payeeId: number | null;
  description: string | null;
  tagIds: number[];
  createdAt: string;
}

export interface CardBillRow {
  accountId: number;
  month: string;
  closingDate: string;
  dueDate: string;
}

export interface IncomeTaxYearRow {
  year: number;
  dependents: number;
  carneLeaoPaidCents: number | string | null;
}

/** An informe's row, its money in cents (bigint: a string on some drivers). */
export interface IncomeTaxStatementRow {
  year: number;
  person: number;
  payerName: string;
  payerDocument: string;
  taxableCents: number | string;
  officialPensionCents: number | string;
  withheldCents: number | string;
  thirteenthCents: number | string;
  thirteenthWithheldCents: number | string;
  plrCents: number | string;
  plrWithheldCents: number | string;
  exemptCents: number | string;
}

export const settingsExportRepository = {
  incomeTaxBeneficiaries(db: Executor, bookId: number): Promise<Array<{ payeeId: number; person: number }>> {
    return queryRows(
      db,
      sql`select payee_id as "payeeId", person from income_tax_beneficiaries where book_id = ${bookId}
          order by payee_id`,
    );
  },

  incomeTaxYears(db: Executor, bookId: number): Promise<IncomeTaxYearRow[]> {
    return queryRows(
      db,
      sql`select year, dependents, carne_leao_paid_cents as "carneLeaoPaidCents"
          from income_tax_years where book_id = ${bookId} order by year`,
    );
  },

  /** The informes de rendimentos (at most MAX_STATEMENTS_PER_BOOK), by year. */
  incomeTaxStatements(db: Executor, bookId: number): Promise<IncomeTaxStatementRow[]> {
    return queryRows(
      db,
      sql`select year, person, payer_name as "payerName", payer_document as "payerDocument",
                 taxable_cents as "taxableCents", official_pension_cents as "officialPensionCents",
                 withheld_cents as "withheldCents", thirteenth_cents as "thirteenthCents",
                 thirteenth_withheld_cents as "thirteenthWithheldCents", plr_cents as "plrCents",
                 plr_withheld_cents as "plrWithheldCents", exempt_cents as "exemptCents"
          from income_tax_statements where book_id = ${bookId} order by year, person, id`,
    );
  },

  async rules(db: Executor, bookId: number): Promise<RuleRow[]> {
    const rows = await queryRows<RuleRow>(
      db,
      sql`select r.id, r.name, r.position, r.conditions, r.category_id as "categoryId", r.payee_id as "payeeId",
                 r.description,
                 coalesce((select array_agg(rt.tag_id order by rt.tag_id) from rule_tags rt
                           where rt.rule_id = r.id and rt.book_id = r.book_id), '{}') as "tagIds",
                 ${iso('r.created_at')} as "createdAt"
          from rules r where r.book_id = ${bookId} order by r.position, r.id`,
    );
    return rows.map((r) => ({ ...r, tagIds: r.tagIds.map(Number) }));
  },

  cardBills(db: Executor, bookId: number): Promise<CardBillRow[]> {
    return queryRows<CardBillRow>(
      db,
      sql`select account_id as "accountId", month, closing_date::text as "closingDate", due_date::text as "dueDate"
          from card_bills where book_id = ${bookId} order by account_id, month`,
    );
  },
};
