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

describe('a card statement with installments', () => {
  it('lines that are installments already recorded are not written again; the others start their purchase', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const card = await succeeded<{ id: number }>(
      as.post('/accounts', {
        name: 'Nubank',
        type: 'credit_card',
        closing_day: 3,
        due_day: 10,
        credit_limit: 10000,
      }),
    );
    // Typed in Grana: 10x of 123,45, the 3rd dated 15/11 in the December bill.
    await succeeded(
      as.post('/transactions', {
        accountId: card.id,
        type: 'DESPESA',
        amount: 1234.5,
        installments: 10,
        date: '2026-09-15',
        description: 'Geladeira',
      }),
    );
    const file = [
      'date,title,amount',
      '2026-11-15,Geladeira - Parcela 3/10,123.45',
      '2026-11-20,Tênis Corrida - Parcela 2/6,50.00',
      '2026-11-21,Padaria,12.00',
    ].join('\n');
    const upload = (createInstallments: boolean) =>
      uploadStatement(
        ctx,
        user,
        { content: file },
        { defaultAccountId: card.id, preset: 'nubank-cartao', createInstallments },
      );

    const first = await upload(true);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ inserted: 6, duplicates: 1, installmentsMatched: 1 });

    const bill = async (month: string) =>
      (await as.get('/cards/bills', { account_id: card.id, month })).body.data.items.map(
        (i: { description: string; installment_number: number | null; amount: number }) =>
          `${i.description} ${i.installment_number ?? '-'} ${i.amount}`,
      );
    expect(await bill('2026-12')).toEqual(['Geladeira 3 123.45', 'Tênis Corrida 2 50', 'Padaria - 12']);
    expect(await bill('2027-01')).toEqual(['Geladeira 4 123.45', 'Tênis Corrida 3 50']);
    expect(await bill('2027-04')).toEqual(['Geladeira 7 123.45', 'Tênis Corrida 6 50']);
    expect(await bill('2027-05')).toEqual(['Geladeira 8 123.45']);

    // The same file again: every line is found, the started purchase's installment too.
    const again = await upload(true);
    expect(again.body.data).toMatchObject({ inserted: 0, duplicates: 3, installmentsMatched: 2 });

    // Without asking, an unmatched line writes its own installment only.
    const other = await uploadStatement(
      ctx,
      user,
      { content: 'date,title,amount\n2026-11-22,Sofá - Parcela 1/3,300.00\n' },
      { defaultAccountId: card.id, preset: 'nubank-cartao' },
    );
    expect(other.body.data).toMatchObject({ inserted: 1, installmentsMatched: 0 });
    expect(await bill('2027-01')).toEqual(['Geladeira 4 123.45', 'Tênis Corrida 3 50']);
  });
});

