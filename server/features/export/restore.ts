import { randomUUID } from 'node:crypto';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupDocument,
  backupDocument,
  RESTORE_MESSAGES,
  type RestoreResult,
} from '../../../common/contract/export';
import { reaisToCents } from '../../../common/money';
import type { Db, Executor } from '../../db/connect';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { monthTotals } from '../rollups/month-totals';
import { checkReferences } from './check-references';
import { type IdTable, restoreRepository as repo, TABLES } from './restore-repository';

/**
 * Recreates a backup document for the signed-in person, in one database transaction: all of it or nothing.
 * Only into an account without data of its own (409 otherwise); a document that is not a backup, or whose
 * references point outside it, is refused (400) before anything is written. Every row gets a new id.
 */
export async function restoreBackup(db: Db, userId: number, body: unknown): Promise<RestoreResult> {
  // Asked first and again under the lock: a person with data learns that before any file problem.
  if (await repo.hasData(db, userId)) throw conflict(RESTORE_MESSAGES.notEmpty);
  const doc = readBackup(body);
  const problem = checkReferences(doc);
  if (problem) throw badRequest(problem);
  try {
    return await db.transaction(async (tx) => {
      await repo.lockUser(tx, userId);
      if (await repo.hasData(tx, userId)) throw conflict(RESTORE_MESSAGES.notEmpty);
      return writeBackup(tx, userId, doc);
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The checks above keep the database's rules; should one still be broken, it is the file's fault.
    const code = pgErrorCode(error);
    if (code === UNIQUE_VIOLATION) throw badRequest(RESTORE_MESSAGES.repeatedNames);
    if (code?.startsWith('22') || code?.startsWith('23')) throw badRequest(RESTORE_MESSAGES.inconsistent);
    throw error;
  }
}

/** The document checked by the contract's schema; the first problem is answered with where it is. */
export function readBackup(body: unknown): BackupDocument {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest(RESTORE_MESSAGES.notBackup);
  }
  const header = body as { format?: unknown; version?: unknown };
  if (header.format !== BACKUP_FORMAT) throw badRequest(RESTORE_MESSAGES.notBackup);
  if (header.version !== BACKUP_VERSION) throw badRequest(RESTORE_MESSAGES.version(header.version));
  const parsed = backupDocument.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(
      RESTORE_MESSAGES.invalid(pathText(issue?.path ?? []), issue?.message ?? 'dados inválidos'),
    );
  }
  return parsed.data;
}

/** ['transactions', 12, 'amount'] -> 'transactions[12].amount'. */
function pathText(path: ReadonlyArray<PropertyKey>): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text === '' ? 'documento' : text;
}

/** A restore of this many transactions refreshes the planner's statistics before it adds them up. */
const ANALYZE_FROM_ROWS = 1000;

/** Old id -> new id, the new ids given in the order of the old ones. */
async function remap(
  tx: Executor,
  table: IdTable,
  rows: Array<{ id: number }>,
): Promise<Map<number, number>> {
  const fresh = await repo.newIds(tx, table, rows.length);
  const sorted = rows.map((row) => row.id).sort((a, b) => a - b);
  return new Map(sorted.map((old, i) => [old, fresh[i] as number]));
}

