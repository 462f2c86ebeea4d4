import type { z } from 'zod';
import { isBillMonthNearDate } from '../../../common/card-bills';
import { BILL_MONTH_FAR_FROM_DATE_MESSAGE, NOT_A_CARD_MESSAGE } from '../../../common/contract/cards';
import type { transactionListQuery } from '../../../common/contract/transaction-list';
import type {
  Transaction,
  TransactionDeleted,
  TransactionPage,
  transactionCreateBody,
  transactionUpdateBody,
} from '../../../common/contract/transactions';
import {
  INSTALLMENTS_EXPENSE_MESSAGE,
  INSTALLMENTS_SPLITS_MESSAGE,
  SPLITS_OVER_AMOUNT_MESSAGE,
  TRANSACTION_NOT_FOUND,
  TRANSFER_SPLITS_MESSAGE,
} from '../../../common/contract/transactions';
import { reaisToCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Db, Executor } from '../../db/connect';
import { transactionCodes } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { legacyDiscountsOf, placeOnCard } from '../cards/public';
import {
  actedBy,
  type KeptTransactions,
  ledger,
  ledgerTransaction,
  type NewSplit,
  references,
} from '../ledger/public';
import { rulesForNew } from '../rules/public';
import { isSharedBook } from '../shared/shared-book';
import { undoLog } from '../shared/undo-log';
import type { ExpenseShares } from './expense-shares';
import { foreignAfterEdit, foreignPurchase, writeIofLine } from './foreign-purchase';
import { listFiltersOf } from './list-filters';
import { type OtherBookLeg, otherBookLegToChange, waitForOtherChangesOfTransfer } from './other-book-leg';
import { presentTotals, presentTransactions } from './presenter';
import { transactionsRepository as repo, type TransactionRow } from './repository';
import { editTransferLegs } from './transfer-legs';
import { ensureUnchangedSince } from './unchanged-since';

export { TRANSACTION_NOT_FOUND };

/** Reads transactions as the API answers them, with names, tags and splits. */
export async function loadTransactions(db: Executor, bookId: number, ids: number[]): Promise<Transaction[]> {
  return presentTransactions(await repo.findListRows(db, bookId, ids));
}

export async function loadTransaction(db: Executor, bookId: number, id: number): Promise<Transaction> {
  const [item] = await loadTransactions(db, bookId, [id]);
  if (!item) throw notFound(TRANSACTION_NOT_FOUND);
  return item;
}

/** The request's split parts in cents; together they may not pass the transaction's amount. */
function splitsInCents(
  input: NonNullable<z.output<typeof transactionCreateBody>['splits']>,
  amount: number,
): NewSplit[] {
  const splits = input.map((s) => ({
    amount: reaisToCents(s.amount),
    description: s.description ?? '',
    categoryId: s.categoryId ?? null,
    payeeId: s.payeeId ?? null,
  }));
  if (splits.reduce((sum, s) => sum + s.amount, 0) > amount) throw badRequest(SPLITS_OVER_AMOUNT_MESSAGE);
  return splits;
}

/** Each part's category and payee must be the person's own (another's is "not found"). */
async function checkSplitReferences(tx: Executor, bookId: number, splits: NewSplit[]): Promise<void> {
  for (const s of splits) {
    await references.category(tx, bookId, s.categoryId);
    await references.payee(tx, bookId, s.payeeId);
  }
}

/** The transactions' operations, each on the app's database (routes.ts). */
/** `shares`: how a shared book's expense is divided (the household's, handed in: expense-shares.ts). */
export function createTransactionsService(db: Db, shares: ExpenseShares) {
  return {
    list: (user: AuthUser, query: z.output<typeof transactionListQuery>) => listTransactions(db, user, query),
    create: (user: AuthUser, input: z.output<typeof transactionCreateBody>) =>
      createTransaction(db, shares, user, input),
    update: (user: AuthUser, input: z.output<typeof transactionUpdateBody>) =>
      updateTransaction(db, shares, user, input),
    delete: (user: AuthUser, id: number, scope?: 'purchase') => deleteTransaction(db, user, id, scope),
  };
}

async function listTransactions(
  db: Db,
  user: AuthUser,
  query: z.output<typeof transactionListQuery>,
): Promise<TransactionPage> {
  const filters = await listFiltersOf(db, user.bookId, query);
  const offset = (query.page - 1) * query.limit;
  // One row more than the page tells whether another page exists without counting them all.
  const { rows, totals } = await repo.listPage(db, user.bookId, filters, {
    limit: query.limit + 1,
    offset,
    // Totals belong to a period; an all-time list (no from/to) would sum years of rows for a figure no one asked.
    withTotals:
      query.page === 1 &&
      ((!!query.from && !!query.to) || filters.bill !== undefined || filters.importId !== undefined),
  });
  return {
    items: presentTransactions(rows.slice(0, query.limit)),
    page: query.page,
    limit: query.limit,
    hasMore: rows.length > query.limit,
    totals: totals && presentTotals(totals),
  };
}

