/**
 * The API server as a child process, as production runs it (`npx tsx server/main.ts`, NODE_ENV=production),
 * on a free port, against the bench database. Also its memory (VmRSS of the node process that serves) and
 * sign-in.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/test/free-port';
import { onCleanup } from './cleanup';
import type { EngineTarget } from './prepare';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerHandle {
  base: string;
  /** The spawned process (npx); its process group holds tsx and the server. */
  child: ChildProcess;
  /** The node processes that run server/main.ts (with WORKERS, the primary and each worker). */
  serverPids: number[];
  /** Memory of those processes together. */
  rssMb(): number | null;
  /** CPU time (user + system) those processes have used, in ms. */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

/** Child processes of every process, from /proc. */
function childrenMap(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...: comm may hold spaces, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = map.get(ppid) ?? [];
      list.push(Number(entry));
      map.set(ppid, list);
    } catch {
      // The process ended meanwhile.
    }
  }
  return map;
}

function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/**
 * The node processes under root that run server/main.ts and serve: the server itself, or with WORKERS the
 * primary and its workers: node with tsx's loader. npx's, sh's and tsx's launchers, which only wait for their
 * child, are left out.
 */
function findServerPids(root: number): number[] {
  const children = childrenMap();
  const found: number[] = [];
  const walk = (pid: number) => {
    const command = cmdline(pid);
    if (command.includes('server/main.ts') && /tsx\/dist\/loader\.mjs|--import tsx/.test(command))
      found.push(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return found;
}

const sumOf = (values: Array<number | null>): number | null =>
  values.length === 0 || values.some((v) => v === null)
    ? null
    : Math.round((values as number[]).reduce((a, b) => a + b, 0) * 10) / 10;

export function rssMbOf(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Math.round((Number(match[1]) / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICK_MS = 10;

export function cpuMsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startServer(
  target: EngineTarget,
  logName: string,
  extraEnv: Record<string, string> = {},
): Promise<ServerHandle> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(30).toString('base64url').slice(0, 40),
    LOG_LEVEL: 'warn',
    SCHEDULER_INTERVAL_SECONDS: '0',
    // The measured server never goes online for the Banco Central's index series.
    INDEX_RATES_FETCH_HOURS: '0',
    // Nor for the PTAX: the bench's rates are seeded (foreign-money.ts), and its fetch is timed on its own against a
    // local Olinda (ptax-fetch-timing.ts), not beside the reads.
    EXCHANGE_RATES_FETCH_HOURS: '0',
    RATE_LIMIT_LOGIN_FAILURES: '1000000',
    RATE_LIMIT_REGISTER_PER_HOUR: '1000000',
    RATE_LIMIT_RECOVERY_PER_HOUR: '1000000',
    // The reads sent with a personal access token run at 10 connections for seconds: far past a person's tool.
    RATE_LIMIT_TOKEN_REQUESTS_PER_MINUTE: '1000000',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  // On PostgreSQL the server runs as production would on this machine: one API process per core.
  const workers = target.url ? os.availableParallelism() : 1;
  env.WORKERS = String(workers);
  if (target.url) env.DATABASE_URL = target.url;
  else env.DATA_DIR = target.dataDir;

  mkdirSync(path.join(repoRoot, 'bench'), { recursive: true });
  const log = createWriteStream(path.join(repoRoot, 'bench', `${logName}.log`));
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env,
    detached: true, // its own process group, so stop() ends npx, tsx and the server together
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let alive = true;
  void exited.then(() => {
    alive = false;
  });

  const kill = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  let serverPids: number[] = [];
  const stop = async () => {
    if (alive) {
      kill('SIGTERM');
      const timedOut = await Promise.race([exited.then(() => false), sleep(15_000).then(() => true)]);
      if (timedOut) {
        kill('SIGKILL');
        await exited;
      }
    }
    // npx may leave before the server has closed its database: wait for that process too.
    for (let i = 0; serverPids.some((pid) => rssMbOf(pid) !== null) && i < 100; i++) await sleep(100);
    log.end();
  };
  const removeUndo = onCleanup(`stop server ${base}`, stop);

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (!alive) throw new Error(`the server exited during start; see bench/${logName}.log`);
    try {
      const res = await fetch(`${base}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /api/v1/health within 90 s; see bench/${logName}.log`);
    }
    await sleep(200);
  }
  // With WORKERS the first worker answers before the others listen: wait for all of them (and the primary).
  const expected = workers > 1 ? workers + 1 : 1;
  for (let i = 0; i < 300; i++) {
    serverPids = child.pid ? findServerPids(child.pid) : [];
    if (serverPids.length >= expected) break;
    await sleep(100);
  }
  if (serverPids.length < expected)
    throw new Error(`found ${serverPids.length} server processes of ${expected}`);
  await sleep(workers > 1 ? 2000 : 0);
  const pids = serverPids;
  return {
    base,
    child,
    serverPids: pids,
    rssMb: () => sumOf(pids.map(rssMbOf)),
    cpuMs: () => sumOf(pids.map(cpuMsOf)),
    stop: async () => {
      await stop();
      removeUndo();
    },
  };
}

/** A bearer token of the seeded user, signed in again when it nears its 15 minutes. */
export interface Session {
  token(): Promise<string>;
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, remember: true }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

export function createSession(base: string, email: string, password: string): Session {
  let token: string | undefined;
  let at = 0;
  return {
    async token() {
      if (!token || Date.now() - at > 10 * 60_000) {
        token = await signIn(base, email, password);
        at = Date.now();
      }
      return token;
    },
  };
}
