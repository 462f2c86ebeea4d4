import { formatCount } from '../../../../common/csv/limits';
import type { AppHistory, SourceApp } from './types';

/** Transactions one file may hold: years of a busy person's history, far from what a real export has. */
export const MAX_APP_ROWS = 50_000;
/** Bytes one uploaded export may have. */
export const MAX_APP_BYTES = 20 * 1024 * 1024;
/**
 * What a zip (an xlsx workbook, YNAB's or Actual's export) may declare its parts unpack to, all together: an
 * export of MAX_APP_ROWS lines stays far below it; a zip bomb does not.
 */
export const MAX_UNPACKED_BYTES = 5 * MAX_APP_BYTES;

/** Why a whole file is refused, whatever the app. */
export const FILE_MESSAGES = {
  empty: 'O arquivo está vazio.',
  tooBig: `O arquivo tem mais de ${MAX_APP_BYTES / 1024 / 1024} MB. Exporte um período menor.`,
  tooManyRows: `O arquivo tem mais de ${formatCount(MAX_APP_ROWS)} lançamentos. Exporte um período menor.`,
} as const;

/** The size check every reader makes first: the message refusing the file, or undefined when it may be read. */
export function sizeProblem(bytes: Uint8Array): string | undefined {
  if (bytes.length === 0) return FILE_MESSAGES.empty;
  if (bytes.length > MAX_APP_BYTES) return FILE_MESSAGES.tooBig;
  return undefined;
}

/** The answer for a file refused whole: one line-0 error. */
export function refused(app: SourceApp, message: string): AppHistory {
  return { app, accounts: [], categories: [], rows: [], openings: [], errors: [{ line: 0, message }] };
}
