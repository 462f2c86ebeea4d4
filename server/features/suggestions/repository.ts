import { type SQL, sql } from 'drizzle-orm';
import { bankTextSqlSteps } from '../../../common/bank-text';
import { descriptionStem, STEM_WORDS } from '../../../common/description-stem';
import { remembered } from '../../../common/remembered';
import { FOLD_FROM, FOLD_TO } from '../../../common/search';
import { type Executor, queryRows } from '../../db/connect';
import type { ReadStep } from '../shared/write-steps';
import type { HistoryHit } from './weak-history';

/** How far back suggestions look: the person's most recent transactions, so habits that changed win. */
export const SUGGESTION_HISTORY_ROWS = 5000;

export interface CountedName {
  id: number;
  name: string;
  count: number;
}

export interface MatchCounts {
  matches: number;
  categories: CountedName[];
  payees: CountedName[];
  tags: CountedName[];
}

/**
 * A stored description's stem, as common/description-stem.ts computes it: folded as the search folds, the bank's
 * words left out by the same patterns (common/bank-text.ts, bankTextSqlSteps), the first STEM_WORDS words. Computed
 * when read, from the description alone (not search_text, which adds the bank's text after it), so a row stored
 * before a pattern changed is keyed as a new line would be, and nothing stored needs rewriting.
 */
export const stemSql = (description: SQL) =>
  sql`array_to_string((string_to_array(${ownWordsSql(description)}, ' '))[1:${sql.raw(String(STEM_WORDS))}], ' ')`;

/** A stored description's own words, joined by one space: common/bank-text.ts's bankTextWords, in SQL. */
export const ownWordsSql = (description: SQL): SQL =>
  bankTextSqlSteps.reduce(
    (text, [pattern, replacement, flags]) =>
      sql`regexp_replace(${text}, ${pattern}::text, ${replacement}::text, ${flags}::text)`,
    sql`translate(lower(${description}), ${FOLD_FROM}::text, ${FOLD_TO}::text)`,
  );

/**
 * The person's latest income and expenses (transfers left out), with the stem of their description. `stemFor`:
 * only the rows that may have that stem, each of its words found in the row's folded text (search_text holds the
 * folded description), are given one: the stem's patterns cost a few times the read of a row.
 */
/** The person's latest rows that history learns from (no transfer), newest first: one piece of them. */
const latestRows = (
  bookId: number,
  type: 'RECEITA' | 'DESPESA' | undefined,
  piece: { offset: number; limit: number },
) => sql`
  select t.id, t.type, t.category_id, t.payee_id, t.description, t.search_text
  from transactions t
  where t.book_id = ${bookId} and t.transfer_id is null ${type ? sql`and t.type = ${type}` : sql``}
  order by t.date desc, t.id desc
  limit ${piece.limit} offset ${piece.offset}`;

const recentRows = (
  bookId: number,
  type?: 'RECEITA' | 'DESPESA',
  piece: { offset: number; limit: number } = { offset: 0, limit: SUGGESTION_HISTORY_ROWS },
  stemFor?: string,
) => sql`
  select r.id, r.type, r.category_id, r.payee_id, ${stemSql(sql`r.description`)} as stem
  -- The stem is computed outside: the rows an offset skips are not read.
  from (${latestRows(bookId, type, piece)}) r
  ${
    stemFor === undefined
      ? sql``
      : sql`where ${sql.join(
          stemFor.split(' ').map((word) => sql`strpos(r.search_text, ${word}) > 0`),
          sql` and `,
        )}`
  }`;

/**
 * Among the person's latest income and expenses (transfers left out), those of the payee or whose description
 * has the same stem, and what they were classified as, most frequent first. The recent rows are
 * read through the date index, so the cost does not grow with years of history.
 */
export async function matchCounts(
  db: Executor,
  bookId: number,
  filter: { payeeId?: number; stem?: string; type?: 'RECEITA' | 'DESPESA' },
): Promise<MatchCounts> {
  const matching =
    filter.payeeId !== undefined ? sql`r.payee_id = ${filter.payeeId}` : sql`r.stem = ${filter.stem}`;
  const rows = await queryRows<{ kind: string; id: number | null; name: string | null; count: number }>(
    db,
    sql`with recent as (${recentRows(bookId, filter.type, undefined, filter.stem)}),
        matched as (select * from recent r where ${matching})
        select 'matches' as kind, null::bigint as id, null as name, count(*)::int as count from matched
        union all
        select 'category', c.id, c.name, count(*)::int from matched m
          join categories c on c.id = m.category_id and c.book_id = ${bookId}
          group by c.id, c.name
        union all
        select 'payee', p.id, p.name, count(*)::int from matched m
          join payees p on p.id = m.payee_id and p.book_id = ${bookId}
          group by p.id, p.name
        union all
        select 'tag', g.id, g.name, count(*)::int from matched m
          join transaction_tags tt on tt.transaction_id = m.id and tt.book_id = ${bookId}
          join tags g on g.id = tt.tag_id and g.book_id = ${bookId}
          group by g.id, g.name`,
  );
  const of = (kind: string) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({ id: Number(r.id), name: r.name as string, count: Number(r.count) }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'pt-BR'));
  return {
    matches: Number(rows.find((r) => r.kind === 'matches')?.count ?? 0),
    categories: of('category'),
    payees: of('payee'),
    tags: of('tag'),
  };
}

