import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect';
import {
  actingAs,
  createAccount,
  createCard,
  createTransaction,
  createUser,
  succeeded,
  type TestUser,
} from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
import { tableCounts } from '../../test/table-counts';
import { setupTestApp } from '../../test/test-app';
import { RECONCILIATIONS_KEPT } from './repository';

const ctx = setupTestApp();

const path = (accountId: number) => `/accounts/${accountId}/reconciliation`;

/** A checking account opened with R$ 1.000,00 and three rows: +500 on 01/10, −45,90 on 05/10, −120 on 20/10. */
async function accountWithRows(user: TestUser) {
  const account = await createAccount(ctx, user, { name: 'Banco', opening_balance: 1000 });
  const salary = await createTransaction(ctx, user, account.id, {
    type: 'RECEITA',
    amount: 500,
    date: '2026-10-01',
    description: 'Salário',
  });
  const bakery = await createTransaction(ctx, user, account.id, {
    amount: 45.9,
    date: '2026-10-05',
    description: 'Padaria',
  });
  const pix = await createTransaction(ctx, user, account.id, {
    amount: 120,
    date: '2026-10-20',
    description: 'PIX',
  });
  return { account, salary, bakery, pix };
}

/** A row as the transactions list shows it. */
async function rowOf(user: TestUser, id: number): Promise<any> {
  const list = await succeeded<{ items: Array<{ id: number }> }>(
    actingAs(ctx, user).get('/transactions', { limit: 200 }),
  );
  return list.items.find((r) => r.id === id);
}

async function statusOf(user: TestUser, id: number): Promise<string> {
  return (await rowOf(user, id)).status;
}

