/**
 * Load over HTTP with autocannon, from this process against the server child: each read at 1 connection
 * (latency) and at 10 (throughput), creating transactions, a mixed read load, and the server's memory across a
 * long run of the transactions page (the CSV imports are csv-import.ts's). Runs at several connections also
 * record the server process's CPU time per request, which bounds its throughput on this machine.
 */
import autocannon from 'autocannon';
import type { ReadOp } from './operations';
import type { Profile } from './options';
import type { Session } from './server';
import { type Latency, latencyOf, round } from './stats';

/** The server under load: where it listens, who signs in, and its process's CPU time and memory. */
export interface LoadTarget {
  base: string;
  session: Session;
  /**
   * Headers this file's requests send besides the token: BOOK_HEADER for a person acting in a book not their own
   * (book-member.ts), so that every request pays the membership check the server makes for it.
   */
  headers?: Record<string, string>;
  cpuMs: () => number | null;
  rssMb: () => number | null;
}

/** The target's own headers and its person's bearer token. */
export async function authHeaders(target: LoadTarget): Promise<Record<string, string>> {
  return { ...target.headers, authorization: `Bearer ${await target.session.token()}` };
}

/** Each target's personal access token, made once by its person's session (operations sent with one). */
const personalTokens = new WeakMap<LoadTarget, Promise<string>>();

