import { type SQL, sql } from 'drizzle-orm';
import { addDays } from '../../../common/dates';
import { type Executor, queryRows } from '../../db/connect';
import { heldWays } from '../ledger/public';
import { dueDatesFrom, payableItems } from '../recurring/public';
import type { BankLine, Candidate, OccurrenceCandidate, RowCandidate } from './choose';
import { estimatePairs } from './estimates';
import {
  firstNamingWord,
  MAX_COUNTERPARTS,
  MAX_OCCURRENCES,
  namedBy,
  namesNothing,
  namesTheLine,
  namingWords,
  paysAmount,
  windowOf,
} from './rules';
import type { StoredPair } from './stored-pair';

/**
 * Each line's candidates: the person's stored rows of the same account, type and amount dated within the line's
 * window (3 days, 5 on a card), read in one join against the lines (and for a line abroad, the estimates of its
 * amount there, or for the bill's IOF line the IOF Grana worked: estimates.ts), and the fixed
 * items' expected occurrences in that window. Another person's rows are never read (book_id first in every
 * condition, and in the index it probes: transactions_user_account_date_idx).
 */
export async function candidatesFor(
  tx: Executor,
  bookId: number,
  lines: readonly BankLine[],
): Promise<(i: number) => Candidate[]> {
  if (lines.length === 0) return () => [];
  const accounts = await queryRows<{ id: number; name: string; type: string }>(
    tx,
    sql`select id, name, type from accounts where book_id = ${bookId}`,
  );
  const accountOf = new Map(accounts.map((a) => [Number(a.id), a]));
  const windowDays = (accountId: number) => windowOf(accountOf.get(accountId)?.type ?? '');
  const nameOf = (id: number | null) => (id === null ? '' : (accountOf.get(Number(id))?.name ?? ''));

  const span = spanOf(lines, windowDays);
  const mayPair = pairableLines(lines, accounts);
  // A book holding no row in the lines' days has no row to offer any of them (a first import's case): the join of
  // every line against its days is not sent (20,000 lines of a first import spent about 0.2 s there for nothing).
  const anyRow = await holdsRowsBetween(tx, bookId, span);
  const staged = stagedLines(lines, windowDays, mayPair);
  // Estimates are read whatever the lines' days hold: a bill's IOF line may be dated weeks after its purchase.
  const stored = [
    ...(anyRow ? await storedPairs(tx, bookId, staged, span, accountsOf(lines)) : []),
    ...(await estimatePairs(tx, bookId, lines, windowDays)),
  ];
  const found =
    anyRow && mayPair.some(Boolean) ? await counterpartPairs(tx, bookId, staged, span, lines.length) : [];

  const rows = new Map<number, RowCandidate>();
  const byLine: RowCandidate[][] = lines.map(() => []);
  for (const p of stored) {
    const id = Number(p.id);
    let row = rows.get(id);
    if (!row) {
      const here = nameOf(Number(p.account_id));
      const there = p.other_account_id === null ? null : nameOf(Number(p.other_account_id));
      const transfer =
        there === null ? null : p.type === 'DESPESA' ? { from: here, to: there } : { from: there, to: here };
      row = rowCandidate(p, transfer, false);
      rows.set(id, row);
    }
    byLine[Number(p.ord)]?.push(row);
  }
  const counterpartsOf = counterparts(lines, found, nameOf);
  const occurrencesOf = await occurrences(tx, bookId, span.to);
  return (i) => {
    const line = lines[i];
    if (!line) return [];
    return [...(byLine[i] ?? []), ...(counterpartsOf.get(i) ?? []), ...dueNear(line)];
  };
  /** The due dates a line may pay, in its window (most lines have none: the window is computed for the rest). */
  function dueNear(line: BankLine): OccurrenceCandidate[] {
    const due = occurrencesOf(line);
    if (due.length === 0) return due;
    const w = windowDays(line.accountId);
    const first = addDays(line.date, -w);
    const last = addDays(line.date, w);
    return due.filter((o) => o.date >= first && o.date <= last);
  }
}

/** A stored row as a line's candidate. */
function rowCandidate(p: StoredPair, transfer: RowCandidate['transfer'], counterpart: boolean): RowCandidate {
  return {
    kind: 'row',
    id: Number(p.id),
    accountId: Number(p.account_id),
    type: p.type,
    amountCents: Number(p.amount),
    date: p.date,
    description: p.description,
    payeeId: p.payee_id === null ? null : Number(p.payee_id),
    payeeName: p.payee_name,
    externalId: p.external_id,
    syncId: p.sync_id,
    holds: { file: Boolean(p.holds_file), sync: Boolean(p.holds_sync) },
    bankText: p.bank_text,
    bankDate: p.bank_date,
    origin: p.origin,
    installment: p.installment,
    counterpart,
    transfer,
  };
}

const sameKey = (v: { accountId: number; type: string; amountCents: number }) =>
  `${v.accountId}|${v.type}|${v.amountCents}`;

