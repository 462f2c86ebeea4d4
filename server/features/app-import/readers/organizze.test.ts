import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readOrganizze } from './organizze';
import type { AppHistory } from './types';

const sample = new Uint8Array(
  readFileSync(new URL('../../../test/app-import-samples/organizze.xlsx', import.meta.url)),
);
const text = (value: string) => new TextEncoder().encode(value);

/** The balance the rows imply for each account, in cents. */
function balances(history: AppHistory): Record<string, number> {
  const sums: Record<string, number> = {};
  const add = (account: string, cents: number) => {
    sums[account] = (sums[account] ?? 0) + cents;
  };
  for (const row of history.rows) {
    if (row.type === 'RECEITA') add(row.account, row.amountCents);
    else if (row.type === 'DESPESA') add(row.account, -row.amountCents);
    else {
      add(row.account, -row.amountCents);
      add(row.destination ?? '?', row.amountCents);
    }
  }
  return sums;
}

async function workbook(rows: unknown[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Lançamentos');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const HEADER = ['Data', 'Descrição', 'Categoria', 'Valor', 'Situação', 'Conta', 'Tags', 'Observações'];

describe('readOrganizze', () => {
  it('reads the sample export whole, past its title and totals', async () => {
    const history = await readOrganizze(sample, 'organizze.xlsx');
    expect(history.errors).toEqual([]);
    expect(history.app).toBe('organizze');
    expect(history.accounts).toEqual([
      { name: 'Conta Inter', kind: 'checking' },
      { name: 'Cartão Inter', kind: 'credit_card' },
      { name: 'Poupança Inter', kind: 'savings' },
    ]);
    // 24 lines, two transfers of two lines each; the 'Total' line is no lançamento.
    expect(history.rows).toHaveLength(22);
    expect(balances(history)).toEqual({
      'Conta Inter': 1_333_973,
      'Cartão Inter': -128_442,
      'Poupança Inter': 101_742,
    });
    expect(history.categories).toHaveLength(15);
    expect(history.categories).toContainEqual({ name: 'Aluguel', parent: 'Moradia', type: 'despesa' });
    expect(history.categories).toContainEqual({
      name: 'Rendimentos',
      parent: 'Investimentos',
      type: 'receita',
    });
    expect(history.categories).toContainEqual({ name: 'Investimentos', type: 'receita' });
    expect(history.categories).toContainEqual({ name: 'Salário', type: 'receita' });
  });

  it('pairs transfers and reads installments, tags, refunds and status', async () => {
    const history = await readOrganizze(sample, 'organizze.xlsx');
    expect(history.rows.filter((row) => row.type === 'TRANSFER')).toEqual([
      expect.objectContaining({
        line: 10,
        date: '2026-01-15',
        amountCents: 100_000,
        account: 'Conta Inter',
        destination: 'Poupança Inter',
      }),
      expect.objectContaining({
        line: 16,
        date: '2026-02-10',
        amountCents: 88_597,
        account: 'Conta Inter',
        destination: 'Cartão Inter',
      }),
    ]);
    const fridge = history.rows.filter((row) => row.description === 'Geladeira Brastemp');
    expect(fridge.map((row) => row.installment?.number)).toEqual([1, 2, 3]);
    expect(fridge[0]?.installment).toEqual({ number: 1, count: 10 });
    expect(history.rows.find((row) => row.description === 'Estorno Uber')).toMatchObject({
      type: 'RECEITA',
      amountCents: 2_780,
      account: 'Cartão Inter',
      notes: 'Corrida cancelada',
    });
    expect(history.rows.find((row) => row.description === 'Farmácia São João')).toMatchObject({
      status: 'PENDING',
      tags: ['saúde', 'família'],
    });
  });

  it('reads the same layout saved as CSV', async () => {
    const file = `${HEADER.join(';')}\n10/01/2026;Uber;Transporte;-23,40;Pago;Conta Inter;;\n`;
    const history = await readOrganizze(text(file), 'x.csv');
    expect(history.errors).toEqual([]);
    expect(history.rows).toEqual([
      expect.objectContaining({ line: 2, date: '2026-01-10', amountCents: 2_340, type: 'DESPESA' }),
    ]);
  });

  it('reports a bad date or amount with its line and reads the rest', async () => {
    const bytes = await workbook([
      HEADER,
      ['31/02/2026', 'Mercado', 'Alimentação', -10, 'Pago', 'Conta'],
      [new Date(Date.UTC(2026, 1, 1)), 'Mercado', 'Alimentação', 'abc', 'Pago', 'Conta'],
      [new Date(Date.UTC(2026, 1, 2)), 'Uber', 'Transporte', -12.5, 'Pago', 'Conta'],
    ]);
    const history = await readOrganizze(bytes, 'x.xlsx');
    expect(history.errors).toEqual([
      { line: 2, message: 'Linha 2: data inválida ("31/02/2026"); linha ignorada.' },
      { line: 3, message: 'Linha 3: valor inválido ("abc"); linha ignorada.' },
    ]);
    expect(history.rows).toEqual([
      expect.objectContaining({ line: 4, date: '2026-02-02', amountCents: 1_250 }),
    ]);
  });

  it('refuses an empty file, binary junk and another app’s file with a line-0 message', async () => {
    expect((await readOrganizze(new Uint8Array(), 'x.xlsx')).errors).toEqual([
      { line: 0, message: 'O arquivo está vazio.' },
    ]);
    const junk = new Uint8Array(512).map((_, i) => (i * 131) % 256);
    expect((await readOrganizze(junk, 'x.xlsx')).errors).toEqual([
      { line: 0, message: 'O arquivo não é texto nem uma planilha do Excel (.xlsx).' },
    ]);
    const brokenZip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9, 9]);
    expect((await readOrganizze(brokenZip, 'x.xlsx')).errors).toEqual([
      {
        line: 0,
        message: 'Não foi possível abrir a planilha: o arquivo .xlsx está corrompido ou não é do Excel.',
      },
    ]);
    const other = await readOrganizze(await workbook([['Account', 'Date', 'Payee', 'Outflow']]), 'x.xlsx');
    expect(other.errors).toEqual([
      {
        line: 0,
        message:
          'O arquivo não parece uma exportação do Organizze: faltam as colunas Data, Descrição, Valor e Conta.',
      },
    ]);
    expect(other.rows).toEqual([]);
  });
});
