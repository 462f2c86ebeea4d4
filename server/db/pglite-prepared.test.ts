import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { preparedClient } from './pglite-prepared';

let pglite: PGlite;
let client: ReturnType<typeof preparedClient>;

beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`create table items (id int primary key, name text not null, day date not null);
                     insert into items values (1, 'café', '2026-03-01'), (2, 'pão', '2026-03-02');`);
  client = preparedClient(pglite);
}, 60_000);

afterAll(() => pglite.close());

const byDay = 'select id, name from items where day >= $1 and id <> $2 order by id';
const planMode = async () =>
  (await pglite.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0]?.plan_cache_mode;

it('answers what PGlite answers, from one prepared statement with a generic plan, call after call', async () => {
  const expected = (await pglite.query(byDay, ['2026-03-01', 0])).rows;
  expect(expected).toEqual([
    { id: 1, name: 'café' },
    { id: 2, name: 'pão' },
  ]);
  for (let i = 0; i < 3; i++) expect((await client.query(byDay, ['2026-03-01', 0])).rows).toEqual(expected);
  expect((await client.query(byDay, ['2026-03-02', 0])).rows).toEqual([{ id: 2, name: 'pão' }]);
  const statements = await pglite.query<{ statement: string; generic_plans: number; custom_plans: number }>(
    'select statement, generic_plans, custom_plans from pg_prepared_statements',
  );
  expect(statements.rows).toEqual([{ statement: byDay, generic_plans: 4, custom_plans: 0 }]);
  // The other statements of the session still plan with their values.
  expect(await planMode()).toBe('auto');
});

it("reads each column with the call's parser for its type, or else PGlite's", async () => {
  const result = await client.query('select day, id from items where id = $1', [1], {
    parsers: { [types.DATE]: (v: string) => `dia ${v}` },
  });
  expect(result.rows).toEqual([{ day: 'dia 2026-03-01', id: 1 }]);
});

it('keeps PostgreSQL fields of an error, and the session as it was', async () => {
  const insert = 'insert into items (id, name, day) values ($1, $2, $3)';
  const error = await client.query(insert, [1, 'outra', '2026-03-03']).catch((e: unknown) => e);
  expect(error).toMatchObject({ code: '23505', constraint: 'items_pkey' });
  expect(await planMode()).toBe('auto');
  const parseError = await client
    .query('select nothing from items where id = $1', [1])
    .catch((e: unknown) => e);
  expect(parseError).toMatchObject({ code: '42703' });
  expect((await pglite.query('select count(*)::int as n from items')).rows).toEqual([{ n: 2 }]);
});

it('never runs inside a transaction in progress: it waits for its end', async () => {
  let inserted!: () => void;
  const insertedRow = new Promise<void>((resolve) => {
    inserted = resolve;
  });
  const transaction = pglite
    .transaction(async (tx) => {
      await tx.query(`insert into items values (3, 'leite', '2026-03-03')`);
      inserted();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.rollback();
    })
    .catch(() => {});
  await insertedRow;
  const names = (await client.query<{ name: string }>(byDay, ['2026-03-01', 0])).rows.map((r) => r.name);
  await transaction;
  expect(names).toEqual(['café', 'pão']);
});

it('leaves values PGlite writes by their type (a date, an array) to PGlite', async () => {
  const rows = await client.query<{ id: number }>('select id from items where day = $1 or id = any($2)', [
    new Date('2026-03-01T00:00:00Z'),
    [2],
  ]);
  expect(rows.rows.map((r) => r.id).sort()).toEqual([1, 2]);
});