/** The first day of the lines' windows and the last: the days the stored rows and due dates are read for. */
function spanOf(lines: readonly BankLine[], windowDays: (accountId: number) => number) {
  let from = '';
  let to = '';
  let widest = 0;
  for (const l of lines) {
    if (from === '' || l.date < from) from = l.date;
    if (l.date > to) to = l.date;
    widest = Math.max(widest, windowDays(l.accountId));
  }
  return { from: addDays(from, -widest), to: addDays(to, widest) };
}

/** The accounts the lines are of, each once. */
const accountsOf = (lines: readonly BankLine[]) => [...new Set(lines.map((l) => l.accountId))];

/**
 * The lines as a relation both joins read (each line's window, and whether it may be one side of a transfer made
 * of two statements: pairableLines), passed as seven arrays and unnested by the database: no staging table to
 * create, fill and drop (on PGlite that was half of a sync step's time holding the only session), and no
 * transaction needed around the reads.
 */
function stagedLines(
  lines: readonly BankLine[],
  windowDays: (accountId: number) => number,
  mayPair: readonly boolean[],
): SQL {
  // Each line's window is its date and a number of days either side, computed by the database in the join.
  return sql`unnest(${sql.param(lines.map((_, i) => i))}::integer[],
                    ${sql.param(lines.map((l) => l.accountId))}::bigint[],
                    ${sql.param(lines.map((l) => l.type))}::text[],
                    ${sql.param(lines.map((l) => l.amountCents))}::bigint[],
                    ${sql.param(lines.map((l) => l.date))}::date[],
                    ${sql.param(lines.map((l) => windowDays(l.accountId)))}::integer[],
                    ${sql.param([...mayPair])}::boolean[])
             as l(ord, account_id, type, amount, day, days, may_pair)`;
}

/** Whether the book holds any row dated within `span` (the index on book_id and date answers it at once). */
async function holdsRowsBetween(tx: Executor, bookId: number, span: { from: string; to: string }) {
  const [row] = await queryRows<{ any: boolean }>(
    tx,
    sql`select exists (select 1 from transactions
                       where book_id = ${bookId} and date between ${span.from} and ${span.to}) as any`,
  );
  return row?.any === true;
}

/**
 * The stored rows in each staged line's window, one result row per line and stored row.
 *
 * The book's rows of the lines' accounts and days are read first, in a materialized CTE, and only then paired with
 * the lines on account, type and amount. Joined in one step, among many people PostgreSQL walked the account's rows
 * in date order and paired them with the lines on the account alone: a 10,000-line step into one account compared
 * 94 million pairs (15 s) for 14 matches, because the unnested lines carry no statistics and it expected one line
 * per account. Read apart, the rows are paired by a hash of all three keys: linear in the rows and lines.
 */
async function storedPairs(
  tx: Executor,
  bookId: number,
  staged: SQL,
  span: { from: string; to: string },
  accountIds: readonly number[],
): Promise<StoredPair[]> {
  return queryRows<StoredPair>(
    tx,
    sql`with mine as materialized (
          select t.id, t.account_id, t.type, t.amount, t.date, t.description, t.payee_id, t.external_id,
                 t.bank_text, t.bank_date, t.origin, t.transfer_id, t.sync_id, ${heldWays},
                 t.installment_group is not null as installment
          from transactions t
          where t.book_id = ${bookId} and t.account_id = any(${sql.param([...accountIds])}::bigint[])
            and t.date between ${span.from} and ${span.to}
        )
        select l.ord, m.id, m.account_id, m.type, m.amount, m.date, m.description, m.payee_id,
               p.name as payee_name, m.external_id, m.bank_text, m.bank_date, m.origin, m.transfer_id,
               m.sync_id, m.holds_sync, m.holds_file, m.installment,
               (select o.account_id from transactions o
                where m.transfer_id is not null and o.transfer_id = m.transfer_id and o.id <> m.id
                  and o.book_id = ${bookId}
                limit 1) as other_account_id
        from ${staged}
        join mine m
          on m.account_id = l.account_id and m.type = l.type and m.amount = l.amount
         and m.date between l.day - l.days and l.day + l.days
        left join payees p on p.id = m.payee_id and p.book_id = ${bookId}
        order by l.ord, m.date, m.id`,
  );
}

/** An item of 'valor variável' is found by its account and type; the line's amount then says if it is near. */
const kindKey = (v: { accountId: number; type: string }) => `${v.accountId}|${v.type}`;

/**
 * The fixed items' due dates from their next one, up to the last line's window (at most MAX_OCCURRENCES each),
 * and, for a line, those its amount pays (rules.ts paysAmount): an item's of the same account, type and amount,
 * or of the same account and type and near the amount for an item of 'valor variável'.
 */
