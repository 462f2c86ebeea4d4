/** What the figures were measured on: cores, memory, versions, and how busy the machine was. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from './server';

export interface Machine {
  nproc: number;
  cpu: string;
  memoryGb: number;
  node: string;
  os: string;
  postgres: string | null;
  pglite: string;
  /** `uptime` when the run started. */
  uptime: string;
}

function safe(run: () => string, fallback: string): string {
  try {
    return run();
  } catch {
    return fallback;
  }
}

export async function describeMachine(adminUrl: string | undefined): Promise<Machine> {
  let postgres: string | null = null;
  if (adminUrl) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ server_version: string }>('show server_version');
      postgres = rows[0]?.server_version ?? null;
    } finally {
      await client.end();
    }
  }
  const pglitePackage = JSON.parse(
    readFileSync(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  return {
    nproc: os.availableParallelism(),
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: safe(() => `Debian ${readFileSync('/etc/debian_version', 'utf8').trim()}`, os.release()),
    postgres,
    pglite: `@electric-sql/pglite ${pglitePackage.version}`,
    uptime: uptime(),
  };
}

/** The `uptime` line (load averages over 1, 5 and 15 minutes). */
export function uptime(): string {
  return safe(
    () => execFileSync('uptime', { encoding: 'utf8' }).trim(),
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
}

export function loadAverage(): number[] {
  return os.loadavg().map((l) => Math.round(l * 100) / 100);
}

/**
 * A phase of the run started now: its load at the start, and at its end what a result records of it (when it
 * started, how long it took, the load average at both ends, `uptime` at its start), in that order.
 */
export function startPhase() {
  const started = Date.now();
  const startedAt = new Date().toISOString();
  const loadStart = loadAverage();
  const uptimeAtStart = uptime();
  return {
    uptimeAtStart,
    end: () => ({
      startedAt,
      seconds: (Date.now() - started) / 1000,
      loadAverage: { start: loadStart, end: loadAverage() },
      uptimeAtStart,
    }),
  };
}
