/**
 * Issue 75's hostile files, felt by someone else: for each kind of file the red team sent (a bomb PNG as a comprovante
 * and as a receipt, a HEIC of one tile repeated, a receipt PDF of tens of millions of drawing operators, the Imposto
 * de Renda PDF of 20,000 deductible payees, a 400 MB restore whose last byte never comes), two hostile people send
 * HOSTILE.each at once while another person reads their transactions page and signs in, one request after the
 * other; the two reads' latencies and the server's memory at its highest are what the issue's targets judge. Each
 * kind runs against a server started for it (bench.ts), so that what one kind leaves in memory is not counted in the
 * next one's peak.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, todayIn } from '../../common/dates';
import { type Database, type Db, queryRows } from '../../server/db/connect';
import { hashPassword } from '../../server/features/auth/passwords';
import { createPersonalBook } from '../../server/features/books/public';
import { giveStarterCategories } from '../../server/features/categories/public';
import { tiledHeic } from '../../server/test/hostile-files/heic';
import { operatorHeavyPdf } from '../../server/test/hostile-files/pdf';
import { bombPng } from '../../server/test/hostile-files/png';
import type { Unavailable } from './http-load';
import type { Profile } from './options';
import { createSession } from './server';
import { type Latency, latencyOf, msSince } from './stats';

/** Issue 75's "Done when": another person's list and sign-in, and the server's memory, under any hostile file. */
export const HOSTILE_P95_LIMIT_MS = 500;
export const HOSTILE_RSS_LIMIT_MB = 1024;

export const HOSTILE = {
  /** Two hostile people, each sending `each` files of a kind at once, as the red team's findings did. */
  people: 2,
  each: 2,
  /** Deductible payees of each hostile person in last year's Imposto de Renda (issue 75 item 2). */
  payees: 20_000,
  password: 'bench-hostil-senha-123',
  /** The restore's body (item 3): its last byte is never sent. */
  restoreBytes: 400 * 1024 * 1024,
  /** How fast each restore's body is sent: slowly, as a person on a slow line would. */
  restoreMbPerSecond: 40,
  /** How long the restores are held open once every byte but the last is sent. */
  restoreHoldSeconds: { quick: 5, full: 10 },
  /** A kind still running after this long is cut (its requests aborted) and its figures taken as they are. */
  capSeconds: { quick: 45, full: 90 },
  /** The bystander's reads alone, before each kind: this many of each. */
  aloneSamples: { quick: 10, full: 20 },
} as const;

export type HostileKey =
  | 'png-comprovante'
  | 'png-receipt'
  | 'restore'
  | 'pdf-receipt'
  | 'heic-comprovante'
  | 'ir-pdf';

/** The kinds in the issue's order (items 1, 3, 4, 5, then 2, whose fix went in first). */
export const HOSTILE_KINDS: Array<{ key: HostileKey; label: string; item: number }> = [
  { key: 'png-comprovante', label: 'a bomb PNG (16-bit RGBA, 14000×14000) as a comprovante', item: 1 },
  { key: 'png-receipt', label: 'the same PNG read as a receipt', item: 1 },
  { key: 'restore', label: 'a 400 MB restore, its last byte withheld', item: 3 },
  { key: 'pdf-receipt', label: 'a receipt PDF of tens of millions of drawing operators', item: 4 },
  { key: 'heic-comprovante', label: 'a small HEIC of one tile repeated (~76 MP) as a comprovante', item: 5 },
  { key: 'ir-pdf', label: 'the Imposto de Renda PDF of 20,000 deductible payees', item: 2 },
];

/** A hostile person seeded in SQL: their rows with payees, or an empty book for the restores. */
export interface HostilePerson {
  email: string;
  /** Rows of their own to attach comprovantes to (none for the restore's people). */
  rowIds: number[];
}

export interface HostilePeople {
  /** People with rows and HOSTILE.payees deductible payees in `year`. */
  senders: HostilePerson[];
  /** People with an empty book: a restore is taken only into one. */
  restorers: HostilePerson[];
  year: number;
  seconds: number;
}

