import { sql } from 'drizzle-orm';
import type { RecurringKind } from '../../../../common/contract/recurring';
import { type Executor, queryRows } from '../../../db/connect';
import { iso } from '../repository';

/** What the backup reads of the book's plans: its goals, fixed items and budgets (and the months budgeted). */

export interface GoalRow {
  id: number;
  name: string;
  type: string;
  targetAmount: number;
  initialAmount: number;
  strategy: string;
  accountId: number | null;
  categoryId: number | null;
  targetDate: string | null;
  plannedMonthlyAmount: number | null;
  recurringDay: number | null;
  priority: string;
  archivedAt: string | null;
  createdAt: string;
}

export interface RecurringRow {
  id: number;
  accountId: number;
  type: string;
  amount: number;
  description: string;
  categoryId: number | null;
  payeeId: number | null;
  intervalUnit: string;
  intervalCount: number;
  nextRun: string;
  dueDay: number;
  dueBusinessDay: number | null;
  lastRun: string | null;
  mode: string;
  notifyDays: number;
  variableAmount: boolean;
  kind: RecurringKind;
  maxAmount: number | null;
  capturedCode: string | null;
  createdAt: string;
}

export interface BudgetRow {
  categoryId: number;
  month: string;
  amount: number;
  rollover: boolean;
  createdAt: string;
}

export const plansExportRepository = {
  goals(db: Executor, bookId: number): Promise<GoalRow[]> {
    return queryRows<GoalRow>(
      db,
      sql`select id, name, type, target_amount as "targetAmount", initial_amount as "initialAmount", strategy,
                 account_id as "accountId", category_id as "categoryId", target_date as "targetDate",
                 planned_monthly_amount as "plannedMonthlyAmount", recurring_day as "recurringDay", priority,
                 ${iso('archived_at')} as "archivedAt", ${iso('created_at')} as "createdAt"
          from goals where book_id = ${bookId} order by id`,
    );
  },

  recurring(db: Executor, bookId: number): Promise<RecurringRow[]> {
    return queryRows<RecurringRow>(
      db,
      sql`select id, account_id as "accountId", type, amount, description, category_id as "categoryId",
                 payee_id as "payeeId", interval_unit as "intervalUnit", interval_count as "intervalCount",
                 next_run as "nextRun", due_day as "dueDay",
                 due_business_day as "dueBusinessDay", last_run as "lastRun", mode,
                 notify_days as "notifyDays", variable_amount as "variableAmount",
                 kind, max_amount as "maxAmount", captured_code as "capturedCode",
                 ${iso('created_at')} as "createdAt"
          from recurring where book_id = ${bookId} order by id`,
    );
  },

  budgetMonths(db: Executor, bookId: number): Promise<string[]> {
    return queryRows<{ month: string }>(
      db,
      sql`select month from budget_months where book_id = ${bookId} order by month`,
    ).then((rows) => rows.map((r) => r.month));
  },

  budgets(db: Executor, bookId: number): Promise<BudgetRow[]> {
    return queryRows<BudgetRow>(
      db,
      sql`select category_id as "categoryId", month, amount, rollover, ${iso('created_at')} as "createdAt"
          from budgets where book_id = ${bookId} order by id`,
    );
  },
};
