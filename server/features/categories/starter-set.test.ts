import { describe, expect, it } from 'vitest';
import type { Category } from '../../../common/contract/categories';
import { MERCHANT_GROUPS } from '../../../common/merchants-data';
import { restoreBook } from '../../test/book-restore';
import { actingAs, createAccount, createTransaction, createUser, type TestUser } from '../../test/factories';
import { call, setupTestApp } from '../../test/test-app';
import { STARTER_CATEGORIES } from './starter-set';

const ctx = setupTestApp();

/** A person as sign-up makes them: with the starter categories. */
const newPerson = () => createUser(ctx, { starterCategories: true });

const categoriesOf = async (user: TestUser) =>
  (await actingAs(ctx, user).get('/categories')).body.data as Category[];

const byName = (list: Category[], name: string) => list.find((c) => c.name === name) as Category;

const restore = (user: TestUser, payload: string) => restoreBook(ctx, user, payload);

const exportOf = async (user: TestUser) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/export',
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The categories without their ids, in one order whatever the list's. */
const withoutIds = (list: Category[]) =>
  list
    .map(({ name, type, icon, color, parentId }) => ({
      name,
      type,
      icon,
      color,
      parent: list.find((p) => p.id === parentId)?.name ?? null,
    }))
    .sort((a, b) => `${a.name}:${a.type}`.localeCompare(`${b.name}:${b.type}`));