/** The person's categories of one type, for the well-known merchants' and incomes' default (merchant-category.ts). */
export function categoriesOfType(db: Executor, bookId: number, type: 'despesa' | 'receita') {
  return queryRows<{ id: number; name: string; type: string }>(
    db,
    sql`select id, name, type from categories where book_id = ${bookId} and type = ${type}`,
  );
}

/** The person's expense categories, for the well-known merchants' default (merchant-category.ts). */
export function expenseCategories(db: Executor, bookId: number) {
  return queryRows<{ id: number; name: string; type: string }>(
    db,
    sql`select id, name, type from categories where book_id = ${bookId} and type = 'despesa'`,
  );
}

/** The category most used for each payee and each description stem, by type: what an import suggests. */
export interface SuggestionIndex {
  /** The payee's category, else the stem's; with what it was learned by (weak-history.ts weighs it). */
  learned(type: 'RECEITA' | 'DESPESA', payeeId: number | null, stem: string): HistoryHit | null;
}

/** Rows of the history read by one query of suggestionIndex: on PGlite each is a short step of its own. */
const HISTORY_PIECE_ROWS = 500;

/**
 * The whole of the person's latest history grouped in a few queries, so an import of 50,000 rows asks the
 * database ten times, not once per row: per payee, and per stem, the category most used (the most frequent;
 * between equals, the first by name, as the single suggestion chooses). Each query reads HISTORY_PIECE_ROWS of
 * the rows, and their counts are added here: one query of all 5,000 held PGlite's only session for 30–40 ms with
 * 100,000 rows, each time a bank sync wrote an account, and other people's reads waited for it (pieces of 1,000
 * still held it 8–20 ms). A row written between two pieces may shift the pieces by one row: a suggestion's
 * counts, not money.
 *
 * The stems are computed here (descriptionStem, the owner stemSql mirrors), not in SQL: the bank's patterns as
 * regexp_replace cost PostgreSQL 0.7–1.7 s for 5,000 rows (30 ms in TypeScript), and PGlite several times that,
 * on every preview call and every import of a person with a categorised history.
 */
export async function suggestionIndex(step: ReadStep, bookId: number): Promise<SuggestionIndex> {
  const counted = new Map<string, { key: string; id: number; name: string; count: number }>();
  const add = (key: string, id: number, name: string) => {
    const entry = counted.get(`${key}|${id}`);
    if (entry) entry.count += 1;
    else counted.set(`${key}|${id}`, { key, id, name, count: 1 });
  };
  const stemOf = remembered(descriptionStem);
  for (let offset = 0; offset < SUGGESTION_HISTORY_ROWS; offset += HISTORY_PIECE_ROWS) {
    const piece = { offset, limit: Math.min(HISTORY_PIECE_ROWS, SUGGESTION_HISTORY_ROWS - offset) };
    const rows = await step((db) => historyPiece(db, bookId, piece));
    for (const r of rows) {
      const id = Number(r.id);
      if (r.payee_id !== null) add(`payee|${r.type}|${r.payee_id}`, id, r.name);
      const stem = stemOf(r.description);
      if (stem !== '') add(`stem|${r.type}|${stem}`, id, r.name);
    }
  }
  const best = new Map<string, { id: number; name: string; count: number }>();
  for (const c of counted.values()) {
    const current = best.get(c.key);
    if (
      !current ||
      c.count > current.count ||
      (c.count === current.count && c.name.localeCompare(current.name, 'pt-BR') < 0)
    )
      best.set(c.key, c);
  }
  return {
    learned(type, payeeId, stem) {
      const byPayee = payeeId === null ? undefined : best.get(`payee|${type}|${payeeId}`);
      if (byPayee) return { id: byPayee.id, by: 'payee' };
      const byStem = stem.length >= MIN_STEM ? best.get(`stem|${type}|${stem}`) : undefined;
      return byStem ? { id: byStem.id, by: 'stem' } : null;
    },
  };
}

/** One piece of the history: its categorised rows, with their payee, description and category. */
function historyPiece(db: Executor, bookId: number, piece: { offset: number; limit: number }) {
  return queryRows<{ type: string; payee_id: number | null; description: string; id: number; name: string }>(
    db,
    sql`select r.type, r.payee_id::text as payee_id, r.description, c.id, c.name
        from (${latestRows(bookId, undefined, piece)}) r
        join categories c on c.id = r.category_id and c.book_id = ${bookId}`,
  );
}

/** A stem shorter than this ('pg', 'ab') says too little to suggest from. */
export const MIN_STEM = 3;
