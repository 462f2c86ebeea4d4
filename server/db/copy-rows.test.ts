import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { setupTestApp } from '../test/test-app';
import { queryRows } from './connect';
import { copyRows } from './copy-rows';

const ctx = setupTestApp();

it('copies text exactly (backslashes, tabs, line breaks, accents, a literal \\N) and null as NULL', async () => {
  const texts = ['Pix\\enviado\tpara\nMaria\r', 'Açaí \\N', ''];
  const copied = await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`create temp table copied (n integer, t text, ids bigint[]) on commit drop`);
    await copyRows(
      tx,
      'copied',
      ['n', 't', 'ids'],
      [
        [1, texts[0] ?? '', [3, 4]],
        [2, texts[1] ?? '', []],
        [3, texts[2] ?? '', null],
        [4, null, null],
      ],
    );
    return queryRows<{ n: number; t: string | null; ids: string | null }>(
      tx,
      sql`select n, t, ids::text as ids from copied order by n`,
    );
  });
  expect(copied).toEqual([
    { n: 1, t: texts[0], ids: '{3,4}' },
    { n: 2, t: texts[1], ids: '{}' },
    { n: 3, t: '', ids: null },
    { n: 4, t: null, ids: null },
  ]);
});
