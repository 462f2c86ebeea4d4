import { describe, expect, it } from 'vitest';
import type { B3ImportPreview } from '../../../../common/contract/variable-income-b3';
import {
  b3FileProblem,
  displayLines,
  importLabel,
  importResultText,
  kindCountsText,
  positionNotes,
  skippedText,
  statusCounts,
} from './b3-import-display';

const preview = (over: Partial<B3ImportPreview> = {}): B3ImportPreview => ({
  file: 'negociacao',
  fileLabel: 'Negociação',
  accountId: 1,
  priceDate: null,
  assets: [],
  trades: [],
  incomes: [],
  prices: [],
  positions: [],
  skipped: [],
  counts: { new: 0, recorded: 0, problem: 0 },
  ...over,
});

const trade = {
  sheet: 'Negociação',
  line: 2,
  status: 'new' as const,
  problem: null,
  date: '2026-01-05',
  side: 'compra' as const,
  sideLabel: 'Compra',
  ticker: 'PETR4',
  quantity: '1500.00000000',
  quantityAfter: null,
  price: '38.50000000',
  amount: 57750,
};

describe('the B3 preview texts', () => {
  it('accepts only the .xlsx the Área do Investidor exports', () => {
    expect(b3FileProblem(new File(['x'], 'negociacao-2026.XLSX'))).toBeNull();
    expect(b3FileProblem(new File(['x'], 'extrato.csv'))).toBe(
      'Escolha a planilha .xlsx baixada em Extratos, na Área do Investidor da B3.',
    );
  });

  it('counts the lines by kind and by status', () => {
    const p = preview({
      trades: [trade, { ...trade, line: 3 }],
      incomes: [
        {
          sheet: 'Movimentação',
          line: 4,
          status: 'recorded',
          problem: null,
          date: '2026-02-10',
          kind: 'jcp',
          kindLabel: 'JCP',
          ticker: 'PETR4',
          gross: 100,
          withheld: 15,
          net: 85,
        },
      ],
      skipped: [{ sheet: 'Negociação', line: 6, reason: 'opções: não importadas' }],
      counts: { new: 2, recorded: 1, problem: 0 },
    });
    expect(kindCountsText(p)).toBe('2 negociações · 1 provento · 1 linha ignorada');
    expect(kindCountsText(preview())).toBe('Nenhuma linha para importar');
    expect(statusCounts(p.counts).map((c) => `${c.label}: ${c.count}`)).toEqual([
      'Novas: 2',
      'Já registradas: 1',
      'Com problema: 0',
    ]);
    expect(skippedText(p.skipped[0] as B3ImportPreview['skipped'][number])).toBe(
      'Negociação, linha 6: opções: não importadas',
    );
  });

  it('lists trades, proventos and prices by date, in Brazilian writing, with the problem', () => {
    const p = preview({
      trades: [
        { ...trade, date: '2026-03-01', status: 'problem', problem: 'Informe o tipo de HGLG11' },
        {
          ...trade,
          line: 9,
          date: '2026-01-02',
          side: 'desdobro',
          sideLabel: 'Desdobro',
          quantity: null,
          price: null,
          amount: 0,
        },
      ],
      incomes: [
        {
          sheet: 'Movimentação',
          line: 4,
          status: 'new',
          problem: null,
          date: '2026-02-10',
          kind: 'dividendo',
          kindLabel: 'Dividendo',
          ticker: 'PETR4',
          gross: 50,
          withheld: 0,
          net: 50,
        },
      ],
      prices: [
        { ticker: 'PETR4', date: '2026-03-02', price: '0.00012345', status: 'recorded', problem: null },
      ],
    });
    expect(
      displayLines(p).map((l) => [l.date, l.ticker, l.what, l.quantity, l.value, l.status, l.problem]),
    ).toEqual([
      ['02/01/2026', 'PETR4', 'Desdobro', null, '—', 'new', null],
      ['10/02/2026', 'PETR4', 'Dividendo', null, 'R$ 50,00', 'new', null],
      ['01/03/2026', 'PETR4', 'Compra', '1.500', 'R$ 57.750,00', 'problem', 'Informe o tipo de HGLG11'],
      ['02/03/2026', 'PETR4', 'Cotação', null, 'R$ 0,00012345', 'recorded', null],
    ]);
  });

  it('says where B3 custody and the account differ', () => {
    const p = preview({
      positions: [
        { sheet: 'Ações', line: 2, ticker: 'PETR4', quantity: '100.00000000', held: '100.00000000' },
        { sheet: 'Ações', line: 3, ticker: 'VALE3', quantity: '10.00000000', held: '7.00000000' },
        { sheet: 'Ações', line: 4, ticker: 'ITSA4', quantity: '1000.00000000', held: null },
      ],
    });
    expect(positionNotes(p)).toEqual([
      'VALE3: a B3 tem 10 e a conta tem 7',
      'ITSA4: a B3 tem 1.000 e a conta não tem este ativo',
    ]);
  });

  it('names the import button and the result toast', () => {
    expect(importLabel(0)).toBe('Nada novo para importar');
    expect(importLabel(1)).toBe('Importar 1 linha');
    expect(importLabel(4)).toBe('Importar 4 linhas');
    expect(importResultText({ trades: 3, incomes: 1, prices: 2, alreadyRecorded: 2 })).toBe(
      'Importado da B3: 3 negociações, 1 provento e 2 cotações; 2 linhas já registradas ficaram de fora',
    );
    expect(importResultText({ trades: 1, incomes: 0, prices: 0, alreadyRecorded: 0 })).toBe(
      'Importado da B3: 1 negociação',
    );
    expect(importResultText({ trades: 0, incomes: 0, prices: 0, alreadyRecorded: 1 })).toBe(
      'Importado da B3: nada novo; 1 linha já registrada ficou de fora',
    );
  });
});
