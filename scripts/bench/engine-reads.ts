/**
 * An engine's reads, its first steps: in-process before the server starts, then over HTTP against the production
 * server (with the memory, the mixed loads, the pages and the creates), then among many other people (--many-users).
 */
import path from 'node:path';
import type { Database } from '../../server/db/connect';
import type { EngineRun } from './engine-prepare';
import {
  type Explainer,
  explainOps,
  explainSlowest,
  type OpPlans,
  pgliteExplainer,
  psqlExplainer,
  writeExplainScript,
} from './explain';
import { type LoadFigures, measureCreate, measureMemory, measureMixed, type ReadFigures } from './http-load';
import { asMember, captureGroups, httpGroups, loadTarget, timeGroups } from './op-groups';
import type { ReadOp } from './operations';
import { type BenchOptions, ENGINE_NAME, type Engine } from './options';
import { type EngineTarget, openTarget, seedOtherUsers } from './prepare';
import { describeLoad, step } from './progress';
import { type EngineResult, isAvailable, noWorse } from './results';
import { repoRoot, type ServerHandle, startServer } from './server';
import { SLOW_CALL_MS } from './sql-timings';
import { measurePageLoads } from './web-run';

/** 1. In-process, before the server: PGlite allows one process per data folder. Closes the run's database. */
export async function inProcessReads(engine: Engine, options: BenchOptions, run: EngineRun) {
  const { target, database, groups, ops } = run;
  const name = ENGINE_NAME[engine];
  step(`${name}: in-process timings of the reads (same service functions, same driver)`);
  const sqlTimings = await timeGroups(database, groups, options.profile);
  const captured = await captureGroups(database, groups);
  let plans: EngineResult['plans'];
  writeExplainScript(path.join(repoRoot, 'bench', `explain-${engine}.sql`), ops, captured);
  const explainer = explainerFor(target, database);
  if (engine === 'postgres') {
    step('PostgreSQL: EXPLAIN ANALYZE of the three slowest reads');
    plans = await explainSlowest(explainer, ops, sqlTimings, captured, 3);
  }
  step(`${name}: EXPLAIN ANALYZE of the searches`);
  const searchPlans = await explainOps(
    explainer,
    ops.filter((op) => op.search),
    sqlTimings,
    captured,
  );
  await database.close();
  return { sqlTimings, plans, searchPlans };
}

/** 2. Over HTTP, against the production server: the reads, the memory, the mixed loads, the pages, the creates. */
export async function httpReads(
  engine: Engine,
  options: BenchOptions,
  run: EngineRun,
  sqlTimings: EngineResult['sql'],
) {
  const { target, user, member, periods, mainOps, groups, ops, syncEnv } = run;
  const profile = options.profile;
  const name = ENGINE_NAME[engine];
  step(
    `${name}: starting the server (npx tsx server/main.ts, NODE_ENV=production, WORKERS per core on PostgreSQL)`,
  );
  const server = await startServer(target, `server-${engine}`, syncEnv);
  const startMb = server.rssMb();
  const http = loadTarget(server, user);
  step(`  listening on ${server.base}, server pids ${server.serverPids.join(', ')}, RSS ${startMb} MB`);

  step(
    `${name}: reads over HTTP (warm-up, ${profile.latencySeconds} s at 1 connection, ${profile.throughputSeconds} s at 10; ${asMember(member, options)})`,
  );
  const { reads, memberReads } = await httpGroups(server, groups, options);
  // The memory and mixed loads are of the seeded person's reads.
  const answered = mainOps.filter((op) => {
    const r = reads[op.key];
    return r !== undefined && isAvailable<ReadFigures>(r);
  });

  let memory: EngineResult['memory'] = null;
  const pageOp = ops.find((op) => op.key === 'tx-month')!;
  if (answered.includes(pageOp)) {
    step(
      `${name}: memory across ${profile.memoryRequests.toLocaleString('en-US')} transactions-page requests at 10 connections (at most ${profile.memoryMaxSeconds} s)`,
    );
    memory = await measureMemory(http, pageOp, startMb, profile);
    console.log(
      `    RSS ${memory.beforeMb} → ${memory.afterMb} MB (${memory.growthPercent}%), peak ${memory.peakMb} MB, over ${memory.run.requests} requests`,
    );
    console.log(describeLoad('run', memory.run));
  }

  // The mixed load rotates the reads that answer, leaving out those too slow to load concurrently.
  let mixed: EngineResult['mixed'] = null;
  const available = answered.filter((op) => (reads[op.key] as ReadFigures).ten !== null);
  const excluded = answered.filter((op) => !available.includes(op)).map((op) => op.label);
  if (available.length > 0) {
    step(`${name}: mixed reads, 10 then 50 clients, ${profile.mixedSeconds} s each`);
    const ten = await measureMixed(http, available, 10, profile.mixedSeconds);
    console.log(describeLoad('10 clients', ten));
    const fifty = await measureMixed(http, available, 50, profile.mixedSeconds);
    console.log(describeLoad('50 clients', fifty));
    mixed = { ten, fifty, excluded };
    if (excluded.length > 0) console.log(`    left out as too slow: ${excluded.join(', ')}`);
  }

  let coldLoad: EngineResult['coldLoad'] = null;
  let phone: EngineResult['phone'] = null;
  const dashboardSql = sqlTimings.dashboard?.p50 ?? null;
  if (!options.skipWeb && dashboardSql !== null && dashboardSql > SLOW_CALL_MS) {
    const reason = `not measured: the dashboard summary alone takes ${Math.round(dashboardSql / 1000)} s`;
    coldLoad = { available: false, reason, loads: [], medianMs: null };
  } else if (!options.skipWeb) {
    ({ coldLoad, phone } = await measurePageLoads(server.base, user.email, user.password, options));
  }

  step(`${name}: creating transactions (${profile.createRequests} POSTs at 1 connection)`);
  const create = await measureCreate(http, user.accountId, periods.today, profile.createRequests);
  console.log(isAvailable<LoadFigures>(create) ? describeLoad('create', create) : `    ${create.reason}`);
  return { server, http, reads, memberReads, pageOp, available, memory, mixed, coldLoad, phone, create };
}

