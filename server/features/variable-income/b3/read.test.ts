import { describe, expect, it } from 'vitest';
import {
  BROKER,
  excelDate,
  MOVIMENTACAO,
  NEGOCIACAO,
  POSICAO_ACOES,
  POSICAO_FUNDOS,
  TESOURO,
  xlsx,
} from '../../../test/b3-sheets';
import { scaledOf } from './cells';
import { dateInFileName } from './format';
import { B3_MESSAGES, B3FileError, MAX_B3_FILE_BYTES, MAX_B3_ROWS, readB3Spreadsheet } from './read';
import { SKIP_REASONS } from './reading';

const read = (bytes: Uint8Array) => readB3Spreadsheet(bytes, { priceDate: '2026-04-28' });

async function refusal(bytes: Uint8Array): Promise<{ status: number; message: string }> {
  const error = await read(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof B3FileError)) throw new Error(`expected a B3FileError, got ${String(error)}`);
  return { status: error.statusCode, message: error.message };
}

describe('Negociação', () => {
  it('reads compras and vendas with the F of the fractional market dropped, text and Excel dates alike', async () => {
    const reading = await read(
      await xlsx({
        Negociação: [
          NEGOCIACAO,
          ['05/01/2026', 'Venda', 'Mercado à Vista', '-', BROKER, 'HGLG11', 10, '160,10', '1.601,00'],
          [
            excelDate('2026-01-02'),
            'Compra',
            'Mercado Fracionário',
            '-',
            BROKER,
            'PETR4F',
            7,
            '38,50',
            '269,50',
          ],
          [46024, 'Compra', 'Mercado à Vista', '-', BROKER, 'PETR4', 100, 38.5, 3850],
          // A price the sheet computed: 0,1 + 0,2 is 0.30000000000000004 as a double.
          ['09/01/2026', 'Compra', 'Mercado à Vista', '-', BROKER, 'ITSA4', 100, 0.1 + 0.2, 30],
        ],
      }),
    );
    expect(reading.file).toBe('negociacao');
    expect(reading.skipped).toEqual([]);
    expect(reading.trades).toEqual([
      {
        date: '2026-01-02',
        side: 'compra',
        ticker: 'PETR4',
        kind: 'acao',
        quantity: '100.00000000',
        price: '38.50000000',
        amountCents: 385_000,
        institution: BROKER,
        sheet: 'Negociação',
        line: 4,
      },
      {
        date: '2026-01-02',
        side: 'compra',
        ticker: 'PETR4',
        kind: 'acao',
        quantity: '7.00000000',
        price: '38.50000000',
        amountCents: 26_950,
        institution: BROKER,
        sheet: 'Negociação',
        line: 3,
      },
      {
        date: '2026-01-05',
        side: 'venda',
        ticker: 'HGLG11',
        kind: null,
        quantity: '10.00000000',
        price: '160.10000000',
        amountCents: 160_100,
        institution: BROKER,
        sheet: 'Negociação',
        line: 2,
      },
      {
        date: '2026-01-09',
        side: 'compra',
        ticker: 'ITSA4',
        kind: 'acao',
        quantity: '100.00000000',
        price: '0.30000000',
        amountCents: 3_000,
        institution: BROKER,
        sheet: 'Negociação',
        line: 5,
      },
    ]);
    // A code ending in 11 is a FII, an ETF or a unit: the person chooses.
    expect(reading.assets).toEqual([
      { ticker: 'HGLG11', kind: null, name: null },
      { ticker: 'ITSA4', kind: 'acao', name: null },
      { ticker: 'PETR4', kind: 'acao', name: null },
    ]);
  });

  it('reports the lines it cannot read with their numbers and reads the rest', async () => {
    const reading = await read(
      await xlsx({
        Negociação: [
          NEGOCIACAO,
          ['31/02/2026', 'Compra', 'Mercado à Vista', '-', BROKER, 'VALE3', 1, 60, 60],
          ['06/01/2026', 'Compra', 'Opção de Compra', '-', BROKER, 'PETRA400', 100, 0.5, 50],
          ['07/01/2026', 'Compra', 'Mercado à Vista', '-', BROKER, 'AAPL34', 3, '-', '-'],
          ['08/01/2026', 'Venda', 'Mercado à Vista', '-', BROKER, 'VALE3', 2, 60.1, 999],
          ['08/01/2026', 'Aluguel', 'Mercado à Vista', '-', BROKER, 'VALE3', 2, 60.1, 120.2],
          ['08/01/2026', 'Compra', 'Mercado à Vista', '-', BROKER, 'VALE3', 2, 60.1, 120.2],
        ],
      }),
    );
    expect(reading.skipped).toEqual([
      { sheet: 'Negociação', line: 2, reason: 'data do negócio inválida: "31/02/2026"' },
      {
        sheet: 'Negociação',
        line: 3,
        reason: 'mercado "Opção de Compra": só os mercados à vista e fracionário são importados',
      },
      { sheet: 'Negociação', line: 4, reason: 'preço inválido: ""' },
      {
        sheet: 'Negociação',
        line: 5,
        reason: 'o valor (R$ 999,00) não confere com quantidade × preço (R$ 120,20)',
      },
      { sheet: 'Negociação', line: 6, reason: 'tipo de movimentação "Aluguel": nem compra nem venda' },
    ]);
    expect(reading.trades.map((t) => [t.line, t.ticker, t.amountCents])).toEqual([[7, 'VALE3', 12_020]]);
  });
});

