import { duplicateKey } from '../../../common/csv/duplicates';
import { MAX_CANDIDATES, MAX_CHOICES, MAX_OCCURRENCES, namesTheLine, sharesNamingWord } from './rules';

/** A bank line to match: what the statement (or the bank's sync) says. */
export interface BankLine {
  accountId: number;
  type: 'RECEITA' | 'DESPESA';
  amountCents: number;
  date: string;
  /** The statement's own text. */
  text: string;
  /** The line's id in its way in: a file's bank id (FITID), or the aggregator's for bank sync. */
  externalId: string | null;
  payeeId: number | null;
  /** How the line arrived: a statement's file, or bank sync. */
  channel: BankChannel;
  /**
   * What the line was in another currency (a card's purchase abroad, on an account in reais): a typed purchase of
   * that amount estimated at the PTAX is found by it, whatever its reais (estimates.ts).
   */
  foreign?: { amount: number; currency: string } | null;
  /**
   * A file's transfer between two of the person's accounts, matched by its leaving leg: the import writes both its
   * legs, so it is only looked for as written before (a 'duplicate'), never matched with a row.
   */
  betweenOwnAccounts?: boolean;
}

/** The two ways a bank line arrives. A row may hold one line of each: the same bank transaction, told twice. */
export type BankChannel = 'file' | 'sync';

/** The columns a line's id is kept in, by its way in: each way finds its own lines again by its own ids. */
export const lineIds = (line: Pick<BankLine, 'externalId' | 'channel'>) =>
  line.channel === 'sync'
    ? { externalId: null, syncId: line.externalId }
    : { externalId: line.externalId, syncId: null };

/** A stored row of the same account, type and amount, dated within the line's window. */
export interface RowCandidate {
  kind: 'row';
  id: number;
  accountId: number;
  type: 'RECEITA' | 'DESPESA';
  amountCents: number;
  date: string;
  description: string;
  payeeId: number | null;
  payeeName: string | null;
  /** The file's bank id of the line the row holds, and the aggregator's (bank sync). */
  externalId: string | null;
  syncId: string | null;
  bankText: string | null;
  /** The date of the bank line already matched with the row; null when none is. */
  bankDate: string | null;
  origin: 'manual' | 'recurring' | 'import' | 'sync';
  /** The ways in whose line the row holds already: none for a row only typed (or written by a fixed item). */
  holds: { file: boolean; sync: boolean };
  /** A transfer's leg: the accounts the money went from and to. */
  transfer: { from: string; to: string } | null;
  /** One installment of a purchase: a card's installment lines are matched by their own rule (import/installments). */
  installment: boolean;
  /**
   * A row of another account that another statement brought (the other side of the money: an expense there for
   * an income here, or the reverse), whose text or this line's names the other account: with the line, one
   * transfer.
   */
  counterpart: boolean;
}

/** A fixed item's expected occurrence: due on `date`, not yet paid. */
export interface OccurrenceCandidate {
  kind: 'occurrence';
  recurringId: number;
  /** 0 for the item's next due date, 1 for the one after, … */
  index: number;
  accountId: number;
  type: 'RECEITA' | 'DESPESA';
  /** The item's amount, the one expected: an item of 'valor variável' is paid by a line near it. */
  amountCents: number;
  date: string;
  description: string;
  payeeName: string | null;
}

export type Candidate = RowCandidate | OccurrenceCandidate;

/** What a line is (common/contract/import-match.ts LineMatchKind), with the row or occurrence it found. */
export type Decision =
  | { kind: 'new'; choices: RowCandidate[] }
  | { kind: 'duplicate'; row: RowCandidate }
  | { kind: 'recorded' | 'transfer'; row: RowCandidate; choices: RowCandidate[] }
  | { kind: 'recurring'; occurrence: OccurrenceCandidate; choices: RowCandidate[] }
  | { kind: 'ambiguous'; choices: RowCandidate[] };

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const distance = (a: string, b: string) => Math.abs(dayNumber(a) - dayNumber(b));

/**
 * Whether a stored row is the line itself, written by an earlier import: its bank id is the line's, or (no ids
 * that differ) the same date, type, amount and text, where the row's text is its description or the statement's
 * text it keeps (common/csv/duplicates.ts).
 */
