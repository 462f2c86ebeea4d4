import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CSV_SETTINGS, readStatement, type StatementResult } from '../../common/csv';
import { readAppFile } from '../features/app-import/readers';
import { packLists, unpackLists } from './packed-lists';

/** What the request's thread gets: the posted message through a structured clone, then unpacked. */
async function crossed(statement: StatementResult): Promise<StatementResult> {
  const { message, transfer } = packLists(statement, ['rows', 'errors']);
  return unpackLists(structuredClone(message, { transfer }));
}

const fixture = (name: string) => readFileSync(new URL(`../../common/csv/fixtures/${name}`, import.meta.url));

describe('a statement packed to cross threads', () => {
  it('arrives the same, keys in the same order, for the banks’ files', async () => {
    for (const name of ['itau-conta.csv', 'inter-conta.csv', 'nubank-conta.csv', 'c6-cartao.csv']) {
      const read = () => readStatement(fixture(name), name, DEFAULT_CSV_SETTINGS);
      expect(JSON.stringify(await crossed(read()))).toBe(JSON.stringify(read()));
    }
  });

  it('keeps rows of several shapes, errors and an OFX statement as they were', async () => {
    const csv =
      'Data;Descrição;Valor;Parcela;Categoria\n' +
      '01/10/2026;Pix enviado - MARIA SOUZA;-10,00;;\n' +
      '02/10/2026;Loja;-30,00;2/10;Casa\n' +
      'ontem;Mercado;-5,00;;\n' +
      '03/10/2026;Padaria;;;\n';
    const ofx =
      'OFXHEADER:100\nDATA:OFXSGML\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>' +
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261001<TRNAMT>-12.50<FITID>1<MEMO>Mercado</STMTTRN>' +
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>';
    for (const [text, name] of [
      [csv, 'extrato.csv'],
      [ofx, 'extrato.ofx'],
    ] as const) {
      const read = () => readStatement(text, name, DEFAULT_CSV_SETTINGS);
      const expected = read();
      const arrived = await crossed(read());
      expect(JSON.stringify(arrived)).toBe(JSON.stringify(expected));
      expect(arrived).toEqual(expected);
    }
    const shapes = new Set(readStatement(csv, 'extrato.csv').rows.map((row) => Object.keys(row).join()));
    expect(shapes.size).toBeGreaterThan(1);
  });

  it('posts a statement with a value of another kind as it is, unpacked', async () => {
    const statement = readStatement('Data;Descrição;Valor\n01/10/2026;Mercado;-5,00\n', 'extrato.csv');
    (statement.rows[0] as unknown as Record<string, unknown>).extra = new Date(0);
    const { message, transfer } = packLists(statement, ['rows', 'errors']);
    expect(message).toBe(statement);
    expect(transfer).toEqual([]);
    expect(await crossed(statement)).toEqual(statement);
  });
});

describe('another app’s history packed to cross threads', () => {
  const sample = (name: string) =>
    new Uint8Array(readFileSync(new URL(`../test/app-import-samples/${name}`, import.meta.url)));

  it('arrives the same for every sample: categories with their parents, tags, installments, openings', async () => {
    for (const [app, name] of [
      ['ynab', 'ynab.csv'],
      ['mobills', 'mobills.csv'],
      ['organizze', 'organizze.xlsx'],
      ['actual', 'actual.zip'],
      ['firefly', 'firefly.csv'],
      ['gnucash', 'gnucash.csv'],
      ['qif', 'qif.qif'],
    ] as const) {
      const read = () => readAppFile(app, sample(name), name);
      const expected = await read();
      const { message, transfer } = packLists(await read(), ['rows', 'errors']);
      // Packed, not posted as it is: every value of a history is of a kind the packing keeps.
      expect('packed' in message, name).toBe(true);
      const arrived = await unpackLists(structuredClone(message, { transfer }));
      expect(JSON.stringify(arrived), name).toBe(JSON.stringify(expected));
      expect(arrived, name).toEqual(expected);
    }
    const mobills = await readAppFile('mobills', sample('mobills.csv'), 'mobills.csv');
    expect(mobills.rows.some((row) => row.category?.parent !== undefined)).toBe(true);
    expect(mobills.rows.some((row) => row.installment !== undefined)).toBe(true);
  });

  it('posts an object with a key __proto__ or a value not a string as it is', () => {
    for (const category of [JSON.parse('{"name":"Casa","__proto__":"x"}'), { name: 'Casa', parent: 1 }]) {
      const history = { rows: [{ line: 1, category }], errors: [] };
      expect(packLists(history, ['rows', 'errors']).message).toBe(history);
    }
  });
});
