import { BACKUP_FORMAT, BACKUP_VERSION } from '../../../common/contract/export';
import { centsToReais } from '../../../common/money';
import type { Executor } from '../../db/connect';
import { partsOfPage } from './by-transaction';
import {
  type ProfileRow,
  exportRepository as repo,
  type SplitRow,
  type TagLinkRow,
  type TransactionRow,
} from './repository';

/**
 * Writes the backup document (common/contract/export.ts) as JSON text, a page of transactions per chunk: the
 * text of 100,000 transactions is a few tens of MB, and no list of them is held as objects at once.
 */
export async function writeBackupDocument(
  tx: Executor,
  userId: number,
  profile: ProfileRow,
  exportedAt: Date,
): Promise<string[]> {
  const accounts = await repo.accounts(tx, userId);
  const categories = await repo.categories(tx, userId);
  const tags = await repo.tags(tx, userId);
  const payees = await repo.payees(tx, userId);
  const goals = await repo.goals(tx, userId);
  const recurring = await repo.recurring(tx, userId);
  const budgets = await repo.budgets(tx, userId);

  const head = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: exportedAt.toISOString(),
    profile,
    accounts: accounts.map((a) => ({ ...a, openingBalance: centsToReais(a.openingBalance) })),
    categories,
    tags,
    payees,
    goals: goals.map((g) => ({
      ...g,
      targetAmount: centsToReais(g.targetAmount),
      initialAmount: centsToReais(g.initialAmount),
      plannedMonthlyAmount: g.plannedMonthlyAmount === null ? null : centsToReais(g.plannedMonthlyAmount),
    })),
    recurring: recurring.map((r) => ({ ...r, amount: centsToReais(r.amount) })),
    budgets: budgets.map((b) => ({ ...b, amount: centsToReais(b.amount) })),
  };
  // The head as JSON without its closing brace, then the transactions array written page by page.
  const chunks = [`${JSON.stringify(head).slice(0, -1)},"transactions":[`];
  let first = true;
  await repo.eachTransactionPage(tx, userId, async (rows) => {
    const { splits, tagLinks } = await partsOfPage(tx, userId, rows);
    const text = rows
      .map((row) => JSON.stringify(backupTransaction(row, splits.get(row.id), tagLinks.get(row.id))))
      .join(',');
    chunks.push(first ? text : `,${text}`);
    first = false;
  });
  chunks.push(']}');
  return chunks;
}

/** A transaction as the document holds it; empty optional keys are left out (see the contract). */
function backupTransaction(
  row: TransactionRow,
  splits: SplitRow[] | undefined,
  tagLinks: TagLinkRow[] | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: row.id,
    accountId: row.accountId,
    type: row.type,
    amount: centsToReais(row.amount),
    date: row.date,
    description: row.description,
    status: row.status,
    createdAt: row.createdAt,
  };
  if (row.categoryId !== null) out.categoryId = row.categoryId;
  if (row.payeeId !== null) out.payeeId = row.payeeId;
  if (row.transferId !== null) out.transferId = row.transferId;
  if (row.goalId !== null) out.goalId = row.goalId;
  if (row.recurringId !== null) out.recurringId = row.recurringId;
  if (row.externalId !== null) out.externalId = row.externalId;
  if (tagLinks) out.tagIds = tagLinks.map((t) => t.tagId);
  if (splits) {
    out.splits = splits.map((s) => ({
      amount: centsToReais(s.amount),
      description: s.description,
      categoryId: s.categoryId,
      payeeId: s.payeeId,
    }));
  }
  return out;
}
