import { describe, expect, it } from 'vitest';
import { actingAs, createAccount, createCard, createUser, type TestUser } from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
import { setupTestApp } from '../../test/test-app';
import { readClassifier } from '../import/public';
import type { ProviderTransaction } from './provider';
import { writeSyncedLines } from './write-lines';

const ctx = setupTestApp();

interface Listed {
  id: number;
  description: string;
  date: string;
  amount: number;
  type: string;
  status: string;
  origin: string;
  installment_number: number | null;
  installment_count: number | null;
  payee: string | null;
  bank_line: { date: string; text: string | null; external_id: string | null } | null;
}

async function listOf(user: TestUser): Promise<Listed[]> {
  const res = await actingAs(ctx, user).get('/transactions', { limit: 200 });
  expect(res.status).toBe(200);
  return [...(res.body.data.items as Listed[])].reverse();
}

async function balanceOf(user: TestUser, accountId: number): Promise<number> {
  const accounts = (await actingAs(ctx, user).get('/accounts')).body.data as Array<{
    id: number;
    balance: number;
  }>;
  return accounts.find((a) => a.id === accountId)!.balance;
}

let sequence = 0;
/** A bank line as the provider reports it (a debit unless said otherwise), with an id of its own. */
const line = (date: string, description: string, cents: number, more: Partial<ProviderTransaction> = {}) =>
  ({
    id: `tx-${++sequence}`,
    accountId: 'acc-1',
    date,
    amountCents: cents,
    type: 'DESPESA',
    description,
    status: 'posted',
    counterpart: null,
    billId: null,
    installment: null,
    ...more,
  }) satisfies ProviderTransaction;

const NOVEMBER = { from: '2026-11-01', to: '2026-11-24' };
const sync = (
  user: TestUser,
  account: { id: number; type?: string },
  lines: ProviderTransaction[],
  window = NOVEMBER,
) =>
  writeSyncedLines(
    ctx.database,
    { userId: null, way: 'sync' },
    user.id,
    { id: account.id, type: account.type ?? 'checking' },
    window,
    lines,
    () => readClassifier(ctx.database.db, user.id),
  );

