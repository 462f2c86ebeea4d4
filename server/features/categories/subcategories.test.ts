import { describe, expect, it } from 'vitest';
import { SUBCATEGORY_MESSAGES } from '../../../common/contract/categories';
import { actingAs, createAccount, createCategory, createTransaction, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

describe('subcategories', () => {
  it('a child of the same type is created under a top-level parent and listed with its parentId', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const food = await createCategory(ctx, user, { nome: 'Alimentação' });
    const created = await as.post('/categories', { nome: 'Delivery', tipo: 'despesa', paiId: food.id });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      name: 'Delivery',
      type: 'despesa',
      icon: null,
      color: null,
      parentId: food.id,
    });
    const list = (await as.get('/categories')).body.data as { name: string; parentId: number | null }[];
    expect(list.map((c) => [c.name, c.parentId])).toEqual([
      ['Alimentação', null],
      ['Delivery', food.id],
    ]);
  });

  it('refuses a parent of the other type, a child as parent, another book’s category and itself', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const as = actingAs(ctx, user);
    const food = await createCategory(ctx, user, { nome: 'Alimentação' });
    const salary = await createCategory(ctx, user, { nome: 'Salário', tipo: 'receita' });
    const delivery = await createCategory(ctx, user, { nome: 'Delivery', paiId: food.id });
    const foreign = await createCategory(ctx, other, { nome: 'Casa' });

    const wrongType = await as.post('/categories', { nome: 'Bônus', tipo: 'receita', paiId: food.id });
    expect([wrongType.status, wrongType.body.error.message]).toEqual([409, SUBCATEGORY_MESSAGES.parentType]);
    const twoLevels = await as.post('/categories', { nome: 'Pizza', tipo: 'despesa', paiId: delivery.id });
    expect([twoLevels.status, twoLevels.body.error.message]).toEqual([
      409,
      SUBCATEGORY_MESSAGES.parentIsChild,
    ]);
    const elsewhere = await as.post('/categories', { nome: 'Pizza', tipo: 'despesa', paiId: foreign.id });
    expect([elsewhere.status, elsewhere.body.error.message]).toEqual([
      404,
      SUBCATEGORY_MESSAGES.parentNotFound,
    ]);
    const itself = await as.put('/categories', { id: food.id, nome: 'Alimentação', paiId: food.id });
    expect([itself.status, itself.body.error.message]).toEqual([409, SUBCATEGORY_MESSAGES.ownParent]);
    // A parent with children cannot go under another: that would be two levels.
    const market = await createCategory(ctx, user, { nome: 'Mercado' });
    const parentDown = await as.put('/categories', { id: food.id, nome: 'Alimentação', paiId: market.id });
    expect([parentDown.status, parentDown.body.error.message]).toEqual([
      409,
      SUBCATEGORY_MESSAGES.hasChildren,
    ]);
    const bad = await as.post('/categories', { nome: 'Pizza', tipo: 'despesa', paiId: 'x' });
    expect(bad.status).toBe(400);
    // Nothing was written by the refusals.
    const names = ((await as.get('/categories')).body.data as { name: string }[]).map((c) => c.name);
    expect(names).toEqual(['Alimentação', 'Delivery', 'Mercado', 'Salário']);
    expect(salary.parentId).toBeNull();
  });

  it('moving a child to another parent keeps its rows; null makes it top-level', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    const food = await createCategory(ctx, user, { nome: 'Alimentação' });
    const leisure = await createCategory(ctx, user, { nome: 'Lazer' });
    const delivery = await createCategory(ctx, user, { nome: 'Delivery', paiId: food.id });
    await createTransaction(ctx, user, account.id, { amount: 42.5, categoryId: delivery.id });

    const moved = await as.put('/categories', { id: delivery.id, nome: 'Delivery', paiId: leisure.id });
    expect(moved.status).toBe(200);
    expect(moved.body.data.parentId).toBe(leisure.id);
    const rows = (await as.get('/transactions', { categoryId: delivery.id })).body.data.items;
    expect(rows.map((r: { amount: number; categoriaId: number }) => [r.amount, r.categoriaId])).toEqual([
      [42.5, delivery.id],
    ]);
    // Renaming without paiId keeps the parent.
    const renamed = await as.put('/categories', { id: delivery.id, nome: 'Comida em casa' });
    expect(renamed.body.data).toMatchObject({ name: 'Comida em casa', parentId: leisure.id });
    const top = await as.put('/categories', { id: delivery.id, nome: 'Comida em casa', paiId: null });
    expect(top.body.data.parentId).toBeNull();
  });

  it('deleting a parent with children is refused; once they are gone it is deleted', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const food = await createCategory(ctx, user, { nome: 'Alimentação' });
    const delivery = await createCategory(ctx, user, { nome: 'Delivery', paiId: food.id });
    const refused = await as.delete('/categories', { id: food.id });
    expect([refused.status, refused.body.error.message]).toEqual([
      409,
      SUBCATEGORY_MESSAGES.deleteWithChildren,
    ]);
    expect((await as.delete('/categories', { id: delivery.id })).status).toBe(200);
    expect((await as.delete('/categories', { id: food.id })).status).toBe(200);
    expect((await as.get('/categories')).body.data).toEqual([]);
  });

  it('two moves at once cannot make two levels', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const a = await createCategory(ctx, user, { nome: 'Casa' });
    const b = await createCategory(ctx, user, { nome: 'Contas' });
    const c = await createCategory(ctx, user, { nome: 'Energia' });
    // c under b while b goes under a: one of the two must be refused.
    const [first, second] = await Promise.all([
      as.put('/categories', { id: c.id, nome: 'Energia', paiId: b.id }),
      as.put('/categories', { id: b.id, nome: 'Contas', paiId: a.id }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const list = (await as.get('/categories')).body.data as { id: number; parentId: number | null }[];
    const parents = new Set(list.filter((x) => x.parentId !== null).map((x) => x.parentId));
    for (const x of list) if (parents.has(x.id)) expect(x.parentId).toBeNull();
  });

  it('a name is unique among its siblings, not across the book (issue 74 point 3)', async () => {
    const user = await createUser(ctx, { starterCategories: true });
    const as = actingAs(ctx, user);
    const food = await createCategory(ctx, user, { nome: 'Alimentação' });
    // The starter 'Restaurantes' is top-level: a 'Restaurantes' under Alimentação is another category.
    const typed = await as.post('/categories', { nome: 'Restaurantes', tipo: 'despesa', paiId: food.id });
    expect(typed.status).toBe(201);
    expect(typed.body.data).toMatchObject({ name: 'Restaurantes', parentId: food.id });
    const insurance = await createCategory(ctx, user, { nome: 'Seguros' });
    const car = await createCategory(ctx, user, { nome: 'Automóvel' });
    const carInsurance = await as.post('/categories', {
      nome: 'automóvel',
      tipo: 'despesa',
      paiId: insurance.id,
    });
    expect(carInsurance.status).toBe(201);
    expect(carInsurance.body.data.id).not.toBe(car.id);
    // Two siblings of one name are still refused, created or moved there.
    const twice = await as.post('/categories', { nome: 'RESTAURANTES', tipo: 'despesa', paiId: food.id });
    expect([twice.status, twice.body.error.message]).toEqual([
      409,
      'Já existe uma categoria com este nome e tipo',
    ]);
    const moved = await as.put('/categories', {
      id: carInsurance.body.data.id,
      nome: 'Automóvel',
      paiId: null,
    });
    expect([moved.status, moved.body.error.message]).toEqual([
      409,
      'Já existe uma categoria com este nome e tipo',
    ]);
    const paths = ((await as.get('/categories')).body.data as { name: string; parentId: number | null }[])
      .filter((c) => c.name.toLowerCase() === 'restaurantes' || c.name.toLowerCase() === 'automóvel')
      .map((c) => [c.name, c.parentId]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['Restaurantes', food.id],
        ['Automóvel', null],
        ['automóvel', insurance.id],
      ]),
    );
  });

  it('a child without a declaration code of its own counts as its parent does in the IRPF figures', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    const health = await createCategory(ctx, user, { nome: 'Saúde' });
    const plan = await createCategory(ctx, user, { nome: 'Plano de saúde', paiId: health.id });
    expect((await as.put('/income-tax/categories', { category_id: health.id, code: '10' })).status).toBe(200);
    await createTransaction(ctx, user, account.id, { amount: 300, date: '2025-03-10', categoryId: plan.id });
    await createTransaction(ctx, user, account.id, {
      amount: 120,
      date: '2025-04-10',
      categoryId: health.id,
    });
    const { payments, categories } = (await as.get('/income-tax', { ano: 2025 })).body.data;
    expect(payments.map((g: { code: string; total: number }) => [g.code, g.total])).toEqual([['10', 420]]);
    expect(categories.find((c: { id: number }) => c.id === plan.id).code).toBe('10');
  });
});
