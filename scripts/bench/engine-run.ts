/**
 * One engine's run, its steps in order: prepared (engine-prepare.ts), its reads (engine-reads.ts), its imports
 * (engine-imports.ts), its photos (engine-attachments.ts), the PTAX fetch (ptax-fetch-run.ts), the hostile files (hostile-run.ts), then the database's
 * own INSERT; all gathered in the engine's result.
 */
import { comprovantesOf, receiptsOf } from './engine-attachments';
import { importsOf, searchAfterFirstImport } from './engine-imports';
import { prepareEngine } from './engine-prepare';
import { httpReads, inProcessReads, manyUsersReads } from './engine-reads';
import { hostileAfterwards } from './hostile-run';
import { timeInsertFloor } from './insert-floor';
import { startPhase } from './machine';
import { type BenchOptions, ENGINE_NAME, type Engine } from './options';
import { openTarget } from './prepare';
import { step } from './progress';
import { ptaxFetchAfterwards } from './ptax-fetch-run';
import type { EngineResult } from './results';

export async function benchEngine(engine: Engine, options: BenchOptions): Promise<EngineResult> {
  const phase = startPhase();
  const profile = options.profile;
  const name = ENGINE_NAME[engine];
  const run = await prepareEngine(engine, options, phase.uptimeAtStart);
  const { user, seed, foreign, heavy, ops } = run;
  const inProcess = await inProcessReads(engine, options, run);
  const overHttp = await httpReads(engine, options, run, inProcess.sqlTimings);
  const { reads, memberReads, memory, mixed, coldLoad, phone, create } = overHttp;
  const manyUsers = await manyUsersReads(engine, options, run, inProcess.sqlTimings, overHttp);
  const { server, http } = manyUsers ?? overHttp;
  const { importsIntoEmpty, importIntoHistory, appImport, matchStatement, sync, imports } = await importsOf(
    engine,
    options,
    run,
    http,
    overHttp.pageOp,
  );
  const searchImport = await searchAfterFirstImport(engine, options, run, http, reads);
  const attachments = await comprovantesOf(engine, options, run, http, overHttp.pageOp);
  const receipts = await receiptsOf(engine, options, http, overHttp.pageOp);

  await server.stop();
  const ptaxFetch = await ptaxFetchAfterwards(engine, options, run);
  const hostile = await hostileAfterwards(engine, options, run, overHttp.pageOp.path);
  // Last, in-process again (PGlite allows one process per data folder): its rolled-back rows leave dead tuples,
  // which PGlite (no autovacuum) would keep under every read measured after it.
  step(
    `${name}: the database's own INSERT of ${profile.importRows.toLocaleString('en-US')} rows into transactions (3x, rolled back)`,
  );
  const database = await openTarget(run.target);
  const insertFloor = await timeInsertFloor(database, user.id, profile.importRows, 3);
  await database.close();
  console.log(`    ${insertFloor.ms.join(', ')} ms (median ${insertFloor.medianMs} ms)`);
  const result: EngineResult = {
    engine,
    version: run.version,
    ...phase.end(),
    seed,
    foreignSeed: foreign,
    heavySeed: { users: 1, transactions: heavy.transactions, seconds: heavy.seconds },
    ops: ops.map(({ run: _run, body, ...info }) => (body ? { ...info, method: 'POST' as const } : info)),
    sql: inProcess.sqlTimings,
    reads,
    memberReads,
    create,
    imports,
    importsIntoEmpty,
    importIntoHistory,
    appImport,
    importRows: profile.importRows,
    insertFloor,
    matchStatement,
    sync,
    searchImport,
    attachments,
    receipts,
    ptaxFetch,
    hostile,
    mixed,
    memory,
    coldLoad,
    phone,
  };
  if (manyUsers) result.manyUsers = manyUsers.figures;
  if (inProcess.plans) result.plans = inProcess.plans;
  result.searchPlans = inProcess.searchPlans;
  if (options.keep) result.kept = run.target.dbName ?? run.target.dataDir ?? '';
  step(`${name}: done in ${Math.round(result.seconds)} s`);
  return result;
}
