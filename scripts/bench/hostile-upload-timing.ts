/**
 * Issue 75's hostile files, felt by someone else: for each kind of file the red team sent (a bomb PNG as a comprovante
 * and as a receipt, a HEIC of one tile repeated, a receipt PDF of tens of millions of drawing operators, the Imposto
 * de Renda PDF of 20,000 deductible payees, a 400 MB restore whose last byte never comes), two hostile people send
 * HOSTILE.each at once while another person reads their transactions page and signs in, one request after the
 * other; the two reads' latencies and the server's memory at its highest are what the issue's targets judge. Each
 * kind runs against a server started for it (hostile-run.ts), so that what one kind leaves in memory is not counted
 * in the next one's peak.
 */

import { HOSTILE, type HOSTILE_KINDS, type HostileKey } from './hostile-kinds';
import type { HostilePeople } from './hostile-people';
import { FILE_OF, type HostileAnswer, type HostileFiles, sendHostile } from './hostile-requests';
import type { Unavailable } from './http-load';
import type { Profile } from './options';
import { createSession } from './server';
import { type Latency, latencyOf, msSince } from './stats';

export interface HostileKindFigures {
  key: HostileKey;
  label: string;
  item: number;
  /** Requests sent at once (people × each). */
  sent: number;
  answers: HostileAnswer[];
  /** From the first send to the last answer, or to the cut. */
  heldMs: number;
  /** The kind was cut at its limit (a restore always is: its body never ends). */
  cut: boolean;
  /** The other person's transactions page and sign-in, alone just before, and while the files were sent. */
  listAlone: Latency;
  signInAlone: Latency;
  list: Latency;
  signIn: Latency;
  /** Of the reads above, how many started while a hostile request was still in flight. */
  listWhileHeld: number;
  signInWhileHeld: number;
  /** The other person's reads that failed or answered other than 2xx while the files were sent. */
  listErrors: number;
  signInErrors: number;
  /** The server's memory (every serving process summed) before the files, and the highest while they ran. */
  rssBeforeMb: number | null;
  rssPeakMb: number | null;
  /** The largest single serving process at its highest (the one process on PGlite; a worker on PostgreSQL). */
  rssPeakProcessMb: number | null;
}

export type HostileKindResult =
  | HostileKindFigures
  | (Unavailable & { key: HostileKey; label: string; item: number });

export interface HostileFigures {
  people: number;
  each: number;
  payees: number;
  /** The hostile people's seed in SQL. */
  seedSeconds: number;
  capSeconds: number;
  kinds: HostileKindResult[];
}

/** The server of one kind: where it listens and its memory. */
export interface HostileServer {
  base: string;
  /** Every serving process summed. */
  rssMb(): number | null;
  /** The largest serving process. */
  largestProcessMb(): number | null;
}

/** The other person: their transactions page (`listPath`, under /api/v1), and their sign-in. */
export interface Bystander {
  base: string;
  email: string;
  password: string;
  listPath: string;
}

/** One read of the bystander's: the time it took, and whether it answered 2xx. */
async function timed(run: (signal: AbortSignal) => Promise<Response>, timeoutMs: number) {
  const started = process.hrtime.bigint();
  try {
    const res = await run(AbortSignal.timeout(timeoutMs));
    await res.arrayBuffer();
    return { ms: msSince(started), ok: res.ok };
  } catch {
    return { ms: msSince(started), ok: false };
  }
}

const listOnce = (b: Bystander, token: string) => (signal: AbortSignal) =>
  fetch(`${b.base}/api/v1${b.listPath}`, { headers: { authorization: `Bearer ${token}` }, signal });

