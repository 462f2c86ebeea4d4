/**
 * Writes the samples that are generated (the layouts and where each comes from are in SOURCES.md; the data is
 * invented): Actual Budget's "Export data" zip (db.sqlite + metadata.json) and, from the same invented budget, its
 * transactions CSV; Firefly III's CSV; GnuCash's two CSV layouts; Organizze's and Meu Dinheiro's Excel workbooks.
 * Each app's file is written by the module named for it. mobills.csv, ynab.csv and qif.qif are written by hand. Run
 * with `npx tsx server/test/app-import-samples/make-samples.ts`; the output is committed. Deterministic: fixed ids,
 * dates and zip timestamps, so running it again changes nothing.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { actualCsv, actualZip } from './actual';
import { fireflyCsv } from './firefly';
import { gnucashFullCsv, gnucashSimpleCsv } from './gnucash';
import { meuDinheiro } from './meu-dinheiro';
import { organizze } from './organizze';

const here = dirname(fileURLToPath(import.meta.url));

async function main() {
  writeFileSync(join(here, 'actual.zip'), await actualZip());
  writeFileSync(join(here, 'actual.csv'), actualCsv());
  writeFileSync(join(here, 'firefly.csv'), fireflyCsv());
  writeFileSync(join(here, 'gnucash.csv'), gnucashFullCsv());
  writeFileSync(join(here, 'gnucash-simple.csv'), gnucashSimpleCsv());
  writeFileSync(join(here, 'organizze.xlsx'), await organizze());
  writeFileSync(join(here, 'meu-dinheiro.xlsx'), await meuDinheiro());
}

await main();
