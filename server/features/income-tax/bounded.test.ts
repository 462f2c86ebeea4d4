import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYEES_LISTED } from '../../../common/contract/income-tax';
import { othersText } from '../../../common/income-tax-text';
import { queryRows } from '../../db/connect';
import { actingAs, createAccount, createUser } from '../../test/factories';
import { categoryId, mapCategory } from '../../test/income-tax-family';
import { setupTestApp } from '../../test/test-app';

// Issue 75 item 2: the page lists a section's PAYEES_LISTED largest payees and sums the rest in one line; the totals
// and what is deductible stay those of every row.
const ctx = setupTestApp();

/** `count` payees named `${prefix} n`, each paying `base + n` cents once in 2025 under the category. */
async function paidByMany(
  bookId: number,
  accountId: number,
  category: number,
  prefix: string,
  count: number,
  base: number,
) {
  const db = ctx.database.db;
  await db.execute(sql`
    insert into payees (book_id, name) select ${bookId}, ${prefix} || ' ' || n from generate_series(1, ${count}) n`);
  await db.execute(sql`
    insert into transactions (book_id, account_id, type, amount, date, description, category_id, payee_id)
    select ${bookId}, ${accountId}, 'DESPESA', ${base} + n, date '2025-01-01' + (n % 365), ${prefix} || ' ' || n,
           ${category}, p.id
    from generate_series(1, ${count}) n
    join payees p on p.book_id = ${bookId} and p.name = ${prefix} || ' ' || n`);
}

/** 1 + 2 + … + k. */
const upTo = (k: number) => (k * (k + 1)) / 2;

describe('a year of more payees than a section lists', () => {
  it('lists the largest, sums the others in one line, and keeps every total exact', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user, { name: 'Conta' });
    const health = await categoryId(as, 'Consultas', 'despesa');
    const school = await categoryId(as, 'Escolas', 'despesa');
    await mapCategory(as, health, '10');
    await mapCategory(as, school, '01');
    const healthPayees = PAYEES_LISTED + 3;
    const schoolPayees = PAYEES_LISTED + 1;
    await paidByMany(user.id, account.id, health, 'Clínica', healthPayees, 100);
    await paidByMany(user.id, account.id, school, 'Escola', schoolPayees, 1000);
    // The smallest school, left out of the list, was a dependent's: the limit is counted for them apart.
    const [smallest] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from payees where book_id = ${user.id} and name = 'Escola 1'`,
    );
    expect(
      (await as.put('/income-tax/beneficiaries', { payee_id: Number(smallest?.id), person: 1 })).status,
    ).toBe(200);

    const res = await as.get('/income-tax', { ano: 2025 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const group = (code: string) => res.body.data.payments.find((g: { code: string }) => g.code === code);

    // Health: 503 payees of 1,01 … 6,03; the 500 largest listed, the three smallest (1,01 + 1,02 + 1,03) summed.
    const healthCents = healthPayees * 100 + upTo(healthPayees);
    expect(group('10').total).toBe(healthCents / 100);
    expect(group('10').deductible).toBe(healthCents / 100);
    expect(group('10').lines).toHaveLength(PAYEES_LISTED);
    expect(group('10').lines[0]).toMatchObject({
      name: `Clínica ${healthPayees}`,
      total: (100 + healthPayees) / 100,
    });
    expect(group('10').others).toEqual({ count: 3, total: 3.06 });

    // Instrução: the titular's 500 schools (10,02 … 15,01) up to R$ 3.561,50; the dependent's one (10,01) whole.
    expect(group('01').lines).toHaveLength(PAYEES_LISTED);
    expect(group('01').others).toEqual({ count: 1, total: 10.01 });
    expect(group('01').total).toBe((schoolPayees * 1000 + upTo(schoolPayees)) / 100);
    expect(group('01').deductible).toBe(3561.5 + 10.01);

    // Every row lacks its payee's CPF and a comprovante: counted all, the first 100 listed.
    expect(res.body.data.pending.count).toBe(healthPayees + schoolPayees);
    expect(res.body.data.pending.rows).toHaveLength(100);

    // The spreadsheet: the listed payees and one line of the others per code, adding up to the totals.
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/income-tax/csv?ano=2025&grupo=pagamentos',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((r) => r.split(';'));
    const healthRows = rows.filter((r) => r[0] === '10');
    expect(healthRows).toHaveLength(PAYEES_LISTED + 1);
    expect(healthRows.at(-1)?.[2]).toBe(othersText(3));
    const cents = (cell: string | undefined) => Number((cell ?? '').replace(/\./g, '').replace(',', ''));
    expect(healthRows.reduce((sum, r) => sum + cents(r[5]), 0)).toBe(healthCents);
  });
});
