import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actingAs, createCard, createUser, type TestUser } from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
import { setupTestApp } from '../../test/test-app';
import { expectLedgerConsistent } from '../../trust/world';

const ctx = setupTestApp();

interface Row {
  id: number;
  description: string;
  amount: number;
  foreign: { amount: number; currency: string; estimated: boolean; rate: string } | null;
  estimated: boolean;
}

const rowsOf = async (user: TestUser): Promise<Row[]> =>
  (await actingAs(ctx, user).get('/transactions', { limit: 50 })).body.data.items;

/**
 * Claude typed on 07/10/2026 as US$ 20,00 on a Nubank card: R$ 110,00 at that day's PTAX sell of 5,50, and Grana's
 * IOF of 3,5% on it, R$ 3,85 (Decreto 12.499/2025), both estimates until the bill.
 */
async function typedClaude() {
  await ctx.database.db.execute(
    sql`insert into exchange_rates (currency, date, buy, sell) values ('USD', '2026-10-07', '5.5', '5.5')
        on conflict do nothing`,
  );
  const user = await createUser(ctx);
  const card = await createCard(ctx, user, { name: 'Nubank' });
  const typed = await actingAs(ctx, user).post('/transactions', {
    accountId: card.id,
    type: 'DESPESA',
    date: '2026-10-07',
    description: 'Claude',
    foreign: { amount: 20, currency: 'USD' },
  });
  expect(typed.status, JSON.stringify(typed.body)).toBe(201);
  const rows = await rowsOf(user);
  expect(rows.map((r) => [r.description, r.amount, r.estimated]).sort()).toEqual([
    ['Claude', 110, true],
    ['IOF compra no exterior: Claude', 3.85, true],
  ]);
  return { user, card, id: typed.body.data.id as number };
}

/**
 * Nubank's card CSV as the app exports it (date,title,amount; the IOF its own line, 'IOF de "…"', on the purchase's
 * day), the layout of the public exports its users publish; the amounts are this test's. It gives no amount abroad:
 * the purchase is found by its name and reais near the estimate's, the IOF by its word and amount.
 */
const NUBANK_BILL = [
  'date,title,amount',
  '2026-10-05,Padaria Exemplo,"18,90"',
  '2026-10-07,Claude.Ai Subscription,"114,35"',
  '2026-10-07,"IOF de ""Claude.Ai Subscription""","4,00"',
].join('\n');

/** A bank's OFX bill whose IOF line is dated at the bill's closing, weeks after its purchase (ORIGCURRENCY given). */
const OFX_BILL = `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>BRL<CCACCTFROM><ACCTID>5162</CCACCTFROM><BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261008<TRNAMT>-114.35<FITID>C-1<NAME>CLAUDE.AI SUBSCRIPTION<ORIGCURRENCY><CURRATE>5.7175<CURSYM>USD</ORIGCURRENCY></STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261103<TRNAMT>-4.00<FITID>C-2<NAME>IOF COMPRA INTERNACIONAL</STMTTRN>
</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>`;

const importInto = (user: TestUser, cardId: number, content: string, filename: string) =>
  uploadStatement(ctx, user, { content, filename }, { defaultAccountId: cardId });

