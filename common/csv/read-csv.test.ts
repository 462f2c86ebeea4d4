import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CSV_SETTINGS, readCsvStatement, withHistory } from './read-csv';
import type { CsvSettings } from './types';

const settings = (overrides: Partial<CsvSettings> = {}): CsvSettings => ({
  ...DEFAULT_CSV_SETTINGS,
  ...overrides,
});

/** The figures a person checks in the preview. */
const summary = (text: string, overrides: Partial<CsvSettings> = {}) =>
  readCsvStatement(text, settings(overrides)).rows.map((r) => [r.date, r.description, r.type, r.amountCents]);

describe('readCsvStatement — basic reading', () => {
  it('reads a plain file with Brazilian amounts', () => {
    const text = 'Data;Descrição;Valor\n01/10/2026;Salário;1.742,51\n02/10/2026;Mercado;-89,90\n';
    const result = readCsvStatement(text, settings());
    expect(result.format).toBe('csv');
    expect(result.headers).toEqual(['Data', 'Descrição', 'Valor']);
    expect(result.mapping).toEqual({ date: 'Data', description: 'Descrição', amount: 'Valor' });
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      {
        line: 2,
        date: '2026-10-01',
        description: 'Salário',
        type: 'RECEITA',
        amountCents: 174251,
        status: 'CLEARED',
        raw: ['01/10/2026', 'Salário', '1.742,51'],
      },
      {
        line: 3,
        date: '2026-10-02',
        description: 'Mercado',
        type: 'DESPESA',
        amountCents: 8990,
        status: 'CLEARED',
        raw: ['02/10/2026', 'Mercado', '-89,90'],
      },
    ]);
  });

  it('reads a UTF-8 file that starts with a BOM', () => {
    expect(summary('\uFEFFData,Descrição,Valor\n2026-10-01,Pão,-3.50')).toEqual([
      ['2026-10-01', 'Pão', 'DESPESA', 350],
    ]);
  });

  it('skips preamble lines before the header and counts lines from the top of the file', () => {
    const text = [
      'Conta: 12345',
      'Período: 01/10/2026 a 31/10/2026',
      'Saldo anterior: 1.000,00',
      '',
      'Data;Histórico;Valor;Saldo',
      '05/10/2026;Tarifa;-12,00;988,00',
    ].join('\n');
    const result = readCsvStatement(text, settings());
    expect(result.headers).toEqual(['Data', 'Histórico', 'Valor', 'Saldo']);
    expect(result.rows.map((r) => [r.line, r.date, r.description, r.amountCents])).toEqual([
      [6, '2026-10-05', 'Tarifa', 1200],
    ]);
  });

  it('reads quoted descriptions with doubled quotes, delimiters and line breaks', () => {
    const text =
      'Data,Descrição,Valor\n01/10/2026,"Loja ""Boa"", centro",-10.00\n02/10/2026,"Conta\nde luz",-5.00\n03/10/2026,x,1.00';
    const result = readCsvStatement(text, settings());
    expect(result.rows.map((r) => [r.line, r.description])).toEqual([
      [2, 'Loja "Boa", centro'],
      [3, 'Conta de luz'],
      [5, 'x'],
    ]);
  });

  it('reads parentheses and a leading minus as negative, stored as the absolute value', () => {
    expect(
      summary('Data;Descrição;Valor\n01/10/2026;a;(1.234,56)\n01/10/2026;b;-7,00\n01/10/2026;c;+7,00'),
    ).toEqual([
      ['2026-10-01', 'a', 'DESPESA', 123456],
      ['2026-10-01', 'b', 'DESPESA', 700],
      ['2026-10-01', 'c', 'RECEITA', 700],
    ]);
  });

  it('reads two-digit years with the 20 prefix', () => {
    expect(summary('Data;Descrição;Valor\n05/03/26;x;1,00')).toEqual([['2026-03-05', 'x', 'RECEITA', 100]]);
  });

  it('follows the chosen order of day and month', () => {
    const text = 'Data,Descrição,Valor\n03/04/2026,x,1.00\n12/25/2026,y,2.00';
    const dm = readCsvStatement(text, settings({ dateFormat: 'DD/MM/YYYY' }));
    expect(dm.rows.map((r) => r.date)).toEqual(['2026-04-03']);
    expect(dm.errors).toEqual([{ line: 3, message: 'Linha 3: data inválida "12/25/2026".' }]);
    const md = readCsvStatement(text, settings({ dateFormat: 'MM/DD/YYYY' }));
    expect(md.rows.map((r) => r.date)).toEqual(['2026-03-04', '2026-12-25']);
    const iso = readCsvStatement(
      'date,memo,amount\n2026-12-25,z,1.00',
      settings({ dateFormat: 'YYYY-MM-DD' }),
    );
    expect(iso.rows.map((r) => r.date)).toEqual(['2026-12-25']);
  });

  it('uses a forced delimiter even when another one is more frequent', () => {
    const text = 'Data;Descrição,com vírgula;Valor\n01/10/2026;a,b,c;5';
    const forced = readCsvStatement(text, settings({ delimiter: ';' }));
    expect(forced.headers).toEqual(['Data', 'Descrição,com vírgula', 'Valor']);
    expect(forced.rows.map((r) => [r.raw[1], r.amountCents])).toEqual([['a,b,c', 500]]);
    const comma = readCsvStatement('Data,Valor\n01/10/2026,"1,50"', settings({ delimiter: ',' }));
    expect(comma.rows.map((r) => r.amountCents)).toEqual([150]);
  });

  it('reads tab-separated files', () => {
    expect(summary('Data\tDescrição\tValor\n01/10/2026\tx\t-2,00')).toEqual([
      ['2026-10-01', 'x', 'DESPESA', 200],
    ]);
  });
});

