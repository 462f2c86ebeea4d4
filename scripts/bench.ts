/**
 * npm run bench: Grana at scale. Seeds a fresh database per engine (PGlite; PostgreSQL too when
 * BENCH_DATABASE_URL is set), times the reads in-process, then drives the production server over HTTP, reads
 * its memory, weighs the web app and loads the dashboard cold in Chromium. Prints one table per engine and
 * writes bench/results.json and the generated part of docs/PERFORMANCE.md. See scripts/bench/options.ts.
 */

import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { BOOK_HEADER } from '../common/contract/books';
import { type AuthUser, inPersonalBook } from '../server/auth-user';
import { type Database, queryRows } from '../server/db/connect';
import { startFakePluggy } from '../server/test/fake-pluggy';
import { describeAppImport, measureAppImport } from './bench/app-import-timing';
import { describeAttachments, measureAttachments, UPLOADS } from './bench/attachment-timing';
import { addBookMember, BOOK_MEMBER, type BookMember } from './bench/book-member';
import { cleanUpOnSignals, onCleanup, runCleanup } from './bench/cleanup';
import {
  type Explainer,
  explainOps,
  explainSlowest,
  type OpPlans,
  pgliteExplainer,
  psqlExplainer,
  writeExplainScript,
} from './bench/explain';
import { seedHeavyPerson } from './bench/heavy-person';
import { HOLDINGS, seedHoldings } from './bench/holdings';
import {
  describeHostileKind,
  HOSTILE,
  HOSTILE_KINDS,
  type HostileFigures,
  type HostileFiles,
  type HostilePeople,
  makeHostileFiles,
  measureHostileKind,
  seedHostilePeople,
} from './bench/hostile-upload-timing';
import {
  buildCsv,
  createEmptyPerson,
  createRules,
  type ImportRun,
  importOnce,
  type LoadFigures,
  type LoadTarget,
  measureCreate,
  measureMemory,
  measureMixed,
  measureRead,
  type ReadFigures,
  SLOW_REQUEST_MS,
  type Unavailable,
} from './bench/http-load';
import { timeInsertFloor } from './bench/insert-floor';
import { describeMachine, loadAverage, uptime } from './bench/machine';
import { buildMatchStatement } from './bench/match-statement';
import { describeMatchStatement, measureMatchStatement, PREVIEW_ROUNDS } from './bench/match-timing';
import {
  heavyOperations,
  mcpOperations,
  periodsFor,
  type ReadOp,
  readOperations,
  searchAfterImport,
} from './bench/operations';
import { type BenchOptions, type Engine, readOptions } from './bench/options';
import { coldLoads, type PhoneFigures, phoneLoads } from './bench/page-loads';
import { POSITIONS, seedPositions } from './bench/positions';
import {
  analyze,
  type BenchUser,
  createTarget,
  type EngineTarget,
  openTarget,
  seedMainUser,
  seedOtherUsers,
} from './bench/prepare';
import { describeReceipts, measureReceipts, RECEIPT_ROUNDS } from './bench/receipt-timing';
import {
  evaluateHostileTargets,
  evaluateTargets,
  printHostile,
  printTables,
  printWebOnly,
  writeDocs,
  writeHostileDocs,
  writeResults,
} from './bench/report';
import {
  type BenchResults,
  type EngineResult,
  type HostileEngineResult,
  type HostileResults,
  isAvailable,
  noWorse,
  type WebOnlyResults,
} from './bench/results';
import { createSession, repoRoot, rssMbOf, type ServerHandle, startServer } from './bench/server';
import { captureSql, SLOW_CALL_MS, timeReads } from './bench/sql-timings';
import {
  describeSync,
  fillBank,
  measureSync,
  recordedRows,
  SYNC_ACCOUNTS,
  SYNC_DAYS,
} from './bench/sync-timing';
import { type BundleFigures, bundleSizes, ensureBuild } from './bench/web-metrics';

const NAME: Record<Engine, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

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

const describeImport = (run: ImportRun) =>
  `    ${run.seconds} s: HTTP ${run.status}, ${run.inserted ?? '-'} inserted, ${run.duplicates ?? '-'} duplicates, ${run.errorCount ?? '-'} errors${run.message ? ` (${run.message})` : ''}`;
const stamp = () => new Date().toISOString().slice(11, 19);
const step = (text: string) => console.log(`[${stamp()}] ${text}`);