describe("a typed purchase abroad and its IOF, then the bill's own lines", () => {
  it("Nubank's CSV: the purchase and the IOF each take the bill's reais; one IOF, not two", async () => {
    const { user, card, id } = await typedClaude();
    const res = await importInto(user, card.id, NUBANK_BILL, 'Nubank_2026-11-03.csv');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ matched: 2, inserted: 1 });
    const rows = await rowsOf(user);
    expect(rows.map((r) => [r.description, r.amount, r.estimated]).sort()).toEqual([
      ['Claude', 114.35, false],
      ['IOF compra no exterior: Claude', 4, false],
      ['Padaria Exemplo', 18.9, false],
    ]);
    // The dollars typed stay: R$ 114,35 for US$ 20,00 is the bill's rate of 5,7175.
    expect(rows.find((r) => r.id === id)?.foreign).toEqual({
      amount: 20,
      currency: 'USD',
      estimated: false,
      rate: '5.7175',
    });
    const bill = (await actingAs(ctx, user).get('/cards/bills', { account_id: card.id, month: '2026-11' }))
      .body.data;
    expect(bill.total).toBe(137.25);
    await expectLedgerConsistent(ctx, [user]);
    // The same file again finds its three lines in the rows.
    expect((await importInto(user, card.id, NUBANK_BILL, 'Nubank_2026-11-03.csv')).body.data).toMatchObject({
      inserted: 0,
      duplicates: 3,
    });
  });

  it("an OFX whose IOF line comes with the bill's closing, weeks later, ends the IOF's estimate too", async () => {
    const { user, card } = await typedClaude();
    const res = await importInto(user, card.id, OFX_BILL, 'fatura.ofx');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ matched: 2, inserted: 0 });
    expect((await rowsOf(user)).map((r) => [r.description, r.amount, r.estimated]).sort()).toEqual([
      ['Claude', 114.35, false],
      ['IOF compra no exterior: Claude', 4, false],
    ]);
    await expectLedgerConsistent(ctx, [user]);
  });

  it("undoing the IOF's match gives Grana's estimate back, the bill's line a row of its own", async () => {
    const { user, card } = await typedClaude();
    expect((await importInto(user, card.id, OFX_BILL, 'fatura.ofx')).body.data).toMatchObject({ matched: 2 });
    const iof = (await rowsOf(user)).find((r) => r.description.startsWith('IOF compra'))!;
    const undone = await actingAs(ctx, user).post(`/transactions/${iof.id}/unmatch`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    const rows = await rowsOf(user);
    expect(rows.find((r) => r.id === iof.id)).toMatchObject({ amount: 3.85, estimated: true });
    expect(rows.find((r) => r.id === undone.body.data.created)).toMatchObject({
      description: 'IOF COMPRA INTERNACIONAL',
      amount: 4,
      estimated: false,
    });
    await expectLedgerConsistent(ctx, [user]);
  });

  it('a line that is not the IOF, or an IOF far from the estimate, leaves the estimate alone', async () => {
    const { user, card } = await typedClaude();
    const bill = [
      'date,title,amount',
      // R$ 5,00 is 30% over Grana's R$ 3,85: another IOF (of a purchase not typed).
      '2026-10-07,"IOF de ""Steam""","5,00"',
      // Near the IOF's amount, but a coffee.
      '2026-10-07,Cafe Exemplo,"4,00"',
    ].join('\n');
    const res = await importInto(user, card.id, bill, 'Nubank_2026-11-03.csv');
    expect(res.body.data).toMatchObject({ matched: 0, inserted: 2 });
    expect((await rowsOf(user)).find((r) => r.description.startsWith('IOF compra'))).toMatchObject({
      amount: 3.85,
      estimated: true,
    });
  });

  it('the bill first, then the purchase typed: its IOF is offered as the same as the bill’s and merged', async () => {
    await ctx.database.db.execute(
      sql`insert into exchange_rates (currency, date, buy, sell) values ('USD', '2026-10-07', '5.5', '5.5')
          on conflict do nothing`,
    );
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const card = await createCard(ctx, user, { name: 'Nubank' });
    expect((await importInto(user, card.id, OFX_BILL, 'fatura.ofx')).body.data).toMatchObject({
      inserted: 2,
    });
    const typed = await as.post('/transactions', {
      accountId: card.id,
      type: 'DESPESA',
      date: '2026-10-07',
      description: 'Claude',
      foreign: { amount: 20, currency: 'USD' },
    });
    expect(typed.status).toBe(201);
    const rows = await rowsOf(user);
    const estimate = rows.find((r) => r.description.startsWith('IOF compra'))!;
    const billIof = rows.find((r) => r.description === 'IOF COMPRA INTERNACIONAL')!;
    const offered = await as.get(`/transactions/${estimate.id}/duplicates`);
    expect(offered.body.data).toEqual([
      { id: billIof.id, date: '2026-11-03', description: 'IOF COMPRA INTERNACIONAL', amount: 4 },
    ]);
    const merged = await as.post(`/transactions/${estimate.id}/merge`, { transactionId: billIof.id });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const purchase = rows.find((r) => r.description === 'Claude')!;
    const line = rows.find((r) => r.description === 'CLAUDE.AI SUBSCRIPTION')!;
    expect((await as.post(`/transactions/${purchase.id}/merge`, { transactionId: line.id })).status).toBe(
      200,
    );
    expect((await rowsOf(user)).map((r) => [r.description, r.amount, r.estimated]).sort()).toEqual([
      ['Claude', 114.35, false],
      ['IOF compra no exterior: Claude', 4, false],
    ]);
    await expectLedgerConsistent(ctx, [user]);
  });
});
