/**
 * One heavy person's years of data, written with bulk inserts that produce the same rows the API would (used by
 * scripts/seed.ts and the bench): their lists, the transactions planned by plan-transactions.ts, budgets, goals
 * and fixed expenses.
 */
import { randomUUID } from 'node:crypto';
import { addDays, addMonths, firstDayOfMonth } from '../../common/dates';
import { STARTER_TAX_MAPPINGS } from '../../common/income-tax-declaration';
import type { Db } from '../../server/db/connect';
import {
  accounts,
  budgets,
  categories,
  categoryTaxCodes,
  goals,
  payees,
  recurring,
  tags,
  transactionSplits,
  transactions,
  transactionTags,
} from '../../server/db/schema';
import { ledger } from '../../server/features/ledger/ledger';
import { ACCOUNTS, EXPENSE_CATEGORIES, GOALS, INCOME_CATEGORIES, payeeNames, tagNames } from './catalog';
import {
  contributionAmount,
  type Lists,
  monthsBetween,
  type NewTransaction,
  type Planned,
  planTransactions,
  type UserPlan,
} from './plan-transactions';
import type { Random } from './random';

const BATCH = 2000;

async function insertReturningIds<T>(
  db: Db,
  table: Parameters<Db['insert']>[0],
  rows: T[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const inserted = (await db
      .insert(table)
      .values(rows.slice(i, i + BATCH) as never)
      .returning()) as Array<{ id: number }>;
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

async function insertAll<T>(db: Db, table: Parameters<Db['insert']>[0], rows: T[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH)
    await db.insert(table).values(rows.slice(i, i + BATCH) as never);
}

/**
 * Writes one realistic user's data with bulk inserts that produce the same rows the API would: accounts,
 * categories, payees, tags, transactions (with splits, tags and transfers), budgets, goals with contributions
 * and fixed expenses.
 */
export async function generateUserData(
  db: Db,
  bookId: number,
  plan: UserPlan,
  random: Random,
): Promise<number> {
  const start = addDays(addMonths(plan.today, -12 * plan.years), 1);
  const lists = await insertLists(db, bookId, plan, start);
  const planned = planTransactions({ bookId, plan, start, lists }, random);
  await insertPlanned(db, bookId, planned);
  await insertBudgets(db, bookId, plan, start, lists, planned);
  await insertGoals(db, bookId, plan, lists);
  await insertFixedExpenses(db, bookId, plan, lists);
  await ledger.rebuildTotals(db, bookId);
  return planned.length;
}

/** Accounts, categories, payees and tags. */
async function insertLists(db: Db, bookId: number, plan: UserPlan, start: string): Promise<Lists> {
  const accountIds = await insertReturningIds(
    db,
    accounts,
    ACCOUNTS.map((a) => ({
      bookId,
      name: a.name,
      type: a.type,
      openingBalance: a.opening,
      // Registered when their history begins, as by a person who brought it: the opening balances count from then
      // in the net worth (server/features/net-worth/repository.ts).
      createdAt: new Date(`${start}T12:00:00Z`),
      ...('card' in a ? a.card : {}),
    })),
  );
  const expenseIds = await insertReturningIds(
    db,
    categories,
    EXPENSE_CATEGORIES.map(([name]) => ({ bookId, name, type: 'despesa' })),
  );
  const incomeIds = await insertReturningIds(
    db,
    categories,
    INCOME_CATEGORIES.map(([name]) => ({ bookId, name, type: 'receita' })),
  );
  // What a person's starter categories are in the declaration (server/features/categories/starter-set.ts).
  const mapped = [
    ...EXPENSE_CATEGORIES.map(([name], i) => ({
      id: expenseIds[i],
      code: STARTER_TAX_MAPPINGS[`${name}|despesa`],
    })),
    ...INCOME_CATEGORIES.map(([name], i) => ({
      id: incomeIds[i],
      code: STARTER_TAX_MAPPINGS[`${name}|receita`],
    })),
  ].filter((m) => m.id !== undefined && m.code !== undefined);
  if (mapped.length > 0) {
    await db
      .insert(categoryTaxCodes)
      .values(mapped.map((m) => ({ bookId, categoryId: m.id as number, code: m.code as string })));
  }
  const payeeList = payeeNames(plan.payees);
  const payeeIds = await insertReturningIds(
    db,
    payees,
    payeeList.map((name) => ({ bookId, name })),
  );
  const tagIds = await insertReturningIds(
    db,
    tags,
    tagNames(plan.tags).map((name) => ({ bookId, name })),
  );
  const expenseCategory = new Map(EXPENSE_CATEGORIES.map(([name], i) => [name, expenseIds[i] as number]));
  const incomeCategory = new Map(INCOME_CATEGORIES.map(([name], i) => [name, incomeIds[i] as number]));
  return { accountIds, expenseIds, payeeList, payeeIds, tagIds, expenseCategory, incomeCategory };
}

/** The planned rows, a batch at a time, then each batch's tags and split parts under the rows' new ids. */
async function insertPlanned(db: Db, bookId: number, planned: Planned[]): Promise<void> {
  for (let i = 0; i < planned.length; i += BATCH) {
    const batch = planned.slice(i, i + BATCH);
    const ids = await insertReturningIds(
      db,
      transactions,
      batch.map((p) => p.row),
    );
    const tagRows = batch.flatMap((p, j) =>
      p.tagIds.map((tagId) => ({ bookId, transactionId: ids[j] as number, tagId })),
    );
    const splitRows = batch.flatMap((p, j) =>
      p.splits.map((s) => ({
        bookId,
        transactionId: ids[j] as number,
        amount: s.amount,
        categoryId: s.categoryId,
        description: s.description,
      })),
    );
    if (tagRows.length) await insertAll(db, transactionTags, tagRows);
    if (splitRows.length) await insertAll(db, transactionSplits, splitRows);
  }
}

/**
 * 24 months of budgets for the usual expense categories, each a little above what the category spends in an
 * average month, so a month shows the usual mix of categories within, near and over their budget.
 */
async function insertBudgets(
  db: Db,
  bookId: number,
  plan: UserPlan,
  start: string,
  { expenseCategory }: Lists,
  planned: Planned[],
): Promise<void> {
  const budgetRows: Array<typeof budgets.$inferInsert> = [];
  const thisMonth = firstDayOfMonth(plan.today);
  const spent = spendingByCategory(planned);
  const periodMonths = Math.max(1, monthsBetween(firstDayOfMonth(start), thisMonth).length);
  for (let m = -23; m <= 0; m++) {
    const month = addMonths(thisMonth, m);
    for (const [name, typical, weight] of EXPENSE_CATEGORIES.slice(0, 15)) {
      const categoryId = expenseCategory.get(name) as number;
      const average = (spent.get(categoryId) ?? 0) / periodMonths;
      const fallback = typical * 100 * Math.max(1, weight);
      budgetRows.push({
        bookId,
        categoryId,
        month,
        // Whole tens of reais, as a person would set them.
        amount: Math.max(1_000, Math.round(((average || fallback) * 1.05) / 1_000) * 1_000),
        rollover: name === 'Supermercado',
      });
    }
  }
  await insertAll(db, budgets, budgetRows);
}

/** Ten goals, each with monthly contributions (transfers linked to the goal). */
async function insertGoals(db: Db, bookId: number, plan: UserPlan, { accountIds }: Lists): Promise<void> {
  const [checking, savings] = accountIds as [number, number];
  const thisMonth = firstDayOfMonth(plan.today);
  const goalIds = await insertReturningIds(
    db,
    goals,
    GOALS.map((name, i) => ({
      bookId,
      name,
      type: name.startsWith('Quitar') ? 'quitar_divida' : 'poupanca',
      targetAmount: (i + 1) * 500_000,
      initialAmount: i * 10_000,
      accountId: savings,
      targetDate: addMonths(plan.today, 6 + i * 3),
      priority: (['alta', 'media', 'baixa'] as const)[i % 3],
      recurringDay: 5 + i,
    })),
  );
  const contributions: NewTransaction[] = [];
  goalIds.forEach((goalId, i) => {
    for (let m = -(i + 2); m <= -1; m++) {
      const transferId = randomUUID();
      const common = {
        bookId,
        amount: contributionAmount(i),
        date: addMonths(thisMonth, m, 5 + i),
        description: `Aporte: ${GOALS[i]}`,
        status: 'CLEARED',
        transferId,
        goalId,
      };
      contributions.push({ ...common, accountId: checking, type: 'DESPESA' });
      contributions.push({ ...common, accountId: savings, type: 'RECEITA' });
    }
  });
  await insertAll(db, transactions, contributions);
}

/** Twenty fixed expenses, half automatic. */
async function insertFixedExpenses(db: Db, bookId: number, plan: UserPlan, lists: Lists): Promise<void> {
  const { accountIds, expenseCategory, payeeIds } = lists;
  const [checking, , card] = accountIds as [number, number, number];
  const thisMonth = firstDayOfMonth(plan.today);
  const fixed = EXPENSE_CATEGORIES.filter(([, , w]) => w <= 2).slice(0, 20);
  await insertAll(
    db,
    recurring,
    fixed.map(([name, typical], i) => {
      const dueDay = ((i * 3) % 28) + 1;
      return {
        bookId,
        accountId: i % 4 === 0 ? card : checking,
        amount: Math.round(typical * 100),
        description: name,
        categoryId: expenseCategory.get(name),
        payeeId: payeeIds[i % payeeIds.length],
        nextRun: addMonths(thisMonth, 1, dueDay),
        dueDay,
        lastRun: addMonths(thisMonth, 0, dueDay),
        mode: i % 2 === 0 ? 'automatic' : 'manual',
        notifyDays: 3,
      };
    }),
  );
}

/** Cents spent per category over the planned rows (split parts under their own categories). */
function spendingByCategory(
  planned: Array<{ row: NewTransaction; splits: Array<{ amount: number; categoryId: number }> }>,
): Map<number, number> {
  const spent = new Map<number, number>();
  const add = (categoryId: number | null | undefined, amount: number) => {
    if (categoryId) spent.set(categoryId, (spent.get(categoryId) ?? 0) + amount);
  };
  for (const { row, splits } of planned) {
    if (row.type !== 'DESPESA' || row.transferId) continue;
    if (splits.length === 0) add(row.categoryId, row.amount);
    for (const split of splits) add(split.categoryId, split.amount);
  }
  return spent;
}
