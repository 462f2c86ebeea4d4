/**
 * WORKERS=2: one command, several API processes sharing the port (PostgreSQL only). Requests are spread over
 * the workers, a worker that dies is replaced while the others keep answering, and SIGTERM stops them all.
 */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { signUp } from './http-client';
import { setupProcessLab } from './process-lab';
import type { ServerProcess } from './server-process';
import { waitUntil } from './wait';

const lab = setupProcessLab();

/** The pids that answered requests, from the access log lines (each carries the pid of its process). */
function servingPids(server: ServerProcess): Set<number> {
  return new Set(server.logs().flatMap((line) => (line.msg === 'request' ? [Number(line.pid)] : [])));
}

/**
 * GET /me on a new connection each time (no keep-alive pool): a connection kept open to a worker that was
 * killed would fail on reuse, which says nothing about the workers still serving.
 */
function me(origin: string, token: string): Promise<{ status: number; id: number | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${origin}/api/v1/me`,
      { agent: false, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            id: (JSON.parse(text) as { data?: { id: number } }).data?.id,
          }),
        );
      },
    );
    req.on('error', reject);
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('WORKERS: several API processes behind one port', () => {
  it('spreads requests over the workers, replaces one that dies, and stops them all on SIGTERM', async () => {
    const database = await lab.freshDatabase();
    const server = await lab.start('cluster', database, { env: { WORKERS: '2' } });
    const user = await signUp(server.origin, 'Rui dos Processos');

    // Fresh connections, many at a time: the primary hands them to the workers in turn.
    const ask = () => Promise.all(Array.from({ length: 40 }, () => me(server.origin, user.token)));
    let answers = await ask();
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    await waitUntil('both workers answered', async () => {
      if (servingPids(server).size >= 2) return true;
      await ask();
      return false;
    });
    const workers = [...servingPids(server)];
    expect(workers).toHaveLength(2);
    expect(workers).not.toContain(server.pid);

    // A worker killed outright: the other keeps answering, and a new one takes its place.
    process.kill(workers[0]!, 'SIGKILL');
    // A connection the primary handed to the worker as it died is lost with it (clients retry those); once
    // the primary has seen the exit, every connection goes to a live worker.
    await waitUntil('the primary saw the worker end', () =>
      server.output().includes(`Processo ${workers[0]} terminou`),
    );
    answers = await ask();
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    await waitUntil('a new worker answered', async () => {
      const pids = servingPids(server);
      if ([...pids].some((pid) => !workers.includes(pid))) return true;
      await ask();
      return false;
    });
    expect((await me(server.origin, user.token)).id).toBe(user.id);

    // SIGTERM to the primary: every worker drains and ends, then the primary, with code 0.
    const everyWorker = [...servingPids(server)];
    expect(await server.stop()).toEqual({ code: 0, signal: null });
    await waitUntil('every worker ended', () => everyWorker.every((pid) => !alive(pid)), {
      timeoutMs: 10_000,
    });
  }, 120_000);
});
