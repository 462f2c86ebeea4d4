import { sql } from 'drizzle-orm';
import { addDays } from '../../../common/dates';
import { type Executor, queryRows } from '../../db/connect';
import { copyRows } from '../../db/copy-rows';
import { dueDatesFrom, payableItems } from '../recurring/public';
import type { BankLine, Candidate, OccurrenceCandidate, RowCandidate } from './choose';
import { MAX_COUNTERPARTS, MAX_OCCURRENCES, namesNothing, namesTheLine, paysAmount, windowOf } from './rules';

interface StoredPair {
  ord: number;
  id: number;
  account_id: number;
  type: 'RECEITA' | 'DESPESA';
  amount: number;
  date: string;
  description: string;
  payee_id: number | null;
  payee_name: string | null;
  external_id: string | null;
  bank_text: string | null;
  bank_date: string | null;
  origin: RowCandidate['origin'];
  transfer_id: string | null;
  other_account_id: number | null;
  installment: boolean;
}

/**
 * Each line's candidates: the person's stored rows of the same account, type and amount dated within the line's
 * window (3 days, 5 on a card), read in one join against the lines copied into a staging table, and the fixed
 * items' expected occurrences in that window. Another person's rows are never read (user_id first in every
 * condition, and in the index it probes: transactions_user_account_date_idx).
 */
export async function candidatesFor(
  tx: Executor,
  userId: number,
  lines: readonly BankLine[],
): Promise<(i: number) => Candidate[]> {
  if (lines.length === 0) return () => [];
  const accounts = await queryRows<{ id: number; name: string; type: string }>(
    tx,
    sql`select id, name, type from accounts where user_id = ${userId}`,
  );
  const accountOf = new Map(accounts.map((a) => [Number(a.id), a]));
  const windowDays = (accountId: number) => windowOf(accountOf.get(accountId)?.type ?? '');
  const nameOf = (id: number | null) => (id === null ? '' : (accountOf.get(Number(id))?.name ?? ''));

  const stored = await storedPairs(tx, userId, lines, windowDays);
  const rows = new Map<number, RowCandidate>();
  const byLine: RowCandidate[][] = lines.map(() => []);
  for (const p of stored) {
    const id = Number(p.id);
    let row = rows.get(id);
    if (!row) {
      const accountId = Number(p.account_id);
      const other = p.other_account_id === null ? null : Number(p.other_account_id);
      row = {
        kind: 'row',
        id,
        accountId,
        type: p.type,
        amountCents: Number(p.amount),
        date: p.date,
        description: p.description,
        payeeId: p.payee_id === null ? null : Number(p.payee_id),
        payeeName: p.payee_name,
        externalId: p.external_id,
        bankText: p.bank_text,
        bankDate: p.bank_date,
        origin: p.origin,
        installment: p.installment,
        counterpart: false,
        transfer:
          other === null
            ? null
            : p.type === 'DESPESA'
              ? { from: nameOf(accountId), to: nameOf(other) }
              : { from: nameOf(other), to: nameOf(accountId) },
      };
      rows.set(id, row);
    }
    byLine[Number(p.ord)]?.push(row);
  }

  const counterpartsOf = await counterparts(tx, userId, lines, windowDays, nameOf);
  const occurrencesOf = await occurrences(tx, userId, lines, windowDays);
  return (i) => {
    const line = lines[i];
    if (!line) return [];
    const window = windowDays(line.accountId);
    const due = occurrencesOf(line).filter(
      (o) => o.date >= addDays(line.date, -window) && o.date <= addDays(line.date, window),
    );
    return [...(byLine[i] ?? []), ...(counterpartsOf.get(i) ?? []), ...due];
  };
}

const sameKey = (v: { accountId: number; type: string; amountCents: number }) =>
  `${v.accountId}|${v.type}|${v.amountCents}`;

/** Each line's window (its first and last day), and the span of them all. */
function windowsOf(lines: readonly BankLine[], windowDays: (accountId: number) => number) {
  const each = lines.map((l) => {
    const w = windowDays(l.accountId);
    return { line: l, first: addDays(l.date, -w), last: addDays(l.date, w) };
  });
  let from = each[0]?.first ?? '';
  let to = each[0]?.last ?? '';
  for (const w of each) {
    if (w.first < from) from = w.first;
    if (w.last > to) to = w.last;
  }
  return { each, from, to };
}

