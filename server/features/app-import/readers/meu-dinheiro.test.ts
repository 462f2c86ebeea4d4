import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readMeuDinheiro } from './meu-dinheiro';
import type { AppHistory } from './types';

const sample = new Uint8Array(
  readFileSync(new URL('../../../test/app-import-samples/meu-dinheiro.xlsx', import.meta.url)),
);

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

const HEADER = [
  'Data prevista',
  'Data efetiva',
  'Tipo',
  'Conta',
  'Conta transferência',
  'Descrição',
  'Favorecido',
  'Categoria',
  'Centro',
  'Projeto',
  'Valor',
  'Parcela',
  'Tags',
  'Observações',
];

describe('readMeuDinheiro', () => {
  it('reads the sample export whole', async () => {
    const history = await readMeuDinheiro(sample, 'meu-dinheiro.xlsx');
    expect(history.errors).toEqual([]);
    expect(history.app).toBe('meu-dinheiro');
    expect(history.accounts).toEqual([
      { name: 'Banco do Brasil', kind: 'checking' },
      { name: 'Cartão Visa BB', kind: 'credit_card' },
      { name: 'Carteira', kind: 'cash' },
      { name: 'Poupança Caixa', kind: 'savings' },
    ]);
    expect(history.rows).toHaveLength(22);
    expect(balances(history)).toEqual({
      'Banco do Brasil': 1_032_065,
      'Cartão Visa BB': -86_795,
      Carteira: 23_800,
      'Poupança Caixa': 50_000,
    });
    expect(history.categories).toHaveLength(16);
    expect(history.categories).toContainEqual({ name: 'Salário', type: 'receita' });
    expect(history.categories).toContainEqual({
      name: 'Supermercado',
      parent: 'Alimentação',
      type: 'despesa',
    });
    // One expense and one partial refund: a tie stays despesa.
    expect(history.categories).toContainEqual({
      name: 'Restaurante',
      parent: 'Alimentação',
      type: 'despesa',
    });
  });

  it('reads each transfer line as one transfer, to an account only the transfer names too', async () => {
    const history = await readMeuDinheiro(sample, 'meu-dinheiro.xlsx');
    expect(history.rows.filter((row) => row.type === 'TRANSFER')).toEqual([
      expect.objectContaining({
        line: 7,
        amountCents: 30_000,
        account: 'Banco do Brasil',
        destination: 'Carteira',
        description: 'Saque',
      }),
      expect.objectContaining({
        line: 12,
        amountCents: 56_720,
        account: 'Banco do Brasil',
        destination: 'Cartão Visa BB',
      }),
      expect.objectContaining({
        line: 23,
        amountCents: 50_000,
        account: 'Banco do Brasil',
        destination: 'Poupança Caixa',
      }),
    ]);
  });

  it('reads installments, payees, tags, projects, refunds and the pending lançamento', async () => {
    const history = await readMeuDinheiro(sample, 'meu-dinheiro.xlsx');
    const tv = history.rows.filter((row) => row.description === 'Smart TV 55"');
    expect(tv.map((row) => row.installment)).toEqual([
      { number: 1, count: 10 },
      { number: 2, count: 10 },
      { number: 3, count: 10 },
    ]);
    expect(tv[0]).toMatchObject({
      payee: 'Magazine Luiza',
      notes: 'Compra em 10x sem juros',
      account: 'Cartão Visa BB',
    });
    expect(history.rows.find((row) => row.description === 'iFood')?.tags).toEqual([
      'delivery',
      'fim de semana',
    ]);
    expect(history.rows.find((row) => row.description === 'Hotel em Florianópolis')?.tags).toEqual([
      'viagem',
      'Férias 2026',
    ]);
    expect(history.rows.find((row) => row.description === 'Estorno iFood')).toMatchObject({
      type: 'RECEITA',
      amountCents: 2_000,
    });
    expect(history.rows.find((row) => row.description === 'Conta de luz')).toMatchObject({
      status: 'PENDING',
      date: '2026-03-28',
    });
  });

  it('reports a bad date or amount with its line and reads the rest', async () => {
    const bytes = await workbook([
      HEADER,
      ['30/02/2026', '', 'Despesa', 'Conta', '', 'Mercado', '', '', '', '', 10],
      [new Date(Date.UTC(2026, 1, 1)), null, 'Despesa', 'Conta', '', 'Mercado', '', '', '', '', 'R$ x'],
      [new Date(Date.UTC(2026, 1, 2)), null, 'Despesa', '', '', 'Mercado', '', '', '', '', 5],
      [
        new Date(Date.UTC(2026, 1, 3)),
        new Date(Date.UTC(2026, 1, 4)),
        'Despesa',
        'Conta',
        '',
        'Uber',
        '',
        '',
        '',
        '',
        12.5,
      ],
    ]);
    const history = await readMeuDinheiro(bytes, 'x.xlsx');
    expect(history.errors).toEqual([
      { line: 2, message: 'Linha 2: data inválida ("30/02/2026"); linha ignorada.' },
      { line: 3, message: 'Linha 3: valor inválido ("R$ x"); linha ignorada.' },
      { line: 4, message: 'Linha 4: sem conta; linha ignorada.' },
    ]);
    expect(history.rows).toEqual([
      expect.objectContaining({ line: 5, date: '2026-02-04', amountCents: 1_250, status: 'CLEARED' }),
    ]);
  });

  it('refuses an empty file, binary junk and another app’s file with a line-0 message', async () => {
    expect((await readMeuDinheiro(new Uint8Array(), 'x.xlsx')).errors).toEqual([
      { line: 0, message: 'O arquivo está vazio.' },
    ]);
    const junk = new Uint8Array(300).map((_, i) => (i * 7) % 32);
    expect((await readMeuDinheiro(junk, 'x.xlsx')).errors[0]?.line).toBe(0);
    const mobills = new TextEncoder().encode('Data;Descrição;Valor;Conta\n01/01/2026;Uber;-10,00;Conta\n');
    expect((await readMeuDinheiro(mobills, 'x.csv')).errors).toEqual([
      {
        line: 0,
        message:
          'O arquivo não parece uma exportação do Meu Dinheiro: faltam as colunas Data prevista e Tipo.',
      },
    ]);
  });
});
