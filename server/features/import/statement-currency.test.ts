import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect';
import { actingAs, createAccount, createCard, createUser, type TestUser } from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

/** An OFX of common/ofx/fixtures (README there: where each comes from). */
const ofxFixture = (name: string) =>
  readFileSync(new URL(`../../../common/ofx/fixtures/${name}`, import.meta.url));

const rowsOf = (user: TestUser) =>
  queryRows<{ amount: number; description: string }>(
    ctx.database.db,
    sql`select amount::int as amount, description from transactions where book_id = ${user.id} order by date, id`,
  );

const importOfx = (user: TestUser, name: string, defaultAccountId: number) =>
  uploadStatement(ctx, user, { content: ofxFixture(name), filename: name }, { defaultAccountId });

describe('an OFX statement in another currency', () => {
  it('in dollars imports into an account in dollars, its lines and balance in dollars', async () => {
    const user = await createUser(ctx);
    const nomad = await createAccount(ctx, user, { name: 'Nomad', currency: 'USD' });
    const res = await importOfx(user, 'ofxparse-checking-usd.ofx', nomad.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: 3, errorCount: 0 });
    expect(await rowsOf(user)).toEqual([
      {
        amount: 1,
        description:
          'DIVIDEND EARNED FOR PERIOD OF 03/01/2011 THROUGH 03/31/2011 ANNUAL PERCENTAGE YIELD EARNED IS 0.05%',
      },
      { amount: 3451, description: 'AUTOMATIC WITHDRAWAL, ELECTRIC BILL WEB(S )' },
      { amount: 2500, description: 'RETURNED CHECK FEE, CHECK # 319 FOR $45.33 ON 04/07/11' },
    ]);
    const accounts = (await actingAs(ctx, user).get('/accounts')).body.data as Array<{ id: number }>;
    // US$ 0,01 − US$ 34,51 − US$ 25,00, in dollars.
    expect(accounts.find((a) => a.id === nomad.id)).toMatchObject({ currency: 'USD', balance: -59.5 });
  });

  it('in dollars into an account in reais is refused before anything is written, naming both', async () => {
    const user = await createUser(ctx);
    const itau = await createAccount(ctx, user, { name: 'Itaú' });
    const res = await importOfx(user, 'ofxparse-checking-usd.ofx', itau.id);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Este extrato está em USD e a conta Itaú está em BRL. Escolha uma conta em USD ou crie uma.',
    );
    expect(await rowsOf(user)).toEqual([]);
  });

  it('in reais into an account in dollars is refused too', async () => {
    const user = await createUser(ctx);
    const nomad = await createAccount(ctx, user, { name: 'Nomad', currency: 'USD' });
    const res = await importOfx(user, 'cartao-compra-exterior.ofx', nomad.id);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Este extrato está em BRL e a conta Nomad está em USD. Escolha uma conta em BRL ou crie uma.',
    );
    expect(await rowsOf(user)).toEqual([]);
  });

  it("a card's bill in reais with purchases abroad imports what the card was charged in reais", async () => {
    const user = await createUser(ctx);
    const card = await createCard(ctx, user, { name: 'Cartão Nubank' });
    const res = await importOfx(user, 'cartao-compra-exterior.ofx', card.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The line in pounds without a rate is left out and named.
    expect(res.body.data).toMatchObject({ inserted: 3, errorCount: 1 });
    expect(res.body.data.errors[0].message).toContain('valor em GBP sem cotação válida');
    expect(await rowsOf(user)).toEqual([
      { amount: 8990, description: 'PADARIA EXEMPLO' },
      { amount: 28753, description: 'AMAZON WEB SERVICES - COMPRA INTERNACIONAL' },
      { amount: 15625, description: 'CAFE DE FLORE PARIS' },
    ]);
  });
});