describe('the preview’s hints', () => {
  it('say what a row without a category would get, from a rule or from history, and which installments are recorded', async () => {
    const { as, account } = await personWithRule();
    const card = await succeeded<{ id: number }>(
      as.post('/accounts', {
        name: 'Cartão',
        type: 'credit_card',
        closing_day: 3,
        due_day: 10,
        credit_limit: 5000,
      }),
    );
    const food = await succeeded<{ id: number }>(
      as.post('/categories', { nome: 'Alimentação', tipo: 'despesa' }),
    );
    for (const day of ['01', '02']) {
      await succeeded(
        as.post('/transactions', {
          accountId: account.id,
          type: 'DESPESA',
          amount: 10,
          date: `2026-10-${day}`,
          description: `Padaria Ipê ${day}`,
          categoryId: food.id,
        }),
      );
    }
    await succeeded(
      as.post('/transactions', {
        accountId: card.id,
        type: 'DESPESA',
        amount: 300,
        installments: 3,
        date: '2026-10-15',
        description: 'Sofá',
      }),
    );
    const row = (description: string, extra: Record<string, unknown> = {}) => ({
      date: '2026-11-15',
      description,
      type: 'DESPESA',
      amount: 100,
      ...extra,
    });
    const res = await as.post('/transactions/import-hints', {
      accountId: card.id,
      rows: [
        row('UBER *TRIP'),
        row('PADARIA IPE 77'),
        row('Loja nova'),
        row('Sofá - Parcela 2/3', { installment: { number: 2, count: 3 } }),
        row('Mesa - Parcela 2/3', { installment: { number: 2, count: 3 } }),
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([
      {
        category: { id: expect.any(Number), name: 'Transporte', source: 'regra' },
        installmentRecorded: false,
        match: expect.objectContaining({ kind: 'new' }),
      },
      {
        category: { id: food.id, name: 'Alimentação', source: 'histórico' },
        installmentRecorded: false,
        match: expect.objectContaining({ kind: 'new' }),
      },
      { category: null, installmentRecorded: false, match: expect.objectContaining({ kind: 'new' }) },
      { category: null, installmentRecorded: true, match: expect.objectContaining({ kind: 'installment' }) },
      { category: null, installmentRecorded: false, match: expect.objectContaining({ kind: 'new' }) },
    ]);
    const stranger = actingAs(ctx, await createUser(ctx));
    expect((await stranger.post('/transactions/import-hints', { accountId: card.id, rows: [] })).status).toBe(
      404,
    );
  });
});

describe('history at import', () => {
  it('a row the rules leave without a category gets the one history suggests, unless the person says no', async () => {
    for (const suggestCategories of [true, false]) {
      const { user, as, account, list } = await personWithRule();
      const food = await succeeded<{ id: number }>(
        as.post('/categories', { nome: 'Alimentação', tipo: 'despesa' }),
      );
      await succeeded(
        as.post('/transactions', {
          accountId: account.id,
          type: 'DESPESA',
          amount: 10,
          date: '2026-09-01',
          description: 'Farmácia São João',
          categoryId: food.id,
        }),
      );
      const res = await uploadStatement(
        ctx,
        user,
        { content: csv },
        { defaultAccountId: account.id, suggestCategories },
      );
      expect(res.body.data).toMatchObject({ inserted: 4, ruled: 1, suggested: suggestCategories ? 1 : 0 });
      const imported = (await list()).filter((r) => r.description === 'Farmácia São João');
      expect(imported.map((r) => r.categoria_name).sort()).toEqual(
        suggestCategories ? ['Alimentação', 'Alimentação'] : ['Alimentação', null],
      );
    }
  });
});

describe('categories chosen in the preview', () => {
  it('stand over the rules and history for their lines; another person’s category is refused and nothing is written', async () => {
    const { user, as, account, list } = await personWithRule();
    const other = await succeeded<{ id: number }>(as.post('/categories', { nome: 'Lazer', tipo: 'despesa' }));
    // Line 2 is the ride the rule would put in Transporte; line 5 the pharmacy.
    const res = await uploadStatement(
      ctx,
      user,
      { content: csv },
      { defaultAccountId: account.id, lineCategories: { '2': other.id, '5': null } },
    );
    expect(res.body.data).toMatchObject({ inserted: 4, ruled: 0 });
    const rows = await list();
    expect(rows.find((r) => r.description === 'Corrida de aplicativo')).toMatchObject({
      categoria_name: 'Lazer',
      tags: [{ name: 'app' }],
    });
    expect(rows.find((r) => r.description === 'Farmácia São João')?.categoria_name).toBeNull();

    const stranger = await personWithRule();
    const foreign = await succeeded<{ id: number }>(
      stranger.as.post('/categories', { nome: 'Dela', tipo: 'despesa' }),
    );
    const bad = await uploadStatement(
      ctx,
      user,
      { content: csv.replace('2026', '2025') },
      { defaultAccountId: account.id, lineCategories: { '2': foreign.id } },
    );
    expect(bad.status).toBe(404);
    expect(bad.body.error.message).toBe('Categoria não encontrada');
    expect(await list()).toHaveLength(4);
  });
});