describe('Movimentação', () => {
  const rows = [
    MOVIMENTACAO,
    ['Credito', '15/05/2026', 'Juros Sobre Capital Próprio', 'ITSA4 - ITAUSA S.A.', BROKER, 1000, 0.2, 170],
    [
      'Credito',
      excelDate('2026-05-14'),
      'Dividendo',
      'PETR4 - PETROLEO BRASILEIRO S.A. PETROBRAS',
      BROKER,
      100,
      '0,45',
      '45,00',
    ],
    ['Credito', '13/05/2026', 'Rendimento', 'HGLG11 - CSHG LOGISTICA FDO INV IMOB', BROKER, 10, 1.1, 11],
    [
      'Credito',
      '12/05/2026',
      'Transferência - Liquidação',
      'PETR4 - PETROLEO BRASILEIRO',
      BROKER,
      100,
      38.5,
      3850,
    ],
    ['Credito', '11/05/2026', 'Desdobro', 'BBAS3 - BANCO DO BRASIL S.A.', BROKER, 100, '-', '-'],
    ['Credito', '10/05/2026', 'Grupamento', 'MGLU3 - MAGAZINE LUIZA S.A.', BROKER, 10, '-', '-'],
    ['Credito', '09/05/2026', 'Bonificação em Ativos', 'ITSA4 - ITAUSA S.A.', BROKER, 5, '-', '-'],
    ['Credito', '08/05/2026', 'Leilão de Fração', 'ITSA4 - ITAUSA S.A.', BROKER, 0.4, '-', 4.12],
    ['Credito', '07/05/2026', 'Rendimento', 'Tesouro IPCA+ 2035', BROKER, 1, '-', 50],
    ['Credito', '06/05/2026', 'Direito de Subscrição', 'MXRF12 - MAXI RENDA FII', BROKER, 10, '-', '-'],
    [
      'Credito',
      '05/05/2026',
      'Juros Sobre Capital Próprio - Transferido',
      'BBDC4 - BRADESCO',
      BROKER,
      121,
      0.019,
      1.95,
    ],
    ['Credito', '99/99/2026', 'Dividendo', 'VALE3 - VALE S.A.', BROKER, 1, 1, 1],
    ['Debito', '04/05/2026', 'Dividendo', 'VALE3 - VALE S.A.', BROKER, 1, 1, 1],
    // An exempt investor's JCP: quantity × gross per unit is what was credited.
    [
      'Credito',
      '03/05/2026',
      'Juros Sobre Capital Próprio',
      'BBAS3 - BANCO DO BRASIL S.A.',
      BROKER,
      100,
      '0,5',
      '50,00',
    ],
  ];

  it('reads proventos (JCP net of the 15% withheld), desdobros and grupamentos, and says why it leaves the rest', async () => {
    const reading = await read(await xlsx({ Movimentação: rows }));
    expect(reading.file).toBe('movimentacao');
    expect(reading.trades).toEqual([]);
    expect(reading.incomes).toEqual([
      {
        date: '2026-05-03',
        kind: 'jcp',
        ticker: 'BBAS3',
        grossCents: 5_000,
        withheldCents: 0,
        institution: BROKER,
        sheet: 'Movimentação',
        line: 15,
      },
      {
        date: '2026-05-13',
        kind: 'rendimento',
        ticker: 'HGLG11',
        grossCents: 1_100,
        withheldCents: 0,
        institution: BROKER,
        sheet: 'Movimentação',
        line: 4,
      },
      {
        date: '2026-05-14',
        kind: 'dividendo',
        ticker: 'PETR4',
        grossCents: 4_500,
        withheldCents: 0,
        institution: BROKER,
        sheet: 'Movimentação',
        line: 3,
      },
      // R$ 170,00 credited is 85% of R$ 200,00.
      {
        date: '2026-05-15',
        kind: 'jcp',
        ticker: 'ITSA4',
        grossCents: 20_000,
        withheldCents: 3_000,
        institution: BROKER,
        sheet: 'Movimentação',
        line: 2,
      },
    ]);
    expect(reading.events).toEqual([
      {
        date: '2026-05-10',
        side: 'grupamento',
        ticker: 'MGLU3',
        quantityAfter: '10.00000000',
        sheet: 'Movimentação',
        line: 7,
      },
      {
        date: '2026-05-11',
        side: 'desdobro',
        ticker: 'BBAS3',
        quantity: '100.00000000',
        sheet: 'Movimentação',
        line: 6,
      },
    ]);
    expect(reading.skipped).toEqual([
      { sheet: 'Movimentação', line: 5, reason: SKIP_REASONS.settlement },
      {
        sheet: 'Movimentação',
        line: 8,
        reason: 'bonificação: registre como compra com o custo informado pela empresa',
      },
      { sheet: 'Movimentação', line: 9, reason: SKIP_REASONS.leilao },
      { sheet: 'Movimentação', line: 10, reason: 'renda fixa: registre em Investimentos > Renda fixa' },
      { sheet: 'Movimentação', line: 11, reason: SKIP_REASONS.direitos },
      { sheet: 'Movimentação', line: 12, reason: SKIP_REASONS.transferredIncome },
      { sheet: 'Movimentação', line: 13, reason: 'data inválida: "99/99/2026"' },
      { sheet: 'Movimentação', line: 14, reason: SKIP_REASONS.debitedIncome },
    ]);
    // The product's name tells a FII apart from an ETF or a unit.
    expect(reading.assets).toContainEqual({
      ticker: 'HGLG11',
      kind: 'fii',
      name: 'CSHG LOGISTICA FDO INV IMOB',
    });
    expect(reading.assets).toContainEqual({
      ticker: 'PETR4',
      kind: 'acao',
      name: 'PETROLEO BRASILEIRO S.A. PETROBRAS',
    });
  });
});