/** One hostile request's end: its answer, or what stopped it (`status` null). */
export interface HostileAnswer {
  status: number | null;
  ms: number;
  /** The answer's message (a refusal), or why there was none. */
  note?: string;
}

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

/** The hostile people, written in SQL before the server starts (PGlite allows one process per data folder). */
export async function seedHostilePeople(database: Database): Promise<HostilePeople> {
  const started = Date.now();
  const db = database.db;
  const year = Number(todayIn(DEFAULT_TIME_ZONE).slice(0, 4)) - 1;
  const senders: HostilePerson[] = [];
  const restorers: HostilePerson[] = [];
  for (let n = 1; n <= HOSTILE.people; n++) {
    const email = `hostil${n}@grana.local`;
    const u = await insertPerson(db, `Pessoa Hostil ${n}`, email);
    await giveStarterCategories(db, u);
    senders.push({ email, rowIds: await seedPayees(db, u, year) });
    const restorer = `restaura${n}@grana.local`;
    await insertPerson(db, `Pessoa que Restaura ${n}`, restorer);
    restorers.push({ email: restorer, rowIds: [] });
  }
  await db.execute(sql`analyze payees`);
  await db.execute(sql`analyze transactions`);
  return { senders, restorers, year, seconds: (Date.now() - started) / 1000 };
}

async function insertPerson(db: Db, name: string, email: string): Promise<number> {
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (name, email, password_hash, time_zone)
        values (${name}, ${email}, ${await hashPassword(HOSTILE.password)}, ${DEFAULT_TIME_ZONE}) returning id`,
  );
  const u = Number(user!.id);
  await createPersonalBook(db, u);
  return u;
}

/**
 * As server/features/income-tax/no-stall.test.ts seeds its person: HOSTILE.payees clinics, each paid once in `year`
 * from the person's checking account under the starter category mapped to code 10 (médicos). Answers the first rows'
 * ids, for the comprovantes.
 */
async function seedPayees(db: Db, u: number, year: number): Promise<number[]> {
  const [account] = await queryRows<{ id: number }>(
    db,
    sql`insert into accounts (book_id, name, type, opening_balance)
        values (${u}, 'Conta Corrente', 'checking', 1000000) returning id`,
  );
  const [health] = await queryRows<{ id: number }>(
    db,
    sql`select category_id as id from category_tax_codes where book_id = ${u} and code = '10' limit 1`,
  );
  if (!account || !health) throw new Error('the hostile person has no account or no category of code 10');
  await db.execute(sql`
    insert into payees (book_id, name) select ${u}, 'Clínica ' || n from generate_series(1, ${HOSTILE.payees}) n`);
  await db.execute(sql`
    insert into transactions (book_id, account_id, type, amount, date, description, category_id, payee_id)
    select ${u}, ${account.id}, 'DESPESA', 100 + n, make_date(${year}, 1, 1) + (n % 365), 'Consulta ' || n,
           ${health.id}, p.id
    from generate_series(1, ${HOSTILE.payees}) n
    join payees p on p.book_id = ${u} and p.name = 'Clínica ' || n`);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from transactions where book_id = ${u} order by id limit ${HOSTILE.each * 2}`,
  );
  return rows.map((r) => Number(r.id));
}

/** The hostile files, made by the generators the fixes' tests use (server/test/hostile-files); or why not. */
export type HostileFiles = Record<'png' | 'heic' | 'pdf', Buffer | Unavailable>;

/** Which file each kind sends (the restore's body and the Imposto de Renda PDF need none). */
const FILE_OF: Partial<Record<HostileKey, keyof HostileFiles>> = {
  'png-comprovante': 'png',
  'png-receipt': 'png',
  'heic-comprovante': 'heic',
  'pdf-receipt': 'pdf',
};

/** The server of one kind: where it listens and its memory. */
export interface HostileServer {
  base: string;
  /** Every serving process summed. */
  rssMb(): number | null;
  /** The largest serving process. */
  largestProcessMb(): number | null;
}

