import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankTextWords } from '../../../common/bank-text';
import type { Category } from '../../../common/contract/categories';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '../../../common/dates';
import { descriptionStem } from '../../../common/description-stem';
import { BANK_TEXT_EXAMPLES } from '../../../common/test/bank-text-examples';
import { queryRows } from '../../db/connect';
import { actingAs, createAccount, createUser, succeeded } from '../../test/factories';
import { pluggyAccount, pluggyItem, pluggyTransaction } from '../../test/fake-pluggy';
import { setupTestAppWithPluggy } from '../../test/pluggy-app';
import { uploadStatement } from '../../test/statement-upload';
import { ownWordsSql, stemSql } from './repository';

const { ctx, pluggy } = setupTestAppWithPluggy();

/** October's Itaú statement: the person's first import. */
const october = [
  'data;lançamento;valor',
  '03/10/2026;COMPRA CARTAO DEB PAO DE ACUCAR;-286,40',
  '05/10/2026;COMPRA CARTAO DEB DROGASIL;-63,90',
  '08/10/2026;DEBITO VISA DROGASIL;-22,15',
  '12/10/2026;COMPRA CARTAO DEB PETZ;-149,00',
  // Itaú glues the day to the name; the cleaning lady is paid the same each month, the other Pix is a dinner.
  '15/10/2026;PIX TRANSF MARIA S15/10;-19,50',
  '16/10/2026;PIX TRANSF JOAO P16/10;-80,00',
].join('\n');

/** November's lines, as the file and the bank's connection bring them; each with what it is filed under. */
const november: ReadonlyArray<readonly [description: string, category: string | null]> = [
  ['COMPRA CARTAO DEB PADARIA REAL', null],
  // The starter set has no 'Combustível': the merchants' second choice.
  ['COMPRA CARTAO DEB POSTO SHELL', 'Transporte'],
  ['COMPRA CARTAO DEB CARREFOUR', 'Mercado'],
  ['COMPRA CARTAO DEB PAO DE ACUCAR', 'Mercado'],
  // 'debito visa' is no prefix the banks' list knows: October's Farmácia is a weak hit beside Carrefour.
  ['DEBITO VISA CARREFOUR', 'Mercado'],
  // The person filed Petz under Presentes themselves: that beats the merchants' Pets.
  ['COMPRA CARTAO DEB PETZ', 'Presentes'],
  ['TAR CESTA SERVICOS', 'Impostos e taxas'],
  ['IOF', 'Impostos e taxas'],
  ['TAR PIX', 'Impostos e taxas'],
  // The same payee and amount as in October: filed as the person filed it then, not as the last Pix was.
  ['PIX TRANSF MARIA S10/11', 'Moradia'],
];
const novemberFile = [
  'data;lançamento;valor',
  ...november.map(
    ([description], i) => `${String(i + 1).padStart(2, '0')}/11/2026;${description};-${10 + i},50`,
  ),
].join('\n');

interface Listed {
  id: number;
  description: string;
  categoria_name: string | null;
}

/** A person as sign-up makes them, with an Itaú checking account and October imported and filed. */
async function personWithOctober() {
  const user = await createUser(ctx, { starterCategories: true });
  const as = actingAs(ctx, user);
  const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking' });
  const categories = (await as.get('/categories')).body.data as Category[];
  const category = (name: string) => categories.find((c) => c.name === name && c.type === 'despesa')!;
  const listed = async (from: string, to: string) =>
    (await as.get('/transactions', { from, to, limit: 50 })).body.data.items as Listed[];
  const categoryOf = async (from: string, to: string) =>
    Object.fromEntries((await listed(from, to)).map((r) => [r.description, r.categoria_name]));

  const first = await uploadStatement(ctx, user, { content: october }, { defaultAccountId: itau.id });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  expect(await categoryOf('2026-10-01', '2026-10-31')).toEqual({
    'COMPRA CARTAO DEB PAO DE ACUCAR': 'Mercado',
    'COMPRA CARTAO DEB DROGASIL': 'Farmácia',
    'DEBITO VISA DROGASIL': 'Farmácia',
    'COMPRA CARTAO DEB PETZ': 'Pets',
    'PIX TRANSF MARIA S15/10': null,
    'PIX TRANSF JOAO P16/10': null,
  });
  // The person files each line themselves (Categorizar): the pharmacy lines under Farmácia, Petz as a gift.
  const rows = new Map((await listed('2026-10-01', '2026-10-31')).map((r) => [r.description, r.id]));
  const file = (descriptions: string[], name: string) =>
    succeeded(
      as.put('/transactions/category', {
        transactions: descriptions.map((d) => ({ id: rows.get(d) })),
        categoryId: category(name).id,
      }),
    );
  await file(['COMPRA CARTAO DEB DROGASIL', 'DEBITO VISA DROGASIL'], 'Farmácia');
  await file(['COMPRA CARTAO DEB PETZ'], 'Presentes');
  await file(['PIX TRANSF MARIA S15/10'], 'Moradia');
  await file(['PIX TRANSF JOAO P16/10'], 'Lazer');
  return { user, as, itau, categoryOf };
}

