/**
 * An engine's imports, after its reads: they add rows to the measured person, who has rules for them to run. CSVs
 * into new people and into the measured person, another app's export, issue 33's statement, issue 34's bank sync,
 * and the search right after a person's first large import.
 */
import { describeAppImport, measureAppImport } from './app-import-timing';
import { buildCsv, createEmptyPerson, createRules, type ImportRun, importOnce } from './csv-import';
import type { EngineRun } from './engine-prepare';
import { type LoadTarget, measureRead, type ReadFigures, type Unavailable } from './http-load';
import { describeMatchStatement, measureMatchStatement, PREVIEW_ROUNDS } from './match-timing';
import { type ReadOp, searchAfterImport } from './operations';
import { type BenchOptions, ENGINE_NAME, type Engine } from './options';
import { describeImport, describeRead, step } from './progress';
import { type EngineResult, isAvailable } from './results';
import { describeSync, measureSync, SYNC_ACCOUNTS, SYNC_DAYS } from './sync-timing';

/** Imports of one CSV each, timed over HTTP: `into` says who receives import i and in which account. */
async function importSeries(
  repeats: number,
  csvOf: (i: number) => string,
  into: (i: number) => Promise<{ target: LoadTarget; accountId: number }>,
): Promise<ImportRun[] | Unavailable> {
  const runs: ImportRun[] = [];
  for (let i = 0; i < repeats; i++) {
    const { target, accountId } = await into(i);
    const run = await importOnce(target, accountId, csvOf(i));
    if (run.status === 404 && run.inserted === null) {
      console.log('    not available (404)');
      return { available: false, reason: 'not available (404)' };
    }
    runs.push(run);
    console.log(describeImport(run));
  }
  return runs;
}

/**
 * 4. Imports last: they add rows to the measured user, who has rules for them to run. The same files go first
 * each into a new person with no transactions (and the same rules), then into the measured user.
 */
export async function importsOf(
  engine: Engine,
  options: BenchOptions,
  run: EngineRun,
  http: LoadTarget,
  pageOp: ReadOp,
) {
  const { user, periods, statement, pluggy, bankItem } = run;
  const profile = options.profile;
  const name = ENGINE_NAME[engine];
  const rules = await createRules(http);
  step(`${name}: ${rules} rules created for the imports`);
  const csvOf = (i: number) =>
    buildCsv(profile.importRows, periods.today, options.years, options.seed * 1000 + i + 1);
  step(
    `${name}: importing ${profile.importRows.toLocaleString('en-US')}-row CSVs into an empty person (${profile.importRepeats}x, a new person and other rows each time)`,
  );
  let lastEmpty: { target: LoadTarget; accountId: number } | undefined;
  const importsIntoEmpty = await importSeries(profile.importRepeats, csvOf, async (i) => {
    lastEmpty = await createEmptyPerson(http, i + 1);
    return lastEmpty;
  });
  // The second year-sized file of someone arriving with five years in two files: into an account holding the first.
  step(
    `${name}: one more ${profile.importRows.toLocaleString('en-US')}-row CSV into the last of them (its rows already there)`,
  );
  const importIntoHistory: ImportRun | Unavailable = lastEmpty
    ? await importOnce(lastEmpty.target, lastEmpty.accountId, csvOf(profile.importRepeats + 100))
    : { available: false, reason: 'no import into an empty person ran' };
  if ('seconds' in importIntoHistory) console.log(describeImport(importIntoHistory));
  // "Trazer meus dados" at the same size, into another new person: another app's export, its job followed to the end.
  step(
    `${name}: "Trazer meus dados": a ${profile.importRows.toLocaleString('en-US')}-line YNAB register into an empty person, followed to its job's end`,
  );
  const appImporter = await createEmptyPerson(http, profile.importRepeats + 10);
  const appImport = await measureAppImport(appImporter.target, {
    lines: profile.importRows,
    today: periods.today,
    years: options.years,
    seed: options.seed * 1000 + profile.importRepeats + 10,
  });
  console.log(describeAppImport(appImport));
  step(
    `${name}: a ${statement.lines.length.toLocaleString('en-US')}-line bank statement of the measured person's account: its preview (import hints), then its import`,
  );
  const matchStatement = await measureMatchStatement(
    http,
    statement,
    profile.quick ? PREVIEW_ROUNDS.quick : PREVIEW_ROUNDS.full,
  );
  console.log(describeMatchStatement(matchStatement));
  step(
    `${name}: bank sync of ${SYNC_ACCOUNTS} accounts × ${SYNC_DAYS} days against a local Pluggy ("Sincronizar agora")`,
  );
  const sync = await measureSync(http, pluggy, bankItem, user.accountId, pageOp.path);
  console.log(describeSync(sync));
  step(
    `${name}: importing the same CSVs into the measured person (${options.transactions.toLocaleString('en-US')} transactions before the first)`,
  );
  const imports = await importSeries(profile.importRepeats, csvOf, async () => ({
    target: http,
    accountId: user.accountId,
  }));
  return { importsIntoEmpty, importIntoHistory, appImport, matchStatement, sync, imports };
}

/**
 * 5. The search right after a person's first large import: the import refreshes the statistics itself. Its read
 * goes into `reads` and the run's ops.
 */
export async function searchAfterFirstImport(
  engine: Engine,
  options: BenchOptions,
  run: EngineRun,
  http: LoadTarget,
  reads: EngineResult['reads'],
) {
  const { periods, ops } = run;
  const profile = options.profile;
  const name = ENGINE_NAME[engine];
  const afterOp = searchAfterImport(periods, profile.searchImportRows);
  step(
    `${name}: importing ${profile.searchImportRows.toLocaleString('en-US')} CSV rows into a new person, then at once: ${afterOp.label}`,
  );
  const fresh = await createEmptyPerson(http, profile.importRepeats + 1);
  const csv = buildCsv(
    profile.searchImportRows,
    periods.today,
    options.years,
    options.seed * 1000 + profile.importRepeats + 1,
  );
  const searchImport = await importOnce(fresh.target, fresh.accountId, csv);
  console.log(describeImport(searchImport));
  reads[afterOp.key] =
    searchImport.status >= 200 && searchImport.status < 300
      ? await measureRead(fresh.target, afterOp, profile)
      : { available: false, reason: `the import answered HTTP ${searchImport.status}` };
  const afterRead = reads[afterOp.key]!;
  console.log(describeRead(afterOp, afterRead));
  if (isAvailable<ReadFigures>(afterRead)) console.log(`    the first search: ${afterRead.probeMs} ms`);
  ops.push(afterOp);
  return searchImport;
}
