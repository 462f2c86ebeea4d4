import type { ShareMode } from '../../../common/contract/household';
import type { Executor } from '../../db/connect';
import type { JsonRow } from '../../db/json-rows';
import { beforeWrite, noteWrite } from '../shared/ledger-door';
import { bankLines } from './bank-lines';
import { monthTotals } from './month-totals';
import { rowSets } from './row-sets';
import type { ImportedTransaction } from './staged-rows';
import {
  type NewSplit,
  type NewTransaction,
  type RestoredRows,
  type StoredTransaction,
  type TagPairs,
  type TransactionSnapshot,
  transactionRows,
} from './transaction-rows';

export type {
  ImportedTransaction,
  NewSplit,
  NewTransaction,
  RestoredRows,
  StoredTransaction,
  TagPairs,
  TransactionSnapshot,
};

/**
 * Transaction rows as they were before a deletion, or before a change when `changed` (an anticipation, a row made a
 * transfer): the undo puts deleted rows back, writes changed ones back over what they became, and deletes the rows
 * the change `added` (the transfer's other leg). `elsewhere`: the other book's leg of a transfer between two books,
 * deleted with this one and put back with it.
 */
export type KeptTransactions = TransactionSnapshot & {
  changed?: true;
  added?: number[];
  elsewhere?: { bookId: number; rows: TransactionSnapshot };
};

/** A row to insert, with the splits that divide it among categories. */
export type LedgerRow = Omit<NewTransaction, 'bookId'> & { splits?: NewSplit[] };

/**
 * The one writer of transaction rows. Every insert, change and delete goes through here, so the month totals
 * (account_month_totals, category_month_totals: balances, budgets, reports) always add up to the rows, whoever
 * writes them: a new write path cannot forget them. Each call runs in the caller's database transaction (tx),
 * so the rows, their totals and the caller's other writes commit together or not at all. Each write happens inside
 * an operation that says who acted (door.ts `inLedgerOperation`), which tells the subscribers what changed.
 */
