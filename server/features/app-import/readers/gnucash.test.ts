import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { balancesByAccount } from './balances';
import { readGnucash } from './gnucash';

const sample = (name: string) =>
  new Uint8Array(readFileSync(join(import.meta.dirname, '../../../test/app-import-samples', name)));
const text = (value: string) => new TextEncoder().encode(value);

const ACCOUNTS = [
  { name: 'Itaú Conta', kind: 'checking' },
  { name: 'Carteira', kind: 'cash' },
  { name: 'Cartão Itaú', kind: 'credit_card' },
];
const BALANCES = { 'Itaú Conta': 2_293_332, Carteira: 17_610, 'Cartão Itaú': -138_074 };

describe.each([
  ['gnucash.csv', 18],
  ['gnucash-simple.csv', 17],
])('readGnucash, %s', (file, rowCount) => {
  it('reads the assets and liabilities as accounts, the rows and the balances', async () => {
    const history = await readGnucash(sample(file), file);
    expect(history.errors).toEqual([]);
    expect(history.accounts).toEqual(ACCOUNTS);
    // The voided transaction is left out, the opening balance is the account's; the full layout writes the
    // three-split one as two rows.
    expect(history.rows).toHaveLength(rowCount);
    expect(history.openings).toEqual([{ account: 'Itaú Conta', cents: 200_000 }]);
    expect(Object.fromEntries(balancesByAccount(history))).toEqual(BALANCES);
  });

  it('reads a transaction between two own accounts as one TRANSFER', async () => {
    const history = await readGnucash(sample(file), file);
    const transfers = history.rows.filter((r) => r.type === 'TRANSFER');
    expect(transfers.map((r) => [r.date, r.account, r.destination, r.amountCents])).toEqual([
      ['2026-01-20', 'Itaú Conta', 'Carteira', 20_000],
      ['2026-01-25', 'Itaú Conta', 'Cartão Itaú', 76_668],
    ]);
  });

  it('reads income and expense accounts as categories, the refund and the installments', async () => {
    const history = await readGnucash(sample(file), file);
    expect(history.categories.map((c) => [c.name, c.parent, c.type])).toEqual([
      ['Salário', undefined, 'receita'],
      ['Moradia', undefined, 'despesa'],
      ['Aluguel', 'Moradia', 'despesa'],
      ['Transporte', undefined, 'despesa'],
      ['Uber', 'Transporte', 'despesa'],
      ['Alimentação', undefined, 'despesa'],
      ['Mercado', 'Alimentação', 'despesa'],
      ['Restaurantes', 'Alimentação', 'despesa'],
      ['Casa', undefined, 'despesa'],
      ['Assinaturas', undefined, 'despesa'],
      ['Netflix', 'Assinaturas', 'despesa'],
    ]);
    const refund = history.rows.find((r) => r.date === '2026-02-16');
    expect(refund).toMatchObject({ type: 'RECEITA', account: 'Cartão Itaú', amountCents: 8_750 });
    expect(
      history.rows.filter((r) => r.installment).map((r) => [r.description, r.installment?.number]),
    ).toEqual([
      ['Magazine Luiza Geladeira', 1],
      ['Magazine Luiza Geladeira', 2],
      ['Magazine Luiza Geladeira', 3],
    ]);
    expect(history.rows.some((r) => r.description === 'Saldo inicial')).toBe(false);
  });
});

describe('readGnucash, the full layout', () => {
  it('writes each part of a multi-split transaction as a row, with its memo and the transaction id', async () => {
    const history = await readGnucash(sample('gnucash.csv'), 'gnucash.csv');
    const split = history.rows.filter((r) => r.date === '2026-02-08');
    expect(split.map((r) => [r.description, r.amountCents, r.category?.name, r.notes, r.sourceId])).toEqual([
      ['Atacadão', 25_000, 'Mercado', 'Comida', '0a1b2c3d4e5f40718293a4b5c6d7e811'],
      ['Atacadão', 5_000, 'Casa', 'Lâmpadas', '0a1b2c3d4e5f40718293a4b5c6d7e811'],
    ]);
  });
});