describe('Posição', () => {
  const total = (width: number, value: string) => [
    Array(width).fill(''),
    [...Array(width - 1).fill(''), 'Total'],
    [...Array(width - 1).fill(''), value],
  ];
  const acao = (
    product: string,
    ticker: string,
    kind: string,
    quantity: unknown,
    price: unknown,
    value: unknown,
  ) => [
    product,
    BROKER,
    '1234567',
    ticker,
    '00000000000000',
    'BRXXXXACNOR0',
    kind,
    'ESCRITURADOR INVENTADO',
    quantity,
    quantity,
    '-',
    '-',
    price,
    value,
  ];

  it('reads each sheet: quantities, the kind from the sheet, the closing price on the date given', async () => {
    const reading = await read(
      await xlsx({
        Acoes: [
          POSICAO_ACOES,
          acao('PETR4 - PETROLEO BRASILEIRO S.A. PETROBRAS', 'PETR4', 'PN', 300, '38,12', '11.436,00'),
          acao(
            'TAEE11 - TRANSMISSORA ALIANCA DE ENERGIA ELETRICA S.A.',
            'TAEE11',
            'UNIT',
            '1.500',
            '36,00',
            '54.000,00',
          ),
          ...total(14, '65.436,00'),
        ],
        BDR: [
          POSICAO_ACOES,
          acao('AAPL34 - APPLE INC', 'AAPL34', 'DRN', 4, 50.5, 202),
          ...total(14, '202,00'),
        ],
        ETF: [POSICAO_FUNDOS, acao('BOVA11 - ISHARES BOVESPA', 'BOVA11', 'CI', 2, '120,00', '240,00')],
        'Fundo de Investimento': [
          POSICAO_FUNDOS,
          acao('HGLG11 - CSHG LOGISTICA FDO INV IMOB', 'HGLG11', 'Cotas', 10, '160,50', '1.605,00'),
          acao('KDIF11 - KINEA INFRA FIC FI-INFRA', 'KDIF11', 'Cotas', 3, '-', '-'),
        ],
        'Tesouro Direto': [
          TESOURO,
          [
            'Tesouro IPCA+ 2035',
            BROKER,
            'BRSTNCNTB0O7',
            'IPCA',
            '15/05/2035',
            1.5,
            1.5,
            0,
            '-',
            3000,
            3100,
            3080,
            3100,
          ],
          ...total(13, '3.100,00'),
        ],
      }),
    );
    expect(reading.file).toBe('posicao');
    expect(reading.positions.map((p) => [p.sheet, p.line, p.ticker, p.kind, p.quantity])).toEqual([
      ['Acoes', 2, 'PETR4', 'acao', '300.00000000'],
      ['Acoes', 3, 'TAEE11', 'acao', '1500.00000000'],
      ['BDR', 2, 'AAPL34', 'bdr', '4.00000000'],
      ['ETF', 2, 'BOVA11', 'etf', '2.00000000'],
      ['Fundo de Investimento', 2, 'HGLG11', 'fii', '10.00000000'],
      // A FI-Infra shares the funds' sheet; its name does not say FII: the person chooses.
      ['Fundo de Investimento', 3, 'KDIF11', null, '3.00000000'],
    ]);
    expect(reading.prices).toEqual([
      { date: '2026-04-28', ticker: 'PETR4', price: '38.12000000' },
      { date: '2026-04-28', ticker: 'TAEE11', price: '36.00000000' },
      { date: '2026-04-28', ticker: 'AAPL34', price: '50.50000000' },
      { date: '2026-04-28', ticker: 'BOVA11', price: '120.00000000' },
      { date: '2026-04-28', ticker: 'HGLG11', price: '160.50000000' },
    ]);
    expect(reading.skipped).toEqual([
      { sheet: 'Tesouro Direto', line: 2, reason: 'renda fixa: registre em Investimentos > Renda fixa' },
    ]);
  });

  it("takes the file's day from its name, as no cell carries it", () => {
    expect(dateInFileName('posicao-2026-04-29-12-00-00.xlsx')).toBe('2026-04-29');
    expect(dateInFileName('posicao-2026-02-30-12-00-00.xlsx')).toBeNull();
    expect(dateInFileName('minha-carteira.xlsx')).toBeNull();
  });
});