/** The stored rows in each line's window, one result row per line and stored row. */
async function storedPairs(
  tx: Executor,
  userId: number,
  lines: readonly BankLine[],
  windowDays: (accountId: number) => number,
): Promise<StoredPair[]> {
  const { each, from, to } = windowsOf(lines, windowDays);
  await tx.execute(sql`
    create temp table match_lines (ord integer, account_id bigint, type text, amount bigint, first date, last date)
    on commit drop`);
  await copyRows(
    tx,
    'match_lines',
    ['ord', 'account_id', 'type', 'amount', 'first', 'last'],
    each.map(({ line, first, last }, i) => [i, line.accountId, line.type, line.amountCents, first, last]),
  );
  const found = await queryRows<StoredPair>(
    tx,
    sql`select l.ord, t.id, t.account_id, t.type, t.amount, t.date, t.description, t.payee_id,
               p.name as payee_name, t.external_id, t.bank_text, t.bank_date, t.origin, t.transfer_id,
               t.installment_group is not null as installment,
               (select o.account_id from transactions o
                where t.transfer_id is not null and o.transfer_id = t.transfer_id and o.id <> t.id
                  and o.user_id = t.user_id
                limit 1) as other_account_id
        from match_lines l
        join transactions t
          on t.user_id = ${userId} and t.account_id = l.account_id and t.type = l.type and t.amount = l.amount
         and t.date between l.first and l.last
        left join payees p on p.id = t.payee_id and p.user_id = t.user_id
        where t.user_id = ${userId} and t.date between ${from} and ${to}
        order by l.ord, t.date, t.id`,
  );
  await tx.execute(sql`drop table match_lines`);
  return found;
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
  userId: number,
  lines: readonly BankLine[],
  windowDays: (accountId: number) => number,
): Promise<(line: BankLine) => OccurrenceCandidate[]> {
  // One key per account, type and amount: a statement repeats a few amounts many times.
  const keys = new Map(lines.map((l) => [sameKey(l), l]));
  const last = windowsOf(lines, windowDays).to;
  const byKey = new Map<string, OccurrenceCandidate[]>();
  const variable = new Map<string, OccurrenceCandidate[]>();
  for (const item of await payableItems(tx, userId, [...keys.values()])) {
    const key = item.variableAmount
      ? kindKey(item)
      : sameKey({ accountId: item.accountId, type: item.type, amountCents: item.amount });
    const into = item.variableAmount ? variable : byKey;
    const { dates } = dueDatesFrom(item, item.nextRun, last);
    const list = into.get(key) ?? [];
    for (const [index, date] of dates.slice(0, MAX_OCCURRENCES).entries()) {
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
    const near = (variable.get(kindKey(line)) ?? []).filter((o) =>
      paysAmount(line.amountCents, { amountCents: o.amountCents, variableAmount: true }),
    );
    const exact = byKey.get(sameKey(line)) ?? [];
    return near.length === 0 ? exact : [...exact, ...near];
  };
}

/**
 * The other side of each line among the rows other statements brought: a row of another of the person's
 * accounts, of the opposite type and the same amount in the line's window, not a transfer yet, whose text names
 * this line's account or whose account this line's text names ('PIX RECEBIDO ITAU' for an expense of 'Itaú').
 */
async function counterparts(
  tx: Executor,
  userId: number,
  lines: readonly BankLine[],
  windowDays: (accountId: number) => number,
  nameOf: (accountId: number | null) => string,
): Promise<Map<number, RowCandidate[]>> {
  // The other side of an income is an expense there, and the reverse.
  const json = JSON.stringify(
    windowsOf(lines, windowDays).each.map(({ line, first, last }, ord) => ({
      ord,
      account_id: line.accountId,
      type: line.type === 'RECEITA' ? 'DESPESA' : 'RECEITA',
      amount: line.amountCents,
      first,
      last,
    })),
  );
  const found = await queryRows<StoredPair>(
    tx,
    sql`select l.ord, t.id, t.account_id, t.type, t.amount, t.date, t.description, t.payee_id,
               null as payee_name, t.external_id, t.bank_text, t.bank_date, t.origin, t.transfer_id,
               null as other_account_id, false as installment
        from jsonb_to_recordset(${json}::jsonb)
             as l(ord integer, account_id bigint, type text, amount bigint, first date, last date)
        join transactions t
          on t.user_id = ${userId} and t.amount = l.amount and t.type = l.type and t.account_id <> l.account_id
         and t.date between l.first and l.last
        where t.transfer_id is null and t.bank_date is null and t.installment_group is null
          and t.split_amount = 0 and t.origin in ('import', 'sync')
        order by l.ord, t.date, t.id
        limit ${lines.length * MAX_COUNTERPARTS}`,
  );
  const byLine = new Map<number, RowCandidate[]>();
  for (const p of found) {
    const ord = Number(p.ord);
    const line = lines[ord];
    if (!line) continue;
    const here = nameOf(line.accountId);
    const there = nameOf(Number(p.account_id));
    const rowText = p.bank_text ?? p.description;
    // The line names the other account ('PIX RECEBIDO ITAU'), or names nobody ('TRANSFERENCIA RECEBIDA') while
    // the row names this one: a line naming someone else ('PIX RECEBIDO MARIA') is money from that someone.
    const named = namesTheLine(there, line.text) || (namesNothing(line.text) && namesTheLine(here, rowText));
    if (!named) continue;
    const list = byLine.get(ord) ?? [];
    if (list.length >= MAX_COUNTERPARTS) continue;
    list.push({
      kind: 'row',
      id: Number(p.id),
      accountId: Number(p.account_id),
      type: p.type,
      amountCents: Number(p.amount),
      date: p.date,
      description: p.description,
      payeeId: p.payee_id === null ? null : Number(p.payee_id),
      payeeName: null,
      externalId: p.external_id,
      bankText: p.bank_text,
      bankDate: p.bank_date,
      origin: p.origin,
      transfer: line.type === 'RECEITA' ? { from: there, to: here } : { from: here, to: there },
      installment: false,
      counterpart: true,
    });
    byLine.set(ord, list);
  }
  return byLine;
}
