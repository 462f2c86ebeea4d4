import { describe, expect, it } from 'vitest';
import { actingAs, createAccount, createTransaction, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

describe('categories', () => {
  it('creates with nome and tipo, lists id, name and type', async () => {
    const as = actingAs(ctx, await createUser(ctx));
    const created = await as.post('/categories', { nome: ' Salário ', tipo: 'receita' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Salário', type: 'receita' });
    await as.post('/categories', { nome: 'Mercado', tipo: 'DESPESA' });
    await as.post('/categories', { nome: 'Aluguel', tipo: 'expense' });
    await as.post('/categories', { nome: 'Freela', tipo: 'income' });
    const list = (await as.get('/categories')).body.data;
    expect(list.map((c: { name: string; type: string }) => `${c.name}:${c.type}`)).toEqual([
      'Aluguel:despesa',
      'Freela:receita',
      'Mercado:despesa',
      'Salário:receita',
    ]);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      name: 'Aluguel',
      type: 'despesa',
      icon: null,
      color: null,
      parentId: null,
    });
  });

  it('renames with nome: trimmed, validated as on create, unique per type ignoring case', async () => {
    const as = actingAs(ctx, await createUser(ctx));
    const market = (await as.post('/categories', { nome: 'Mercado', tipo: 'despesa' })).body.data;
    await as.post('/categories', { nome: 'Feira', tipo: 'despesa' });
    await as.post('/categories', { nome: 'Supermercado', tipo: 'receita' });

    const renamed = await as.put('/categories', { id: market.id, nome: '  Supermercado ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toEqual({
      id: market.id,
      name: 'Supermercado',
      type: 'despesa',
      icon: null,
      color: null,
      parentId: null,
    });
    // Only the case changes: the row does not clash with itself.
    expect((await as.put('/categories', { id: market.id, nome: 'SUPERMERCADO' })).status).toBe(200);

    const taken = await as.put('/categories', { id: market.id, nome: 'feira' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('Já existe uma categoria com este nome e tipo');
    const short = await as.put('/categories', { id: market.id, nome: 'x' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('O nome deve ter pelo menos 2 caracteres');
    const missing = await as.put('/categories', { id: market.id });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Informe um nome');
    const unknown = await as.put('/categories', { id: 999_999, nome: 'Outra' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Categoria não encontrada');

    expect((await as.get('/categories')).body.data.map((c: { name: string }) => c.name)).toEqual([
      'Feira',
      'SUPERMERCADO',
      'Supermercado',
    ]);
  });

  it('a renamed category keeps its transactions, which show the new name', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    const category = (await as.post('/categories', { nome: 'Mercado', tipo: 'despesa' })).body.data;
    await createTransaction(ctx, user, account.id, {
      categoryId: category.id,
      amount: 80,
      date: '2026-11-05',
    });
    expect((await as.put('/categories', { id: category.id, nome: 'Supermercado' })).status).toBe(200);
    const report = await as.get('/reports/by-category', { from: '2026-11-01', to: '2026-11-30' });
    expect(report.body.data).toEqual([expect.objectContaining({ name: 'Supermercado', total: 80 })]);
  });

  it('validates the name and the type', async () => {
    const as = actingAs(ctx, await createUser(ctx));
    const short = await as.post('/categories', { nome: ' a ', tipo: 'despesa' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('O nome deve ter pelo menos 2 caracteres');
    const noType = await as.post('/categories', { nome: 'Lazer', tipo: 'outro' });
    expect(noType.status).toBe(400);
    expect(noType.body.error.message).toBe('Tipo de categoria inválido: use receita ou despesa');
  });

  it('names are unique per type ignoring case; the same name may exist as income and expense', async () => {
    const as = actingAs(ctx, await createUser(ctx));
    expect((await as.post('/categories', { nome: 'Outros', tipo: 'despesa' })).status).toBe(201);
    const dup = await as.post('/categories', { nome: 'OUTROS', tipo: 'despesa' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('Já existe uma categoria com este nome e tipo');
    expect((await as.post('/categories', { nome: 'outros', tipo: 'receita' })).status).toBe(201);
  });

  it('refuses to delete a category in use, by a transaction or a split', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    const used = (await as.post('/categories', { nome: 'Mercado', tipo: 'despesa' })).body.data;
    const inSplit = (await as.post('/categories', { nome: 'Farmácia', tipo: 'despesa' })).body.data;
    const free = (await as.post('/categories', { nome: 'Lazer', tipo: 'despesa' })).body.data;
    await createTransaction(ctx, user, account.id, {
      categoryId: used.id,
      amount: 50,
      splits: [{ amount: 10, categoryId: inSplit.id }],
    });
    for (const id of [used.id, inSplit.id]) {
      const res = await as.delete('/categories', { id });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(
        'Esta categoria está vinculada a transações, gastos fixos ou regras e não pode ser excluída',
      );
    }
    expect((await as.delete('/categories', { id: free.id })).status).toBe(200);
    expect((await as.get('/categories')).body.data).toHaveLength(2);
  });
});

describe.each([
  ['tags', 'tag', 'Já existe uma tag com este nome', 'Tag não encontrada'],
  ['payees', 'favorecido', 'Já existe um favorecido com este nome', 'Favorecido não encontrado'],
])('%s', (path, _label, duplicateMessage, notFoundMessage) => {
  // A payee also answers its CPF or CNPJ (server/features/payees tests it): none here.
  const extra = path === 'payees' ? { document: null, document_kind: null } : {};
  it('creates trimmed names of 2+ characters, lists them sorted, refuses duplicates ignoring case', async () => {
    const as = actingAs(ctx, await createUser(ctx));
    const created = await as.post(`/${path}`, { name: '  Viagem ' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Viagem' });
    await as.post(`/${path}`, { name: 'Academia' });
    expect((await as.get(`/${path}`)).body.data.map((t: { name: string }) => t.name)).toEqual([
      'Academia',
      'Viagem',
    ]);
    const dup = await as.post(`/${path}`, { name: 'viagem' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe(duplicateMessage);
    const short = await as.post(`/${path}`, { name: 'x' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('O nome deve ter pelo menos 2 caracteres');
    const missing = await as.post(`/${path}`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Informe um nome');
  });

  it('deletes a free one, refuses one in use, and 404s an unknown id', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    const free = (await as.post(`/${path}`, { name: 'Livre' })).body.data;
    await createTransaction(
      ctx,
      user,
      account.id,
      path === 'tags' ? { tagNames: ['Usada'] } : { payeeName: 'Usada' },
    );
    const used = (await as.get(`/${path}`)).body.data.find((t: { name: string }) => t.name === 'Usada');
    expect((await as.delete(`/${path}`, { id: used.id })).status).toBe(409);
    expect((await as.delete(`/${path}`, { id: free.id })).status).toBe(200);
    const gone = await as.delete(`/${path}`, { id: free.id });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(notFoundMessage);
  });

  it('renames: trimmed, validated as on create, 409 on a name already used ignoring case', async () => {
    const as = actingAs(ctx, await createUser(ctx));
    const item = (await as.post(`/${path}`, { name: 'Viagem' })).body.data;
    await as.post(`/${path}`, { name: 'Academia' });
    const renamed = await as.put(`/${path}`, { id: item.id, name: ' Viagem de férias ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toEqual({ id: item.id, name: 'Viagem de férias', ...extra });
    const taken = await as.put(`/${path}`, { id: item.id, name: 'ACADEMIA' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(duplicateMessage);
    const short = await as.put(`/${path}`, { id: item.id, name: 'x' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('O nome deve ter pelo menos 2 caracteres');
    const gone = await as.put(`/${path}`, { id: 999_999, name: 'Outro' });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(notFoundMessage);
    expect((await as.get(`/${path}`)).body.data.map((t: { name: string }) => t.name)).toEqual([
      'Academia',
      'Viagem de férias',
    ]);
  });

  it("another user's items are invisible and cannot be renamed or deleted", async () => {
    const owner = actingAs(ctx, await createUser(ctx));
    const intruder = actingAs(ctx, await createUser(ctx));
    const item = (await owner.post(`/${path}`, { name: 'Segredo' })).body.data;
    expect((await intruder.get(`/${path}`)).body.data).toEqual([]);
    expect((await intruder.delete(`/${path}`, { id: item.id })).status).toBe(404);
    const rename = await intruder.put(`/${path}`, { id: item.id, name: 'Roubado' });
    expect(rename.status).toBe(404);
    expect(rename.body.error.message).toBe(notFoundMessage);
    expect((await owner.get(`/${path}`)).body.data).toEqual([{ id: item.id, name: 'Segredo', ...extra }]);
    // The same name is free for the other user.
    expect((await intruder.post(`/${path}`, { name: 'Segredo' })).status).toBe(201);
  });
});

describe('categories isolation', () => {
  it("another user's category answers 404 on rename and delete and cannot be used in a transaction", async () => {
    const owner = await createUser(ctx);
    const intruder = await createUser(ctx);
    const category = (await actingAs(ctx, owner).post('/categories', { nome: 'Privada', tipo: 'despesa' }))
      .body.data;
    expect((await actingAs(ctx, intruder).get('/categories')).body.data).toEqual([]);
    expect((await actingAs(ctx, intruder).delete('/categories', { id: category.id })).status).toBe(404);
    const rename = await actingAs(ctx, intruder).put('/categories', { id: category.id, nome: 'Roubada' });
    expect(rename.status).toBe(404);
    expect(rename.body.error.message).toBe('Categoria não encontrada');
    expect((await actingAs(ctx, owner).get('/categories')).body.data[0].name).toBe('Privada');
    const account = await createAccount(ctx, intruder);
    const res = await actingAs(ctx, intruder).post('/transactions', {
      amount: 10,
      date: '2026-11-01',
      type: 'DESPESA',
      accountId: account.id,
      categoryId: category.id,
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Categoria não encontrada');
    expect((await actingAs(ctx, intruder).get('/transactions')).body.data.items).toEqual([]);
  });
});
