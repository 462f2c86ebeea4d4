import { type Db, statementLogOf } from './connect';

/** One SQL statement as the app sent it: its text with placeholders, and their values. */
export interface CapturedStatement {
  text: string;
  params: unknown[];
}

/**
 * The statements the app sends on `db` while `run` runs, in order, its transactions' and its generic-plan runner's
 * included (connect.ts's statement log). For the bench's EXPLAIN, the partition plan checks and the tests that count
 * statements. A capture inside another tells both.
 */
export async function captureStatements<T>(
  db: Db,
  run: () => Promise<T>,
): Promise<{ result: T; statements: CapturedStatement[] }> {
  const log = statementLogOf(db);
  if (!log) throw new Error('only a database opened by openDatabase tells its statements');
  const outer = log.listener;
  const statements: CapturedStatement[] = [];
  log.listener = (text, params) => {
    statements.push({ text, params: [...params] });
    outer?.(text, params);
  };
  try {
    return { result: await run(), statements };
  } finally {
    log.listener = outer;
  }
}