describe('readCsvStatement — amount format', () => {
  it('decides dot or comma once per file in auto mode', () => {
    // '1.000' alone would be a thousand in Brazil; in a dot-decimal file it is not an amount.
    const dot = readCsvStatement(
      'Data,Descrição,Valor\n01/10/2026,a,12.50\n01/10/2026,b,-3.5\n01/10/2026,c,100',
      settings(),
    );
    expect(dot.rows.map((r) => r.amountCents)).toEqual([1250, 350, 10000]);
    const comma = readCsvStatement(
      'Data;Descrição;Valor\n01/10/2026;a;1.000\n01/10/2026;b;12,50',
      settings(),
    );
    expect(comma.rows.map((r) => r.amountCents)).toEqual([100000, 1250]);
  });

  it('follows a forced format', () => {
    const text = 'Data;Descrição;Valor\n01/10/2026;a;1.234';
    expect(readCsvStatement(text, settings({ amountFormat: 'comma' })).rows[0]?.amountCents).toBe(123400);
    const dot = readCsvStatement(text, settings({ amountFormat: 'dot' }));
    expect(dot.rows).toEqual([]);
    expect(dot.errors).toEqual([{ line: 2, message: 'Linha 2: valor inválido "1.234".' }]);
  });
});

describe('readCsvStatement — type and status', () => {
  it('maps type words without case or accents', () => {
    const text = [
      'Data;Descrição;Valor;Tipo',
      '01/10/2026;a;10,00;Receita',
      '01/10/2026;b;10,00;ENTRADA',
      '01/10/2026;c;10,00;crédito',
      '01/10/2026;d;10,00;income',
      '01/10/2026;e;10,00;Saída',
      '01/10/2026;f;10,00;saida',
      '01/10/2026;g;10,00;DÉBITO',
      '01/10/2026;h;10,00;expense',
      '01/10/2026;i;10,00;despesa',
      '01/10/2026;j;10,00;Transferência',
      '01/10/2026;k;10,00;transferencia',
      '01/10/2026;l;10,00;transfer',
      '01/10/2026;m;-10,00;credito',
    ].join('\n');
    expect(readCsvStatement(text, settings()).rows.map((r) => r.type)).toEqual([
      'RECEITA',
      'RECEITA',
      'RECEITA',
      'RECEITA',
      'DESPESA',
      'DESPESA',
      'DESPESA',
      'DESPESA',
      'DESPESA',
      'TRANSFER',
      'TRANSFER',
      'TRANSFER',
      'RECEITA',
    ]);
  });

  it('derives a missing or unknown type by the default-type setting', () => {
    const text =
      'Data;Descrição;Valor;Tipo\n01/10/2026;a;-10,00;\n01/10/2026;b;10,00;\n01/10/2026;c;-1,00;outro';
    const types = (defaultType: CsvSettings['defaultType'], invertSign?: boolean) =>
      readCsvStatement(text, settings({ defaultType, invertSign })).rows.map((r) => r.type);
    expect(types('sign')).toEqual(['DESPESA', 'RECEITA', 'DESPESA']);
    expect(types('sign', true)).toEqual(['RECEITA', 'DESPESA', 'RECEITA']);
    expect(types('RECEITA')).toEqual(['RECEITA', 'RECEITA', 'RECEITA']);
    expect(types('DESPESA')).toEqual(['DESPESA', 'DESPESA', 'DESPESA']);
  });

  it('gives a transfer without description the default description', () => {
    const rows = readCsvStatement(
      'Data;Descrição;Valor;Tipo\n01/10/2026;;50,00;transferência\n01/10/2026;;5,00;',
      settings(),
    ).rows;
    expect(rows.map((r) => [r.type, r.description])).toEqual([
      ['TRANSFER', 'Transferência'],
      ['RECEITA', ''],
    ]);
  });

  it('reads status words, CLEARED otherwise', () => {
    const text = [
      'Data;Descrição;Valor;Status',
      '01/10/2026;a;1,00;pendente',
      '01/10/2026;b;1,00;PENDING',
      '01/10/2026;c;1,00;Conferida',
      '01/10/2026;d;1,00;reconciled',
      '01/10/2026;e;1,00;compensada',
      '01/10/2026;f;1,00;',
      '01/10/2026;g;1,00;qualquer',
    ].join('\n');
    expect(readCsvStatement(text, settings()).rows.map((r) => r.status)).toEqual([
      'PENDING',
      'PENDING',
      'RECONCILED',
      'RECONCILED',
      'CLEARED',
      'CLEARED',
      'CLEARED',
    ]);
  });

  it('passes account, category, payee and id cells through, absent when empty', () => {
    const text =
      'date,description,amount,account,category,payee,id\n2026-10-01,a,-5.00,Nubank,Mercado,Padaria,abc\n2026-10-01,b,-5.00,,,,';
    const [first, second] = readCsvStatement(text, settings()).rows;
    expect(first).toMatchObject({ account: 'Nubank', category: 'Mercado', payee: 'Padaria', fitid: 'abc' });
    expect(second).not.toHaveProperty('account');
    expect(second).not.toHaveProperty('category');
    expect(second).not.toHaveProperty('payee');
    expect(second).not.toHaveProperty('fitid');
  });
});

