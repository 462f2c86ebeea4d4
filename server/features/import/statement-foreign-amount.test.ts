import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actingAs, createAccount, createCard, createUser, type TestUser } from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
import { setupTestApp } from '../../test/test-app';
import { expectLedgerConsistent } from '../../trust/world';

const ctx = setupTestApp();

/**
 * A card's bill in reais with purchases abroad: common/ofx/fixtures/cartao-compra-exterior.ofx (its README: invented
 * after OFX 1.02 section 5.2, no public bank file with ORIGCURRENCY having been found). AMAZON WEB SERVICES on
 * 08/10/2026 is R$ 287,53 with an ORIGCURRENCY at 5,7506 reais per dollar (US$ 50,00); CAFE DE FLORE PARIS on 12/10 is
 * € 25,00 in a CURRENCY at 6,25 (R$ 156,25); PADARIA EXEMPLO on 03/10 is in reais.
 */
const CARD_BILL = readFileSync(
  new URL('../../../common/ofx/fixtures/cartao-compra-exterior.ofx', import.meta.url),
);

const importBill = (user: TestUser, cardId: number) =>
  uploadStatement(
    ctx,
    user,
    { content: CARD_BILL, filename: 'cartao-compra-exterior.ofx' },
    { defaultAccountId: cardId },
  );

interface Row {
  id: number;
  description: string;
  amount: number;
  foreign: { amount: number; currency: string; estimated: boolean; rate: string } | null;
}

const rowsOf = async (user: TestUser): Promise<Row[]> =>
  (await actingAs(ctx, user).get('/transactions', { limit: 50 })).body.data.items;

const balanceOf = async (user: TestUser, accountId: number): Promise<number> =>
  ((await actingAs(ctx, user).get('/accounts')).body.data as Array<{ id: number; balance: number }>).find(
    (a) => a.id === accountId,
  )?.balance ?? Number.NaN;

async function ptaxSell(currency: string, date: string, sell: string) {
  await ctx.database.db.execute(
    sql`insert into exchange_rates (currency, date, buy, sell) values (${currency}, ${date}, ${sell}, ${sell})
        on conflict do nothing`,
  );
}

const byText = (rows: Row[], text: string) => rows.find((r) => r.description === text);

