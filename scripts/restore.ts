/**
 * npm run restore -- FILE [--force]
 * Restores a copy made by npm run backup into the installation DATABASE_URL or DATA_DIR points at (either
 * engine, whichever made the copy). Refuses a target that already holds Grana data unless --force; a PGlite
 * folder is then kept renamed beside the new one, never deleted. The comprovantes' files go into DATA_DIR (with
 * PostgreSQL, a DATA_DIR/attachments that was there is kept renamed). The work is in server/backup/.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FolderBusyError } from '../server/backup/data-folder';
import { BackupFormatError } from '../server/backup/format';
import { describeCounts, describeFailure, describeFiles, formatDateTime } from '../server/backup/messages';
import { BackupTooNewError } from '../server/backup/migrations';
import { RestoreRefusedError, runRestore, SwapFailedError } from '../server/backup/restore-command';

const USAGE = 'Uso: npm run restore -- ARQUIVO [--force]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
  const started = Date.now();
  try {
    const result = await runRestore({ file, force: values.force });
    const seconds = ((Date.now() - started) / 1000).toFixed(1).replace('.', ',');
    const engine = result.header.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
    console.log(
      `Cópia de ${formatDateTime(result.header.createdAt)} (${engine}) restaurada em ${result.location.label} em ${seconds} s:`,
    );
    console.log(`  ${describeCounts(result.tables, result.rows)}`);
    console.log(`  ${describeFiles(result.files)}`);
    if (result.laterMigrations.length > 0) {
      console.log(`  Migrações aplicadas depois da carga: ${result.laterMigrations.join(', ')}`);
    }
    if (result.keptFolder) console.log(`  A pasta anterior foi guardada em ${result.keptFolder}`);
    else if (result.replaced) console.log('  Os dados que havia no banco foram substituídos (--force).');
    if (result.keptFiles)
      console.log(`  Os comprovantes que havia em DATA_DIR foram guardados em ${result.keptFiles}`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof FolderBusyError) {
      const next =
        error.owner.role === 'server'
          ? 'Pare o servidor e rode a restauração de novo.'
          : 'Espere terminar e tente de novo.';
      console.error(`${message} ${next}`);
    } else if (error instanceof RestoreRefusedError || error instanceof BackupTooNewError) {
      console.error(message);
    } else if (error instanceof BackupFormatError) {
      console.error(`Não foi possível restaurar ${file}: ${message}. Nada foi alterado.`);
    } else if (error instanceof SwapFailedError) {
      console.error(message);
    } else {
      // The load runs in one transaction (PostgreSQL) or into a new folder swapped in at the end (PGlite).
      console.error(`A restauração falhou: ${describeFailure(error)}. Nada foi alterado no destino.`);
    }
    return 1;
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
