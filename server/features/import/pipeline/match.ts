import { DESCRIPTION_MAX_LENGTH } from '../../../../common/contract/shared';
import type { ImportRow } from '../../../../common/csv';
import { duplicateKey } from '../../../../common/csv/duplicates';
import type { ImportedTransaction } from '../../ledger/public';
import type { WriteStep } from '../../shared/write-steps';
import { matchInstallmentLines } from '../installments';
import { type ExistingKey, type LineValues, importRepository as repo } from '../repository';
import { isTransaction, type PlannedLine } from './lines';

/**
 * A way of telling which planned lines the person has already: it answers those it found among the lines it is
 * given. The import runs its matchers in turn, each on the lines the ones before left (installments already
 * recorded, then rows already stored); another (a line against what the person typed by hand) plugs in here.
 */
export type LineMatcher = (
  step: WriteStep,
  userId: number,
  lines: PlannedLine[],
) => Promise<Set<PlannedLine>>;

/** What the matching leaves to write, and what it found. */
export interface Matched {
  fresh: PlannedLine[];
  /** Lines already there, installments recorded included. */
  duplicates: number;
  installmentsMatched: number;
  /** The bill of each new installment line, for its later installments. */
  billOf: Map<ImportedTransaction, string>;
}

/** Step "match": installments already recorded, then lines already stored in their account. */
export async function matchLines(step: WriteStep, userId: number, planned: PlannedLine[]): Promise<Matched> {
  const installments = await step((tx) => matchInstallmentLines(tx, userId, planned.filter(isTransaction)));
  const rest = planned.filter((p) => !(isTransaction(p) && installments.matched.has(p)));
  const stored = await storedLines(step, userId, rest);
  const fresh = rest.filter((p) => !stored.has(p));
  return {
    fresh,
    duplicates: planned.length - fresh.length,
    installmentsMatched: installments.matched.size,
    billOf: installments.billOf,
  };
}

/** A line's text as the statement wrote it (before any shortening), cut to what the product keeps. */
export const statementTextOf = (row: ImportRow) =>
  (row.statementText ?? row.description).slice(0, DESCRIPTION_MAX_LENGTH);

const keyOf = (accountId: number, date: string, type: string, amountCents: number, description: string) =>
  `${accountId}|${duplicateKey({ date, type, amountCents, description })}`;

/** The first and the last date of the lines; null when there is none. */
export function spanOf(lines: ReadonlyArray<{ date: string }>): { from: string; to: string } | null {
  let span: { from: string; to: string } | null = null;
  for (const { date } of lines) {
    if (span === null) span = { from: date, to: date };
    else if (date < span.from) span.from = date;
    else if (date > span.to) span.to = date;
  }
  return span;
}

/** A transfer is matched by its leaving leg, an expense of its source account. */
function valuesOf(p: PlannedLine): LineValues & { text: string; externalId: string | null } {
  if (p.kind === 'transfer') {
    const { date, amountCents } = p.row;
    return { accountId: p.from, date, type: 'DESPESA', amountCents, text: p.description, externalId: null };
  }
  const { accountId, date, type, amountCents, externalId } = p.value;
  return { accountId, date, type, amountCents, text: statementTextOf(p.row), externalId };
}

/**
 * Lines already stored in their account: the stored rows with a line's account, date, type and amount, in one
 * join, then the duplicate rule on their text (common/csv/duplicates.ts).
 */
export const storedLines: LineMatcher = async (step, userId, lines) => {
  const values = lines.map(valuesOf);
  const dates = spanOf(values);
  const existing = dates ? await step((tx) => repo.storedMatches(tx, userId, values, dates)) : [];
  const isStored = duplicateFinder(existing);
  const found = new Set<PlannedLine>();
  lines.forEach((line, i) => {
    const v = values[i];
    if (v && isStored(keyOf(v.accountId, v.date, v.type, v.amountCents, v.text), v.externalId))
      found.add(line);
  });
  return found;
};

/**
 * Whether a line is stored already: same account, date, type, amount and text, where a stored row's text is its
 * description or the statement's text it keeps (a Pix line shortened to 'Pix enviado', a description a rule
 * renamed). When both carry the bank's id, the ids must match too; each stored row answers for one line.
 */
function duplicateFinder(existing: ExistingKey[]) {
  type Entry = { externalId: string | null; used: boolean };
  const stored = new Map<string, Entry[]>();
  const add = (key: string, entry: Entry) => {
    const list = stored.get(key);
    if (list) list.push(entry);
    else stored.set(key, [entry]);
  };
  for (const e of existing) {
    const key = (text: string) => keyOf(Number(e.account_id), e.date, e.type, Number(e.amount), text);
    // One entry under both keys: a stored row answers for one line, whichever key found it.
    const entry = { externalId: e.external_id, used: false };
    add(key(e.description), entry);
    if (e.bank_text !== null && e.bank_text !== e.description) add(key(e.bank_text), entry);
  }
  return (key: string, externalId: string | null): boolean => {
    const list = stored.get(key);
    if (!list) return false;
    const match =
      list.find((s) => !s.used && s.externalId !== null && s.externalId === externalId) ??
      list.find((s) => !s.used && (s.externalId === null || externalId === null));
    if (!match) return false;
    match.used = true;
    return true;
  };
}
