import type { z } from 'zod';
import { BOOK_MESSAGES, can } from '../../../common/contract/books';
import {
  HOUSEHOLD_MESSAGES,
  MAX_SETTLEMENTS_LISTED,
  type Settlement,
  type SettlementRecord,
  type ShareMode,
  type settlementCreateBody,
  type TransactionPeople,
  type transactionShareBody,
  type transactionShareFields,
} from '../../../common/contract/household';
import { TRANSACTION_NOT_FOUND } from '../../../common/contract/transactions';
import { settleUp } from '../../../common/household-shares';
import { centsToReais, reaisToCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Db, Executor } from '../../db/connect';
import { badRequest, notFound } from '../../http/errors';
import { membersOf } from '../books/public';
import { actedBy, ledger, ledgerTransaction, references, writeTransfer } from '../ledger/public';
import { isSharedBook } from '../shared/shared-book';
import type { ExpenseShares } from '../transactions/public';
import { householdRepository as repo, type ShareRow } from './repository';
import { type Sharer, sharesAfterNewAmount, sharesOf } from './shares';

const SETTLEMENT_NOT_FOUND = 'Acerto não encontrado';

/** Who paid and how to divide, as a request says it (the row's id aside). */
type ShareInput = z.output<typeof transactionShareFields>;

async function sharersOf(db: Executor, bookId: number): Promise<Sharer[]> {
  return (await membersOf(db, bookId)).map((m) => ({
    userId: m.userId,
    name: m.name,
    income: m.income === null ? null : Number(m.income),
    reader: !can(m.role, 'shareCosts'),
  }));
}

/**
 * The parts a request divides an expense into, or the 4xx saying why it cannot (PUT /transactions/share's checks,
 * and POST /transactions' `share`): the people named first, then the division, then what the book and the row are.
 */
async function checkedShares(
  db: Executor,
  user: AuthUser,
  people: readonly Sharer[],
  input: ShareInput,
  row: { type: string; amount: number; transferId: string | null },
): Promise<ShareRow[]> {
  if (!people.some((p) => p.userId === input.payerId)) throw notFound(BOOK_MESSAGES.memberNotFound);
  const parts = sharesOf(input, Number(row.amount), people);
  if (!(await isSharedBook(db, user))) throw badRequest(HOUSEHOLD_MESSAGES.sharedOnly);
  if (row.transferId) throw badRequest(HOUSEHOLD_MESSAGES.transferNotShared);
  if (row.type !== 'DESPESA') throw badRequest(HOUSEHOLD_MESSAGES.notAnExpense);
  return parts;
}

/**
 * Who paid a row, its mode and its parts: the row's columns through the ledger, the one writer of transaction rows
 * (its updated_at moves: an edit open on it is stale), the parts in the household's own table.
 */
async function setShares(
  tx: Executor,
  bookId: number,
  id: number,
  paidBy: number | null,
  mode: ShareMode | null,
  parts: ShareRow[],
): Promise<void> {
  await ledger.setPayer(tx, bookId, id, paidBy, mode);
  await repo.replaceShares(tx, bookId, id, parts);
}

/** A division asked for with a new expense, checked: what `shareNewExpense` writes once the row exists. */
interface NewExpenseShare {
  payerId: number;
  mode: ShareMode | null;
  parts: ShareRow[];
}

/**
 * POST /transactions' `share`, checked before anything is written (in the creating transaction): the same checks
 * and messages as PUT /transactions/share, and no division of a purchase in installments (each installment is a row
 * of its own amount, divided on its own once saved).
 */
async function checkNewExpenseShare(
  tx: Executor,
  user: AuthUser,
  expense: { type: string; amountCents: number; installments: boolean },
  input: ShareInput,
): Promise<NewExpenseShare> {
  const people = await sharersOf(tx, user.bookId);
  const parts = await checkedShares(tx, user, people, input, {
    type: expense.type,
    amount: expense.amountCents,
    transferId: null,
  });
  if (expense.installments) throw badRequest(HOUSEHOLD_MESSAGES.installmentsNotShared);
  return { payerId: input.payerId, mode: input.mode, parts };
}