describe('readGnucash, hostile input', () => {
  it('reads a translated header by the position of its columns', async () => {
    const csv = [
      'Data,Nome da Conta,Número,Descrição,Caminho Completo da Categoria,Reconciliar,Valor com Símbolo,Valor Num.,Valor com Símbolo,Valor Num.,Taxa/Preço',
      '05/01/2026,Ativos:Conta Corrente,,Mercado,Despesas:Mercado,n,"-R$ 1.234,56","-1.234,56","-R$ 1.234,56","-1.234,56","1,00"',
    ].join('\n');
    const history = await readGnucash(text(csv), 'g.csv');
    expect(history.errors).toEqual([]);
    expect(history.rows).toMatchObject([
      {
        date: '2026-01-05',
        account: 'Conta Corrente',
        amountCents: 123_456,
        type: 'DESPESA',
        category: { name: 'Mercado' },
      },
    ]);
  });

  it('reports a bad date or amount with its line and reads the rest', async () => {
    const csv = [
      'Date,Account Name,Number,Description,Full Category Path,Reconcile,Amount With Sym,Amount Num.,Value With Sym,Value Num.,Rate/Price',
      '31/02/2026,Assets:Conta,,Mercado,Expenses:Mercado,n,,-10.00,,-10.00,1',
      '13/02/2026,Assets:Conta,,Mercado,Expenses:Mercado,n,,dez,,dez,1',
      '14/02/2026,Assets:Conta,,Mercado,Expenses:Mercado,n,,-12.50,,-12.50,1',
    ].join('\n');
    const history = await readGnucash(text(csv), 'g.csv');
    expect(history.errors).toEqual([
      { line: 2, message: 'Linha 2: data inválida ("31/02/2026")' },
      { line: 3, message: 'Linha 3: valor inválido ("dez")' },
    ]);
    expect(history.rows).toMatchObject([
      { line: 4, date: '2026-02-14', amountCents: 1_250, account: 'Conta' },
    ]);
  });

  it('refuses an empty file, another app’s file and binary junk with a line-0 message', async () => {
    expect((await readGnucash(new Uint8Array(), 'g.csv')).errors).toEqual([
      { line: 0, message: 'O arquivo está vazio.' },
    ]);
    const firefly = await readGnucash(sample('firefly.csv'), 'firefly.csv');
    expect(firefly.errors).toEqual([
      { line: 0, message: expect.stringContaining('não parece uma exportação de transações do GnuCash') },
    ]);
    const junk = await readGnucash(new Uint8Array([0, 0, 0, 7, 255]), 'g.csv');
    expect(junk.errors.map((e) => e.line)).toEqual([0]);
    expect(junk.rows).toEqual([]);
  });
});

describe('readGnucash, limits', () => {
  it('refuses a file over 20 MB or over 50.000 lines with a line-0 message', async () => {
    const big = await readGnucash(new Uint8Array(20 * 1024 * 1024 + 1), 'g.csv');
    expect(big.errors).toEqual([
      { line: 0, message: 'O arquivo tem mais de 20 MB. Exporte um período menor.' },
    ]);
    const lines = [
      'Date,Account Name,Number,Description,Full Category Path,Reconcile,Amount With Sym,Amount Num.,Value With Sym,Value Num.,Rate/Price',
      ...new Array<string>(50_001).fill(
        '05/01/2026,Assets:Conta,,Mercado,Expenses:Mercado,n,,-1.00,,-1.00,1',
      ),
    ].join('\n');
    const many = await readGnucash(text(lines), 'g.csv');
    expect(many.errors).toEqual([
      { line: 0, message: 'O arquivo tem mais de 50.000 lançamentos. Exporte um período menor.' },
    ]);
    expect(many.rows).toEqual([]);
    const fewer = await readGnucash(
      text(
        [
          'Date,Account Name,Number,Description,Full Category Path,Reconcile,Amount With Sym,Amount Num.,Value With Sym,Value Num.,Rate/Price',
          ...new Array<string>(50_000).fill(
            '05/01/2026,Assets:Conta,,Mercado,Expenses:Mercado,n,,-1.00,,-1.00,1',
          ),
        ].join('\n'),
      ),
      'g.csv',
    );
    expect(fewer.rows).toHaveLength(50_000);
  }, 20_000);
});
