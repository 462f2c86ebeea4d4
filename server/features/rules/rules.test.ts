import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect';
import {
  actingAs,
  createAccount,
  createCategory,
  createTransaction,
  createUser,
  succeeded,
  type TestUser,
} from '../../test/factories';
import { setupTestApp } from '../../test/test-app';
import { purgeLedgerWrites, rowsVersion } from '../ledger/public';

const ctx = setupTestApp();

interface Tx {
  id: number;
  description: string;
  categoriaId: number | null;
  categoria_name: string | null;
  payee_name: string | null;
  tags: Array<{ name: string }>;
}

async function person() {
  const user = await createUser(ctx);
  const as = actingAs(ctx, user);
  const account = await createAccount(ctx, user, { name: 'Itaú' });
  const transport = await createCategory(ctx, user, { nome: 'Transporte' });
  const food = await createCategory(ctx, user, { nome: 'Alimentação' });
  const salary = await createCategory(ctx, user, { nome: 'Salário', tipo: 'receita' });
  return { user, as, account, transport, food, salary };
}

const rule = (name: string, conditions: unknown[], actions: Record<string, unknown>) => ({
  name,
  conditions,
  actions,
});
const contains = (value: string) => ({ field: 'description', operator: 'contains', value });

/** A transaction as the list answers it now. */
async function stored(as: ReturnType<typeof actingAs>, id: number): Promise<Tx> {
  const items = (await as.get('/transactions', { limit: 200 })).body.data.items as Tx[];
  const found = items.find((t) => t.id === id);
  if (!found) throw new Error(`transaction ${id} not listed`);
  return found;
}

const buy = (user: TestUser, accountId: number, overrides: Record<string, unknown>) =>
  createTransaction(ctx, user, accountId, overrides) as Promise<Tx>;

