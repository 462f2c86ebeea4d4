import { randomUUID } from 'node:crypto';
import {
  addBillMonths,
  billDates,
  billMonthFor,
  installmentAmounts,
  installmentDate,
} from '../../common/card-bills';
import { addDays, addMonths, firstDayOfMonth, splitIsoDate } from '../../common/dates';
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
import {
  ACCOUNTS,
  CARD_TERMS,
  EXPENSE_CATEGORIES,
  GOALS,
  INCOME_CATEGORIES,
  payeeNames,
  tagNames,
} from './catalog';
import type { Random } from './random';

export interface UserPlan {
  transactions: number;
  years: number;
  payees: number;
  tags: number;
  today: string;
}

type NewTransaction = typeof transactions.$inferInsert;

const BATCH = 2000;

/** Weighted choice over [name, typical, weight] rows. */
function weighted<T extends [string, number, number]>(rows: T[], random: Random): T {
  const total = rows.reduce((sum, r) => sum + r[2], 0);
  let n = random.next() * total;
  for (const row of rows) {
    n -= row[2];
    if (n <= 0) return row;
  }
  return rows[rows.length - 1] as T;
}

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

/** The person's lists as written: what the transactions, budgets, goals and fixed expenses refer to. */
interface Lists {
  accountIds: number[];
  expenseIds: number[];
  payeeList: string[];
  payeeIds: number[];
  tagIds: number[];
  expenseCategory: Map<string, number>;
  incomeCategory: Map<string, number>;
}

/** What the transactions' plan reads. */
interface PlanContext {
  bookId: number;
  plan: UserPlan;
  /** The first day of the person's history. */
  start: string;
  lists: Lists;
}