async function occurrences(
  tx: Executor,
  bookId: number,
  last: string,
): Promise<(line: BankLine) => OccurrenceCandidate[]> {
  const byKey = new Map<string, OccurrenceCandidate[]>();
  const variable = new Map<string, OccurrenceCandidate[]>();
  for (const item of await payableItems(tx, bookId)) {
    const key = item.variableAmount
      ? kindKey(item)
      : sameKey({ accountId: item.accountId, type: item.type, amountCents: item.amount });
    const into = item.variableAmount ? variable : byKey;
    // An item unpaid for years has its first MAX_OCCURRENCES due dates only: the walk stops there.
    const { dates } = dueDatesFrom(item, item.nextRun, last, MAX_OCCURRENCES);
    const list = into.get(key) ?? [];
    for (const [index, date] of dates.entries()) {
      list.push({
        kind: 'occurrence',
        recurringId: item.id,
        index,
        accountId: item.accountId,
        type: item.type,
        amountCents: item.amount,
        date,
        description: item.description,
        payeeName: item.payeeName,
      });
    }
    into.set(key, list);
  }
  return (line) => {
    // Near the amount is not enough: a purchase of about the bill's amount in its days is not the bill. The line
    // names the item or its payee ('DEB AUTOMATICO ENEL SP' for 'Luz' paid to 'Enel'), or its amount is the one.
    const near = (variable.get(kindKey(line)) ?? []).filter(
      (o) =>
        paysAmount(line.amountCents, { amountCents: o.amountCents, variableAmount: true }) &&
        (o.amountCents === line.amountCents ||
          namesTheLine(o.description, line.text) ||
          (o.payeeName !== null && namesTheLine(o.payeeName, line.text))),
    );
    const exact = byKey.get(sameKey(line)) ?? [];
    return near.length === 0 ? exact : [...exact, ...near];
  };
}

/**
 * Which lines may be one side of a transfer made of two statements: their text names another of the person's
 * accounts ('PIX RECEBIDO ITAU'), or names nobody ('TRANSFERENCIA RECEBIDA'), so that the row on the other side
 * may name theirs. A line naming someone else ('PIX ENVIADO PADARIA IPE') is not looked for: most of a statement.
 */
function pairableLines(lines: readonly BankLine[], accounts: ReadonlyArray<{ id: number; name: string }>) {
  if (accounts.length < 2) return lines.map(() => false);
  const names = accounts.map((a) => ({ id: Number(a.id), first: firstNamingWord(a.name) }));
  return lines.map((line) => {
    const words = namingWords(line.text);
    return words.length === 0 || names.some((n) => n.id !== line.accountId && namedBy(n.first, words));
  });
}

/**
 * The rows other statements brought that may be the other side of a staged line that may pair: a row of another
 * of the person's accounts, of the opposite type and the same amount in the line's window, not a transfer yet.
 * The lines' days bound the book's rows read: without them, PostgreSQL read all of a person's rows in the order of
 * their amounts for each step (250,000 rows, 0.55 s, against 0.2 s for the step's 45,000).
 */
function counterpartPairs(
  tx: Executor,
  bookId: number,
  staged: SQL,
  span: { from: string; to: string },
  lineCount: number,
): Promise<StoredPair[]> {
  // The other side of an income is an expense there, and the reverse.
  return queryRows<StoredPair>(
    tx,
    sql`select l.ord, t.id, t.account_id, t.type, t.amount, t.date, t.description, t.payee_id,
               null as payee_name, t.external_id, t.bank_text, t.bank_date, t.origin, t.transfer_id, t.sync_id, ${heldWays},
               null as other_account_id, false as installment
        from ${staged}
        join transactions t
          on t.book_id = ${bookId} and t.amount = l.amount and t.account_id <> l.account_id
         and t.type = case l.type when 'RECEITA' then 'DESPESA' else 'RECEITA' end
         and t.date between l.day - l.days and l.day + l.days
        where t.date between ${span.from} and ${span.to}
          and l.may_pair and t.transfer_id is null and t.bank_date is null and t.installment_group is null
          and t.split_amount = 0 and t.origin in ('import', 'sync')
        order by l.ord, t.date, t.id
        limit ${lineCount * MAX_COUNTERPARTS}`,
  );
}

/**
 * Each line's counterparts among those rows: the row's account named by the line's text, or the line naming
 * nobody while the row's text names this line's account.
 */
function counterparts(
  lines: readonly BankLine[],
  found: readonly StoredPair[],
  nameOf: (accountId: number | null) => string,
): Map<number, RowCandidate[]> {
  const byLine = new Map<number, RowCandidate[]>();
  for (const p of found) {
    const ord = Number(p.ord);
    const line = lines[ord];
    if (!line) continue;
    const here = nameOf(line.accountId);
    const there = nameOf(Number(p.account_id));
    const rowText = p.bank_text ?? p.description;
    // A line naming someone else ('PIX RECEBIDO MARIA') is money from that someone.
    const named = namesTheLine(there, line.text) || (namesNothing(line.text) && namesTheLine(here, rowText));
    if (!named) continue;
    const list = byLine.get(ord) ?? [];
    if (list.length >= MAX_COUNTERPARTS) continue;
    const transfer = line.type === 'RECEITA' ? { from: there, to: here } : { from: here, to: there };
    list.push(rowCandidate(p, transfer, true));
    byLine.set(ord, list);
  }
  return byLine;
}
