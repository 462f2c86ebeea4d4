import { describe, expect, it } from 'vitest';
import { detectDelimiter, splitLine } from './delimiter';
import { parseCsv, parseCsvRecords } from './parse';

describe('parseCsv', () => {
  it('splits simple rows on commas', () => {
    expect(parseCsv('a,b,c\n1,2,3')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('reads quoted fields with doubled quotes, delimiters and newlines inside', () => {
    const text =
      'Data,Descrição,Valor\n01/10/2026,"Loja ""Boa"" Vista, centro",-10.00\n02/10/2026,"linha 1\nlinha 2",5.00\n';
    expect(parseCsv(text)).toEqual([
      ['Data', 'Descrição', 'Valor'],
      ['01/10/2026', 'Loja "Boa" Vista, centro', '-10.00'],
      ['02/10/2026', 'linha 1\nlinha 2', '5.00'],
    ]);
  });

  it('reads CRLF, LF and lone CR line endings alike', () => {
    const expected = [
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ];
    expect(parseCsv('a,b\r\n1,2\r\n3,4\r\n')).toEqual(expected);
    expect(parseCsv('a,b\n1,2\n3,4\n')).toEqual(expected);
    expect(parseCsv('a,b\r1,2\r3,4')).toEqual(expected);
    expect(parseCsv('"a",b\r\n"1",2\r\n"3","4"')).toEqual(expected);
  });

  it('strips a BOM and ignores empty lines, trailing ones included', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2\n\n\r\n\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps empty cells, a trailing delimiter included', () => {
    expect(parseCsv('a,,c,\n,,,')).toEqual([
      ['a', '', 'c', ''],
      ['', '', '', ''],
    ]);
    expect(parseCsv('"",x')).toEqual([['', 'x']]);
  });

  it('answers no rows for empty text', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\n\r\n')).toEqual([]);
  });

  it('keeps text after a closing quote, as spreadsheets do', () => {
    expect(parseCsv('"abc"def,x')).toEqual([['abcdef', 'x']]);
    expect(parseCsv('ab"c,d')).toEqual([['ab"c', 'd']]);
  });

  it('reports a quote that never closes and keeps the rest in one cell', () => {
    const records = parseCsvRecords('a,b\n1,"aberto\n2,3\n');
    expect(records.unclosedQuoteLine).toBe(2);
    expect(records.rows).toEqual([
      ['a', 'b'],
      ['1', 'aberto\n2,3\n'],
    ]);
  });

  it('tells the line where each record starts', () => {
    const records = parseCsvRecords('h1,h2\n\n"a\nb",1\r\nc,2\n');
    expect(records.lines).toEqual([1, 3, 5]);
  });

  it('follows a forced delimiter', () => {
    expect(parseCsv('a;b,c\n1;2,5', { delimiter: ';' })).toEqual([
      ['a', 'b,c'],
      ['1', '2,5'],
    ]);
    expect(parseCsv('a;b,c', { delimiter: ',' })).toEqual([['a;b', 'c']]);
    expect(parseCsv('a\tb\n1\t2', { delimiter: '\t' })).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads 50,000 rows in one pass', () => {
    const lines = ['Data;Descrição;Valor;Tipo'];
    for (let i = 0; i < 50_000; i++) {
      lines.push(
        `${String((i % 28) + 1).padStart(2, '0')}/10/2026;"Compra ${i}; loja ""X""";-${i % 1000},${i % 100};despesa`,
      );
    }
    const records = parseCsvRecords(lines.join('\r\n'));
    expect(records.delimiter).toBe(';');
    expect(records.rows.length).toBe(50_001);
    expect(records.rows[50_000]?.[1]).toBe('Compra 49999; loja "X"');
  });
});

describe('detectDelimiter', () => {
  it('counts on the header line; a tie or nothing gives the comma', () => {
    expect(detectDelimiter('Data;Valor;Descrição\n01/10/2026;1,50;x')).toBe(';');
    expect(detectDelimiter('Data,Valor,Descrição\n01/10/2026,1.50,x')).toBe(',');
    expect(detectDelimiter('Data\tValor\n01/10/2026\t1,50')).toBe('\t');
    expect(detectDelimiter('a;b,c')).toBe(',');
    expect(detectDelimiter('sem delimitador')).toBe(',');
    expect(detectDelimiter('')).toBe(',');
  });

  it('does not let preamble lines vote', () => {
    const text =
      'Extrato\nSaldo ;1.234,56\nPeríodo ;01/10/2026 a 31/10/2026\n\nData Lançamento;Descrição;Valor\n';
    expect(detectDelimiter(text)).toBe(';');
  });

  // A bank's file with a preamble and a header no preset knows (the names below are not known aliases).
  const unknownHeader = [
    'BANCO EXEMPLO S.A.',
    'Agência: 0001, Conta: 12345-6',
    '',
    'Dia;Histórico do lançamento;Quantia;Saldo do dia',
    '01/10/2026;Salário, outubro;4.500,00;5.700,00',
    '02/10/2026;Conta de luz;-210,35;5.489,65',
  ].join('\n');

  it('finds the header holding the mapped columns past a preamble', () => {
    expect(detectDelimiter(unknownHeader, { date: 'dia', amount: 'QUANTIA' })).toBe(';');
    const debitCredit = 'Extrato, outubro\nDia\tDébito\tCrédito\n01/10/2026\t\t5,00';
    expect(detectDelimiter(debitCredit, { date: 'Dia', debit: 'Débito', credit: 'Crédito' })).toBe('\t');
  });

  it('without a known header, takes the delimiter that splits the lines most alike', () => {
    // The comma of the account line is one vote against the three lines split alike by the semicolon.
    expect(detectDelimiter(unknownHeader)).toBe(';');
    expect(detectDelimiter('Relatório\na,b;c\nx;y;z\n1;2;3')).toBe(';');
  });

  it('ignores delimiters inside quotes', () => {
    expect(detectDelimiter('"Data;x",Valor,"a;b;c"')).toBe(',');
    expect(splitLine('"a;b";c;"d ""e"""', ';')).toEqual(['a;b', 'c', 'd "e"']);
  });
});
