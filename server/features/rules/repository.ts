import { sql } from 'drizzle-orm';
import type { RuleCondition } from '../../../common/contract/rules';
import type { RunnableRule } from '../../../common/rules';
import { type Executor, queryRows } from '../../db/connect';
import { CandidateColumns, DESCRIPTION_SEPARATOR, type RuleCandidate } from './candidate-columns';

/** A rule with the names of what its actions set. */
export interface RuleRow {
  id: number;
  name: string;
  position: number;
  conditions: RuleCondition[];
  categoryId: number | null;
  categoryName: string | null;
  payeeId: number | null;
  payeeName: string | null;
  description: string | null;
  tagIds: number[];
  tagNames: string[];
}

/** What a rule is saved as: its actions by id. */
export interface RuleValues {
  name: string;
  conditions: RuleCondition[];
  categoryId: number | null;
  payeeId: number | null;
  description: string | null;
  tagIds: number[];
}

/** A stored transaction as rules see it, with what they may change. */
/** Between a candidate's fields in its one text (see candidates): a control character no field but the last has. */
const FIELD_SEPARATOR = '\u001f';

/** A candidate from its one text: id, date, payee (0: none), cents, account, type, category (0: none), description. */
function candidateOf(text: string): RuleCandidate {
  const fields: string[] = [];
  let start = 0;
  for (let i = 0; i < 7; i++) {
    const end = text.indexOf(FIELD_SEPARATOR, start);
    fields.push(text.slice(start, end));
    start = end + 1;
  }
  const [id, date, payeeId, amountCents, accountId, type, categoryId] = fields as [string, ...string[]];
  return {
    id: Number(id),
    date: date!,
    payeeId: Number(payeeId) || null,
    amountCents: Number(amountCents),
    accountId: Number(accountId),
    type: type as RuleCandidate['type'],
    categoryId: Number(categoryId) || null,
    description: text.slice(start),
  };
}

const ruleColumns = sql`r.id, r.name, r.position, r.conditions, r.category_id as "categoryId",
  c.name as "categoryName", r.payee_id as "payeeId", p.name as "payeeName", r.description,
  coalesce(array_agg(t.id order by lower(t.name)) filter (where t.id is not null), '{}') as "tagIds",
  coalesce(array_agg(t.name order by lower(t.name)) filter (where t.id is not null), '{}') as "tagNames"`;

const ruleJoins = sql`from rules r
  left join categories c on c.id = r.category_id and c.book_id = r.book_id
  left join payees p on p.id = r.payee_id and p.book_id = r.book_id
  left join rule_tags rt on rt.rule_id = r.id and rt.book_id = r.book_id
  left join tags t on t.id = rt.tag_id and t.book_id = r.book_id`;

const asRule = (r: RuleRow): RuleRow => ({
  ...r,
  id: Number(r.id),
  categoryId: r.categoryId === null ? null : Number(r.categoryId),
  payeeId: r.payeeId === null ? null : Number(r.payeeId),
  tagIds: r.tagIds.map(Number),
});

/** The parts a read of candidates comes in (candidateColumns). */
const READ_PARTS = 64;

type CandidateFilter = { from?: string; to?: string; onlyUncategorized: boolean };

/**
 * The rows rules may change (no transfer leg, no split line), of the filter's period, after `after` in the order
 * date desc, id desc: one condition for both reads of them (candidates, candidateColumns).
 */
function candidateRows(bookId: number, filter: CandidateFilter, after?: { date: string; id: number }) {
  return sql`t.book_id = ${bookId} and t.transfer_id is null and t.split_amount = 0
    ${filter.from ? sql`and t.date >= ${filter.from}` : sql``}
    ${filter.to ? sql`and t.date <= ${filter.to}` : sql``}
    ${filter.onlyUncategorized ? sql`and t.category_id is null` : sql``}
    ${after ? sql`and (t.date, t.id) < (${after.date}::date, ${after.id})` : sql``}`;
}

