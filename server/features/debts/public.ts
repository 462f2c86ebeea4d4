// What the debts offer the other features: what they owe on given days (the net worth's dívidas), the instalments
// their payment accounts still have to pay (the forecast's), and whether a contract can be scheduled (the backup's
// check).
import { type LoanRow, loanTermsProblem } from '../../../common/loans';
import { sumCents } from '../../../common/money';
import type { Executor } from '../../db/connect';
import { ownTurn, type Turn } from '../../threads/turns';
import { debtsRepository as repo } from './repository';
import {
  assemble,
  type DebtTermsSource,
  openRowsBy,
  owedOnEach,
  type PrepaymentTermsSource,
  termsOf,
} from './schedule';

/**
 * Why a debt's contract with these prepayments cannot be scheduled (common/loans.ts's words), or null: what a
 * backup's debt must pass before it is written, as the form's must.
 */
export function debtTermsProblem(
  debt: DebtTermsSource,
  prepayments: readonly PrepaymentTermsSource[],
): string | null {
  return loanTermsProblem(termsOf(debt, prepayments));
}

/**
 * The debts `rows` with their prepayments and the expenses that paid them, as schedules (schedule.ts's assemble):
 * two set-based reads for all of them, whatever their number.
 */
async function scheduled(
  db: Executor,
  bookId: number,
  rows: Parameters<typeof assemble>[0],
  turn: Turn = ownTurn,
): ReturnType<typeof assemble> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [prepayments, payments] = await Promise.all([
    repo.prepayments(db, bookId, ids),
    repo.payments(db, bookId, ids),
  ]);
  return assemble(rows, prepayments, payments, turn);
}

/** A debt and what it owes on each date asked. */
export interface DebtOwed {
  name: string;
  lender: string | null;
  owedCents: number[];
}

/**
 * What each of the book's debts owes on each date (same order as `dates`): the contract's balance plus the
 * principal of its instalments due and not paid by that date, by the date of the expense that paid each
 * (schedule.ts's owedOnEach, the Dívidas page's figure). What the ledger cannot say: a financing's money never passed
 * through an account. Each schedule is walked once for all the dates.
 */
export async function debtsOwedEach(
  db: Executor,
  bookId: number,
  dates: string[],
  turn: Turn = ownTurn,
): Promise<DebtOwed[]> {
  // Its reads start on a turn of their own: on PGlite, reads queued together run back to back in one stretch of
  // the event loop (the heaviest person's net worth held it 1.4 s with every part's reads at once).
  await turn();
  return (await scheduled(db, bookId, await repo.list(db, bookId), turn)).map((debt) => ({
    name: debt.row.name,
    lender: debt.row.lender,
    owedCents: owedOnEach(debt, dates),
  }));
}

/** What the book's debts owe on each date, summed (the net worth's dívidas). */
export async function debtsOwedOn(
  db: Executor,
  bookId: number,
  dates: string[],
  turn: Turn = ownTurn,
): Promise<number[]> {
  const totals = dates.map(() => 0);
  for (const debt of await debtsOwedEach(db, bookId, dates, turn)) {
    for (const [i, owed] of debt.owedCents.entries()) totals[i] = (totals[i] as number) + owed;
  }
  return totals;
}

/** An instalment still to be paid from an account, in cents (positive: what leaves the account). */
export interface InstalmentDue {
  /** Its due date, or `today` when it is overdue (still to be paid: it leaves the account now). */
  date: string;
  /** 'Financiamento do carro · parcela 12/48'. */
  description: string;
  cents: number;
  accountId: number;
}

/** One instalment still owed: its debt, its number in the schedule, its due date and amount. */
export interface OpenInstalment {
  debtId: number;
  /** 'Financiamento do carro · parcela 12/48'. */
  description: string;
  dueDate: string;
  cents: number;
}

/**
 * Every instalment of the book's debts still owed and due by `until`, overdue ones each on its own (schedule.ts's
 * openRowsBy, which the 'Avisos' count counts): the 'Avisos' list.
 */
export async function openInstalmentsBy(
  db: Executor,
  bookId: number,
  until: string,
): Promise<OpenInstalment[]> {
  return (await scheduled(db, bookId, await repo.list(db, bookId))).flatMap((debt) =>
    openRowsBy(debt, until).map((row) => ({
      debtId: debt.row.id,
      description: instalmentName(debt.row.name, row.number, debt.schedule.rows.length),
      dueDate: row.dueDate,
      cents: row.paymentCents,
    })),
  );
}

/** 'Financiamento do carro · parcela 12/48': the number of the schedule as it now stands, as the Dívidas page says. */
const instalmentName = (debt: string, number: number, count: number) =>
  `${debt} · parcela ${number}/${count}`;

/**
 * The instalments the debts paid from `accountIds` still owe up to `until`, each with the schedule's amount: those
 * due from today on at their due dates, and those overdue today (the 'Avisos' count, schedule.ts's openRowsBy). The
 * overdue ones of a debt are one item, saying how many, so a debt years behind costs one line. Debts with no payment
 * account are not among them. Three set-based reads for all the debts, whatever their number.
 */
export async function instalmentsDue(
  db: Executor,
  bookId: number,
  accountIds: number[],
  today: string,
  until: string,
  turn: Turn = ownTurn,
): Promise<InstalmentDue[]> {
  // Read on a turn of its own, as debtsOwedOn: the forecast starts its other sources' reads at the same time.
  await turn();
  const rows = await repo.listPaidFrom(db, bookId, accountIds, until);
  const items: InstalmentDue[] = [];
  for (const debt of await scheduled(db, bookId, rows, turn)) {
    const accountId = Number(debt.row.paymentAccountId);
    const count = debt.schedule.rows.length;
    const open = openRowsBy(debt, until);
    const overdue = open.filter((r) => r.dueDate < today);
    if (overdue.length > 0) {
      const [first] = overdue as [LoanRow];
      items.push({
        date: today,
        description:
          overdue.length === 1
            ? `${instalmentName(debt.row.name, first.number, count)} em atraso`
            : `${debt.row.name} · ${overdue.length} parcelas em atraso`,
        cents: sumCents(overdue.map((r) => r.paymentCents)),
        accountId,
      });
    }
    for (const row of open.slice(overdue.length)) {
      items.push({
        date: row.dueDate,
        description: instalmentName(debt.row.name, row.number, count),
        cents: row.paymentCents,
        accountId,
      });
    }
  }
  return items;
}
