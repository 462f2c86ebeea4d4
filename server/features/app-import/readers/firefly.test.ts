import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { balancesByAccount } from './balances';
import { readFirefly } from './firefly';

const sample = new Uint8Array(
  readFileSync(join(import.meta.dirname, '../../../test/app-import-samples/firefly.csv')),
);
const text = (value: string) => new TextEncoder().encode(value);
const HEADER =
  'user_id,group_id,journal_id,created_at,updated_at,group_title,type,currency_code,amount,foreign_currency_code,foreign_amount,native_currency_code,native_amount,native_foreign_amount,description,date,source_name,source_iban,source_type,destination_name,destination_iban,destination_type,reconciled,category,budget,bill,tags,notes';

describe('readFirefly', () => {
  it('reads the own accounts (not the expense and revenue ones), the rows and the balances', async () => {
    const history = await readFirefly(sample, 'firefly.csv');
    expect(history.errors).toEqual([]);
    expect(history.accounts).toEqual([
      { name: 'Nubank Conta', kind: 'checking' },
      { name: 'Cartão Nubank', kind: 'credit_card' },
      { name: 'Poupança Caixa', kind: 'savings' },
    ]);
    // 25 journals: the opening balance is the account's.
    expect(history.rows).toHaveLength(24);
    expect(history.openings).toEqual([{ account: 'Nubank Conta', cents: 200_000 }]);
    expect(Object.fromEntries(balancesByAccount(history))).toEqual({
      'Nubank Conta': 1_883_620,
      'Cartão Nubank': 43_033,
      'Poupança Caixa': 53_215,
    });
  });

  it('keeps a transfer as one TRANSFER row, source to destination', async () => {
    const history = await readFirefly(sample, 'firefly.csv');
    const transfers = history.rows.filter((r) => r.type === 'TRANSFER');
    expect(transfers.map((r) => [r.account, r.destination, r.amountCents, r.sourceId])).toEqual([
      ['Nubank Conta', 'Cartão Nubank', 150_000, '109'],
      ['Nubank Conta', 'Poupança Caixa', 50_000, '118'],
      ['Nubank Conta', 'Cartão Nubank', 126_380, '119'],
    ]);
  });

  it('reads "Pai: Filho" categories, typed by their money, and the tags, split parts and refund', async () => {
    const history = await readFirefly(sample, 'firefly.csv');
    expect(history.categories).toEqual([
      { name: 'Salário', type: 'receita' },
      { name: 'Moradia', type: 'despesa' },
      { name: 'Aluguel', parent: 'Moradia', type: 'despesa' },
      { name: 'Alimentação', type: 'despesa' },
      { name: 'Mercado', parent: 'Alimentação', type: 'despesa' },
      { name: 'Restaurantes', parent: 'Alimentação', type: 'despesa' },
      { name: 'Transporte', type: 'despesa' },
      { name: 'Casa', type: 'despesa' },
      { name: 'Assinaturas', type: 'despesa' },
      { name: 'Rendimentos', type: 'receita' },
    ]);
    expect(history.rows.find((r) => r.date === '2026-02-14')?.tags).toEqual(['viagem', 'delivery']);
    const split = history.rows.filter((r) => r.date === '2026-02-08');
    expect(split.map((r) => [r.description, r.payee, r.amountCents])).toEqual([
      ['Mercado', 'Atacadão', 25_000],
      ['Lâmpadas', 'Atacadão', 5_000],
    ]);
    const refund = history.rows.find((r) => r.date === '2026-02-16');
    expect(refund).toMatchObject({
      type: 'RECEITA',
      account: 'Cartão Nubank',
      payee: 'iFood',
      amountCents: 8_750,
    });
    expect(refund?.notes).toBe('Pedido não entregue,\nvalor devolvido na fatura');
    expect(history.rows.some((r) => r.description.startsWith('Saldo inicial'))).toBe(false);
  });

  it('reads an installment written at the end of the description', async () => {
    const history = await readFirefly(sample, 'firefly.csv');
    const fridge = history.rows.filter((r) => r.payee === 'Magazine Luiza');
    expect(fridge.map((r) => [r.description, r.installment])).toEqual([
      ['Geladeira Brastemp', { number: 1, count: 10 }],
      ['Geladeira Brastemp', { number: 2, count: 10 }],
      ['Geladeira Brastemp', { number: 3, count: 10 }],
    ]);
  });

  it('reports a bad date or amount with its line and reads the rest', async () => {
    const csv = [
      HEADER,
      '1,1,1,,,,Withdrawal,BRL,-10.00,,,,,,Mercado,2026-13-01T00:00:00-03:00,Conta,,Asset account,Mercado,,Expense account,,,,,,',
      '1,2,2,,,,Withdrawal,BRL,abc,,,,,,Mercado,2026-01-02T00:00:00-03:00,Conta,,Asset account,Mercado,,Expense account,,,,,,',
      '1,3,3,,,,Withdrawal,BRL,-12.50,,,,,,Mercado,2026-01-03T00:00:00-03:00,Conta,,Asset account,Mercado,,Expense account,,,,,,',
    ].join('\n');
    const history = await readFirefly(text(csv), 'f.csv');
    expect(history.errors).toEqual([
      { line: 2, message: 'Linha 2: data inválida ("2026-13-01T00:00:00-03:00")' },
      { line: 3, message: 'Linha 3: valor inválido ("abc")' },
    ]);
    expect(history.rows).toMatchObject([
      { line: 4, date: '2026-01-03', amountCents: 1_250, type: 'DESPESA' },
    ]);
  });

  it('refuses an empty file, another app’s file and binary junk with a line-0 message', async () => {
    expect((await readFirefly(new Uint8Array(), 'f.csv')).errors).toEqual([
      { line: 0, message: 'O arquivo está vazio.' },
    ]);
    const actual = await readFirefly(
      text('Account,Date,Payee,Notes,Category,Amount\nConta,2026-01-01,X,,,-1\n'),
      'a.csv',
    );
    expect(actual.errors).toEqual([
      { line: 0, message: expect.stringContaining('não parece uma exportação do Firefly III') },
    ]);
    const junk = await readFirefly(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0, 1]), 'f.csv');
    expect(junk.errors.map((e) => e.line)).toEqual([0]);
    expect(junk.rows).toEqual([]);
  });
});

