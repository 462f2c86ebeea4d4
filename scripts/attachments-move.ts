/**
 * npm run attachments:move -- --to bucket | --to folder
 * Copies the installation's comprovantes from DATA_DIR/attachments into the bucket ATTACHMENTS_S3_URL (or the
 * ATTACHMENTS_S3_BUCKET variables) names, or back. Safe to stop (Ctrl+C) and run again: it goes on where it was,
 * skipping what the target already holds whole. The source is left as it was. With PostgreSQL it may run while
 * the servers do (run it once more after stopping them, then start them reading the target); with PGlite the server
 * must be stopped. The work is in server/features/attachments/move.ts; SCALE.md has the whole procedure.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { claimDataFolder, FolderBusyError, type FolderClaim } from '../server/backup/data-folder';
import { describeFailure, formatBytes } from '../server/backup/messages';
import { openDatabase } from '../server/db/connect';
import { hasAttachmentsTable, moveAttachments } from '../server/features/attachments/move';
import { bucketConfigFrom, describeBucket } from '../server/storage/bucket-config';
import { bucketStore } from '../server/storage/bucket-store';
import { folderStore } from '../server/storage/store';

const USAGE = 'Uso: npm run attachments:move -- --to bucket   (ou --to folder, para trazer de volta à pasta)';
const integer = new Intl.NumberFormat('pt-BR');

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { to: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.to !== 'bucket' && values.to !== 'folder') {
    console.error(USAGE);
    return 2;
  }
  const bucket = bucketConfigFrom(process.env);
  if (!bucket) {
    console.error(
      'Nenhum bucket configurado: defina ATTACHMENTS_S3_URL (ou ATTACHMENTS_S3_BUCKET) e rode de novo.',
    );
    return 2;
  }
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  const folder = path.join(dataDir, 'attachments');
  const [from, to] =
    values.to === 'bucket'
      ? [folderStore(folder), bucketStore(bucket)]
      : [bucketStore(bucket), folderStore(folder)];
  const [fromLabel, toLabel] =
    values.to === 'bucket' ? [folder, describeBucket(bucket)] : [describeBucket(bucket), folder];

  // PGlite's folder is one process's: the stopped server's, claimed here so that it cannot start meanwhile.
  let claim: FolderClaim | undefined;
  if (!process.env.DATABASE_URL) {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      console.error(`Não há um banco do Grana em ${dataDir} (DATA_DIR): confira DATA_DIR ou DATABASE_URL.`);
      return 2;
    }
    claim = await claimDataFolder(dataDir, 'move');
  }
  const database = await openDatabase(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL, poolSize: 2 } : { dataDir },
  );
  if (!(await hasAttachmentsTable(database.db))) {
    console.error(
      'Este banco não tem dados do Grana (nenhuma tabela de comprovantes): confira DATABASE_URL.',
    );
    await database.close();
    await claim?.release();
    return 2;
  }
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());
  console.log(`Copiando os comprovantes de ${fromLabel} para ${toLabel}...`);
  try {
    const summary = await moveAttachments(database.db, {
      from,
      to,
      signal: stop.signal,
      onProgress: (s) =>
        console.log(`  ${integer.format(s.copied + s.present + s.missing)} arquivos conferidos`),
    });
    console.log(
      `Pronto: ${integer.format(summary.copied)} arquivos copiados (${formatBytes(summary.bytes)}), ` +
        `${integer.format(summary.present)} já estavam lá.`,
    );
    if (summary.missing > 0) {
      console.log(
        `  ${integer.format(summary.missing)} arquivos que o banco cita não estão em ${fromLabel}: ` +
          `${summary.missingNames.join(', ')}${summary.missing > summary.missingNames.length ? '...' : ''}`,
      );
    }
    console.log(
      `A origem não foi alterada. Depois de iniciar os servidores lendo ${toLabel}, ela pode ser apagada.`,
    );
    return 0;
  } catch (error) {
    if (stop.signal.aborted) {
      console.error(
        'Interrompido. O que foi copiado fica; rode o mesmo comando para continuar de onde parou.',
      );
      return 130;
    }
    throw error;
  } finally {
    await database.close();
    await claim?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    const next =
      error instanceof FolderBusyError && error.owner.role === 'server'
        ? ' Pare o servidor (o PGlite é de um processo só) e rode de novo.'
        : '';
    console.error(`A cópia dos comprovantes falhou: ${describeFailure(error)}.${next}`);
    console.error('O que foi copiado fica; rode o mesmo comando para continuar.');
    process.exit(1);
  },
);