describe('rules', () => {
  it('a rule is saved, listed with the names of what it sets, changed, reordered and deleted', async () => {
    const { as, transport, food } = await person();
    const uber = await succeeded<{ id: number }>(
      as.post(
        '/rules',
        rule('Uber', [contains('uber')], {
          category_id: transport.id,
          payee_name: 'Uber',
          tag_names: ['app'],
        }),
      ),
    );
    const ifood = await succeeded<{ id: number }>(
      as.post('/rules', rule('iFood', [contains('ifood')], { category_id: food.id })),
    );
    const list = (await as.get('/rules')).body.data;
    expect(list).toEqual([
      {
        id: uber.id,
        name: 'Uber',
        position: 1,
        conditions: [{ field: 'description', operator: 'contains', value: 'uber' }],
        actions: {
          category_id: transport.id,
          category_name: 'Transporte',
          payee_id: expect.any(Number),
          payee_name: 'Uber',
          tag_ids: [expect.any(Number)],
          tag_names: ['app'],
          description: null,
        },
      },
      expect.objectContaining({ id: ifood.id, name: 'iFood', position: 2 }),
    ]);

    const changed = await as.put('/rules', {
      id: uber.id,
      ...rule('Uber e 99', [contains('uber'), { field: 'type', value: 'DESPESA' }], {
        category_id: transport.id,
        description: 'Corrida',
      }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      name: 'Uber e 99',
      actions: { payee_id: null, tag_names: [], description: 'Corrida' },
    });

    const reordered = await as.put('/rules/order', { ids: [ifood.id, uber.id] });
    expect(reordered.body.data.map((r: { id: number; position: number }) => [r.id, r.position])).toEqual([
      [ifood.id, 1],
      [uber.id, 2],
    ]);

    expect((await as.delete('/rules', { id: uber.id })).status).toBe(200);
    expect((await as.get('/rules')).body.data.map((r: { id: number }) => r.id)).toEqual([ifood.id]);
    expect((await as.delete('/rules', { id: uber.id })).status).toBe(404);
  });

  it('every condition, ignoring accents and case, fills a new transaction typed without a category', async () => {
    const { user, as, account, transport, food, salary } = await person();
    const other = await createAccount(ctx, user, { name: 'Nubank conta' });
    const market = await buy(user, account.id, { description: 'Mercado', payeeName: 'Pão de Açúcar' });
    const payeeId = (await as.get('/payees')).body.data.find(
      (p: { name: string }) => p.name === 'Pão de Açúcar',
    ).id;
    await succeeded(as.post('/rules', rule('Contém', [contains('ÔNIBUS')], { category_id: transport.id })));
    await succeeded(
      as.post(
        '/rules',
        rule('Começa', [{ field: 'description', operator: 'starts_with', value: 'padaria' }], {
          category_id: food.id,
        }),
      ),
    );
    await succeeded(
      as.post(
        '/rules',
        rule('Igual', [{ field: 'description', operator: 'equals', value: 'salario' }], {
          category_id: salary.id,
        }),
      ),
    );
    await succeeded(
      as.post(
        '/rules',
        rule('Favorecido', [{ field: 'payee', payee_id: payeeId }], { tag_names: ['mercado'] }),
      ),
    );
    await succeeded(
      as.post(
        '/rules',
        rule(
          'Valor',
          [
            { field: 'amount', min: 1000, max: 2000 },
            { field: 'account', account_id: other.id },
          ],
          { description: 'Aluguel' },
        ),
      ),
    );
    expect(market.tags).toEqual([]);

    expect((await buy(user, account.id, { description: 'Passagem de onibus' })).categoria_name).toBe(
      'Transporte',
    );
    expect((await buy(user, account.id, { description: 'Padaria Ipê' })).categoria_name).toBe('Alimentação');
    expect((await buy(user, account.id, { description: 'Pão da padaria' })).categoria_name).toBeNull();
    expect((await buy(user, account.id, { description: 'Salário', type: 'RECEITA' })).categoria_name).toBe(
      'Salário',
    );
    expect(
      (await buy(user, account.id, { description: 'Salário novembro', type: 'RECEITA' })).categoria_name,
    ).toBeNull();
    const tagged = await buy(user, account.id, { description: 'Compra', payeeName: 'pão de açúcar' });
    expect(tagged.tags.map((t) => t.name)).toEqual(['mercado']);
    // Amount between 1.000,00 and 2.000,00 (both included) in the other account.
    expect((await buy(user, other.id, { description: 'Pix', amount: 1500 })).description).toBe('Aluguel');
    expect((await buy(user, other.id, { description: 'Pix', amount: 2000 })).description).toBe('Aluguel');
    expect((await buy(user, other.id, { description: 'Pix', amount: 2000.01 })).description).toBe('Pix');
    expect((await buy(user, account.id, { description: 'Pix', amount: 1500 })).description).toBe('Pix');
  });

  it('rules run in order: the first that sets a field wins, tags add up; a category typed by the person stands', async () => {
    const { user, as, account, transport, food } = await person();
    const first = await succeeded<{ id: number }>(
      as.post(
        '/rules',
        rule('Posto', [contains('posto')], { category_id: transport.id, tag_names: ['carro'] }),
      ),
    );
    const second = await succeeded<{ id: number }>(
      as.post(
        '/rules',
        rule('Loja', [contains('loja')], {
          category_id: food.id,
          payee_name: 'Shell',
          tag_names: ['conveniência'],
        }),
      ),
    );
    const both = await buy(user, account.id, { description: 'Loja do posto' });
    expect(both.categoria_name).toBe('Transporte');
    expect(both.payee_name).toBe('Shell');
    expect(both.tags.map((t) => t.name).sort()).toEqual(['carro', 'conveniência']);

    await succeeded(as.put('/rules/order', { ids: [second.id, first.id] }));
    expect((await buy(user, account.id, { description: 'Loja do posto' })).categoria_name).toBe(
      'Alimentação',
    );

    const chosen = await buy(user, account.id, {
      description: 'Loja do posto',
      categoryId: transport.id,
      payeeName: 'BR',
    });
    expect(chosen).toMatchObject({ categoria_name: 'Transporte', payee_name: 'BR', tags: [] });
    // A payee the person typed is kept; the rule still sets the category.
    expect(await buy(user, account.id, { description: 'Loja', payeeName: 'Ipiranga' })).toMatchObject({
      categoria_name: 'Alimentação',
      payee_name: 'Ipiranga',
    });
  });

  it('applying over existing transactions: a preview that writes nothing, then one write, with totals following', async () => {
    const { user, as, account, transport, food } = await person();
    const old1 = await buy(user, account.id, { description: 'UBER *TRIP', amount: 23.5, date: '2026-10-05' });
    const old2 = await buy(user, account.id, { description: 'Uber eats', amount: 40, date: '2026-11-02' });
    const done = await buy(user, account.id, {
      description: 'Uber',
      amount: 12,
      date: '2026-11-03',
      categoryId: food.id,
    });
    await buy(user, account.id, { description: 'Farmácia', amount: 30, date: '2026-11-04' });
    const r = await succeeded<{ id: number }>(
      as.post('/rules', rule('Uber', [contains('uber')], { category_id: transport.id, tag_names: ['app'] })),
    );

    const preview = await as.post('/rules/apply', { preview: true });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ count: 2, applied: false });
    expect(preview.body.data.changes).toEqual([
      {
        id: old2.id,
        date: '2026-11-02',
        amount: 40,
        type: 'DESPESA',
        account_name: 'Itaú',
        before: { description: 'Uber eats', category_name: null, payee_name: null },
        after: {
          description: 'Uber eats',
          category_name: 'Transporte',
          payee_name: null,
          added_tags: ['app'],
        },
      },
      expect.objectContaining({ id: old1.id }),
    ]);
    const untouched = await stored(as, old1.id);
    expect(untouched.categoriaId).toBeNull();

    // A period narrows it; applying writes it.
    const applied = await as.post('/rules/apply', { rule_id: r.id, from: '2026-11-01', to: '2026-11-30' });
    expect(applied.body.data).toMatchObject({ count: 1, applied: true });
    expect((await stored(as, old2.id)).categoria_name).toBe('Transporte');
    expect((await stored(as, old1.id)).categoria_name).toBeNull();
    // The category totals follow: November's 40,00 of Uber is now under Transporte.
    const report = (await as.get('/reports/by-category', { from: '2026-11-01', to: '2026-11-30' })).body.data;
    expect(report).toContainEqual(
      expect.objectContaining({ name: 'Transporte', type: 'despesa', total: 40 }),
    );
    expect(report).toContainEqual(
      expect.objectContaining({ name: 'Sem categoria', type: 'despesa', total: 30 }),
    );

    // Over every transaction, a category already chosen changes too when asked.
    const all = await as.post('/rules/apply', { only_uncategorized: false });
    expect(all.body.data.count).toBe(2);
    expect((await stored(as, done.id)).categoria_name).toBe('Transporte');
    expect((await as.post('/rules/apply', { only_uncategorized: false })).body.data.count).toBe(0);
  });

  it('a preview reads any stored description: accents, emoji, and a control character from an older import', async () => {
    const { user, as, account, transport } = await person();
    const accented = await buy(user, account.id, {
      description: 'ÚBER São Paulo ☕',
      amount: 9,
      date: '2026-10-01',
    });
    const plain = await buy(user, account.id, { description: 'uber trip', amount: 10, date: '2026-10-02' });
    const framed = await buy(user, account.id, { description: 'uber', amount: 11, date: '2026-10-03' });
    await buy(user, account.id, { description: 'Padaria', amount: 12, date: '2026-10-04' });
    // Written before control characters were taken out of imported text: the row that separates descriptions in a
    // read of many rows, which that read cannot frame (the rows are then read one by one).
    await ctx.database.db.execute(
      sql`update transactions set description = ${'uber\u001enoite'} where id = ${framed.id}`,
    );
    await succeeded(as.post('/rules', rule('Uber', [contains('uber')], { category_id: transport.id })));
    const preview = (await as.post('/rules/apply', { preview: true })).body.data;
    expect(preview.count).toBe(3);
    expect(preview.changes.map((c: { id: number }) => c.id)).toEqual([framed.id, plain.id, accented.id]);
    expect(preview.changes[2].before.description).toBe('ÚBER São Paulo ☕');
  });

  it('a preview after another sees every change made between them, however it was made', async () => {
    const { user, as, account, transport, food } = await person();
    const trip = await buy(user, account.id, { description: 'uber trip', amount: 10, date: '2026-10-01' });
    const eats = await buy(user, account.id, { description: 'Uber eats', amount: 20, date: '2026-10-02' });
    await succeeded(as.post('/rules', rule('Uber', [contains('uber')], { category_id: transport.id })));
    // The rows the preview would change, the newest first.
    const ids = async (onlyUncategorized: boolean) =>
      (
        (await as.post('/rules/apply', { preview: true, only_uncategorized: onlyUncategorized })).body.data
          .changes as Array<{ id: number }>
      ).map((c) => c.id);
    expect(await ids(false)).toEqual([eats.id, trip.id]);

    // Typed, with a category of the person's that the rule would change.
    const typed = await buy(user, account.id, {
      description: 'UBER *pending',
      amount: 5,
      date: '2026-10-03',
      categoryId: food.id,
    });
    expect(await ids(false)).toEqual([typed.id, eats.id, trip.id]);
    // Edited: no longer an Uber.
    await succeeded(
      as.put('/transactions', {
        id: trip.id,
        date: '2026-10-01',
        description: 'Táxi',
        type: 'DESPESA',
        amount: 10,
        accountId: account.id,
      }),
    );
    expect(await ids(false)).toEqual([typed.id, eats.id]);
    // Deleted.
    await succeeded(as.delete('/transactions', { id: typed.id }));
    expect(await ids(false)).toEqual([eats.id]);
    // Applied: nothing left to change.
    await succeeded(as.post('/rules/apply', { only_uncategorized: false }));
    expect(await ids(false)).toEqual([]);

    // A category taken off in bulk: the row is without one again.
    const night = await buy(user, account.id, {
      description: 'uber noite',
      amount: 30,
      date: '2026-10-04',
      categoryId: food.id,
    });
    expect(await ids(true)).toEqual([]);
    await succeeded(as.put('/transactions/category', { transactions: [{ id: night.id }], categoryId: null }));
    expect(await ids(true)).toEqual([night.id]);
    // Written by another server on the same database.
    await ctx.database.db.execute(
      sql`update transactions set description = 'padaria' where id = ${night.id}`,
    );
    expect(await ids(true)).toEqual([]);
  });

  it("the rows' version changes with every statement writing a book's rows, whoever writes, and with no other's", async () => {
    const { user, account } = await person();
    const other = await person();
    const { db } = ctx.database;
    const versions = async () => [await rowsVersion(db, user.id), await rowsVersion(db, other.user.id)];
    const [first, others] = await versions();
    await buy(user, account.id, { description: 'Compra 1', amount: 1, date: '2026-10-01' });
    const [typed, othersAfter] = await versions();
    expect(typed).not.toBe(first);
    expect(othersAfter).toBe(others);
    // Rewritten as it was, in SQL by hand: another version all the same.
    await db.execute(sql`update transactions set amount = amount where book_id = ${user.id}`);
    const rewritten = await rowsVersion(db, user.id);
    expect(rewritten).not.toBe(typed);
    // A statement that writes no row leaves it.
    await db.execute(sql`update transactions set amount = amount where book_id = ${user.id} and false`);
    expect(await rowsVersion(db, user.id)).toBe(rewritten);
    await db.execute(sql`delete from transactions where book_id = ${user.id}`);
    expect(await rowsVersion(db, user.id)).not.toBe(rewritten);
  });

  it('the purge deletes the writes behind the versions after a day, and only those', async () => {
    const { user, account } = await person();
    const { db } = ctx.database;
    await buy(user, account.id, { description: 'Compra 1', amount: 1, date: '2026-10-01' });
    const written = async () =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from ledger_writes where book_id = ${user.id}`,
        )
      )[0]?.n;
    const recent = await written();
    expect(recent).toBeGreaterThan(0);
    await db.execute(
      sql`insert into ledger_writes (book_id, written_at)
          values (${user.id}, now() - interval '25 hours'), (${user.id}, now() - interval '23 hours')`,
    );
    expect(await purgeLedgerWrites(db)).toBeGreaterThanOrEqual(1);
    expect(await written()).toBe((recent ?? 0) + 1);
  });

  it('refuses bad input in Portuguese, writes nothing, and answers another person as if nothing existed', async () => {
    const { user, as, account, transport } = await person();
    const stranger = await person();
    const bad = async (
      body: unknown,
      status: number,
      message: string,
      path = '/rules',
      method: 'post' | 'put' = 'post',
    ) => {
      const res = await as[method](path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.error.message).toBe(message);
    };
    const actions = { category_id: transport.id };
    await bad(rule('', [contains('x')], actions), 400, 'Informe um nome para a regra');
    await bad(rule('R', [], actions), 400, 'Informe ao menos uma condição');
    await bad(
      rule('R', [{ field: 'description', operator: 'like', value: 'x' }], actions),
      400,
      'Escolha contém, começa com ou é igual a',
    );
    await bad(rule('R', [contains('  ')], actions), 400, 'Informe o texto da condição');
    // Half an emoji (a lone surrogate) is stored as the replacement character, as in every text column.
    const broken = await as.post('/rules', rule('Meio emoji', [contains('Uber \ud83d')], actions));
    expect(broken.status, JSON.stringify(broken.body)).toBe(201);
    expect(broken.body.data.conditions[0].value).toBe('Uber \ufffd');
    await as.delete('/rules', { id: broken.body.data.id });
    await bad(rule('R', [{ field: 'amount' }], actions), 400, 'Informe o valor mínimo, o máximo ou os dois');
    await bad(
      rule('R', [{ field: 'amount', min: 50, max: 10 }], actions),
      400,
      'O valor mínimo deve ser menor ou igual ao máximo',
    );
    await bad(rule('R', [{ field: 'color', value: 'x' }], actions), 400, 'Condição inválida');
    await bad(
      rule('R', [contains('x')], {}),
      400,
      'Escolha ao menos uma ação: categoria, favorecido, tags ou descrição',
    );
    await bad(
      rule('R', [contains('x')], { category_id: stranger.transport.id }),
      404,
      'Categoria não encontrada',
    );
    await bad(
      rule('R', [{ field: 'account', account_id: stranger.account.id }], actions),
      404,
      'Conta não encontrada',
    );
    expect((await as.get('/rules')).body.data).toEqual([]);

    const mine = await succeeded<{ id: number }>(as.post('/rules', rule('Minha', [contains('x')], actions)));
    const theirs = await succeeded<{ id: number }>(
      stranger.as.post('/rules', rule('Dela', [contains('x')], { category_id: stranger.transport.id })),
    );
    await bad(
      { id: theirs.id, ...rule('R', [contains('x')], actions) },
      404,
      'Regra não encontrada',
      '/rules',
      'put',
    );
    expect((await as.delete('/rules', { id: theirs.id })).status).toBe(404);
    await bad(
      { ids: [mine.id, theirs.id] },
      400,
      'Informe todas as suas regras, cada uma uma vez, na nova ordem',
      '/rules/order',
      'put',
    );
    await bad(
      { ids: [mine.id, mine.id] },
      400,
      'Informe todas as suas regras, cada uma uma vez, na nova ordem',
      '/rules/order',
      'put',
    );
    await bad({ rule_id: theirs.id }, 404, 'Regra não encontrada', '/rules/apply');
    expect((await stranger.as.get('/rules')).body.data.map((r: { name: string }) => r.name)).toEqual([
      'Dela',
    ]);

    // A category a rule sets cannot be deleted from under it.
    const del = await as.delete('/categories', { id: transport.id });
    expect(del.status).toBe(409);
    expect(del.body.error.message).toBe(
      'Esta categoria está vinculada a transações, gastos fixos ou regras e não pode ser excluída',
    );
    // Another person's rules never touch my transactions.
    await buy(user, account.id, { description: 'x' });
    expect((await stranger.as.post('/rules/apply', { preview: true })).body.data.count).toBe(0);
  });
});