describe('Conferir saldo', () => {
  it("shows Grana's balance on the date, the difference to the bank's and the rows not yet reconciled", async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const { account, bakery, salary } = await accountWithRows(user);

    const read = await succeeded<any>(as.get(path(account.id), { date: '2026-10-10', balance: '1454.11' }));
    expect(read).toEqual({
      date: '2026-10-10',
      bankBalance: 1454.11,
      balance: 1454.1,
      difference: 0.01,
      last: null,
      unreconciled: {
        count: 2,
        total: 454.1,
        rows: [
          { id: bakery.id, date: '2026-10-05', description: 'Padaria', amount: -45.9, status: 'CLEARED' },
          { id: salary.id, date: '2026-10-01', description: 'Salário', amount: 500, status: 'CLEARED' },
        ],
      },
    });

    const withoutBank = await succeeded<any>(as.get(path(account.id), { date: '2026-10-31' }));
    expect(withoutBank).toMatchObject({ bankBalance: null, balance: 1334.1, difference: null });
    expect(withoutBank.unreconciled.count).toBe(3);

    const below = await succeeded<any>(as.get(path(account.id), { date: '2026-10-31', balance: '1300' }));
    expect(below.difference).toBe(-34.1);
  });

  it('confirming equal balances marks the rows Conferida; the next reading shows only the newer rows', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const { account, salary, bakery, pix } = await accountWithRows(user);

    const confirmed = await as.post(path(account.id), { date: '2026-10-10', balance: 1454.1 });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({
      reconciled: 2,
      date: '2026-10-10',
      balance: 1454.1,
      adjustment: null,
      opening: null,
    });
    expect(await statusOf(user, salary.id)).toBe('RECONCILED');
    expect(await statusOf(user, bakery.id)).toBe('RECONCILED');
    expect(await statusOf(user, pix.id)).toBe('CLEARED');

    const later = await createTransaction(ctx, user, account.id, {
      amount: 10,
      date: '2026-10-25',
      description: 'Café',
    });
    const next = await succeeded<any>(as.get(path(account.id), { date: '2026-10-31', balance: 1324.1 }));
    expect(next.last).toEqual({ date: '2026-10-10', balance: 1454.1 });
    expect(next.difference).toBe(0);
    expect(next.unreconciled).toEqual({
      count: 2,
      total: -130,
      rows: [
        { id: later.id, date: '2026-10-25', description: 'Café', amount: -10, status: 'CLEARED' },
        { id: pix.id, date: '2026-10-20', description: 'PIX', amount: -120, status: 'CLEARED' },
      ],
    });

    const again = await succeeded<any>(as.post(path(account.id), { date: '2026-10-31', balance: 1324.1 }));
    expect(again.reconciled).toBe(2);
    const after = await succeeded<any>(as.get(path(account.id), { date: '2026-10-31' }));
    expect(after.unreconciled).toEqual({ count: 0, total: 0, rows: [] });
    expect(after.last).toEqual({ date: '2026-10-31', balance: 1324.1 });
  });

  it('a difference is refused with its amount (409) and nothing is marked', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const { account, salary } = await accountWithRows(user);

    const before = await tableCounts(ctx);
    const refused = await as.post(path(account.id), { date: '2026-10-31', balance: 1346.44 });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'O saldo do banco difere do saldo do Grana em R$ 12,34. Confira os lançamentos ou crie um ajuste.',
    );
    const below = await as.post(path(account.id), { date: '2026-10-31', balance: 1000 });
    expect(below.body.error.message).toBe(
      'O saldo do banco difere do saldo do Grana em R$ 334,10. Confira os lançamentos ou crie um ajuste.',
    );
    expect(await tableCounts(ctx)).toEqual(before);
    expect(await statusOf(user, salary.id)).toBe('CLEARED');
    expect((await succeeded<any>(as.get(path(account.id), { date: '2026-10-31' }))).last).toBeNull();
  });

  it('"adjust" writes the difference as "Ajuste de conferência" on the date, then reconciles', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const { account } = await accountWithRows(user);

    const done = await succeeded<any>(
      as.post(path(account.id), { date: '2026-10-31', balance: 1300, adjust: true }),
    );
    expect(done).toMatchObject({ reconciled: 4, date: '2026-10-31', balance: 1300 });
    expect(done.adjustment.amount).toBe(-34.1);
    const row = await rowOf(user, done.adjustment.id);
    expect(row).toMatchObject({
      description: 'Ajuste de conferência',
      type: 'DESPESA',
      amount: 34.1,
      date: '2026-10-31',
      status: 'RECONCILED',
      categoriaId: null,
    });
    const after = await succeeded<any>(as.get(path(account.id), { date: '2026-10-31', balance: 1300 }));
    expect(after).toMatchObject({ balance: 1300, difference: 0, unreconciled: { count: 0 } });

    const up = await succeeded<any>(
      as.post(path(account.id), { date: '2026-11-01', balance: 1300.5, adjust: true }),
    );
    expect(up.adjustment.amount).toBe(0.5);
    expect((await rowOf(user, up.adjustment.id)).type).toBe('RECEITA');
  });

  it('"opening" puts the difference in the opening balance: no row, the month\'s income and expenses as they were', async () => {
    // The newcomer's case: the bank had money before the first line Grana holds (an import, then the sync).
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const { account } = await accountWithRows(user);
    const october = { from: '2026-10-01', to: '2026-10-31' };
    const monthBefore = await succeeded<any>(as.get('/dashboard/summary', october));
    const before = await tableCounts(ctx);

    const done = await succeeded<any>(
      as.post(path(account.id), { date: '2026-10-31', balance: 6334.1, opening: true }),
    );
    expect(done).toMatchObject({
      reconciled: 3,
      balance: 6334.1,
      adjustment: null,
      opening: { before: 1000, after: 6000 },
    });
    expect(await tableCounts(ctx)).toMatchObject({ transactions: before.transactions });
    const accounts = await succeeded<any[]>(as.get('/accounts'));
    expect(accounts.find((a) => a.id === account.id)).toMatchObject({
      opening_balance: 6000,
      balance: 6334.1,
    });
    const monthAfter = await succeeded<any>(as.get('/dashboard/summary', october));
    expect(monthAfter).toMatchObject({ receitas: monthBefore.receitas, despesas: monthBefore.despesas });
    expect(monthAfter.receitas).toBe(500);
    expect(
      await succeeded<any>(as.get(path(account.id), { date: '2026-10-31', balance: 6334.1 })),
    ).toMatchObject({ difference: 0, last: { date: '2026-10-31', balance: 6334.1 } });
  });

  it('"adjust" and "opening" together are a 400, and an opening balance past the limit is refused, both before any write', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const { account, salary } = await accountWithRows(user);
    const before = await tableCounts(ctx);
    const both = await as.post(path(account.id), {
      date: '2026-10-31',
      balance: 1,
      adjust: true,
      opening: true,
    });
    expect(both.status).toBe(400);
    expect(both.body.error.message).toBe(
      'Escolha uma forma de acertar a diferença: um ajuste (adjust) ou o saldo inicial (opening), não as duas',
    );
    await succeeded(
      as.put('/accounts', {
        id: account.id,
        name: 'Banco',
        type: 'checking',
        opening_balance: -999_999_999_000,
      }),
    );
    const past = await as.post(path(account.id), {
      date: '2026-10-31',
      balance: -999_999_999_999.99,
      opening: true,
    });
    expect(past.status).toBe(400);
    expect(past.body.error.message).toBe(
      'O saldo inicial corrigido passaria do limite de R$ 999.999.999.999,99: confira o saldo digitado',
    );
    expect(await tableCounts(ctx)).toEqual(before);
    expect(await statusOf(user, salary.id)).toBe('CLEARED');
  });

  it("a card's balance is signed as Grana signs it: its debt is negative", async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const card = await createCard(ctx, user);
    await createTransaction(ctx, user, card.id, { amount: 250, date: '2026-10-05' });
    const read = await succeeded<any>(as.get(path(card.id), { date: '2026-10-31', balance: -250 }));
    expect(read).toMatchObject({ balance: -250, difference: 0 });
    expect(
      (await succeeded<any>(as.post(path(card.id), { date: '2026-10-31', balance: -250 }))).reconciled,
    ).toBe(1);
  });

  it("another person's account is absent (404) and nothing of theirs changes", async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const { account, salary } = await accountWithRows(owner);
    const as = actingAs(ctx, other);
    for (const res of [
      await as.get(path(account.id), { date: '2026-10-31' }),
      await as.post(path(account.id), { date: '2026-10-31', balance: 1334.1 }),
      await as.post(path(account.id), { date: '2026-10-31', balance: 0, adjust: true }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Conta não encontrada');
    }
    expect(await statusOf(owner, salary.id)).toBe('CLEARED');
  });

  it('bad input is a 400 in Portuguese before any write', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const { account, salary } = await accountWithRows(user);
    const cases: Array<[Promise<{ status: number; body: any }>, string]> = [
      [as.get(path(account.id), { date: '31/10/2026' }), 'Data inválida'],
      [as.get(path(account.id), {}), 'Informe uma data'],
      [as.get(path(account.id), { date: '2026-10-31', balance: 'muito' }), 'Informe um valor numérico'],
      [as.post(path(account.id), { date: '2026-02-30', balance: 10 }), 'Data inválida'],
      [as.post(path(account.id), { date: '2026-10-31', balance: 10.001 }), 'Use no máximo 2 casas decimais'],
      [as.post(path(account.id), { date: '2026-10-31' }), 'Informe um valor numérico'],
      [
        as.post(path(account.id), { date: '2026-10-31', balance: 1334.1, adjust: 'sim' }),
        'O campo "adjust" deve ser verdadeiro ou falso',
      ],
      [as.get('/accounts/abc/reconciliation', { date: '2026-10-31' }), 'Identificador inválido'],
    ];
    for (const [call, message] of cases) {
      const res = await call;
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
    expect(await statusOf(user, salary.id)).toBe('CLEARED');
  });

  it(`an account keeps its latest ${RECONCILIATIONS_KEPT} confirmations`, async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user, { opening_balance: 10 });
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          ctx.database.db,
          sql`select count(*)::int as n from reconciliations where account_id = ${account.id}`,
        )
      )[0]?.n;
    for (let day = 1; day <= RECONCILIATIONS_KEPT + 2; day++) {
      const date = `2026-${String(Math.ceil(day / 28)).padStart(2, '0')}-${String(((day - 1) % 28) + 1).padStart(2, '0')}`;
      await succeeded(as.post(path(account.id), { date, balance: 10 }));
    }
    expect(await count()).toBe(RECONCILIATIONS_KEPT);
    const last = (await succeeded<any>(as.get(path(account.id), { date: '2026-12-31' }))).last;
    expect(last).toEqual({ date: '2026-02-24', balance: 10 });
  });

  it('deleting an account takes its confirmations with it', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const account = await createAccount(ctx, user, { opening_balance: 10 });
    await succeeded(as.post(path(account.id), { date: '2026-10-31', balance: 10 }));
    const deleted = await as.delete('/accounts', { id: account.id });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const left = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from reconciliations where account_id = ${account.id}`,
    );
    expect(left[0]?.n).toBe(0);
  });

  it("an OFX statement's LEDGERBAL comes back as statementBalance, and confirms the imported account", async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Banco' });
    const content = readFileSync(new URL('../../../common/ofx/fixtures/banco-sgml.ofx', import.meta.url));
    const res = await uploadStatement(
      ctx,
      user,
      { content, filename: 'extrato.ofx' },
      {
        defaultAccountId: account.id,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.statementBalance).toEqual({ date: '2026-10-31', amount: 3124.2 });
    const as = actingAs(ctx, user);
    const read = await succeeded<any>(as.get(path(account.id), { date: '2026-10-31', balance: 3124.2 }));
    expect(read).toMatchObject({ difference: 0, unreconciled: { count: 5 } });

    const csv = await uploadStatement(
      ctx,
      user,
      { content: 'Data;Valor;Descrição\n01/11/2026;-5,00;Café\n' },
      {
        defaultAccountId: account.id,
      },
    );
    expect(csv.status, JSON.stringify(csv.body)).toBe(200);
    expect(csv.body.data.statementBalance).toBeNull();
  });

  it("an Itaú CSV's balance lines: not imported, not errors, and the last one comes back as statementBalance", async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Itaú' });
    const content = readFileSync(new URL('../../../common/csv/fixtures/itau-conta.csv', import.meta.url));
    const res = await uploadStatement(
      ctx,
      user,
      { content, filename: 'extrato.csv' },
      { defaultAccountId: account.id },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: 5, skipped: 0, errorCount: 0 });
    expect(res.body.data.statementBalance).toEqual({ date: '2026-11-17', amount: 4222.65 });
  });
});