function isSameLine(line: BankLine, row: RowCandidate): boolean {
  if (line.channel === 'sync') return line.externalId !== null && row.syncId === line.externalId;
  // A row only the sync brought is another way in's line: matched (isMatchable), never skipped as this one.
  if (row.holds.sync && !row.holds.file) return false;
  if (line.externalId !== null && row.externalId === line.externalId) return true;
  if (line.externalId !== null && row.externalId !== null) return false;
  const date = row.bankDate ?? row.date;
  const key = duplicateKey({ ...line, description: line.text });
  const keyOf = (text: string) =>
    duplicateKey({ date, type: row.type, amountCents: row.amountCents, description: text });
  return keyOf(row.description) === key || (row.bankText !== null && keyOf(row.bankText) === key);
}

/**
 * Whether a stored row may be matched with the line: one the person recorded (by hand, by a fixed item) with no
 * bank line yet, or a row an import of another format (another app's history among them) wrote on the same date,
 * without a bank id, whose text or payee names the line or shares a naming word with it (two Pix of the same amount
 * on one day to two people are two movements).
 */
function isMatchable(line: BankLine, row: RowCandidate): boolean {
  // Its transfer is the one it would make with the line: candidates.ts read only rows that are none yet.
  if (row.counterpart) return row.bankDate === null && !row.installment;
  if (row.installment) return false;
  // A row holding only the other way in's line is this same bank transaction told the other way (a statement
  // imported, then the bank connected; or the reverse): matched with the tolerance a typed row has.
  const other = line.channel === 'sync' ? row.holds.file : row.holds.sync;
  if (other && !row.holds[line.channel]) return true;
  if (row.bankDate !== null || row.externalId !== null || row.syncId !== null) return false;
  if (row.origin === 'manual' || row.origin === 'recurring') return true;
  return row.date === line.date && (names(line, row) || sharesNamingWord(row.description, line.text));
}

/** Whether the row's description or payee names the line. */
function names(line: BankLine, c: Candidate): boolean {
  if (c.kind === 'row' && c.counterpart) return true;
  return (
    namesTheLine(c.description, line.text) ||
    (c.payeeName !== null && namesTheLine(c.payeeName, line.text)) ||
    (c.kind === 'row' && c.payeeId !== null && c.payeeId === line.payeeId)
  );
}

/**
 * What a candidate is worth before its text and date: an expected occurrence of the line's very amount first, then
 * a recorded row (always of the line's amount), then an occurrence of an item of 'valor variável' expected at
 * another amount. What the person typed for this bill ('Enel', R$ 150,00, for a R$ 150,00 line) says more than a
 * guess made months ago (the item 'Luz' expected at R$ 180,00).
 */
function standing(line: BankLine, c: Candidate): number {
  if (c.kind === 'row') return 1;
  return c.amountCents === line.amountCents ? 0 : 2;
}

/**
 * Lower is better, compared in order: the standing above, a candidate naming the line, the closest date, then the
 * closest amount (an estimate's: two purchases abroad of one day, or their IOF lines, each find their own).
 */
type Rank = [number, number, number, number];
function rank(line: BankLine, c: Candidate): Rank {
  return [
    standing(line, c),
    names(line, c) ? 0 : 1,
    distance(c.date, line.date),
    Math.abs(c.amountCents - line.amountCents),
  ];
}

const compareRanks = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
};

/** Two rows the person could not tell apart (same date, text and payee): choosing either is the same. */
const alike = (a: Candidate, b: Candidate) =>
  a.kind === 'row' &&
  b.kind === 'row' &&
  a.date === b.date &&
  a.description === b.description &&
  a.payeeId === b.payeeId &&
  (a.transfer === null) === (b.transfer === null);

const keyOfCandidate = (c: Candidate) => (c.kind === 'row' ? `r${c.id}` : `o${c.recurringId}:${c.index}`);

/**
 * Decides every line at once, so no stored row or occurrence answers for two lines. First the lines an earlier
 * import already wrote (duplicates, in the lines' order); then the matches, best pairs first over all lines (the
 * ranks above, then the line's order). A line whose best free candidates rank equally and differ is ambiguous:
 * nothing is chosen for it. An occurrence of a fixed item is taken only after the item's earlier ones: a
 * statement cannot pay December's rent while November's is still due.
 *
 * `candidatesOf(i)` are the stored rows and occurrences in line i's window (same account, type and amount, or an
 * occurrence of an item of 'valor variável' near the amount: rules.ts paysAmount).
 * Linear in the pairs it is given, after one sort of them.
 */
