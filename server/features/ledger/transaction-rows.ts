import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';
import { type CopyValue, copyRows } from '../../db/copy-rows';
import {
  idArray,
  insertJsonRows,
  type JsonRow,
  type JsonTable,
  putBackRows,
  snapshotRows,
} from '../../db/json-rows';
import {
  transactionCodes,
  transactionShares,
  transactionSplits,
  transactions,
  transactionTags,
} from '../../db/schema';

export type NewTransaction = typeof transactions.$inferInsert;
export type StoredTransaction = typeof transactions.$inferSelect;

/** A split of a transaction as it is written. */
export interface NewSplit {
  amount: number;
  description: string;
  categoryId: number | null;
  payeeId: number | null;
}

/** A transaction row as the import writes it (income or expense; transfers go through writeTransfer). */
export interface ImportedTransaction {
  accountId: number;
  type: 'RECEITA' | 'DESPESA';
  amountCents: number;
  date: string;
  description: string;
  categoryId: number | null;
  payeeId: number | null;
  status: 'CLEARED' | 'PENDING' | 'RECONCILED';
  /** The line's id in its way in: a file's (external_id) or, for origin 'sync', the aggregator's (sync_id). */
  externalId: string | null;
  /** The statement's text, when the description stored differs from it. */
  bankText: string | null;
  importId: string;
  /**
   * Where the line came from: a statement's file (the default) or bank sync. A transfer's leg without one is
   * 'manual', as writeTransfer writes it.
   */
  origin?: 'import' | 'sync';
  /** A card statement's installment (k of n of one purchase), and the bill a later one is pinned to. */
  installment?: { group: string; number: number; count: number; billMonth: string | null };
  /** A leg of a transfer an import wrote (writeTransfers), and the card's bill its entering leg is pinned to. */
  transfer?: { id: string; billMonth: string | null };
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

const created = { created_at: 'timestamptz' };

/**
 * The ledger's tables as a restore writes them (export/restore/restore.ts): rows keyed by column name, each with the id
 * the restore took for it from the table's sequence before writing anything, the types as jsonb_to_recordset
 * reads them.
 */
const RESTORED = {
  transactions: {
    name: 'transactions',
    columns: {
      id: 'bigint',
      account_id: 'bigint',
      type: 'text',
      amount: 'bigint',
      date: 'date',
      description: 'text',
      category_id: 'bigint',
      payee_id: 'bigint',
      status: 'text',
      transfer_id: 'uuid',
      other_book_id: 'bigint',
      goal_id: 'bigint',
      recurring_id: 'bigint',
      external_id: 'text',
      sync_id: 'text',
      second_line: 'jsonb',
      bill_month: 'text',
      installment_group: 'uuid',
      installment_number: 'integer',
      installment_count: 'integer',
      bank_text: 'text',
      import_id: 'uuid',
      origin: 'text',
      bank_date: 'date',
      match_import_id: 'uuid',
      match_undo: 'jsonb',
      split_amount: 'bigint',
      created_by: 'bigint',
      paid_by: 'bigint',
      share_mode: 'text',
      ...created,
    },
  },
  splits: {
    name: 'transaction_splits',
    columns: {
      id: 'bigint',
      transaction_id: 'bigint',
      amount: 'bigint',
      description: 'text',
      category_id: 'bigint',
      payee_id: 'bigint',
    },
  },
  tags: { name: 'transaction_tags', columns: { transaction_id: 'bigint', tag_id: 'bigint' } },
} satisfies Record<string, JsonTable>;

/** What a restore writes through the ledger: the rows, their split parts, their tag links. */
export type RestoredRows = keyof typeof RESTORED;

/** Tags given to transactions: transactionIds[i] has tagIds[i]. */
export interface TagPairs {
  transactionIds: number[];
  tagIds: number[];
}

/** Tag pairs per insert: two arrays of this many ids are a parameter message of about 200 kB. */
const TAG_BATCH = 20_000;

/** The staging table of an import's rows: a temporary table of the transaction that loads it. */
export const IMPORT_STAGING = 'import_staging';

/** The staged rows' columns and their types: the staging table's, and the inline rows' (stagedRows). */
const STAGED = [
  ['ord', 'integer'],
  ['account_id', 'bigint'],
  ['type', 'text'],
  ['amount', 'bigint'],
  ['date', 'date'],
  ['description', 'text'],
  ['category_id', 'bigint'],
  ['payee_id', 'bigint'],
  ['status', 'text'],
  ['external_id', 'text'],
  ['bank_text', 'text'],
  ['import_id', 'uuid'],
  ['installment_group', 'uuid'],
  ['installment_number', 'integer'],
  ['installment_count', 'integer'],
  ['bill_month', 'text'],
  ['origin', 'text'],
  ['transfer_id', 'uuid'],
  ['tag_ids', 'bigint[]'],
] as const;

/**
 * Up to this many rows are staged inline (arrays the statement unnests) rather than in a temporary table. On
 * PGlite creating and dropping the table costs about 7 ms of catalog writes per batch whatever its size, which
 * is most of a bank sync's step of 100 rows (the session held meanwhile; docs/PERFORMANCE.md); a file's batches
 * of thousands go through the table and COPY, which reads them faster than parameters.
 */
const INLINE_STAGED_ROWS = 200;

const stagedTable = sql.raw(IMPORT_STAGING);

/** Where a batch's staged rows are read from: the staging table, or the batch's rows inline. */
export type StagedRows = SQL;

/** An imported row as its staged columns' values, in STAGED's order. */
function stagedValues(r: ImportedTransaction, i: number, tagIds: number[] | undefined): CopyValue[] {
  return [
    i,
    r.accountId,
    r.type,
    r.amountCents,
    r.date,
    r.description,
    r.categoryId,
    r.payeeId,
    r.status,
    r.externalId,
    r.bankText,
    r.importId,
    r.installment?.group ?? null,
    r.installment?.number ?? null,
    r.installment?.count ?? null,
    r.installment?.billMonth ?? r.transfer?.billMonth ?? null,
    r.origin ?? (r.transfer ? 'manual' : 'import'),
    r.transfer?.id ?? null,
    tagIds?.length ? tagIds : null,
  ];
}

/**
 * The rows as a relation with the staging table's columns: one array parameter per column, unnested. A row's
 * tag ids travel as an array literal in a text[] (unnest cannot return arrays of different lengths).
 */
function stagedRows(values: CopyValue[][]): SQL {
  const columns = STAGED.map(([, type], j) => {
    const column = values.map((v) => v[j] ?? null);
    return type === 'bigint[]'
      ? sql`${sql.param(column.map((ids) => (ids === null ? null : idArray(ids as number[]))))}::text[]`
      : sql`${sql.param(column)}::${sql.raw(type)}[]`;
  });
  const names = STAGED.map(([name]) => name).join(', ');
  const selected = STAGED.map(([name, type]) =>
    type === 'bigint[]' ? `${name}::bigint[] as ${name}` : name,
  );
  return sql`(select ${sql.raw(selected.join(', '))}
              from unnest(${sql.join(columns, sql`, `)}) as s(${sql.raw(names)}))`;
}

/**
 * The raw SQL that writes transaction rows and their splits. Private to the ledger (biome.json forbids
 * importing it elsewhere): a write that skipped the ledger would leave the month totals behind.
 */
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
               origin, transfer_id)
            select ${bookId}, account_id, type, amount, date, description, category_id, payee_id, status,
                   case when origin = 'sync' then null else external_id end,
                   case when origin = 'sync' then external_id end,
                   bank_text, import_id, installment_group, installment_number, installment_count,
                   bill_month, origin, transfer_id
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