/** A transaction to write, with its tags and split parts (written once it has an id). */
interface Planned {
  row: NewTransaction;
  tagIds: number[];
  splits: Array<{ amount: number; categoryId: number; description: string }>;
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

/**
 * Every transaction of the history, sorted by date (so ids follow time as they would): rows at random, the
 * income that keeps the checking account afloat, and the monthly top-ups of the accounts that spend.
 */
function planTransactions(ctx: PlanContext, random: Random): Planned[] {
  const { bookId, plan, start, lists } = ctx;
  const { accountIds, expenseCategory } = lists;
  const [checking, , card, wallet] = accountIds as [number, number, number, number];
  // Months whose bills are paid within the period: the card, the wallet and the digital account are topped up
  // from the checking account each month (two rows a month each), when that fits in a tenth of the rows.
  const settledAccounts = [card, wallet, accountIds[6] as number];
  const settledMonths = monthsBetween(firstDayOfMonth(start), addMonths(firstDayOfMonth(plan.today), -1));
  const settlementRows = 2 * settledAccounts.length * settledMonths.length;
  const settles = settlementRows * 10 <= plan.transactions;
  const randomRows = settles ? plan.transactions - settlementRows : plan.transactions;
  const planned = plannedAtRandom(ctx, randomRows, random);
  // What leaves the checking account for savings: the goals' contributions (written below).
  const contributed = GOALS.reduce((sum, _goal, i) => sum + (i + 2) * contributionAmount(i), 0);
  balanceIncome(planned, checking, contributed);
  if (settles) {
    const paying = {
      bookId,
      checking,
      card,
      accounts: settledAccounts,
      months: settledMonths,
      today: plan.today,
    };
    planned.push(...settlements(planned, paying));
    // A month without spending on an account needs no top-up: the rows left go to this (open) month.
    while (planned.length < plan.transactions) {
      const [categoryName, typical] = weighted(EXPENSE_CATEGORIES, random);
      const date = addDays(firstDayOfMonth(plan.today), random.int(0, 27));
      planned.push({
        row: {
          bookId,
          accountId: checking,
          type: 'DESPESA',
          amount: random.amount(typical),
          date: date > plan.today ? plan.today : date,
          description: categoryName,
          categoryId: expenseCategory.get(categoryName),
          status: 'CLEARED',
        },
        tagIds: [],
        splits: [],
      });
    }
  }
  planned.sort((a, b) => (a.row.date < b.row.date ? -1 : a.row.date > b.row.date ? 1 : 0));
  return planned;
}

/**
 * `randomRows` rows on days at random over the history: transfers, incomes, expenses (some with a payee, tags or a
 * split part) and card purchases in installments.
 */
function plannedAtRandom(ctx: PlanContext, randomRows: number, random: Random): Planned[] {
  const { bookId, plan, start, lists } = ctx;
  const { accountIds, expenseIds, payeeList, payeeIds, tagIds, expenseCategory, incomeCategory } = lists;
  const [checking, savings, card, wallet] = accountIds as [number, number, number, number];
  const cardDates = (month: string) => billDates(month, CARD_TERMS.closingDay, CARD_TERMS.dueDay);
  const spendingAccounts = [checking, checking, checking, card, card, wallet, accountIds[6] as number];

  const { year: sy, month: sm, day: sd } = splitIsoDate(start);
  const startMs = Date.UTC(sy, sm - 1, sd);
  const span = Math.max(1, Math.round((Date.UTC(...todayParts(plan.today)) - startMs) / 86_400_000));
  const randomDate = () => {
    const d = new Date(startMs + random.int(0, span) * 86_400_000);
    return d.toISOString().slice(0, 10);
  };

  const planned: Planned[] = [];
  while (planned.length < randomRows) {
    const date = randomDate();
    const roll = random.next();
    if (roll < 0.03 && planned.length + 2 <= randomRows) {
      const transferId = randomUUID();
      const amount = random.amount(500);
      const from = random.pick([checking, checking, accountIds[6] as number]);
      const to = random.pick([savings, card, accountIds[5] as number, accountIds[7] as number]);
      const common = { bookId, amount, date, description: 'Transferência', status: 'CLEARED', transferId };
      planned.push({ row: { ...common, accountId: from, type: 'DESPESA' }, tagIds: [], splits: [] });
      planned.push({ row: { ...common, accountId: to, type: 'RECEITA' }, tagIds: [], splits: [] });
      continue;
    }
    const income = roll < 0.15;
    const [categoryName, typical] = income
      ? weighted(INCOME_CATEGORIES, random)
      : weighted(EXPENSE_CATEGORIES, random);
    const amount = random.amount(typical);
    const payeeIndex = random.int(0, payeeList.length - 1);
    const withPayee = !income && random.chance(0.8);
    const splits: Planned['splits'] = [];
    if (!income && amount > 4000 && random.chance(0.05)) {
      const part = Math.round(amount * (0.2 + random.next() * 0.3));
      splits.push({ amount: part, categoryId: random.pick(expenseIds), description: 'Parte da compra' });
    }
    const chosenTags = random.chance(0.3)
      ? [...new Set([random.pick(tagIds), ...(random.chance(0.3) ? [random.pick(tagIds)] : [])])]
      : [];
    const accountId = income ? checking : random.pick(spendingAccounts);
    // Some larger card purchases are in installments (2x to 10x), as Brazilians buy.
    const count = random.int(2, 10);
    if (accountId === card && amount >= 20_000 && splits.length === 0 && random.chance(0.25)) {
      if (planned.length + count > randomRows) continue;
      const group = randomUUID();
      const first = billMonthFor(date, cardDates);
      installmentAmounts(amount, count).forEach((part, i) => {
        planned.push({
          row: {
            bookId,
            accountId,
            type: 'DESPESA',
            amount: part,
            date: installmentDate(date, i + 1),
            description: categoryName,
            categoryId: expenseCategory.get(categoryName),
            status: 'CLEARED',
            billMonth: i === 0 ? null : addBillMonths(first, i),
            installmentGroup: group,
            installmentNumber: i + 1,
            installmentCount: count,
          },
          tagIds: chosenTags,
          splits: [],
        });
      });
      continue;
    }
    planned.push({
      row: {
        bookId,
        accountId,
        type: income ? 'RECEITA' : 'DESPESA',
        amount,
        date,
        description: withPayee ? `${categoryName} - ${payeeList[payeeIndex]}` : categoryName,
        categoryId: income ? incomeCategory.get(categoryName) : expenseCategory.get(categoryName),
        payeeId: withPayee ? payeeIds[payeeIndex] : null,
        status:
          date >= addDays(plan.today, -5) && random.chance(0.3)
            ? 'PENDING'
            : random.chance(0.08)
              ? 'RECONCILED'
              : 'CLEARED',
        splitAmount: splits.reduce((sum, s) => sum + s.amount, 0),
      },
      tagIds: chosenTags,
      splits,
    });
  }
  return planned;
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

/** First days of the months from `from` to `to`, both included. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) months.push(m);
  return months;
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

/** A goal's monthly contribution in cents; goal i has contributed for the last i + 2 months. */
const contributionAmount = (goalIndex: number) => 20_000 + goalIndex * 5_000;

/**
 * Scales the incomes so the period earns 5% more than it spends and moves to savings (transfers out of the
 * checking account and the goals' contributions), as a household that saves a little: random categories
 * alone give incomes unrelated to the spending, and balances in the tens of millions.
 */
function balanceIncome(planned: Array<{ row: NewTransaction }>, checking: number, contributed: number): void {
  let income = 0;
  let outgoing = contributed;
  for (const { row } of planned) {
    if (!row.transferId) {
      if (row.type === 'RECEITA') income += row.amount;
      else outgoing += row.amount;
    } else if (row.type === 'DESPESA' && row.accountId === checking) outgoing += row.amount;
  }
  if (income === 0 || outgoing === 0) return;
  const factor = (outgoing * 1.05) / income;
  for (const { row } of planned) {
    if (!row.transferId && row.type === 'RECEITA') row.amount = Math.max(1, Math.round(row.amount * factor));
  }
}

/**
 * Each settled account's spending paid from the checking account, so those balances stay near zero: the wallet's
 * and the digital account's month on the 10th of the next month; the card's bill on its due date once that has
 * come, pinned to the bill (bills not yet due are left to pay, as they would be).
 */
function settlements(
  planned: Array<{ row: NewTransaction }>,
  s: { bookId: number; checking: number; card: number; accounts: number[]; months: string[]; today: string },
): Array<{ row: NewTransaction; tagIds: number[]; splits: [] }> {
  const cardDates = (month: string) => billDates(month, CARD_TERMS.closingDay, CARD_TERMS.dueDay);
  const net = new Map<string, number>();
  for (const { row } of planned) {
    if (!s.accounts.includes(row.accountId)) continue;
    const period =
      row.accountId === s.card
        ? `${row.billMonth ?? billMonthFor(row.date, cardDates)}-01`
        : firstDayOfMonth(row.date);
    const key = `${row.accountId} ${period}`;
    net.set(key, (net.get(key) ?? 0) + (row.type === 'DESPESA' ? row.amount : -row.amount));
  }
  const rows: Array<{ row: NewTransaction; tagIds: number[]; splits: [] }> = [];
  const thisMonth = firstDayOfMonth(s.today);
  for (const month of [...s.months, thisMonth]) {
    for (const accountId of s.accounts) {
      const isCard = accountId === s.card;
      // This month's bill may already be due; the other accounts are topped up next month.
      if (month === thisMonth && !isCard) continue;
      const amount = net.get(`${accountId} ${month}`) ?? 0;
      if (amount <= 0) continue;
      const due = isCard ? cardDates(month.slice(0, 7)).due_date : addMonths(month, 1, 10);
      if (isCard && due > s.today) continue;
      const common = {
        bookId: s.bookId,
        amount,
        date: due > s.today ? s.today : due,
        description: isCard ? 'Pagamento da fatura' : 'Transferência',
        status: 'CLEARED',
        transferId: randomUUID(),
      };
      rows.push({ row: { ...common, accountId: s.checking, type: 'DESPESA' }, tagIds: [], splits: [] });
      rows.push({
        row: { ...common, accountId, type: 'RECEITA', billMonth: isCard ? month.slice(0, 7) : null },
        tagIds: [],
        splits: [],
      });
    }
  }
  return rows;
}

function todayParts(iso: string): [number, number, number] {
  const { year, month, day } = splitIsoDate(iso);
  return [year, month - 1, day];
}
