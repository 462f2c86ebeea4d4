import { describe, expect, it } from 'vitest';
import { TO_TRANSFER_MESSAGES } from '../../../common/contract/transactions';
import { UNDO_ROWS_GONE_MESSAGE } from '../../../common/contract/undo';
import {
  actingAs,
  createAccount,
  createCard,
  createCategory,
  createUser,
  type TestUser,
} from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
import { setupTestApp } from '../../test/test-app';
import { expectLedgerConsistent } from '../../trust/world';

const ctx = setupTestApp();

/** What a person checks: each account's balance, and the month's Receitas and Despesas. */
async function figures(user: TestUser) {
  const as = actingAs(ctx, user);
  const accounts = (await as.get('/accounts')).body.data as Array<{ name: string; balance: number }>;
  const totals = (await as.get('/transactions', { from: '2026-11-01', to: '2026-11-30' })).body.data.totals;
  return {
    balances: Object.fromEntries(accounts.map((a) => [a.name, a.balance])),
    receitas: totals.receitas,
    despesas: totals.despesas,
  };
}

async function rowsOf(user: TestUser) {
  const items = (await actingAs(ctx, user).get('/transactions', { limit: 50 })).body.data.items as Array<{
    id: number;
    description: string;
    type: string;
    amount: number;
    conta_name: string;
    categoriaId: number | null;
    transfer_id: string | null;
  }>;
  return items.map((t) => [t.conta_name, t.type, t.amount, t.description, t.transfer_id !== null]).sort();
}