export const ledger = {
  /** Inserts rows of one person with their splits and month totals; answers the new ids in the rows' order. */
  async insert(tx: Executor, bookId: number, rows: LedgerRow[]): Promise<number[]> {
    const ids = await transactionRows.insertMany(
      tx,
      // A row's split_amount is its splits' sum, whatever the caller said: the one place that rule is kept.
      rows.map(({ splits, ...row }) => ({
        ...row,
        bookId,
        ...(splits?.length ? { splitAmount: splits.reduce((sum, s) => sum + s.amount, 0) } : {}),
      })),
    );
    for (const [i, row] of rows.entries()) {
      if (row.splits?.length) await transactionRows.insertSplits(tx, bookId, ids[i]!, row.splits);
    }
    await monthTotals.apply(tx, bookId, ids, 1);
    noteWrite(tx, bookId, 'created', ids);
    return ids;
  },

  /**
   * The import's rows, with the tags its rules gave them (tags[i] for rows[i]) and the month totals, in bulk:
   * copied into a staging table, then written from it set by set. Answers how many rows it wrote.
   */
  async insertImported(
    tx: Executor,
    bookId: number,
    rows: ImportedTransaction[],
    tags: number[][] = [],
  ): Promise<number> {
    if (rows.length === 0) return 0;
    const staged = await transactionRows.stageImported(tx, rows, tags);
    const written = await transactionRows.insertStaged(tx, bookId, staged);
    noteWrite(tx, bookId, 'created', written);
    await monthTotals.applyNew(
      tx,
      bookId,
      staged,
      rows.some((row) => row.transfer),
    );
    await transactionRows.unstage(tx, staged);
    return written.length;
  },

  /**
   * Changes rows: locks them first (two requests never subtract the same old values), subtracts their totals
   * as they are, writes the changes and adds the totals as they become. A change with `splits` replaces the
   * row's split parts (an empty list removes them) and sets its split_amount to their sum. Rows given the same
   * values without splits (a rule's outcome on thousands of rows) are written in one statement: a rule applied
   * to 20,000 rows was 20,000 updates, 23 s holding PGlite.
   */
  async change(
    tx: Executor,
    bookId: number,
    changes: Array<{ id: number; values: Partial<NewTransaction>; splits?: NewSplit[] }>,
  ): Promise<void> {
    const ids = await transactionRows.lock(
      tx,
      bookId,
      changes.map((c) => c.id),
    );
    await beforeWrite(tx, bookId, 'updated', ids);
    await monthTotals.apply(tx, bookId, ids, -1);
    // A row named twice takes its changes in the order given, one by one.
    const together = new Set(changes.map((c) => c.id)).size === changes.length;
    const alike = new Map<string, { values: Partial<NewTransaction>; ids: number[] }>();
    for (const { id, values, splits } of changes) {
      if (splits === undefined && together) {
        const key = JSON.stringify(values);
        const group = alike.get(key);
        if (group) group.ids.push(id);
        else alike.set(key, { values, ids: [id] });
        continue;
      }
      if (splits === undefined) {
        await transactionRows.update(tx, bookId, id, values);
        continue;
      }
      const splitAmount = splits.reduce((sum, s) => sum + s.amount, 0);
      await transactionRows.update(tx, bookId, id, { ...values, splitAmount });
      await transactionRows.replaceSplits(tx, bookId, id, splits);
    }
    for (const group of alike.values()) await transactionRows.updateMany(tx, bookId, group.ids, group.values);
    await monthTotals.apply(tx, bookId, ids, 1);
    noteWrite(tx, bookId, 'updated', ids);
  },

  /** Deletes rows (their splits and tags go with them) after taking their amounts out of the totals. */
  async delete(tx: Executor, bookId: number, ids: number[]): Promise<void> {
    const locked = await transactionRows.lock(tx, bookId, ids);
    await beforeWrite(tx, bookId, 'deleted', locked);
    await monthTotals.apply(tx, bookId, locked, -1);
    await transactionRows.deleteMany(tx, bookId, locked);
    noteWrite(tx, bookId, 'deleted', locked);
  },

  /**
   * Deletes rows like `delete` and answers them as they were, locked (splits and tags included): what an undo
   * puts back.
   */
  async deleteKeeping(tx: Executor, bookId: number, ids: number[]): Promise<TransactionSnapshot> {
    const locked = await transactionRows.lock(tx, bookId, ids);
    const snapshot = await transactionRows.snapshot(tx, bookId, locked);
    await beforeWrite(tx, bookId, 'deleted', locked);
    await monthTotals.apply(tx, bookId, locked, -1);
    await transactionRows.deleteMany(tx, bookId, locked);
    noteWrite(tx, bookId, 'deleted', locked);
    return snapshot;
  },

  /** Writes deleted rows back exactly (same ids, splits, tags, dates) and adds them to the month totals again. */
  async putBack(tx: Executor, bookId: number, snapshot: TransactionSnapshot): Promise<void> {
    await transactionRows.putBack(tx, bookId, snapshot);
    const ids = snapshot.rows.map((r) => Number(r.id));
    await monthTotals.apply(tx, bookId, ids, 1);
    noteWrite(tx, bookId, 'created', ids);
  },

  /** The rows as stored (splits and tags included), locked until the transaction ends: what `restore` writes back. */
  async snapshot(tx: Executor, bookId: number, ids: number[]): Promise<TransactionSnapshot> {
    const locked = await transactionRows.lock(tx, bookId, ids);
    return transactionRows.snapshot(tx, bookId, locked);
  },

  /**
   * Writes changed rows back to a snapshot taken before the change (an anticipation's undo): every column, split
   * and tag as it was, the month totals moved with them. Answers false, writing nothing, when one of the rows is
   * gone since (a deleted purchase is not brought back in part).
   */
  async restore(tx: Executor, bookId: number, snapshot: TransactionSnapshot): Promise<boolean> {
    const ids = snapshot.rows.map((r) => Number(r.id));
    const locked = await transactionRows.lock(tx, bookId, ids);
    if (locked.length !== ids.length) return false;
    await beforeWrite(tx, bookId, 'updated', locked);
    await monthTotals.apply(tx, bookId, locked, -1);
    await transactionRows.deleteMany(tx, bookId, locked);
    await transactionRows.putBack(tx, bookId, snapshot);
    await monthTotals.apply(tx, bookId, locked, 1);
    noteWrite(tx, bookId, 'updated', locked);
    return true;
  },

  /** Deletes the person's rows with ids in a range (what an import cut short had written). */
  async deleteRange(tx: Executor, bookId: number, firstId: number, lastId: number): Promise<void> {
    const ids = await transactionRows.lockRange(tx, bookId, firstId, lastId);
    await beforeWrite(tx, bookId, 'deleted', ids);
    await monthTotals.apply(tx, bookId, ids, -1);
    await transactionRows.deleteRange(tx, bookId, firstId, lastId);
    noteWrite(tx, bookId, 'deleted', ids);
  },

  /**
   * Forgets a deleted goal or fixed expense on the rows that pointed at it: contributions stay as ordinary
   * transfers and paid fixed expenses as ordinary expenses (the money did move). No amount, date or category
   * changes, so no total moves. Answers the rows unlinked (a fixed expense's undo links them again).
   */
  async unlink(
    tx: Executor,
    bookId: number,
    link: { goalId: number } | { recurringId: number },
  ): Promise<number[]> {
    // Nothing a person reads changes (the link is no field of the history): the subscribers need no row before.
    const ids = await transactionRows.unlink(tx, bookId, link);
    noteWrite(tx, bookId, 'updated', ids);
    return ids;
  },

  /** Links rows to a fixed expense again (its undo): no amount, date or category changes, so no total moves. */
  async relink(tx: Executor, bookId: number, recurringId: number, ids: number[]): Promise<void> {
    await beforeWrite(tx, bookId, 'updated', ids);
    await transactionRows.relink(tx, bookId, recurringId, ids);
    noteWrite(tx, bookId, 'updated', ids);
  },

  /**
   * The installments of one purchase, locked until the transaction ends, in their order: what deleting the
   * purchase or anticipating some of it changes.
   */
  async installmentsOf(tx: Executor, bookId: number, group: string): Promise<StoredTransaction[]> {
    return transactionRows.installmentsOf(tx, bookId, group);
  },

  /** Statement lines matched with recorded rows: attached, read, split apart (bank-lines.ts). */
  bankLines,

  /**
   * Marks every row of an account dated up to `through` that is not RECONCILED yet as RECONCILED ("Conferir
   * saldo"), in one statement. The status moves no total. Answers how many rows it marked.
   */
  async reconcileThrough(tx: Executor, bookId: number, accountId: number, through: string): Promise<number> {
    const ids = await rowSets.unreconciledThrough(tx, bookId, accountId, through);
    if (ids.length === 0) return 0;
    await beforeWrite(tx, bookId, 'updated', ids);
    await rowSets.reconcile(tx, bookId, ids);
    noteWrite(tx, bookId, 'updated', ids);
    return ids.length;
  },

  /** Recomputes a person's month totals from the rows: after a restore wrote them. */
  async rebuildTotals(tx: Executor, bookId: number): Promise<void> {
    await monthTotals.rebuild(tx, bookId);
  },

  /**
   * A restore's last step: the month totals rebuilt (rebuildTotals) and every row of the book told as created, once
   * for the whole restore rather than per batch of insertRestored (a restore's rows were never told before).
   */
  async restoredBook(tx: Executor, bookId: number): Promise<void> {
    await monthTotals.rebuild(tx, bookId);
    noteWrite(tx, bookId, 'created', await rowSets.ofBook(tx, bookId));
  },

  /**
   * A restore's rows into a book that had none (export/restore/restore.ts): a batch of rows, split parts or tag links of
   * one kind, as restored (their ids taken by the restore first, every reference already renumbered), in one
   * statement. The month totals are not moved batch by batch: the restore ends with rebuildTotals, one grouped
   * pass over the book once every row is in, instead of an upsert per batch (100,000 rows are hundreds of
   * batches); the book was empty, so there is no earlier total to keep, and until then the totals only lack the
   * restored rows.
   */
  async insertRestored(tx: Executor, bookId: number, kind: RestoredRows, rows: JsonRow[]): Promise<void> {
    await transactionRows.insertRestored(tx, bookId, kind, rows);
  },

  /**
   * Deletes every row of a book (their split parts and tag links go with them) and its month totals: a restore
   * taken back. With no row left the totals are none, so they are deleted at once rather than subtracted.
   */
  async deleteAll(tx: Executor, bookId: number): Promise<void> {
    await transactionRows.deleteAll(tx, bookId);
    await monthTotals.clear(tx, bookId);
  },

  /** Replaces a row's tags (an empty list removes them). Tags count in no total. */
  async replaceTags(tx: Executor, bookId: number, id: number, tagIds: number[]): Promise<void> {
    await beforeWrite(tx, bookId, 'updated', [id]);
    await transactionRows.replaceTags(tx, bookId, id, tagIds);
    noteWrite(tx, bookId, 'updated', [id]);
  },

  /**
   * Gives rows tags in bulk (the rules applied over existing rows), each pair once; answers the pairs it added,
   * what removeTags takes back. Tags count in no total.
   */
  async addTags(tx: Executor, bookId: number, pairs: TagPairs): Promise<TagPairs> {
    const rows = [...new Set(pairs.transactionIds)];
    await beforeWrite(tx, bookId, 'updated', rows);
    const added = await transactionRows.addTags(tx, bookId, pairs);
    noteWrite(tx, bookId, 'updated', new Set(added.transactionIds));
    return added;
  },

  /** Takes back tags addTags added. */
  async removeTags(tx: Executor, bookId: number, pairs: TagPairs): Promise<void> {
    const rows = [...new Set(pairs.transactionIds)];
    await beforeWrite(tx, bookId, 'updated', rows);
    await transactionRows.removeTags(tx, bookId, pairs);
    noteWrite(tx, bookId, 'updated', rows);
  },

  /**
   * Who paid an expense of a shared book and whether it is divided (the household's parts are its own table): no
   * amount, date or category changes, so no total moves. Its updated_at moves: an edit open on the row is stale.
   */
  async setPayer(
    tx: Executor,
    bookId: number,
    id: number,
    paidBy: number | null,
    shareMode: ShareMode | null,
  ): Promise<void> {
    await beforeWrite(tx, bookId, 'updated', [id]);
    await transactionRows.updateMany(tx, bookId, [id], { paidBy, shareMode });
    noteWrite(tx, bookId, 'updated', [id]);
  },

  /**
   * Deletes up to `limit` rows of a book being deleted (books/purge.ts, in short steps); answers how many went.
   * The month totals are not moved batch by batch: nobody reads a book without members, and subtracting each batch
   * would write totals about to go. The step that finds fewer than `limit` rows left deletes them all at once, so
   * the book ends with no rows and no totals, in step again.
   */
  async purgeSome(tx: Executor, bookId: number, limit: number): Promise<number> {
    const deleted = await transactionRows.deleteSome(tx, bookId, limit);
    if (deleted < limit) await monthTotals.clear(tx, bookId);
    return deleted;
  },
};