export const rulesRepository = {
  /** The person's rules in the order they run. */
  async list(db: Executor, bookId: number): Promise<RuleRow[]> {
    const rows = await queryRows<RuleRow>(
      db,
      sql`select ${ruleColumns} ${ruleJoins} where r.book_id = ${bookId}
          group by r.id, r.book_id, c.name, p.name order by r.position, r.id`,
    );
    return rows.map(asRule);
  },

  async find(db: Executor, bookId: number, id: number): Promise<RuleRow | undefined> {
    const [row] = await queryRows<RuleRow>(
      db,
      sql`select ${ruleColumns} ${ruleJoins} where r.book_id = ${bookId} and r.id = ${id}
          group by r.id, r.book_id, c.name, p.name`,
    );
    return row && asRule(row);
  },

  /** The rules as they run: conditions and effects by id, in order. */
  async runnable(db: Executor, bookId: number, onlyId?: number): Promise<RunnableRule[]> {
    const rows = await this.list(db, bookId);
    return rows
      .filter((r) => onlyId === undefined || r.id === onlyId)
      .map((r) => ({
        id: r.id,
        conditions: r.conditions,
        effects: {
          categoryId: r.categoryId,
          payeeId: r.payeeId,
          tagIds: r.tagIds,
          description: r.description,
        },
      }));
  },

  /** Saves a new rule after the person's others; answers its id. */
  async insert(db: Executor, bookId: number, values: RuleValues): Promise<number> {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into rules (book_id, name, position, conditions, category_id, payee_id, description)
          values (${bookId}, ${values.name},
                  (select coalesce(max(position), 0) + 1 from rules where book_id = ${bookId}),
                  ${JSON.stringify(values.conditions)}::jsonb, ${values.categoryId}, ${values.payeeId},
                  ${values.description})
          returning id`,
    );
    const id = Number(row?.id);
    await this.replaceTags(db, bookId, id, values.tagIds);
    return id;
  },

  async update(db: Executor, bookId: number, id: number, values: RuleValues): Promise<void> {
    await db.execute(
      sql`update rules set name = ${values.name}, conditions = ${JSON.stringify(values.conditions)}::jsonb,
            category_id = ${values.categoryId}, payee_id = ${values.payeeId}, description = ${values.description},
            updated_at = now()
          where book_id = ${bookId} and id = ${id}`,
    );
    await this.replaceTags(db, bookId, id, values.tagIds);
  },

  async replaceTags(db: Executor, bookId: number, ruleId: number, tagIds: number[]): Promise<void> {
    await db.execute(sql`delete from rule_tags where book_id = ${bookId} and rule_id = ${ruleId}`);
    for (const tagId of tagIds)
      await db.execute(
        sql`insert into rule_tags (book_id, rule_id, tag_id) values (${bookId}, ${ruleId}, ${tagId})`,
      );
  },

  /** Deletes a rule; answers whether it was the person's. Its tags go with it (cascade). */
  async delete(db: Executor, bookId: number, id: number): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`delete from rules where book_id = ${bookId} and id = ${id} returning id`,
    );
    return rows.length > 0;
  },

  /** Numbers the rules 1, 2, 3… in the order given (the caller checked it names each rule once). */
  async reorder(db: Executor, bookId: number, ids: number[]): Promise<void> {
    for (const [i, id] of ids.entries())
      await db.execute(sql`update rules set position = ${i + 1} where book_id = ${bookId} and id = ${id}`);
  },

  /**
   * The transactions rules may change: income and expenses of a period (transfers, goal contributions and split
   * rows are left alone: their categories are the parts'), newest first.
   *
   * Each row comes as one text, its fields joined by a separator and the description last (it may hold any
   * character): PGlite decodes a result field by field, and 100,000 rows of eight columns took three times as
   * long as the same rows as one text each (1.2 s against 0.4 s).
   */
  async candidates(
    db: Executor,
    bookId: number,
    filter: CandidateFilter,
    page: { after?: { date: string; id: number }; limit: number },
  ): Promise<RuleCandidate[]> {
    const rows = await queryRows<{ r: string }>(
      db,
      sql`select concat_ws(${FIELD_SEPARATOR}, t.id, t.date, coalesce(t.payee_id, 0), t.amount, t.account_id, t.type,
                           coalesce(t.category_id, 0), t.description) as r
          from transactions t
          where ${candidateRows(bookId, filter, page.after)}
          order by t.date desc, t.id desc
          limit ${page.limit}`,
    );
    return rows.map(({ r }) => candidateOf(r));
  },

  /**
   * The same rows as `candidates`, read column by column (candidate-columns.ts) in READ_PARTS parts (rows by id):
   * two texts a part, the fields of its rows and their descriptions, so the driver decodes two fields a part
   * however many rows there are. node-postgres reads one field of 6 MB (100,000 rows) far slower than 64 of 90 kB
   * (140 ms against 84 for the heavy person's rows), and smaller texts are lighter for the collector. Unordered
   * unless `page.ordered` (PGlite's pages of the order date desc, id desc, `after` the last row of the page before),
   * which come as one part: PGlite reads no socket, and grouping its 25,000 rows cost it more than it saved. At most
   * `page.limit` rows in all. Null when the texts cannot tell the rows apart (a description holding the
   * separator): `candidates` reads them then.
   */
  async candidateColumns(
    db: Executor,
    bookId: number,
    filter: CandidateFilter,
    page: { after?: { date: string; id: number }; limit: number; ordered: boolean },
  ): Promise<CandidateColumns[] | null> {
    const parts = await queryRows<{ fields: string | null; descriptions: string | null }>(
      db,
      sql`select string_agg(concat_ws(',', t.id, (t.date - date '1970-01-01') * 2 + (t.type = 'RECEITA')::int,
                                      coalesce(t.payee_id, 0), t.amount, t.account_id, coalesce(t.category_id, 0)),
                            ',') as fields,
                 string_agg(t.description, ${DESCRIPTION_SEPARATOR}) as descriptions
          from (
            select t.id, t.date, t.payee_id, t.amount, t.account_id, t.type, t.category_id, t.description
            from transactions t
            where ${candidateRows(bookId, filter, page.after)}
            ${page.ordered ? sql`order by t.date desc, t.id desc` : sql``}
            limit ${page.limit}
          ) t
          ${page.ordered ? sql`` : sql`group by t.id % ${READ_PARTS}`}`,
    );
    const reads: CandidateColumns[] = [];
    for (const part of parts) {
      const read = CandidateColumns.read(part.fields, part.descriptions);
      if (read === null) return null;
      reads.push(read);
    }
    return reads;
  },

  /** The tags each of these transactions already has. */
  async tagsOf(db: Executor, bookId: number, ids: number[]): Promise<Map<number, Set<number>>> {
    const map = new Map<number, Set<number>>();
    if (ids.length === 0) return map;
    const rows = await queryRows<{ transactionId: number; tagId: number }>(
      db,
      sql`select transaction_id as "transactionId", tag_id as "tagId" from transaction_tags
          where book_id = ${bookId} and transaction_id = any(${sql.param(ids)}::bigint[])`,
    );
    for (const r of rows) {
      const id = Number(r.transactionId);
      if (!map.has(id)) map.set(id, new Set());
      map.get(id)?.add(Number(r.tagId));
    }
    return map;
  },

  /** The fields rules set, as they are now, of these transactions. */
  async ruleFieldsOf(db: Executor, bookId: number, ids: number[]) {
    const rows = await queryRows<{
      id: number;
      categoryId: number | null;
      payeeId: number | null;
      description: string;
    }>(
      db,
      sql`select id, category_id as "categoryId", payee_id as "payeeId", description from transactions
          where book_id = ${bookId} and id = any(${sql.param(ids)}::bigint[])`,
    );
    return new Map(
      rows.map((r) => [
        Number(r.id),
        {
          categoryId: r.categoryId === null ? null : Number(r.categoryId),
          payeeId: r.payeeId === null ? null : Number(r.payeeId),
          description: r.description,
        },
      ]),
    );
  },

  /** Names of categories, payees, accounts and tags by id, for a preview a person reads. */
  async namesOf(
    db: Executor,
    bookId: number,
    ids: {
      categoryIds: (number | null)[];
      payeeIds: (number | null)[];
      accountIds: number[];
      tagIds: number[];
    },
  ) {
    const lookup = async (table: 'categories' | 'payees' | 'accounts' | 'tags', list: (number | null)[]) => {
      const wanted = [...new Set(list.filter((id): id is number => id !== null))];
      if (wanted.length === 0) return new Map<number, string>();
      const rows = await queryRows<{ id: number; name: string }>(
        db,
        sql`select id, name from ${sql.identifier(table)}
            where book_id = ${bookId} and id = any(${sql.param(wanted)}::bigint[])`,
      );
      return new Map(rows.map((r) => [Number(r.id), r.name]));
    };
    return {
      categories: await lookup('categories', ids.categoryIds),
      payees: await lookup('payees', ids.payeeIds),
      accounts: await lookup('accounts', ids.accountIds),
      tags: await lookup('tags', ids.tagIds),
    };
  },
};
