import { describe, expect, it } from 'vitest';
import type { BackupDocument } from '../../../common/contract/export/document';
import { restoreBook } from '../../test/book-restore';
import {
  actingAs,
  createAccount,
  createCategory,
  createTransaction,
  createUser,
  type TestUser,
} from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
import { call, setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

/** A book with Alimentação › Delivery (one expense on the child) and Salário, top-level. */
async function bookWithTree() {
  const user = await createUser(ctx);
  const account = await createAccount(ctx, user, { name: 'Nubank' });
  const food = await createCategory(ctx, user, { nome: 'Alimentação' });
  const delivery = await createCategory(ctx, user, { nome: 'Delivery', paiId: food.id });
  await createCategory(ctx, user, { nome: 'Salário', tipo: 'receita' });
  await createTransaction(ctx, user, account.id, {
    description: 'iFood',
    amount: 58.9,
    categoryId: delivery.id,
  });
  return { user, account, food, delivery };
}

const tree = async (user: TestUser) =>
  (
    (await actingAs(ctx, user).get('/categories')).body.data as Array<{
      id: number;
      name: string;
      parentId: number | null;
    }>
  ).map((c, _, all) => [c.name, all.find((p) => p.id === c.parentId)?.name ?? null]);

describe('subcategories in backups and exports', () => {
  it('a backup carries the tree: restored, the child is under its parent and keeps its rows', async () => {
    const { user } = await bookWithTree();
    const doc = (await call<BackupDocument>(ctx.app, 'GET', '/api/v1/export', { token: user.token }))
      .body as BackupDocument;
    // A child listed before its parent in the file still restores (parents are written first).
    doc.categories.reverse();
    const copy = await createUser(ctx);
    const restored = await restoreBook(ctx, copy, JSON.stringify(doc));
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await tree(copy)).toEqual(await tree(user));
    expect(await tree(copy)).toEqual([
      ['Alimentação', null],
      ['Delivery', 'Alimentação'],
      ['Salário', null],
    ]);
    const rows = (await actingAs(ctx, copy).get('/transactions')).body.data.items;
    expect(rows.map((r: { categoria_name: string; amount: number }) => [r.categoria_name, r.amount])).toEqual(
      [['Delivery', 58.9]],
    );
  });

  it('a name repeated under another parent is restored: names are unique among siblings (issue 74 point 3)', async () => {
    const { user } = await bookWithTree();
    // "Delivery" top-level beside Alimentação › Delivery: two categories the API accepts.
    await createCategory(ctx, user, { nome: 'Delivery' });
    const doc = (await call<BackupDocument>(ctx.app, 'GET', '/api/v1/export', { token: user.token }))
      .body as BackupDocument;
    const copy = await createUser(ctx);
    const restored = await restoreBook(ctx, copy, JSON.stringify(doc));
    expect(restored.statusCode, JSON.stringify(restored.body)).toBe(200);
    expect((await tree(copy)).filter(([name]) => name === 'Delivery')).toEqual([
      ['Delivery', 'Alimentação'],
      ['Delivery', null],
    ]);
  });

  it('a backup whose tree breaks the rules is refused with where, and nothing is written', async () => {
    const { user } = await bookWithTree();
    const doc = (await call<BackupDocument>(ctx.app, 'GET', '/api/v1/export', { token: user.token }))
      .body as BackupDocument;
    const salary = doc.categories.findIndex((c) => c.name === 'Salário');
    const delivery = doc.categories.find((c) => c.name === 'Delivery');
    const food = doc.categories.find((c) => c.name === 'Alimentação');
    if (!delivery || !food) throw new Error('the backup lacks the tree');
    const cases: Array<[(d: BackupDocument) => void, string]> = [
      [
        (d) => {
          (d.categories[salary] as { parentId: number | null }).parentId = food.id;
        },
        `Backup inválido em categories[${salary}].parentId: a categoria pai é de outro tipo.`,
      ],
      [
        (d) => {
          (d.categories.find((c) => c.name === 'Alimentação') as { parentId: number | null }).parentId =
            delivery.id;
        },
        'a categoria pai já é uma subcategoria',
      ],
      [
        (d) => {
          (d.categories.find((c) => c.name === 'Delivery') as { parentId: number | null }).parentId = 987654;
        },
        'a categoria pai não está no arquivo',
      ],
    ];
    const copy = await createUser(ctx);
    for (const [change, message] of cases) {
      const broken = structuredClone(doc);
      change(broken);
      const res = await restoreBook(ctx, copy, JSON.stringify(broken));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect(await tree(copy)).toEqual([]);
  });

  it('the CSV and QIF write a child as Pai:Filho, and Grana’s import finds the child by that path', async () => {
    const { user, account, delivery } = await bookWithTree();
    const get = async (path: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/export/${path}?accountId=${account.id}`,
          headers: { authorization: `Bearer ${user.token}` },
        })
      ).rawPayload.toString('utf8');
    const csv = await get('transactions.csv');
    expect(csv).toContain('Alimentação:Delivery');
    expect(await get('transactions.qif')).toContain('LAlimentação:Delivery');

    // Imported into another account of the same book: the rows land under the child, not without a category.
    const other = await createAccount(ctx, user, { name: 'Inter' });
    const imported = await uploadStatement(
      ctx,
      user,
      { content: 'Data;Descrição;Valor;Categoria\n12/11/2026;Pizza;-45,00;Alimentação : Delivery\n' },
      { defaultAccountId: other.id },
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const rows = (await actingAs(ctx, user).get('/transactions', { accountId: other.id })).body.data.items;
    expect(rows.map((r: { categoriaId: number; amount: number }) => [r.categoriaId, r.amount])).toEqual([
      [delivery.id, 45],
    ]);
  });
});
