import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { DEV_KEY_FILE } from '../config';
import { createPglite } from '../db/connect';
import type { BucketConfig } from '../storage/bucket-config';
import type { AttachmentsPlace } from '../storage/store-for';
import { openBackupFile, verifyBackupFile } from './backup-file';
import { granaDataIn, granaObjects } from './catalog';
import { CONTROL_FILE, claimDataFolder } from './data-folder';
import { type FileSink, sinkFor } from './files';
import type { BackupHeader } from './format';
import { type DatabaseLocation, databaseLocation } from './location';
import { appliedMigrations, planMigrations } from './migrations';
import { type RestoreSummary, restoreInto, TargetNotEmptyError, TargetNotGranaError } from './restore';
import { inPgliteTransaction, inPostgresTransaction, type SqlSession } from './sql-session';

export interface RestoreResult extends RestoreSummary {
  location: DatabaseLocation;
  header: BackupHeader;
  /** PGlite: where the folder that was there before now is (never deleted). */
  keptFolder?: string;
  /** PostgreSQL: where DATA_DIR's comprovantes that were there before now are (never deleted). */
  keptFiles?: string;
}

/** A restore that was refused or failed before anything changed; the message is for the person. */
export class RestoreRefusedError extends Error {}

/** PGlite: the copy was restored into its new folder but could not be put in place; the message says where. */
export class SwapFailedError extends Error {}

/**
 * Restores a backup into the installation DATABASE_URL or DATA_DIR points at. PostgreSQL: in one transaction
 * on that database. PGlite: into a new folder beside DATA_DIR, swapped in only when complete; the folder that
 * was there is renamed and kept.
 */
export async function runRestore(options: {
  file: string;
  force: boolean;
  env?: NodeJS.ProcessEnv;
  now?: Date;
}): Promise<RestoreResult> {
  const location = databaseLocation(options.env);
  const reader = await openBackupFile(options.file);
  try {
    // A copy from a newer Grana, or a cut or damaged one, is refused before anything is touched.
    planMigrations(reader.header.migrations);
    await verifyBackupFile(options.file);
    const stamp = stampOf(options.now ?? new Date());
    if (location.engine === 'postgres') {
      // The files go into DATA_DIR beside the current ones, and take their place once the transaction commits.
      const files = sinkFor(location, stamp);
      const summary = await inPostgresTransaction(location.url, 'write', (session) =>
        restoreInto(session, reader, { force: options.force, engine: 'postgres', files }),
      ).catch(async (error) => {
        await files.abort();
        if (error instanceof TargetNotGranaError) {
          throw new RestoreRefusedError(`Não foi possível restaurar em ${location.label}: ${error.message}.`);
        }
        if (error instanceof TargetNotEmptyError) {
          throw new RestoreRefusedError(
            `O banco de destino (${location.label}) já tem dados do Grana: ${error.users} usuário(s). ` +
              'Para substituí-los pelos da cópia, rode de novo com --force (a troca acontece numa única transação).',
          );
        }
        throw error;
      });
      const keptFiles = await files.commit();
      return { ...summary, location, header: reader.header, ...(keptFiles ? { keptFiles } : {}) };
    }
    const { summary, keptFolder } = await restorePglite(
      location.dataDir,
      { ...options, stamp, bucket: location.attachmentsBucket },
      (session, files) => restoreInto(session, reader, { force: true, engine: 'pglite', files }),
    );
    return { ...summary, location, header: reader.header, ...(keptFolder ? { keptFolder } : {}) };
  } finally {
    reader.close();
  }
}

function stampOf(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
}

type FolderState =
  | { kind: 'empty' }
  | { kind: 'grana'; users: number; hasRows: boolean }
  | { kind: 'other'; entries: number };

/** What the target folder holds now (this process owns it, so it may open it). */
async function inspectFolder(dataDir: string): Promise<FolderState> {
  const entries = (await readdir(dataDir)).filter((name) => !name.startsWith(CONTROL_FILE));
  if (entries.length === 0) return { kind: 'empty' };
  if (!entries.includes('PG_VERSION')) return { kind: 'other', entries: entries.length };
  let pglite: PGlite | undefined;
  try {
    pglite = await createPglite(dataDir);
    const data = await inPgliteTransaction(pglite, 'snapshot', async (session) =>
      (await appliedMigrations(session)).length === 0
        ? undefined
        : granaDataIn(session, granaObjects().tables),
    );
    // A PostgreSQL folder that Grana never migrated is someone else's.
    if (!data) return { kind: 'other', entries: entries.length };
    return { kind: 'grana', users: data.users, hasRows: data.tablesWithRows.length > 0 };
  } catch {
    return { kind: 'other', entries: entries.length };
  } finally {
    await pglite?.close().catch(() => {});
  }
}