describe('readFirefly, limits', () => {
  it('refuses a file over 20 MB or over 50.000 lines with a line-0 message', async () => {
    const big = await readFirefly(new Uint8Array(20 * 1024 * 1024 + 1), 'f.csv');
    expect(big.errors).toEqual([
      { line: 0, message: 'O arquivo tem mais de 20 MB. Exporte um período menor.' },
    ]);
    const lines = [
      HEADER,
      ...new Array<string>(50_001).fill(
        '1,1,1,,,,Withdrawal,BRL,-1.00,,,,,,Mercado,2026-01-05T00:00:00-03:00,Conta,,Asset account,Mercado,,Expense account,,,,,,',
      ),
    ].join('\n');
    const many = await readFirefly(text(lines), 'f.csv');
    expect(many.errors).toEqual([
      { line: 0, message: 'O arquivo tem mais de 50.000 lançamentos. Exporte um período menor.' },
    ]);
    expect(many.rows).toEqual([]);
    const fewer = await readFirefly(
      text(
        [
          HEADER,
          ...new Array<string>(50_000).fill(
            '1,1,1,,,,Withdrawal,BRL,-1.00,,,,,,Mercado,2026-01-05T00:00:00-03:00,Conta,,Asset account,Mercado,,Expense account,,,,,,',
          ),
        ].join('\n'),
      ),
      'f.csv',
    );
    expect(fewer.rows).toHaveLength(50_000);
  }, 20_000);
});

describe('readFirefly, a real export (Firefly III 6.1.24, go-money’s fixture, real-files/SOURCES.md)', () => {
  it('reads a withdrawal to Firefly’s cash account as the expense it is, with its category', async () => {
    const real = new Uint8Array(
      readFileSync(join(import.meta.dirname, 'real-files/firefly-withdrawal-cash.csv')),
    );
    const history = await readFirefly(real, 'export.csv');
    expect(history.errors).toEqual([]);
    // Firefly's cash account is where spent cash goes: no account of the person's, no transfer.
    expect(history.accounts).toEqual([{ name: 'Account UAH', kind: 'checking' }]);
    expect(history.rows).toEqual([
      expect.objectContaining({
        date: '2025-06-17',
        type: 'DESPESA',
        account: 'Account UAH',
        amountCents: 96_444,
        description: 'Market',
        category: { name: 'Grocery' },
        notes: 'Some note',
      }),
    ]);
    expect(history.rows[0]?.payee).toBeUndefined();
  });

  it('reads a deposit from the cash account as income, and an "Initial balance account" as the opening balance', async () => {
    const csv = [
      HEADER,
      '1,1,1,,,,Deposit,BRL,50.00,,,BRL,,,"Venda do sofá",2026-01-05T00:00:00-03:00,"(cash)",,"Cash account","Carteira",,"Asset account",,Vendas,,,,',
      '1,2,2,,,,Deposit,BRL,300.00,,,BRL,,,"Saldo inicial",2026-01-01T00:00:00-03:00,"Carteira initial balance",,"Initial balance account","Carteira",,"Asset account",,,,,,',
    ].join('\n');
    const history = await readFirefly(text(csv), 'export.csv');
    expect(history.accounts).toEqual([{ name: 'Carteira', kind: 'cash' }]);
    expect(history.rows).toMatchObject([{ type: 'RECEITA', account: 'Carteira', amountCents: 5_000 }]);
    expect(history.openings).toEqual([{ account: 'Carteira', cents: 30_000 }]);
  });
});
