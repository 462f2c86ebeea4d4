import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { balancesByAccount } from './balances';
import { readQif } from './qif';

const sample = new Uint8Array(
  readFileSync(join(import.meta.dirname, '../../../test/app-import-samples/qif.qif')),
);
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

  it('refuses the whole file at a bad date or amount, naming the first line', async () => {
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
      {
        line: 0,
        message:
          'Linha 2: data inválida ("31/02/2026"). Nada foi importado: corrija a linha ou exporte o arquivo de novo (o arquivo tem mais 1 problema).',
      },
    ]);
    expect(history.rows).toEqual([]);
  });

  it('refuses a line that is no field of a record, naming it', async () => {
    const qif = ['!Type:Bank', 'D13/02/2026', 'T-12,50', 'PMercado', 'continuação do memo', '^'].join('\n');
    const history = await readQif(text(qif), 'conta.qif');
    expect(history.errors).toEqual([
      {
        line: 0,
        message:
          'Linha 5: "continuação do memo" não é um campo do QIF (uma letra e o valor). Nada foi importado: corrija a linha ou exporte o arquivo de novo.',
      },
    ]);
    expect(history.rows).toEqual([]);
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

describe('readQif, a real file (Microsoft Money’s export in GnuCash’s examples, real-files/SOURCES.md)', () => {
  const real = readFileSync(join(import.meta.dirname, 'real-files/ms-money.qif'));

  it('names the account by its Opening Balance record and opens it with that balance, not a transfer', async () => {
    const history = await readQif(new Uint8Array(real), 'ms-money.qif');
    expect(history.errors).toEqual([]);
    // 'Cathy Bank' and 'School Credit' are named only by transfers ('L[Cathy Bank]') whose other half is elsewhere.
    expect(history.accounts.map((a) => a.name)).toEqual(['New Bank', 'Cathy Bank', 'School Credit']);
    expect(history.openings).toEqual([{ account: 'New Bank', cents: 470_657 }]);
    expect(history.rows.some((r) => r.payee === 'Opening Balance')).toBe(false);
    // 347 records: the opening balance is the account's, the void record of R$ 0,00 nothing.
    expect(history.rows).toHaveLength(345);
    expect(balancesByAccount(history).get('New Bank')).toBe(200_193);
  });

  it('reads its US dates month first, as its days above 12 say', async () => {
    const history = await readQif(new Uint8Array(real), 'ms-money.qif');
    expect(history.dayOrder).toEqual({ order: 'MM/DD/YYYY', decided: true });
    expect(history.rows.find((r) => r.line === 53)).toMatchObject({
      date: '1995-12-20',
      amountCents: 106_594,
      type: 'RECEITA',
      category: { name: 'Credit balance', parent: 'Other Income' },
    });
  });

  it('refuses the file cut in the middle of a memo, naming the record’s line, and keeps nothing', async () => {
    const full = real.toString('utf8');
    const cut = full.slice(0, full.indexOf('MFrom other checking') + 10);
    const history = await readQif(text(cut), 'ms-money.qif');
    expect(history.errors).toEqual([
      {
        line: 0,
        message:
          'Linha 123: o registro começado nesta linha não termina (falta a linha "^"): o arquivo parece cortado. Nada foi importado: corrija a linha ou exporte o arquivo de novo.',
      },
    ]);
    expect(history.rows).toEqual([]);
  });
});

describe('readQif, Quicken’s conventions', () => {
  it('reads the !Account records between !Option:AutoSwitch and !Clear:AutoSwitch as a list, not the records’ account', async () => {
    const qif = [
      '!Option:AutoSwitch',
      '!Account',
      'NPoupança',
      'TBank',
      '^',
      '!Account',
      'NCartão',
      'TCCard',
      '^',
      '!Clear:AutoSwitch',
      '!Type:Bank',
      'D13/02/2026',
      'T-12,50',
      'PPadaria',
      'LAlimentação/Viagem',
      '^',
    ].join('\n');
    const history = await readQif(text(qif), 'Conta corrente.qif');
    expect(history.errors).toEqual([]);
    expect(history.accounts).toEqual([
      { name: 'Poupança', kind: 'checking' },
      { name: 'Cartão', kind: 'credit_card' },
      { name: 'Conta corrente', kind: 'checking' },
    ]);
    expect(history.rows).toMatchObject([
      { account: 'Conta corrente', amountCents: 1_250, category: { name: 'Alimentação' }, tags: ['Viagem'] },
    ]);
  });

  it('leaves the order of day and month to the person when no date, amount or choice tells it', async () => {
    const qif = ['!Type:Bank', 'D08/01/2017', 'T-21.05', 'PMercado', '^'].join('\n');
    const open = await readQif(text(qif), 'conta.qif');
    expect(open.dayOrder).toEqual({ order: 'DD/MM/YYYY', decided: false });
    expect(open.rows[0]?.date).toBe('2017-01-08');
    const chosen = await readQif(text(qif), 'conta.qif', { dayOrder: 'MM/DD/YYYY' });
    expect(chosen.dayOrder).toEqual({ order: 'MM/DD/YYYY', decided: false });
    expect(chosen.rows[0]?.date).toBe('2017-08-01');
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
