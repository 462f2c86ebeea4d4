import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect';
import { actingAs, createCard, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

/** Purchases of 48 installments stored on the card: about 50,000 installment rows. */
const PURCHASES = 1050;
const COUNT = 48;

/**
 * PURCHASES purchases in 48 installments on a card closing on the 3rd, written in one statement as the card's
 * placement writes them: the k-th dated k - 1 months after the purchase, the first in the bill of its date (no
 * pin), the later ones pinned to the bills after it. Purchase p costs 1000 + p cents a month and is made between
 * December 2025 and October 2026.
 */
async function storeInstallments(bookId: number, cardId: number) {
  await ctx.database.db.execute(sql`
    insert into transactions (book_id, account_id, type, amount, date, description, bill_month,
                              installment_group, installment_number, installment_count)
    select ${bookId}, ${cardId}, 'DESPESA', 1000 + p, (d0 + make_interval(months => k - 1))::date,
           'Loja ' || p,
           case when k = 1 then null else to_char(date_trunc('month', d0) + make_interval(months => k), 'YYYY-MM') end,
           md5('compra ' || p)::uuid, k, ${COUNT}
    from generate_series(0, ${PURCHASES - 1}) p
    cross join lateral (select date '2025-12-05' + (p % 300) as d0) d
    cross join generate_series(1, ${COUNT}) k`);
}

describe('installment lines against many stored installments', () => {
  it('the preview’s hints of 200 lines against 50,000 stored installments: each recorded one found, quickly', async () => {
    const user = await createUser(ctx);
    const card = await createCard(ctx, user);
    await storeInstallments(user.id, card.id);
    // 100 installments of November 2026, as the card statement lists them, then 100 that were never recorded.
    const recorded = await queryRows<{ date: string; amount: number; description: string; k: number }>(
      ctx.database.db,
      sql`select date::text as date, amount, description, installment_number as k from transactions
          where book_id = ${user.id} and date between '2026-11-04' and '2026-12-02'
          order by id limit 100`,
    );
    expect(recorded).toHaveLength(100);
    const line = (r: { date: string; amount: number; description: string; k: number }) => ({
      date: r.date,
      description: `${r.description.toUpperCase()} - Parcela ${r.k}/${COUNT}`,
      type: 'DESPESA',
      amount: Number(r.amount) / 100,
      installment: { number: r.k, count: COUNT },
    });
    const rows = [
      ...recorded.map(line),
      // R$ 50,00 more than any purchase recorded: purchases never recorded.
      ...recorded.map((r) => ({ ...line(r), amount: (Number(r.amount) + 5000) / 100 })),
    ];

    const as = actingAs(ctx, user);
    const started = performance.now();
    const res = await as.post('/transactions/import-hints', { accountId: card.id, rows });
    const elapsed = performance.now() - started;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const found = (res.body.data as Array<{ installmentRecorded: boolean }>).map(
      (h) => h.installmentRecorded,
    );
    expect(found).toEqual([...Array(100).fill(true), ...Array(100).fill(false)]);
    console.log(
      `import-hints: 200 lines against ${PURCHASES * COUNT} installments in ${elapsed.toFixed(0)} ms`,
    );
    // Scanning every stored installment for each line took 2.6 s here; the lookups about 0.3 s.
    expect(elapsed).toBeLessThan(1500);
  });
});
