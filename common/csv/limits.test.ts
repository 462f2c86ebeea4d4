import { describe, expect, it } from 'vitest';
import { parseCsvRecords } from './parse';
import { readStatement } from './read-statement';

const bytes = (text: string) => new TextEncoder().encode(text);
const fileError = (result: ReturnType<typeof readStatement>) =>
  result.errors.find((e) => e.line === 0)?.message;

/** A CSV of a header and `count` short data lines. */
function statement(count: number): string {
  const lines = ['Data,Descrição,Valor'];
  for (let i = 0; i < count; i++) lines.push(`01/10/2026,Café ${i},-${(i % 90) + 1}.50`);
  return lines.join('\n');
}

describe('rows per import', () => {
  it('reads a file of exactly 200.000 transactions', () => {
    const result = readStatement(statement(200_000), 'extrato.csv');
    expect(fileError(result)).toBeUndefined();
    expect(result.rows).toHaveLength(200_000);
    expect(result.rows.at(-1)).toMatchObject({
      line: 200_001,
      description: 'Café 199999',
      amountCents: 2050,
    });
  });

  it('refuses one more, naming the limit', () => {
    const result = readStatement(statement(200_001), 'extrato.csv');
    expect(fileError(result)).toBe(
      'O arquivo tem mais de 200.000 linhas. Divida o extrato em arquivos menores.',
    );
    expect(result.rows).toEqual([]);
  });

  it('stops reading right past the limit instead of reading the whole file', () => {
    const records = parseCsvRecords('a\n'.repeat(1_000), { maxRecords: 10 });
    expect(records.stopped).toBe(true);
    expect(records.rows).toHaveLength(11);
  });

  it('refuses an OFX file of more than 200.000 transactions', () => {
    const trn = '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261001<TRNAMT>-1.00<MEMO>Café</STMTTRN>\n';
    const text = `OFXHEADER:100\n\n<OFX><BANKTRANLIST>\n${trn.repeat(200_001)}</BANKTRANLIST></OFX>`;
    expect(fileError(readStatement(bytes(text), 'extrato.ofx'))).toBe(
      'O arquivo tem mais de 200.000 linhas. Divida o extrato em arquivos menores.',
    );
  });
});

describe('hostile files', () => {
  it('a 19 MB line of commas is a file without a header, its line ignored as too wide', () => {
    const result = readStatement(bytes(','.repeat(19_000_000)), 'extrato.csv');
    expect(result.errors.map((e) => e.message)).toEqual([
      'Não encontramos o cabeçalho nas primeiras 30 linhas: o arquivo precisa de uma linha com as colunas de data e valor (por exemplo "Data" e "Valor").',
      'Linha 1: mais de 500 colunas; linha ignorada.',
    ]);
    expect(result.headers).toEqual([]);
  });

  it('a line of more than 500 cells among real lines is ignored with its line number', () => {
    const text = `Data;Valor;Descrição\n01/10/2026;-5,00;Pão\n${';'.repeat(19_000_000)}\n02/10/2026;-7,00;Leite`;
    const result = readStatement(bytes(text), 'extrato.csv');
    expect(result.rows.map((r) => [r.line, r.description, r.amountCents])).toEqual([
      [2, 'Pão', 500],
      [4, 'Leite', 700],
    ]);
    expect(result.errors).toEqual([{ line: 3, message: 'Linha 3: mais de 500 colunas; linha ignorada.' }]);
  });

  it('a line of exactly 500 cells is still read', () => {
    const text = `Data,Valor${',x'.repeat(498)}\n01/10/2026,-1.00${',y'.repeat(498)}`;
    const result = readStatement(text, 'extrato.csv');
    expect(result.errors).toEqual([]);
    expect(result.rows[0]?.raw).toHaveLength(500);
  });

  it('a huge unreadable amount is quoted cut short in its message', () => {
    const result = readStatement(`Data,Valor\n01/10/2026,${'9'.repeat(1_000_000)}`, 'extrato.csv');
    expect(result.errors).toEqual([{ line: 2, message: `Linha 2: valor inválido "${'9'.repeat(60)}…".` }]);
  });

  it('an OFX file of 40.000 nested tags and stray closing tags is refused as not a statement', () => {
    const n = 40_000;
    const result = readStatement(bytes(`<OFX>${'<A>'.repeat(n)}${'</B>'.repeat(n)}</A>`), 'extrato.ofx');
    expect(result.errors).toEqual([
      {
        line: 0,
        message:
          'Linha 1: mais de 64 blocos abertos uns dentro dos outros; o arquivo não parece ser um extrato OFX.',
      },
    ]);
  });
});
