import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db, Executor } from '../../db/connect';
import {
  type LedgerActor,
  ledger,
  ledgerTransaction,
  type NewTransaction,
  type TagPairs,
} from '../ledger/public';
import { rulesRepository as repo } from './repository';

/** What applying the rules writes on one transaction: the fields that change, as they were, and new tags. */
export interface RuleWrite {
  id: number;
  values: Pick<NewTransaction, 'categoryId' | 'payeeId' | 'description'>;
  before: Pick<NewTransaction, 'categoryId' | 'payeeId' | 'description'>;
  addedTags: number[];
}

/** Rows per call to the ledger: it locks them by a list of ids, a bind parameter each (PostgreSQL: 65,535). */
const LEDGER_BATCH = 10_000;

/**
 * Work per PGlite step, counting a row's change and each of its new tags as one: about a tenth of a second on
 * an idle machine. 20,000 rows given 10 tags each (200,000 rows of transaction_tags, each checked against its
 * transaction and its tag) held PGlite for 10 to 20 s in one transaction.
 */
const STEP_WORK = 2_000;

/** Writes the rules' changes in the caller's database transaction (PostgreSQL: it has a connection of its own). */
export async function writeRuleChanges(tx: Executor, bookId: number, writes: RuleWrite[]): Promise<void> {
  await writeSome(tx, bookId, writes);
}

/**
 * Writes the rules' changes on PGlite, whose one session everyone waits for: in short transactions, each after
 * giving the event loop a turn (as imports do, features/shared/write-steps.ts). When a step fails, what the
 * earlier ones wrote is taken back in one transaction, so the person gets all or nothing. A process killed
 * between two steps leaves part of the rules applied: each row whole with its totals in step, and applying again
 * writes the rest (write-steps.ts's registry, which survives a restart, records inserted rows, not changed fields).
 */
export async function writeRuleChangesInSteps(
  db: Db,
  by: LedgerActor,
  bookId: number,
  writes: RuleWrite[],
): Promise<void> {
  const done: Array<{ writes: RuleWrite[]; tags: TagPairs }> = [];
  try {
    for (const part of steps(writes)) {
      await nextTurn();
      const tags = await ledgerTransaction(db, by, (tx) => writeSome(tx, bookId, part));
      done.push({ writes: part, tags });
    }
  } catch (error) {
    await ledgerTransaction(db, by, (tx) => takeBack(tx, bookId, done));
    throw error;
  }
}

/** The writes cut into steps of about STEP_WORK each. */
function* steps(writes: RuleWrite[]): Generator<RuleWrite[]> {
  let start = 0;
  let work = 0;
  for (const [i, w] of writes.entries()) {
    work += 1 + w.addedTags.length;
    if (work >= STEP_WORK) {
      yield writes.slice(start, i + 1);
      start = i + 1;
      work = 0;
    }
  }
  if (start < writes.length) yield writes.slice(start);
}

const changedFields = (values: RuleWrite['values'], before: RuleWrite['before']) => {
  const changed: Partial<NewTransaction> = {};
  if (values.categoryId !== before.categoryId) changed.categoryId = values.categoryId;
  if (values.payeeId !== before.payeeId) changed.payeeId = values.payeeId;
  if (values.description !== before.description) changed.description = values.description;
  return changed;
};

/**
 * The changed fields through the ledger (the month totals follow), only those, so rows the same rules changed
 * alike share their values and the ledger writes them in one statement; the tags in bulk (ledger.addTags). Rows
 * that only gain tags are not changed: tags count in no total. Answers the tags it added.
 */
async function writeSome(tx: Executor, bookId: number, writes: RuleWrite[]): Promise<TagPairs> {
  const edited = writes.flatMap((w) => {
    const values = changedFields(w.values, w.before);
    return Object.keys(values).length > 0 ? [{ id: w.id, values }] : [];
  });
  for (let start = 0; start < edited.length; start += LEDGER_BATCH)
    await ledger.change(tx, bookId, edited.slice(start, start + LEDGER_BATCH));
  const pairs: TagPairs = { transactionIds: [], tagIds: [] };
  for (const w of writes) {
    for (const tag of w.addedTags) {
      pairs.transactionIds.push(w.id);
      pairs.tagIds.push(tag);
    }
  }
  return ledger.addTags(tx, bookId, pairs);
}

/**
 * Takes back what the steps wrote: the tags they added, and the fields they changed on the rows that still hold
 * what the rules wrote (a row the person changed since keeps the person's change).
 */
async function takeBack(
  tx: Executor,
  bookId: number,
  done: Array<{ writes: RuleWrite[]; tags: TagPairs }>,
): Promise<void> {
  for (const step of done) await ledger.removeTags(tx, bookId, step.tags);
  const writes = done.flatMap((step) => step.writes);
  const now = await repo.ruleFieldsOf(
    tx,
    bookId,
    writes.map((w) => w.id),
  );
  const back = writes.flatMap((w) => {
    const current = now.get(w.id);
    if (!current || Object.keys(changedFields(current, w.values)).length > 0) return [];
    const values = changedFields(w.before, w.values);
    return Object.keys(values).length > 0 ? [{ id: w.id, values }] : [];
  });
  for (let start = 0; start < back.length; start += LEDGER_BATCH)
    await ledger.change(tx, bookId, back.slice(start, start + LEDGER_BATCH));
}