describe('the starter categories', () => {
  it('sign-up gives a new person 26 categories, 7 of them subcategories, with icons and colours, sorted by name', async () => {
    const list = await categoriesOf(await newPerson());
    // A subcategory after '<': under its parent. The database orders by bytes, so 'Água' comes last.
    const parentOf = (c: Category) => list.find((p) => p.id === c.parentId)?.name;
    expect(list.map((c) => [`${c.name}:${c.type}`, parentOf(c)].filter(Boolean).join(' < '))).toEqual([
      'Aluguel:despesa < Moradia',
      'Aplicativos de transporte:despesa < Transporte',
      'Assinaturas:despesa',
      'Compras:despesa',
      'Condomínio:despesa < Moradia',
      'Contas da casa:despesa',
      'Delivery:despesa < Restaurantes',
      'Educação:despesa',
      'Energia:despesa < Contas da casa',
      'Farmácia:despesa',
      'Impostos e taxas:despesa',
      'Lazer:despesa',
      'Mercado:despesa',
      'Moradia:despesa',
      'Outras receitas:receita',
      'Pets:despesa',
      'Presentes:despesa',
      'Rendimentos:receita',
      'Restaurantes:despesa',
      'Roupas:despesa',
      'Salário:receita',
      'Saúde:despesa',
      'Streaming:despesa < Assinaturas',
      'Transporte:despesa',
      'Viagens:despesa',
      'Água e esgoto:despesa < Contas da casa',
    ]);
    expect(byName(list, 'Mercado')).toMatchObject({ icon: 'shopping-cart', color: 'emerald' });
    expect(byName(list, 'Salário')).toMatchObject({ type: 'receita', icon: 'briefcase', color: 'emerald' });
    expect(byName(list, 'Farmácia')).toMatchObject({ icon: 'pill', color: 'red' });
    expect(byName(list, 'Pets')).toMatchObject({ icon: 'paw-print', color: 'amber' });
    expect(byName(list, 'Compras')).toMatchObject({ icon: 'shopping-bag', color: 'indigo' });
    expect(list.every((c) => c.icon !== null && c.color !== null)).toBe(true);
  });

  it('a sign-up with an e-mail already used adds nothing to its owner', async () => {
    const owner = await newPerson();
    const again = await call(ctx.app, 'POST', '/api/v1/auth/register', {
      body: { name: 'Outra Pessoa', email: owner.email, password: 'outrasenha1' },
    });
    expect(again.status).toBe(201);
    expect(await categoriesOf(owner)).toHaveLength(26);
  });

  it('are the person’s own: renamed (keeping icon and colour), deleted, and their names free again', async () => {
    const person = await newPerson();
    const as = actingAs(ctx, person);
    const list = await categoriesOf(person);
    const market = byName(list, 'Mercado');
    const renamed = await as.put('/categories', { id: market.id, nome: 'Supermercado' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toEqual({ ...market, name: 'Supermercado' });
    const taken = await as.put('/categories', { id: market.id, nome: 'moradia' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('Já existe uma categoria com este nome e tipo');

    expect((await as.delete('/categories', { id: byName(list, 'Viagens').id })).status).toBe(200);
    expect((await as.post('/categories', { nome: 'Mercado', tipo: 'despesa' })).status).toBe(201);
    const after = await categoriesOf(person);
    expect(after).toHaveLength(26);
    expect(after.map((c) => c.name)).not.toContain('Viagens');
    expect(byName(after, 'Supermercado')).toMatchObject({ icon: 'shopping-cart', color: 'emerald' });
    expect(byName(after, 'Mercado')).toMatchObject({ icon: null, color: null });
  });
});

describe('the starter set and the merchants', () => {
  it('every merchant group ends with a starter expense category, so a new person gets each suggestion', () => {
    const starters = new Set(STARTER_CATEGORIES.filter((c) => c.type === 'despesa').map((c) => c.name));
    for (const group of MERCHANT_GROUPS) expect(starters).toContain(group.categories.at(-1));
  });
});

describe('restoring into a new person', () => {
  /** A backup of someone who used the starter set: an expense in Mercado, and a category of their own. */
  async function backupOfSomeone(): Promise<string> {
    const someone = await newPerson();
    const as = actingAs(ctx, someone);
    const account = await createAccount(ctx, someone, { name: 'Nubank' });
    const market = byName(await categoriesOf(someone), 'Mercado');
    await createTransaction(ctx, someone, account.id, { categoryId: market.id, amount: 123.45 });
    await as.post('/categories', { nome: 'Aquário', tipo: 'despesa' });
    return exportOf(someone);
  }

  it('replaces the untouched starter set with the backup’s categories, icons and colours included', async () => {
    const backup = await backupOfSomeone();
    const backupCategories = JSON.parse(backup).categories as Category[];
    expect(backupCategories).toHaveLength(27);
    expect(backupCategories.find((c) => c.name === 'Mercado')).toMatchObject({
      icon: 'shopping-cart',
      color: 'emerald',
    });

    const person = await newPerson();
    const res = await restore(person, backup);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ categories: 27, accounts: 1, transactions: 1 });
    const restored = await categoriesOf(person);
    // The backup's 27, once each: the starter 'Mercado' gave way to the backup's.
    expect(withoutIds(restored)).toEqual(withoutIds(backupCategories));
    const november = await actingAs(ctx, person).get('/reports/by-category', {
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(november.body.data).toEqual([expect.objectContaining({ name: 'Mercado', total: 123.45 })]);
  });

  it('still restores when some starter categories were deleted', async () => {
    const backup = await backupOfSomeone();
    const person = await newPerson();
    const list = await categoriesOf(person);
    await actingAs(ctx, person).delete('/categories', { id: byName(list, 'Lazer').id });
    expect((await restore(person, backup)).statusCode).toBe(200);
    expect(await categoriesOf(person)).toHaveLength(27);
  });

  it('refuses (409) once a starter category was renamed or a category of their own added', async () => {
    const backup = await backupOfSomeone();
    const renamer = await newPerson();
    const market = byName(await categoriesOf(renamer), 'Mercado');
    await actingAs(ctx, renamer).put('/categories', { id: market.id, nome: 'Feira' });
    const adder = await newPerson();
    await actingAs(ctx, adder).post('/categories', { nome: 'Aquário', tipo: 'despesa' });
    for (const [person, names] of [
      [renamer, 26],
      [adder, 27],
    ] as const) {
      const res = await restore(person, backup);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/^A restauração só pode ser feita em uma conta vazia/);
      expect(await categoriesOf(person)).toHaveLength(names);
    }
  });
});