describe('the lines a sync brings, written into the ledger', () => {
  it('new lines are written once, as from the bank; the same lines again write nothing', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { opening_balance: 1000 });
    const lines = [
      line(
        '2026-11-03',
        'Transferência enviada pelo Pix - MARIA SOUZA - •••.123.456-•• - NU PAGAMENTOS',
        12000,
      ),
      line('2026-11-04', 'PADARIA IPE', 1590),
      line('2026-11-05', 'SALARIO EMPRESA X', 600000, { type: 'RECEITA' }),
    ];
    const first = await sync(user, account, lines);
    expect(first).toMatchObject({ fetched: 3, inserted: 3, matched: 0, updated: 0, removed: 0 });
    const rows = await listOf(user);
    expect(rows.map((r) => [r.date, r.description, r.amount, r.origin])).toEqual([
      ['2026-11-03', 'Pix enviado', 120, 'sync'],
      ['2026-11-04', 'PADARIA IPE', 15.9, 'sync'],
      ['2026-11-05', 'SALARIO EMPRESA X', 6000, 'sync'],
    ]);
    expect(await balanceOf(user, account.id)).toBe(1000 - 120 - 15.9 + 6000);

    const again = await sync(user, account, lines);
    expect(again).toMatchObject({
      fetched: 3,
      inserted: 0,
      updated: 0,
      removed: 0,
      importIds: [],
      skipped: [],
    });
    expect(await listOf(user)).toHaveLength(3);
  });

  it('a pending line posts later with another amount and date: the same row changes; one the bank drops is removed', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { opening_balance: 500 });
    const hotel = line('2026-11-20', 'HOTEL CENTRAL', 30000, { status: 'pending' });
    const fuel = line('2026-11-21', 'POSTO SHELL', 20000, { status: 'pending' });
    await sync(user, account, [hotel, fuel]);
    expect((await listOf(user)).map((r) => [r.description, r.status])).toEqual([
      ['HOTEL CENTRAL', 'PENDING'],
      ['POSTO SHELL', 'PENDING'],
    ]);
    expect(await balanceOf(user, account.id)).toBe(0);

    // The hotel posts a day later at R$ 287,40; the fuel's pre-authorisation is dropped by the bank.
    const posted = { ...hotel, date: '2026-11-21', amountCents: 28740, status: 'posted' as const };
    const second = await sync(user, account, [posted]);
    expect(second).toMatchObject({ fetched: 1, inserted: 0, updated: 1, removed: 1 });
    const rows = await listOf(user);
    expect(rows.map((r) => [r.date, r.description, r.amount, r.status])).toEqual([
      ['2026-11-21', 'HOTEL CENTRAL', 287.4, 'CLEARED'],
    ]);
    expect(await balanceOf(user, account.id)).toBe(212.6);
  });

  it('after a file import and fixed items, the sync writes no duplicate and pays what is due', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user, { name: 'Itaú' });
    const salary = await as.post('/recurring', {
      account_id: account.id,
      type: 'RECEITA',
      amount: 6000,
      description: 'Salário',
      next_run: '2026-11-05',
    });
    expect(salary.status).toBe(201);
    expect(
      (await as.post('/fixed-expenses/confirm', { id: salary.body.data.id, date: '2026-11-05' })).status,
    ).toBe(200);
    const internet = await as.post('/recurring', {
      account_id: account.id,
      type: 'DESPESA',
      amount: 99.9,
      description: 'Internet',
      next_run: '2026-11-15',
    });
    expect(internet.status).toBe(201);
    // The first days of the month came by a file.
    const file = await uploadStatement(
      ctx,
      user,
      { content: 'Data;Descrição;Valor\n02/11/2026;FARMACIA SAO JOAO;-45,80\n' },
      { defaultAccountId: account.id },
    );
    expect(file.body.data).toMatchObject({ inserted: 1 });

    const result = await sync(user, account, [
      line('2026-11-02', 'FARMACIA SAO JOAO', 4580),
      line('2026-11-05', 'TED RECEBIDA EMPRESA X', 600000, { type: 'RECEITA' }),
      line('2026-11-16', 'VIVO FIBRA', 9990),
      line('2026-11-18', 'MERCADO DIA', 23045),
    ]);
    expect(result).toMatchObject({ fetched: 4, matched: 2 });
    const totals = (await as.get('/transactions', { from: '2026-11-01', to: '2026-11-30' })).body.data.totals;
    expect(totals).toMatchObject({ receitas: 6000, despesas: 45.8 + 99.9 + 230.45, count: 4 });
    const items = (await as.get('/recurring')).body.data as Array<{ id: number; next_run: string }>;
    expect(items.find((i) => i.id === internet.body.data.id)?.next_run).toBe('2026-12-15');
  });

  describe("a card's installments, however the bank reports them", () => {
    const purchase = (k: number, count: number, date: string) =>
      line(date, `LOJA DE MOVEIS ${k}/${count}`, 15000, {
        installment: { number: k, count, purchaseDate: '2026-11-06', totalCents: null, billId: null },
      });

    it('all at once: the first writes the purchase, the later ones listed with it are not written twice', async () => {
      const user = await createUser(ctx);
      const card = await createCard(ctx, user);
      await sync(user, { id: card.id, type: 'credit_card' }, [
        purchase(1, 3, '2026-11-06'),
        purchase(2, 3, '2026-12-06'),
        purchase(3, 3, '2027-01-06'),
      ]);
      const rows = await listOf(user);
      expect(rows.map((r) => [r.installment_number, r.installment_count, r.amount])).toEqual([
        [1, 3, 150],
        [2, 3, 150],
        [3, 3, 150],
      ]);
    });

    it('month by month: next month’s line finds its installment recorded', async () => {
      const user = await createUser(ctx);
      const card = await createCard(ctx, user);
      const account = { id: card.id, type: 'credit_card' };
      await sync(user, account, [purchase(1, 3, '2026-11-06')]);
      const later = await sync(user, account, [purchase(2, 3, '2026-12-06')], {
        from: '2026-11-25',
        to: '2026-12-10',
      });
      expect(later).toMatchObject({ inserted: 0, matched: 1 });
      expect((await listOf(user)).map((r) => r.installment_number)).toEqual([1, 2, 3]);
    });

    it('only the current one: installment 3 of 10 writes 3 to 10', async () => {
      const user = await createUser(ctx);
      const card = await createCard(ctx, user);
      await sync(user, { id: card.id, type: 'credit_card' }, [purchase(3, 10, '2026-11-06')]);
      expect((await listOf(user)).map((r) => r.installment_number)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    });
  });
});