/** The three files, from the generators the fixes' tests use; a generator that fails leaves its kinds unmeasured. */
export async function makeHostileFiles(): Promise<HostileFiles> {
  const make = async (generate: () => Buffer | Promise<Buffer>): Promise<Buffer | Unavailable> => {
    try {
      return await generate();
    } catch (error) {
      return { available: false, reason: `its file could not be made: ${(error as Error).message}` };
    }
  };
  return { png: await make(bombPng), heic: await make(() => tiledHeic()), pdf: await make(operatorHeavyPdf) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function form(bytes: Buffer, name: string, type: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
}

/**
 * A .zip's first bytes and then `bytes - 1` in all, sent at HOSTILE.restoreMbPerSecond; the last byte is never
 * sent: the stream waits until `signal` ends it.
 */
function withheldBody(bytes: number, signal: AbortSignal): ReadableStream<Uint8Array> {
  const chunk = 1024 * 1024;
  const pauseMs = (1000 * chunk) / (HOSTILE.restoreMbPerSecond * 1024 * 1024);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= bytes - 1) {
        if (!signal.aborted)
          await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        controller.error(new Error('the last byte was withheld'));
        return;
      }
      const part = new Uint8Array(Math.min(chunk, bytes - 1 - sent));
      if (sent === 0) part.set([0x50, 0x4b, 0x03, 0x04]);
      sent += part.length;
      controller.enqueue(part);
      await sleep(pauseMs);
    },
  });
}

/** One hostile request of `key` by `person` (their `i`-th of the kind), ended by `signal` at the latest. */
async function sendHostile(
  key: HostileKey,
  base: string,
  person: { token: string; rowIds: number[] },
  i: number,
  file: Buffer,
  year: number,
  signal: AbortSignal,
): Promise<HostileAnswer> {
  const api = `${base}/api/v1`;
  const headers = { authorization: `Bearer ${person.token}` };
  const init: RequestInit & { duplex?: 'half' } = { method: 'POST', headers, signal };
  let url: string;
  switch (key) {
    case 'png-comprovante':
      url = `${api}/transactions/${person.rowIds[i]}/attachments`;
      init.body = form(file, `bomba-${i}.png`, 'image/png');
      break;
    case 'heic-comprovante':
      url = `${api}/transactions/${person.rowIds[HOSTILE.each + i]}/attachments`;
      init.body = form(file, `foto-${i}.heic`, 'image/heic');
      break;
    case 'png-receipt':
      url = `${api}/capture/receipt`;
      init.body = form(file, `cupom-${i}.png`, 'image/png');
      break;
    case 'pdf-receipt':
      url = `${api}/capture/receipt`;
      init.body = form(file, `recibo-${i}.pdf`, 'application/pdf');
      break;
    case 'ir-pdf':
      url = `${api}/income-tax/pdf?ano=${year}`;
      init.method = 'GET';
      break;
    case 'restore':
      url = `${api}/restore`;
      init.headers = { ...headers, 'content-type': 'application/zip' };
      init.body = withheldBody(HOSTILE.restoreBytes, signal);
      init.duplex = 'half';
      break;
  }
  const started = process.hrtime.bigint();
  try {
    const res = await fetch(url, init);
    const body = Buffer.from(await res.arrayBuffer());
    const answer: HostileAnswer = { status: res.status, ms: msSince(started) };
    if (res.status >= 300) {
      try {
        answer.note = (JSON.parse(body.toString()) as { error?: { message?: string } }).error?.message;
      } catch {
        answer.note = body.subarray(0, 120).toString();
      }
    }
    return answer;
  } catch (error) {
    // fetch says only "fetch failed"; its cause says how (the server closed the connection, ...).
    const failed = error as Error & { cause?: Error };
    const note = signal.aborted ? 'cut by the bench' : (failed.cause?.message ?? failed.message);
    return { status: null, ms: msSince(started), note };
  }
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
