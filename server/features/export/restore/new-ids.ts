import { randomUUID } from 'node:crypto';
import type { BackupDocument } from '../../../../common/contract/export/document';
import type { AuthUser } from '../../../auth-user';
import type { Executor } from '../../../db/connect';
import { INSERT_BATCH_ROWS } from '../../shared/write-steps';
import { peopleOfRestore } from './restore-people';
import { restoreRepository as repo } from './restore-repository';
import type { IdTable } from './restore-tables';

/**
 * The restore's new ids, taken before any row is written so that every reference of the document is remapped
 * first (restore-plan.ts), and the lookups the plan's parts remap their references with.
 */

export type Owner = Pick<AuthUser, 'id' | 'bookId'>;
export type IdMap = Map<number, number>;

/** Gives each id of the document a new uuid, the same one every time it is met again. */
function renamer(): (old: string) => string {
  const seen = new Map<string, string>();
  return (old) => {
    let id = seen.get(old);
    if (!id) {
      id = randomUUID();
      seen.set(old, id);
    }
    return id;
  };
}

/** Old id -> new id, the new ids given in the order of the old ones. */
export async function remap(tx: Executor, table: IdTable, rows: Array<{ id: number }>): Promise<IdMap> {
  const fresh = await newIds(tx, table, rows.length);
  const sorted = rows.map((row) => row.id).sort((a, b) => a - b);
  return new Map(sorted.map((old, i) => [old, fresh[i] as number]));
}

/** `count` new ids, ascending, taken a bounded number at a time (each a short query of its own on PGlite). */
async function newIds(db: Executor, table: IdTable, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < count; start += INSERT_BATCH_ROWS) {
    ids.push(...(await repo.newIds(db, table, Math.min(INSERT_BATCH_ROWS, count - start))));
  }
  return ids;
}

// Every reference was checked to be in the document, so each lookup finds its new id.
export const to = (map: IdMap, old: number) => map.get(old) as number;
export const toOptional = (map: IdMap, old: number | null) => (old === null ? null : to(map, old));

/** The new ids of the rows others refer to, taken before any row is written. */
export interface NewIds {
  accounts: IdMap;
  categories: IdMap;
  tags: IdMap;
  payees: IdMap;
  goals: IdMap;
  recurring: IdMap;
  rules: IdMap;
  transactions: IdMap;
  settlements: IdMap;
  /** The document's people -> the people they are in the book (peopleOfRestore). */
  people: IdMap;
  /** A person the document names, as the one they are in the book; null for none. */
  person: (old: number | null) => number | null;
  /** Budgets and split parts are referenced by nothing; their new ids only keep the document's order. */
  budgetIds: number[];
  splitIds: number[];
  /** Transfers, installment groups and imports get new ids; the rows that shared one still share its successor. */
  transferOf: (old: string) => string;
  groupOf: (old: string) => string;
  importOf: (old: string) => string;
}

export async function takeNewIds(db: Executor, owner: Owner, doc: BackupDocument): Promise<NewIds> {
  const accounts = await remap(db, 'accounts', doc.accounts);
  const categories = await remap(db, 'categories', doc.categories);
  const tags = await remap(db, 'tags', doc.tags);
  const payees = await remap(db, 'payees', doc.payees);
  const goals = await remap(db, 'goals', doc.goals);
  const recurring = await remap(db, 'recurring', doc.recurring);
  const rules = await remap(db, 'rules', doc.rules);
  const transactions = await remap(db, 'transactions', doc.transactions);
  const settlements = await remap(db, 'bookSettlements', doc.settlements);
  const people = await peopleOfRestore(db, owner.bookId, owner.id, doc);
  const budgetIds = await newIds(db, 'budgets', doc.budgets.length);
  const splitCount = doc.transactions.reduce((n, t) => n + t.splits.length, 0);
  const splitIds = await newIds(db, 'transactionSplits', splitCount);
  return {
    accounts,
    categories,
    tags,
    payees,
    goals,
    recurring,
    rules,
    transactions,
    settlements,
    people,
    person: (old) => (old === null ? null : (people.get(old) ?? null)),
    budgetIds,
    splitIds,
    transferOf: renamer(),
    groupOf: renamer(),
    importOf: renamer(),
  };
}