describe('readCsvStatement — explicit mapping', () => {
  const text =
    'Quando;O quê;Quanto;Natureza;Saldo\n01/10/2026;Aluguel;1.500,00;despesa;100,00\n02/10/2026;Freela;800,00;receita;900,00';

  it('uses the columns the person chose', () => {
    const result = readCsvStatement(
      text,
      settings({ mapping: { date: 'quando', description: 'O QUE', amount: 'Quanto', type: 'Natureza' } }),
    );
    expect(result.errors).toEqual([]);
    expect(result.mapping).toEqual({
      date: 'Quando',
      description: 'O quê',
      amount: 'Quanto',
      type: 'Natureza',
    });
    expect(result.rows.map((r) => [r.date, r.description, r.type, r.amountCents])).toEqual([
      ['2026-10-01', 'Aluguel', 'DESPESA', 150000],
      ['2026-10-02', 'Freela', 'RECEITA', 80000],
    ]);
  });

  it('says which chosen column does not exist', () => {
    const result = readCsvStatement(
      text,
      settings({ mapping: { date: 'Quando', amount: 'Quanto', category: 'Categoria' } }),
    );
    expect(result.rows).toHaveLength(2);
    expect(result.errors).toEqual([
      { line: 0, message: 'A coluna "Categoria" escolhida para categoria não existe no arquivo.' },
    ]);
  });

  it('guesses when the mapping is empty and asks for date and amount when it lacks them', () => {
    expect(
      readCsvStatement('Data;Valor\n01/10/2026;1,00', settings({ mapping: { date: '' } })).rows,
    ).toHaveLength(1);
    expect(readCsvStatement(text, settings({ mapping: { date: 'Quando' } })).errors).toEqual([
      { line: 0, message: 'Escolha a coluna de data e a de valor (ou as de débito e crédito).' },
    ]);
  });

  it('reports a mapping whose date and amount are not in the file', () => {
    const result = readCsvStatement(text, settings({ mapping: { date: 'Data', amount: 'Valor' } }));
    expect(result.rows).toEqual([]);
    expect(result.errors).toEqual([
      {
        line: 0,
        message:
          'Não encontramos o cabeçalho com as colunas escolhidas (data "Data", valor "Valor") nas primeiras 30 linhas do arquivo.',
      },
    ]);
  });
});