async function createTransaction(
  db: Db,
  shares: ExpenseShares,
  user: AuthUser,
  input: z.output<typeof transactionCreateBody>,
): Promise<Transaction> {
  if (input.installments !== undefined) {
    if (input.type !== 'DESPESA') throw badRequest(INSTALLMENTS_EXPENSE_MESSAGE);
    if (input.splits?.length) throw badRequest(INSTALLMENTS_SPLITS_MESSAGE);
  }

  const id = await ledgerTransaction(db, actedBy(user, 'typed'), async (tx) => {
    const account = await references.account(tx, user.bookId, input.accountId);
    // In another currency on an account in reais: the reais (the bill's, or estimated) and the IOF line.
    const abroad =
      input.foreign &&
      (await foreignPurchase(tx, user.bookId, account, { ...input, foreign: input.foreign }));
    const amount = abroad ? abroad.amountCents : reaisToCents(input.amount as number);
    const splits = splitsInCents(input.splits ?? [], amount);
    const splitAmount = splits.reduce((sum, s) => sum + s.amount, 0);
    let categoryId = await references.category(tx, user.bookId, input.categoryId);
    await checkSplitReferences(tx, user.bookId, splits);
    // Its division between the book's people is checked before the first write (a payee or tag below may be new).
    const writeShare =
      input.share &&
      (await shares.checkNew(
        tx,
        user,
        { type: input.type, amountCents: amount, installments: input.installments !== undefined },
        input.share,
      ));
    let payeeId = await references.payeeByName(tx, user.bookId, input.payeeName);
    if (input.payee_document && payeeId !== null)
      await references.keepPayeeDocument(tx, user.bookId, payeeId, input.payee_document);
    let tagIds = await references.tagIds(tx, user.bookId, input.tagNames);
    let description = input.description;
    // Without a category (and no split choosing them), the person's rules fill in what they can.
    if (categoryId === null && splits.length === 0) {
      const ruled = await rulesForNew(tx, user.bookId, {
        description,
        payeeId,
        amountCents: amount,
        accountId: input.accountId,
        type: input.type,
      });
      categoryId = ruled.categoryId;
      payeeId ??= ruled.payeeId;
      description = ruled.description ?? description;
      tagIds = [...new Set([...tagIds, ...ruled.tagIds])];
    }
    // In a shared book an expense says who paid it: the person recording it, until they say otherwise.
    const paidBy = input.type === 'DESPESA' && (await isSharedBook(tx, user)) ? user.id : null;
    const rows = await placeOnCard(tx, user.bookId, {
      accountId: input.accountId,
      date: input.date,
      amountCents: amount,
      installments: input.installments,
      billMonth: input.bill_month,
    });
    const ids = await ledger.insert(
      tx,
      user.bookId,
      rows.map((row) => ({
        ...row,
        accountId: input.accountId,
        type: input.type,
        description,
        categoryId,
        payeeId,
        status: input.status,
        splitAmount,
        splits,
        createdBy: user.id,
        paidBy,
        ...abroad?.columns,
      })),
    );
    for (const id of ids) await ledger.replaceTags(tx, user.bookId, id, tagIds);
    // The IOF is its own line of the bill, as the issuer prints it: its own expense, same day and bill.
    if (abroad && abroad.iof.cents > 0)
      await writeIofLine(tx, user, {
        ...input,
        description,
        tagIds,
        paidBy,
        iof: abroad.iof,
        billMonth: rows[0]?.billMonth,
      });
    if (writeShare) await writeShare(ids[0]!);
    // Made from a pasted boleto or Pix (POST /capture/code): the same code pasted again is recognised as paid.
    if (input.captured_code)
      await tx
        .insert(transactionCodes)
        .values({ bookId: user.bookId, transactionId: ids[0]!, codeKey: input.captured_code });
    return ids[0]!;
  });
  return loadTransaction(db, user.bookId, id);
}

/**
 * Edits a transaction. On a leg of a transfer the date, description, amount and status change on both
 * legs; the account changes on this leg only; the type and category stay (a transfer is neither).
 */
