/**
 * The real server in a child process, started the way a person runs it (`npm run serve` is `tsx
 * server/main.ts`): its own port, the database chosen by DATA_DIR or DATABASE_URL, its logs kept for when a
 * test fails, and signals sent by the test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../test/free-port';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Output kept per process: enough for the story of a failure, bounded for a runaway log. */
const MAX_OUTPUT_CHARS = 2_000_000;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  name: string;
  pid: number;
  port: number;
  /** http://127.0.0.1:port */
  origin: string;
  /** Milliseconds from spawn until /api/v1/health answered. */
  startMs: number;
  /** stdout and stderr as they came. */
  output(): string;
  /** The JSON log lines (pino) written so far. */
  logs(): Array<Record<string, unknown>>;
  /** Resolves when the process has ended, with its code or signal. */
  exited: Promise<Exit>;
  hasExited(): boolean;
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, then the exit (SIGKILL if it has not ended within the time given). */
  stop(timeoutMs?: number): Promise<Exit>;
  /** SIGKILL and the exit. */
  kill(): Promise<Exit>;
}

function parseLogLines(text: string): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      out.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      // A line cut by the kill, or not a log line.
    }
  }
  return out;
}

export interface StartOptions {
  name: string;
  /** The database and anything else of the server's environment (see config.ts). */
  env: Record<string, string>;
  readyTimeoutMs?: number;
}

/**
 * Spawns `node --import tsx server/main.ts` and waits until /api/v1/health answers with the database up.
 * Only PATH and HOME are inherited: the test runner's own variables (NODE_ENV, DATABASE_URL...) never leak in.
 */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    HOST: '127.0.0.1',
    ...options.env,
    PORT: String(port),
  };
  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > MAX_OUTPUT_CHARS) output = output.slice(-MAX_OUTPUT_CHARS);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  let ended: Exit | undefined;
  const exited = new Promise<Exit>((resolve) => {
    child.on('exit', (code, signal) => {
      ended = { code, signal };
      resolve(ended);
    });
  });

  const waitFor = (timeoutMs: number): Promise<Exit | undefined> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve(undefined), timeoutMs);
      void exited.then((exit) => {
        clearTimeout(timer);
        resolve(exit);
      });
    });

  const server: ServerProcess = {
    name: options.name,
    pid: child.pid ?? -1,
    port,
    origin: `http://127.0.0.1:${port}`,
    startMs: 0,
    output: () => output,
    logs: () => parseLogLines(output),
    exited,
    hasExited: () => ended !== undefined,
    signal: (signal) => {
      if (!ended) child.kill(signal);
    },
    async stop(timeoutMs = 30_000) {
      server.signal('SIGTERM');
      const exit = await waitFor(timeoutMs);
      if (exit) return exit;
      server.signal('SIGKILL');
      return exited;
    },
    async kill() {
      server.signal('SIGKILL');
      return exited;
    },
  };
  live.add(server);
  void exited.then(() => live.delete(server));

  const deadline = started + (options.readyTimeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (ended) {
      throw new Error(
        `server ${options.name} ended before answering (${JSON.stringify(ended)}):\n${output.slice(-20_000)}`,
      );
    }
    try {
      const res = await fetch(`${server.origin}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
      const body = (await res.json()) as { data?: { db?: string } };
      if (res.status === 200 && body.data?.db === 'ok') {
        server.startMs = Date.now() - started;
        return server;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.kill();
  throw new Error(`server ${options.name} did not answer /api/v1/health in time:\n${output.slice(-20_000)}`);
}

/** Every server process still running; cleanup kills them even when a test failed half-way. */
const live = new Set<ServerProcess>();

export async function killAllServers(): Promise<void> {
  await Promise.all([...live].map((s) => s.kill()));
}

/** The tail of each server's output, for the report of a failed test. */
export function describeOutputs(servers: ServerProcess[], tailChars = 12_000): string {
  return servers
    .map((s) => `----- ${s.name} (pid ${s.pid}, port ${s.port}) -----\n${s.output().slice(-tailChars)}`)
    .join('\n');
}