const signInOnce = (b: Bystander) => (signal: AbortSignal) =>
  fetch(`${b.base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: b.email, password: b.password }),
    signal,
  });

/** Sequential reads until `done()` and at least `atLeast`; how many started while `held()`. */
async function readLoop(
  read: (signal: AbortSignal) => Promise<Response>,
  done: () => boolean,
  held: () => boolean,
  atLeast: number,
  timeoutMs: number,
) {
  const times: number[] = [];
  let whileHeld = 0;
  let errors = 0;
  while (!done() || times.length < atLeast) {
    if (held()) whileHeld++;
    const r = await timed(read, timeoutMs);
    times.push(r.ms);
    if (!r.ok) errors++;
  }
  return { times, whileHeld, errors };
}

/**
 * One kind against `server`: the bystander's page and sign-in alone, then while HOSTILE.people people each send
 * HOSTILE.each files at once, until every one is answered (or the kind's limit cuts them), the server's memory
 * sampled every 100 ms.
 */
export async function measureHostileKind(
  server: HostileServer,
  bystander: Bystander,
  people: HostilePeople,
  kind: (typeof HOSTILE_KINDS)[number],
  files: HostileFiles,
  profile: Profile,
): Promise<HostileKindResult> {
  const { key, label, item } = kind;
  const needs = FILE_OF[key];
  const file = needs ? files[needs] : Buffer.alloc(0);
  if (!Buffer.isBuffer(file)) return { key, label, item, ...file };
  const speed = profile.quick ? 'quick' : 'full';
  const capMs =
    key === 'restore'
      ? (HOSTILE.restoreBytes / (HOSTILE.restoreMbPerSecond * 1024 * 1024) +
          HOSTILE.restoreHoldSeconds[speed]) *
        1000
      : HOSTILE.capSeconds[speed] * 1000;
  const token = await createSession(server.base, bystander.email, bystander.password).token();
  const aloneCount = HOSTILE.aloneSamples[speed];
  let left = aloneCount;
  let right = aloneCount;
  const never = () => false;
  const [listAlone, signInAlone] = await Promise.all([
    readLoop(listOnce(bystander, token), () => --left < 0, never, 0, capMs),
    readLoop(signInOnce(bystander), () => --right < 0, never, 0, capMs),
  ]);
  const senders = key === 'restore' ? people.restorers : people.senders;
  const tokens = await Promise.all(
    senders.map(async (p) => ({
      token: await createSession(server.base, p.email, HOSTILE.password).token(),
      rowIds: p.rowIds,
    })),
  );

  const rssBeforeMb = server.rssMb();
  let rssPeakMb = rssBeforeMb;
  let rssPeakProcessMb = server.largestProcessMb();
  const sampler = setInterval(() => {
    const sum = server.rssMb();
    const largest = server.largestProcessMb();
    if (sum !== null && (rssPeakMb === null || sum > rssPeakMb)) rssPeakMb = sum;
    if (largest !== null && (rssPeakProcessMb === null || largest > rssPeakProcessMb))
      rssPeakProcessMb = largest;
  }, 100);

  const cut = new AbortController();
  let inFlight = 0;
  const started = process.hrtime.bigint();
  const sends = tokens.flatMap((person) =>
    Array.from({ length: HOSTILE.each }, (_, i) => {
      inFlight++;
      return sendHostile(key, server.base, person, i, file, people.year, cut.signal).finally(() => {
        inFlight--;
      });
    }),
  );
  const timer = setTimeout(() => cut.abort(), capMs);
  const held = () => inFlight > 0;
  const ended = () => inFlight === 0;
  const reads = Promise.all([
    readLoop(listOnce(bystander, token), ended, held, profile.minSamples, capMs),
    readLoop(signInOnce(bystander), ended, held, profile.minSamples, capMs),
  ]);
  const answers = await Promise.all(sends);
  const heldMs = msSince(started);
  clearTimeout(timer);
  const wasCut = cut.signal.aborted;
  // A restore answered before its body ended still has a body waiting for its last byte: ended here.
  cut.abort();
  const [list, signIn] = await reads;
  clearInterval(sampler);
  return {
    key,
    label,
    item,
    sent: answers.length,
    answers,
    heldMs,
    cut: wasCut,
    listAlone: latencyOf(listAlone.times),
    signInAlone: latencyOf(signInAlone.times),
    list: latencyOf(list.times),
    signIn: latencyOf(signIn.times),
    listWhileHeld: list.whileHeld,
    signInWhileHeld: signIn.whileHeld,
    listErrors: list.errors,
    signInErrors: signIn.errors,
    rssBeforeMb,
    rssPeakMb,
    rssPeakProcessMb,
  };
}

/** The hostile answers in a few words: "2× 413, 2× cut by the bench after 25.0 s". */
export function describeAnswers(answers: HostileAnswer[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const what = a.status === null ? (a.note ?? 'no answer') : `HTTP ${a.status}`;
    counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  const slowest = Math.max(...answers.map((a) => a.ms));
  return `${[...counts].map(([what, n]) => `${n}× ${what}`).join(', ')}; the last after ${(slowest / 1000).toFixed(1)} s`;
}

/** Lines for the console. */
export function describeHostileKind(r: HostileKindResult): string {
  if ('available' in r) return `    ${r.label}: ${r.reason}`;
  const notes = [...new Set(r.answers.map((a) => a.note).filter(Boolean))];
  return [
    `    ${r.sent} sent at once: ${describeAnswers(r.answers)}${r.cut ? ' (cut)' : ''}${notes.length > 0 ? `; "${notes.join('", "')}"` : ''}`,
    `    another person's page: alone p95 ${r.listAlone.p95} ms; meanwhile p50 ${r.list.p50} ms p95 ${r.list.p95} ms (n=${r.list.n}, ${r.listWhileHeld} while held, ${r.listErrors} errors)`,
    `    their sign-in: alone p95 ${r.signInAlone.p95} ms; meanwhile p50 ${r.signIn.p50} ms p95 ${r.signIn.p95} ms (n=${r.signIn.n}, ${r.signInWhileHeld} while held, ${r.signInErrors} errors)`,
    `    server memory: ${r.rssBeforeMb ?? '?'} MB before, peak ${r.rssPeakMb ?? '?'} MB (largest process ${r.rssPeakProcessMb ?? '?'} MB)`,
  ].join('\n');
}
