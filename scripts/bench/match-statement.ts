/**
 * The bank statement of issue 33's matching: 1,000 lines for the measured person's checking account over the last
 * two months of their seeded rows, read from the database: about half the bank's version of rows the person already
 * has there (same amount and type, the same day or 1–2 days later, the bank's text), a few their fixed items near
 * their next run, the rest new. Deterministic: the same seed gives the same lines. Sent as the preview's hints
 * (5 calls of 200 lines) and as one CSV import (match-timing.ts).
 */
import { sql } from 'drizzle-orm';
import { type ImportHintsBody, MAX_HINT_LINES } from '../../common/contract/import';
import { addDays } from '../../common/dates';
import { type Database, queryRows } from '../../server/db/connect';
import { createRandom } from '../seed/random';
import type { BenchUser } from './prepare';

export const STATEMENT_LINES = 1000;
/** The days the statement covers, ending with the last seeded row of the account (up to today). */
export const STATEMENT_DAYS = 60;
/** At most this many lines are the bank's version of recorded rows (half the statement). */
const MATCHING_LINES = STATEMENT_LINES / 2;
/** At most this many lines are the fixed items' (the seed gives the checking account about fifteen). */
const FIXED_LINES = 20;

export interface StatementLine {
  date: string;
  description: string;
  type: 'RECEITA' | 'DESPESA';
  amountCents: number;
}

export interface MatchStatement {
  accountId: number;
  from: string;
  to: string;
  lines: StatementLine[];
  /** How many lines are the bank's version of recorded rows, of fixed items, and new. */
  matching: number;
  fixed: number;
  fresh: number;
  /** The person's transactions when the statement was read. */
  storedRows: number;
}

/** What the bank writes before the name, by the row's type. */
const DEBIT_WORDS = ['COMPRA CARTAO DEB', 'PIX ENVIADO', 'PAGTO BOLETO', 'DEB AUTOMATICO', 'COMPRA ELO'];
const CREDIT_WORDS = ['PIX RECEBIDO', 'TED RECEBIDA', 'CREDITO', 'DEP DINHEIRO'];
const NEW_NAMES = ['FULANO DE TAL', 'MERCADO BOM PRECO', 'POSTO IPIRANGA', 'PADARIA ESTRELA', 'LOJA 24H'];

/** Upper case, no accents, no commas or quotes (the CSV has no quoting), at most 22 characters. */
function bankName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[",;\r\n]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, 22)
    .trim();
}

const bankText = (type: StatementLine['type'], name: string, n: number) => {
  const words = type === 'DESPESA' ? DEBIT_WORDS : CREDIT_WORDS;
  return `${words[n % words.length]} ${bankName(name)}`.trim();
};

/** `count` items spread evenly over `items` (all of them when there are fewer). */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)] as T);
}

/** Reads the person's rows and fixed items of the account and writes the statement's lines. */
export async function buildMatchStatement(
  database: Database,
  user: BenchUser,
  today: string,
  seed: number,
): Promise<MatchStatement> {
  const db = database.db;
  const u = user.id;
  const a = user.accountId;
  const [last] = await queryRows<{ to: string | null; stored: number }>(
    db,
    sql`select (select max(date)::text from transactions
                 where book_id = ${u} and account_id = ${a} and date <= ${today}) as "to",
               (select count(*)::int from transactions where book_id = ${u}) as stored`,
  );
  const to = last?.to ?? today;
  const from = addDays(to, -(STATEMENT_DAYS - 1));
  // The rows a bank would show: not a transfer's leg, not an installment (a checking account has none).
  const recorded = await queryRows<{ date: string; type: string; amount: number; name: string }>(
    db,
    sql`select t.date::text as date, t.type, t.amount, coalesce(p.name, t.description) as name
        from transactions t left join payees p on p.id = t.payee_id
        where t.book_id = ${u} and t.account_id = ${a} and t.date between ${from} and ${to}
          and t.transfer_id is null and t.installment_group is null
        order by t.date, t.id`,
  );
  const fixedItems = await queryRows<{ next_run: string; type: string; amount: number; description: string }>(
    db,
    sql`select next_run::text as next_run, type, amount, description from recurring
        where book_id = ${u} and account_id = ${a}
        order by next_run, id limit ${FIXED_LINES}`,
  );
  const lines: StatementLine[] = [];
  spread(recorded, MATCHING_LINES).forEach((r, i) => {
    const type = r.type === 'RECEITA' ? 'RECEITA' : 'DESPESA';
    lines.push({
      date: addDays(r.date, i % 3),
      description: bankText(type, r.name, i),
      type,
      amountCents: Number(r.amount),
    });
  });
  const matching = lines.length;
  fixedItems.forEach((f, i) => {
    const type = f.type === 'RECEITA' ? 'RECEITA' : 'DESPESA';
    lines.push({
      date: addDays(f.next_run, i % 2),
      description: bankText(type, f.description, i + 3),
      type,
      amountCents: Number(f.amount),
    });
  });
  const fixed = lines.length - matching;
  const random = createRandom(seed * 7919 + 33);
  const fresh = STATEMENT_LINES - lines.length;
  for (let i = 0; i < fresh; i++) {
    const type = random.chance(0.15) ? 'RECEITA' : 'DESPESA';
    lines.push({
      date: addDays(from, random.int(0, STATEMENT_DAYS - 1)),
      description: bankText(type, `${random.pick(NEW_NAMES)} ${i + 1}`, random.int(0, 9)),
      type,
      amountCents: type === 'RECEITA' ? random.int(10_000, 500_000) : random.int(350, 90_000),
    });
  }
  // A statement lists its lines by date.
  lines.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
  return { accountId: a, from, to, lines, matching, fixed, fresh, storedRows: Number(last?.stored ?? 0) };
}

const reais = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The statement as the bank's CSV (header Data,Descrição,Valor; a debit is negative). */
export function statementCsv(statement: MatchStatement): string {
  const rows = statement.lines.map(
    (l) => `${l.date},${l.description},${reais(l.type === 'DESPESA' ? -l.amountCents : l.amountCents)}`,
  );
  return `${['Data,Descrição,Valor', ...rows].join('\n')}\n`;
}

/** The preview's POST /transactions/import-hints bodies: the lines in calls of at most MAX_HINT_LINES. */
export function statementHintBodies(statement: MatchStatement): ImportHintsBody[] {
  const bodies: ImportHintsBody[] = [];
  for (let i = 0; i < statement.lines.length; i += MAX_HINT_LINES) {
    bodies.push({
      accountId: statement.accountId,
      rows: statement.lines.slice(i, i + MAX_HINT_LINES).map((l) => ({
        date: l.date,
        description: l.description,
        type: l.type,
        amount: l.amountCents / 100,
      })),
    });
  }
  return bodies;
}
