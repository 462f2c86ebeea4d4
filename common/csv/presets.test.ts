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
      ['c6-cartao', 'C6 Bank — cartão de crédito'],
      ['xp-cartao', 'XP — cartão de crédito'],
      ['inter-cartao', 'Banco Inter — cartão de crédito'],
      ['bb-conta', 'Banco do Brasil — conta'],
      ['itau-conta', 'Itaú — conta'],
    ]);
  });

  it('recognises each bank by its header only', () => {
    expect(detectPreset(['Data', 'Valor', 'Identificador', 'Descrição'])?.id).toBe('nubank-conta');
    expect(detectPreset(['date', 'title', 'amount'])?.id).toBe('nubank-cartao');
    expect(detectPreset(['date', 'category', 'title', 'amount'])?.id).toBe('nubank-cartao');
    expect(detectPreset(['DATA LANCAMENTO', 'Historico', 'Descricao', 'Valor', 'Saldo'])?.id).toBe(
      'inter-conta',
    );
    expect(
      detectPreset([
        'Data de Compra',
        'Nome no Cartão',
        'Final do Cartão',
        'Categoria',
        'Descrição',
        'Parcela',
        'Valor (em US$)',
        'Cotação (em R$)',
        'Valor (em R$)',
      ])?.id,
    ).toBe('c6-cartao');
    expect(detectPreset(['Data', 'Estabelecimento', 'Portador', 'Valor', 'Parcela'])?.id).toBe('xp-cartao');
    expect(detectPreset(['Data', 'Lançamento', 'Categoria', 'Tipo', 'Valor'])?.id).toBe('inter-cartao');
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

  it('reads the current export: quoted comma decimals, the minus apart from the number', () => {
    const result = read('nubank-cartao-atual.csv');
    expect(result.preset).toBe('nubank-cartao');
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.date, r.description, r.type, r.amountCents])).toEqual([
      ['2026-10-02', 'Supermercado Exemplo', 'DESPESA', 2196],
      ['2026-10-03', 'Farmácia Fictícia', 'DESPESA', 120450],
      ['2026-10-05', 'Pagamento recebido', 'RECEITA', 388713],
      ['2026-10-06', 'Estorno Loja Fictícia', 'RECEITA', 3990],
      ['2026-10-08', 'Loja Imaginária - Parcela 3/10', 'DESPESA', 12500],
    ]);
    expect(result.rows[4]?.installment).toEqual({ number: 3, count: 10 });
    expect(result.rows[0]).not.toHaveProperty('installment');
  });

  it('reads both exports when the preset is chosen by hand, whatever the amount format says', () => {
    for (const name of ['nubank-cartao.csv', 'nubank-cartao-atual.csv']) {
      const result = read(name, { preset: 'nubank-cartao', amountFormat: 'dot', delimiter: ';' });
      expect(result.errors).toEqual([]);
      expect(result.rows.map((r) => r.type)).toEqual(['DESPESA', 'DESPESA', 'RECEITA', 'RECEITA', 'DESPESA']);
    }
    expect(read('nubank-cartao.csv').rows[4]?.installment).toEqual({ number: 2, count: 3 });
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
      [7, '2026-10-01', 'Pix recebido', 'RECEITA', 174251],
      [8, '2026-10-03', 'Pix enviado', 'DESPESA', 8990],
      [9, '2026-10-05', 'Compra no debito - Padaria Pão Quente', 'DESPESA', 1250],
      [10, '2026-10-10', 'Pagamento efetuado - Conta de luz - Energia Fictícia S.A.', 'DESPESA', 21000],
      [11, '2026-10-15', 'Estorno', 'RECEITA', 500],
    ]);
    // Pix lines name the other person as the payee; the bank's text stays for duplicates.
    expect(result.rows.slice(0, 2).map((r) => [r.payee, r.statementText])).toEqual([
      ['Empresa Exemplo Ltda', 'Pix recebido - Empresa Exemplo Ltda'],
      ['Maria Souza', 'Pix enviado - Maria Souza'],
    ]);
  });

  it('can be forced by id', () => {
    const result = read('inter-conta.csv', { preset: 'inter-conta', delimiter: ',' });
    expect(result.preset).toBe('inter-conta');
    expect(result.rows).toHaveLength(5);
  });
});

describe('C6 Bank — cartão de crédito', () => {
  it('reads the amount in reais, purchases as expenses and the payment as income, with the installment', () => {
    const result = read('c6-cartao.csv');
    expect(result.preset).toBe('c6-cartao');
    expect(result.errors).toEqual([]);
    expect(
      result.rows.map((r) => [r.date, r.description, r.type, r.amountCents, r.category, r.installment]),
    ).toEqual([
      ['2026-10-02', 'MERCADO EXEMPLO', 'DESPESA', 15237, 'Supermercado', undefined],
      ['2026-10-04', 'LOJA FICTICIA', 'DESPESA', 8990, 'Departamento', { number: 3, count: 10 }],
      ['2026-10-06', 'STREAMING IMAGINARIO', 'DESPESA', 5935, 'Serviços', undefined],
      ['2026-10-10', 'Inclusao de Pagamento', 'RECEITA', 150000, '-', undefined],
    ]);
  });
});

describe('XP — cartão de crédito', () => {
  it('reads R$ values, "2 de 6" installments and the bill payment as income', () => {
    const result = read('xp-cartao.csv');
    expect(result.preset).toBe('xp-cartao');
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.date, r.description, r.type, r.amountCents, r.installment])).toEqual([
      ['2026-10-03', 'PADARIA EXEMPLO', 'DESPESA', 2350, undefined],
      ['2026-10-05', 'LOJA FICTICIA', 'DESPESA', 104990, { number: 2, count: 6 }],
      ['2026-10-08', 'Pagamento de fatura', 'RECEITA', 200000, undefined],
    ]);
    // The card holder is not a payee.
    expect(result.rows.every((r) => r.payee === undefined)).toBe(true);
  });
});

describe('Banco Inter — cartão de crédito', () => {
  it('reads quoted "R$ 29,90" values; its Tipo column gives the installment, never the type', () => {
    const result = read('inter-cartao.csv');
    expect(result.preset).toBe('inter-cartao');
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.date, r.description, r.type, r.amountCents, r.installment])).toEqual([
      ['2026-10-02', 'RESTAURANTE EXEMPLO', 'DESPESA', 2990, undefined],
      ['2026-10-04', 'LOJA FICTICIA', 'DESPESA', 110000, { number: 3, count: 10 }],
      ['2026-10-09', 'PAGAMENTO ON LINE', 'RECEITA', 80000, undefined],
    ]);
  });
});

describe('duplicates in a bank file', () => {
  it('does not flag equal-looking Nubank rows with different ids', () => {
    expect(markDuplicates(read('nubank-conta.csv').rows)).toEqual([false, false, false, false, false]);
  });
});