describe('files that are not B3 spreadsheets', () => {
  it('refuses a spreadsheet of something else, naming the three it reads', async () => {
    const bytes = await xlsx({
      Planilha1: [
        ['Nome', 'Valor'],
        ['Aluguel', 1500],
      ],
    });
    expect(await refusal(bytes)).toEqual({ status: 400, message: B3_MESSAGES.notB3 });
    expect(B3_MESSAGES.notB3).toContain('Negociação, Movimentação ou Posição');
  });

  it('refuses bytes that are no xlsx (an old .xls, a CSV)', async () => {
    const bytes = new TextEncoder().encode('Data do Negócio;Tipo de Movimentação\n02/01/2026;Compra\n');
    expect(await refusal(bytes)).toEqual({ status: 400, message: B3_MESSAGES.notXlsx });
  });

  it('refuses a file over 5 MB before unpacking it', async () => {
    expect(await refusal(new Uint8Array(MAX_B3_FILE_BYTES + 1))).toEqual({
      status: 413,
      message: 'O arquivo passa de 5 MB. Baixe da Área do Investidor um período menor.',
    });
  });

  it('refuses more than 1,000 lines, and reads 1,000', async () => {
    // Lines of one cell each (the count comes before anything is read): a Negociação of dates only.
    const lines = (count: number) => [NEGOCIACAO, ...Array.from({ length: count }, () => ['02/01/2026'])];
    expect(await refusal(await xlsx({ Negociação: lines(MAX_B3_ROWS + 1) }))).toEqual({
      status: 413,
      message:
        'A planilha passa de 1.000 linhas. Baixe da Área do Investidor um ano por vez (ou um período menor) e importe cada um.',
    });
    const reading = await read(await xlsx({ Negociação: lines(MAX_B3_ROWS) }));
    expect(reading.skipped).toHaveLength(MAX_B3_ROWS);
    expect(reading.skipped[0]).toEqual({
      sheet: 'Negociação',
      line: 2,
      reason: 'tipo de movimentação "": nem compra nem venda',
    });
  });
});

describe('numbers as B3 writes them', () => {
  it('reads Brazilian text and Excel doubles exactly, × 10^8', () => {
    expect(scaledOf('1.601,00')).toBe(160_100_000_000n);
    expect(scaledOf('R$ 160,10')).toBe(16_010_000_000n);
    expect(scaledOf('1.500')).toBe(150_000_000_000n);
    expect(scaledOf('0,019')).toBe(1_900_000n);
    // More than 8 decimals: rounded half up to 8.
    expect(scaledOf('0,123456785')).toBe(12_345_679n);
    expect(scaledOf(30.000000000000004)).toBe(3_000_000_000n);
    expect(scaledOf(0.019)).toBe(1_900_000n);
    expect(scaledOf('-')).toBeNull();
    expect(scaledOf('abc')).toBeNull();
  });
});