export function chooseMatches(
  lines: readonly BankLine[],
  candidatesOf: (i: number) => Candidate[],
): Decision[] {
  const decisions: Array<Decision | undefined> = new Array(lines.length);
  const used = new Set<string>();
  const pairs: Array<{ line: number; candidate: Candidate; rank: Rank }> = [];
  const open: Candidate[][] = [];

  lines.forEach((line, i) => {
    const candidates = candidatesOf(i);
    // The same line written by an earlier import: the row with its bank id first, else the first alike.
    const same =
      candidates.find(
        (c) =>
          c.kind === 'row' &&
          !c.counterpart &&
          !used.has(keyOfCandidate(c)) &&
          line.externalId !== null &&
          (line.channel === 'sync' ? c.syncId : c.externalId) === line.externalId,
      ) ??
      candidates.find(
        (c) => c.kind === 'row' && !c.counterpart && !used.has(keyOfCandidate(c)) && isSameLine(line, c),
      );
    if (same?.kind === 'row') {
      used.add(keyOfCandidate(same));
      decisions[i] = { kind: 'duplicate', row: same };
      open.push([]);
      return;
    }
    // The nearest ones: past a few dozen equal amounts in a week, none could be told from the others anyway.
    const matchable = candidates
      .filter((c) => c.kind === 'occurrence' || isMatchable(line, c))
      .sort((a, b) => distance(a.date, line.date) - distance(b.date, line.date))
      .slice(0, MAX_CANDIDATES);
    open.push(matchable);
  });

  lines.forEach((line, i) => {
    if (decisions[i]) return;
    for (const candidate of open[i] ?? []) pairs.push({ line: i, candidate, rank: rank(line, candidate) });
  });
  pairs.sort((a, b) => compareRanks(a.rank, b.rank) || a.line - b.line);

  // Each fixed item's next occurrence still to be paid: they are taken in order, so a later one waits for the
  // pass after the one that pays the earlier (a statement of many months pays one per month and pass).
  const nextIndex = new Map<number, number>();
  for (let pass = 0, waiting = true; waiting && pass <= MAX_OCCURRENCES; pass++) {
    waiting = false;
    for (const { line, candidate, rank: r } of pairs) {
      if (decisions[line] || used.has(keyOfCandidate(candidate))) continue;
      if (
        candidate.kind === 'occurrence' &&
        candidate.index !== (nextIndex.get(candidate.recurringId) ?? 0)
      ) {
        waiting ||= candidate.index > (nextIndex.get(candidate.recurringId) ?? 0);
        continue;
      }
      decisions[line] = decide(lines[line]!, candidate, r, open[line] ?? [], used);
      if (candidate.kind === 'occurrence' && decisions[line]?.kind === 'recurring')
        nextIndex.set(candidate.recurringId, candidate.index + 1);
    }
  }

  return lines.map(
    (_line, i) => decisions[i] ?? { kind: 'new', choices: rowChoices(open[i] ?? [], used, null) },
  );
}

/** The line's decision for its best free candidate: matched, or ambiguous when another free one ranks alike. */
function decide(
  line: BankLine,
  candidate: Candidate,
  candidateRank: number[],
  open: Candidate[],
  used: Set<string>,
): Decision {
  const tied = open.some(
    (c) =>
      c !== candidate &&
      !used.has(keyOfCandidate(c)) &&
      !alike(c, candidate) &&
      compareRanks(rank(line, c), candidateRank) === 0,
  );
  if (tied) return { kind: 'ambiguous', choices: rowChoices(open, used, null) };
  used.add(keyOfCandidate(candidate));
  const choices = rowChoices(open, used, candidate);
  if (candidate.kind === 'occurrence') return { kind: 'recurring', occurrence: candidate, choices };
  return { kind: candidate.transfer ? 'transfer' : 'recorded', row: candidate, choices };
}

/** The rows a line may be matched with instead, by the person: free ones, the chosen one left out. */
function rowChoices(candidates: Candidate[], used: Set<string>, chosen: Candidate | null): RowCandidate[] {
  const rows: RowCandidate[] = [];
  for (const c of candidates) {
    if (rows.length === MAX_CHOICES) break;
    if (c.kind === 'row' && c !== chosen && !used.has(keyOfCandidate(c))) rows.push(c);
  }
  return rows;
}
