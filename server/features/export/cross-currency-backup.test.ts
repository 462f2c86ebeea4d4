import { describe, expect, it } from 'vitest';
import type { BackupDocument } from '../../../common/contract/export/document';
import type { Transaction } from '../../../common/contract/transactions';
import { restoreBook } from '../../test/book-restore';
import { actingAs, createAccount, createUser, type TestUser } from '../../test/factories';
import { call, setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

/** What a person checks after a restore: each account with its currency and balance, and every row. */
async function seen(user: TestUser) {
  const as = actingAs(ctx, user);
  const accounts = (await as.get('/accounts')).body.data as Array<{
    name: string;
    currency: string;
    balance: number;
  }>;
  const items = (await as.get('/transactions', { limit: 50 })).body.data.items as Transaction[];
  return {
    accounts: accounts.map((a) => [a.name, a.currency, a.balance]),
    rows: items.map((t) => [
      t.conta_name,
      t.amount,
      t.description,
      t.transfer_amount,
      t.transfer_currency,
      t.transfer_rate,
    ]),
  };
}

describe('a transfer between two currencies in a backup', () => {
  it('restored, Nomad is in dollars again, each leg keeps its amount, the IOF still goes with the transfer', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const itau = await createAccount(ctx, user, { name: 'Itaú', opening_balance: 10000 });
    const nomad = await createAccount(ctx, user, { name: 'Nomad', currency: 'USD' });
    const sent = await as.post('/transfers', {
      date: '2026-11-10',
      amount: 5500,
      destination_amount: 1000,
      iof: 60.5,
      fromAccountId: itau.id,
      toAccountId: nomad.id,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const doc = (await call<BackupDocument>(ctx.app, 'GET', '/api/v1/export', { token: user.token }))
      .body as BackupDocument;
    expect(
      doc.accounts?.map((a) => a.currency),
      JSON.stringify(doc).slice(0, 600),
    ).toEqual(['BRL', 'USD']);

    const copy = await createUser(ctx);
    const restored = await restoreBook(ctx, copy, JSON.stringify(doc));
    expect(restored.statusCode, restored.body).toBe(200);
    const before = await seen(user);
    expect(before.accounts).toEqual([
      ['Itaú', 'BRL', 4439.5],
      ['Nomad', 'USD', 1000],
    ]);
    expect(await seen(copy)).toEqual(before);

    // The restored transfer still takes its IOF when deleted.
    const leg = (await actingAs(ctx, copy).get('/transactions')).body.data.items.find(
      (t: Transaction) => t.transfer_id !== null,
    );
    const removed = await actingAs(ctx, copy).delete('/transactions', { id: leg.id });
    expect(removed.body.data.deleted).toHaveLength(3);
    expect((await seen(copy)).accounts).toEqual([
      ['Itaú', 'BRL', 10000],
      ['Nomad', 'USD', 0],
    ]);
  });
});