const expected = Object.fromEntries(november);

describe("merchants, not the bank's prefixes", () => {
  it('the database reads a stored description as TypeScript reads a new line', async () => {
    const lines = BANK_TEXT_EXAMPLES.map(([line]) => line);
    const rows = await queryRows<{ line: string; own: string; stem: string }>(
      ctx.database.db,
      sql`select d.line, ${ownWordsSql(sql`d.line`)} as own, ${stemSql(sql`d.line`)} as stem
          from (values ${sql.join(
            lines.map((l) => sql`(${l}::text)`),
            sql`, `,
          )}) as d(line)`,
    );
    expect(rows.map((r) => [r.line, r.own, r.stem])).toEqual(
      lines.map((l) => [l, bankTextWords(l).join(' '), descriptionStem(l)]),
    );
  });

  it("November's file: each line by its merchant, the fees as fees, never the pharmacy's prefix", async () => {
    const p = await personWithOctober();
    const rows = november.map(([description], i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
      description,
      type: 'DESPESA',
      amount: 10.5 + i,
    }));
    const hints = await succeeded<Array<{ category: { name: string; source: string } | null }>>(
      p.as.post('/transactions/import-hints', { accountId: p.itau.id, rows }),
    );
    expect(hints.map((h) => (h.category ? `${h.category.name} · ${h.category.source}` : null))).toEqual([
      null,
      'Transporte · padrão',
      'Mercado · padrão',
      'Mercado · histórico',
      'Mercado · padrão',
      'Presentes · histórico',
      'Impostos e taxas · padrão',
      'Impostos e taxas · padrão',
      'Impostos e taxas · padrão',
      'Moradia · histórico',
    ]);

    const second = await uploadStatement(
      ctx,
      p.user,
      { content: novemberFile },
      { defaultAccountId: p.itau.id },
    );
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data).toMatchObject({ inserted: 10, suggested: 3, standard: 6 });
    expect(await p.categoryOf('2026-11-01', '2026-11-30')).toEqual(expected);

    // The new-transaction form is offered the same for the same text.
    for (const [description, category] of november) {
      const answer = (await p.as.get('/suggestions', { description, type: 'DESPESA' })).body.data;
      expect(answer.category?.name ?? null, description).toBe(category);
    }
    // A line that is all prefix learns nothing from the lines that share it.
    expect(
      (await p.as.get('/suggestions', { description: 'COMPRA CARTAO DEB', type: 'DESPESA' })).body.data,
    ).toMatchObject({ basis: null, category: null });
  });

  it('the same lines through the bank connection are filed the same', async () => {
    const p = await personWithOctober();
    const item = pluggyItem();
    const bank = pluggyAccount({ itemId: item.id, balance: 0, name: 'Conta Corrente' });
    pluggy().state.items.push(item);
    pluggy().state.accounts.push(bank);
    const today = todayIn(DEFAULT_TIME_ZONE);
    pluggy().state.transactions.push(
      ...november.map(([description], i) =>
        pluggyTransaction({
          accountId: bank.id,
          date: `${addDays(today, -1 - i)}T00:00:00.000Z`,
          description,
          type: 'DEBIT',
          amount: -(30.25 + i),
        }),
      ),
    );
    await succeeded(
      p.as.put('/sync/credentials', { client_id: pluggy().clientId, client_secret: pluggy().clientSecret }),
    );
    const connection = await p.as.post('/sync/connections', { item_id: item.id });
    expect(connection.status, JSON.stringify(connection.body)).toBe(201);
    await succeeded(
      p.as.put(`/sync/accounts/${connection.body.data.accounts[0].id}`, { account_id: p.itau.id }),
    );
    const run = await p.as.post(`/sync/connections/${connection.body.data.id}/sync`);
    expect(run.body.data, JSON.stringify(run.body)).toMatchObject({
      outcome: 'ok',
      inserted: november.length,
    });
    expect(await p.categoryOf(addDays(today, -november.length), today)).toEqual(expected);
  });
});
