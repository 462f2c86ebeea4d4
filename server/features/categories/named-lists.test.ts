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
    expect(Object.keys(list[0]).sort()).toEqual(['id', 'name', 'type']);
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

  it("another user's items are invisible and cannot be deleted", async () => {
    const owner = actingAs(ctx, await createUser(ctx));
    const intruder = actingAs(ctx, await createUser(ctx));
    const item = (await owner.post(`/${path}`, { name: 'Segredo' })).body.data;
    expect((await intruder.get(`/${path}`)).body.data).toEqual([]);
    expect((await intruder.delete(`/${path}`, { id: item.id })).status).toBe(404);
    expect((await owner.get(`/${path}`)).body.data).toHaveLength(1);
    // The same name is free for the other user.
    expect((await intruder.post(`/${path}`, { name: 'Segredo' })).status).toBe(201);
  });
});

describe('categories isolation', () => {
  it("another user's category answers 404 on delete and cannot be used in a transaction", async () => {
    const owner = await createUser(ctx);
    const intruder = await createUser(ctx);
    const category = (await actingAs(ctx, owner).post('/categories', { nome: 'Privada', tipo: 'despesa' }))
      .body.data;
    expect((await actingAs(ctx, intruder).get('/categories')).body.data).toEqual([]);
    expect((await actingAs(ctx, intruder).delete('/categories', { id: category.id })).status).toBe(404);
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
