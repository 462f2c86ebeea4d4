import { sql } from 'drizzle-orm';
import type { AppImportJob, AppImportResult, SourceApp } from '../../../common/contract/app-import';
import { APP_IMPORT_MESSAGES } from '../../../common/contract/app-import';
import { type Executor, queryRows } from '../../db/connect';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { conflict } from '../../http/errors';

/**
 * An import that has not reported for this long is taken for dead (its process stopped): the page says so, and a
 * new one may start. Each step of a write reports, and a step takes seconds at most.
 */
const STALE_AFTER = sql`interval '10 minutes'`;

interface JobRow {
  id: string;
  app: SourceApp;
  file_name: string;
  status: AppImportJob['status'];
  total: number;
  done: number;
  result: AppImportResult | null;
  error: string | null;
  created_at: string;
  stale: boolean;
}

const present = (row: JobRow): AppImportJob => {
  const dead = row.status === 'running' && row.stale;
  return {
    id: row.id,
    app: row.app,
    fileName: row.file_name,
    status: dead ? 'failed' : row.status,
    total: Number(row.total),
    written: Number(row.done),
    result: row.result,
    error: dead ? APP_IMPORT_MESSAGES.interrupted : row.error,
    createdAt: new Date(row.created_at).toISOString(),
  };
};

const columns = sql`id, app, file_name, status, total, done, result, error, created_at,
  (status = 'running' and updated_at < now() - ${STALE_AFTER}) as stale`;

export const appImportJobs = {
  /**
   * Registers a running import of the book; refused (409) while another runs. The partial unique index is the
   * guard, so two uploads at once cannot both start.
   */
  async start(
    db: Executor,
    job: { id: string; bookId: number; app: SourceApp; fileName: string; total: number },
  ) {
    // A job left running by a process that died no longer holds the book.
    await db.execute(
      sql`update app_imports set status = 'failed', error = ${APP_IMPORT_MESSAGES.interrupted}
          where book_id = ${job.bookId} and status = 'running' and updated_at < now() - ${STALE_AFTER}`,
    );
    try {
      const [row] = await queryRows<JobRow>(
        db,
        sql`insert into app_imports (id, book_id, app, file_name, total)
            values (${job.id}, ${job.bookId}, ${job.app}, ${job.fileName.slice(0, 200)}, ${job.total})
            returning ${columns}`,
      );
      return present(row as JobRow);
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(APP_IMPORT_MESSAGES.running);
      throw error;
    }
  },

  progress: (db: Executor, id: string, written: number) =>
    db.execute(
      sql`update app_imports set done = least(${written}, total), updated_at = now()
          where id = ${id} and status = 'running'`,
    ),

  finish: (db: Executor, id: string, result: AppImportResult) =>
    db.execute(
      sql`update app_imports set status = 'done', done = total, result = ${JSON.stringify(result)}::jsonb,
                 updated_at = now()
          where id = ${id}`,
    ),

  fail: (db: Executor, id: string, message: string) =>
    db.execute(
      sql`update app_imports set status = 'failed', error = ${message}, updated_at = now() where id = ${id}`,
    ),

  async find(db: Executor, bookId: number, id: string): Promise<AppImportJob | null> {
    const [row] = await queryRows<JobRow>(
      db,
      sql`select ${columns} from app_imports where book_id = ${bookId} and id = ${id}`,
    );
    return row ? present(row) : null;
  },

  /** The book's latest import of the last day, for the page to show after a reload; null when none. */
  async latest(db: Executor, bookId: number): Promise<AppImportJob | null> {
    const [row] = await queryRows<JobRow>(
      db,
      sql`select ${columns} from app_imports
          where book_id = ${bookId} and created_at > now() - interval '1 day'
          order by created_at desc limit 1`,
    );
    return row ? present(row) : null;
  },
};
