import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { balancesByAccount } from './balances';
import { readQif } from './qif';

const sample = new Uint8Array(readFileSync(join(import.meta.dirname, '../samples/qif.qif')));
const text = (value: string) => new TextEncoder().encode(value);

describe('readQif', () => {
  it('reads the !Account list, the sections and the balance of each account', async () => {
    const history = await readQif(sample, 'qif.qif');
    expect(history.errors).toEqual([]);
    expect(history.accounts).toEqual([
      { name: 'Itaú Conta', kind: 'checking' },
      { name: 'Cartão Itaú', kind: 'credit_card' },
      // Named only by a transfer whose other half is not in the file.
      { name: 'Poupança Itaú', kind: 'savings' },
    ]);
    // 24 records: the opening balance is the account's, the split one gives two rows, the two card payments'
    // four lines two TRANSFER rows.
    expect(history.rows).toHaveLength(22);
    expect(history.openings).toEqual([{ account: 'Itaú Conta', cents: 200_000 }]);
    expect(Object.fromEntries(balancesByAccount(history))).toEqual({
      'Itaú Conta': 1_883_620,
      'Cartão Itaú': 44_908,
      'Poupança Itaú': 50_000,
    });
  });

  it('pairs L[Account] lines seen in both accounts into one TRANSFER, and keeps an unpaired one', async () => {
    const history = await readQif(sample, 'qif.qif');
    const transfers = history.rows.filter((r) => r.type === 'TRANSFER');
    expect(transfers.map((r) => [r.date, r.account, r.destination, r.amountCents])).toEqual([
      ['2026-01-25', 'Itaú Conta', 'Cartão Itaú', 150_000],
      ['2026-02-21', 'Itaú Conta', 'Poupança Itaú', 50_000],
      ['2026-02-25', 'Itaú Conta', 'Cartão Itaú', 126_380],
    ]);
    // '[Itaú Conta]' in Itaú Conta itself is Quicken's opening balance: no row.
    expect(history.rows.some((r) => r.payee === 'Opening Balance')).toBe(false);
  });

  it('reads the categories of !Type:Cat, Cat:Sub, splits, the class as a tag and the installments', async () => {
    const history = await readQif(sample, 'qif.qif');
    expect(history.categories).toEqual([
      { name: 'Alimentação', type: 'despesa' },
      { name: 'Mercado', parent: 'Alimentação', type: 'despesa' },
      { name: 'Restaurantes', parent: 'Alimentação', type: 'despesa' },
      { name: 'Moradia', type: 'despesa' },
      { name: 'Aluguel', parent: 'Moradia', type: 'despesa' },
      { name: 'Transporte', type: 'despesa' },
      { name: 'Uber', parent: 'Transporte', type: 'despesa' },
      { name: 'Lazer', type: 'despesa' },
      { name: 'Netflix', parent: 'Lazer', type: 'despesa' },
      { name: 'Casa', type: 'despesa' },
      { name: 'Salário', type: 'receita' },
    ]);
    const split = history.rows.filter((r) => r.date === '2026-02-08');
    expect(split.map((r) => [r.payee, r.amountCents, r.category?.name, r.notes])).toEqual([
      ['Atacadão', 25_000, 'Mercado', 'Compra do mês'],
      ['Atacadão', 5_000, 'Casa', 'Lâmpadas'],
    ]);
    const dinner = history.rows.find((r) => r.date === '2026-02-14');
    expect(dinner).toMatchObject({
      tags: ['Viagem'],
      category: { name: 'Restaurantes', parent: 'Alimentação' },
    });
    expect(history.rows.filter((r) => r.installment).map((r) => r.installment)).toEqual([
      { number: 1, count: 10 },
      { number: 2, count: 10 },
      { number: 3, count: 10 },
    ]);
    const refund = history.rows.find((r) => r.date === '2026-02-16');
    expect(refund).toMatchObject({ type: 'RECEITA', amountCents: 8_750, account: 'Cartão Itaú' });
    expect(history.rows.find((r) => r.date === '2026-01-05')).toMatchObject({
      sourceId: '1001',
      notes: 'Salário janeiro',
    });
  });

  it("reads Quicken's US dates (M/D'YY) and dot decimals; a file without !Account is named after the file", async () => {
    const qif = [
      '!Type:Bank',
      "D1/15'26",
      'T-1,234.56',
      'PMercado',
      '^',
      "D2/ 3'26",
      'T10.5',
      'PReembolso',
      '^',
    ].join('\r\n');
    const history = await readQif(text(qif), 'minha-conta.qif');
    expect(history.accounts).toEqual([{ name: 'minha-conta', kind: 'checking' }]);
    expect(history.rows.map((r) => [r.date, r.type, r.amountCents])).toEqual([
      ['2026-01-15', 'DESPESA', 123_456],
      ['2026-02-03', 'RECEITA', 1_050],
    ]);
  });

  it('decides the order of day and month by the values: 02/13/2026 is month first', async () => {
    const qif = ['!Type:CCard', 'D02/01/2026', 'T-10.00', '^', 'D02/13/2026', 'T-20.00', '^'].join('\n');
    const history = await readQif(text(qif), 'cartao.qif');
    expect(history.rows.map((r) => r.date)).toEqual(['2026-02-01', '2026-02-13']);
    expect(history.accounts).toEqual([{ name: 'cartao', kind: 'credit_card' }]);
  });

  it('reports a bad date or amount with its line and reads the rest', async () => {
    const qif = [
      '!Type:Bank',
      'D31/02/2026',
      'T-10,00',
      '^',
      'D01/02/2026',
      'Tdez',
      '^',
      'D13/02/2026',
      'T-12,50',
      '^',
    ].join('\n');
    const history = await readQif(text(qif), 'conta.qif');
    expect(history.errors).toEqual([
      { line: 2, message: 'Linha 2: data inválida ("31/02/2026")' },
      { line: 5, message: 'Linha 5: valor inválido ("dez")' },
    ]);
    expect(history.rows).toMatchObject([{ line: 8, date: '2026-02-13', amountCents: 1_250 }]);
  });

  it('refuses an empty file, another app’s file and binary junk with a line-0 message', async () => {
    expect((await readQif(new Uint8Array(), 'a.qif')).errors).toEqual([
      { line: 0, message: 'O arquivo está vazio.' },
    ]);
    const csv = await readQif(text('Data;Descrição;Valor\n01/01/2026;Mercado;-10,00\n'), 'a.qif');
    expect(csv.errors).toEqual([{ line: 0, message: expect.stringContaining('não parece um QIF') }]);
    const junk = await readQif(new Uint8Array([0, 159, 146, 150, 0, 1]), 'a.qif');
    expect(junk.errors.map((e) => e.line)).toEqual([0]);
    expect(junk.rows).toEqual([]);
  });
});

describe('readQif, limits', () => {
  it('refuses a file over 20 MB or over 50.000 transactions with a line-0 message', async () => {
    const big = await readQif(new Uint8Array(20 * 1024 * 1024 + 1), 'a.qif');
    expect(big.errors).toEqual([
      { line: 0, message: 'O arquivo tem mais de 20 MB. Exporte um período menor.' },
    ]);
    const record = 'D05/01/2026\nT-1,00\nPMercado\n^';
    const many = await readQif(
      text(['!Type:Bank', ...new Array<string>(50_001).fill(record)].join('\n')),
      'a.qif',
    );
    expect(many.errors).toEqual([
      { line: 0, message: 'O arquivo tem mais de 50.000 lançamentos. Exporte um período menor.' },
    ]);
    const fewer = await readQif(
      text(['!Type:Bank', ...new Array<string>(50_000).fill(record)].join('\n')),
      'a.qif',
    );
    expect(fewer.rows).toHaveLength(50_000);
  }, 20_000);
});
