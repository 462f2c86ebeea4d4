import { describe, expect, it } from 'vitest';
import { applyMapping, columnsToMapping, findHeaderRow, guessColumns, isHeaderRow } from './headers';
import { normalizeWord } from './normalize';

describe('normalizeWord', () => {
  it('ignores case, accents and punctuation', () => {
    expect(normalizeWord('  DESCRIÇÃO ')).toBe('descricao');
    expect(normalizeWord('Valor (R$)')).toBe('valor r');
    expect(normalizeWord('account_id')).toBe('account id');
    expect(normalizeWord('Data de Lançamento:')).toBe('data de lancamento');
  });
});

describe('guessColumns', () => {
  it('knows the Portuguese and English names of every field', () => {
    const headers = [
      'Data',
      'Histórico',
      'Valor (R$)',
      'Tipo',
      'Conta',
      'Categoria',
      'Favorecido',
      'Status',
      'ID',
    ];
    expect(guessColumns(headers)).toEqual({
      date: 0,
      description: 1,
      amount: 2,
      type: 3,
      account: 4,
      category: 5,
      payee: 6,
      status: 7,
      id: 8,
    });
    expect(
      guessColumns(['date', 'memo', 'amount', 'type', 'account_id', 'category_id', 'payee_id', 'fitid']),
    ).toEqual({ date: 0, description: 1, amount: 2, type: 3, account: 4, category: 5, payee: 6, id: 7 });
  });

  it('accepts the longer date names and ignores accents', () => {
    expect(guessColumns(['DATA DE LANCAMENTO', 'Lançamento', 'VALOR'])).toEqual({
      date: 0,
      description: 1,
      amount: 2,
    });
    expect(guessColumns(['Data Movimento', 'Descricao', 'Valor']).date).toBe(0);
    expect(guessColumns(['Data Lançamento', 'Descrição', 'Valor']).date).toBe(0);
  });

  it('never takes the balance for the amount', () => {
    expect(guessColumns(['Saldo', 'Data', 'Descrição', 'Valor'])).toEqual({
      balance: 0,
      date: 1,
      description: 2,
      amount: 3,
    });
    expect(guessColumns(['Data', 'Saldo']).amount).toBeUndefined();
  });

  it('prefers Descrição for the description and keeps Histórico as history', () => {
    expect(guessColumns(['Data', 'Histórico', 'Descrição', 'Valor'])).toEqual({
      date: 0,
      history: 1,
      description: 2,
      amount: 3,
    });
  });
});

describe('header row', () => {
  it('needs a date and an amount', () => {
    expect(isHeaderRow(['Data', 'Valor'])).toBe(true);
    expect(isHeaderRow(['Conta ', '12345678'])).toBe(false);
    expect(isHeaderRow(['Saldo ', '1.234,56'])).toBe(false);
  });

  it('skips bank preambles', () => {
    const rows = [
      ['Extrato Conta Corrente'],
      ['Conta ', '12345678'],
      ['Saldo ', '1.234,56'],
      ['Data', 'Valor'],
      ['x'],
    ];
    expect(findHeaderRow(rows)).toBe(3);
    expect(findHeaderRow([['a'], ['b']])).toBe(-1);
  });

  it('looks only at the first 30 rows', () => {
    const rows = [...Array.from({ length: 30 }, () => ['texto']), ['Data', 'Valor']];
    expect(findHeaderRow(rows)).toBe(-1);
  });

  it('finds the header of an explicit mapping by its date and amount names', () => {
    const rows = [
      ['Quando', 'Quanto'],
      ['When', 'Débito', 'Quanto'],
    ];
    expect(findHeaderRow(rows, { date: 'when', amount: 'quanto' })).toBe(1);
    expect(findHeaderRow(rows, {})).toBe(-1);
  });
});

describe('explicit mapping', () => {
  it('resolves names without case or accents and lists the missing ones', () => {
    const headers = ['Quando', 'O quê', 'Quanto'];
    const { columns, missing } = applyMapping(headers, {
      date: 'quando',
      description: 'O QUE',
      amount: 'Quanto',
      category: 'Categoria',
      payee: '',
    });
    expect(columns).toEqual({ date: 0, description: 1, amount: 2 });
    expect(missing).toEqual(['category']);
    expect(columnsToMapping(headers, columns)).toEqual({
      date: 'Quando',
      description: 'O quê',
      amount: 'Quanto',
    });
  });
});