async function updateTransaction(
  db: Db,
  shares: ExpenseShares,
  user: AuthUser,
  input: z.output<typeof transactionUpdateBody>,
): Promise<Transaction> {
  const amount = reaisToCents(input.amount);
  // Absent, the parts stay as they are (and must still fit in the amount); present, they replace them.
  const splits = input.splits && splitsInCents(input.splits, amount);
  // The edit itself, on the locked row (on a transfer's leg, both legs).
  const edit = async (tx: Executor, current: TransactionRow): Promise<void> => {
    const account = await references.account(tx, user.bookId, input.accountId);
    if (splits === undefined && amount < (await repo.splitsTotal(tx, user.bookId, current.id)))
      throw badRequest(SPLITS_OVER_AMOUNT_MESSAGE);
    if (splits?.length) {
      if (current.transferId) throw badRequest(TRANSFER_SPLITS_MESSAGE);
      if (current.installmentGroup) throw badRequest(INSTALLMENTS_SPLITS_MESSAGE);
      await checkSplitReferences(tx, user.bookId, splits);
    }
    // A bill is a card's: chosen by hand only there, and forgotten when the row leaves the card.
    const onCard = account.type === 'credit_card';
    if (!onCard && input.bill_month != null) throw badRequest(NOT_A_CARD_MESSAGE);
    const billMonth = onCard ? input.bill_month : null;
    // The contract checks a bill sent with the date; a new date must also stay near the bill kept.
    const keptBill = billMonth === undefined ? current.billMonth : null;
    if (keptBill !== null && !isBillMonthNearDate(keptBill, input.date))
      throw badRequest(BILL_MONTH_FAR_FROM_DATE_MESSAGE);

    if (current.transferId) {
      await editTransferLegs(
        tx,
        user,
        { ...current, transferId: current.transferId },
        input,
        account.currency,
      );
      return;
    }

    const categoryId = await references.category(tx, user.bookId, input.categoryId);
    const payeeId = await references.payeeByName(tx, user.bookId, input.payeeName);
    const foreign = foreignAfterEdit(current, account, amount, input.foreign);
    ensureUnchangedSince(current, input.updated_at);
    await ledger.change(tx, user.bookId, [
      {
        id: current.id,
        splits,
        values: {
          date: input.date,
          description: input.description,
          type: input.type,
          amount,
          accountId: input.accountId,
          categoryId,
          payeeId,
          status: input.status,
          ...(billMonth !== undefined ? { billMonth } : {}),
          ...foreign,
        },
      },
    ]);
    if (input.tagNames) {
      await ledger.replaceTags(
        tx,
        user.bookId,
        current.id,
        await references.tagIds(tx, user.bookId, input.tagNames),
      );
    }
    // A divided expense divides its new amount again (or no more, become an income).
    if (current.shareMode !== null) await shares.afterChange(tx, user.bookId, current.id);
  };
  await ledgerTransaction(db, actedBy(user, 'typed'), async (tx) => {
    await waitForOtherChangesOfTransfer(tx, user.bookId, input.id);
    const current = await repo.lockOwned(tx, user.bookId, input.id);
    if (!current) throw notFound(TRANSACTION_NOT_FOUND);
    await edit(tx, current);
  });
  return loadTransaction(db, user.bookId, input.id);
}

/**
 * Deletes a row (both legs of a transfer); with scope 'purchase', every installment of its purchase. The
 * rows are kept for POST /undo under the answer's `undo` token.
 */
async function deleteTransaction(
  db: Db,
  user: AuthUser,
  id: number,
  scope?: 'purchase',
): Promise<TransactionDeleted> {
  return ledgerTransaction(db, actedBy(user, 'typed'), async (tx) => {
    await waitForOtherChangesOfTransfer(tx, user.bookId, id);
    const current = await repo.lockOwned(tx, user.bookId, id);
    if (!current) throw notFound(TRANSACTION_NOT_FOUND);
    let ids = [current.id];
    let elsewhere: OtherBookLeg | null = null;
    if (current.transferId) {
      // Its IOF goes with it (and comes back with its undo), in whichever book the source leg is.
      ids = [
        ...(await repo.legsOfTransfer(tx, user.bookId, current.transferId, true)).map((l) => l.id),
        ...(await repo.feesOfTransfer(tx, user.bookId, current.transferId)),
      ];
      elsewhere = await otherBookLegToChange(tx, user, current);
    } else if (scope === 'purchase' && current.installmentGroup) {
      // The whole purchase, with the discount an earlier version booked apart when it was anticipated.
      const installments = await ledger.installmentsOf(tx, user.bookId, current.installmentGroup);
      ids = [...installments.map((l) => l.id), ...(await legacyDiscountsOf(tx, user.bookId, installments))];
    }
    const snapshot: KeptTransactions = await ledger.deleteKeeping(tx, user.bookId, ids);
    if (elsewhere) {
      const fees = await repo.feesOfTransfer(tx, elsewhere.bookId, current.transferId as string);
      const rows = await ledger.deleteKeeping(tx, elsewhere.bookId, [elsewhere.id, ...fees]);
      snapshot.elsewhere = { bookId: elsewhere.bookId, rows };
    }
    const undo = await undoLog.keep(tx, user.bookId, 'transactions', snapshot);
    return { id, deleted: ids, undo };
  });
}
