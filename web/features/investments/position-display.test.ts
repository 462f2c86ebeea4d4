import { describe, expect, it } from 'vitest';
import type { InvestmentReturn, PositionResponse, PositionValue } from '../../../common/contract/investments';
import {
  appliedText,
  bankValueText,
  daysText,
  grossLabel,
  heldDays,
  missingRateNotice,
  openCountText,
  portfolioReturnLabel,
  redeemedText,
  redeemedToast,
  redeemTodayText,
  returnText,
  seriesCountText,
  seriesStatusText,
  splitPositions,
  totalFigures,
  totalsStoppedNote,
} from './position-display';
import { deletePositionMessage } from './use-position-actions';

/** Intl puts a no-break space after R$. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const value = (overrides: Partial<PositionValue> = {}): PositionValue => ({
  date: '2026-11-26',
  computedTo: '2026-11-26',
  missing: null,
  gross: 1120,
  yield: 120,
  iof: 0,
  incomeTax: 24,
  incomeTaxRate: '20%',
  net: 1096,
  days: 366,
  ...overrides,
});

const returns = (overrides: Partial<InvestmentReturn> = {}): InvestmentReturn => ({
  from: '2025-11-25',
  to: '2026-11-26',
  annual: 11.83,
  period: 12.31,
  cdi: { percent: 10.94, computedTo: '2026-11-26', missing: null },
  ipca: { percent: 4.52, computedTo: '2026-11-26', missing: null },
  ...overrides,
});

const position = (overrides: Partial<PositionResponse> = {}): PositionResponse => ({
  id: 1,
  accountId: 10,
  accountName: 'Corretora',
  name: 'CDB',
  product: 'cdb',
  productLabel: 'CDB',
  indexing: 'cdi',
  rate: 110,
  indexingLabel: '110% do CDI',
  bank: null,
  applied: 1000,
  date: '2025-11-25',
  sourceAccountId: null,
  maturityDate: null,
  today: value(),
  atMaturity: null,
  redeemedOn: null,
  redeemedNet: null,
  returns: returns(),
  ...overrides,
});

describe('a missing rate', () => {
  it('says which series stops where, and the day the value is of', () => {
    const notice = missingRateNotice(
      value({ computedTo: '2026-11-19', missing: { series: 'cdi', label: 'CDI', date: '2026-11-20' } }),
    );
    expect(notice).toBe('Sem CDI desde 20/11/2026: valor calculado até 19/11/2026');
    // Applied on the day the CDI stops: its value is the application's, of that day.
    const sameDay = value({
      computedTo: '2026-11-20',
      missing: { series: 'cdi', label: 'CDI', date: '2026-11-20' },
    });
    expect(missingRateNotice(sameDay)).toBe('Sem CDI desde 20/11/2026: valor calculado até 20/11/2026');
  });

  it('values a poupança on the anniversary whose month lacks the TR, never a month ahead of it', () => {
    const stopped = value({
      computedTo: '2026-03-10',
      missing: { series: 'tr', label: 'TR', date: '2026-03-10' },
    });
    expect(missingRateNotice(stopped)).toBe(
      'Sem TR desde 10/03/2026: valor do aniversário de 10/03/2026, o último calculado',
    );
    expect(grossLabel(stopped)).toBe('Valor bruto em 10/03/2026');
  });

  it('says nothing when every rate was known', () => {
    expect(missingRateNotice(value())).toBeNull();
  });
});

describe('what a redemption today pays', () => {
  it('the net with the income tax at its rate and the IOF', () => {
    expect(plain(redeemTodayText(value({ iof: 1.5, incomeTaxRate: '22,5%', incomeTax: 27 })))).toBe(
      'Se resgatar hoje: R$ 1.096,00 líquido (IR 22,5%: R$ 27,00; IOF R$ 1,50)',
    );
  });

  it('an exempt product says so instead of a rate', () => {
    expect(plain(redeemTodayText(value({ incomeTaxRate: 'isento', incomeTax: 0, net: 1120 })))).toBe(
      'Se resgatar hoje: R$ 1.120,00 líquido (IR isento; IOF R$ 0,00)',
    );
  });
});

describe('the totals at the top', () => {
  it('aplicado, bruto and líquido, in that order, as money', () => {
    expect(
      totalFigures({ applied: 1500, gross: 1634.56, net: 1607.1 }).map(
        (f) => `${f.label}: ${plain(f.value)}`,
      ),
    ).toEqual([
      'Aplicado: R$ 1.500,00',
      'Valor bruto hoje: R$ 1.634,56',
      'Líquido se resgatar hoje: R$ 1.607,10',
    ]);
  });

  it('the count of open positions in words', () => {
    expect(openCountText(0)).toBe('Nenhuma aplicação em aberto');
    expect(openCountText(1)).toBe('1 aplicação em aberto');
    expect(openCountText(3)).toBe('3 aplicações em aberto');
  });
});

describe('a position row', () => {
  it('the applied amount with its date, and the days held', () => {
    expect(plain(appliedText(position()))).toBe('R$ 1.000,00 em 25/11/2025');
    expect(daysText(1)).toBe('1 dia');
    expect(daysText(366)).toBe('366 dias');
    expect(daysText(1096)).toBe('1.096 dias');
  });

  it('the days held run to today even where a missing rate stopped the value', () => {
    const stopped = value({ date: '2026-11-26', computedTo: '2026-10-19', days: 2 });
    expect(heldDays(position({ date: '2026-10-17' }), stopped)).toBe(40);
  });

  it('a redeemed one: its date and its net', () => {
    expect(
      plain(redeemedText(position({ redeemedOn: '2026-11-26', redeemedNet: 1093.4, today: null }))),
    ).toBe('Resgatada em 26/11/2026: R$ 1.093,40 líquido');
  });

  it("deleting says the ledger's rows stay", () => {
    expect(deletePositionMessage(position())).toBe(
      'Excluir “CDB”? Ela sai só desta página: nenhum lançamento é apagado das contas, e o que a aplicação lançou continua em Transações.',
    );
    expect(deletePositionMessage(position({ redeemedOn: '2026-11-26' }))).toContain(
      'o que a aplicação e o resgate lançaram continua em Transações',
    );
  });
});

describe('the positions split for the page', () => {
  it('open ones under their account by name, the oldest first; redeemed apart, the latest first', () => {
    const { groups, redeemed } = splitPositions([
      position({ id: 1, accountId: 2, accountName: 'XP', date: '2026-03-01' }),
      position({ id: 2, accountId: 1, accountName: 'Banco Inter', date: '2026-02-01' }),
      position({ id: 3, accountId: 2, accountName: 'XP', date: '2026-01-01' }),
      position({ id: 4, redeemedOn: '2026-05-01', redeemedNet: 10, today: null }),
      position({ id: 5, redeemedOn: '2026-06-01', redeemedNet: 10, today: null }),
    ]);
    expect(groups.map((g) => [g.accountName, g.positions.map((p) => p.id)])).toEqual([
      ['Banco Inter', [2]],
      ['XP', [3, 1]],
    ]);
    expect(redeemed.map((p) => p.id)).toEqual([5, 4]);
  });
});

describe('the Índices card', () => {
  const series = {
    serie: 'cdi' as const,
    nome: 'CDI',
    unidade: '% ao dia',
    valores: 8123,
    do_livro: 0,
    primeira_data: '1994-07-01',
    ultima_data: '2026-11-24',
    ultima_origem: 'banco_central' as const,
  };

  it('how far a series goes and where its latest value came from', () => {
    expect(seriesStatusText(series)).toBe('Último valor: 24/11/2026 (Banco Central)');
    expect(seriesStatusText({ ...series, ultima_origem: 'livro' })).toBe(
      'Último valor: 24/11/2026 (informado neste livro)',
    );
    expect(seriesStatusText({ ...series, valores: 0, ultima_data: null, ultima_origem: null })).toBe(
      'Sem valores',
    );
  });

  it('how many values, and how many the book typed', () => {
    expect(seriesCountText(series)).toBe('8.123 valores');
    expect(seriesCountText({ ...series, do_livro: 2 })).toBe('8.123 valores, 2 informados neste livro');
    expect(seriesCountText({ ...series, valores: 1, do_livro: 1 })).toBe('1 valor, 1 informado neste livro');
  });
});

describe('a value a missing rate stopped', () => {
  const stopped = {
    date: '2026-11-26',
    computedTo: '2026-11-19',
    missing: { series: 'cdi' as const, label: 'CDI', date: '2026-11-19' },
    gross: 10006.06,
    yield: 6.06,
    iof: 0,
    incomeTax: 1.36,
    incomeTaxRate: '22,5%',
    net: 10004.7,
    days: 20,
  };

  it('is labelled with its own day, not today', () => {
    expect(grossLabel(stopped)).toBe('Valor bruto em 19/11/2026');
    expect(grossLabel({ ...stopped, missing: null, computedTo: '2026-11-26' })).toBe('Valor bruto hoje');
  });

  it('is said under the totals, counted', () => {
    const position = (missing: boolean) =>
      ({ today: missing ? stopped : { ...stopped, missing: null } }) as unknown as PositionResponse;
    expect(totalsStoppedNote([position(false)])).toBeNull();
    expect(totalsStoppedNote([position(true), position(false)])).toMatch(
      /^1 aplicação tem o valor calculado/,
    );
    expect(totalsStoppedNote([position(true), position(true)])).toMatch(
      /^2 aplicações têm o valor calculado/,
    );
  });
});

describe('the toast of a redemption', () => {
  it('says how much went where', () => {
    expect(plain(redeemedToast({ redeemedNet: 5423.94 }, 'Itaú'))).toBe(
      'Resgate registrado: R$ 5.423,94 em Itaú',
    );
    expect(redeemedToast({ redeemedNet: null }, 'Itaú')).toBe('Resgate registrado');
  });
});

describe('a return beside the indexes', () => {
  it('a year and the period, then the CDI and the IPCA of the same days', () => {
    expect(returnText(returns())).toBe(
      'Rentabilidade bruta: 11,83% a.a. (12,31% no período) · CDI no período: 10,94% · IPCA no período: 4,52%',
    );
  });

  it('an index whose series stops early says to which day it is counted', () => {
    const ipca = {
      percent: 4.1,
      computedTo: '2026-11-15',
      missing: { series: 'ipca' as const, label: 'IPCA', date: '2026-11-15' },
    };
    expect(returnText(returns({ ipca }))).toBe(
      'Rentabilidade bruta: 11,83% a.a. (12,31% no período) · CDI no período: 10,94% · IPCA até 15/11/2026: 4,10%',
    );
  });

  it('an index without one day of the period says so instead of a figure', () => {
    const ipca = {
      percent: null,
      computedTo: '2025-11-25',
      missing: { series: 'ipca' as const, label: 'IPCA', date: '2025-11-25' },
    };
    expect(returnText(returns({ ipca }))).toBe(
      'Rentabilidade bruta: 11,83% a.a. (12,31% no período) · CDI no período: 10,94% · IPCA: sem valores no período',
    );
  });

  it('under a year, the period only: a few days are never told as a year', () => {
    const week = returns({
      from: '2026-11-19',
      annual: null,
      period: 0.18,
      cdi: { percent: 0.17, computedTo: '2026-11-26', missing: null },
      ipca: { percent: 0.06, computedTo: '2026-11-26', missing: null },
    });
    expect(returnText(week)).toBe(
      'Rentabilidade bruta no período: 0,18% · CDI no período: 0,17% · IPCA no período: 0,06%',
    );
  });

  it('a position of today has no day to make a rate of, nor indexes to set beside it', () => {
    expect(returnText(returns({ from: '2026-11-26', annual: null, period: null }))).toBe(
      'Rentabilidade: sem um dia de aplicação para calcular',
    );
  });

  it("the portfolio's heading names its period", () => {
    expect(portfolioReturnLabel(returns())).toBe('Rentabilidade da carteira, de 25/11/2025 a 26/11/2026');
  });
});

describe("a synced position's bank value", () => {
  it('says what the bank said and on which day', () => {
    expect(bankValueText({ value: 1087.65, date: '2026-03-02' })).toBe(
      'No banco: R$ 1.087,65 em 02/03/2026 (pela sincronização)',
    );
  });
});
