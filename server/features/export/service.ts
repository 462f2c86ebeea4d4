import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { ACCOUNT_NOT_FOUND } from '../../../common/contract/accounts';
import {
  backupArchiveFileName,
  backupFileName,
  transactionsCsvFileName,
} from '../../../common/contract/export/files';
import { RESTORE_MESSAGES, type RestoreResult } from '../../../common/contract/export/restore';
import {
  type OpenExportFormat,
  openExportFileName,
  type openExportQuery,
} from '../../../common/contract/open-exports';
import type { transactionListQuery } from '../../../common/contract/transaction-list';
import { todayIn } from '../../../common/dates';
import type { AuthUser } from '../../auth-user';
import type { Database } from '../../db/connect';
import { conflict, notFound } from '../../http/errors';
import type { AttachmentStore } from '../attachments/public';
import { bankAccountIdsOf } from '../import/public';
import { balanceRowsRepository } from '../shared/balance-rows';
import { ownedAccountRow } from '../shared/owned-account';
import { listFiltersOf } from '../transactions/public';
import { backupArchive } from './backup/backup-archive';
import { writeBackupDocument } from './backup/backup-document';
import { readBookNames } from './book-rows';
import { inOneSnapshot, inShortSteps, type ReadStep } from './read-steps';
import { exportRepository as repo } from './repository';
import { parseBackupOffThread } from './restore/parse-backup-off-thread';
import { restoreBackup } from './restore/restore';
import { checkBackupFiles, openBackup, removeBackupFiles, writeBackupFiles } from './restore/restore-files';
import { restoreRepository as restoreRepo } from './restore/restore-repository';
import { writeOfxStatement } from './statements/ofx-statement';
import { writeQifStatement } from './statements/qif-statement';
import { writeTransactionsCsv } from './statements/transactions-csv';
import { textInTurns } from './text-in-turns';

/** The list's query without its page: the CSV of Transações is every page of what it shows. */
type CsvQuery = Omit<z.output<typeof transactionListQuery>, 'page' | 'limit'>;

/** A file the API answers: its name, its type and its bytes (a text's chunks, a page of transactions each). */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The export reads a page of transactions at a time. On PostgreSQL every page is read inside one read-only
 * REPEATABLE READ transaction on its own pooled connection: the file is one moment of the data, and nobody
 * waits. PGlite has one connection for everyone, so there each page is a short transaction of its own and
 * other requests are answered between pages (see read-steps.ts and backup-document.ts for what that gives).
 * The text is built before the answer is sent: a slow download never holds the database.
 */
export function createExportService(database: Database, store: AttachmentStore) {
  const { db } = database;
  const snapshot = <T>(work: (step: ReadStep) => Promise<T>) => inOneSnapshot(db, work);
  const fair = <T>(work: (step: ReadStep) => Promise<T>) =>
    database.kind === 'pglite' ? inShortSteps(db, work) : inOneSnapshot(db, work);

  return {
    /**
     * Everything the book holds, as the backup document (common/contract/export/document.ts); with its
     * comprovantes, a .zip of the document and their files (backup-archive.ts). A book without comprovantes still
     * gets the plain JSON that every earlier backup was.
     */
    async backup(user: AuthUser): Promise<ExportFile> {
      const exportedAt = new Date();
      let text = await fair((step) => writeBackupDocument(step, user, exportedAt));
      // The person's data changed between two pages in a way the restore would refuse: read it again as one
      // moment (on PGlite this holds the connection for the whole read, which only such a race costs).
      if (text === 'changed') text = await snapshot((step) => writeBackupDocument(step, user, exportedAt));
      if (text === 'changed') throw new Error('an export read in one snapshot disagreed with itself');
      const today = todayIn(text.profile.timeZone);
      if (text.attachments.length === 0) {
        return { fileName: backupFileName(today), contentType: JSON_TYPE, body: textInTurns(text.chunks) };
      }
      return {
        fileName: backupArchiveFileName(today),
        contentType: 'application/zip',
        body: backupArchive(text.chunks, text.attachments, store, user.bookId),
      };
    },

    /** The transactions as a spreadsheet: those Transações shows for `query` (every one without). */
    async transactionsCsv(user: AuthUser, query: CsvQuery = {}): Promise<ExportFile> {
      const profile = await repo.profile(db, user.id);
      if (!profile) throw notFound();
      const filters = await listFiltersOf(db, user.bookId, query);
      const chunks = await fair((step) => writeTransactionsCsv(step, user.bookId, filters));
      return {
        fileName: transactionsCsvFileName(todayIn(profile.timeZone)),
        contentType: 'text/csv; charset=utf-8',
        body: textInTurns(chunks),
      };
    },

    /** One account's rows as an OFX or a QIF statement (open-exports: what the next app reads). */
    async openExport(
      user: AuthUser,
      format: OpenExportFormat,
      query: z.output<typeof openExportQuery>,
    ): Promise<ExportFile> {
      const profile = await repo.profile(db, user.id);
      const account = await ownedAccountRow(db, user.bookId, query.accountId);
      // Another book's account is absent, as everywhere.
      if (!profile || !account) throw notFound(ACCOUNT_NOT_FOUND);
      const today = todayIn(profile.timeZone);
      const statement = {
        id: account.id,
        name: account.name,
        type: account.type,
        currency: account.currency,
      };
      const period = { from: query.from, to: query.to };
      const chunks = await fair(async (step) => {
        const names = await readBookNames(step, user.bookId);
        if (format === 'qif') return writeQifStatement(step, user.bookId, statement, names, period);
        const bankIds = await step((tx) => bankAccountIdsOf(tx, user.bookId, statement));
        return writeOfxStatement(step, user.bookId, statement, bankIds, names, { ...period, today }, (date) =>
          step(async (tx) => (await balanceRowsRepository.accountAt(tx, user.bookId, account.id, date)) ?? 0),
        );
      });
      return {
        fileName: openExportFileName(account.name, today, format),
        // Each as its bytes are: the OFX in the code page its header names (ofx-statement.ts), the QIF, which names
        // none, in UTF-8.
        contentType:
          format === 'ofx' ? 'application/x-ofx; charset=windows-1252' : 'application/qif; charset=utf-8',
        body: textInTurns(chunks),
      };
    },

    /** 409 unless the account is empty: asked before a restore's body is read, so a refusal costs no parse. */
    async ensureEmpty(user: AuthUser): Promise<void> {
      if (await restoreRepo.hasData(db, user.bookId)) throw conflict(RESTORE_MESSAGES.notEmpty);
    },

    /**
     * A backup's bytes (the document, or the .zip with the comprovantes' files), the document read and checked off
     * the event loop and the files against their rows, then the files written under new keys and the rows restored
     * into the empty book. A restore that fails removes the files it wrote.
     */
    async restore(user: AuthUser, bytes: Uint8Array): Promise<RestoreResult> {
      const backup = await openBackup(bytes);
      const doc = await parseBackupOffThread(user.bookId, backup.document);
      if (doc.attachments.length > 0) {
        await checkBackupFiles(backup, doc, await restoreRepo.attachmentBytes(db, user.bookId));
      }
      const { files, skipped } = await writeBackupFiles(store, user.bookId, backup, doc);
      // A comprovante whose file failed an upload's checks is left out with its row, and named in the answer.
      const kept =
        skipped.length === 0 ? doc : { ...doc, attachments: doc.attachments.filter((a) => files.has(a.id)) };
      try {
        return { ...(await restoreBackup(database, user, kept, files)), skippedAttachments: skipped };
      } catch (error) {
        await removeBackupFiles(store, user.bookId, files);
        throw error;
      }
    },
  };
}
