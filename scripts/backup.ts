/**
 * npm run backup [-- --out FILE]
 * Copies the whole installation (DATABASE_URL, else the PGlite folder DATA_DIR) into one file, by default
 * backups/grana-AAAA-MM-DD-HHMMSS.jsonl.gz. Safe while the server runs: PostgreSQL is read from one snapshot;
 * a running PGlite server is asked for the copy over its control channel. The comprovantes' files in DATA_DIR go
 * with the rows. Prints the copy's size and how many files it holds. The work is in server/backup/.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultBackupPath, runBackup } from '../server/backup/backup-command';
import { describeCounts, describeFailure, describeFiles, formatBytes } from '../server/backup/messages';

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log('Uso: npm run backup [-- --out ARQUIVO]');
    return;
  }
  // npm runs scripts from the project's folder; a path typed by the person is read from where they typed it.
  const here = process.env.INIT_CWD ?? process.cwd();
  const out = values.out ? path.resolve(here, values.out) : defaultBackupPath(path.resolve('backups'));
  const started = Date.now();
  const result = await runBackup({ out });
  const how =
    result.source === 'running-server'
      ? ' (lido pelo servidor em execução)'
      : result.source === 'folder'
        ? ' (servidor parado)'
        : '';
  const seconds = ((Date.now() - started) / 1000).toFixed(1).replace('.', ',');
  console.log(`Cópia de segurança de ${result.location.label}${how} pronta em ${seconds} s:`);
  console.log(`  ${result.file} (${formatBytes(result.bytes)})`);
  console.log(`  ${describeCounts(result.tables, result.rows)}`);
  console.log(`  ${describeFiles(result.files)}`);
  console.log('Para restaurar: npm run restore -- ARQUIVO');
}

main().catch((error) => {
  console.error(`A cópia de segurança falhou: ${describeFailure(error)}`);
  console.error('Nenhum arquivo de cópia foi deixado pela metade.');
  process.exit(1);
});
