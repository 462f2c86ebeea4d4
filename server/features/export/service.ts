import {
  backupFileName,
  RESTORE_MESSAGES,
  type RestoreResult,
  transactionsCsvFileName,
} from '../../../common/contract/export';
import { todayIn } from '../../../common/dates';
import type { AuthUser } from '../../auth-user';
import type { Database } from '../../db/connect';
import { conflict, notFound } from '../../http/errors';
import { writeBackupDocument } from './backup-document';
import { parseBackupOffThread } from './parse-backup-off-thread';
import { inOneSnapshot, inShortSteps, type ReadStep } from './read-steps';
import { exportRepository as repo } from './repository';
import { restoreBackup } from './restore';
import { restoreRepository as restoreRepo } from './restore-repository';
import { writeTransactionsCsv } from './transactions-csv';

/** A file the API answers: its name and its text, a chunk per page of transactions. */
export interface ExportFile {
  fileName: string;
  chunks: string[];
}

/**
 * The export reads a page of transactions at a time. On PostgreSQL every page is read inside one read-only
 * REPEATABLE READ transaction on its own pooled connection: the file is one moment of the data, and nobody
 * waits. PGlite has one connection for everyone, so there each page is a short transaction of its own and
 * other requests are answered between pages (see read-steps.ts and backup-document.ts for what that gives).
 * The text is built before the answer is sent: a slow download never holds the database.
 */
export function createExportService(database: Database) {
  const { db } = database;
  const snapshot = <T>(work: (step: ReadStep) => Promise<T>) => inOneSnapshot(db, work);
  const fair = <T>(work: (step: ReadStep) => Promise<T>) =>
    database.kind === 'pglite' ? inShortSteps(db, work) : inOneSnapshot(db, work);

  return {
    /** Everything the person owns, as the backup document (common/contract/export.ts). */
    async backup(user: AuthUser): Promise<ExportFile> {
      const exportedAt = new Date();
      let text = await fair((step) => writeBackupDocument(step, user, exportedAt));
      // The person's data changed between two pages in a way the restore would refuse: read it again as one
      // moment (on PGlite this holds the connection for the whole read, which only such a race costs).
      if (text === 'changed') text = await snapshot((step) => writeBackupDocument(step, user, exportedAt));
      if (text === 'changed') throw new Error('an export read in one snapshot disagreed with itself');
      return { fileName: backupFileName(todayIn(text.profile.timeZone)), chunks: text.chunks };
    },

    /** The transactions as a spreadsheet. */
    async transactionsCsv(user: AuthUser): Promise<ExportFile> {
      const profile = await repo.profile(db, user.id);
      if (!profile) throw notFound();
      return {
        fileName: transactionsCsvFileName(todayIn(profile.timeZone)),
        chunks: await fair((step) => writeTransactionsCsv(step, user.bookId)),
      };
    },

    /** 409 unless the account is empty: asked before a restore's body is read, so a refusal costs no parse. */
    async ensureEmpty(user: AuthUser): Promise<void> {
      if (await restoreRepo.hasData(db, user.bookId)) throw conflict(RESTORE_MESSAGES.notEmpty);
    },

    /** A backup's bytes, read and checked off the event loop, then restored into the empty account. */
    async restore(user: AuthUser, bytes: Uint8Array): Promise<RestoreResult> {
      const doc = await parseBackupOffThread(bytes);
      return restoreBackup(database, user, doc);
    },
  };
}
