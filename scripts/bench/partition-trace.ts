/**
 * Where the partitioned layout's time goes (docs/SCALE.md): the measured person's reads on one table and on 16 hash
 * partitions by book, each on a fresh database seeded alike (the measured person and `--many-users` others), timed
 * in-process as the bench's SQL phase times them, and each statement they send split by EXPLAIN ANALYZE into its
 * planning and its execution (medians of five, parameters written in, so the custom plans a parameterised statement
 * gets; the page's prepared generic plan is timed in-process only).
 *
 *   BENCH_DATABASE_URL=postgres://… npx tsx scripts/bench/partition-trace.ts [--transactions N] [--many-users N]
 */
import pg from 'pg';
import { inPersonalBook } from '../../server/auth-user';
import { type CapturedStatement, captureStatements } from '../../server/db/statement-capture';
import { runCleanup } from './cleanup';
import { inlineParams } from './explain';
import { periodsFor, type ReadOp, readOperations } from './operations';
import { type BenchOptions, readOptions } from './options';
import { analyze, createTarget, openTarget, seedMainUser, seedOtherUsers } from './prepare';
import { timeReads } from './sql-timings';

interface Split {
  planMs: number;
  execMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Planning and execution of one statement: the medians of five EXPLAIN ANALYZE runs. */
async function splitOf(client: pg.Client, statement: CapturedStatement): Promise<Split> {
  const plans: number[] = [];
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const { rows } = await client.query<{ 'QUERY PLAN': Array<Record<string, number>> }>(
      `explain (analyze, summary, format json) ${inlineParams(statement)}`,
    );
    const summary = rows[0]!['QUERY PLAN'][0]!;
    plans.push(summary['Planning Time']!);
    runs.push(summary['Execution Time']!);
  }
  return { planMs: median(plans), execMs: median(runs) };
}

/** A fresh database of the layout, seeded alike, and the measured person's reads on it. */
async function prepareLayout(options: BenchOptions, partitioned: boolean) {
  console.log(partitioned ? '16 partitions by book' : 'one table');
  const target = await createTarget('postgres', { ...options, partitioned });
  const database = await openTarget(target);
  const { user, subcategories } = await seedMainUser(database, options);
  if (options.profile.otherUsers > 0) await seedOtherUsers(database, options);
  await analyze(database);
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  const ops: ReadOp[] = readOperations(periodsFor(user), subcategories.opened);
  return { database, client, auth: inPersonalBook(user), ops };
}

type Layout = Awaited<ReturnType<typeof prepareLayout>>;

/** One read on one layout: its in-process p50 (the bench's SQL phase) and its statements' planning and execution. */
async function traceRead(layout: Layout, op: ReadOp, profile: BenchOptions['profile']) {
  const { database, client, auth } = layout;
  const timing = (await timeReads(database, auth, [op], profile))[op.key];
  const { statements } = await captureStatements(database.db, () => op.run(database, auth)).catch(() => ({
    statements: [] as CapturedStatement[],
  }));
  const split = { planMs: 0, execMs: 0 };
  for (const statement of statements) {
    // Only reads are explained (EXPLAIN ANALYZE runs them).
    if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
    const one = await splitOf(client, statement);
    split.planMs += one.planMs;
    split.execMs += one.execMs;
  }
  return { p50: timing?.p50 ?? null, ...split };
}

async function main() {
  const options = readOptions(['--only', 'postgres', ...process.argv.slice(2)]);
  if (!options.adminUrl) throw new Error('BENCH_DATABASE_URL names the PostgreSQL server to trace on');
  const layouts = [await prepareLayout(options, false), await prepareLayout(options, true)] as const;
  try {
    const ms = (n: number | null) => (n === null ? '-' : n.toFixed(2));
    console.log('| read | one table: p50 / planning / execution | partitioned: p50 / planning / execution |');
    console.log('| --- | --: | --: |');
    const totals = [zero(), zero()];
    // Read by read, one layout then the other: a machine's drift over the run weighs on both alike.
    for (const [i, op] of layouts[0].ops.entries()) {
      const traced = [];
      for (const [l, layout] of layouts.entries()) {
        const t = await traceRead(layout, layout.ops[i]!, options.profile);
        totals[l]!.p50 += t.p50 ?? 0;
        totals[l]!.plan += t.planMs;
        totals[l]!.exec += t.execMs;
        traced.push(`${ms(t.p50)} / ${ms(t.planMs)} / ${ms(t.execMs)}`);
      }
      console.log(`| ${op.key} | ${traced.join(' | ')} |`);
    }
    const row = (t: ReturnType<typeof zero>) => `${ms(t.p50)} / ${ms(t.plan)} / ${ms(t.exec)}`;
    console.log(`| all reads | ${totals.map(row).join(' | ')} |`);
  } finally {
    for (const layout of layouts) {
      await layout.client.end();
      await layout.database.close();
    }
  }
}

function zero() {
  return { p50: 0, plan: 0, exec: 0 };
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => runCleanup());
