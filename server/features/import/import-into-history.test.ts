import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect';
import { actingAs, createAccount, createCategory, createUser, succeeded } from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
import { setupTestApp } from '../../test/test-app';
import { expectLedgerConsistent } from '../../trust/world';
import { INSERT_BATCH_ROWS } from './repository';

const ctx = setupTestApp();

const HISTORY = 300;
/** Lines of the second file that repeat stored rows, in capitals and with extra spaces. */
const REPEATED = 120;
/** New lines of the second file: more than one batch, so the written rows span two. */
const NEW = INSERT_BATCH_ROWS + 100;

const day = (i: number) => String((i % 28) + 1).padStart(2, '0');
const month = (i: number) => String((i % 12) + 1).padStart(2, '0');
const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

function historyLine(i: number, description = `Mercado ${i}`) {
  return `${day(i)}/${month(i)}/2025;${description};-${i + 1},25`;
}

/** A new line: every fifth at a pharmacy (a rule categorises and tags those), every tenth an income. */
function newLine(j: number): { line: string; cents: number; pharmacy: boolean } {
  const pharmacy = j % 5 === 0;
  const amount =
    j % 10 === 1 ? `${(j % 500) + 1},00` : `-${(j % 90) + 1},${String(j % 100).padStart(2, '0')}`;
  const description = pharmacy ? `Farmácia ${j}` : `Padaria ${j}`;
  return { line: `${day(j)}/${month(j)}/2026;${description};${amount}`, cents: cents(amount), pharmacy };
}

describe('an import into a person who already has transactions', () => {
  it('skips the lines already stored, writes the others with what the rules give, and keeps balances and month totals', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user, { name: 'Corrente', opening_balance: 500 });
    const health = await createCategory(ctx, user, { nome: 'Saúde' });
    await succeeded(
      as.post('/rules', {
        name: 'Farmácias',
        conditions: [{ field: 'description', operator: 'contains', value: 'farmácia' }],
        actions: { category_id: health.id, tag_names: ['remédio'] },
      }),
    );
    const settings = { defaultAccountId: account.id };

    const history = ['data;descricao;valor'];
    let balanceCents = 500_00;
    for (let i = 0; i < HISTORY; i++) {
      history.push(historyLine(i));
      balanceCents -= (i + 1) * 100 + 25;
    }
    const first = await uploadStatement(ctx, user, { content: history.join('\n') }, settings);
    expect(first.body.data).toMatchObject({ inserted: HISTORY, duplicates: 0 });

    // The second file mixes repeated and new lines, and carries history line 200 twice: the stored row answers
    // for one of them, the other is written.
    const second = ['data;descricao;valor', historyLine(200), historyLine(200)];
    balanceCents -= 201 * 100 + 25;
    let pharmacies = 0;
    for (let j = 0; j < NEW; j++) {
      const fresh = newLine(j);
      second.push(fresh.line);
      balanceCents += fresh.cents;
      if (fresh.pharmacy) pharmacies++;
      if (j < REPEATED) second.push(historyLine(j, `  MERCADO   ${j} `));
    }
    const res = await uploadStatement(ctx, user, { content: second.join('\n') }, settings);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      inserted: NEW + 1,
      duplicates: REPEATED + 1,
      skipped: REPEATED + 1,
      ruled: pharmacies,
      errorCount: 0,
    });

    const [counts] = await queryRows<{ rows: number; tagged: number; pharmacies: number; healthy: number }>(
      ctx.database.db,
      sql`select count(*)::int as rows,
                 (select count(*)::int from transaction_tags tt where tt.book_id = ${user.id}) as tagged,
                 (select count(*)::int from transaction_tags tt
                    join transactions t on t.id = tt.transaction_id
                    join tags g on g.id = tt.tag_id
                  where tt.book_id = ${user.id} and g.name = 'remédio'
                    and t.description like 'Farmácia %') as pharmacies,
                 count(*) filter (where category_id = ${health.id} and description like 'Farmácia %')::int
                   as healthy
          from transactions where book_id = ${user.id}`,
    );
    expect(counts).toEqual({
      rows: HISTORY + NEW + 1,
      tagged: pharmacies,
      pharmacies,
      healthy: pharmacies,
    });
    const accounts = (await as.get('/accounts')).body.data as Array<{ id: number; balance: number }>;
    expect(accounts.find((a) => a.id === account.id)?.balance).toBe(balanceCents / 100);
    await expectLedgerConsistent(ctx, [user]);
  }, 120_000);
});
