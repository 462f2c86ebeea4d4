import { describe, expect, it } from 'vitest';
import {
  actingAs,
  createAccount,
  createCard,
  createCategory,
  createTransaction,
  createUser,
} from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

async function balanceOf(user: Awaited<ReturnType<typeof createUser>>, accountId: number): Promise<number> {
  const list = (await actingAs(ctx, user).get('/accounts')).body.data as Array<{
    id: number;
    balance: number;
  }>;
  return list.find((a) => a.id === accountId)!.balance;
}

describe('creating transactions', () => {
  it('stores the fields, creates the payee, matches tags ignoring case without duplicates', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user, { name: 'Itaú' });
    const category = await createCategory(ctx, user, { nome: 'Mercado' });
    await as.post('/tags', { name: 'Casa' });
    const res = await as.post('/transactions', {
      amount: 1234.56,
      description: 'Compras do mês',
      date: '2026-11-21',
      type: 'DESPESA',
      accountId: account.id,
      payeeName: 'Pão de Açúcar',
      categoryId: category.id,
      tagNames: ['casa', 'Mensal', 'MENSAL', ' '],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      description: 'Compras do mês',
      date: '2026-11-21',
      amount: 1234.56,
      type: 'DESPESA',
      status: 'CLEARED',
      categoriaId: category.id,
      categoria_name: 'Mercado',
      // A category the person typed has no icon or colour.
      categoria_icon: null,
      categoria_color: null,
      payee_name: 'Pão de Açúcar',
      contaId: account.id,
      conta_name: 'Itaú',
      transfer_id: null,
    });
    expect(res.body.data.tags.map((t: { name: string }) => t.name)).toEqual(['Casa', 'Mensal']);
    expect((await as.get('/tags')).body.data.map((t: { name: string }) => t.name)).toEqual([
      'Casa',
      'Mensal',
    ]);
    expect((await as.get('/payees')).body.data.map((p: { name: string }) => p.name)).toEqual([
      'Pão de Açúcar',
    ]);

    // The same payee typed in another case is reused.
    const again = await as.post('/transactions', {
      amount: 5,
      date: '2026-11-21',
      type: 'DESPESA',
      accountId: account.id,
      payeeName: 'PÃO DE AÇÚCAR',
    });
    expect(again.body.data.payeeId).toBe(res.body.data.payeeId);
    expect((await as.get('/payees')).body.data).toHaveLength(1);
  });

  it('stores split rows and refuses splits that add up to more than the amount', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    const food = await createCategory(ctx, user, { nome: 'Alimentação' });
    const pharmacy = await createCategory(ctx, user, { nome: 'Farmácia' });
    const res = await as.post('/transactions', {
      amount: 100,
      date: '2026-11-02',
      type: 'DESPESA',
      accountId: account.id,
      categoryId: food.id,
      splits: [
        { amount: 30.25, categoryId: pharmacy.id, description: 'Remédios' },
        { amount: 9.75, description: 'Sacolas' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.splits).toEqual([
      expect.objectContaining({
        amount: 30.25,
        categoryId: pharmacy.id,
        categoria_name: 'Farmácia',
        description: 'Remédios',
      }),
      expect.objectContaining({ amount: 9.75, categoryId: null, description: 'Sacolas' }),
    ]);
    const over = await as.post('/transactions', {
      amount: 10,
      date: '2026-11-02',
      type: 'DESPESA',
      accountId: account.id,
      splits: [{ amount: 6 }, { amount: 4.01 }],
    });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toBe('A soma das divisões não pode passar do valor da transação');
    expect((await as.get('/transactions')).body.data.items).toHaveLength(1);
  });

  it.each([
    [{ amount: 0 }, 'O valor deve ser maior que zero'],
    [{ amount: -5 }, 'O valor deve ser maior que zero'],
    [{ amount: 1.999 }, 'Use no máximo 2 casas decimais'],
    [{ amount: 1e12 }, 'O valor deve ser menor que R$ 1 trilhão'],
    [{ amount: undefined }, 'Informe um valor'],
    [{ date: '2026-02-30' }, 'Data inválida'],
    [{ date: '21/11/2026' }, 'Data inválida'],
    [{ type: 'TRANSFER' }, 'Tipo inválido: use RECEITA ou DESPESA'],
    [{ status: 'PAGO' }, 'Status inválido: use CLEARED, PENDING ou RECONCILED'],
    [{ accountId: undefined }, 'Selecione uma conta'],
    [{ accountId: 'abc' }, 'Identificador inválido'],
    [{ description: 'x'.repeat(201) }, 'A descrição deve ter no máximo 200 caracteres'],
  ])('refuses %o with "%s"', async (override, message) => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const res = await actingAs(ctx, user).post('/transactions', {
      amount: 10,
      date: '2026-11-01',
      type: 'DESPESA',
      accountId: account.id,
      ...override,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('accepts the largest amount and keeps it exact', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user);
    const res = await createTransaction(ctx, user, account.id, {
      type: 'RECEITA',
      amount: 999_999_999_999.99,
    });
    expect(res.amount).toBe(999_999_999_999.99);
    expect(await balanceOf(user, account.id)).toBe(999_999_999_999.99);
  });
});

describe('editing and deleting', () => {
  it('PUT changes every field and the balances of both accounts follow', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const a = await createAccount(ctx, user, { opening_balance: 100 });
    const b = await createAccount(ctx, user, { opening_balance: 0 });
    const salary = await createCategory(ctx, user, { nome: 'Salário', tipo: 'receita' });
    const tx = await createTransaction(ctx, user, a.id, { amount: 40, tagNames: ['fixa'] });
    expect(await balanceOf(user, a.id)).toBe(60);

    const res = await as.put('/transactions', {
      id: tx.id,
      date: '2026-10-31',
      description: 'Salário de outubro',
      type: 'RECEITA',
      amount: 2500.1,
      accountId: b.id,
      categoryId: salary.id,
      payeeName: 'Empresa XYZ',
      status: 'RECONCILED',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      date: '2026-10-31',
      description: 'Salário de outubro',
      type: 'RECEITA',
      amount: 2500.1,
      contaId: b.id,
      categoria_name: 'Salário',
      payee_name: 'Empresa XYZ',
      status: 'RECONCILED',
    });
    // Tags stay when tagNames is not sent.
    expect(res.body.data.tags.map((t: { name: string }) => t.name)).toEqual(['fixa']);
    expect(await balanceOf(user, a.id)).toBe(100);
    expect(await balanceOf(user, b.id)).toBe(2500.1);

    const cleared = await as.put('/transactions', {
      ...res.body.data,
      id: tx.id,
      accountId: b.id,
      categoryId: null,
      payeeName: '',
      tagNames: [],
    });
    expect(cleared.body.data).toMatchObject({ categoriaId: null, payeeId: null, tags: [] });
  });

  it('PUT replaces the split parts, and the totals by category follow; absent, the parts stay', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user, { opening_balance: 1000 });
    const market = await createCategory(ctx, user, { nome: 'Mercado' });
    const pharmacy = await createCategory(ctx, user, { nome: 'Farmácia' });
    const home = await createCategory(ctx, user, { nome: 'Casa' });
    const base = {
      date: '2026-11-10',
      type: 'DESPESA',
      accountId: account.id,
      categoryId: market.id,
      description: 'Compras',
    };
    const created = await as.post('/transactions', {
      ...base,
      amount: 200,
      splits: [{ amount: 50, categoryId: pharmacy.id, description: 'Remédios' }],
    });
    const id = created.body.data.id as number;
    // Whole months: the report reads the kept month totals.
    const byCategory = async () =>
      Object.fromEntries(
        (
          (await as.get('/reports/by-category', { from: '2026-11-01', to: '2026-11-30' })).body
            .data as Array<{
            name: string;
            total: number;
          }>
        ).map((r) => [r.name, r.total]),
      );
    expect(await byCategory()).toEqual({ Mercado: 150, Farmácia: 50 });

    // One part changed, one added: Farmácia 30, Casa 45.50, the rest (124.50) stays in Mercado.
    const edited = await as.put('/transactions', {
      ...base,
      id,
      amount: 200,
      splits: [
        { amount: 30, categoryId: pharmacy.id, description: 'Remédios' },
        { amount: 45.5, categoryId: home.id, description: 'Lâmpadas' },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.splits).toEqual([
      expect.objectContaining({ amount: 30, categoria_name: 'Farmácia', description: 'Remédios' }),
      expect.objectContaining({ amount: 45.5, categoria_name: 'Casa', description: 'Lâmpadas' }),
    ]);
    expect(await byCategory()).toEqual({ Mercado: 124.5, Farmácia: 30, Casa: 45.5 });

    // Without `splits` the parts stay, however the rest changes; the amount may not drop below them.
    const kept = await as.put('/transactions', { ...base, id, amount: 180 });
    expect(kept.body.data.splits).toHaveLength(2);
    expect(await byCategory()).toEqual({ Mercado: 104.5, Farmácia: 30, Casa: 45.5 });
    const below = await as.put('/transactions', { ...base, id, amount: 70 });
    expect(below.status).toBe(400);
    expect(below.body.error.message).toBe('A soma das divisões não pode passar do valor da transação');
    const over = await as.put('/transactions', {
      ...base,
      id,
      amount: 100,
      splits: [{ amount: 60 }, { amount: 40.01 }],
    });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toBe('A soma das divisões não pode passar do valor da transação');
    expect(await byCategory()).toEqual({ Mercado: 104.5, Farmácia: 30, Casa: 45.5 });

    // An empty list removes them: everything back in Mercado; the balance never moved with the parts.
    const removed = await as.put('/transactions', { ...base, id, amount: 180, splits: [] });
    expect(removed.body.data.splits).toEqual([]);
    expect(await byCategory()).toEqual({ Mercado: 180 });
    expect(await balanceOf(user, account.id)).toBe(820);
  });

  it("PUT refuses split parts on a transfer, an installment, or with another person's category", async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const a = await createAccount(ctx, user);
    const b = await createAccount(ctx, user);
    const card = await createCard(ctx, user, { payment_account_id: a.id });
    const stranger = await createUser(ctx);
    const theirs = await createCategory(ctx, stranger, { nome: 'Deles' });
    const transfer = await as.post('/transfers', {
      date: '2026-11-02',
      amount: 100,
      fromAccountId: a.id,
      toAccountId: b.id,
    });
    const leg = transfer.body.data.from;
    const onTransfer = await as.put('/transactions', {
      id: leg.id,
      date: leg.date,
      type: 'DESPESA',
      amount: 100,
      accountId: a.id,
      splits: [{ amount: 10 }],
    });
    expect(onTransfer.status).toBe(400);
    expect(onTransfer.body.error.message).toBe('Uma transferência não pode ter divisões');

    const purchase = await as.post('/transactions', {
      date: '2026-11-02',
      amount: 300,
      type: 'DESPESA',
      accountId: card.id,
      installments: 3,
    });
    const onInstallment = await as.put('/transactions', {
      id: purchase.body.data.id,
      date: '2026-11-02',
      type: 'DESPESA',
      amount: 100,
      accountId: card.id,
      splits: [{ amount: 10 }],
    });
    expect(onInstallment.status).toBe(400);
    expect(onInstallment.body.error.message).toBe('Uma compra parcelada não pode ter divisões');

    const plain = await createTransaction(ctx, user, a.id, { amount: 50 });
    const foreign = await as.put('/transactions', {
      id: plain.id,
      date: '2026-11-02',
      type: 'DESPESA',
      amount: 50,
      accountId: a.id,
      splits: [{ amount: 10, categoryId: theirs.id }],
    });
    expect(foreign.status).toBe(404);
    expect(
      (await as.get('/transactions')).body.data.items.find((t: { id: number }) => t.id === plain.id),
    ).toMatchObject({ splits: [] });
  });

  it('DELETE removes the transaction and restores the balance', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const a = await createAccount(ctx, user, { opening_balance: 10 });
    const tx = await createTransaction(ctx, user, a.id, { amount: 3.33 });
    expect(await balanceOf(user, a.id)).toBe(6.67);
    expect((await as.delete('/transactions', { id: tx.id })).status).toBe(200);
    expect(await balanceOf(user, a.id)).toBe(10);
    const again = await as.delete('/transactions', { id: tx.id });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Transação não encontrada');
  });
});