function describeRead(op: ReadOp, r: ReadFigures | Unavailable, label = op.label): string {
  if (!isAvailable<ReadFigures>(r)) return `    ${label.padEnd(40)} ${r.reason}`;
  const s = r.single.latency;
  const ten = r.ten
    ? `${r.ten.rps} req/s @10 (server CPU ${r.ten.serverCpuMsPerRequest} ms/req)`
    : r.probeMs > SLOW_REQUEST_MS
      ? `slow: ${r.single.requests} sequential requests`
      : `${r.single.rps} req/s @1 only`;
  return `    ${label.padEnd(40)} p50 ${s.p50}  p95 ${s.p95}  p99 ${s.p99} ms   ${ten}   errors ${r.single.errors + (r.ten?.errors ?? 0)}`;
}

function describeLoad(label: string, f: LoadFigures): string {
  return `    ${label}: p50 ${f.latency.p50}  p95 ${f.latency.p95}  p99 ${f.latency.p99} ms   ${f.rps} req/s   errors ${f.errors}   server CPU ${f.serverCpuMsPerRequest} ms/req`;
}

/** Operations measured as one person: the seeded user's reads, or the heavy person's (heavy-person.ts). */
interface OpGroup {
  user: BenchUser;
  ops: ReadOp[];
  /** Someone else in the person's book, whose requests name it (book-member.ts): over HTTP, each read again as them. */
  member?: BookMember;
}

const authOf = (user: BenchUser): AuthUser => inPersonalBook(user);

/** The groups' operations, or those of them in `only`. */
const within = (groups: OpGroup[], only?: ReadOp[]): OpGroup[] =>
  groups.map((g) => ({ ...g, ops: only ? g.ops.filter((op) => only.includes(op)) : g.ops }));

/** In-process timings of every group's operations, each as its person. */
async function timeGroups(database: Database, groups: OpGroup[], profile: BenchOptions['profile']) {
  const out: Awaited<ReturnType<typeof timeReads>> = {};
  for (const g of groups) Object.assign(out, await timeReads(database, authOf(g.user), g.ops, profile));
  return out;
}

/** The SQL of each operation of the groups (of those in `only`), each run as its person. */
async function captureGroups(database: Database, groups: OpGroup[], only?: ReadOp[]) {
  const out: Awaited<ReturnType<typeof captureSql>> = {};
  for (const g of within(groups, only)) Object.assign(out, await captureSql(database, authOf(g.user), g.ops));
  return out;
}

type Reads = Record<string, ReadFigures | Unavailable>;

/**
 * Every group's operations over HTTP, each signed in as its person. A group's member makes each read right after
 * the person, so that the two figures compared are seconds apart, not minutes, on a machine whose load drifts: at
 * 1 connection only, which gives the p50 and p95 the comparison reads in about half the read's time.
 */
async function httpGroups(server: ServerHandle, groups: OpGroup[], options: BenchOptions) {
  const reads: Reads = {};
  const memberReads: Reads = {};
  for (const g of groups) {
    const target = loadTarget(server, g.user);
    const member = g.member && loadTarget(server, g.member.user, g.member.headers);
    for (const op of g.ops) {
      reads[op.key] = await measureRead(target, op, options.profile);
      console.log(describeRead(op, reads[op.key]!));
      if (!member) continue;
      memberReads[op.key] = await measureRead(member, op, options.profile, { latencyOnly: true });
      console.log(describeRead(op, memberReads[op.key]!, '  the same, as a member of the book'));
    }
  }
  return { reads, memberReads };
}

function loadTarget(server: ServerHandle, user: BenchUser, headers?: Record<string, string>): LoadTarget {
  return {
    base: server.base,
    session: createSession(server.base, user.email, user.password),
    ...(headers ? { headers } : {}),
    cpuMs: server.cpuMs,
    rssMb: server.rssMb,
  };
}

const asMember = (member: BookMember, options: BenchOptions) =>
  `each of the seeded person's then by ${BOOK_MEMBER.email}, ${BOOK_MEMBER.role} of their book (${BOOK_HEADER}: ${member.bookId}), ${options.profile.latencySeconds} s at 1 connection`;