/**
 * Loads the copy with `restore` into a PGlite folder and its files into that folder's attachments/ (files.ts) or
 * the installation's bucket, the folder's files in place only when the load succeeded.
 */
async function loadInto(
  place: AttachmentsPlace,
  stamp: string,
  restore: (session: SqlSession, files: FileSink) => Promise<RestoreSummary>,
): Promise<RestoreSummary> {
  const files = sinkFor(place, stamp);
  const pglite = await createPglite(place.dataDir);
  try {
    const summary = await inPgliteTransaction(pglite, 'write', (session) => restore(session, files));
    await files.commit();
    return summary;
  } catch (error) {
    await files.abort();
    throw error;
  } finally {
    await pglite.close();
  }
}

async function restorePglite(
  dataDir: string,
  options: { force: boolean; stamp: string; bucket?: BucketConfig | undefined },
  restore: (session: SqlSession, files: FileSink) => Promise<RestoreSummary>,
): Promise<{ summary: RestoreSummary; keptFolder?: string }> {
  const created = !existsSync(dataDir);
  // Refused while a server (or a backup) holds the folder: two processes must never open it at once.
  const claim = await claimDataFolder(dataDir, 'restore');
  const { stamp } = options;
  const fresh = `${dataDir}.restaurando-${stamp}`;
  const kept = `${dataDir}.antes-da-restauracao-${stamp}`;
  let released = false;
  try {
    const state = await inspectFolder(dataDir);
    if (!options.force && state.kind === 'grana' && state.hasRows) {
      throw new RestoreRefusedError(
        `A pasta ${dataDir} já tem dados do Grana: ${state.users} usuário(s). Para restaurar a cópia no lugar ` +
          `deles, rode de novo com --force: a pasta atual será guardada como ${path.basename(kept)}, nada é apagado.`,
      );
    }
    if (!options.force && state.kind === 'other') {
      throw new RestoreRefusedError(
        `A pasta ${dataDir} não está vazia e não parece uma pasta de dados do Grana. Confira DATA_DIR, ou rode ` +
          `de novo com --force para guardá-la como ${path.basename(kept)} e restaurar a cópia no lugar.`,
      );
    }
    if (state.kind === 'grana' && !state.hasRows) {
      // Grana's schema without a single row (a server was started, nobody signed up): nothing to keep, so the
      // copy goes straight in, in one transaction; a failure rolls back to the empty database.
      return { summary: await loadInto({ dataDir, attachmentsBucket: options.bucket }, stamp, restore) };
    }
    if (existsSync(fresh) || existsSync(kept)) {
      throw new RestoreRefusedError(`${fresh} ou ${kept} já existe; espere um segundo e tente de novo.`);
    }

    await mkdir(fresh, { recursive: true });
    let summary: RestoreSummary;
    try {
      summary = await loadInto({ dataDir: fresh, attachmentsBucket: options.bucket }, stamp, restore);
    } catch (error) {
      // Only the new folder, made by this restore, is removed: the person's folder was not touched.
      await rm(fresh, { recursive: true, force: true });
      throw error;
    }

    try {
      if (state.kind === 'empty') {
        await claim.release();
        released = true;
        await rmdir(dataDir);
        await rename(fresh, dataDir);
        return { summary };
      }
      // The key outside production that sealed the people's bank sync secrets lives in the folder: the copy's
      // secrets were sealed with it when the copy was made here, so it goes on with the data.
      const syncKey = path.join(dataDir, DEV_KEY_FILE);
      if (existsSync(syncKey)) await copyFile(syncKey, path.join(fresh, DEV_KEY_FILE));
      await rename(dataDir, kept);
      await rename(fresh, dataDir);
    } catch (error) {
      const before = existsSync(kept) ? ` A pasta anterior está em ${kept}.` : '';
      throw new SwapFailedError(
        `A cópia foi restaurada em ${fresh}, mas não foi possível colocá-la em ${dataDir}: ` +
          `${(error as Error).message}.${before} Pare o que estiver usando a pasta e renomeie ${fresh} para ${dataDir}.`,
      );
    }
    await claim.release(kept);
    released = true;
    return { summary, keptFolder: kept };
  } finally {
    if (!released) {
      await claim.release();
      // A folder this restore created only to hold its claim goes away with it.
      if (created) await rmdir(dataDir).catch(() => {});
    }
  }
}