describe('the list', () => {
  it('pages of 30, newest first, without overlap: 35 items give 30 then 5', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    for (let i = 1; i <= 35; i++) {
      // Several per day, so the order inside a day must be stable too.
      await createTransaction(ctx, user, account.id, {
        description: `T${i}`,
        date: `2026-11-${String(Math.ceil(i / 4)).padStart(2, '0')}`,
      });
    }
    const period = { from: '2026-11-01', to: '2026-11-30' };
    const first = (await as.get('/transactions', { ...period, page: 1, limit: 30 })).body.data;
    const second = (await as.get('/transactions', { ...period, page: 2, limit: 30 })).body.data;
    expect(first.items).toHaveLength(30);
    expect(first.hasMore).toBe(true);
    expect(second.items).toHaveLength(5);
    expect(second.hasMore).toBe(false);
    const ids = [...first.items, ...second.items].map((t: { id: number }) => t.id);
    expect(new Set(ids).size).toBe(35);
    expect(first.items[0].description).toBe('T35');
    expect(second.items.at(-1).description).toBe('T1');
    const dates = [...first.items, ...second.items].map((t: { date: string }) => t.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.totals).toEqual({ receitas: 0, despesas: 350, count: 35 });
    expect(second.totals).toBeNull();
    const allTime = (await as.get('/transactions')).body.data;
    expect(allTime.limit).toBe(30);
    expect(allTime.totals).toBeNull();
  });

  it('filters by period, account, type, category (split parts included) and text', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const a = await createAccount(ctx, user);
    const b = await createAccount(ctx, user);
    const food = await createCategory(ctx, user, { nome: 'Comida' });
    const health = await createCategory(ctx, user, { nome: 'Saúde' });
    await createTransaction(ctx, user, a.id, {
      description: 'Açaí na praia',
      date: '2026-11-03',
      categoryId: food.id,
      amount: 25,
    });
    await createTransaction(ctx, user, a.id, {
      description: 'Salário',
      date: '2026-11-05',
      type: 'RECEITA',
      amount: 3000,
    });
    await createTransaction(ctx, user, b.id, {
      description: 'Farmácia',
      date: '2026-10-28',
      categoryId: health.id,
      amount: 80,
    });
    await createTransaction(ctx, user, b.id, {
      description: 'Supermercado',
      date: '2026-11-10',
      categoryId: food.id,
      amount: 200,
      payeeName: 'São João Distribuidora',
      splits: [{ amount: 50, categoryId: health.id }],
    });
    await as.post('/transfers', { date: '2026-11-06', amount: 100, fromAccountId: a.id, toAccountId: b.id });

    const descriptions = async (query: Record<string, unknown>) =>
      (await as.get('/transactions', query)).body.data.items.map(
        (t: { description: string }) => t.description,
      );

    // A transfer is one row: its outgoing leg, unless the list is one account's.
    expect(await descriptions({ from: '2026-11-01', to: '2026-11-30' })).toEqual([
      'Supermercado',
      'Transferência',
      'Salário',
      'Açaí na praia',
    ]);
    expect(await descriptions({ accountId: b.id })).toEqual(['Supermercado', 'Transferência', 'Farmácia']);
    expect(await descriptions({ accountId: a.id })).toEqual(['Transferência', 'Salário', 'Açaí na praia']);
    expect(await descriptions({ q: 'transfer' })).toEqual(['Transferência']);
    expect(await descriptions({ type: 'receita' })).toEqual(['Salário']);
    expect(await descriptions({ type: 'DESPESA' })).toEqual(['Supermercado', 'Açaí na praia', 'Farmácia']);
    expect(await descriptions({ categoryId: health.id })).toEqual(['Supermercado', 'Farmácia']);
    expect(await descriptions({ q: 'ACAI' })).toEqual(['Açaí na praia']);
    expect(await descriptions({ q: 'sao joao' })).toEqual(['Supermercado']);
    expect(await descriptions({ q: '100%' })).toEqual([]);
    expect(await descriptions({ q: 'a', accountId: a.id, type: 'despesa' })).toEqual(['Açaí na praia']);

    const november = (await as.get('/transactions', { from: '2026-11-01', to: '2026-11-30' })).body.data
      .totals;
    // Transfers are neither income nor expense.
    expect(november).toEqual({ receitas: 3000, despesas: 225, count: 3 });
  });

  it('totals of whole months (kept per month) agree with totals of any other period, after edits too', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const a = await createAccount(ctx, user);
    const b = await createAccount(ctx, user);
    await createTransaction(ctx, user, a.id, { date: '2026-09-30', amount: 7 }); // outside every period
    await createTransaction(ctx, user, a.id, { date: '2026-10-01', amount: 10 });
    await createTransaction(ctx, user, a.id, { date: '2026-10-31', amount: 20.05, type: 'RECEITA' });
    const moving = await createTransaction(ctx, user, b.id, { date: '2026-11-15', amount: 30 });
    await createTransaction(ctx, user, b.id, { date: '2026-11-30', amount: 1000, type: 'RECEITA' });
    await as.post('/transfers', { date: '2026-11-02', amount: 500, fromAccountId: a.id, toAccountId: b.id });
    await createTransaction(ctx, user, b.id, { date: '2026-12-01', amount: 9 }); // outside every period

    const totals = async (query: Record<string, unknown>) =>
      (await as.get('/transactions', { ...query, page: 1 })).body.data.totals;
    // Whole months come from the month totals; a period starting or ending mid-month is summed from the rows.
    const wholeMonths = { from: '2026-10-01', to: '2026-11-30' };
    expect(await totals(wholeMonths)).toEqual({ receitas: 1020.05, despesas: 40, count: 4 });
    expect(await totals({ from: '2026-09-30', to: '2026-11-30' })).toEqual({
      receitas: 1020.05,
      despesas: 47,
      count: 5,
    });
    expect(await totals({ ...wholeMonths, accountId: b.id })).toEqual({
      receitas: 1000,
      despesas: 30,
      count: 2,
    });
    expect(await totals({ ...wholeMonths, type: 'receita' })).toEqual({
      receitas: 1020.05,
      despesas: 0,
      count: 2,
    });
    expect(await totals({ ...wholeMonths, type: 'despesa', accountId: a.id })).toEqual({
      receitas: 0,
      despesas: 10,
      count: 1,
    });
    expect(await totals({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      receitas: 1000,
      despesas: 30,
      count: 2,
    });

    // Moved to December and made income: November's kept totals follow.
    await as.put('/transactions', {
      id: moving.id,
      date: '2026-12-05',
      type: 'RECEITA',
      amount: 30,
      accountId: b.id,
      description: 'Movida',
    });
    expect(await totals({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      receitas: 1000,
      despesas: 0,
      count: 1,
    });
    expect(await totals({ from: '2026-12-01', to: '2026-12-31' })).toEqual({
      receitas: 30,
      despesas: 9,
      count: 2,
    });
    expect(await totals({ from: '2026-12-01', to: '2026-12-30' })).toEqual({
      receitas: 30,
      despesas: 9,
      count: 2,
    });
  });

  it('a transfer takes one place in a page, named by both accounts, and the page after it goes on from there', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const itau = await createAccount(ctx, user, { name: 'Itaú' });
    const poupanca = await createAccount(ctx, user, { name: 'Poupança', type: 'savings' });
    await createTransaction(ctx, user, itau.id, { description: 'Padaria', date: '2026-11-01', amount: 12 });
    const { from: out } = (
      await as.post('/transfers', {
        date: '2026-11-02',
        amount: 500,
        fromAccountId: itau.id,
        toAccountId: poupanca.id,
      })
    ).body.data;
    await createTransaction(ctx, user, poupanca.id, {
      description: 'Rendimento',
      date: '2026-11-03',
      amount: 4,
      type: 'RECEITA',
    });

    const page = async (n: number) =>
      (await as.get('/transactions', { from: '2026-11-01', to: '2026-11-30', limit: 2, page: n })).body.data;
    const first = await page(1);
    expect(first.items.map((t: { description: string }) => t.description)).toEqual([
      'Rendimento',
      'Transferência',
    ]);
    expect(first.items[1]).toMatchObject({
      id: out.id,
      conta_name: 'Itaú',
      transfer_account_id: poupanca.id,
      transfer_account_name: 'Poupança',
    });
    expect(first.items[0]).toMatchObject({ transfer_account_id: null, transfer_account_name: null });
    expect(first.hasMore).toBe(true);
    expect(first.totals).toEqual({ receitas: 4, despesas: 12, count: 2 });
    const second = await page(2);
    expect(second.items.map((t: { description: string }) => t.description)).toEqual(['Padaria']);
    expect(second.hasMore).toBe(false);
  });

  it('refuses bad filters with 400', async () => {
    const as = actingAs(ctx, await createUser(ctx));
    expect((await as.get('/transactions', { from: '2026-13-01' })).status).toBe(400);
    expect((await as.get('/transactions', { page: 0 })).status).toBe(400);
    expect((await as.get('/transactions', { limit: 1000 })).status).toBe(400);
    const type = await as.get('/transactions', { type: 'transfer' });
    expect(type.status).toBe(400);
    expect(type.body.error.message).toBe('Tipo inválido: use receita ou despesa');
  });
});