/** Writes a new expense's payer and parts, as checked by `checkNewExpenseShare`, in the creating transaction. */
async function shareNewExpense(
  tx: Executor,
  bookId: number,
  id: number,
  share: NewExpenseShare,
): Promise<void> {
  await setShares(tx, bookId, id, share.payerId, share.mode, share.parts);
}

/**
 * A shared book's money between its people: who paid, the parts, the acertos (common/contract/household.ts).
 */
export function createHouseholdService(db: Db) {
  return {
    share: (user: AuthUser, input: z.output<typeof transactionShareBody>) => shareExpense(db, user, input),
    settlement: (user: AuthUser, from: string, to: string) => periodSettlement(db, user, from, to),
    settle: (user: AuthUser, input: z.output<typeof settlementCreateBody>) =>
      recordSettlement(db, user, input),
    deleteSettlement: (user: AuthUser, id: number) => deleteSettlement(db, user, id),
  };
}

/** Who paid an expense of the current (shared) book and how it is divided; answers what the row now says. */
async function shareExpense(
  db: Db,
  user: AuthUser,
  input: z.output<typeof transactionShareBody>,
): Promise<TransactionPeople & { id: number }> {
  const people = await sharersOf(db, user.bookId);
  const shares = await ledgerTransaction(db, actedBy(user, 'household'), async (tx) => {
    // The ids first (another book's behave as absent), then what the request asks.
    const row = await repo.lockTransaction(tx, user.bookId, input.id);
    if (!row) throw notFound(TRANSACTION_NOT_FOUND);
    const parts = await checkedShares(tx, user, people, input, row);
    await setShares(tx, user.bookId, row.id, input.payerId, input.mode, parts);
    return parts;
  });
  const nameOf = new Map(people.map((p) => [p.userId, p.name]));
  return {
    id: input.id,
    created_by: null,
    paid_by: input.payerId,
    paid_by_name: nameOf.get(input.payerId) ?? null,
    share_mode: input.mode,
    shares: shares.map((s) => ({
      userId: s.userId,
      name: nameOf.get(s.userId) ?? '',
      amount: centsToReais(s.cents),
    })),
  };
}

/** Each person's figures over the days and the fewest payments that settle them. */
async function periodSettlement(db: Db, user: AuthUser, from: string, to: string): Promise<Settlement> {
  if (from > to) throw badRequest('A data inicial deve ser anterior ou igual à data final');
  const readers = new Set((await sharersOf(db, user.bookId)).filter((p) => p.reader).map((p) => p.userId));
  // The balances, who is listed and the payments: the one rule, common to the server and the web app.
  const { members, payments } = settleUp(await repo.periodFigures(db, user.bookId, from, to), readers);
  const nameOf = new Map(members.map((m) => [m.userId, m.name]));
  const settlements = await repo.settlements(db, user.bookId, from, to, MAX_SETTLEMENTS_LISTED);
  const settlementsCount =
    settlements.length < MAX_SETTLEMENTS_LISTED
      ? settlements.length
      : await repo.countSettlements(db, user.bookId, from, to);
  return {
    from,
    to,
    members: members.map((m) => ({
      userId: m.userId,
      name: m.name,
      paid: centsToReais(m.paid),
      owed: centsToReais(m.owed),
      sent: centsToReais(m.sent),
      received: centsToReais(m.received),
      balance: centsToReais(m.balance),
    })),
    payments: payments.map((p) => ({
      fromUserId: p.fromUserId,
      fromName: nameOf.get(p.fromUserId) ?? '',
      toUserId: p.toUserId,
      toName: nameOf.get(p.toUserId) ?? '',
      amount: centsToReais(p.cents),
    })),
    settlements: settlements.map((s) => ({
      id: s.id,
      date: s.date,
      fromUserId: s.fromUserId,
      fromName: s.fromName,
      toUserId: s.toUserId,
      toName: s.toName,
      amount: centsToReais(s.amount),
      transferId: s.transferId,
    })),
    settlementsCount,
  };
}

