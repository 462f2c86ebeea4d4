import { backupFileName, transactionsCsvFileName } from '../../../common/contract/export';
import { todayIn } from '../../../common/dates';
import type { Db, Executor } from '../../db/connect';
import type { AuthUser } from '../../http/deps';
import { notFound } from '../../http/errors';
import { writeBackupDocument } from './backup-document';
import { type ProfileRow, exportRepository as repo } from './repository';
import { restoreBackup } from './restore';
import { writeTransactionsCsv } from './transactions-csv';

/** A file the API answers: its name and its text, a chunk per page of transactions. */
export interface ExportFile {
  fileName: string;
  chunks: string[];
}

/**
 * The export reads inside one read-only REPEATABLE READ transaction, so the file is one moment of the data (a
 * transfer written meanwhile is in it with both legs or not at all). The text is built before the answer is
 * sent: a slow download never holds the database (PGlite has one connection).
 */
export function createExportService(db: Db) {
  async function snapshot(
    user: AuthUser,
    write: (tx: Executor, profile: ProfileRow) => Promise<ExportFile>,
  ): Promise<ExportFile> {
    return db.transaction(
      async (tx) => {
        const profile = await repo.profile(tx, user.id);
        if (!profile) throw notFound();
        return write(tx, profile);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  return {
    /** Everything the person owns, as the backup document (common/contract/export.ts). */
    backup(user: AuthUser): Promise<ExportFile> {
      return snapshot(user, async (tx, profile) => ({
        fileName: backupFileName(todayIn(profile.timeZone)),
        chunks: await writeBackupDocument(tx, user.id, profile, new Date()),
      }));
    },

    /** The transactions as a spreadsheet. */
    transactionsCsv(user: AuthUser): Promise<ExportFile> {
      return snapshot(user, async (tx, profile) => ({
        fileName: transactionsCsvFileName(todayIn(profile.timeZone)),
        chunks: await writeTransactionsCsv(tx, user.id),
      }));
    },

    restore(user: AuthUser, body: unknown) {
      return restoreBackup(db, user.id, body);
    },
  };
}
