import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';

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
 * Among the person's latest income and expenses (transfers left out), those of the payee or whose description
 * starts with the stem (whole words), and what they were classified as, most frequent first. The recent rows are
 * read through the date index, so the cost does not grow with years of history.
 */
export async function matchCounts(
  db: Executor,
  userId: number,
  filter: { payeeId?: number; stem?: string; type?: 'RECEITA' | 'DESPESA' },
): Promise<MatchCounts> {
  const matching =
    filter.payeeId !== undefined
      ? sql`r.payee_id = ${filter.payeeId}`
      : sql`(r.words = ${filter.stem} or r.words like ${`${filter.stem} %`})`;
  const rows = await queryRows<{ kind: string; id: number | null; name: string | null; count: number }>(
    db,
    sql`with recent as (
          select t.id, t.category_id, t.payee_id,
                 btrim(regexp_replace(t.search_text, '[^a-z]+', ' ', 'g')) as words
          from transactions t
          where t.user_id = ${userId} and t.transfer_id is null
            ${filter.type ? sql`and t.type = ${filter.type}` : sql``}
          order by t.date desc, t.id desc
          limit ${SUGGESTION_HISTORY_ROWS}
        ),
        matched as (select * from recent r where ${matching})
        select 'matches' as kind, null::bigint as id, null as name, count(*)::int as count from matched
        union all
        select 'category', c.id, c.name, count(*)::int from matched m
          join categories c on c.id = m.category_id and c.user_id = ${userId}
          group by c.id, c.name
        union all
        select 'payee', p.id, p.name, count(*)::int from matched m
          join payees p on p.id = m.payee_id and p.user_id = ${userId}
          group by p.id, p.name
        union all
        select 'tag', g.id, g.name, count(*)::int from matched m
          join transaction_tags tt on tt.transaction_id = m.id and tt.user_id = ${userId}
          join tags g on g.id = tt.tag_id and g.user_id = ${userId}
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