describe("a card's OFX with purchases abroad", () => {
  it('writes each one in reais with its amount abroad, the bank’s and not an estimate', async () => {
    const user = await createUser(ctx);
    const card = await createCard(ctx, user, { name: 'Cartão Nubank' });
    const res = await importBill(user, card.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: 3, errorCount: 1 });
    const rows = await rowsOf(user);
    expect(byText(rows, 'AMAZON WEB SERVICES - COMPRA INTERNACIONAL')).toMatchObject({
      amount: 287.53,
      foreign: { amount: 50, currency: 'USD', estimated: false, rate: '5.7506' },
    });
    expect(byText(rows, 'CAFE DE FLORE PARIS')).toMatchObject({
      amount: 156.25,
      foreign: { amount: 25, currency: 'EUR', estimated: false, rate: '6.25' },
    });
    expect(byText(rows, 'PADARIA EXEMPLO')).toMatchObject({ amount: 89.9, foreign: null });
    // The card's bill shows them as the list does.
    const bill = (await actingAs(ctx, user).get('/cards/bills', { account_id: card.id, month: '2026-11' }))
      .body.data;
    const item = bill.items.find((i: Row) => i.description === 'CAFE DE FLORE PARIS');
    expect(item?.foreign).toMatchObject({ amount: 25, currency: 'EUR', estimated: false });
  });

  it('keeps no amount abroad on an account in another currency (a line in euros of a statement in dollars)', async () => {
    const user = await createUser(ctx);
    const nomad = await createAccount(ctx, user, { name: 'Nomad', currency: 'USD' });
    const ofx = `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>9988<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261010<TRNAMT>-27.50<FITID>N-1<NAME>CAFE ROMA<ORIGCURRENCY><CURRATE>1.1000<CURSYM>EUR</ORIGCURRENCY></STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const res = await uploadStatement(
      ctx,
      user,
      { content: ofx, filename: 'nomad.ofx' },
      { defaultAccountId: nomad.id },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: 1 });
    // US$ 27,50 in the account's own dollars; the euros would need a rate to reais the row does not have.
    expect(await rowsOf(user)).toMatchObject([{ description: 'CAFE ROMA', amount: 27.5, foreign: null }]);
  });
});

describe('a typed purchase abroad, then the bill that charged it', () => {
  /** AWS typed on 07/10/2026 as US$ 50,00, estimated at that day's PTAX sell of 5,50: R$ 275,00. */
  async function typedEstimate(dollars = 50) {
    await ptaxSell('USD', '2026-10-07', '5.5000');
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const card = await createCard(ctx, user, { name: 'Cartão Nubank' });
    const typed = await as.post('/transactions', {
      accountId: card.id,
      type: 'DESPESA',
      date: '2026-10-07',
      description: 'AWS',
      foreign: { amount: dollars, currency: 'USD' },
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);
    expect(typed.body.data).toMatchObject({ amount: dollars * 5.5, foreign: { estimated: true } });
    return { user, as, card, id: typed.body.data.id as number };
  }

  it("ends the estimate: the typed row takes the bill's reais and dollars", async () => {
    const { user, card, id } = await typedEstimate();
    const res = await importBill(user, card.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // AWS is the typed row; the bakery and the café are new.
    expect(res.body.data).toMatchObject({ matched: 1, inserted: 2 });
    const rows = await rowsOf(user);
    expect(rows.filter((r) => r.description.startsWith('AMAZON'))).toEqual([]);
    expect(rows.find((r) => r.id === id)).toMatchObject({
      description: 'AWS',
      amount: 287.53,
      foreign: { amount: 50, currency: 'USD', estimated: false, rate: '5.7506' },
    });
    // The bill of November counts the bill's R$ 287,53, not the estimate.
    const bill = (await actingAs(ctx, user).get('/cards/bills', { account_id: card.id, month: '2026-11' }))
      .body.data;
    expect(bill.items.find((i: Row) => i.id === id)?.amount).toBe(287.53);
    // The card's month totals moved with the reais.
    await expectLedgerConsistent(ctx, [user]);
    // The same bill imported again finds its line in the typed row.
    expect((await importBill(user, card.id)).body.data).toMatchObject({ inserted: 0, duplicates: 3 });
  });

  it("the preview marks the bill's line as the typed purchase when it sends the amount abroad", async () => {
    const { as, card, id } = await typedEstimate();
    const line = { date: '2026-10-08', description: 'AMAZON WEB SERVICES', type: 'DESPESA', amount: 287.53 };
    const hints = await as.post('/transactions/import-hints', {
      accountId: card.id,
      rows: [line, { ...line, foreign: { amount: 50, currency: 'usd' } }],
    });
    expect(hints.status, JSON.stringify(hints.body)).toBe(200);
    // Without it, the reais are not the estimate's: a new line.
    expect(
      hints.body.data.map((h: { match: { kind: string; row: { id: number } | null } }) => h.match),
    ).toMatchObject([
      { kind: 'new', row: null },
      { kind: 'recorded', row: { id, description: 'AWS', amount: 275 } },
    ]);
    const refused = await as.post('/transactions/import-hints', {
      accountId: card.id,
      rows: [{ ...line, foreign: { amount: 50, currency: 'BRL' } }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('A moeda estrangeira não pode ser o real');
  });

  it('undoing the match gives the estimate back, and the line is a row of its own with its dollars', async () => {
    const { user, as, card, id } = await typedEstimate();
    const before = await balanceOf(user, card.id);
    expect((await importBill(user, card.id)).body.data).toMatchObject({ matched: 1 });
    const undone = await as.post(`/transactions/${id}/unmatch`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    const rows = await rowsOf(user);
    expect(rows.find((r) => r.id === id)).toMatchObject({
      amount: 275,
      foreign: { amount: 50, currency: 'USD', estimated: true },
    });
    expect(rows.find((r) => r.id === undone.body.data.created)).toMatchObject({
      description: 'AMAZON WEB SERVICES - COMPRA INTERNACIONAL',
      amount: 287.53,
      foreign: { amount: 50, currency: 'USD', estimated: false },
    });
    // The balance counts both rows again: the estimate, and the three lines of the bill.
    const after = await balanceOf(user, card.id);
    expect(Math.round((after - before) * 100)).toBe(-(8990 + 28753 + 15625));
    await expectLedgerConsistent(ctx, [user]);
  });

  it('a bill line of other dollars is not the typed purchase', async () => {
    // The typed purchase was US$ 49,00 (R$ 269,50 estimated): the bill's US$ 50,00 is another one.
    const { user, card, id } = await typedEstimate(49);
    const res = await importBill(user, card.id);
    expect(res.body.data).toMatchObject({ matched: 0, inserted: 3 });
    expect((await rowsOf(user)).find((r) => r.id === id)).toMatchObject({
      amount: 269.5,
      foreign: { amount: 49, estimated: true },
    });
  });
});
