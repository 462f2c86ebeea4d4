import { describe, expect, it } from 'vitest';
import { firstDayOfMonth, lastDayOfMonth, todayIn } from '../../../common/dates';
import { actingAs, createAccount, createTransaction, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

describe('accounts', () => {
  it('creates an account with the defaults and lists it with its balance', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const res = await as.post('/accounts', { name: '  Nubank  ' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Nubank',
      type: 'checking',
      opening_balance: 0,
      balance: 0,
      archived_at: null,
    });

    const list = await as.get('/accounts');
    expect(list.status).toBe(200);
    expect(list.body.data.map((a: { name: string }) => a.name)).toEqual(['Nubank']);
  });

  it('accepts the six account types and refuses others', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    for (const type of ['cash', 'checking', 'savings', 'wallet', 'investment']) {
      expect((await as.post('/accounts', { name: `Conta ${type}`, type })).status).toBe(201);
    }
    const card = { name: 'Cartão', type: 'credit_card', closing_day: 3, due_day: 10, credit_limit: 5000 };
    expect((await as.post('/accounts', card)).status).toBe(201);
    const bad = await as.post('/accounts', { name: 'Outra', type: 'crypto' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Tipo de conta inválido');
  });

  it("a card has its bill's closing and due days, its limit and the account that pays it", async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const checking = (await as.post('/accounts', { name: 'Itaú', type: 'checking' })).body.data;
    const created = await as.post('/accounts', {
      name: 'Nubank',
      type: 'credit_card',
      closing_day: 28,
      due_day: 5,
      credit_limit: 3500.5,
      payment_account_id: checking.id,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      closing_day: 28,
      due_day: 5,
      credit_limit: 3500.5,
      payment_account_id: checking.id,
    });
    expect(
      (await as.get('/accounts')).body.data.find((a: { id: number }) => a.id === checking.id),
    ).toMatchObject({
      closing_day: null,
      due_day: null,
      credit_limit: null,
      payment_account_id: null,
    });

    const edited = await as.put('/accounts', {
      id: created.body.data.id,
      name: 'Nubank',
      type: 'credit_card',
      closing_day: 31,
      due_day: 8,
      credit_limit: 0,
    });
    expect(edited.body.data).toMatchObject({
      closing_day: 31,
      due_day: 8,
      credit_limit: 0,
      payment_account_id: null,
    });

    // Deleting the paying account leaves the card without one rather than pointing nowhere.
    const other = (await as.post('/accounts', { name: 'Caixa', type: 'savings' })).body.data;
    await as.put('/accounts', { ...edited.body.data, payment_account_id: other.id });
    expect((await as.delete('/accounts', { id: other.id })).status).toBe(200);
    const card = (await as.get('/accounts')).body.data.find((a: { name: string }) => a.name === 'Nubank');
    expect(card.payment_account_id).toBeNull();
  });

  it("refuses a card's terms out of range, missing, on another account, or a paying account that cannot pay", async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const base = { name: 'Cartão', type: 'credit_card', closing_day: 3, due_day: 10, credit_limit: 1000 };
    const other = (await as.post('/accounts', { ...base, name: 'Outro cartão' })).body.data;
    const stranger = await createAccount(ctx, await createUser(ctx));
    for (const [body, status, message] of [
      [{ ...base, closing_day: 0 }, 400, 'O dia de fechamento deve ser entre 1 e 31'],
      [{ ...base, closing_day: 32 }, 400, 'O dia de fechamento deve ser entre 1 e 31'],
      [{ ...base, due_day: 2.5 }, 400, 'O dia de vencimento deve ser entre 1 e 31'],
      [{ ...base, closing_day: undefined }, 400, 'Informe o dia de fechamento da fatura'],
      [{ ...base, due_day: null }, 400, 'Informe o dia de vencimento da fatura'],
      [{ ...base, credit_limit: undefined }, 400, 'Informe o limite do cartão'],
      [{ ...base, credit_limit: -1 }, 400, 'O limite não pode ser negativo'],
      [
        { name: 'Conta', type: 'checking', closing_day: 3 },
        400,
        'Dia de fechamento, dia de vencimento, limite e conta de pagamento são só de cartões de crédito',
      ],
      [{ ...base, payment_account_id: other.id }, 400, 'A fatura não pode ser paga por um cartão de crédito'],
      [{ ...base, payment_account_id: stranger.id }, 404, 'Conta não encontrada'],
    ] as const) {
      const res = await as.post('/accounts', body);
      expect([res.status, res.body.error?.message], JSON.stringify(body)).toEqual([status, message]);
    }
    const self = await as.put('/accounts', { ...base, id: other.id, payment_account_id: other.id });
    expect([self.status, self.body.error.message]).toEqual([400, 'Escolha outra conta para pagar a fatura']);
    expect((await as.get('/accounts')).body.data).toHaveLength(1);
  });

  it('validates the name and the opening balance', async () => {
    const as = actingAs(ctx, await createUser(ctx));
    const noName = await as.post('/accounts', { name: '   ' });
    expect(noName.status).toBe(400);
    expect(noName.body.error.message).toBe('Nome é obrigatório');
    const decimals = await as.post('/accounts', { name: 'X', opening_balance: 10.123 });
    expect(decimals.status).toBe(400);
    expect(decimals.body.error.message).toBe('Use no máximo 2 casas decimais');
    const text = await as.post('/accounts', { name: 'X', opening_balance: 'muito' });
    expect(text.status).toBe(400);
    expect(text.body.error.message).toBe('Informe um valor numérico');
  });

  it('refuses a second account with the same name ignoring case', async () => {
    const as = actingAs(ctx, await createUser(ctx));
    await as.post('/accounts', { name: 'Carteira' });
    const dup = await as.post('/accounts', { name: 'CARTEIRA' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('Já existe uma conta com este nome');
  });

  it('balance = opening balance + income - expenses; month movement follows the period', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user, { opening_balance: -150.75 });
    await createTransaction(ctx, user, account.id, { type: 'RECEITA', amount: 1000, date: '2026-11-05' });
    await createTransaction(ctx, user, account.id, { type: 'DESPESA', amount: 200.5, date: '2026-11-06' });
    await createTransaction(ctx, user, account.id, { type: 'DESPESA', amount: 49.5, date: '2026-10-30' });

    const [row] = (await as.get('/accounts', { from: '2026-11-01', to: '2026-11-30' })).body.data;
    expect(row.opening_balance).toBe(-150.75);
    expect(row.balance).toBe(599.25); // -150.75 + 1000 - 200.50 - 49.50
    expect(row.month_movement).toBe(799.5);
    // Whole months read the month totals; other periods read the transactions: both agree.
    const [twoMonths] = (await as.get('/accounts', { from: '2026-10-01', to: '2026-11-30' })).body.data;
    expect(twoMonths.month_movement).toBe(750);
    const [partial] = (await as.get('/accounts', { from: '2026-11-06', to: '2026-11-30' })).body.data;
    expect(partial.month_movement).toBe(-200.5);
    // Without a period, this month's movement (the rows above are of 2026's October and November).
    const today = todayIn();
    const [noPeriod] = (await as.get('/accounts')).body.data;
    const [thisMonth] = (
      await as.get('/accounts', { from: firstDayOfMonth(today), to: lastDayOfMonth(today) })
    ).body.data;
    expect(noPeriod.month_movement).toBe(thisMonth.month_movement);
    await createTransaction(ctx, user, account.id, { type: 'DESPESA', amount: 12.34, date: today });
    const [withToday] = (await as.get('/accounts')).body.data;
    expect(Math.round(withToday.month_movement * 100)).toBe(
      Math.round(thisMonth.month_movement * 100) - 1234,
    );
  });

  it('ten expenses of R$ 0,10 move the balance by exactly R$ 1,00', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { opening_balance: 5.3 });
    for (let i = 0; i < 10; i++) await createTransaction(ctx, user, account.id, { amount: 0.1 });
    const [row] = (await actingAs(ctx, user).get('/accounts')).body.data;
    expect(row.balance).toBe(4.3);
  });

  it('updates name, type and opening balance, and the balance follows', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user, { opening_balance: 100 });
    await createTransaction(ctx, user, account.id, { amount: 30 });
    const res = await as.put('/accounts', {
      id: account.id,
      name: 'Poupança Caixa',
      type: 'savings',
      opening_balance: 250,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Poupança Caixa',
      type: 'savings',
      opening_balance: 250,
      balance: 220,
    });
  });

  it('archives and restores; archived accounts are listed only when asked', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user, { name: 'Antiga' });
    const archived = await as.post('/accounts/archive', { id: account.id });
    expect(archived.status).toBe(200);
    expect(archived.body.data.archived_at).not.toBeNull();
    expect((await as.get('/accounts')).body.data).toHaveLength(0);
    expect((await as.get('/accounts', { includeArchived: 'true' })).body.data).toHaveLength(1);
    const restored = await as.post('/accounts/archive', { id: account.id, archived: false });
    expect(restored.body.data.archived_at).toBeNull();
    expect((await as.get('/accounts')).body.data).toHaveLength(1);
  });

  it('deletes an empty account and refuses one with transactions', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const empty = await createAccount(ctx, user);
    const used = await createAccount(ctx, user);
    await createTransaction(ctx, user, used.id);
    const refused = await as.delete('/accounts', { id: used.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/possui transações e não pode ser excluída/);
    expect((await as.delete('/accounts', { id: empty.id })).status).toBe(200);
    expect((await as.get('/accounts')).body.data.map((a: { id: number }) => a.id)).toEqual([used.id]);
    const again = await as.delete('/accounts', { id: empty.id });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Conta não encontrada');
    const bad = await as.delete('/accounts', { id: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Identificador inválido');
  });

  it("another user's account answers 404 everywhere and stays unchanged", async () => {
    const owner = await createUser(ctx);
    const intruder = actingAs(ctx, await createUser(ctx));
    const account = await createAccount(ctx, owner, { name: 'Minha', opening_balance: 10 });
    expect((await intruder.get('/accounts')).body.data).toEqual([]);
    expect(
      (await intruder.put('/accounts', { id: account.id, name: 'Roubada', opening_balance: 0 })).status,
    ).toBe(404);
    expect((await intruder.post('/accounts/archive', { id: account.id })).status).toBe(404);
    expect((await intruder.delete('/accounts', { id: account.id })).status).toBe(404);
    const [mine] = (await actingAs(ctx, owner).get('/accounts')).body.data;
    expect(mine).toMatchObject({ name: 'Minha', opening_balance: 10, archived_at: null });
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/accounts' });
    expect(res.statusCode).toBe(401);
  });
});
