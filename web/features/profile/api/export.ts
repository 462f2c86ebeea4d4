import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backupFileName, transactionsCsvFileName } from '../../../../common/contract/export/files';
import type { RestoreResult } from '../../../../common/contract/export/restore';
import { todayIn } from '../../../../common/dates';
import { ApiError, api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/**
 * GET /export: everything the book holds, saved as the backup file (JSON, or a .zip with the comprovantes' files:
 * the server names it). Answers the file's name.
 */
export const downloadBackup = (): Promise<string> => downloadFile('/export', backupFileName(todayIn()));

export const useDownloadBackup = () => useMutation({ mutationFn: downloadBackup });

/** GET /export/transactions.csv: the transactions for a spreadsheet. Answers the file's name. */
export const downloadTransactionsCsv = (): Promise<string> =>
  downloadFile('/export/transactions.csv', transactionsCsvFileName(todayIn()));

export const useDownloadTransactionsCsv = () => useMutation({ mutationFn: downloadTransactionsCsv });

/** A backup's .zip (the document and the comprovantes' files), by its name or the type the browser gave it. */
const isZip = (file: File | Blob) =>
  /zip/i.test(file.type) || ('name' in file && file.name.toLowerCase().endsWith('.zip'));

/**
 * POST /restore with the backup file as the body, sent as the browser read it from disk (a backup of 100,000
 * transactions is tens of MB: it is neither parsed nor copied here).
 */
export async function restoreBackup(file: File | Blob, wait = waitForTurn): Promise<RestoreResult> {
  const body = new Blob([file], { type: isZip(file) ? 'application/zip' : 'application/json' });
  for (let turn = 1; ; turn++) {
    try {
      return await api.post<RestoreResult>('/restore', body);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 429 || turn >= RESTORE_TURNS) throw error;
      await wait();
    }
  }
}

/**
 * The server reads one restore at a time and answers another person's 429 before reading its body
 * (server/features/export/restore/restore-admission.ts): the app waits its turn, asking again every few seconds for about a
 * minute, the button busy, rather than telling the person to try again.
 */
const RESTORE_TURNS = 20;
const waitForTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 3000));

/** Every screen's data changes with a restore: all queries are refetched. */
export function useRestoreBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File | Blob) => restoreBackup(file),
    onSuccess: () => client.invalidateQueries(),
  });
}
