import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { balancesByAccount } from './balances';
import { readYnab } from './ynab';

const sample = new Uint8Array(
  readFileSync(new URL('../../../test/app-import-samples/ynab.csv', import.meta.url)),
);
const text = (value: string) => new TextEncoder().encode(value);

const HEADER =
  '"Account","Flag","Date","Payee","Category Group/Category","Category Group","Category","Memo","Outflow","Inflow","Cleared"';

describe('readYnab', () => {
  it('reads the sample register whole', async () => {
    const history = await readYnab(sample, 'ynab.csv');
    expect(history.errors).toEqual([]);
    expect(history.app).toBe('ynab');
    expect(history.accounts).toEqual([
      { name: 'Nubank Conta', kind: 'checking' },
      { name: 'Poupança', kind: 'savings' },
      { name: 'Nubank Cartão', kind: 'credit_card' },
      { name: 'Conta Conjunta', kind: 'checking' },
    ]);
    // 27 lines: three starting balances (one of zero), two transfers of two lines each.
    expect(history.rows).toHaveLength(22);
    expect(history.openings).toEqual([
      { account: 'Nubank Conta', cents: 250_000 },
      { account: 'Poupança', cents: 1_000_000 },
    ]);
    expect(history.rows.some((row) => row.description === 'Starting Balance')).toBe(false);
    expect(Object.fromEntries(balancesByAccount(history))).toEqual({
      'Nubank Conta': 1_328_775,
      Poupança: 1_112_403,
      'Nubank Cartão': -14_300,
      'Conta Conjunta': 30_000,
    });
    expect(history.categories).toHaveLength(11);
    expect(history.categories).toContainEqual({
      name: 'Mercado',
      parent: 'Gastos do dia a dia',
      type: 'despesa',
    });
    expect(history.categories).toContainEqual({ name: 'Gastos do dia a dia', type: 'despesa' });
    // Ready to Assign is YNAB's pool of money, no category.
    expect(history.categories.map((category) => category.name)).not.toContain('Ready to Assign');
    expect(history.rows.find((row) => row.line === 3)).toMatchObject({
      type: 'RECEITA',
      amountCents: 600_000,
      payee: 'Empresa XYZ',
    });
    expect(history.rows.find((row) => row.line === 3)?.category).toBeUndefined();
  });

  it('pairs transfers by the payee naming the other account, and keeps one whose other side is absent', async () => {
    const history = await readYnab(sample, 'ynab.csv');
    expect(history.rows.filter((row) => row.type === 'TRANSFER')).toEqual([
      expect.objectContaining({
        line: 5,
        amountCents: 100_000,
        account: 'Nubank Conta',
        destination: 'Poupança',
      }),
      expect.objectContaining({
        line: 9,
        amountCents: 71_235,
        account: 'Nubank Conta',
        destination: 'Nubank Cartão',
      }),
      expect.objectContaining({
        line: 12,
        amountCents: 30_000,
        account: 'Nubank Conta',
        destination: 'Conta Conjunta',
        status: 'PENDING',
      }),
    ]);
  });

  it('reads split parts as rows of their own, flags as tags, refunds and status', async () => {
    const history = await readYnab(sample, 'ynab.csv');
    const parts = history.rows.filter((row) => row.payee === 'Atacadão');
    expect(parts).toEqual([
      expect.objectContaining({
        date: '2026-01-25',
        amountCents: 18_000,
        notes: 'Comida do mês',
        category: { name: 'Mercado', parent: 'Gastos do dia a dia' },
      }),
      expect.objectContaining({
        date: '2026-01-25',
        amountCents: 6_410,
        notes: 'Produtos de limpeza',
        category: { name: 'Limpeza', parent: 'Casa' },
      }),
    ]);
    // YNAB's flag colours as Portuguese tags.
    expect(history.rows.find((row) => row.line === 14)?.tags).toEqual(['Bandeira vermelha']);
    expect(history.rows.find((row) => row.line === 21)).toMatchObject({
      type: 'RECEITA',
      amountCents: 6_850,
      tags: ['Bandeira roxa'],
    });
    expect(history.rows.find((row) => row.line === 4)?.status).toBe('RECONCILED');
    expect(history.rows.find((row) => row.line === 24)?.status).toBe('PENDING');
  });

  it('reads the register inside the export zip, and a plan in US formats', async () => {
    const zip = new JSZip();
    zip.file('Casa as of 2026-04-01 10-00 - Plan.csv', '"Month","Category Group/Category"\n');
    const us = [
      HEADER,
      '"Checking","","03/25/2026","Landlord","Bills: Rent","Bills","Rent","","$1,250.00","$0.00","Cleared"',
      '"Checking","","03/26/2026","Employer","Inflow: Ready to Assign","Inflow","Ready to Assign","","$0.00","$3,000.10","Cleared"',
    ].join('\n');
    zip.file('Casa as of 2026-04-01 10-00 - Register.csv', `\ufeff${us}\n`);
    const history = await readYnab(await zip.generateAsync({ type: 'uint8array' }), 'Casa.zip');
    expect(history.errors).toEqual([]);
    expect(history.rows).toEqual([
      expect.objectContaining({ date: '2026-03-25', amountCents: 125_000, type: 'DESPESA' }),
      expect.objectContaining({ date: '2026-03-26', amountCents: 300_010, type: 'RECEITA' }),
    ]);
    const noRegister = new JSZip();
    noRegister.file('notes.txt', 'x');
    expect((await readYnab(await noRegister.generateAsync({ type: 'uint8array' }), 'x.zip')).errors).toEqual([
      {
        line: 0,
        message: 'O arquivo .zip não tem o registro de transações do YNAB (o arquivo "Register.csv").',
      },
    ]);
  });

  it('reports a bad date or amount with its line and reads the rest', async () => {
    const file = [
      HEADER,
      '"Conta","","31/02/2026","Mercado","A: B","A","B","","R$10,00","R$0,00","Cleared"',
      '"Conta","","01/02/2026","Mercado","A: B","A","B","","R$dez","R$0,00","Cleared"',
      '"Conta","","02/02/2026","Uber","A: C","A","C","","R$12,50","R$0,00","Cleared"',
    ].join('\n');
    const history = await readYnab(text(file), 'x.csv');
    expect(history.errors).toEqual([
      { line: 2, message: 'Linha 2: data inválida ("31/02/2026"); linha ignorada.' },
      { line: 3, message: 'Linha 3: valor inválido ("R$dez"); linha ignorada.' },
    ]);
    expect(history.rows).toEqual([expect.objectContaining({ line: 4, amountCents: 1_250, type: 'DESPESA' })]);
  });

  it('refuses an empty file, binary junk and another app’s file with a line-0 message', async () => {
    expect((await readYnab(new Uint8Array(), 'x.csv')).errors).toEqual([
      { line: 0, message: 'O arquivo está vazio.' },
    ]);
    const junk = new Uint8Array(400).map((_, i) => (i * 13) % 256);
    expect((await readYnab(junk, 'x.csv')).errors[0]?.line).toBe(0);
    const mobills = await readYnab(
      text('Data;Descrição;Valor;Conta\n01/01/2026;Uber;-10,00;Conta\n'),
      'x.csv',
    );
    expect(mobills.errors).toEqual([
      {
        line: 0,
        message:
          'O arquivo não parece uma exportação do YNAB: faltam as colunas Account, Date, Payee, Outflow e Inflow.',
      },
    ]);
    expect(mobills.rows).toEqual([]);
  });
});

