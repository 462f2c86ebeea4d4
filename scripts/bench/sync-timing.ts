/**
 * Issue 34's speed over HTTP: a bank connection of SYNC_ACCOUNTS accounts with SYNC_DAYS days of lines (about
 * 1,500) synced into the measured person ("Sincronizar agora", POST /sync/connections/:id/sync), the server talking
 * to a local server that speaks Pluggy's API (server/test/fake-pluggy.ts) through the real pluggy-sdk. The first
 * account is linked to the person's own checking account and part of its lines are the bank's versions of rows
 * already recorded there (the matcher at work); the others are created from the bank's. Meanwhile a second client
 * reads the person's transactions page, to see what a sync does to the reads.
 */
import { sql } from 'drizzle-orm';
import { addDays } from '../../common/dates';
import { type Database, queryRows } from '../../server/db/connect';
import {
  creditAccount,
  type FakePluggy,
  pluggyAccount,
  pluggyItem,
  pluggyTransaction,
} from '../../server/test/fake-pluggy';
import { createRandom } from '../seed/random';
import type { LoadTarget, Unavailable } from './http-load';
import { STATEMENT_DAYS } from './match-statement';
import { type Latency, latencyOf, msSince } from './stats';

export const SYNC_ACCOUNTS = 5;
export const SYNC_DAYS = 90;
export const LINES_PER_ACCOUNT = 300;
/** Of the first account's lines, how many are the bank's versions of rows the person recorded. */
export const RECORDED_LINES = 150;

export interface SyncResult {
  accounts: number;
  lines: number;
  /** The run as the answer gives it. */
  run: { outcome: string; fetched: number; inserted: number; matched: number; error: string | null };
  /** "Sincronizar agora", from sending to the complete answer. */
  ms: number;
  status: number;
  /** The transactions page read by another client while the sync ran, and alone right after. */
  readDuring: Latency;
  readAfter: Latency;
}

/** A recorded row of the measured person's checking account, as the bank would list it. */
export interface RecordedRow {
  date: string;
  type: 'RECEITA' | 'DESPESA';
  amountCents: number;
  name: string;
}

/**
 * The measured person's checking account rows of SYNC_DAYS to STATEMENT_DAYS days ago (no transfer, no
 * installment): older than the days of issue 33's statement, imported just before, which matched the later ones.
 */
export async function recordedRows(
  database: Database,
  user: { id: number; accountId: number },
  today: string,
): Promise<RecordedRow[]> {
  const rows = await queryRows<{ date: string; type: string; amount: number; name: string }>(
    database.db,
    sql`select t.date::text as date, t.type, t.amount, coalesce(p.name, t.description) as name
        from transactions t left join payees p on p.id = t.payee_id
        where t.book_id = ${user.id} and t.account_id = ${user.accountId}
          and t.date between ${addDays(today, -(SYNC_DAYS - 2))} and ${addDays(today, -(STATEMENT_DAYS + 2))}
          and t.transfer_id is null and t.installment_group is null
        order by t.date, t.id`,
  );
  return rows.map((r) => ({
    date: r.date,
    type: r.type === 'RECEITA' ? 'RECEITA' : 'DESPESA',
    amountCents: Number(r.amount),
    name: r.name,
  }));
}

/**
 * Fills the local Pluggy with one item of SYNC_ACCOUNTS accounts (the last a card): the first account's lines are
 * RECORDED_LINES of `recorded` (a day later, the bank's text) and new ones, the others' all new, over SYNC_DAYS days
 * to `today`. Answers the item's id.
 */