describe('readCsvStatement — broken input', () => {
  it('turns bad rows into Portuguese errors and keeps the good ones', () => {
    const text = [
      'Data;Descrição;Valor', // 1
      '01/10/2026;ok;10,00', // 2
      ';sem data;5,00', // 3
      '31/02/2026;data ruim;5,00', // 4
      '01/10/2026;sem valor;', // 5
      '01/10/2026;zero;0,00', // 6
      '01/10/2026;texto;abc', // 7
      '01/10/2026;curta', // 8
      ';;', // 9: blank, skipped silently
      '02/10/2026;ok 2;-1,00', // 10
    ].join('\n');
    const result = readCsvStatement(text, settings());
    expect(result.rows.map((r) => [r.line, r.description])).toEqual([
      [2, 'ok'],
      [10, 'ok 2'],
    ]);
    expect(result.errors).toEqual([
      { line: 3, message: 'Linha 3: sem data; linha ignorada.' },
      { line: 4, message: 'Linha 4: data inválida "31/02/2026".' },
      { line: 5, message: 'Linha 5: valor ausente.' },
      { line: 6, message: 'Linha 6: valor zero.' },
      { line: 7, message: 'Linha 7: valor inválido "abc".' },
      { line: 8, message: 'Linha 8: esperadas 3 colunas, encontradas 2.' },
    ]);
  });

  it('accepts a short row when every mapped column is present', () => {
    const result = readCsvStatement('Data;Valor;Descrição;Saldo\n01/10/2026;5,00;x', settings());
    expect(result.errors).toEqual([]);
    expect(result.rows).toHaveLength(1);
  });

  it('reports an empty file', () => {
    for (const text of ['', '\uFEFF', '\n\n  \r\n']) {
      expect(readCsvStatement(text, settings())).toEqual({
        format: 'csv',
        headers: [],
        mapping: {},
        rows: [],
        errors: [{ line: 0, message: 'O arquivo está vazio.' }],
      });
    }
  });

  it('reports a file without a recognisable header', () => {
    const result = readCsvStatement('a,b,c\n1,2,3', settings());
    expect(result.headers).toEqual(['a', 'b', 'c']);
    expect(result.rows).toEqual([]);
    expect(result.errors[0]?.message).toBe(
      'Não encontramos o cabeçalho nas primeiras 30 linhas: o arquivo precisa de uma linha com as colunas de ' +
        'data e valor (por exemplo "Data" e "Valor"). A linha 1 diz "a,b,c".',
    );
  });

  it('reports a quote that never closes', () => {
    const result = readCsvStatement(
      'Data,Descrição,Valor\n01/10/2026,ok,1.00\n02/10/2026,"aberto,2.00\n03/10/2026,x,3.00',
      settings(),
    );
    expect(result.rows.map((r) => r.line)).toEqual([2]);
    expect(result.errors.map((e) => e.message)).toContain(
      'Linha 3: aspas não fechadas; o restante do arquivo ficou em um só campo.',
    );
  });

  it('answers only a header with no rows and no errors', () => {
    expect(readCsvStatement('Data;Valor\n', settings())).toMatchObject({ rows: [], errors: [] });
  });

  it('never throws, whatever the text', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = 'Data;Valor,"\n\r\t-()R$0123456789./ açãé\u0000\uFEFF';
    for (let n = 0; n < 300; n++) {
      let text = n % 2 === 0 ? 'Data;Descrição;Valor;Tipo\n' : '';
      const length = Math.floor(random() * 200);
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * alphabet.length)];
      const result = readCsvStatement(text, settings());
      expect(Array.isArray(result.rows)).toBe(true);
      for (const row of result.rows) {
        expect(row.amountCents).toBeGreaterThan(0);
        expect(Number.isInteger(row.amountCents)).toBe(true);
      }
    }
  });
});

describe('description with history', () => {
  it('writes the operation before the description without repeating it', () => {
    expect(withHistory('Pix enviado ', 'Maria  Souza')).toBe('Pix enviado - Maria Souza');
    expect(withHistory('Estorno', '')).toBe('Estorno');
    expect(withHistory('', 'Mercado')).toBe('Mercado');
    expect(withHistory('TARIFA', 'Tarifa')).toBe('Tarifa');
  });
});

