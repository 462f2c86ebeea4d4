import type { BackupDocument } from '../../../../common/contract/export/document';
import type { RestoreCounts } from '../../../../common/contract/export/restore';
import { reaisToCents } from '../../../../common/money';
import type { Executor } from '../../../db/connect';
import { deleteUntouchedStarterCategories } from '../../categories/public';
import { ledger } from '../../ledger/public';
import { slices } from '../../shared/slices';
import { INSERT_BATCH_ROWS } from '../../shared/write-steps';
import { type Owner, remap, takeNewIds, to } from './new-ids';
import { planAccounts, planGoalsAndRecurring, planLists, planRulesAndBudgets } from './plan-book';
import {
  planAttachments,
  planSharesAndSettlements,
  planTransactionParts,
  planTransactions,
} from './plan-ledger';
import type { Plan, Step } from './plan-rows';
import { planAssets, planDebts, planFixedIncome, planVariableIncome } from './plan-wealth';
import type { RestoredFiles } from './restore-files';
import { restoreRepository as repo } from './restore-repository';
import { type RestoreTable, TABLES } from './restore-tables';

/**
 * The restore as steps (restore.ts runs them): the new ids are taken first (new-ids.ts, so every reference is
 * remapped before anything is written), then each step inserts one batch of rows, parents before children;
 * `finish` sets the time zone and rebuilds the month totals. Each part of the document has a function of its own
 * (plan-book.ts, plan-ledger.ts, plan-wealth.ts), called below in the order its rows must be written.
 */

/** A restore of this many transactions refreshes the planner's statistics before it adds them up. */
const ANALYZE_FROM_ROWS = 1000;

export async function planRestore(
  db: Executor,
  owner: Owner,
  doc: BackupDocument,
  files: RestoredFiles = new Map(),
): Promise<{ steps: Step[]; finish: (tx: Executor) => Promise<RestoreCounts> }> {
  const { bookId } = owner;
  // The only rows a person may have before a restore are the starter categories, untouched: the backup's
  // categories replace them (they would clash with its own 'Mercado').
  const steps: Step[] = [(tx) => deleteUntouchedStarterCategories(tx, bookId)];
  const insert = (table: RestoreTable, rows: Array<Record<string, unknown>>) => {
    for (const batch of slices(rows, INSERT_BATCH_ROWS)) {
      steps.push((tx) => repo.insert(tx, bookId, table, batch));
    }
  };
  const plan: Plan = {
    insert,
    // In the same batches; the month totals are rebuilt once at the end (finishRestore).
    insertLedger(kind, rows) {
      for (const batch of slices(rows, INSERT_BATCH_ROWS)) {
        steps.push((tx) => ledger.insertRestored(tx, bookId, kind, batch));
      }
    },
    async insertRenumbered(table, rows, columns) {
      const ids = await remap(db, table, rows);
      insert(
        TABLES[table],
        rows.map((row) => ({ id: to(ids, row.id), ...columns(row), created_at: row.createdAt ?? null })),
      );
      return ids;
    },
  };

  const ids = await takeNewIds(db, owner, doc);
  planAccounts(plan, doc, ids);
  planLists(plan, doc, ids);
  planGoalsAndRecurring(plan, doc, ids);
  planRulesAndBudgets(plan, doc, ids);
  planTransactions(plan, doc, ids);
  planSharesAndSettlements(plan, doc, ids);
  await planFixedIncome(plan, doc, ids);
  await planDebts(plan, doc, ids);
  await planAssets(plan, doc);
  await planVariableIncome(plan, doc, ids);
  const incomes = doc.people.flatMap((p) => {
    const userId = ids.people.get(p.id);
    return userId === undefined || p.income === null ? [] : [{ userId, income: reaisToCents(p.income) }];
  });
  planTransactionParts(plan, doc, ids);
  await planAttachments(plan, doc, ids, files);
  return { steps, finish: (tx) => finishRestore(tx, owner, doc, incomes) };
}

/** The last step: the person's time zone and incomes, the month totals rebuilt, and what was restored. */
async function finishRestore(
  tx: Executor,
  owner: Owner,
  doc: BackupDocument,
  incomes: Array<{ userId: number; income: number }>,
): Promise<RestoreCounts> {
  if (doc.profile.timeZone) await repo.setTimeZone(tx, owner.id, doc.profile.timeZone);
  for (const { userId, income } of incomes) await repo.setIncome(tx, owner.bookId, userId, income);
  // The planner has not seen these rows yet: with its old statistics the rebuild below took a minute for
  // 100,000 transactions on PGlite (nested loops over a table it thought empty) instead of half a second.
  if (doc.transactions.length >= ANALYZE_FROM_ROWS) await repo.analyzeTransactions(tx);
  // Balances, budgets and reports read the month totals: rebuilt from what was just written.
  await ledger.restoredBook(tx, owner.bookId);
  return {
    accounts: doc.accounts.length,
    categories: doc.categories.length,
    tags: doc.tags.length,
    payees: doc.payees.length,
    goals: doc.goals.length,
    recurring: doc.recurring.length,
    budgets: doc.budgets.length,
    rules: doc.rules.length,
    transactions: doc.transactions.length,
    attachments: doc.attachments.length,
  };
}
