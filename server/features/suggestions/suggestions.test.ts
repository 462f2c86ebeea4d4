import { describe, expect, it } from 'vitest';
import { actingAs, createAccount, createCategory, createTransaction, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

async function personWithHistory() {
  const user = await createUser(ctx);
  const as = actingAs(ctx, user);
  const account = await createAccount(ctx, user, { name: 'Itaú' });
  const transport = await createCategory(ctx, user, { nome: 'Transporte' });
  const food = await createCategory(ctx, user, { nome: 'Alimentação' });
  const work = await createCategory(ctx, user, { nome: 'Trabalho', tipo: 'receita' });
  const add = (description: string, categoryId: number | null, extra: Record<string, unknown> = {}) =>
    createTransaction(ctx, user, account.id, { description, categoryId, ...extra });
  // Uber: three rides as Transporte (two tagged 'app'), one eaten as Alimentação; a bakery by payee.
  await add('UBER *TRIP 1234', transport.id, { payeeName: 'Uber', tagNames: ['app'] });
  await add('Uber trip 5678', transport.id, { payeeName: 'Uber', tagNames: ['app'] });
  await add('UBER TRIP', transport.id, { payeeName: 'Uber' });
  await add('Uber eats', food.id, { payeeName: 'Uber' });
  await add('Pão e leite', food.id, { payeeName: 'Padaria Ipê' });
  await add('Café', food.id, { payeeName: 'Padaria Ipê' });
  await add('Uber trip reembolso', work.id, { type: 'RECEITA' });
  return { user, as, transport, food, work };
}

describe('learned suggestions', () => {
  it('by payee: the category most used with it, how often, and the tags it usually has', async () => {
    const { as, transport, food } = await personWithHistory();
    const res = await as.get('/suggestions', {
      payee: 'padaria ipê',
      description: 'qualquer',
      type: 'DESPESA',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      basis: 'payee',
      matches: 2,
      category: { id: food.id, name: 'Alimentação', count: 2 },
      payee: null,
      tags: [],
    });
    expect((await as.get('/suggestions', { payee: 'UBER', type: 'DESPESA' })).body.data).toMatchObject({
      basis: 'payee',
      matches: 4,
      category: { id: transport.id, name: 'Transporte', count: 3 },
      tags: [{ name: 'app', count: 2 }],
    });
  });

  it('by a description that starts the same (digits, punctuation, accents and case aside), of the same type', async () => {
    const { as, transport, work } = await personWithHistory();
    const rides = (await as.get('/suggestions', { description: 'uber * trip 9999', type: 'DESPESA' })).body
      .data;
    expect(rides).toEqual({
      basis: 'description',
      matches: 3,
      category: { id: transport.id, name: 'Transporte', count: 3 },
      payee: { id: expect.any(Number), name: 'Uber', count: 3 },
      tags: [{ id: expect.any(Number), name: 'app', count: 2 }],
    });
    // An income gets an income category.
    expect(
      (await as.get('/suggestions', { description: 'Uber trip', type: 'RECEITA' })).body.data,
    ).toMatchObject({
      category: { id: work.id, name: 'Trabalho', count: 1 },
    });
    // A payee with no history falls back to the description.
    expect(
      (await as.get('/suggestions', { payee: 'Nova loja', description: 'UBER TRIP', type: 'DESPESA' })).body
        .data.basis,
    ).toBe('description');
    // Whole words: 'Uber tripadvisor' is not a trip the person made (history has nothing; only the
    // well-known merchants' default speaks).
    expect((await as.get('/suggestions', { description: 'Uber tripadvisor' })).body.data).toMatchObject({
      basis: 'merchant',
      matches: 0,
    });
  });

  it('never from another person, nothing from nothing, and bad input in Portuguese', async () => {
    await personWithHistory();
    const stranger = actingAs(ctx, await createUser(ctx));
    const empty = { basis: null, matches: 0, category: null, payee: null, tags: [] };
    expect(
      (await stranger.get('/suggestions', { payee: 'Uber', description: 'UBER TRIP' })).body.data,
    ).toEqual(empty);
    expect((await stranger.get('/suggestions')).body.data).toEqual(empty);
    const bad = await stranger.get('/suggestions', { type: 'OUTRO' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Tipo inválido: use RECEITA ou DESPESA');
    const long = await stranger.get('/suggestions', { description: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('Texto muito longo');
  });
});
