import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeStatementBytes } from './decode';
import { markDuplicates } from './duplicates';
import { detectPreset, PRESETS } from './presets';
import { DEFAULT_CSV_SETTINGS, readCsvStatement } from './read-csv';
import type { CsvSettings } from './types';

const fixture = (name: string) =>
  decodeStatementBytes(new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url))));

const read = (name: string, overrides: Partial<CsvSettings> = {}) =>
  readCsvStatement(fixture(name), { ...DEFAULT_CSV_SETTINGS, ...overrides });

describe('PRESETS', () => {
  it('lists the bank exports with Portuguese labels', () => {
    expect(PRESETS.map((p) => [p.id, p.label])).toEqual([
      ['nubank-conta', 'Nubank — conta'],
      ['nubank-cartao', 'Nubank — cartão de crédito'],
      ['inter-conta', 'Banco Inter — conta'],
    ]);
  });

  it('recognises each bank by its header only', () => {
    expect(detectPreset(['Data', 'Valor', 'Identificador', 'Descrição'])?.id).toBe('nubank-conta');
    expect(detectPreset(['date', 'title', 'amount'])?.id).toBe('nubank-cartao');
    expect(detectPreset(['date', 'category', 'title', 'amount'])?.id).toBe('nubank-cartao');
    expect(detectPreset(['DATA LANCAMENTO', 'Historico', 'Descricao', 'Valor', 'Saldo'])?.id).toBe(
      'inter-conta',
    );
    expect(detectPreset(['Data', 'Valor', 'Descrição'])).toBeUndefined();
    expect(detectPreset(['date', 'title', 'amount', 'extra'])).toBeUndefined();
  });
});

describe('Nubank — conta', () => {
  it('reads signed dot decimals, day-first dates and the Identificador as the bank id', () => {
    const result = read('nubank-conta.csv', { dateFormat: 'MM/DD/YYYY', amountFormat: 'comma' });
    expect(result.preset).toBe('nubank-conta');
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.date, r.type, r.amountCents, r.fitid?.slice(-3)])).toEqual([
      ['2026-10-01', 'RECEITA', 350000, '001'],
      ['2026-10-02', 'DESPESA', 4590, '002'],
      ['2026-10-03', 'DESPESA', 120000, '003'],
      ['2026-10-03', 'DESPESA', 4590, '004'],
      ['2026-10-05', 'RECEITA', 1234, '005'],
    ]);
    expect(result.rows[1]?.description).toBe('Compra no débito - Padaria Pão Quente');
    expect(result.rows[4]?.description).toBe('Reembolso, parcial');
  });
});

describe('Nubank — cartão de crédito', () => {
  it('reads purchases as expenses and payments or refunds as income', () => {
    const result = read('nubank-cartao.csv');
    expect(result.preset).toBe('nubank-cartao');
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.date, r.description, r.type, r.amountCents])).toEqual([
      ['2026-10-02', 'Supermercado Pão de Açúcar', 'DESPESA', 18745],
      ['2026-10-04', 'Posto Exemplo', 'DESPESA', 25000],
      ['2026-10-07', 'Pagamento recebido', 'RECEITA', 150000],
      ['2026-10-09', 'Estorno Loja Fictícia', 'RECEITA', 3990],
      ['2026-10-11', 'Livraria Imaginária - Parcela 2/3', 'DESPESA', 6667],
    ]);
  });

  it('can be turned off, and then the plain sign rule applies', () => {
    const result = read('nubank-cartao.csv', { preset: 'none' });
    expect(result.preset).toBeUndefined();
    expect(result.rows[0]?.type).toBe('RECEITA');
  });
});

describe('Banco Inter — conta', () => {
  it('reads the Windows-1252 file past its preamble', () => {
    const text = fixture('inter-conta.csv');
    expect(text).toContain('Período ;01/10/2026 a 31/10/2026');
    const result = read('inter-conta.csv');
    expect(result.preset).toBe('inter-conta');
    expect(result.headers).toEqual(['Data Lançamento', 'Histórico', 'Descrição', 'Valor', 'Saldo']);
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.line, r.date, r.description, r.type, r.amountCents])).toEqual([
      [7, '2026-10-01', 'Pix recebido - Empresa Exemplo Ltda', 'RECEITA', 174251],
      [8, '2026-10-03', 'Pix enviado - Maria Souza', 'DESPESA', 8990],
      [9, '2026-10-05', 'Compra no debito - Padaria Pão Quente', 'DESPESA', 1250],
      [10, '2026-10-10', 'Pagamento efetuado - Conta de luz - Energia Fictícia S.A.', 'DESPESA', 21000],
      [11, '2026-10-15', 'Estorno', 'RECEITA', 500],
    ]);
  });

  it('can be forced by id', () => {
    const result = read('inter-conta.csv', { preset: 'inter-conta', delimiter: ',' });
    expect(result.preset).toBe('inter-conta');
    expect(result.rows).toHaveLength(5);
  });
});

describe('duplicates in a bank file', () => {
  it('does not flag equal-looking Nubank rows with different ids', () => {
    expect(markDuplicates(read('nubank-conta.csv').rows)).toEqual([false, false, false, false, false]);
  });
});