describe('isolation', () => {
  it("another user's ids answer 404 on every transaction call and change nothing", async () => {
    const owner = await createUser(ctx);
    const intruderUser = await createUser(ctx);
    const intruder = actingAs(ctx, intruderUser);
    const ownerAccount = await createAccount(ctx, owner, { opening_balance: 50 });
    const tx = await createTransaction(ctx, owner, ownerAccount.id, { amount: 20, description: 'Privada' });
    const intruderAccount = await createAccount(ctx, intruderUser);

    expect((await intruder.get('/transactions')).body.data.items).toEqual([]);
    expect((await intruder.get('/transactions', { accountId: ownerAccount.id })).body.data.items).toEqual([]);
    const put = await intruder.put('/transactions', {
      id: tx.id,
      date: '2026-11-01',
      type: 'RECEITA',
      amount: 1,
      accountId: intruderAccount.id,
    });
    expect(put.status).toBe(404);
    expect((await intruder.delete('/transactions', { id: tx.id })).status).toBe(404);
    const intoForeignAccount = await intruder.post('/transactions', {
      amount: 1,
      date: '2026-11-01',
      type: 'RECEITA',
      accountId: ownerAccount.id,
    });
    expect(intoForeignAccount.status).toBe(404);
    expect(intoForeignAccount.body.error.message).toBe('Conta não encontrada');
    const ownTxIntoForeign = await createTransaction(ctx, intruderUser, intruderAccount.id);
    const move = await intruder.put('/transactions', {
      id: ownTxIntoForeign.id,
      date: '2026-11-01',
      type: 'DESPESA',
      amount: 1,
      accountId: ownerAccount.id,
    });
    expect(move.status).toBe(404);

    const mine = (await actingAs(ctx, owner).get('/transactions')).body.data.items;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ description: 'Privada', amount: 20, contaId: ownerAccount.id });
    expect(await balanceOf(owner, ownerAccount.id)).toBe(30);
  });
});

describe('a category icon and colour on the rows', () => {
  it('comes with each row of a starter category, in the list and in the answer to a create', async () => {
    const user = await createUser(ctx, { starterCategories: true });
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user);
    const categories = (await as.get('/categories')).body.data as Array<{ id: number; name: string }>;
    const mercado = categories.find((c) => c.name === 'Mercado')!;
    const created = await as.post('/transactions', {
      amount: 80,
      date: '2026-11-21',
      type: 'DESPESA',
      accountId: account.id,
      categoryId: mercado.id,
    });
    expect(created.body.data).toMatchObject({
      categoria_name: 'Mercado',
      categoria_icon: 'shopping-cart',
      categoria_color: 'emerald',
    });
    await as.post('/transactions', { amount: 5, date: '2026-11-22', type: 'DESPESA', accountId: account.id });
    const list = (await as.get('/transactions?from=2026-11-01&to=2026-11-30')).body.data.items;
    expect(
      list.map((t: { categoria_icon: string | null; categoria_color: string | null }) => [
        t.categoria_icon,
        t.categoria_color,
      ]),
    ).toEqual([
      [null, null],
      ['shopping-cart', 'emerald'],
    ]);
  });
});