async function writeBackup(tx: Executor, userId: number, doc: BackupDocument): Promise<RestoreResult> {
  if (doc.profile.timeZone) await repo.setTimeZone(tx, userId, doc.profile.timeZone);

  const accounts = await remap(tx, 'accounts', doc.accounts);
  const categories = await remap(tx, 'categories', doc.categories);
  const tags = await remap(tx, 'tags', doc.tags);
  const payees = await remap(tx, 'payees', doc.payees);
  const goals = await remap(tx, 'goals', doc.goals);
  const recurring = await remap(tx, 'recurring', doc.recurring);
  const transactions = await remap(tx, 'transactions', doc.transactions);
  // Budgets and split parts are referenced by nothing; their new ids only keep the document's order.
  const budgetIds = await repo.newIds(tx, 'budgets', doc.budgets.length);
  const splitCount = doc.transactions.reduce((n, t) => n + t.splits.length, 0);
  const splitIds = await repo.newIds(tx, 'transactionSplits', splitCount);
  const transfers = new Map<string, string>();
  const transferOf = (old: string) => {
    let id = transfers.get(old);
    if (!id) {
      id = randomUUID();
      transfers.set(old, id);
    }
    return id;
  };

  // Every reference was checked to be in the document, so each lookup finds its new id.
  const to = (map: Map<number, number>, old: number) => map.get(old) as number;
  const toOptional = (map: Map<number, number>, old: number | null) => (old === null ? null : to(map, old));
  const centsOrNull = (reais: number | null) => (reais === null ? null : reaisToCents(reais));

  await repo.insert(
    tx,
    userId,
    TABLES.accounts,
    doc.accounts.map((a) => ({
      id: to(accounts, a.id),
      name: a.name,
      type: a.type,
      opening_balance: reaisToCents(a.openingBalance),
      archived_at: a.archivedAt,
      created_at: a.createdAt ?? null,
    })),
  );
  await repo.insert(
    tx,
    userId,
    TABLES.categories,
    doc.categories.map((c) => ({
      id: to(categories, c.id),
      name: c.name,
      type: c.type,
      created_at: c.createdAt ?? null,
    })),
  );
  for (const [table, map, rows] of [
    [TABLES.tags, tags, doc.tags],
    [TABLES.payees, payees, doc.payees],
  ] as const) {
    await repo.insert(
      tx,
      userId,
      table,
      rows.map((row) => ({ id: to(map, row.id), name: row.name, created_at: row.createdAt ?? null })),
    );
  }
  await repo.insert(
    tx,
    userId,
    TABLES.goals,
    doc.goals.map((g) => ({
      id: to(goals, g.id),
      name: g.name,
      type: g.type,
      target_amount: reaisToCents(g.targetAmount),
      initial_amount: reaisToCents(g.initialAmount),
      strategy: g.strategy,
      account_id: toOptional(accounts, g.accountId),
      category_id: toOptional(categories, g.categoryId),
      target_date: g.targetDate,
      planned_monthly_amount: centsOrNull(g.plannedMonthlyAmount),
      recurring_day: g.recurringDay,
      priority: g.priority,
      archived_at: g.archivedAt,
      created_at: g.createdAt ?? null,
    })),
  );
  await repo.insert(
    tx,
    userId,
    TABLES.recurring,
    doc.recurring.map((r) => ({
      id: to(recurring, r.id),
      account_id: to(accounts, r.accountId),
      type: r.type,
      amount: reaisToCents(r.amount),
      description: r.description,
      category_id: toOptional(categories, r.categoryId),
      payee_id: toOptional(payees, r.payeeId),
      interval_unit: r.intervalUnit,
      interval_count: r.intervalCount,
      next_run: r.nextRun,
      due_day: r.dueDay,
      last_run: r.lastRun,
      mode: r.mode,
      notify_days: r.notifyDays,
      created_at: r.createdAt ?? null,
    })),
  );
  await repo.insert(
    tx,
    userId,
    TABLES.budgets,
    doc.budgets.map((b, i) => ({
      id: budgetIds[i],
      category_id: to(categories, b.categoryId),
      month: b.month,
      amount: reaisToCents(b.amount),
      rollover: b.rollover,
      created_at: b.createdAt ?? null,
    })),
  );
  await repo.insert(
    tx,
    userId,
    TABLES.transactions,
    doc.transactions.map((t) => ({
      id: to(transactions, t.id),
      account_id: to(accounts, t.accountId),
      type: t.type,
      amount: reaisToCents(t.amount),
      date: t.date,
      description: t.description,
      category_id: toOptional(categories, t.categoryId),
      payee_id: toOptional(payees, t.payeeId),
      status: t.status,
      transfer_id: t.transferId === null ? null : transferOf(t.transferId),
      goal_id: toOptional(goals, t.goalId),
      recurring_id: toOptional(recurring, t.recurringId),
      external_id: t.externalId,
      split_amount: t.splits.reduce((n, s) => n + reaisToCents(s.amount), 0),
      created_at: t.createdAt ?? null,
    })),
  );
  let nextSplit = 0;
  await repo.insert(
    tx,
    userId,
    TABLES.transactionSplits,
    doc.transactions.flatMap((t) =>
      t.splits.map((s) => ({
        id: splitIds[nextSplit++],
        transaction_id: to(transactions, t.id),
        amount: reaisToCents(s.amount),
        description: s.description,
        category_id: toOptional(categories, s.categoryId),
        payee_id: toOptional(payees, s.payeeId),
      })),
    ),
  );
  await repo.insert(
    tx,
    userId,
    TABLES.transactionTags,
    doc.transactions.flatMap((t) =>
      t.tagIds.map((tagId) => ({ transaction_id: to(transactions, t.id), tag_id: to(tags, tagId) })),
    ),
  );
  // The planner has not seen these rows yet: with its old statistics the rebuild below took a minute for
  // 100,000 transactions on PGlite (nested loops over a table it thought empty) instead of half a second.
  if (doc.transactions.length >= ANALYZE_FROM_ROWS) await repo.analyzeTransactions(tx);
  // Balances, budgets and reports read the month totals: rebuilt from what was just written.
  await monthTotals.rebuild(tx, userId);

  return {
    accounts: doc.accounts.length,
    categories: doc.categories.length,
    tags: doc.tags.length,
    payees: doc.payees.length,
    goals: doc.goals.length,
    recurring: doc.recurring.length,
    budgets: doc.budgets.length,
    transactions: doc.transactions.length,
  };
}
