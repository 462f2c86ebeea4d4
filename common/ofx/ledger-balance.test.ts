import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeStatementBytes } from '../csv/decode';
import { readOfx } from './read-ofx';

const fixture = (name: string) =>
  decodeStatementBytes(new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url))));

const statement = (ledger: string) =>
  `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261005<TRNAMT>-10.00<FITID>1<NAME>X</STMTTRN></BANKTRANLIST>${ledger}</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

describe('OFX ledger balance (LEDGERBAL)', () => {
  it('reads a bank statement balance and its date (SGML)', () => {
    expect(readOfx(fixture('banco-sgml.ofx')).balance).toEqual({ date: '2026-10-31', amountCents: 312420 });
  });

  it("reads a card statement's balance negative, its debt (XML)", () => {
    expect(readOfx(fixture('cartao-xml.ofx')).balance).toEqual({ date: '2026-10-31', amountCents: -122088 });
  });

  it('reads a balance with a comma and a time in DTASOF', () => {
    const read = readOfx(statement('<LEDGERBAL><BALAMT>-1234,5<DTASOF>20261031120000[-3:BRT]</LEDGERBAL>'));
    expect(read.balance).toEqual({ date: '2026-10-31', amountCents: -123450 });
  });

  it('has no balance when LEDGERBAL is absent or unreadable', () => {
    expect(readOfx(statement('')).balance).toBeUndefined();
    expect(readOfx(statement('<LEDGERBAL><BALAMT>abc<DTASOF>20261031</LEDGERBAL>')).balance).toBeUndefined();
    expect(readOfx(statement('<LEDGERBAL><BALAMT>10.00<DTASOF>nope</LEDGERBAL>')).balance).toBeUndefined();
    expect(readOfx(statement('<LEDGERBAL><BALAMT>10.00</LEDGERBAL>')).balance).toBeUndefined();
  });
});
