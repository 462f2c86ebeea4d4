import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeStatementBytes } from '../csv/decode';
import { readOfx } from './read-ofx';
import { statementCurrencyProblem } from './statement-currency';

const fixture = (name: string) =>
  decodeStatementBytes(new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url))));

describe('a statement in dollars (ofxparse checking.ofx, a US bank)', () => {
  const result = readOfx(fixture('ofxparse-checking-usd.ofx'));

  it('says its currency and reads its lines in dollars, as they are', () => {
    expect(result.account).toMatchObject({ kind: 'bank', currency: 'USD', id: '1452687~7' });
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.date, r.type, r.amountCents, r.foreign])).toEqual([
      ['2011-03-31', 'RECEITA', 1, undefined],
      ['2011-04-05', 'DESPESA', 3451, undefined],
      ['2011-04-07', 'DESPESA', 2500, undefined],
    ]);
    expect(result.balance).toEqual({ date: '2013-05-25', amountCents: 10099 });
  });

  it('goes to an account in dollars; an account in reais is refused, naming both', () => {
    expect(statementCurrencyProblem('USD', { name: 'Nomad', currency: 'USD' })).toBeNull();
    expect(statementCurrencyProblem('USD', { name: 'Itaú', currency: 'BRL' })).toBe(
      'Este extrato está em USD e a conta Itaú está em BRL. Escolha uma conta em USD ou crie uma.',
    );
    expect(statementCurrencyProblem('BRL', { name: 'Nomad', currency: 'USD' })).toBe(
      'Este extrato está em BRL e a conta Nomad está em USD. Escolha uma conta em BRL ou crie uma.',
    );
    // A file that names no currency (a CSV, an OFX without CURDEF) goes anywhere, as before.
    expect(statementCurrencyProblem(undefined, { name: 'Itaú', currency: 'BRL' })).toBeNull();
  });
});

describe("a card's bill in reais with purchases abroad (invented: OFX 1.02 section 5.2)", () => {
  const result = readOfx(fixture('cartao-compra-exterior.ofx'));
  const line = (fitid: string) => result.rows.find((r) => r.fitid === fitid);

  it('keeps a line as charged in reais, and the original amount of an ORIGCURRENCY', () => {
    expect(result.account).toMatchObject({ kind: 'creditCard', currency: 'BRL' });
    expect(line('EXT-1')).toMatchObject({ amountCents: 8990 });
    expect(line('EXT-1')?.foreign).toBeUndefined();
    // R$ 287,53 at 5,7506 reais per dollar: US$ 50,00.
    expect(line('EXT-2')).toMatchObject({
      type: 'DESPESA',
      amountCents: 28753,
      foreign: { amount: 5000, currency: 'USD' },
    });
  });

  it('converts a CURRENCY line to reais at its rate, keeping the euros', () => {
    // € 25,00 × 6,25 = R$ 156,25.
    expect(line('EXT-3')).toMatchObject({ amountCents: 15625, foreign: { amount: 2500, currency: 'EUR' } });
  });

  it('leaves out a line in another currency without a rate, saying why', () => {
    expect(line('EXT-4')).toBeUndefined();
    expect(result.errors).toEqual([
      {
        line: expect.any(Number),
        message: expect.stringContaining('valor em GBP sem cotação válida (CURRATE)'),
      },
    ]);
  });

  it('ignores a CURRENCY in the statement’s own currency, and an ORIGCURRENCY Grana does not keep', () => {
    const ofx = (aggregate: string) =>
      `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>AUD<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20180507<TRNAMT>-12.34<FITID>1<MEMO>CBA:Transfer${aggregate}</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const same = readOfx(ofx('<CURRENCY><CURRATE>1.0000<CURSYM>AUD</CURRENCY>')).rows[0];
    expect(same).toMatchObject({ amountCents: 1234 });
    expect(same?.foreign).toBeUndefined();
    const unknown = readOfx(ofx('<ORIGCURRENCY><CURRATE>0.1<CURSYM>XYZ</ORIGCURRENCY>')).rows[0];
    expect(unknown).toMatchObject({ amountCents: 1234 });
    expect(unknown?.foreign).toBeUndefined();
  });

  it('rounds a yen amount to whole yen', () => {
    const ofx = `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>BRL<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261010<TRNAMT>-100.00<FITID>1<NAME>LAWSON TOKYO<ORIGCURRENCY><CURRATE>0.0365<CURSYM>JPY</ORIGCURRENCY></STMTTRN></BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>`;
    // R$ 100,00 ÷ 0,0365 = ¥ 2.739,73…: ¥ 2.740.
    expect(readOfx(ofx).rows[0]?.foreign).toEqual({ amount: 274000, currency: 'JPY' });
  });
});
