import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect';
import { actingAs, createAccount, createCategory, createUser, succeeded } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';
import { ledger } from './ledger';
import { ledgerTransaction } from './public';
import type { ImportedTransaction } from './staged-rows';

const ctx = setupTestApp();

/** Texts COPY and array literals both escape: quotes, backslashes, tabs, braces, commas, accents, an emoji. */
const HARD_TEXTS = ['PIX "Maria" \\ João', 'Tab\there, {braces}, commas', 'Açaí da Estação 🍧', 'NULL', ''];

/**
 * A small batch is staged inline (arrays the statement unnests) and a large one in a staging table with COPY
 * (transaction-rows.ts): the same rows must be stored alike either way, tags and installments included.
 */
describe('imported rows staged inline and in the staging table', () => {
  it('store the same rows, tags and month totals', async () => {
    const stored = [];
    for (const filler of [0, 300]) {
      const user = await createUser(ctx);
      const as = actingAs(ctx, user);
      const account = await createAccount(ctx, user);
      const category = await createCategory(ctx, user, { name: 'Mercado', type: 'DESPESA' });
      const tagA = await succeeded(as.post('/tags', { name: 'Casa' }));
      const tagB = await succeeded(as.post('/tags', { name: 'Viagem' }));
      const importId = randomUUID();
      const group = randomUUID();
      const base = (i: number): ImportedTransaction => ({
        accountId: account.id,
        type: i % 2 === 0 ? 'DESPESA' : 'RECEITA',
        amountCents: 1001 + i,
        date: `2026-0${1 + (i % 9)}-1${i % 10}`,
        description: HARD_TEXTS[i % HARD_TEXTS.length] as string,
        categoryId: i % 2 === 0 ? category.id : null,
        payeeId: null,
        status: i % 3 === 0 ? 'PENDING' : 'CLEARED',
        externalId: i % 2 === 0 ? `FIT-${i}` : null,
        bankText: i === 1 ? 'COMPRA CARTAO "X" \\ {1,2}' : null,
        importId,
        origin: 'sync',
      });
      const rows = [
        ...HARD_TEXTS.map((_, i) =>
          // A card's purchase abroad keeps its amount in dollars.
          i === 4 ? { ...base(i), foreign: { amount: 5000, currency: 'USD' as const } } : base(i),
        ),
        { ...base(6), installment: { group, number: 2, count: 3, billMonth: '2026-12' } },
        ...Array.from({ length: filler }, (_, i) => ({ ...base(i), description: `Linha ${i}` })),
      ];
      const tags = rows.map((_, i) => (i === 0 ? [tagA.id, tagB.id] : i === 2 ? [tagB.id] : []));
      const written = await ledgerTransaction(ctx.database.db, { userId: null, way: 'setup' }, (tx) =>
        ledger.insertImported(tx, user.id, rows, tags),
      );
      expect(written).toBe(rows.length);

      const first = await queryRows<Record<string, unknown>>(
        ctx.database.db,
        sql`select t.type, t.amount, t.date, t.description, t.category_id is not null as categorised, t.status,
                   t.external_id, t.sync_id, t.bank_text, t.origin, t.installment_number, t.installment_count, t.bill_month,
                   t.installment_group is not null as grouped, t.foreign_amount, t.foreign_currency,
                   t.foreign_estimated,
                   coalesce((select array_agg(g.name order by g.name) from transaction_tags x
                             join tags g on g.id = x.tag_id where x.transaction_id = t.id), '{}') as tags
            from transactions t where t.book_id = ${user.id} order by t.id limit ${HARD_TEXTS.length + 1}`,
      );
      const totals = await queryRows(
        ctx.database.db,
        sql`select month, income, expense from account_month_totals
            where book_id = ${user.id} and (income <> 0 or expense <> 0) order by month`,
      );
      stored.push({ first, totals, filler });
    }
    const [inline, table] = stored;
    expect(inline?.first).toEqual(table?.first);
    expect(inline?.first[0]).toMatchObject({
      description: 'PIX "Maria" \\ João',
      amount: 1001,
      date: '2026-01-10',
      status: 'PENDING',
      // A synced line's id is the aggregator's: sync_id, never a file's external_id.
      external_id: null,
      sync_id: 'FIT-0',
      tags: ['Casa', 'Viagem'],
    });
    expect(inline?.first[1]).toMatchObject({ bank_text: 'COMPRA CARTAO "X" \\ {1,2}', external_id: null });
    expect(inline?.first[2]).toMatchObject({ description: 'Açaí da Estação 🍧', tags: ['Viagem'] });
    expect(inline?.first[3]).toMatchObject({
      description: 'NULL',
      foreign_amount: null,
      foreign_currency: null,
    });
    expect(inline?.first[4]).toMatchObject({
      foreign_amount: 5000,
      foreign_currency: 'USD',
      foreign_estimated: false,
    });
    expect(inline?.first[5]).toMatchObject({
      installment_number: 2,
      installment_count: 3,
      bill_month: '2026-12',
    });
    // The inline batch's totals are its own rows' sums.
    expect(inline?.totals[0]).toEqual({ month: '2026-01-01', income: 0, expense: 1001 });
  });
});
