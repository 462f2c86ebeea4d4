/**
 * The raw SQL that writes transaction rows and their splits. Private to the ledger (.dependency-cruiser.cjs's
 * ledger-internals forbids importing it elsewhere): a write that skipped the ledger would leave the month totals
 * behind.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';
import { copyRows } from '../../db/copy-rows';
import { idArray, insertJsonRows, type JsonRow, putBackRows, snapshotRows } from '../../db/json-rows';
import {
  transactionCodes,
  transactionShares,
  transactionSplits,
  transactions,
  transactionTags,
} from '../../db/schema';
import { RESTORED } from './restored-tables';
import {
  IMPORT_STAGING,
  type ImportedTransaction,
  INLINE_STAGED_ROWS,
  STAGED,
  type StagedRows,
  stagedRows,
  stagedTable,
  stagedValues,
} from './staged-rows';

export type NewTransaction = typeof transactions.$inferInsert;
export type StoredTransaction = typeof transactions.$inferSelect;

/** A split of a transaction as it is written. */
export interface NewSplit {
  amount: number;
  description: string;
  categoryId: number | null;
  payeeId: number | null;
}

/** Transaction rows as stored, with their split parts and tag links (JSON keyed by column name). */
export interface TransactionSnapshot {
  rows: JsonRow[];
  splits: JsonRow[];
  tags: JsonRow[];
  /** A shared book's divided expenses' parts (absent in snapshots kept before there were any). */
  shares?: JsonRow[];
  /** The Pix or boleto codes the rows were made from (absent in snapshots kept before there were any). */
  codes?: JsonRow[];
}

/** What a restore writes through the ledger: the rows, their split parts, their tag links. */
export type RestoredRows = keyof typeof RESTORED;

/** Tags given to transactions: transactionIds[i] has tagIds[i]. */
export interface TagPairs {
  transactionIds: number[];
  tagIds: number[];
}

/** Tag pairs per insert: two arrays of this many ids are a parameter message of about 200 kB. */
const TAG_BATCH = 20_000;

/**
 * A deleted row's comprovantes stay, with the time it went, for its Desfazer window (putBack clears it); the undo
 * purge then deletes them and their files (server/features/attachments/purge.ts). A book's own deletion
 * (deleteSome) takes them with the book instead.
 */
async function orphanAttachments(db: Executor, bookId: number, which: SQL): Promise<void> {
  await db.execute(sql`update attachments set orphaned_at = now() where book_id = ${bookId} and ${which}`);
}