describe('readCsvStatement — debit and credit columns', () => {
  const text = readFileSync(new URL('./fixtures/preambulo-debito-credito.csv', import.meta.url), 'utf8');
  const mapping = { date: 'Dia', description: 'Lançamento', debit: 'Débito', credit: 'Crédito' };

  it('reads a bank file with a preamble, an unknown header and the delimiter on auto', () => {
    const result = readCsvStatement(text, settings({ mapping }));
    expect(result.errors).toEqual([]);
    expect(result.headers).toEqual(['Dia', 'Lançamento', 'Débito', 'Crédito', 'Saldo do dia']);
    expect(result.rows.map((r) => [r.line, r.date, r.description, r.type, r.amountCents, r.payee])).toEqual([
      [7, '2026-10-01', 'Salário Empresa Exemplo', 'RECEITA', 450000, undefined],
      [8, '2026-10-02', 'Conta de luz', 'DESPESA', 21035, undefined],
      [9, '2026-10-03', 'TED recebida', 'RECEITA', 30000, 'Joao dos Santos'],
      // A debit written with a minus sign is still a debit.
      [10, '2026-10-04', 'Tarifa pacote', 'DESPESA', 2990, undefined],
    ]);
  });

  it('offers the columns of the unknown header to map when nothing is mapped yet', () => {
    const result = readCsvStatement(text, settings());
    expect(result.headers).toEqual(['Dia', 'Lançamento', 'Débito', 'Crédito', 'Saldo do dia']);
    expect(result.errors[0]?.message).toBe(
      'Não encontramos o cabeçalho nas primeiras 30 linhas: o arquivo precisa de uma linha com as colunas de ' +
        'data e valor (por exemplo "Data" e "Valor"). A linha 1 diz "BANCO EXEMPLO S.A.".',
    );
  });

  it('guesses Débito and Crédito headers beside a known date', () => {
    const result = readCsvStatement('Data;Histórico;Débito;Crédito\n01/10/2026;Tarifa;12,00;\n', settings());
    expect(result.mapping).toEqual({
      date: 'Data',
      description: 'Histórico',
      debit: 'Débito',
      credit: 'Crédito',
    });
    expect(result.rows.map((r) => [r.type, r.amountCents])).toEqual([['DESPESA', 1200]]);
  });

  it('names the line of a value that cannot be read, or of both columns filled', () => {
    const result = readCsvStatement(
      'Data;Débito;Crédito\n01/10/2026;abc;\n02/10/2026;5,00;7,00\n03/10/2026;;\n04/10/2026;0,00;\n05/10/2026;;1,00',
      settings({ mapping: { date: 'Data', debit: 'Débito', credit: 'Crédito' } }),
    );
    expect(result.rows.map((r) => [r.line, r.type, r.amountCents])).toEqual([[6, 'RECEITA', 100]]);
    expect(result.errors).toEqual([
      { line: 2, message: 'Linha 2: valor inválido "abc".' },
      { line: 3, message: 'Linha 3: valores em débito e em crédito ao mesmo tempo.' },
      { line: 4, message: 'Linha 4: valor ausente.' },
      { line: 5, message: 'Linha 5: valor zero.' },
    ]);
  });

  it('says which columns it looked for when the mapped header is not in the file', () => {
    const result = readCsvStatement(
      text,
      settings({ mapping: { date: 'Data', debit: 'Saídas', credit: 'Entradas' } }),
    );
    expect(result.errors).toEqual([
      {
        line: 0,
        message:
          'Não encontramos o cabeçalho com as colunas escolhidas (data "Data", débito "Saídas", crédito "Entradas") nas primeiras 30 linhas do arquivo.',
      },
    ]);
  });
});

describe('readCsvStatement — Pix lines', () => {
  it('gives a Nubank Pix line the other person as payee, never the masked CPF', () => {
    const text = readFileSync(new URL('./fixtures/nubank-conta.csv', import.meta.url), 'utf8');
    const rows = readCsvStatement(text, settings()).rows;
    expect(rows.map((r) => [r.description, r.payee])).toEqual([
      ['Pix recebido', 'Empresa Exemplo Ltda'],
      ['Compra no débito - Padaria Pão Quente', undefined],
      ['Pix enviado', 'Maria Souza'],
      ['Compra no débito - Padaria Pão Quente', undefined],
      ['Reembolso, parcial', undefined],
    ]);
    expect(rows[2]?.statementText).toBe('Transferência enviada pelo Pix - Maria Souza - •••.123.456-••');
  });
});