async function benchEngine(engine: Engine, options: BenchOptions): Promise<EngineResult> {
  const started = Date.now();
  const startedAt = new Date().toISOString();
  const loadStart = loadAverage();
  const uptimeAtStart = uptime();
  const profile = options.profile;
  const name = NAME[engine];
  const run = await prepareEngine(engine, options, uptimeAtStart);
  const { user, seed, heavy, ops } = run;
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
    startedAt,
    seconds: (Date.now() - started) / 1000,
    loadAverage: { start: loadStart, end: loadAverage() },
    uptimeAtStart,
    seed,
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

/** The engine's fresh database, seeded, its reads and the local Pluggy with the measured person's bank. */
async function prepareEngine(engine: Engine, options: BenchOptions, uptimeAtStart: string) {
  const name = NAME[engine];
  step(`${name}: preparing a fresh database (${uptimeAtStart})`);
  const target = await createTarget(engine, options);
  const database = await openTarget(target);
  const [versionRow] = await queryRows<{ version: string }>(database.db, sql`select version()`);
  const version = (versionRow?.version ?? '').split(' on ')[0] ?? '';
  step(
    `${name}: seeding ${options.transactions.toLocaleString('en-US')} transactions over ${options.years} years`,
  );
  const { user, seed, subcategories } = await seedMainUser(database, options);
  step(
    `  seeded in ${seed.seconds.toFixed(1)} s; ${subcategories.children} subcategories hold ${subcategories.movedRows.toLocaleString('en-US')} of their parents' rows`,
  );
  const positions = await seedPositions(database, user);
  step(
    `${name}: ${positions.positions} fixed-income positions in the measured person's '${POSITIONS.account}', the CDI of ${positions.cdiDays} weekdays and the IPCA of ${positions.ipcaMonths} months (${positions.seconds.toFixed(1)} s)`,
  );
  const holdings = await seedHoldings(database, user);
  step(
    `${name}: ${holdings.holdings} holdings of renda variável in the measured person's '${HOLDINGS.account}', ${holdings.trades} trades and ${holdings.prices} prices (${holdings.seconds.toFixed(1)} s)`,
  );
  step(`${name}: seeding the heavy person in SQL (fixed items, installments, rules, cards)`);
  const heavy = await seedHeavyPerson(database);
  step(
    `  seeded ${heavy.transactions.toLocaleString('en-US')} transactions in ${heavy.seconds.toFixed(1)} s`,
  );
  // Issue 35: someone else in the measured person's book, whose reads pay the membership check on each request.
  const member = await addBookMember(database, user);
  step(`${name}: ${BOOK_MEMBER.email} added to the measured person's book as ${BOOK_MEMBER.role}`);
  await analyze(database);
  const periods = periodsFor(user);
  const mainOps = readOperations(periods, subcategories.opened);
  const groups: OpGroup[] = [
    { user, ops: mainOps, member },
    { user, ops: mcpOperations(periods) },
    { user: heavy.user, ops: heavyOperations(heavy) },
  ];
  const ops = groups.flatMap((g) => g.ops);
  // Issue 33's statement, read from the seeded rows now: it is sent with the imports, after the reads.
  const statement = await buildMatchStatement(database, user, periods.today, options.seed);
  // Issue 34's bank, at a local server that speaks Pluggy's API, with some of the checking account's rows.
  const pluggy = await startFakePluggy();
  const bankItem = fillBank(
    pluggy,
    periods.today,
    await recordedRows(database, user, periods.today),
    options.seed,
  );
  onCleanup('stop the local Pluggy', () => pluggy.close());
  const syncEnv = {
    PLUGGY_API_URL: pluggy.url,
    SYNC_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    SYNC_CHECK_SECONDS: '0',
  };
  return {
    target,
    database,
    version,
    user,
    seed,
    heavy,
    member,
    periods,
    mainOps,
    groups,
    ops,
    statement,
    pluggy,
    bankItem,
    syncEnv,
  };
}
type EngineRun = Awaited<ReturnType<typeof prepareEngine>>;

/** 1. In-process, before the server: PGlite allows one process per data folder. Closes the run's database. */
async function inProcessReads(engine: Engine, options: BenchOptions, run: EngineRun) {
  const { target, database, groups, ops } = run;
  const name = NAME[engine];
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
async function httpReads(
  engine: Engine,
  options: BenchOptions,
  run: EngineRun,
  sqlTimings: EngineResult['sql'],
) {
  const { target, user, member, periods, mainOps, groups, ops, syncEnv } = run;
  const profile = options.profile;
  const name = NAME[engine];
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
async function manyUsersReads(
  engine: Engine,
  options: BenchOptions,
  run: EngineRun,
  sqlTimings: EngineResult['sql'],
  { server, available }: { server: ServerHandle; available: ReadOp[] },
) {
  if (!options.manyUsers) return undefined;
  const { target, user, member, groups, ops, syncEnv } = run;
  const profile = options.profile;
  const name = NAME[engine];
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

/**
 * 4. Imports last: they add rows to the measured user, who has rules for them to run. The same files go first
 * each into a new person with no transactions (and the same rules), then into the measured user.
 */
async function importsOf(
  engine: Engine,
  options: BenchOptions,
  run: EngineRun,
  http: LoadTarget,
  pageOp: ReadOp,
) {
  const { user, periods, statement, pluggy, bankItem } = run;
  const profile = options.profile;
  const name = NAME[engine];
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
async function searchAfterFirstImport(
  engine: Engine,
  options: BenchOptions,
  run: EngineRun,
  http: LoadTarget,
  reads: EngineResult['reads'],
) {
  const { periods, ops } = run;
  const profile = options.profile;
  const name = NAME[engine];
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

/**
 * 6. Comprovantes (issue 57), after everything they would change: the month's page with thumbnails, and 5 MB
 * photos uploaded while another person, with rows of their own, reads their page.
 */
async function comprovantesOf(
  engine: Engine,
  options: BenchOptions,
  run: EngineRun,
  http: LoadTarget,
  pageOp: ReadOp,
) {
  const { periods } = run;
  const profile = options.profile;
  const other = await createEmptyPerson(http, profile.importRepeats + 2);
  await importOnce(
    other.target,
    other.accountId,
    buildCsv(2000, periods.today, options.years, options.seed * 1000 + profile.importRepeats + 2),
  );
  const uploads = profile.quick ? UPLOADS.quick : UPLOADS.full;
  step(
    `${NAME[engine]}: comprovantes: the month's page with thumbnails, then ${uploads} uploads of a 5 MB photo beside another person's reads`,
  );
  const figures = await measureAttachments(http, pageOp.path, other.target, pageOp.path, uploads);
  console.log(describeAttachments(figures));
  return figures;
}

/**
 * 7. Receipts read offline (issue 58): a new person reads the team's receipt photos while the measured person reads
 * their month's page. Writes nothing.
 */
async function receiptsOf(engine: Engine, options: BenchOptions, http: LoadTarget, pageOp: ReadOp) {
  const reader = await createEmptyPerson(http, options.profile.importRepeats + 3);
  const rounds = options.profile.quick ? RECEIPT_ROUNDS.quick : RECEIPT_ROUNDS.full;
  step(
    `${NAME[engine]}: receipts: ${rounds} round(s) of the receipt photos read beside another person's reads`,
  );
  const figures = await measureReceipts(reader.target, http, pageOp.path, rounds);
  console.log(describeReceipts(figures));
  return figures;
}

let hostileFiles: Promise<HostileFiles> | undefined;

/** The hostile files, made once per run (the bomb PNG takes a while). */
function filesOnce(): Promise<HostileFiles> {
  hostileFiles ??= makeHostileFiles();
  return hostileFiles;
}

/**
 * 8. Issue 75's hostile files, after everything else over HTTP (a bomb may leave the server's memory high): the
 * hostile people seeded while the server is down, then each kind on a server started for it.
 */
async function hostileAfterwards(engine: Engine, options: BenchOptions, run: EngineRun, listPath: string) {
  step(
    `${NAME[engine]}: hostile files: ${HOSTILE.people} people with ${HOSTILE.payees.toLocaleString('en-US')} payees each`,
  );
  const database = await openTarget(run.target);
  const people = await seedHostilePeople(database);
  await database.close();
  return hostileKinds(engine, options, run.target, run.syncEnv, run.user, listPath, people);
}

/**
 * Each kind of issue 75's hostile files on a server of its own: the engine matters for the Imposto de Renda PDF,
 * whose sums PGlite runs on the server's own thread, and for memory, one process on PGlite and one per core on
 * PostgreSQL.
 */
async function hostileKinds(
  engine: Engine,
  options: BenchOptions,
  target: EngineTarget,
  env: Record<string, string>,
  user: BenchUser,
  listPath: string,
  people: HostilePeople,
): Promise<HostileFigures> {
  const files = await filesOnce();
  const speed = options.profile.quick ? 'quick' : 'full';
  const figures: HostileFigures = {
    people: HOSTILE.people,
    each: HOSTILE.each,
    payees: HOSTILE.payees,
    seedSeconds: people.seconds,
    capSeconds: HOSTILE.capSeconds[speed],
    kinds: [],
  };
  for (const kind of HOSTILE_KINDS) {
    step(`${NAME[engine]}: ${HOSTILE.people} people send ${HOSTILE.each} each at once: ${kind.label}`);
    const server = await startServer(target, `server-${engine}-hostile-${kind.key}`, env);
    const largest = () => {
      const each = server.serverPids.map(rssMbOf).filter((mb): mb is number => mb !== null);
      return each.length > 0 ? Math.max(...each) : null;
    };
    const result = await measureHostileKind(
      { base: server.base, rssMb: server.rssMb, largestProcessMb: largest },
      { base: server.base, email: user.email, password: user.password, listPath },
      people,
      kind,
      files,
      options.profile,
    ).catch((error: Error) => ({ ...kind, available: false as const, reason: `failed: ${error.message}` }));
    await stopForGood(server);
    console.log(describeHostileKind(result));
    figures.kinds.push(result);
  }
  return figures;
}

/**
 * Stops a hostile kind's server and waits until its processes are gone: one that was still closing the connections
 * a kind cut (a restore's) held the PGlite folder when the next kind's server started. Killed after 30 s.
 */
async function stopForGood(server: ServerHandle): Promise<void> {
  await server.stop();
  const alive = () => server.serverPids.filter((pid) => rssMbOf(pid) !== null);
  for (let i = 0; alive().length > 0 && i < 300; i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  for (const pid of alive()) process.kill(pid, 'SIGKILL');
  for (let i = 0; alive().length > 0 && i < 50; i++) await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * --hostile-only: issue 75's hostile files alone on each engine: the other person (the seeded user) and the hostile
 * people in a fresh database, then every kind. Written to bench/results-hostile.json and the hostile block of
 * docs/PERFORMANCE.md; results.json and the other blocks are left as they are.
 */
async function hostileOnly(options: BenchOptions, command: string): Promise<void> {
  cleanUpOnSignals();
  const machine = await describeMachine(options.adminUrl);
  step(
    `Grana bench, hostile files only: ${options.engines.map((e) => NAME[e]).join(' and ')}${options.quick ? ' (--quick)' : ''}`,
  );
  console.log(`  ${machine.nproc} cores, ${machine.memoryGb} GB, Node ${machine.node}; ${machine.uptime}`);
  const engines: HostileEngineResult[] = [];
  for (const engine of options.engines) {
    const started = Date.now();
    const startedAt = new Date().toISOString();
    const loadStart = loadAverage();
    const uptimeAtStart = uptime();
    step(`${NAME[engine]}: preparing a fresh database (${uptimeAtStart})`);
    const target = await createTarget(engine, options);
    const database = await openTarget(target);
    const [versionRow] = await queryRows<{ version: string }>(database.db, sql`select version()`);
    step(
      `${NAME[engine]}: seeding the other person (${options.transactions.toLocaleString('en-US')} transactions) and the hostile people`,
    );
    const { user, seed } = await seedMainUser(database, options);
    const people = await seedHostilePeople(database);
    await analyze(database);
    await database.close();
    const listPath = readOperations(periodsFor(user)).find((op) => op.key === 'tx-month')!.path;
    const hostile = await hostileKinds(engine, options, target, {}, user, listPath, people);
    engines.push({
      engine,
      version: (versionRow?.version ?? '').split(' on ')[0] ?? '',
      startedAt,
      seconds: (Date.now() - started) / 1000,
      loadAverage: { start: loadStart, end: loadAverage() },
      uptimeAtStart,
      seed,
      hostile,
    });
    await runCleanup();
  }
  const file = path.join(repoRoot, 'bench', resultsFile(options));
  // --only measures one engine: the other engine's latest hostile figures stay (marked with their run).
  const previous =
    options.only && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as HostileResults) : null;
  const carried = (previous?.engines ?? [])
    .filter((e) => !engines.some((m) => m.engine === e.engine))
    .map((e) => ({
      ...e,
      carriedFrom: e.carriedFrom ?? `${previous?.command} (${previous?.date.slice(0, 16)} UTC)`,
    }));
  const results: HostileResults = {
    date: new Date().toISOString(),
    quick: options.quick,
    command,
    options: {
      transactions: options.transactions,
      years: options.years,
      manyUsers: false,
      seed: options.seed,
    },
    machine,
    engines: [...carried, ...engines].sort(
      (a, b) => ENGINE_ORDER.indexOf(a.engine) - ENGINE_ORDER.indexOf(b.engine),
    ),
    targets: [],
  };
  results.targets = evaluateHostileTargets(results);
  printHostile(results);
  writeResults(results, file);
  console.log(`\nWrote ${path.relative(repoRoot, file)}`);
  if (!options.quick && !options.skipDocs)
    console.log(`Wrote ${path.relative(repoRoot, writeHostileDocs(results))}`);
}

/** EXPLAIN through psql on PostgreSQL; on PGlite through the bench's own connection (one process per folder). */
function explainerFor(target: EngineTarget, database: Database): Explainer {
  return target.engine === 'postgres' && target.url
    ? psqlExplainer(target.url)
    : pgliteExplainer(database.db);
}

/** The desktop cold loads of the dashboard, then the phone's loads of the dashboard and the transactions page. */
async function measurePageLoads(base: string, email: string, password: string, options: BenchOptions) {
  const profile = options.profile;
  step(`cold loads of the dashboard in Chromium (${profile.coldLoads})`);
  const coldLoad = await coldLoads(base, email, password, profile.coldLoads);
  console.log(`    ${coldLoad.available ? `${coldLoad.loads.join(', ')} ms` : coldLoad.reason}`);
  step(
    `the dashboard and the transactions page on a phone (${profile.phoneRuns} runs each, cold then second visit)`,
  );
  const phone = await phoneLoads(base, email, password, profile.phoneRuns);
  console.log(`    ${describePhone(phone)}`);
  return { coldLoad, phone };
}

function describePhone(phone: PhoneFigures): string {
  const routes = phone.routes.map(
    (r) => `${r.key}: cold ${r.cold.join(', ')} ms, second visit ${r.second.join(', ')} ms`,
  );
  return [...routes, ...(phone.available ? [] : [phone.reason])].join('\n    ');
}

/**
 * --web-only: the web figures alone against a running server (a person seeded by scripts/seed.ts): sizes,
 * the desktop cold load and the phone. Written to bench/results-web.json; results.json and the docs are left
 * as they are.
 */
async function webOnly(options: BenchOptions, command: string): Promise<void> {
  const target = options.webOnly!;
  step(`Grana bench, web only: ${target.base} as ${target.email}`);
  const web = bundleSizes(ensureBuild(options.build));
  if (web.stale) console.log('  dist/web is older than the sources: --build to rebuild');
  const { coldLoad, phone } = await measurePageLoads(target.base, target.email, target.password, options);
  const results: WebOnlyResults = {
    date: new Date().toISOString(),
    command,
    base: target.base,
    web,
    coldLoad,
    phone,
    targets: [],
  };
  printWebOnly(results);
  const file = path.join(repoRoot, 'bench', 'results-web.json');
  writeResults(results, file);
  console.log(`\nWrote ${path.relative(repoRoot, file)}`);
}

const ENGINE_ORDER: Engine[] = ['pglite', 'postgres'];

function previousResults(file: string): BenchResults | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
  } catch {
    return null;
  }
}

/** The engines this run did not measure, from the previous results of the same size (marked with their run). */
function carriedEngines(file: string, options: BenchOptions, measured: EngineResult[]): EngineResult[] {
  const previous = previousResults(file);
  if (!previous || previous.options.transactions !== options.transactions) return [];
  return previous.engines
    .filter((e) => !measured.some((m) => m.engine === e.engine))
    .map((e) => ({
      ...e,
      carriedFrom: e.carriedFrom ?? `${previous.command} (${previous.date.slice(0, 16)} UTC)`,
    }));
}

function carriedWeb(file: string, options: BenchOptions): BundleFigures | null {
  return options.skipWeb ? (previousResults(file)?.web ?? null) : null;
}

/** The main run's results, the quick run's, or the opt-in crowd run's (--many-users above 1,000). */
function resultsFile(options: BenchOptions): string {
  if (options.hostileOnly) return options.quick ? 'results-hostile-quick.json' : 'results-hostile.json';
  if (options.quick) return 'results-quick.json';
  const name = options.crowdRun ? 'results-many-users' : 'results';
  return options.partitioned ? `${name}-partitioned.json` : `${name}.json`;
}

/** --report-only: the tables and the docs again from bench/results.json (after a change of the report). */
function reportOnly(options: BenchOptions): void {
  const file = path.join(repoRoot, 'bench', resultsFile(options));
  if (options.hostileOnly) {
    hostileReportOnly(file, options);
    return;
  }
  const results = previousResults(file);
  if (!results)
    throw new Error(`${path.relative(repoRoot, file)} is missing or unreadable: run the bench first`);
  results.targets = evaluateTargets(results);
  printTables(results);
  writeResults(results, file);
  if (!results.quick && !options.skipDocs)
    console.log(`Wrote ${path.relative(repoRoot, writeDocs(results, options.crowdRun ? 'crowd' : 'main'))}`);
}

/** --report-only --hostile-only: the hostile tables and block again from bench/results-hostile.json. */
function hostileReportOnly(file: string, options: BenchOptions): void {
  if (!existsSync(file))
    throw new Error(`${path.relative(repoRoot, file)} is missing: run the bench with --hostile-only first`);
  const results = JSON.parse(readFileSync(file, 'utf8')) as HostileResults;
  results.targets = evaluateHostileTargets(results);
  printHostile(results);
  writeResults(results, file);
  if (!results.quick && !options.skipDocs)
    console.log(`Wrote ${path.relative(repoRoot, writeHostileDocs(results))}`);
}

async function main() {
  const options = readOptions();
  if (options.reportOnly) return reportOnly(options);
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  if (options.webOnly) return webOnly(options, command);
  if (options.hostileOnly) return hostileOnly(options, command);
  cleanUpOnSignals();
  const machine = await describeMachine(options.adminUrl);
  step(
    `Grana bench: ${options.engines.map((e) => NAME[e]).join(' and ')}, ${options.transactions.toLocaleString('en-US')} transactions${options.quick ? ' (--quick)' : ''}`,
  );
  console.log(`  ${machine.nproc} cores, ${machine.memoryGb} GB, Node ${machine.node}; ${machine.uptime}`);

  let web: BundleFigures | null = null;
  if (!options.skipWeb) {
    const built = ensureBuild(options.build);
    web = bundleSizes(built);
    console.log(
      `  web: sign-in JS ${web.signInJsKb} kB gz, dashboard route +${web.dashboardJsKb} kB gz${web.stale ? ' (dist/web is older than the sources: --build to rebuild)' : ''}`,
    );
  }

  const engines: EngineResult[] = [];
  for (const engine of options.engines) {
    engines.push(await benchEngine(engine, options));
    // Each engine's database goes as soon as it is measured (unless --keep).
    await runCleanup();
  }

  const file = path.join(repoRoot, 'bench', resultsFile(options));
  // --only measures one engine: the other engine's latest figures stay in the results (and the docs).
  const carried = options.only && !options.crowdRun ? carriedEngines(file, options, engines) : [];
  const results: BenchResults = {
    date: new Date().toISOString(),
    quick: options.quick,
    command,
    options: {
      transactions: options.transactions,
      years: options.years,
      manyUsers: options.manyUsers,
      seed: options.seed,
    },
    machine,
    web: web ?? carriedWeb(file, options),
    engines: [...carried, ...engines].sort(
      (a, b) => ENGINE_ORDER.indexOf(a.engine) - ENGINE_ORDER.indexOf(b.engine),
    ),
    targets: [],
  };
  results.targets = evaluateTargets(results);
  printTables(results);
  writeResults(results, file);
  console.log(`\nWrote ${path.relative(repoRoot, file)}`);
  if (!options.quick && !options.skipDocs)
    console.log(`Wrote ${path.relative(repoRoot, writeDocs(results, options.crowdRun ? 'crowd' : 'main'))}`);
  for (const e of engines) if (e.kept) console.log(`Kept the ${NAME[e.engine]} database: ${e.kept}`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await runCleanup();
    // Keep-alive sockets and the browser's leftovers would hold the process for seconds: leave now.
    process.exit();
  });
