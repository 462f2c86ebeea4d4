import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readActual } from './actual';
import { balancesByAccount } from './balances';

const samples = join(import.meta.dirname, '../../../test/app-import-samples');
const sample = (name: string) => new Uint8Array(readFileSync(join(samples, name)));
const text = (value: string) => new TextEncoder().encode(value);

const ACCOUNTS = [
  { name: 'Nubank Conta', kind: 'checking' },
  { name: 'Cartão Nubank', kind: 'credit_card' },
];

describe.each([
  ['actual.csv', 'the transactions CSV'],
  ['actual.zip', 'the "Export data" zip'],
])('readActual, %s (%s)', (file) => {
  it('reads the accounts, rows and the balance each account ends with', async () => {
    const history = await readActual(sample(file), file);
    expect(history.errors).toEqual([]);
    expect(history.app).toBe('actual');
    expect(history.accounts).toEqual(ACCOUNTS);
    // 24 lines (the deleted one is not in the CSV and is a tombstone in the zip), the split's parent left out,
    // the two transfers' four lines paired into two rows.
    expect(history.rows).toHaveLength(21);
    expect(Object.fromEntries(balancesByAccount(history))).toEqual({
      'Nubank Conta': 1_765_000,
      'Cartão Nubank': 77_943,
    });
  });

  it('pairs a card payment into one TRANSFER from the account the money left', async () => {
    const history = await readActual(sample(file), file);
    const transfers = history.rows.filter((r) => r.type === 'TRANSFER');
    expect(transfers.map((r) => [r.date, r.account, r.destination, r.amountCents])).toEqual([
      ['2026-01-25', 'Nubank Conta', 'Cartão Nubank', 150_000],
      ['2026-02-25', 'Nubank Conta', 'Cartão Nubank', 95_000],
    ]);
  });

  it('reads each split part as a row of its own, the refund as income, the tags from the notes', async () => {
    const history = await readActual(sample(file), file);
    const split = history.rows.filter((r) => r.date === '2026-02-08');
    expect(split.map((r) => [r.payee, r.amountCents, r.category?.name])).toEqual([
      ['Atacadão', 25_000, 'Mercado'],
      ['Atacadão', 5_000, 'Casa'],
    ]);
    const refund = history.rows.find((r) => r.date === '2026-02-16');
    expect(refund).toMatchObject({ type: 'RECEITA', amountCents: 8_750, payee: 'iFood' });
    expect(history.rows.find((r) => r.date === '2026-02-14')?.tags).toEqual(['viagem']);
    expect(history.rows.find((r) => r.date === '2026-01-12')?.tags).toEqual(['delivery']);
    expect(history.rows.find((r) => r.date === '2026-03-20')?.status).toBe('PENDING');
    expect(history.rows.find((r) => r.date === '2026-01-05')?.status).toBe('RECONCILED');
  });
});

describe('readActual, the zip', () => {
  it('takes the category groups as parents, typed by their income flag, and skips deleted ones', async () => {
    const history = await readActual(sample('actual.zip'), 'actual.zip');
    expect(history.categories).toEqual([
      { name: 'Moradia', type: 'despesa' },
      { name: 'Aluguel', parent: 'Moradia', type: 'despesa' },
      { name: 'Casa', parent: 'Moradia', type: 'despesa' },
      { name: 'Alimentação', type: 'despesa' },
      { name: 'Mercado', parent: 'Alimentação', type: 'despesa' },
      { name: 'Restaurantes', parent: 'Alimentação', type: 'despesa' },
      { name: 'Transporte', type: 'despesa' },
      { name: 'Uber', parent: 'Transporte', type: 'despesa' },
      { name: 'Lazer', type: 'despesa' },
      { name: 'Netflix', parent: 'Lazer', type: 'despesa' },
      { name: 'Renda', type: 'receita' },
      { name: 'Salário', parent: 'Renda', type: 'receita' },
    ]);
    // A merged payee's old id reads as the payee that stayed; the app's id travels with the row.
    expect(history.rows.find((r) => r.date === '2026-01-12')).toMatchObject({
      payee: 'iFood',
      sourceId: 't04',
    });
  });

  it('says so for a zip without db.sqlite and for a broken database', async () => {
    const noDb = new JSZip();
    noDb.file('metadata.json', '{}');
    const empty = await readActual(await noDb.generateAsync({ type: 'uint8array' }), 'x.zip');
    expect(empty.errors).toEqual([{ line: 0, message: expect.stringContaining('falta o db.sqlite') }]);
    const junk = new JSZip();
    junk.file('db.sqlite', 'isto não é um banco');
    const broken = await readActual(await junk.generateAsync({ type: 'uint8array' }), 'x.zip');
    expect(broken.errors).toEqual([{ line: 0, message: expect.stringContaining('não pôde ser aberto') }]);
    const cut = sample('actual.zip').subarray(0, 200);
    expect((await readActual(cut, 'x.zip')).errors[0]?.line).toBe(0);
  });
});

