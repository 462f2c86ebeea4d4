import { describe, expect, it } from 'vitest';
import { actingAs, createAccount, createCategory, createUser, succeeded } from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

const csv = [
  'Data;Descrição;Valor',
  '05/10/2026;UBER *TRIP 1234;-23,50',
  '06/10/2026;Transferência enviada pelo Pix - MARIA OLIVEIRA - •••.987.654-•• - ITAÚ UNIBANCO;-150,00',
  '07/10/2026;Transferência enviada pelo Pix - JOÃO DA SILVA - •••.123.456-•• - NUBANK;-150,00',
  '08/10/2026;Farmácia São João;-40,00',
].join('\n');

interface Listed {
  id: number;
  description: string;
  categoria_name: string | null;
  payee_name: string | null;
  tags: Array<{ name: string }>;
}

async function personWithRule() {
  const user = await createUser(ctx);
  const as = actingAs(ctx, user);
  const account = await createAccount(ctx, user, { name: 'Itaú' });
  const transport = await createCategory(ctx, user, { nome: 'Transporte' });
  await succeeded(
    as.post('/rules', {
      name: 'Corridas',
      conditions: [{ field: 'description', operator: 'contains', value: 'uber' }],
      actions: { category_id: transport.id, description: 'Corrida de aplicativo', tag_names: ['app'] },
    }),
  );
  const upload = () => uploadStatement(ctx, user, { content: csv }, { defaultAccountId: account.id });
  const list = async (query: Record<string, unknown> = {}) =>
    (await as.get('/transactions', { limit: 200, ...query })).body.data.items as Listed[];
  return { user, as, account, upload, list };
}

describe('rules and the import', () => {
  it('rows without a category get what the rules set; a second import still finds every row', async () => {
    const { upload, list } = await personWithRule();
    const first = await upload();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ inserted: 4, duplicates: 0 });

    const rows = await list();
    const ride = rows.find((r) => r.description === 'Corrida de aplicativo');
    expect(ride).toMatchObject({ categoria_name: 'Transporte', tags: [{ name: 'app' }] });
    expect(rows.find((r) => r.description === 'Farmácia São João')).toMatchObject({
      categoria_name: null,
      tags: [],
    });
    // Two Pix of the same value, shortened, each with the other person as payee.
    expect(
      rows
        .filter((r) => r.description === 'Pix enviado')
        .map((r) => r.payee_name)
        .sort(),
    ).toEqual(['João da Silva', 'Maria Oliveira']);

    const again = await upload();
    expect(again.body.data).toMatchObject({ inserted: 0, duplicates: 4, importId: null });
    expect(await list()).toHaveLength(4);
  });

  it('the search finds a shortened or renamed row by the statement’s own text', async () => {
    const { upload, list } = await personWithRule();
    await upload();
    expect((await list({ q: 'uber' })).map((r) => r.description)).toEqual(['Corrida de aplicativo']);
    expect((await list({ q: 'itau unibanco' })).map((r) => r.payee_name)).toEqual(['Maria Oliveira']);
  });

  it('lists exactly one import’s rows by its id, with their totals; never another person’s', async () => {
    const { as, account, upload, list } = await personWithRule();
    await succeeded(
      as.post('/transactions', {
        accountId: account.id,
        type: 'DESPESA',
        amount: 9.9,
        date: '2026-10-06',
        description: 'Digitada',
      }),
    );
    const { importId } = (await upload()).body.data as { importId: string };
    expect(importId).toMatch(/^[0-9a-f-]{36}$/);
    const page = (await as.get('/transactions', { importId, from: '2026-10-01', to: '2026-10-31' })).body
      .data;
    expect(page.items.map((r: Listed) => r.description).sort()).toEqual([
      'Corrida de aplicativo',
      'Farmácia São João',
      'Pix enviado',
      'Pix enviado',
    ]);
    expect(page.totals).toMatchObject({ despesas: 363.5, count: 4 });
    expect(await list()).toHaveLength(5);

    const stranger = actingAs(ctx, await createUser(ctx));
    expect((await stranger.get('/transactions', { importId })).body.data.items).toEqual([]);
    const bad = await as.get('/transactions', { importId: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Importação inválida');
  });
});
