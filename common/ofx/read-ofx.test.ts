import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeStatementBytes } from '../csv/decode';
import { markDuplicates } from '../csv/duplicates';
import { looksLikeOfx, ofxAmount, ofxDate, ofxDescription, readOfx } from './read-ofx';

const fixture = (name: string) =>
  decodeStatementBytes(new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url))));

const sgml = (transactions: string) =>
  `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>${transactions}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

describe('OFX 1.x SGML bank statement', () => {
  const result = readOfx(fixture('banco-sgml.ofx'));

  it('reads every transaction with date, amount, type and bank id', () => {
    expect(result.format).toBe('ofx');
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.date, r.type, r.amountCents, r.fitid])).toEqual([
      ['2026-10-01', 'RECEITA', 350000, '20261001001'],
      ['2026-10-15', 'DESPESA', 4590, '20261015001'],
      ['2026-10-20', 'DESPESA', 12000, '20261020001'],
      ['2026-10-20', 'DESPESA', 12000, '20261020001'],
      ['2026-10-25', 'DESPESA', 8990, '20261025001'],
    ]);
  });

  it('reads Windows-1252 text and builds the description from NAME and MEMO', () => {
    expect(result.rows.map((r) => r.description)).toEqual([
      'SALARIO EMPRESA EXEMPLO - Crédito de salário',
      'Padaria Pão Quente',
      'PIX ENVIADO MARIA SOUZA',
      'PIX ENVIADO MARIA SOUZA',
      'TARIFA - Cesta de serviços',
    ]);
  });

  it('tells the line of each <STMTTRN> and keeps the fields as raw cells', () => {
    expect(result.rows[0]?.line).toBe(40);
    expect(result.rows[1]?.raw).toEqual([
      'DEBIT',
      '20261015235900[-3:BRT]',
      '-45,90',
      '20261015001',
      '',
      'Padaria Pão Quente',
    ]);
    expect(result.headers).toEqual(['TRNTYPE', 'DTPOSTED', 'TRNAMT', 'FITID', 'NAME', 'MEMO']);
  });

  it('reads the account', () => {
    expect(result.account).toEqual({ kind: 'bank', id: '98765-4', bankId: '0999', currency: 'BRL' });
  });

  it('keeps a repeated FITID and lets the preview mark it', () => {
    expect(markDuplicates(result.rows)).toEqual([false, false, false, true, false]);
  });
});

describe('OFX 2.x XML credit-card statement', () => {
  const result = readOfx(fixture('cartao-xml.ofx'));

  it('reads charges as expenses and the payment as income', () => {
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.date, r.description, r.type, r.amountCents, r.fitid])).toEqual([
      ['2026-10-03', 'Supermercado Pão de Açúcar', 'DESPESA', 18745, 'cc-0001'],
      ['2026-10-08', 'Livraria Imaginária - Parcela 2/3', 'DESPESA', 6667, 'cc-0002'],
      ['2026-10-10', 'Pagamento recebido', 'RECEITA', 150000, 'cc-0003'],
      ['2026-10-12', 'Café & Cia', 'DESPESA', 2500, 'cc-0004'],
    ]);
  });

  it('reads the card account', () => {
    expect(result.account).toEqual({ kind: 'creditCard', id: '5555-XXXX-XXXX-1234', currency: 'BRL' });
  });
});

describe('OFX fields', () => {
  it('takes the calendar date as written, whatever the time and zone', () => {
    expect(ofxDate('20261015')).toBe('2026-10-15');
    expect(ofxDate('20261015120000')).toBe('2026-10-15');
    expect(ofxDate('20261015235959[-3:BRT]')).toBe('2026-10-15');
    expect(ofxDate('20261015120000.000[-03:EST]')).toBe('2026-10-15');
    expect(ofxDate('20260231')).toBeNull();
    expect(ofxDate('2026-10-15')).toBeNull();
    expect(ofxDate('')).toBeNull();
  });

  it('reads dot decimals, tolerates a comma and zeros past the cents', () => {
    expect(ofxAmount('-45.90')).toBe(-4590);
    expect(ofxAmount('45.9')).toBe(4590);
    expect(ofxAmount('-45,90')).toBe(-4590);
    expect(ofxAmount('+1500.00')).toBe(150000);
    expect(ofxAmount('1000')).toBe(100000);
    expect(ofxAmount('-.50')).toBe(-50);
    expect(ofxAmount('-45.900')).toBe(-4590);
    expect(ofxAmount('1.234,56')).toBe(123456);
    expect(ofxAmount('-45.905')).toBeNull();
    expect(ofxAmount('abc')).toBeNull();
  });

  it('describes with MEMO when NAME is absent and joins them when MEMO adds something', () => {
    expect(ofxDescription(undefined, 'Padaria')).toBe('Padaria');
    expect(ofxDescription('Padaria', undefined)).toBe('Padaria');
    expect(ofxDescription('PAGTO ELETRON COBR', 'PAGTO ELETRON COBR CONTA LUZ')).toBe(
      'PAGTO ELETRON COBR CONTA LUZ',
    );
    expect(ofxDescription('Padaria Pão Quente', 'padaria')).toBe('Padaria Pão Quente');
    expect(ofxDescription('TARIFA', 'Cesta  de serviços')).toBe('TARIFA - Cesta de serviços');
    expect(ofxDescription(undefined, undefined)).toBe('');
  });

  it('recognises OFX by its opening lines', () => {
    expect(looksLikeOfx('OFXHEADER:100\nDATA:OFXSGML')).toBe(true);
    expect(looksLikeOfx('\uFEFF\n  <OFX>\n<SIGNONMSGSRSV1>')).toBe(true);
    expect(looksLikeOfx('<?xml version="1.0"?>\n<?OFX OFXHEADER="200"?>\n<OFX>')).toBe(true);
    expect(looksLikeOfx('<?xml version="1.0"?>\n<html>')).toBe(false);
    expect(looksLikeOfx('Data;Valor')).toBe(false);
  });
});

describe('readOfx — broken input', () => {
  it('reports bad transactions and keeps the good ones', () => {
    const text = sgml(
      [
        '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261001<TRNAMT>-10.00<FITID>1<NAME>ok</STMTTRN>',
        '<STMTTRN><TRNTYPE>DEBIT<TRNAMT>-10.00<FITID>2<NAME>sem data</STMTTRN>',
        '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261399<TRNAMT>-10.00<FITID>3</STMTTRN>',
        '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261001<FITID>4</STMTTRN>',
        '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261001<TRNAMT>dez<FITID>5</STMTTRN>',
        '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261001<TRNAMT>0.00<FITID>6</STMTTRN>',
      ].join('\n'),
    );
    const result = readOfx(text);
    expect(result.rows.map((r) => r.fitid)).toEqual(['1']);
    expect(result.errors).toEqual([
      { line: 6, message: 'Linha 6: lançamento sem data (DTPOSTED); ignorado.' },
      { line: 7, message: 'Linha 7: data inválida "20261399".' },
      { line: 8, message: 'Linha 8: lançamento sem valor (TRNAMT); ignorado.' },
      { line: 9, message: 'Linha 9: valor inválido "dez".' },
      { line: 10, message: 'Linha 10: valor zero.' },
    ]);
  });

  it('reads an SGML element left empty without losing the fields after it', () => {
    const result = readOfx(
      sgml('<STMTTRN><TRNTYPE>DEBIT<NAME><DTPOSTED>20261001<TRNAMT>-1.00<MEMO>Café</STMTTRN>'),
    );
    expect(result.rows.map((r) => [r.date, r.description, r.amountCents])).toEqual([
      ['2026-10-01', 'Café', 100],
    ]);
    expect(result.rows[0]).not.toHaveProperty('fitid');
  });

  it('answers no rows for a statement without transactions', () => {
    expect(readOfx(sgml(''))).toMatchObject({ rows: [], errors: [] });
  });

  it('refuses text that is not OFX', () => {
    expect(readOfx('Data;Valor\n01/10/2026;5,00').errors).toEqual([
      { line: 0, message: 'O arquivo não parece ser um OFX válido.' },
    ]);
    expect(readOfx('').rows).toEqual([]);
  });

  it('never throws, whatever the text', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pieces = [
      '<OFX>',
      '<STMTTRN>',
      '</STMTTRN>',
      '<TRNAMT>',
      '-1.00',
      '<DTPOSTED>',
      '20261001',
      '</',
      '<',
      '>',
      '&amp;',
      '&#99999999;',
      '\n',
      'x',
    ];
    for (let n = 0; n < 300; n++) {
      let text = '';
      const length = Math.floor(random() * 60);
      for (let i = 0; i < length; i++) text += pieces[Math.floor(random() * pieces.length)];
      const result = readOfx(text);
      expect(Array.isArray(result.rows)).toBe(true);
    }
  });
});
