import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rowCategoryKeys } from '../choices';
import { readMobills } from './mobills';
import type { AppHistory } from './types';

const sample = new Uint8Array(
  readFileSync(new URL('../../../test/app-import-samples/mobills.csv', import.meta.url)),
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

const HEADER =
  'Data;Descrição;Valor;Conta;Cartão de crédito;Categoria;Subcategoria;Tags;Tipo;Situação;Observação';

describe('readMobills', () => {
  it('reads the sample export whole', async () => {
    const history = await readMobills(sample, 'mobills.csv');
    expect(history.errors).toEqual([]);
    expect(history.app).toBe('mobills');
    expect(history.accounts).toEqual([
      { name: 'Conta Itaú', kind: 'checking' },
      { name: 'Cartão Nubank', kind: 'credit_card' },
      { name: 'Carteira', kind: 'cash' },
    ]);
    // 28 lines, two transfers of two lines each.
    expect(history.rows).toHaveLength(26);
    expect(balances(history)).toEqual({
      'Conta Itaú': 1_197_115,
      'Cartão Nubank': -100_440,
      Carteira: 13_650,
    });
    expect(history.categories).toHaveLength(14);
    expect(history.categories).toContainEqual({ name: 'Salário', type: 'receita' });
    expect(history.categories).toContainEqual({ name: 'Mercado', parent: 'Alimentação', type: 'despesa' });
    expect(history.categories).toContainEqual({ name: 'Alimentação', type: 'despesa' });
    // One expense and one refund: a tie stays despesa.
    expect(history.categories).toContainEqual({
      name: 'Restaurante',
      parent: 'Alimentação',
      type: 'despesa',
    });
  });

  it('pairs the two lines of a transfer into one, from the account the money left', async () => {
    const history = await readMobills(sample, 'mobills.csv');
    const transfers = history.rows.filter((row) => row.type === 'TRANSFER');
    expect(transfers).toEqual([
      expect.objectContaining({
        line: 9,
        date: '2026-01-20',
        amountCents: 20_000,
        account: 'Conta Itaú',
        destination: 'Carteira',
      }),
      expect.objectContaining({
        line: 15,
        date: '2026-02-10',
        amountCents: 58_820,
        account: 'Conta Itaú',
        destination: 'Cartão Nubank',
      }),
    ]);
  });

  it('reads installments, tags, card lines, refunds, quoted cells and status', async () => {
    const history = await readMobills(sample, 'mobills.csv');
    const notebook = history.rows.filter((row) => row.description === 'Notebook Dell');
    expect(notebook.map((row) => row.installment)).toEqual([
      { number: 1, count: 10 },
      { number: 2, count: 10 },
      { number: 3, count: 10 },
    ]);
    expect(notebook[0]).toMatchObject({
      account: 'Cartão Nubank',
      type: 'DESPESA',
      amountCents: 45_000,
      notes: 'Compra parcelada em 10x',
    });
    const uber = history.rows.find((row) => row.date === '2026-02-11');
    expect(uber?.tags).toEqual(['trabalho', 'reembolsável']);
    const refund = history.rows.find((row) => row.description === 'Estorno iFood');
    expect(refund).toMatchObject({ type: 'RECEITA', amountCents: 5_890, account: 'Cartão Nubank' });
    const gift = history.rows.find((row) => row.line === 18);
    expect(gift).toMatchObject({
      description: 'Presente; aniversário da Ana',
      notes: 'Livro e flores',
      tags: ['família'],
    });
    expect(history.rows.find((row) => row.description === 'Conta de luz')?.status).toBe('PENDING');
    expect(history.rows.find((row) => row.description === 'Aluguel')?.status).toBe('CLEARED');
  });

  it('keeps its income and expense categories of one name apart, and a refund in the expense one', async () => {
    // Issue 74's walk: "Outros" for a Pix sent and for a Pix received was one expense category holding the income,
    // and Transações and the dashboard disagreed on October's incomes.
    const file = [
      HEADER,
      '10/10/2026;Pix Maria Souza;-230,00;Conta;;Outros;;;Despesa;Pago;',
      '14/10/2026;Pix recebido João;300,00;Conta;;Outros;;;Receita;Pago;',
      '15/10/2026;Mercado;-80,00;;Cartão;Mercado;;;Despesa cartão;Pago;',
      '18/10/2026;Estorno Mercado;20,00;;Cartão;Mercado;;;Despesa cartão;Pago;',
    ].join('\n');
    const history = await readMobills(text(file), 'x.csv');
    expect(history.categories).toEqual(
      expect.arrayContaining([
        { name: 'Outros', type: 'despesa' },
        { name: 'Outros', type: 'receita' },
        { name: 'Mercado', type: 'despesa' },
      ]),
    );
    expect(history.categories).toHaveLength(3);
    const keyOf = rowCategoryKeys(history);
    expect(history.rows.map((row) => [row.description, keyOf(row)])).toEqual([
      ['Pix Maria Souza', 'despesa|Outros'],
      ['Pix recebido João', 'receita|Outros'],
      ['Mercado', 'despesa|Mercado'],
      ['Estorno Mercado', 'despesa|Mercado'],
    ]);
  });

  it('reports a bad date or amount with its line and reads the rest', async () => {
    const file = [
      HEADER,
      '31/02/2026;Mercado;-10,00;Conta;;;;;Despesa;Pago;',
      '01/02/2026;Mercado;dez reais;Conta;;;;;Despesa;Pago;',
      '01/02/2026;Mercado;-10,00;;;;;;Despesa;Pago;',
      '02/02/2026;Uber;-12,50;Conta;;;;;Despesa;Pago;',
    ].join('\n');
    const history = await readMobills(text(file), 'x.csv');
    expect(history.errors).toEqual([
      { line: 2, message: 'Linha 2: data inválida ("31/02/2026"); linha ignorada.' },
      { line: 3, message: 'Linha 3: valor inválido ("dez reais"); linha ignorada.' },
      { line: 4, message: 'Linha 4: sem conta; linha ignorada.' },
    ]);
    expect(history.rows).toHaveLength(1);
    expect(history.rows[0]).toMatchObject({ line: 5, amountCents: 1_250, type: 'DESPESA' });
  });

  it('refuses an empty file, binary junk and another app’s file with a line-0 message', async () => {
    expect((await readMobills(new Uint8Array(), 'x.csv')).errors).toEqual([
      { line: 0, message: 'O arquivo está vazio.' },
    ]);
    const junk = new Uint8Array(256).map((_, i) => (i * 37) % 256);
    expect((await readMobills(junk, 'x.csv')).errors[0]?.line).toBe(0);
    const ynab =
      '"Account","Flag","Date","Payee","Category Group/Category","Memo","Outflow","Inflow","Cleared"\n';
    const history = await readMobills(text(ynab), 'x.csv');
    expect(history.rows).toEqual([]);
    expect(history.errors).toEqual([
      {
        line: 0,
        message:
          'O arquivo não parece uma exportação do Mobills: faltam as colunas Data, Valor, Conta e Descrição.',
      },
    ]);
    const brokenZip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    expect((await readMobills(brokenZip, 'x.xlsx')).errors[0]?.line).toBe(0);
  });

  it('pairs tens of thousands of transfer lines of one day and amount in linear time', async () => {
    const out = '01/02/2026;Transferência;-1,00;Conta A;;;;;Transferência;Pago;\n';
    const into = '01/02/2026;Transferência;1,00;Conta B;;;;;Transferência;Pago;\n';
    // All the leaving lines first: each waits under one key until the entering lines come.
    const history = await readMobills(
      text(`${HEADER}\n${out.repeat(20_000)}${into.repeat(20_000)}`),
      'x.csv',
    );
    expect(history.errors).toEqual([]);
    expect(history.rows).toHaveLength(20_000);
    expect(
      history.rows.every(
        (row) => row.type === 'TRANSFER' && row.account === 'Conta A' && row.destination === 'Conta B',
      ),
    ).toBe(true);
  });

  it('refuses a file past 50,000 rows', async () => {
    const line = '01/02/2026;Mercado;-1,00;Conta;;;;;Despesa;Pago;\n';
    const history = await readMobills(text(`${HEADER}\n${line.repeat(50_011)}`), 'x.csv');
    expect(history.rows).toEqual([]);
    expect(history.errors).toEqual([
      { line: 0, message: 'O arquivo tem mais de 50.000 lançamentos. Exporte um período menor.' },
    ]);
  });
});