/**
 * 3. --many-users: the same reads with 1,000 other people's rows around them, on both engines: anyone may
 * sign up on an installation, whichever engine it runs on. Stops the server and answers the one started after.
 */
export async function manyUsersReads(
  engine: Engine,
  options: BenchOptions,
  run: EngineRun,
  sqlTimings: EngineResult['sql'],
  { server, available }: { server: ServerHandle; available: ReadOp[] },
) {
  if (!options.manyUsers) return undefined;
  const { target, user, member, groups, ops, syncEnv } = run;
  const profile = options.profile;
  const name = ENGINE_NAME[engine];
  step(
    `${name}: --many-users: stopping the server to add ${profile.otherUsers} users x ${profile.otherTransactions} transactions`,
  );
  await server.stop();
  const database = await openTarget(target);
  const otherSeed = await seedOtherUsers(database, options);
  step(
    `  seeded ${otherSeed.transactions.toLocaleString('en-US')} more transactions in ${otherSeed.seconds.toFixed(0)} s`,
  );
  step(`${name}: in-process timings again, among the others`);
  const sqlAfter = await timeGroups(database, groups, profile);
  // Whatever is slower among the others is explained there, on the database that holds them.
  const slower = ops.filter((op) => {
    const alone = sqlTimings[op.key]?.p50;
    const among = sqlAfter[op.key]?.p50;
    return alone != null && among != null && !noWorse(among, alone);
  });
  let plansAmong: OpPlans[] = [];
  if (slower.length > 0) {
    step(`${name}: EXPLAIN ANALYZE among the others of ${slower.map((op) => op.key).join(', ')}`);
    const capturedAmong = await captureGroups(database, groups, slower);
    plansAmong = await explainOps(explainerFor(target, database), slower, sqlAfter, capturedAmong);
  }
  await database.close();
  const restarted = await startServer(target, `server-${engine}-many`, syncEnv);
  const http = loadTarget(restarted, user);
  step(`${name}: reads over HTTP again, among the others (${asMember(member, options)})`);
  const after = await httpGroups(restarted, groups, options);
  const manyUsers: NonNullable<EngineResult['manyUsers']> = {
    seed: otherSeed,
    sql: sqlAfter,
    reads: after.reads,
    memberReads: after.memberReads,
  };
  if (plansAmong.length > 0) manyUsers.plans = plansAmong;
  if (available.length > 0) {
    step(`${name}: mixed reads, 200 clients, ${profile.mixedSeconds} s, among the others`);
    manyUsers.twoHundred = await measureMixed(http, available, 200, profile.mixedSeconds);
    console.log(describeLoad('200 clients', manyUsers.twoHundred));
  }
  return { server: restarted, http, figures: manyUsers };
}

/** EXPLAIN through psql on PostgreSQL; on PGlite through the bench's own connection (one process per folder). */
function explainerFor(target: EngineTarget, database: Database): Explainer {
  return target.engine === 'postgres' && target.url
    ? psqlExplainer(target.url)
    : pgliteExplainer(database.db);
}
