/**
 * Issue 75's hostile files in a run: after an engine's other steps, or alone with --hostile-only (written to
 * bench/results-hostile.json and the hostile block of docs/PERFORMANCE.md). Each kind on a server of its own.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanUpOnSignals, runCleanup } from './cleanup';
import { type EngineRun, freshDatabase } from './engine-prepare';
import { HOSTILE, HOSTILE_KINDS } from './hostile-kinds';
import { type HostilePeople, seedHostilePeople } from './hostile-people';
import { type HostileFiles, makeHostileFiles } from './hostile-requests';
import { describeHostileKind, type HostileFigures, measureHostileKind } from './hostile-upload-timing';
import { describeMachine, startPhase } from './machine';
import { periodsFor, readOperations } from './operations';
import { type BenchOptions, ENGINE_NAME, type Engine } from './options';
import { analyze, type BenchUser, type EngineTarget, openTarget, seedMainUser } from './prepare';
import { announceRun, step } from './progress';
import { publishHostile } from './publish';
import type { HostileEngineResult, HostileResults } from './results';
import { carriedOver, inEngineOrder, recordedOptions, resultsFile } from './results-file';
import { repoRoot, rssMbOf, type ServerHandle, startServer } from './server';

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
export async function hostileAfterwards(
  engine: Engine,
  options: BenchOptions,
  run: EngineRun,
  listPath: string,
) {
  step(
    `${ENGINE_NAME[engine]}: hostile files: ${HOSTILE.people} people with ${HOSTILE.payees.toLocaleString('en-US')} payees each`,
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
    step(`${ENGINE_NAME[engine]}: ${HOSTILE.people} people send ${HOSTILE.each} each at once: ${kind.label}`);
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
export async function hostileOnly(options: BenchOptions, command: string): Promise<void> {
  cleanUpOnSignals();
  const machine = await describeMachine(options.adminUrl);
  announceRun(
    `Grana bench, hostile files only: ${options.engines.map((e) => ENGINE_NAME[e]).join(' and ')}${options.quick ? ' (--quick)' : ''}`,
    machine,
  );
  const engines: HostileEngineResult[] = [];
  for (const engine of options.engines) {
    const phase = startPhase();
    const { target, database, version } = await freshDatabase(engine, options, phase.uptimeAtStart);
    step(
      `${ENGINE_NAME[engine]}: seeding the other person (${options.transactions.toLocaleString('en-US')} transactions) and the hostile people`,
    );
    const { user, seed } = await seedMainUser(database, options);
    const people = await seedHostilePeople(database);
    await analyze(database);
    await database.close();
    const listPath = readOperations(periodsFor(user)).find((op) => op.key === 'tx-month')!.path;
    const hostile = await hostileKinds(engine, options, target, {}, user, listPath, people);
    engines.push({ engine, version, ...phase.end(), seed, hostile });
    await runCleanup();
  }
  const file = path.join(repoRoot, 'bench', resultsFile(options));
  // --only measures one engine: the other engine's latest hostile figures stay (marked with their run).
  const previous =
    options.only && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as HostileResults) : null;
  const results: HostileResults = {
    date: new Date().toISOString(),
    quick: options.quick,
    command,
    options: recordedOptions(options, false),
    machine,
    engines: inEngineOrder([...(previous ? carriedOver(previous, engines) : []), ...engines]),
    targets: [],
  };
  publishHostile(results, file, options, true);
}