describe('readActual, the CSV', () => {
  it('reads the categories it names, without parents (the CSV writes the category alone)', async () => {
    const history = await readActual(sample('actual.csv'), 'actual.csv');
    expect(history.categories.map((c) => `${c.name}:${c.type}`)).toEqual([
      'Salário:receita',
      'Aluguel:despesa',
      'Mercado:despesa',
      'Restaurantes:despesa',
      'Uber:despesa',
      'Netflix:despesa',
      'Casa:despesa',
    ]);
  });

  it('takes an account’s "Starting Balance" line as its opening balance, not an income', async () => {
    const csv = [
      'Account,Date,Payee,Notes,Category,Amount,Split_Amount,Cleared',
      'Conta,2026-01-01,Starting Balance,,Starting Balances,1500.25,0,Reconciled',
      'Cartão,2026-01-01,Starting Balance,,Starting Balances,-300,0,Reconciled',
      'Conta,2026-01-02,Mercado,,Mercado,-12.5,0,Cleared',
    ].join('\n');
    const history = await readActual(text(csv), 'a.csv');
    expect(history.openings).toEqual([
      { account: 'Conta', cents: 150_025 },
      { account: 'Cartão', cents: -30_000 },
    ]);
    expect(history.rows).toMatchObject([{ line: 4, amountCents: 1_250, type: 'DESPESA' }]);
    expect(history.categories.map((c) => c.name)).toEqual(['Mercado']);
    expect(Object.fromEntries(balancesByAccount(history))).toEqual({ Conta: 148_775, Cartão: -30_000 });
  });

  it('reports a bad date or amount with its line and reads the rest', async () => {
    const csv = [
      'Account,Date,Payee,Notes,Category,Amount,Split_Amount,Cleared',
      'Conta,2026-02-31,Mercado,,Mercado,-10,0,Cleared',
      'Conta,2026-02-10,Mercado,,Mercado,dez,0,Cleared',
      'Conta,2026-02-11,Mercado,,Mercado,-12.5,0,Cleared',
    ].join('\n');
    const history = await readActual(text(csv), 'a.csv');
    expect(history.errors).toEqual([
      { line: 2, message: 'Linha 2: data inválida ("2026-02-31")' },
      { line: 3, message: 'Linha 3: valor inválido ("dez")' },
    ]);
    expect(history.rows).toMatchObject([{ line: 4, amountCents: 1_250, type: 'DESPESA' }]);
  });

  it('refuses an empty file, another app’s file and binary junk with a line-0 message', async () => {
    expect((await readActual(new Uint8Array(), 'a.csv')).errors).toEqual([
      { line: 0, message: 'O arquivo está vazio.' },
    ]);
    const firefly = await readActual(text('user_id,group_id,journal_id,amount\n1,2,3,-10\n'), 'f.csv');
    expect(firefly.errors).toEqual([
      { line: 0, message: expect.stringContaining('não parece uma exportação do Actual') },
    ]);
    const junk = await readActual(new Uint8Array([0, 1, 2, 3, 255, 254, 0, 9]), 'x.csv');
    expect(junk.errors).toHaveLength(1);
    expect(junk.errors[0]?.line).toBe(0);
    expect(junk.rows).toEqual([]);
  });
});

describe('readActual, limits', () => {
  it('refuses a file over 20 MB or over 50.000 lines with a line-0 message', async () => {
    const big = await readActual(new Uint8Array(20 * 1024 * 1024 + 1), 'a.csv');
    expect(big.errors).toEqual([
      { line: 0, message: 'O arquivo tem mais de 20 MB. Exporte um período menor.' },
    ]);
    const lines = [
      'Account,Date,Payee,Notes,Category,Amount,Split_Amount,Cleared',
      ...new Array<string>(50_001).fill('Conta,2026-01-05,Mercado,,Mercado,-1.00,0,Cleared'),
    ].join('\n');
    const many = await readActual(text(lines), 'a.csv');
    expect(many.errors).toEqual([
      { line: 0, message: 'O arquivo tem mais de 50.000 lançamentos. Exporte um período menor.' },
    ]);
    expect(many.rows).toEqual([]);
    const fewer = await readActual(
      text(
        [
          'Account,Date,Payee,Notes,Category,Amount,Split_Amount,Cleared',
          ...new Array<string>(50_000).fill('Conta,2026-01-05,Mercado,,Mercado,-1.00,0,Cleared'),
        ].join('\n'),
      ),
      'a.csv',
    );
    expect(fewer.rows).toHaveLength(50_000);
  }, 20_000);
});
