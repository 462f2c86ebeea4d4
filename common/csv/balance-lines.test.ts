import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { balanceLineOf } from './balance-lines';
import { DEFAULT_CSV_SETTINGS, readCsvStatement } from './read-csv';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('balanceLineOf', () => {
  it("knows the banks' balance lines, and which state the account's balance", () => {
    expect(balanceLineOf('SALDO ANTERIOR')).toBe('balance');
    expect(balanceLineOf('SALDO TOTAL DISPONÍVEL DIA')).toBe('balance');
    expect(balanceLineOf('Saldo do dia')).toBe('balance');
    expect(balanceLineOf('S A L D O')).toBe('balance');
    expect(balanceLineOf('Saldo')).toBe('balance');
    expect(balanceLineOf('SALDO EM 24/11')).toBe('balance');
    expect(balanceLineOf('Saldo com limite')).toBe(null);
    expect(balanceLineOf('SALDO BLOQUEADO')).toBe(null);
    expect(balanceLineOf('Saldo total com limite')).toBe('other');
    expect(balanceLineOf('Saldo total bloqueado')).toBe('other');
  });

  it('leaves movements that merely mention a balance alone', () => {
    expect(balanceLineOf('PAGTO SALDO CARTAO')).toBe(null);
    expect(balanceLineOf('Saldo devedor renegociado')).toBe(null);
    expect(balanceLineOf('RESGATE SALDO POUPANCA')).toBe(null);
    expect(balanceLineOf('Saldanha Padaria')).toBe(null);
  });

  it('reads a balance line behind punctuation, spaces or a non-ASCII opening as normalizeWord does', () => {
    expect(balanceLineOf('  * "Saldo do dia"')).toBe('balance');
    expect(balanceLineOf('- S A L D O')).toBe('balance');
    expect(balanceLineOf('\u00a0Saldo anterior')).toBe('balance');
    expect(balanceLineOf('«Saldo final»')).toBe('balance');
    expect(balanceLineOf('1 Saldo anterior')).toBe(null);
    expect(balanceLineOf('Último saldo')).toBe(null);
    expect(balanceLineOf('--- ')).toBe(null);
  });
});

describe('CSV statements with balance lines', () => {
  it("Itaú: the balance lines are neither rows nor errors, and the day's last balance is the statement's", () => {
    const result = readCsvStatement(fixture('itau-conta.csv'), DEFAULT_CSV_SETTINGS);
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.date, r.description, r.type, r.amountCents])).toEqual([
      ['2026-11-03', 'COMPRA CARTAO DEB SUPERMERCADO PAO DE ACUCAR', 'DESPESA', 28745],
      ['2026-11-04', 'PIX ENVIADO NUBANK', 'DESPESA', 50000],
      ['2026-11-06', 'PIX RECEBIDO EMPRESA XYZ LTDA', 'RECEITA', 620000],
      ['2026-11-10', 'PIX ENVIADO IMOBILIARIA', 'DESPESA', 215000],
      ['2026-11-17', 'TAR PACOTE ITAU', 'DESPESA', 3990],
    ]);
    expect(result.balance).toEqual({ date: '2026-11-17', amountCents: 422265 });
  });

  it('Banco do Brasil: Saldo Anterior is not an income, S A L D O (00/00/0000) is not an error', () => {
    const result = readCsvStatement(fixture('bb-conta.csv'), DEFAULT_CSV_SETTINGS);
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.date, r.type, r.amountCents])).toEqual([
      ['2026-11-03', 'DESPESA', 2350],
      ['2026-11-05', 'RECEITA', 620000],
      ['2026-11-10', 'DESPESA', 215000],
    ]);
    expect(result.balance).toEqual({ date: '2026-11-10', amountCents: 502650 });
  });

  it('a file without balance lines states no balance', () => {
    const result = readCsvStatement('Data;Descrição;Valor\n01/11/2026;Café;-5,00\n', DEFAULT_CSV_SETTINGS);
    expect(result.rows).toHaveLength(1);
    expect(result.balance).toBeUndefined();
  });
});

describe("the banks' own layouts", () => {
  it('Banco do Brasil is recognised: what happened, then with whom, without the moment the date already says', () => {
    const result = readCsvStatement(fixture('bb-conta.csv'), DEFAULT_CSV_SETTINGS);
    expect(result.preset).toBe('bb-conta');
    expect(result.rows.map((r) => [r.description, r.type])).toEqual([
      ['Pix - Enviado - Padaria Ipe', 'DESPESA'],
      ['Proventos', 'RECEITA'],
      ['Pagamento de Boleto - Imobiliaria', 'DESPESA'],
    ]);
  });

  it('Itaú is recognised, its balances column never taken for the amount', () => {
    const result = readCsvStatement(fixture('itau-conta.csv'), DEFAULT_CSV_SETTINGS);
    expect(result.preset).toBe('itau-conta');
    expect(result.mapping).toMatchObject({ amount: 'valor (R$)', balance: 'saldos (R$)' });
  });
});
