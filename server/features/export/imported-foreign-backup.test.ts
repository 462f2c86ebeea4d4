import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BackupDocument } from '../../../common/contract/export/document';
import { FOREIGN_MESSAGES } from '../../../common/contract/foreign-money';
import { restoreBook } from '../../test/book-restore';
import { actingAs, createCard, createUser, type TestUser } from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
import { call, setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

/** common/ofx/fixtures/cartao-compra-exterior.ofx: AWS R$ 287,53 (US$ 50,00), a café R$ 156,25 (€ 25,00). */
const CARD_BILL = readFileSync(
  new URL('../../../common/ofx/fixtures/cartao-compra-exterior.ofx', import.meta.url),
);

interface Row {
  id: number;
  description: string;
  amount: number;
  foreign: { amount: number; currency: string; estimated: boolean } | null;
  estimated: boolean;
}

const rowsOf = async (user: TestUser): Promise<Row[]> =>
  (await actingAs(ctx, user).get('/transactions', { limit: 50 })).body.data.items;

const figures = (rows: Row[]) =>
  rows
    .map((r) => [r.description, r.amount, r.foreign && { ...r.foreign }])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

describe("a backup of a card's purchases abroad that came from its bill", () => {
  it('restores the imported rows’ amounts abroad, and a matched estimate that undoing still gives back', async () => {
    await ctx.database.db.execute(
      sql`insert into exchange_rates (currency, date, buy, sell) values ('USD', '2026-10-07', '5.5', '5.5')
          on conflict do nothing`,
    );
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const card = await createCard(ctx, user, { name: 'Cartão Nubank' });
    // AWS typed as US$ 50,00, estimated at R$ 275,00; the bill then says R$ 287,53.
    const typed = await as.post('/transactions', {
      accountId: card.id,
      type: 'DESPESA',
      date: '2026-10-07',
      description: 'AWS',
      foreign: { amount: 50, currency: 'USD' },
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);
    const imported = await uploadStatement(
      ctx,
      user,
      { content: CARD_BILL, filename: 'cartao.ofx' },
      { defaultAccountId: card.id },
    );
    expect(imported.body.data).toMatchObject({ matched: 1, inserted: 2 });
    const before = await rowsOf(user);

    const backup = await call<BackupDocument>(ctx.app, 'GET', '/api/v1/export', { token: user.token });
    expect(backup.status).toBe(200);
    const doc = backup.body as BackupDocument;
    // The undo keeps the estimate in reais, as every amount of the document.
    expect(doc.transactions.find((t) => t.description === 'AWS')?.matchUndo?.figures).toEqual({
      amount: 275,
      foreignAmount: 50,
      foreignCurrency: 'USD',
      foreignEstimated: true,
    });
    const copy = await createUser(ctx);
    const restored = await restoreBook(ctx, copy, JSON.stringify(doc));
    expect(restored.statusCode, restored.body).toBe(200);
    const after = await rowsOf(copy);
    expect(figures(after)).toEqual(figures(before));
    // The IOF Grana worked on the estimate (3,5% of R$ 275,00) is still one: the bill held no IOF line.
    expect(after.find((r) => r.description === 'IOF compra no exterior: AWS')).toMatchObject({
      amount: 9.63,
      foreign: null,
      estimated: true,
    });
    expect(after.find((r) => r.description === 'CAFE DE FLORE PARIS')?.foreign).toMatchObject({
      amount: 25,
      currency: 'EUR',
      estimated: false,
    });

    // In the copy, undoing the match gives the estimate back.
    const aws = after.find((r) => r.description === 'AWS')!;
    expect(aws).toMatchObject({ amount: 287.53, foreign: { amount: 50, estimated: false } });
    const undone = await actingAs(ctx, copy).post(`/transactions/${aws.id}/unmatch`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect((await rowsOf(copy)).find((r) => r.id === aws.id)).toMatchObject({
      amount: 275,
      foreign: { amount: 50, currency: 'USD', estimated: true },
    });
  });
});

describe('a backup whose amounts abroad the database could not keep', () => {
  it('is refused before anything is written, saying which row and why', async () => {
    const user = await createUser(ctx);
    const card = await createCard(ctx, user, { name: 'Cartão Nubank' });
    const imported = await uploadStatement(
      ctx,
      user,
      { content: CARD_BILL, filename: 'cartao.ofx' },
      { defaultAccountId: card.id },
    );
    expect(imported.body.data).toMatchObject({ inserted: 3 });
    const doc = (await call<BackupDocument>(ctx.app, 'GET', '/api/v1/export', { token: user.token }))
      .body as BackupDocument;
    const at = doc.transactions.findIndex((t) => t.foreignCurrency === 'EUR');
    const copy = await createUser(ctx);
    const refusal = async (change: (t: Record<string, unknown>, doc: BackupDocument) => void) => {
      const bad = structuredClone(doc);
      change(bad.transactions[at] as unknown as Record<string, unknown>, bad);
      const res = await restoreBook(ctx, copy, JSON.stringify(bad));
      expect(res.statusCode).toBe(400);
      return JSON.parse(res.body).error.message as string;
    };
    expect(await refusal((t) => Object.assign(t, { foreignCurrency: 'BRL' }))).toBe(
      `Backup inválido em transactions[${at}].foreignCurrency: A moeda estrangeira não pode ser o real: lance o valor em reais.`,
    );
    expect(
      await refusal((_t, bad) => {
        bad.accounts[0]!.type = 'checking';
        bad.accounts[0]!.currency = 'USD';
      }),
    ).toContain('Numa conta em outra moeda, lance o valor na moeda dela.');
    // An estimate with no amount abroad (an IOF line Grana worked) is one of an account in reais only.
    expect(
      await refusal((t, bad) => {
        for (const other of bad.transactions)
          Object.assign(other, { foreignAmount: null, foreignCurrency: null });
        Object.assign(t, { foreignEstimated: true });
        bad.accounts[0]!.type = 'checking';
        bad.accounts[0]!.currency = 'USD';
      }),
    ).toBe(`Backup inválido em transactions[${at}].foreignCurrency: ${FOREIGN_MESSAGES.onlyOnReais}`);
    expect(await rowsOf(copy)).toEqual([]);
  });
});