describe('Transformar em transferência', () => {
  it("the statement's 'PIX ENVIADO NUBANK' becomes the transfer it was: balances hold, Despesas lose it; Desfazer gives it back", async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const itau = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 1000 });
    await createAccount(ctx, user, { name: 'Nubank' });
    const nubank = (await as.get('/accounts')).body.data.find((a: { name: string }) => a.name === 'Nubank');
    const outros = await createCategory(ctx, user, { nome: 'Outros' });
    const imported = await uploadStatement(
      ctx,
      user,
      { content: 'Data;Descrição;Valor\n04/11/2026;PIX ENVIADO NUBANK;-500,00\n05/11/2026;PADARIA;-20,00\n' },
      { defaultAccountId: itau.id },
    );
    expect(imported.body.data.inserted).toBe(2);
    const pix = (await as.get('/transactions', { q: 'NUBANK' })).body.data.items[0];
    const categorised = await as.put('/transactions', {
      id: pix.id,
      date: pix.date,
      type: 'DESPESA',
      amount: 500,
      accountId: itau.id,
      description: pix.description,
      categoryId: outros.id,
    });
    expect(categorised.status, JSON.stringify(categorised.body)).toBe(200);
    const before = await figures(user);
    expect(before).toEqual({ balances: { Itaú: 480, Nubank: 0 }, receitas: 0, despesas: 520 });
    const rowsBefore = await rowsOf(user);

    const res = await as.post(`/transactions/${pix.id}/transfer`, { accountId: nubank.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.from).toMatchObject({
      id: pix.id,
      contaId: itau.id,
      amount: 500,
      categoriaId: null,
    });
    expect(res.body.data.to).toMatchObject({
      contaId: nubank.id,
      type: 'RECEITA',
      amount: 500,
      date: '2026-11-04',
    });
    expect(res.body.data.to.transfer_id).toBe(res.body.data.transfer_id);
    expect(await figures(user)).toEqual({ balances: { Itaú: 480, Nubank: 500 }, receitas: 0, despesas: 20 });
    await expectLedgerConsistent(ctx, [user]);

    const undone = await as.post('/undo', { token: res.body.data.undo });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await figures(user)).toEqual(before);
    expect(await rowsOf(user)).toEqual(rowsBefore);
    const again = (await as.get('/transactions', { q: 'NUBANK' })).body.data.items[0];
    expect(again).toMatchObject({ id: pix.id, categoriaId: outros.id, transfer_id: null });
    await expectLedgerConsistent(ctx, [user]);
  });

  it('an income becomes money that came from the other account; the leg deleted since: Desfazer says so', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const itau = await createAccount(ctx, user, { name: 'Itaú' });
    const poupanca = await createAccount(ctx, user, {
      name: 'Poupança',
      type: 'savings',
      opening_balance: 300,
    });
    const income = await as.post('/transactions', {
      accountId: itau.id,
      type: 'RECEITA',
      amount: 100,
      date: '2026-11-10',
      description: 'Resgate',
    });
    const res = await as.post(`/transactions/${income.body.data.id}/transfer`, { accountId: poupanca.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.from).toMatchObject({
      contaId: poupanca.id,
      type: 'DESPESA',
      description: 'Resgate',
    });
    expect(await figures(user)).toEqual({ balances: { Itaú: 100, Poupança: 200 }, receitas: 0, despesas: 0 });

    const removed = await as.delete('/transactions', { id: res.body.data.from.id });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const undone = await as.post('/undo', { token: res.body.data.undo });
    expect([undone.status, undone.body.error?.message]).toEqual([409, UNDO_ROWS_GONE_MESSAGE]);
  });

  it('refused, nothing changed: the same account, a transfer, an installment, a split, a fixed item; bad input 400', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const itau = await createAccount(ctx, user, { name: 'Itaú' });
    const other = await createAccount(ctx, user, { name: 'Nubank' });
    const card = await createCard(ctx, user, { name: 'Cartão' });
    const expense = (
      await as.post('/transactions', {
        accountId: itau.id,
        type: 'DESPESA',
        amount: 50,
        date: '2026-11-03',
        description: 'Mercado',
      })
    ).body.data;
    const same = await as.post(`/transactions/${expense.id}/transfer`, { accountId: itau.id });
    expect([same.status, same.body.error.message]).toEqual([400, TO_TRANSFER_MESSAGES.sameAccount]);
    const missing = await as.post(`/transactions/${expense.id}/transfer`, {});
    expect([missing.status, missing.body.error.message]).toEqual([
      400,
      'Selecione a outra conta da transferência',
    ]);

    const transfer = await as.post('/transfers', {
      date: '2026-11-03',
      amount: 10,
      fromAccountId: itau.id,
      toAccountId: other.id,
    });
    const leg = await as.post(`/transactions/${transfer.body.data.from.id}/transfer`, {
      accountId: other.id,
    });
    expect([leg.status, leg.body.error.message]).toEqual([409, TO_TRANSFER_MESSAGES.transfer]);

    const purchase = await as.post('/transactions', {
      accountId: card.id,
      type: 'DESPESA',
      amount: 300,
      date: '2026-11-03',
      description: 'Geladeira',
      installments: 3,
    });
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(201);
    const fromCard = await as.post(`/transactions/${purchase.body.data.id}/transfer`, { accountId: itau.id });
    expect([fromCard.status, fromCard.body.error.message]).toEqual([409, TO_TRANSFER_MESSAGES.installment]);

    const casa = await createCategory(ctx, user, { nome: 'Casa' });
    const split = await as.put('/transactions', {
      id: expense.id,
      date: '2026-11-03',
      type: 'DESPESA',
      amount: 50,
      accountId: itau.id,
      description: 'Mercado',
      splits: [{ amount: 20, categoryId: casa.id }],
    });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    const parts = await as.post(`/transactions/${expense.id}/transfer`, { accountId: other.id });
    expect([parts.status, parts.body.error.message]).toEqual([409, TO_TRANSFER_MESSAGES.split]);

    const item = await as.post('/recurring', {
      account_id: itau.id,
      type: 'DESPESA',
      amount: 80,
      description: 'Internet',
      next_run: '2026-11-05',
    });
    const paid = await as.post('/fixed-expenses/confirm', { id: item.body.data.id, date: '2026-11-05' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const payment = (await as.get('/transactions', { q: 'Internet' })).body.data.items[0];
    const fixed = await as.post(`/transactions/${payment.id}/transfer`, { accountId: other.id });
    expect([fixed.status, fixed.body.error.message]).toEqual([409, TO_TRANSFER_MESSAGES.recurring]);

    expect((await figures(user)).despesas).toBe(50 + 300 / 3 + 80);
    await expectLedgerConsistent(ctx, [user]);
  });

  it("another person's row, or another person's account, behaves as absent", async () => {
    const owner = await createUser(ctx);
    const stranger = await createUser(ctx);
    const mine = await createAccount(ctx, owner, { name: 'Itaú' });
    const theirs = await createAccount(ctx, stranger, { name: 'Deles' });
    const mineToo = await createAccount(ctx, owner, { name: 'Nubank' });
    const row = (
      await actingAs(ctx, owner).post('/transactions', {
        accountId: mine.id,
        type: 'DESPESA',
        amount: 10,
        date: '2026-11-03',
        description: 'Café',
      })
    ).body.data;
    const byStranger = await actingAs(ctx, stranger).post(`/transactions/${row.id}/transfer`, {
      accountId: theirs.id,
    });
    expect(byStranger.status).toBe(404);
    const intoTheirs = await actingAs(ctx, owner).post(`/transactions/${row.id}/transfer`, {
      accountId: theirs.id,
    });
    expect(intoTheirs.status).toBe(404);
    expect((await figures(owner)).balances).toEqual({ Itaú: -10, Nubank: 0 });
    expect(mineToo.id).toBeGreaterThan(0);
  });
});