describe('readYnab, a real register (ynab-csv-ruby’s fixture, real-files/SOURCES.md)', () => {
  const real = new Uint8Array(readFileSync(new URL('real-files/ynab-register-us.csv', import.meta.url)));

  it('reads a US plan’s dates month first, as its dollars say: 08/01/2017 is 1 August', async () => {
    const history = await readYnab(real, 'register.csv');
    expect(history.errors).toEqual([]);
    expect(history.dayOrder).toEqual({ order: 'MM/DD/YYYY', decided: true });
    expect(history.rows.map((r) => [r.date, r.account, r.type, r.amountCents])).toEqual([
      ['2017-08-01', 'Checking', 'DESPESA', 2_105],
      ['2017-08-01', 'Savings', 'RECEITA', 7_500],
    ]);
  });

  it('reads "Inflow: To be Budgeted" as income with no category, not a category of its own', async () => {
    const history = await readYnab(real, 'register.csv');
    expect(history.rows[1]?.category).toBeUndefined();
    expect(history.categories).toEqual([
      { name: 'Mandatory Expenses', type: 'despesa' },
      { name: 'Groceries', parent: 'Mandatory Expenses', type: 'despesa' },
    ]);
  });

  it('reads YNAB’s "Ready to Assign" written without its group as income, not a category', async () => {
    const csv = [
      '"Account","Date","Payee","Category","Memo","Outflow","Inflow"',
      '"Conta","15/01/2026","Empresa","Ready to Assign","","R$0,00","R$5.000,00"',
      '"Conta","16/01/2026","Empresa","To be Budgeted","","R$0,00","R$100,00"',
    ].join('\n');
    const history = await readYnab(text(csv), 'register.csv');
    expect(history.categories).toEqual([]);
    expect(history.rows.map((r) => [r.type, r.category])).toEqual([
      ['RECEITA', undefined],
      ['RECEITA', undefined],
    ]);
  });

  it('leaves the order open when neither the dates nor the amounts tell, and takes the person’s answer', async () => {
    const csv = [HEADER, '"Conta","","08/01/2017","Mercado","","","","","21.05","0.00","Cleared"'].join('\n');
    const open = await readYnab(text(csv), 'register.csv');
    expect(open.dayOrder).toEqual({ order: 'DD/MM/YYYY', decided: false });
    const chosen = await readYnab(text(csv), 'register.csv', { dayOrder: 'MM/DD/YYYY' });
    expect(chosen.rows[0]?.date).toBe('2017-08-01');
  });
});
