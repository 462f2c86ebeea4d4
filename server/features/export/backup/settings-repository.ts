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

export const settingsExportRepository = {
  incomeTaxBeneficiaries(db: Executor, bookId: number): Promise<Array<{ payeeId: number; person: number }>> {
    return queryRows(
      db,
      sql`select payee_id as "payeeId", person from income_tax_beneficiaries where book_id = ${bookId}
          order by payee_id`,
    );
  },

  incomeTaxYears(db: Executor, bookId: number): Promise<Array<{ year: number; dependents: number }>> {
    return queryRows(
      db,
      sql`select year, dependents from income_tax_years where book_id = ${bookId} order by year`,
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
