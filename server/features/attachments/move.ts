// Moving an installation's comprovantes between its data folder and a bucket (npm run attachments:move), in either
// direction. The database says which files there are (every row of the attachments table, removed ones waiting for
// their Desfazer window too); each part is copied unless the target already has it whole (the size its row
// records), so a move that was stopped (Ctrl+C, a crash, a lost connection) is resumed by running it again, and a
// second run after the servers stop copies only what arrived meanwhile. The source is never changed: it is removed
// by hand once the servers read the target.
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';
import type { AttachmentStore, StoredPart } from '../../storage/store';

/** Rows read a statement: one short read at a time, never a transaction held for the whole move. */
const ROWS_PER_PAGE = 500;

interface StoredRow {
  book_id: number;
  id: number;
  key: string;
  size: number;
  thumb_size: number;
}

export interface MoveSummary {
  /** Parts copied by this run. */
  copied: number;
  /** Parts the target already had whole (a run before this one copied them). */
  present: number;
  /** Parts the source lacks: a row whose file was never written or was deleted by hand. Named in `missingNames`. */
  missing: number;
  missingNames: string[];
  bytes: number;
}

export interface MoveOptions {
  from: AttachmentStore;
  to: AttachmentStore;
  /** Stops between two parts when aborted: what was copied stays, a later run goes on from there. */
  signal?: AbortSignal;
  onProgress?: (summary: MoveSummary) => void;
}

/** Missing parts named in the summary; past it only counted. */
const NAMED_MISSING = 20;

function page(db: Executor, afterId: number): Promise<StoredRow[]> {
  // The primary key (id, book_id) walked in order: each page an index range, however many rows there are.
  return queryRows<StoredRow>(
    db,
    sql`select book_id::float8 as book_id, id::float8 as id, key, size::float8 as size, thumb_size
        from attachments where id > ${afterId} order by id limit ${ROWS_PER_PAGE}`,
  );
}

/** Whether the database is a Grana installation's (a server migrated it): the move reads its attachments table. */
export async function hasAttachmentsTable(db: Executor): Promise<boolean> {
  const [found] = await queryRows<{ table: string | null }>(
    db,
    sql`select to_regclass('public.attachments')::text as table`,
  );
  return Boolean(found?.table);
}

export async function moveAttachments(db: Executor, options: MoveOptions): Promise<MoveSummary> {
  const summary: MoveSummary = { copied: 0, present: 0, missing: 0, missingNames: [], bytes: 0 };
  let afterId = 0;
  for (;;) {
    const rows = await page(db, afterId);
    for (const row of rows) {
      const parts: Array<[StoredPart, number]> = [['file', row.size]];
      if (row.thumb_size > 0) parts.push(['thumb', row.thumb_size]);
      for (const [part, size] of parts) {
        options.signal?.throwIfAborted();
        await movePart(options, summary, row, part, size);
      }
    }
    options.onProgress?.(summary);
    const last = rows.at(-1);
    if (!last || rows.length < ROWS_PER_PAGE) return summary;
    afterId = last.id;
  }
}

async function movePart(
  { from, to }: MoveOptions,
  summary: MoveSummary,
  row: StoredRow,
  part: StoredPart,
  size: number,
): Promise<void> {
  if ((await to.size(row.book_id, row.key, part)) === size) {
    summary.present += 1;
    return;
  }
  const bytes = await from.read(row.book_id, row.key, part);
  if (!bytes) {
    summary.missing += 1;
    if (summary.missingNames.length < NAMED_MISSING)
      summary.missingNames.push(`${row.book_id}/${row.key}${part === 'thumb' ? '.thumb' : ''}`);
    return;
  }
  await to.write(row.book_id, row.key, part, bytes);
  summary.copied += 1;
  summary.bytes += bytes.length;
}
