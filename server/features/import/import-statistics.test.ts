import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect';
import { MANY_ROWS_WRITTEN } from '../../db/statistics';
import { createAccount, createUser } from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

/** What the planner believes of the transactions table, and what it holds. */
async function transactionsTable() {
  const [row] = await queryRows<{ believed: number; held: number; analyzed: string | null }>(
    ctx.database.db,
    sql`select c.reltuples::bigint as believed, (select count(*) from transactions)::bigint as held,
               s.last_analyze::text as analyzed
        from pg_class c left join pg_stat_user_tables s on s.relid = c.oid
        where c.oid = 'transactions'::regclass`,
  );
  return { believed: Number(row?.believed), held: Number(row?.held), analyzed: row?.analyzed ?? null };
}

describe('after a large import', () => {
  it('the planner’s statistics of the transactions are fresh before the answer, on both engines', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const rows = MANY_ROWS_WRITTEN + 200;
    const lines = ['Data;Descrição;Valor'];
    for (let i = 0; i < rows; i++)
      lines.push(`${String((i % 28) + 1).padStart(2, '0')}/10/2026;Compra ${i};-12,50`);
    const before = await transactionsTable();

    const res = await uploadStatement(
      ctx,
      user,
      { content: lines.join('\n') },
      { defaultAccountId: account.id },
    );
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: rows });

    const after = await transactionsTable();
    expect(after.held).toBe(before.held + rows);
    expect(after.believed).toBe(after.held);
    expect(after.analyzed).not.toBe(before.analyzed);
  });
});