/** Records an acerto; with both accounts, also the transfer between them, in one transaction. */
async function recordSettlement(
  db: Db,
  user: AuthUser,
  input: z.output<typeof settlementCreateBody>,
): Promise<SettlementRecord> {
  const people = await sharersOf(db, user.bookId);
  const from = people.find((p) => p.userId === input.fromUserId);
  const to = people.find((p) => p.userId === input.toUserId);
  if (!from || !to) throw notFound(BOOK_MESSAGES.memberNotFound);
  for (const account of [input.fromAccountId, input.toAccountId])
    if (account !== undefined) await references.account(db, user.bookId, account);
  if (!(await isSharedBook(db, user))) throw badRequest(HOUSEHOLD_MESSAGES.sharedOnly);
  if (from.userId === to.userId) throw badRequest(HOUSEHOLD_MESSAGES.settleSelf);
  const accounts = [input.fromAccountId, input.toAccountId].filter((a) => a !== undefined);
  if (accounts.length === 1) throw badRequest(HOUSEHOLD_MESSAGES.settleAccounts);
  if (accounts.length === 2 && input.fromAccountId === input.toAccountId)
    throw badRequest(HOUSEHOLD_MESSAGES.settleSameAccount);
  const amountCents = reaisToCents(input.amount);
  const { id, transferId } = await ledgerTransaction(db, actedBy(user, 'household'), async (tx) => {
    const transferId =
      input.fromAccountId !== undefined && input.toAccountId !== undefined
        ? await writeTransfer(tx, user.bookId, {
            date: input.date,
            amountCents,
            fromAccountId: input.fromAccountId,
            toAccountId: input.toAccountId,
            description: `Acerto de contas: ${from.name} para ${to.name}`,
          })
        : null;
    const id = await repo.insertSettlement(tx, {
      bookId: user.bookId,
      fromUserId: from.userId,
      toUserId: to.userId,
      amount: amountCents,
      date: input.date,
      transferId,
      createdBy: user.id,
    });
    return { id, transferId };
  });
  return {
    id,
    date: input.date,
    fromUserId: from.userId,
    fromName: from.name,
    toUserId: to.userId,
    toName: to.name,
    amount: centsToReais(amountCents),
    transferId,
  };
}

/** Deletes an acerto, and the transfer it wrote. */
async function deleteSettlement(db: Db, user: AuthUser, id: number): Promise<{ id: number }> {
  await ledgerTransaction(db, actedBy(user, 'household'), async (tx) => {
    const row = await repo.settlement(tx, user.bookId, id);
    if (!row) throw notFound(SETTLEMENT_NOT_FOUND);
    if (row.transferId)
      await ledger.delete(tx, user.bookId, await repo.transferLegs(tx, user.bookId, row.transferId));
    await repo.deleteSettlement(tx, user.bookId, id);
  });
  return { id };
}

/**
 * After a divided expense was edited (transactions' update, in its transaction): a new amount divides again by the
 * same rule (sharesAfterNewAmount); an expense that became an income is divided no more.
 */
async function reshareAfterChange(tx: Executor, bookId: number, id: number): Promise<void> {
  const row = await repo.lockTransaction(tx, bookId, id);
  if (!row?.shareMode) return;
  if (row.type !== 'DESPESA' || row.transferId) {
    await setShares(tx, bookId, id, row.paidBy, null, []);
    return;
  }
  const old: ShareRow[] = await repo.shares(tx, bookId, id);
  const sum = old.reduce((a, s) => a + s.cents, 0);
  if (sum === Number(row.amount)) return;
  await setShares(
    tx,
    bookId,
    id,
    row.paidBy,
    row.shareMode,
    sharesAfterNewAmount(row.shareMode, Number(row.amount), old),
  );
}

/**
 * The household's division of an expense as the transactions write it (POST /transactions' `share`, an edit's new
 * amount): handed to them where the routes are wired, the one way between the two features.
 */
export const expenseShares: ExpenseShares = {
  async checkNew(tx, user, expense, input) {
    const share = await checkNewExpenseShare(tx, user, expense, input);
    return (id) => shareNewExpense(tx, user.bookId, id, share);
  },
  afterChange: reshareAfterChange,
};
