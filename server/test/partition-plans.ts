import pg from 'pg';
import { expect } from 'vitest';
import { type CapturedStatement, captureStatements } from '../db/statement-capture';
import { PARTITIONED_TABLES } from './partitioned-layout';
import type { TestContext } from './test-app';

/**
 * The partition plan check of the partitioned layout (docs/SCALE.md): which partitions of the partitioned tables
 * each statement of a request reads when PostgreSQL runs it.
 */

/**
 * The tables a plan read, by name (a partition is named after its table: transactions_p07). When it was run, a
 * partition left out while running (a join's side known only then: "never executed", 0 loops) was not read.
 */
function relationsOf(plan: unknown, ran: boolean, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(plan)) for (const item of plan) relationsOf(item, ran, into);
  else if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    if (typeof node['Relation Name'] === 'string' && (!ran || Number(node['Actual Loops'] ?? 0) > 0))
      into.add(node['Relation Name']);
    for (const value of Object.values(node)) if (typeof value === 'object') relationsOf(value, ran, into);
  }
  return into;
}

const READ_OR_WRITE = /^\s*(select|with|insert|update|delete)\b/i;

/**
 * The tables one statement plans and reads. `planned`: its plan with its parameters bound, before running (what
 * PostgreSQL plans on every call: a partition left in it costs planning time even when running skips it). `ran`: the
 * tables its run read, inside a transaction rolled back (a write is run again after the request); when running it
 * again fails (an insert of a row the request already wrote), the planned ones.
 */
async function plansOf(
  client: pg.Client,
  statement: CapturedStatement,
): Promise<{ planned: Set<string>; ran: Set<string> }> {
  const explain = async (options: string) =>
    (
      await client.query<{ 'QUERY PLAN': unknown }>(
        `explain (${options}format json) ${statement.text}`,
        statement.params,
      )
    ).rows[0]?.['QUERY PLAN'];
  await client.query('begin');
  try {
    const planned = relationsOf(await explain(''), false);
    try {
      await client.query('savepoint run');
      return { planned, ran: relationsOf(await explain('analyze, '), true) };
    } catch {
      await client.query('rollback to savepoint run');
      return { planned, ran: planned };
    }
  } finally {
    await client.query('rollback');
  }
}

type Spread = Array<{ table: string; partitions: string[]; text: string }>;

export interface PartitionsRead {
  /** Each statement that read more than one partition of a table: the table, the partitions and the statement. */
  spread: Spread;
  /** Each statement whose plan, before running, held more than one partition of a table. */
  plannedSpread: Spread;
  /**
   * The partitioned tables' nodes over all statements, planned or run (a partition, or a write into the table, which
   * a plan names by the table): 0 when the request never reached them.
   */
  touched: number;
}

/**
 * The request's statements (captured at the app's query logger; it must answer 2xx), each run again under EXPLAIN
 * on its own connection to the test database: how many partitions of each partitioned table each one read.
 */
export async function partitionsReadBy(
  ctx: TestContext,
  request: () => Promise<{ status: number; body?: unknown }>,
): Promise<PartitionsRead> {
  const { result, statements } = await captureStatements(ctx.database.db, request);
  expect(result.status, JSON.stringify(result.body)).toBeGreaterThanOrEqual(200);
  expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
  const client = new pg.Client({ connectionString: ctx.database.url });
  await client.connect();
  const partitioned = new Set<string>(PARTITIONED_TABLES);
  const out: PartitionsRead = { spread: [], plannedSpread: [], touched: 0 };
  try {
    for (const statement of statements) {
      if (!READ_OR_WRITE.test(statement.text)) continue;
      const { planned, ran } = await plansOf(client, statement);
      const byTable = (relations: Set<string>, into: Spread) => {
        const tables = new Map<string, Set<string>>();
        for (const relation of relations) {
          const table = relation.replace(/_p\d{2}$/, '');
          if (!partitioned.has(table)) continue;
          out.touched += 1;
          if (relation !== table) tables.set(table, (tables.get(table) ?? new Set()).add(relation));
        }
        for (const [table, partitions] of tables)
          if (partitions.size > 1) into.push({ table, partitions: [...partitions], text: statement.text });
      };
      byTable(ran, out.spread);
      byTable(planned, out.plannedSpread);
    }
  } finally {
    await client.end();
  }
  return out;
}
