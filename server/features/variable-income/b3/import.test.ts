import { afterEach, describe, expect, it } from 'vitest';
import { VARIABLE_INCOME_MESSAGES as M } from '../../../../common/contract/variable-income';
import { B3_IMPORT_MESSAGES as B } from '../../../../common/contract/variable-income-b3';
import {
  BROKER,
  MOVIMENTACAO,
  NEGOCIACAO,
  POSICAO_ACOES,
  POSICAO_FUNDOS,
  xlsx,
} from '../../../test/b3-sheets';
import { fakeClockAt, realClock } from '../../../test/clock';
import { actingAs, createAccount, createUser, type TestUser } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { tableCounts } from '../../../test/table-counts';
import { setupTestApp } from '../../../test/test-app';
import { B3_MESSAGES, MAX_B3_ROWS } from './read';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

/** A person on 01/06/2026 with an investment account (Corretora) and a checking account. */
async function investor() {
  await fakeClockAt(ctx, '2026-06-01T15:00:00Z');
  const user = await createUser(ctx, { starterCategories: true });
  const as = actingAs(ctx, user);
  const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking', opening_balance: 20000 });
  const broker = await createAccount(ctx, user, { name: 'Corretora', type: 'investment' });
  return { user, as, itau, broker };
}

/** POST the form the page sends: the settings as JSON, then the file. */
async function send(
  user: TestUser,
  path: 'preview' | 'import',
  file: Uint8Array | null,
  settings: Record<string, unknown> | string,
  fileName = 'negociacao-2026-06-01-10-00-00.xlsx',
) {
  const parts: Parameters<typeof multipart>[0] = [
    { name: 'settings', data: typeof settings === 'string' ? settings : JSON.stringify(settings) },
  ];
  if (file) {
    parts.push({
      name: 'file',
      filename: fileName,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      data: Buffer.from(file),
    });
  }
  const form = multipart(parts);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/variable-income/import-b3${path === 'preview' ? '/preview' : ''}`,
    headers: { ...form.headers, authorization: `Bearer ${user.token}` },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() as any };
}

/** The book's holdings by ticker: quantity, cost, realized gain and net incomes, as GET /variable-income says. */
async function holdings(as: ReturnType<typeof actingAs>) {
  const res = await as.get('/variable-income');
  expect(res.status).toBe(200);
  return Object.fromEntries(
    res.body.data.holdings.map(
      (h: {
        ticker: string;
        kind: string;
        quantity: string;
        cost: number;
        realizedGain: number;
        incomes: number;
      }) => [
        h.ticker,
        {
          kind: h.kind,
          quantity: h.quantity,
          cost: h.cost,
          realizedGain: h.realizedGain,
          incomes: h.incomes,
        },
      ],
    ),
  );
}

/** Compras of PETR4 (lote and fracionário), a venda of part of them, a FII whose kind the code does not tell. */
const negociacao = () =>
  xlsx({
    Negociação: [
      NEGOCIACAO,
      ['05/01/2026', 'Venda', 'Mercado à Vista', '-', BROKER, 'PETR4', 50, 40, 2000],
      ['03/01/2026', 'Compra', 'Mercado à Vista', '-', BROKER, 'HGLG11', 10, '160,10', '1.601,00'],
      ['02/01/2026', 'Compra', 'Mercado Fracionário', '-', BROKER, 'PETR4F', 7, '38,50', '269,50'],
      ['02/01/2026', 'Compra', 'Mercado à Vista', '-', BROKER, 'PETR4', 100, 38.5, 3850],
      ['02/01/2026', 'Compra', 'Opção de Compra', '-', BROKER, 'PETRA400', 100, 0.5, 50],
    ],
  });

describe('the Negociação spreadsheet', () => {
  it('previews, asks the kind of a code ending in 11, records the trades once, and a second time records nothing', async () => {
    const { user, as, broker } = await investor();
    const file = await negociacao();

    const preview = await send(user, 'preview', file, { accountId: broker.id });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const p = preview.body.data;
    expect(p.fileLabel).toBe('Negociação');
    expect(
      p.trades.map((t: any) => [t.line, t.date, t.side, t.ticker, t.quantity, t.amount, t.status, t.problem]),
    ).toEqual([
      [5, '2026-01-02', 'compra', 'PETR4', '100.00000000', 3850, 'new', null],
      [4, '2026-01-02', 'compra', 'PETR4', '7.00000000', 269.5, 'new', null],
      [3, '2026-01-03', 'compra', 'HGLG11', '10.00000000', 1601, 'problem', M.kindMissing('HGLG11')],
      [2, '2026-01-05', 'venda', 'PETR4', '50.00000000', 2000, 'new', null],
    ]);
    expect(p.assets).toEqual([
      { ticker: 'HGLG11', name: null, kind: null, inAccount: false },
      { ticker: 'PETR4', name: null, kind: 'acao', inAccount: false },
    ]);
    expect(p.skipped).toEqual([
      {
        sheet: 'Negociação',
        line: 6,
        reason: 'mercado "Opção de Compra": só os mercados à vista e fracionário são importados',
      },
    ]);
    expect(p.counts).toEqual({ new: 3, recorded: 0, problem: 1 });

    const withoutKind = await send(user, 'import', file, { accountId: broker.id });
    expect(withoutKind.status).toBe(400);
    expect(withoutKind.body.error.message).toBe(B.kindsMissing(['HGLG11']));
    expect(await holdings(as)).toEqual({});

    const imported = await send(user, 'import', file, { accountId: broker.id, kinds: { HGLG11: 'fii' } });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toEqual({ trades: 4, incomes: 0, prices: 0, alreadyRecorded: 0 });
    // 107 PETR4 at R$ 38,50 cost R$ 4.119,50; selling 50 takes out their average cost (R$ 1.925,00) and gains
    // R$ 2.000,00 − R$ 1.925,00.
    expect(await holdings(as)).toEqual({
      HGLG11: { kind: 'fii', quantity: '10.00000000', cost: 1601, realizedGain: 0, incomes: 0 },
      PETR4: { kind: 'acao', quantity: '57.00000000', cost: 2194.5, realizedGain: 75, incomes: 0 },
    });

    const again = await send(user, 'preview', file, { accountId: broker.id });
    expect(again.body.data.trades.map((t: any) => t.status)).toEqual([
      'recorded',
      'recorded',
      'recorded',
      'recorded',
    ]);
    expect(again.body.data.assets.map((a: any) => [a.ticker, a.kind, a.inAccount])).toEqual([
      ['HGLG11', 'fii', true],
      ['PETR4', 'acao', true],
    ]);
    const twice = await send(user, 'import', file, { accountId: broker.id });
    expect(twice.body.data).toEqual({ trades: 0, incomes: 0, prices: 0, alreadyRecorded: 4 });
    expect((await holdings(as)).PETR4.quantity).toBe('57.00000000');
  });

  it('stops at a venda of more than was held, naming it, and records nothing', async () => {
    const { user, as, broker } = await investor();
    const file = await xlsx({
      Negociação: [
        NEGOCIACAO,
        ['06/01/2026', 'Venda', 'Mercado à Vista', '-', BROKER, 'VALE3', 10, 60, 600],
        ['05/01/2026', 'Compra', 'Mercado à Vista', '-', BROKER, 'ITSA4', 10, 10, 100],
      ],
    });
    const preview = await send(user, 'preview', file, { accountId: broker.id });
    expect(preview.body.data.trades.map((t: any) => [t.ticker, t.status, t.problem])).toEqual([
      ['ITSA4', 'new', null],
      ['VALE3', 'problem', M.oversold(0n, 'VALE3', '2026-01-06')],
    ]);
    const imported = await send(user, 'import', file, { accountId: broker.id });
    expect(imported.status).toBe(400);
    expect(imported.body.error.message).toBe('Você tinha 0 unidades de VALE3 em 06/01/2026');
    expect(await holdings(as)).toEqual({});
  });
});

describe('a file against what the book already has', () => {
  it('stops at a venda that would leave a later venda of the book selling more than was held', async () => {
    const { user, as, broker } = await investor();
    for (const [side, date] of [
      ['compra', '2026-01-05'],
      ['venda', '2026-03-02'],
    ]) {
      const res = await as.post('/variable-income/trades', {
        accountId: broker.id,
        ticker: 'VALE3',
        kind: 'acao',
        side,
        date,
        quantity: '10',
        price: '60',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const file = await xlsx({
      Negociação: [NEGOCIACAO, ['02/02/2026', 'Venda', 'Mercado à Vista', '-', BROKER, 'VALE3', 5, 62, 310]],
    });
    const preview = await send(user, 'preview', file, { accountId: broker.id });
    const problem = M.laterOversold('venda', 'VALE3', '2026-03-02', 5n * 100_000_000n);
    expect(problem).toBe(
      'A venda de VALE3 em 02/03/2026 passaria das 5 unidades que você teria então: corrija ou apague essa venda antes',
    );
    expect(preview.body.data.trades.map((t: any) => [t.status, t.problem])).toEqual([['problem', problem]]);
    const imported = await send(user, 'import', file, { accountId: broker.id });
    expect(imported.status).toBe(400);
    expect(imported.body.error.message).toBe(problem);
    expect((await holdings(as)).VALE3.quantity).toBe('0.00000000');
  });
});

describe('the Movimentação spreadsheet', () => {
  it('records proventos (JCP net of its 15%), desdobros and grupamentos of the assets in the account', async () => {
    const { user, as, broker } = await investor();
    expect(
      (await send(user, 'import', await negociacao(), { accountId: broker.id, kinds: { HGLG11: 'fii' } }))
        .status,
    ).toBe(200);
    const mglu = await as.post('/variable-income/trades', {
      accountId: broker.id,
      ticker: 'MGLU3',
      kind: 'acao',
      side: 'compra',
      date: '2026-02-02',
      quantity: '100',
      price: '2',
    });
    expect(mglu.status, JSON.stringify(mglu.body)).toBe(201);

    const file = await xlsx({
      Movimentação: [
        MOVIMENTACAO,
        ['Credito', '20/05/2026', 'Rendimento', 'VALE3 - VALE S.A.', BROKER, 1, 1, 1],
        [
          'Credito',
          '15/05/2026',
          'Juros Sobre Capital Próprio',
          'PETR4 - PETROLEO BRASILEIRO S.A. PETROBRAS',
          BROKER,
          57,
          '0,35',
          '17,00',
        ],
        ['Credito', '14/05/2026', 'Rendimento', 'HGLG11 - CSHG LOGISTICA FDO INV IMOB', BROKER, 10, 1.1, 11],
        [
          'Credito',
          '10/04/2026',
          'Desdobro',
          'PETR4 - PETROLEO BRASILEIRO S.A. PETROBRAS',
          BROKER,
          57,
          '-',
          '-',
        ],
        ['Credito', '09/04/2026', 'Grupamento', 'MGLU3 - MAGAZINE LUIZA S.A.', BROKER, 10, '-', '-'],
        [
          'Credito',
          '07/01/2026',
          'Transferência - Liquidação',
          'PETR4 - PETROLEO BRASILEIRO S.A. PETROBRAS',
          BROKER,
          50,
          40,
          2000,
        ],
        [
          'Credito',
          '06/01/2026',
          'Dividendo',
          'PETR4 - PETROLEO BRASILEIRO S.A. PETROBRAS',
          BROKER,
          107,
          '0,10',
          '10,70',
        ],
      ],
    });
    const preview = await send(
      user,
      'preview',
      file,
      { accountId: broker.id },
      'movimentacao-2026-06-01-10-00-00.xlsx',
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const p = preview.body.data;
    expect(
      p.trades.map((t: any) => [t.date, t.side, t.ticker, t.quantity, t.quantityAfter, t.status]),
    ).toEqual([
      // 100 MGLU3 grouped into 10: 90 units go.
      ['2026-04-09', 'grupamento', 'MGLU3', '90.00000000', '10.00000000', 'new'],
      ['2026-04-10', 'desdobro', 'PETR4', '57.00000000', null, 'new'],
    ]);
    expect(
      p.incomes.map((i: any) => [i.date, i.kind, i.ticker, i.gross, i.withheld, i.net, i.status, i.problem]),
    ).toEqual([
      ['2026-01-06', 'dividendo', 'PETR4', 10.7, 0, 10.7, 'new', null],
      ['2026-05-14', 'rendimento', 'HGLG11', 11, 0, 11, 'new', null],
      ['2026-05-15', 'jcp', 'PETR4', 20, 3, 17, 'new', null],
      ['2026-05-20', 'rendimento', 'VALE3', 1, 0, 1, 'problem', B.noHolding('VALE3')],
    ]);
    expect(p.skipped.map((s: any) => s.line)).toEqual([7]);

    const imported = await send(user, 'import', file, { accountId: broker.id });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toEqual({ trades: 2, incomes: 3, prices: 0, alreadyRecorded: 0 });
    const after = await holdings(as);
    expect(after.PETR4).toMatchObject({ quantity: '114.00000000', cost: 2194.5, incomes: 27.7 });
    expect(after.HGLG11).toMatchObject({ incomes: 11 });
    expect(after.MGLU3).toMatchObject({ quantity: '10.00000000', cost: 200 });

    const twice = await send(user, 'import', file, { accountId: broker.id });
    expect(twice.body.data).toEqual({ trades: 0, incomes: 0, prices: 0, alreadyRecorded: 5 });
  });
});

describe('the Posição spreadsheet', () => {
  it("records each held asset's closing price on the day in the file's name, and compares the quantities", async () => {
    const { user, as, broker } = await investor();
    expect(
      (await send(user, 'import', await negociacao(), { accountId: broker.id, kinds: { HGLG11: 'fii' } }))
        .status,
    ).toBe(200);
    const line = (product: string, ticker: string, quantity: number, price: string) => [
      product,
      BROKER,
      '1234567',
      ticker,
      '00000000000000',
      'BRXXXXACNOR0',
      'PN',
      'ESCRITURADOR INVENTADO',
      quantity,
      quantity,
      '-',
      '-',
      price,
      '-',
    ];
    const file = await xlsx({
      Acoes: [POSICAO_ACOES, line('PETR4 - PETROLEO BRASILEIRO S.A. PETROBRAS', 'PETR4', 57, '41,20')],
      ETF: [POSICAO_FUNDOS, line('BOVA11 - ISHARES BOVESPA', 'BOVA11', 2, '120,00')],
      'Fundo de Investimento': [
        POSICAO_FUNDOS,
        line('HGLG11 - CSHG LOGISTICA FDO INV IMOB', 'HGLG11', 12, '158,00'),
      ],
    });
    const name = 'posicao-2026-05-29-18-00-00.xlsx';
    const preview = await send(user, 'preview', file, { accountId: broker.id }, name);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const p = preview.body.data;
    expect(p.priceDate).toBe('2026-05-29');
    expect(p.prices.map((x: any) => [x.ticker, x.date, x.price, x.status])).toEqual([
      ['PETR4', '2026-05-29', '41.20000000', 'new'],
      ['BOVA11', '2026-05-29', '120.00000000', 'problem'],
      ['HGLG11', '2026-05-29', '158.00000000', 'new'],
    ]);
    // B3 holds 12 HGLG11 and Grana 10: the person sees the difference.
    expect(p.positions.map((x: any) => [x.ticker, x.quantity, x.held])).toEqual([
      ['PETR4', '57.00000000', '57.00000000'],
      ['BOVA11', '2.00000000', null],
      ['HGLG11', '12.00000000', '10.00000000'],
    ]);

    const imported = await send(user, 'import', file, { accountId: broker.id }, name);
    expect(imported.body.data).toEqual({ trades: 0, incomes: 0, prices: 2, alreadyRecorded: 0 });
    const petr4 = (await as.get('/variable-income')).body.data.holdings.find(
      (h: any) => h.ticker === 'PETR4',
    );
    // 57 × R$ 41,20 = R$ 2.348,40 against a cost of R$ 2.194,50.
    expect(petr4).toMatchObject({ price: { date: '2026-05-29', value: '41.20000000' }, value: 2348.4 });
    expect(petr4.unrealizedGain).toBeCloseTo(153.9, 2);
  });
});

describe('what the import refuses', () => {
  it("answers another person's account as absent and a checking account as the wrong kind, before reading the file", async () => {
    const { user, itau } = await investor();
    const other = await createUser(ctx);
    const theirs = await createAccount(ctx, other, { name: 'Corretora dela', type: 'investment' });
    const file = await negociacao();
    const before = await tableCounts(ctx);

    const foreign = await send(user, 'import', file, { accountId: theirs.id, kinds: { HGLG11: 'fii' } });
    expect(foreign.status).toBe(404);
    const checking = await send(user, 'preview', file, { accountId: itau.id });
    expect(checking.status).toBe(400);
    expect(checking.body.error.message).toBe(M.accountNotInvestment);
    expect(await tableCounts(ctx)).toEqual(before);
  });

  it('says what is wrong with the form or the file', async () => {
    const { user, broker } = await investor();
    const notB3 = await send(
      user,
      'preview',
      await xlsx({
        Planilha1: [
          ['Nome', 'Valor'],
          ['Aluguel', 1500],
        ],
      }),
      {
        accountId: broker.id,
      },
    );
    expect(notB3.status).toBe(400);
    expect(notB3.body.error.message).toBe(B3_MESSAGES.notB3);

    const csv = await send(user, 'preview', new TextEncoder().encode('Data;Valor\n01/01/2026;1,00\n'), {
      accountId: broker.id,
    });
    expect(csv.body.error.message).toBe(B3_MESSAGES.notXlsx);

    const noFile = await send(user, 'preview', null, { accountId: broker.id });
    expect(noFile.status).toBe(400);
    expect(noFile.body.error.message).toBe(B.noFile);

    const noAccount = await send(user, 'preview', await negociacao(), {});
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.error.message).toBe(M.accountMissing);

    const badJson = await send(user, 'preview', await negociacao(), '{conta: 1');
    expect(badJson.status).toBe(400);
    expect(badJson.body.error.message).toBe(B.settings);

    const badKind = await send(user, 'preview', await negociacao(), {
      accountId: broker.id,
      kinds: { HGLG11: 'imóvel' },
    });
    expect(badKind.status).toBe(400);
    expect(badKind.body.error.message).toBe(M.kind);
  });
});

describe('the heaviest file the limit allows', () => {
  /** Five letters ending in 3 (an ação), one of 300 (the most holdings a book keeps). */
  const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const ticker = (i: number) => `WX${LETTERS[Math.floor((i % 300) / 26)]}${LETTERS[(i % 300) % 26]}3`;
  const day = (i: number, month: string) => `${String(1 + (i % 28)).padStart(2, '0')}/${month}/2026`;

  it(`records ${MAX_B3_ROWS} trades over 300 assets, then ${MAX_B3_ROWS} proventos, each in one short transaction`, async () => {
    const { user, as, broker } = await investor();
    // Compras of 10 at R$ 10,00 in January, then as many vendas of 10 at R$ 12,00 in April: each a R$ 20,00 gain row.
    const half = MAX_B3_ROWS / 2;
    const trades = Array.from({ length: MAX_B3_ROWS }, (_, i) =>
      i < half
        ? [day(i, '01'), 'Compra', 'Mercado à Vista', '-', BROKER, ticker(i), 10, 10, 100]
        : [day(i, '04'), 'Venda', 'Mercado à Vista', '-', BROKER, ticker(i - half), 10, 12, 120],
    );
    let started = performance.now();
    const bought = await send(user, 'import', await xlsx({ Negociação: [NEGOCIACAO, ...trades] }), {
      accountId: broker.id,
    });
    const tradesMs = performance.now() - started;
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.data).toEqual({ trades: MAX_B3_ROWS, incomes: 0, prices: 0, alreadyRecorded: 0 });

    const proventos = Array.from({ length: MAX_B3_ROWS }, (_, i) => [
      'Credito',
      day(i, '05'),
      'Dividendo',
      `${ticker(i)} - EMPRESA INVENTADA S.A.`,
      BROKER,
      10,
      1,
      10,
    ]);
    started = performance.now();
    const paid = await send(user, 'import', await xlsx({ Movimentação: [MOVIMENTACAO, ...proventos] }), {
      accountId: broker.id,
    });
    const incomesMs = performance.now() - started;
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toEqual({ trades: 0, incomes: MAX_B3_ROWS, prices: 0, alreadyRecorded: 0 });

    const held = Object.values(await holdings(as));
    expect(held).toHaveLength(300);
    const sum = (pick: (h: any) => number) => held.reduce((total: number, h) => total + pick(h), 0);
    expect(sum((h) => h.realizedGain)).toBe(half * 20);
    expect(sum((h) => h.incomes)).toBe(MAX_B3_ROWS * 10);
    expect(held.every((h: any) => h.quantity === '0.00000000')).toBe(true);
    // The request's time (reading the file on a worker included), printed to watch, not asserted: machines vary.
    console.info(
      `B3 import of ${MAX_B3_ROWS} lines: trades ${tradesMs.toFixed(0)} ms, proventos ${incomesMs.toFixed(0)} ms`,
    );
  }, 60_000);
});
