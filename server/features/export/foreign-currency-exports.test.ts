import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BackupDocument } from '../../../common/contract/export/document';
import { decodeWindows1252, parseCsvRecords } from '../../../common/csv';
import { readOfx } from '../../../common/ofx/read-ofx';
import { queryRows } from '../../db/connect';
import { restoreBook } from '../../test/book-restore';
import {
  createAccount,
  createCard,
  createTransaction,
  createUser,
  type TestUser,
} from '../../test/factories';
import { call, setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

async function download(user: TestUser, path: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/export/${path}`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** A person with an account in dollars (Nomad: US$ 100,00 opening, a US$ 12,50 expense) and a card in reais. */
async function withDollars() {
  const user = await createUser(ctx);
  const nomad = await createAccount(ctx, user, { name: 'Nomad', currency: 'USD', opening_balance: 100 });
  await createTransaction(ctx, user, nomad.id, {
    amount: 12.5,
    date: '2026-10-05',
    description: 'Starbucks NYC',
    type: 'DESPESA',
  });
  const card = await createCard(ctx, user, { name: 'Cartão Itaú' });
  const purchase = await createTransaction(ctx, user, card.id, {
    amount: 287.53,
    date: '2026-10-08',
    description: 'Amazon Web Services',
    type: 'DESPESA',
  });
  // A purchase abroad as the card's bill states it (the transactions API takes these columns in another change).
  await ctx.database.db.execute(
    sql`update transactions set foreign_amount = 5000, foreign_currency = 'USD' where id = ${purchase.id}`,
  );
  return { user, nomad, card };
}

describe('the exports of an account in another currency', () => {
  it("writes a dollar account's OFX with CURDEF USD, which Grana's reader reads back in dollars", async () => {
    const { user, nomad, card } = await withDollars();
    const ofx = readOfx(decodeWindows1252(await download(user, `transactions.ofx?accountId=${nomad.id}`)));
    expect(ofx.account).toMatchObject({ kind: 'bank', currency: 'USD' });
    expect(ofx.rows.map((r) => [r.description, r.type, r.amountCents])).toEqual([
      ['Starbucks NYC', 'DESPESA', 1250],
    ]);
    expect(ofx.balance?.amountCents).toBe(8750);
    // A card stays in reais.
    const cardOfx = readOfx(decodeWindows1252(await download(user, `transactions.ofx?accountId=${card.id}`)));
    expect(cardOfx.account).toMatchObject({ kind: 'creditCard', currency: 'BRL' });
  });

  it("names each row's currency in the transactions' spreadsheet", async () => {
    const { user } = await withDollars();
    const text = (await download(user, 'transactions.csv')).toString('utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = parseCsvRecords(text, { delimiter: ';' }).rows;
    const at = (name: string) => header?.indexOf(name) ?? -1;
    expect(at('Moeda')).toBeGreaterThan(0);
    expect(rows.map((r) => [r[at('Descrição')], r[at('Valor')], r[at('Conta')], r[at('Moeda')]])).toEqual(
      expect.arrayContaining([
        ['Starbucks NYC', '-12,50', 'Nomad', 'USD'],
        ['Amazon Web Services', '-287,53', 'Cartão Itaú', 'BRL'],
      ]),
    );
  });

  it("keeps the account's currency and a purchase's foreign amount in the backup, and restores the currency", async () => {
    const { user } = await withDollars();
    const backup = await call<BackupDocument>(ctx.app, 'GET', '/api/v1/export', { token: user.token });
    expect(backup.status).toBe(200);
    const doc = backup.body as BackupDocument;
    expect(doc.accounts.map((a) => [a.name, a.currency, a.openingBalance])).toEqual([
      ['Nomad', 'USD', 100],
      ['Cartão Itaú', 'BRL', 0],
    ]);
    expect(doc.transactions.find((t) => t.description === 'Amazon Web Services')).toMatchObject({
      amount: 287.53,
      foreignAmount: 50,
      foreignCurrency: 'USD',
    });

    const copy = await createUser(ctx);
    const restored = await restoreBook(ctx, copy, JSON.stringify(doc));
    expect(restored.statusCode, restored.body).toBe(200);
    const accounts = await queryRows<{ name: string; currency: string; balance: number }>(
      ctx.database.db,
      sql`select a.name, a.currency from accounts a where a.book_id = ${copy.id} order by a.id`,
    );
    expect(accounts).toEqual([
      { name: 'Nomad', currency: 'USD' },
      { name: 'Cartão Itaú', currency: 'BRL' },
    ]);
  });

  it('refuses a backup with a card in dollars, or a foreign amount without its currency', async () => {
    const { user } = await withDollars();
    const doc = (await call<BackupDocument>(ctx.app, 'GET', '/api/v1/export', { token: user.token }))
      .body as BackupDocument;
    const cardInDollars = structuredClone(doc);
    cardInDollars.accounts[1]!.currency = 'USD';
    const copy = await createUser(ctx);
    const refused = await restoreBook(ctx, copy, JSON.stringify(cardInDollars));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Cartões de crédito ficam em reais');
    const halfForeign = structuredClone(doc) as unknown as { transactions: Array<Record<string, unknown>> };
    for (const t of halfForeign.transactions) delete t.foreignCurrency;
    const refusedToo = await restoreBook(ctx, copy, JSON.stringify(halfForeign));
    expect(refusedToo.statusCode).toBe(400);
    expect(refusedToo.body).toContain('Valor e moeda estrangeira vêm juntos');
  });
});
