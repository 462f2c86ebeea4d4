import { describe, expect, it } from 'vitest';
import { actingAs, createAccount, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

describe('transfers', () => {
  it('writes both legs linked together; balances move, totals do not', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const from = await createAccount(ctx, user, { name: 'Corrente', opening_balance: 1000 });
    const to = await createAccount(ctx, user, { name: 'Poupança', type: 'savings' });
    const res = await as.post('/transfers', {
      date: '2026-11-15',
      amount: 250.5,
      fromAccountId: from.id,
      toAccountId: to.id,
    });
    expect(res.status).toBe(201);
    const { transfer_id, from: out, to: into } = res.body.data;
    expect(out).toMatchObject({
      type: 'DESPESA',
      amount: 250.5,
      contaId: from.id,
      description: 'Transferência',
      transfer_id,
    });
    expect(into).toMatchObject({
      type: 'RECEITA',
      amount: 250.5,
      contaId: to.id,
      description: 'Transferência',
      transfer_id,
    });

    const accounts = (await as.get('/accounts')).body.data as Array<{ name: string; balance: number }>;
    expect(accounts.map((a) => [a.name, a.balance])).toEqual([
      ['Corrente', 749.5],
      ['Poupança', 250.5],
    ]);
    // The list shows the transfer once, as the money leaving Corrente for Poupança.
    const page = (await as.get('/transactions', { from: '2026-11-01', to: '2026-11-30' })).body.data;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      id: out.id,
      type: 'DESPESA',
      amount: 250.5,
      contaId: from.id,
      conta_name: 'Corrente',
      transfer_account_id: to.id,
      transfer_account_name: 'Poupança',
    });
    expect(page.totals).toEqual({ receitas: 0, despesas: 0, count: 0 });
    // One account's list shows its own leg, the other account named.
    const savings = (await as.get('/transactions', { accountId: to.id })).body.data.items;
    expect(savings).toHaveLength(1);
    expect(savings[0]).toMatchObject({
      id: into.id,
      type: 'RECEITA',
      conta_name: 'Poupança',
      transfer_account_id: from.id,
      transfer_account_name: 'Corrente',
    });
  });

  it('editing one leg changes both; deleting one leg deletes the transfer', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const a = await createAccount(ctx, user, { opening_balance: 500 });
    const b = await createAccount(ctx, user);
    const { from, to } = (
      await as.post('/transfers', {
        description: 'Reserva',
        date: '2026-11-15',
        amount: 100,
        fromAccountId: a.id,
        toAccountId: b.id,
      })
    ).body.data;

    const edit = await as.put('/transactions', {
      ...to,
      id: to.id,
      accountId: b.id,
      amount: 120,
      date: '2026-11-16',
      categoryId: 1,
    });
    expect(edit.status).toBe(200);
    const legs = [
      ...(await as.get('/transactions', { accountId: a.id })).body.data.items,
      ...(await as.get('/transactions', { accountId: b.id })).body.data.items,
    ];
    expect(
      legs.map((l: { amount: number; date: string; type: string }) => [l.type, l.amount, l.date]),
    ).toEqual([
      ['DESPESA', 120, '2026-11-16'],
      ['RECEITA', 120, '2026-11-16'],
    ]);
    expect(legs.every((l: { categoriaId: number | null }) => l.categoriaId === null)).toBe(true);

    const sameAccount = await as.put('/transactions', { ...to, id: to.id, accountId: a.id });
    expect(sameAccount.status).toBe(400);

    expect((await as.delete('/transactions', { id: from.id })).body.data.deleted.sort()).toEqual(
      [from.id, to.id].sort(),
    );
    expect((await as.get('/transactions')).body.data.items).toEqual([]);
    const balances = (await as.get('/accounts')).body.data.map((x: { balance: number }) => x.balance);
    expect(balances).toEqual([500, 0]);
  });

  it('validates: different accounts, destination required, positive amount', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const a = await createAccount(ctx, user);
    const same = await as.post('/transfers', {
      date: '2026-11-15',
      amount: 10,
      fromAccountId: a.id,
      toAccountId: a.id,
    });
    expect(same.status).toBe(400);
    expect(same.body.error.message).toBe('A conta de destino deve ser diferente da conta de origem');
    const noDestination = await as.post('/transfers', {
      date: '2026-11-15',
      amount: 10,
      fromAccountId: a.id,
    });
    expect(noDestination.status).toBe(400);
    expect(noDestination.body.error.message).toBe('Selecione a conta de destino');
    const zero = await as.post('/transfers', {
      date: '2026-11-15',
      amount: 0,
      fromAccountId: a.id,
      toAccountId: a.id + 1,
    });
    expect(zero.status).toBe(400);
    expect(zero.body.error.message).toBe('O valor deve ser maior que zero');
  });

  it("a transfer into another user's account answers 404 and writes nothing", async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const mine = await createAccount(ctx, user, { opening_balance: 100 });
    const theirs = await createAccount(ctx, other, { opening_balance: 0 });
    const as = actingAs(ctx, user);
    const res = await as.post('/transfers', {
      date: '2026-11-15',
      amount: 10,
      fromAccountId: mine.id,
      toAccountId: theirs.id,
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Conta não encontrada');
    expect((await as.get('/transactions')).body.data.items).toEqual([]);
    expect((await actingAs(ctx, other).get('/accounts')).body.data[0].balance).toBe(0);
  });
});