export const transactionRows = {
  /** The rows, their split parts and their tag links as they are stored: what putBack writes again. */
  async snapshot(db: Executor, bookId: number, ids: number[]): Promise<TransactionSnapshot> {
    // One after the other: the queries share the caller's database transaction.
    return {
      rows: await snapshotRows(db, transactions, bookId, 'id', ids),
      splits: await snapshotRows(db, transactionSplits, bookId, 'transaction_id', ids),
      tags: await snapshotRows(db, transactionTags, bookId, 'transaction_id', ids),
      shares: await snapshotRows(db, transactionShares, bookId, 'transaction_id', ids),
      codes: await snapshotRows(db, transactionCodes, bookId, 'transaction_id', ids),
    };
  },

  /** Writes a snapshot back with its own ids and every column as it was. */
  async putBack(db: Executor, bookId: number, snapshot: TransactionSnapshot): Promise<void> {
    await putBackRows(db, transactions, bookId, snapshot.rows);
    await putBackRows(db, transactionSplits, bookId, snapshot.splits);
    await putBackRows(db, transactionTags, bookId, snapshot.tags);
    await putBackRows(db, transactionShares, bookId, snapshot.shares ?? []);
    await putBackRows(db, transactionCodes, bookId, snapshot.codes ?? []);
    // Their comprovantes were waiting for this window (orphanAttachments): they are the rows' again.
    await db.execute(
      sql`update attachments set orphaned_at = null
          where book_id = ${bookId} and transaction_id = any(${idArray(snapshot.rows.map((r) => Number(r.id)))}::bigint[])
            and orphaned_at is not null`,
    );
    // A goal or fixed expense deleted meanwhile left its rows unlinked (ledger.unlink): so do these.
    const ids = snapshot.rows.map((r) => Number(r.id));
    await db.execute(
      sql`update transactions t set goal_id = null
          where t.book_id = ${bookId} and t.id = any(${idArray(ids)}::bigint[]) and t.goal_id is not null
            and not exists (select 1 from goals g where g.id = t.goal_id and g.book_id = t.book_id)`,
    );
    await db.execute(
      sql`update transactions t set recurring_id = null
          where t.book_id = ${bookId} and t.id = any(${idArray(ids)}::bigint[]) and t.recurring_id is not null
            and not exists (select 1 from recurring r where r.id = t.recurring_id and r.book_id = t.book_id)`,
    );
  },

  async unlink(
    db: Executor,
    bookId: number,
    link: { goalId: number } | { recurringId: number },
  ): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      db,
      'goalId' in link
        ? sql`update transactions set goal_id = null where book_id = ${bookId} and goal_id = ${link.goalId} returning id`
        : sql`update transactions set recurring_id = null where book_id = ${bookId} and recurring_id = ${link.recurringId} returning id`,
    );
    return rows.map((r) => Number(r.id));
  },

  /** Links rows again to a fixed expense put back by an undo (the ones its deletion unlinked and still here). */
  async relink(db: Executor, bookId: number, recurringId: number, ids: number[]): Promise<void> {
    await db.execute(
      sql`update transactions set recurring_id = ${recurringId}
          where book_id = ${bookId} and id = any(${idArray(ids)}::bigint[]) and recurring_id is null`,
    );
  },

  async insertMany(db: Executor, values: NewTransaction[]): Promise<number[]> {
    if (values.length === 0) return [];
    const rows = await db.insert(transactions).values(values).returning({ id: transactions.id });
    return rows.map((r) => r.id);
  },

  /**
   * Imported rows and the tags rules gave them, staged for insertStaged and the month totals to read: a batch
   * of a few rows inline, a larger one copied in bulk into a staging table of the caller's transaction (dropped
   * by unstage, or when the transaction ends). Answers where they are.
   */
  async stageImported(db: Executor, rows: ImportedTransaction[], tags: number[][]): Promise<StagedRows> {
    const values = rows.map((r, i) => stagedValues(r, i, tags[i]));
    if (rows.length <= INLINE_STAGED_ROWS) return stagedRows(values);
    const columns = STAGED.map(([name, type]) => `${name} ${type}`).join(', ');
    await db.execute(sql`create temp table ${sql.raw(IMPORT_STAGING)} (${sql.raw(columns)}) on commit drop`);
    await copyRows(
      db,
      IMPORT_STAGING,
      STAGED.map(([name]) => name),
      values,
    );
    return stagedTable;
  },

  /**
   * Writes the staged rows in the file's order (their ids keep it) with their tags. The tags find their row by
   * position: ids grow in the order rows are inserted, so the n-th smallest new id is the row staged as ord n - 1.
   */
  async insertStaged(db: Executor, bookId: number, staged: StagedRows): Promise<number[]> {
    const [written] = await queryRows<{ ids: Array<number | string> | null }>(
      db,
      sql`with inserted as (
            insert into transactions
              (book_id, account_id, type, amount, date, description, category_id, payee_id, status, external_id,
               sync_id, bank_text, import_id, installment_group, installment_number, installment_count, bill_month,
               origin, transfer_id, foreign_amount, foreign_currency)
            select ${bookId}, account_id, type, amount, date, description, category_id, payee_id, status,
                   case when origin = 'sync' then null else external_id end,
                   case when origin = 'sync' then external_id end,
                   bank_text, import_id, installment_group, installment_number, installment_count,
                   bill_month, origin, transfer_id, foreign_amount, foreign_currency
            from ${staged} s order by ord
            returning id
          ), placed as (
            select id, row_number() over (order by id) - 1 as ord from inserted
          ), tagged as (
            insert into transaction_tags (book_id, transaction_id, tag_id)
            select ${bookId}, p.id, unnest(s.tag_ids)
            from placed p join ${staged} s on s.ord = p.ord
            where s.tag_ids is not null
          )
          select array_agg(id order by id) as ids from inserted`,
    );
    return (written?.ids ?? []).map(Number);
  },

  /** Drops the staging table before the transaction ends: a second batch of the same transaction stages anew. */
  async unstage(db: Executor, staged: StagedRows): Promise<void> {
    if (staged === stagedTable) await db.execute(sql`drop table ${stagedTable}`);
  },

  async insertSplits(db: Executor, bookId: number, transactionId: number, splits: NewSplit[]): Promise<void> {
    if (splits.length === 0) return;
    await db.insert(transactionSplits).values(splits.map((s) => ({ ...s, bookId, transactionId })));
  },

  /** Deletes a transaction's split parts and writes these instead. */
  async replaceSplits(
    db: Executor,
    bookId: number,
    transactionId: number,
    splits: NewSplit[],
  ): Promise<void> {
    await db
      .delete(transactionSplits)
      .where(and(eq(transactionSplits.bookId, bookId), eq(transactionSplits.transactionId, transactionId)));
    await transactionRows.insertSplits(db, bookId, transactionId, splits);
  },

  /** Deletes a transaction's tag links and writes these instead. */
  async replaceTags(db: Executor, bookId: number, transactionId: number, tagIds: number[]): Promise<void> {
    await db
      .delete(transactionTags)
      .where(and(eq(transactionTags.bookId, bookId), eq(transactionTags.transactionId, transactionId)));
    if (tagIds.length > 0) {
      await db.insert(transactionTags).values(tagIds.map((tagId) => ({ bookId, transactionId, tagId })));
    }
  },

  /**
   * Gives transactions tags: each pair (transactionIds[i], tagIds[i]) once, the ones already there left alone.
   * One statement per TAG_BATCH pairs, the pairs as two array parameters: a rule with 10 tags on 20,000 rows
   * took 200,000 statements, one per pair, and 5 minutes. Answers the pairs it added.
   */
  async addTags(db: Executor, bookId: number, pairs: TagPairs): Promise<TagPairs> {
    const added: TagPairs = { transactionIds: [], tagIds: [] };
    for (let start = 0; start < pairs.transactionIds.length; start += TAG_BATCH) {
      const rows = await queryRows<{ transactionId: number; tagId: number }>(
        db,
        sql`insert into transaction_tags (book_id, transaction_id, tag_id)
            select ${bookId}, pair.transaction_id, pair.tag_id
            from unnest(${sql.param(pairs.transactionIds.slice(start, start + TAG_BATCH))}::bigint[],
                        ${sql.param(pairs.tagIds.slice(start, start + TAG_BATCH))}::bigint[])
              as pair(transaction_id, tag_id)
            on conflict do nothing
            returning transaction_id as "transactionId", tag_id as "tagId"`,
      );
      for (const r of rows) {
        added.transactionIds.push(Number(r.transactionId));
        added.tagIds.push(Number(r.tagId));
      }
    }
    return added;
  },

  /** Takes back tags addTags added. */
  async removeTags(db: Executor, bookId: number, pairs: TagPairs): Promise<void> {
    for (let start = 0; start < pairs.transactionIds.length; start += TAG_BATCH) {
      await db.execute(
        sql`delete from transaction_tags tt
            using unnest(${sql.param(pairs.transactionIds.slice(start, start + TAG_BATCH))}::bigint[],
                         ${sql.param(pairs.tagIds.slice(start, start + TAG_BATCH))}::bigint[])
              as pair(transaction_id, tag_id)
            where tt.book_id = ${bookId} and tt.transaction_id = pair.transaction_id and tt.tag_id = pair.tag_id`,
      );
    }
  },

  /** The installments of one purchase, locked, in their order. */
  async installmentsOf(db: Executor, bookId: number, group: string): Promise<StoredTransaction[]> {
    return db
      .select()
      .from(transactions)
      .where(and(eq(transactions.bookId, bookId), eq(transactions.installmentGroup, group)))
      .orderBy(transactions.installmentNumber)
      .for('update');
  },

  /** Locks the rows for the rest of the database transaction; answers the ids that exist. */
  async lock(db: Executor, bookId: number, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.bookId, bookId), inArray(transactions.id, ids)))
      .orderBy(transactions.id)
      .for('update');
    return rows.map((r) => r.id);
  },

  /** Locks the rows with ids in a range (an import cut short); answers their ids. */
  async lockRange(db: Executor, bookId: number, firstId: number, lastId: number): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select id from transactions
          where book_id = ${bookId} and id between ${firstId} and ${lastId}
          order by id for update`,
    );
    return rows.map((r) => Number(r.id));
  },

  async update(db: Executor, bookId: number, id: number, values: Partial<NewTransaction>): Promise<void> {
    await db
      .update(transactions)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(transactions.id, id), eq(transactions.bookId, bookId)));
  },

  /** The same values on many rows, in one statement (the ids as one array parameter, however many). */
  async updateMany(
    db: Executor,
    bookId: number,
    ids: number[],
    values: Partial<NewTransaction>,
  ): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(transactions)
      .set({ ...values, updatedAt: new Date() })
      .where(
        and(eq(transactions.bookId, bookId), sql`${transactions.id} = any(${sql.param(ids)}::bigint[])`),
      );
  },

  async deleteMany(db: Executor, bookId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await orphanAttachments(db, bookId, sql`transaction_id = any(${idArray(ids)}::bigint[])`);
    await db.delete(transactions).where(and(eq(transactions.bookId, bookId), inArray(transactions.id, ids)));
  },

  /** Up to `limit` of a book's rows, any of them, in one statement (their splits and tags go with them). */
  async deleteSome(db: Executor, bookId: number, limit: number): Promise<number> {
    const rows = await queryRows<{ count: number }>(
      db,
      sql`with gone as (
            delete from transactions where id in
              (select id from transactions where book_id = ${bookId} limit ${limit})
            returning 1)
          select count(*)::int as count from gone`,
    );
    return Number(rows[0]?.count ?? 0);
  },

  /** A restore's batch of rows of one kind, as restored (ids given), in one statement. */
  async insertRestored(db: Executor, bookId: number, kind: RestoredRows, rows: JsonRow[]): Promise<void> {
    await insertJsonRows(db, bookId, RESTORED[kind], rows);
  },

  /** Every row of a book, in one statement (their splits and tags go with them). */
  async deleteAll(db: Executor, bookId: number): Promise<void> {
    await orphanAttachments(db, bookId, sql`true`);
    await db.execute(sql`delete from transactions where book_id = ${bookId}`);
  },

  /** One statement however many rows the range holds (a list of ids would be a bind parameter each). */
  async deleteRange(db: Executor, bookId: number, firstId: number, lastId: number): Promise<void> {
    await orphanAttachments(db, bookId, sql`transaction_id between ${firstId} and ${lastId}`);
    await db.execute(
      sql`delete from transactions where book_id = ${bookId} and id between ${firstId} and ${lastId}`,
    );
  },
};