export function fillBank(fake: FakePluggy, today: string, recorded: RecordedRow[], seed: number): string {
  const random = createRandom(seed * 31 + 34);
  const item = pluggyItem();
  fake.state.items.push(item);
  for (let a = 0; a < SYNC_ACCOUNTS; a++) {
    const card = a === SYNC_ACCOUNTS - 1;
    const account = card
      ? creditAccount({ itemId: item.id, name: `Cartão do bench ${a + 1}` })
      : pluggyAccount({ itemId: item.id, name: `Conta do bench ${a + 1}`, number: `0000${a}-1` });
    fake.state.accounts.push(account);
    const own = a === 0 ? recorded.slice(-RECORDED_LINES) : [];
    for (let i = 0; i < LINES_PER_ACCOUNT; i++) {
      const row = own[i];
      const income = row ? row.type === 'RECEITA' : !card && random.chance(0.1);
      const cents = row ? row.amountCents : income ? random.int(50_000, 900_000) : random.int(300, 60_000);
      const date = row ? addDays(row.date, 1) : addDays(today, -random.int(0, SYNC_DAYS - 1));
      fake.state.transactions.push(
        pluggyTransaction({
          accountId: account.id,
          date: `${date > today ? today : date}T00:00:00.000Z`,
          description: row ? `PIX ENVIADO ${row.name.toUpperCase()}` : `COMPRA LOJA ${a + 1}-${i + 1}`,
          type: income ? 'CREDIT' : 'DEBIT',
          amount: (income ? cents : -cents) / 100,
        }),
      );
    }
  }
  return item.id;
}

async function call(
  target: LoadTarget,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: unknown }> {
  const res = await fetch(`${target.base}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await target.session.token()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { data?: unknown; error?: { message?: string } };
  if (res.status >= 300 && method !== 'POST') throw new Error(`${method} ${path}: HTTP ${res.status}`);
  return { status: res.status, data: json.data ?? json.error?.message };
}

/** Times of one client reading `path` over and over until `done` says stop. */
export async function readWhile(
  target: LoadTarget,
  path: string,
  done: () => boolean,
  atLeast = 0,
): Promise<number[]> {
  const times: number[] = [];
  while (!done() || times.length < atLeast) {
    const token = await target.session.token();
    const started = process.hrtime.bigint();
    const res = await fetch(`${target.base}/api/v1${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    times.push(msSince(started));
  }
  return times;
}

/**
 * Connects the measured person to the local Pluggy (credentials, the item, the accounts linked or created), then
 * times "Sincronizar agora" with a reader beside it.
 */
export async function measureSync(
  target: LoadTarget,
  fake: FakePluggy,
  itemId: string,
  checkingId: number,
  readPath: string,
): Promise<SyncResult | Unavailable> {
  const saved = await call(target, 'PUT', '/sync/credentials', {
    client_id: fake.clientId,
    client_secret: fake.clientSecret,
  });
  if (saved.status === 404) return { available: false, reason: 'bank sync not available (404)' };
  const connection = await call(target, 'POST', '/sync/connections', { item_id: itemId });
  if (connection.status !== 201)
    return { available: false, reason: `connecting answered ${connection.status}: ${connection.data}` };
  const { id, accounts } = connection.data as { id: number; accounts: Array<{ id: number }> };
  for (const [i, account] of accounts.entries()) {
    const link = await call(
      target,
      'PUT',
      `/sync/accounts/${account.id}`,
      i === 0 ? { account_id: checkingId } : { create: true },
    );
    if (link.status !== 200)
      return { available: false, reason: `linking answered ${link.status}: ${link.data}` };
  }
  let syncing = true;
  const reader = readWhile(target, readPath, () => !syncing, 1);
  const started = process.hrtime.bigint();
  const run = await call(target, 'POST', `/sync/connections/${id}/sync`);
  const ms = msSince(started);
  syncing = false;
  const during = await reader;
  let after = 0;
  const readAfter = await readWhile(target, readPath, () => ++after > 20, 20);
  return {
    accounts: accounts.length,
    lines: fake.state.transactions.filter((t) =>
      fake.state.accounts.some((a) => a.id === t.accountId && a.itemId === itemId),
    ).length,
    run: run.data as SyncResult['run'],
    ms,
    status: run.status,
    readDuring: latencyOf(during),
    readAfter: latencyOf(readAfter),
  };
}

/** One line for the console. */
export function describeSync(r: SyncResult | Unavailable): string {
  if ('available' in r) return `    ${r.reason}`;
  return [
    `    ${r.accounts} accounts, ${r.lines} lines: HTTP ${r.status} in ${Math.round(r.ms)} ms, ${r.run.outcome}: ${r.run.fetched} fetched, ${r.run.inserted} new, ${r.run.matched} matched${r.run.error ? ` (${r.run.error})` : ''}`,
    `    transactions page during the sync: p50 ${r.readDuring.p50} ms p95 ${r.readDuring.p95} ms (n=${r.readDuring.n}); after: p50 ${r.readAfter.p50} ms p95 ${r.readAfter.p95} ms`,
  ].join('\n');
}
