/**
 * A person's years of transactions planned in memory before any is written (generate-user.ts writes them): rows on
 * days at random, the income scaled to the spending, and the monthly top-ups of the accounts that spend.
 */
import { randomUUID } from 'node:crypto';
import {
  addBillMonths,
  billDates,
  billMonthFor,
  installmentAmounts,
  installmentDate,
} from '../../common/card-bills';
import { addDays, addMonths, firstDayOfMonth, splitIsoDate } from '../../common/dates';
import type { transactions } from '../../server/db/schema';
import { CARD_TERMS, EXPENSE_CATEGORIES, GOALS, INCOME_CATEGORIES } from './catalog';
import type { Random } from './random';

export interface UserPlan {
  transactions: number;
  years: number;
  payees: number;
  tags: number;
  today: string;
}

export type NewTransaction = typeof transactions.$inferInsert;

/** The person's lists as written: what the transactions, budgets, goals and fixed expenses refer to. */
export interface Lists {
  accountIds: number[];
  expenseIds: number[];
  payeeList: string[];
  payeeIds: number[];
  tagIds: number[];
  expenseCategory: Map<string, number>;
  incomeCategory: Map<string, number>;
}

/** What the transactions' plan reads. */
export interface PlanContext {
  bookId: number;
  plan: UserPlan;
  /** The first day of the person's history. */
  start: string;
  lists: Lists;
}

/** A transaction to write, with its tags and split parts (written once it has an id). */
export interface Planned {
  row: NewTransaction;
  tagIds: number[];
  splits: Array<{ amount: number; categoryId: number; description: string }>;
}

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

/**
 * Every transaction of the history, sorted by date (so ids follow time as they would): rows at random, the
 * income that keeps the checking account afloat, and the monthly top-ups of the accounts that spend.
 */
export function planTransactions(ctx: PlanContext, random: Random): Planned[] {
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

/** First days of the months from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** A goal's monthly contribution in cents; goal i has contributed for the last i + 2 months. */
export const contributionAmount = (goalIndex: number) => 20_000 + goalIndex * 5_000;

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
