import type { BackupDocument } from '../../../../common/contract/export/document';
import { RESTORE_MESSAGES, type RestoreCounts } from '../../../../common/contract/export/restore';
import type { AuthUser } from '../../../auth-user';
import type { Database, Executor } from '../../../db/connect';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../../db/errors';
import { badRequest, conflict, HttpError } from '../../../http/errors';
import { actedBy, ledgerTransaction } from '../../ledger/public';
import { lockBook } from '../../shared/person-limits';
import { type UnfinishedWrite, writeInSteps } from '../../shared/write-steps';
import type { RestoredFiles } from './restore-files';
import { planRestore } from './restore-plan';
import { restoreRepository as repo } from './restore-repository';

/**
 * Recreates a checked backup document (parse-backup.ts) for the signed-in person: all of it or nothing. Only
 * into an account without data of its own (409 otherwise). Every row gets a new id.
 *
 * On PostgreSQL, in one database transaction under a lock on the person's row: it has a connection of its own,
 * and nobody else waits for it. PGlite has one connection for everyone, and a transaction of 100,000 rows holds
 * it for seconds, so there the rows go in a few thousand per short transaction, with other requests answered in
 * between, and a restore that fails deletes every row of the person in one last transaction (see
 * restoreInSteps).
 */

/** Restores into `owner.bookId`; the document's profile (the time zone) goes to the person, `owner.id`. */
export async function restoreBackup(
  database: Database,
  owner: Pick<AuthUser, 'id' | 'bookId'>,
  doc: BackupDocument,
  files?: RestoredFiles,
): Promise<RestoreCounts> {
  const { bookId } = owner;
  try {
    if (database.kind === 'pglite') return await restoreInSteps(database, owner, doc, files);
    return await ledgerTransaction(database.db, actedBy(owner, 'restore'), async (tx) => {
      // Two restores into one account run one after the other.
      await lockBook(tx, bookId);
      if (await repo.hasData(tx, bookId)) throw conflict(RESTORE_MESSAGES.notEmpty);
      const { steps, finish } = await planRestore(tx, owner, doc, files);
      for (const step of steps) await step(tx);
      return finish(tx);
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The checks before keep the database's rules; should one still be broken, it is the file's fault.
    const code = pgErrorCode(error);
    if (code === UNIQUE_VIOLATION) throw badRequest(RESTORE_MESSAGES.repeatedNames);
    if (code?.startsWith('22') || code?.startsWith('23')) throw badRequest(RESTORE_MESSAGES.inconsistent);
    throw error;
  }
}

/**
 * PGlite: the account found empty (a second restore of the book at the same time was refused before its body was
 * read: restore-admission.ts, the one owner of that rule; PGlite serves one process only), then each step in a
 * short transaction of its own, the event loop given a turn before each, and the month totals rebuilt in the last
 * one (writeInSteps). All or nothing for the person: the account was empty, so
 * when a step fails, or the process dies and the next start finds the restore unfinished, deleting every row the
 * person has (and their month totals) in one transaction brings it back to exactly that. While the restore runs, the person's own screens may show part of it (accounts without all their
 * transactions, balances not yet added up); nobody else's data is touched, and other people's requests wait at
 * most one step.
 */
async function restoreInSteps(
  database: Database,
  owner: Pick<AuthUser, 'id' | 'bookId'>,
  doc: BackupDocument,
  files: RestoredFiles | undefined,
): Promise<RestoreCounts> {
  const { bookId } = owner;
  if (await repo.hasData(database.db, bookId)) throw conflict(RESTORE_MESSAGES.notEmpty);
  const { steps, finish } = await planRestore(database.db, owner, doc, files);
  return writeInSteps(
    database,
    { bookId, kind: 'restore', by: actedBy(owner, 'restore') },
    async (step) => {
      for (const write of steps) await step(write);
      return step(finish);
    },
    undoRestore,
  );
}

/**
 * The account was empty when the restore began: deleting every row the person has, and their month totals (the
 * ledger's deleteAll), brings it back to that.
 */
export async function undoRestore(tx: Executor, written: UnfinishedWrite): Promise<void> {
  await repo.deleteEverything(tx, written.bookId);
}