/** A read-only personal access token of the target's person for every book they are in: what a person's tool sends. */
function personalToken(target: LoadTarget): Promise<string> {
  let made = personalTokens.get(target);
  if (!made) {
    made = (async () => {
      const auth = { authorization: `Bearer ${await target.session.token()}` };
      const books = await fetch(`${target.base}/api/v1/books`, { headers: auth });
      const bookIds = ((await books.json()) as { data: Array<{ id: number }> }).data.map((b) => b.id);
      const res = await fetch(`${target.base}/api/v1/me/tokens`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bench', scope: 'leitura', bookIds, expiresInDays: 30 }),
      });
      if (res.status !== 201) throw new Error(`personal token: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { secret: string } }).data.secret;
    })();
    personalTokens.set(target, made);
  }
  return made;
}

export interface LoadFigures {
  latency: Latency;
  rps: number;
  requests: number;
  /** Non-2xx answers plus socket errors and timeouts. */
  errors: number;
  seconds: number;
  /** CPU time (user + system) of the server process per request over the run. */
  serverCpuMsPerRequest: number | null;
}

export interface ReadFigures {
  /** 1 connection. */
  single: LoadFigures;
  /**
   * 10 connections; null for a read too slow to load concurrently (see SLOW_REQUEST_MS), or one measured at 1
   * connection only (`latencyOnly`).
   */
  ten: LoadFigures | null;
  /** The first request's time. */
  probeMs: number;
}

/** Each operation's reads by its key, or why one was not measured. */
export type Reads = Record<string, ReadFigures | Unavailable>;

/** A read whose first answer takes longer is timed with a few sequential requests only, and left out of the mixed load. */
export const SLOW_REQUEST_MS = 2000;

/** A measurement that could not be made: a feature not built yet (404) or an error. */
export interface Unavailable {
  available: false;
  reason: string;
}

type CannonRequest = {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
};

interface CannonRun {
  connections: number;
  duration?: number;
  amount?: number;
  /** Stops the run after this many seconds even when amount is not reached. */
  maxSeconds?: number;
  requests: CannonRequest[];
  /** Called every second with the responses so far (memory sampling). */
  onTick?: () => void;
}

/** Waits until the server has finished what an ended run left in flight (PGlite runs one query at a time). */
async function drain(base: string): Promise<void> {
  try {
    await (await fetch(`${base}/api/v1/health`)).arrayBuffer();
  } catch {
    // Measured by the next run.
  }
}

/**
 * One autocannon run, then a drain: autocannon drops its sockets when the time is up, but the server still
 * runs what was in flight; /health queues behind it. Latencies come from every response (autocannon's own
 * histogram has no p95).
 */
async function cannon(target: LoadTarget, run: CannonRun): Promise<LoadFigures> {
  const auth = await authHeaders(target);
  const latencies: number[] = [];
  let non2xx = 0;
  const cpuBefore = target.cpuMs();
  const figures = await new Promise<LoadFigures>((resolve, reject) => {
    const options: autocannon.Options = {
      url: target.base,
      connections: run.connections,
      headers: auth,
      requests: run.requests.map((r) => (r.headers ? { ...r, headers: { ...auth, ...r.headers } } : r)),
      timeout: 30,
    };
    if (run.amount !== undefined) options.amount = run.amount;
    else options.duration = run.duration ?? 5;
    let timer: NodeJS.Timeout | undefined;
    const instance = autocannon(options, (error, result) => {
      clearTimeout(timer);
      if (error) return reject(error);
      const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
      const cpuAfter = target.cpuMs();
      const requests = latencies.length;
      resolve({
        latency: latencyOf(latencies),
        rps: round(requests / Math.max(seconds, 0.001), 1),
        requests,
        errors: non2xx + result.errors + result.timeouts,
        seconds: round(seconds, 1),
        serverCpuMsPerRequest:
          cpuBefore !== null && cpuAfter !== null && requests > 0
            ? round((cpuAfter - cpuBefore) / requests)
            : null,
      });
    });
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (status < 200 || status > 299) non2xx++;
    });
    if (run.onTick) instance.on('tick', run.onTick);
    if (run.maxSeconds !== undefined) timer = setTimeout(() => instance.stop(), run.maxSeconds * 1000);
  });
  await drain(target.base);
  return figures;
}

/**
 * An operation's request: a GET of its path, or a POST of its JSON body (a preview); with the person's personal
 * access token instead of the session's when the operation says so.
 */
async function requestOf(target: LoadTarget, op: ReadOp): Promise<CannonRequest> {
  const path = op.url ?? `/api/v1${op.path}`;
  const bearer =
    op.bearer === 'personal-token' ? { authorization: `Bearer ${await personalToken(target)}` } : undefined;
  if (op.body === undefined) return { method: 'GET', path, ...(bearer ? { headers: bearer } : {}) };
  return {
    method: 'POST',
    path,
    body: JSON.stringify(op.body),
    headers: { 'content-type': 'application/json', ...op.headers, ...bearer },
  };
}

/** One timed request of an operation; a 404 is a feature not built yet. */
async function timedRequest(target: LoadTarget, op: ReadOp): Promise<{ ms: number; status: number }> {
  const auth = await authHeaders(target);
  const { method, path, body, headers } = await requestOf(target, op);
  const started = process.hrtime.bigint();
  const res = await fetch(`${target.base}${path}`, {
    method,
    headers: { ...auth, ...headers },
    body,
  });
  await res.arrayBuffer();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.status };
}

/**
 * A read's latency at 1 connection after a warm-up, then its throughput at 10; with `latencyOnly` the first alone
 * (a comparison of p50 and p95 needs no more, and the run takes half the time).
 */
export async function measureRead(
  target: LoadTarget,
  op: ReadOp,
  profile: Profile,
  { latencyOnly = false } = {},
): Promise<ReadFigures | Unavailable> {
  const started = Date.now();
  const probe = await timedRequest(target, op);
  if (probe.status === 404) return { available: false, reason: 'not available (404)' };
  if (probe.status < 200 || probe.status > 299) return { available: false, reason: `HTTP ${probe.status}` };
  const probeMs = round(probe.ms);
  if (probe.ms > SLOW_REQUEST_MS) {
    // Too slow to load concurrently within the run's time: a few requests one after the other.
    const samples = [probe.ms];
    let errors = 0;
    while (samples.length < 5 && Date.now() - started < 20_000) {
      const r = await timedRequest(target, op);
      samples.push(r.ms);
      if (r.status < 200 || r.status > 299) errors++;
    }
    const seconds = samples.reduce((a, b) => a + b, 0) / 1000;
    const single: LoadFigures = {
      latency: latencyOf(samples),
      rps: round(samples.length / seconds, 2),
      requests: samples.length,
      errors,
      seconds: round(seconds, 1),
      serverCpuMsPerRequest: null,
    };
    return { single, ten: null, probeMs };
  }
  const requests = [await requestOf(target, op)];
  // Warm-up: a few requests one after the other (the probe was the first).
  for (let i = 1; i < profile.warmupRequests && Date.now() - started < 3000; i++)
    await timedRequest(target, op);
  const single = await cannon(target, timedRun(1, profile.latencySeconds, probe.ms, profile, requests));
  if (latencyOnly) return { single, ten: null, probeMs };
  const ten = await cannon(target, timedRun(10, profile.throughputSeconds, probe.ms, profile, requests));
  return { single, ten, probeMs };
}

/**
 * A run of `seconds` at `connections`; for a read too slow to answer profile.minSamples times in that time, a
 * number of requests instead (at least one per connection), so its percentiles have figures to come from.
 */
function timedRun(
  connections: number,
  seconds: number,
  probeMs: number,
  profile: Profile,
  requests: CannonRequest[],
): CannonRun {
  if (probeMs * profile.minSamples <= seconds * 1000) return { connections, duration: seconds, requests };
  return { connections, amount: Math.max(profile.minSamples, connections), maxSeconds: 60, requests };
}

/** A rotation of the reads at a number of concurrent clients. */
export async function measureMixed(
  target: LoadTarget,
  ops: ReadOp[],
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const requests = await Promise.all(ops.map((op) => requestOf(target, op)));
  return cannon(target, { connections, duration: seconds, requests });
}

/** POST /transactions at 1 connection: a fixed number of new expenses in the user's account. */
export async function measureCreate(
  target: LoadTarget,
  accountId: number,
  today: string,
  count: number,
): Promise<LoadFigures | Unavailable> {
  const auth = await authHeaders(target);
  const body = JSON.stringify({
    amount: 42.5,
    description: 'Bench: compra de teste',
    date: today,
    type: 'DESPESA',
    accountId,
    status: 'CLEARED',
  });
  const headers = { 'content-type': 'application/json' };
  const first = await fetch(`${target.base}/api/v1/transactions`, {
    method: 'POST',
    headers: { ...headers, ...auth },
    body,
  });
  await first.arrayBuffer();
  if (first.status === 404) return { available: false, reason: 'not available (404)' };
  if (!first.ok) return { available: false, reason: `HTTP ${first.status}` };
  return cannon(target, {
    connections: 1,
    amount: count,
    maxSeconds: 30,
    requests: [{ method: 'POST', path: '/api/v1/transactions', body, headers }],
  });
}

export interface MemoryFigures {
  /** RSS of the server process right after it answered /health. */
  startMb: number | null;
  /** After a warm-up run of the same page. */
  beforeMb: number | null;
  afterMb: number | null;
  /** Highest RSS seen during the run (sampled every second). */
  peakMb: number | null;
  growthPercent: number | null;
  run: LoadFigures;
  /** What the run aimed at; it stops early at the time limit. */
  requestedRequests: number;
}

/**
 * The server's RSS across a long run of one page at 10 connections: read after a warm-up run of that page
 * (so the heap has grown to its working size) and after the long run.
 */
export async function measureMemory(
  target: LoadTarget,
  op: ReadOp,
  startMb: number | null,
  profile: Profile,
): Promise<MemoryFigures> {
  const requests = [await requestOf(target, op)];
  await cannon(target, { connections: 10, duration: profile.quick ? 0.5 : 5, requests });
  const beforeMb = target.rssMb();
  let peakMb = beforeMb;
  const run = await cannon(target, {
    connections: 10,
    amount: profile.memoryRequests,
    maxSeconds: profile.memoryMaxSeconds,
    requests,
    onTick: () => {
      const now = target.rssMb();
      if (now !== null && (peakMb === null || now > peakMb)) peakMb = now;
    },
  });
  const afterMb = target.rssMb();
  const growthPercent =
    beforeMb !== null && afterMb !== null ? round(((afterMb - beforeMb) / beforeMb) * 100, 1) : null;
  return {
    startMb,
    beforeMb,
    afterMb,
    peakMb,
    growthPercent,
    run,
    requestedRequests: profile.memoryRequests,
  };
}
