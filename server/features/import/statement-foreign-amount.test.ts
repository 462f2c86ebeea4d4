import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actingAs, createAccount, createCard, createUser, type TestUser } from '../../test/factories';
import { uploadStatement } from '../../test/statement-upload';
import { setupTestApp } from '../../test/test-app';

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
