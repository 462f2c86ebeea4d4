import { describe, expect, it } from 'vitest';
import {
  deleteHoldingMessage,
  groupByAccount,
  holdingsCountText,
  lastPriceText,
  moneyLabel,
  otherCurrenciesNote,
  portfolioReturnText,
  totalFigures,
  unitsText,
  unpricedNote,
  unrealizedGainText,
} from './holding-display';

describe('lastPriceText', () => {
  it('says the price with its day, or that there is none', () => {
    expect(lastPriceText({ date: '2026-11-25', value: '31.25000000' })).toBe('R$ 31,25 em 25/11/2026');
    expect(lastPriceText(null)).toBe('sem cotação');
  });

  it('says a price abroad in its currency', () => {
    expect(lastPriceText({ date: '2026-11-25', value: '512.3' }, 'USD')).toBe('US$ 512,30 em 25/11/2026');
  });
});

describe('unrealizedGainText', () => {
  it('gives the gain in reais and as a share of the cost, with its sign', () => {
    expect(unrealizedGainText({ unrealizedGain: 125, cost: 3005 })).toBe('+R$ 125,00 (+4,2%)');
    expect(unrealizedGainText({ unrealizedGain: -30.05, cost: 3005 })).toBe('-R$ 30,05 (-1,0%)');
    expect(unrealizedGainText({ unrealizedGain: 0, cost: 100 })).toBe('R$ 0,00 (0,0%)');
  });

  it('gives the reais alone when the units cost nothing, and nothing without a price', () => {
    expect(unrealizedGainText({ unrealizedGain: 50, cost: 0 })).toBe('+R$ 50,00');
    expect(unrealizedGainText({ unrealizedGain: null, cost: 100 })).toBeNull();
  });

  it('gives a holding abroad its gain in its own currency, never as reais', () => {
    expect(unrealizedGainText({ unrealizedGain: 250, cost: 5000 }, 'USD')).toBe('+US$ 250,00 (+5,0%)');
    expect(unrealizedGainText({ unrealizedGain: -40.5, cost: 0 }, 'EUR')).toBe('-€ 40,50');
  });
});

describe('holdings in another currency', () => {
  it('says how many are left out of the totals in reais and that Patrimônio converts them', () => {
    expect(otherCurrenciesNote(0)).toBeNull();
    expect(otherCurrenciesNote(1)).toBe(
      '1 ativo em outra moeda fica fora dos totais e da rentabilidade (em reais); o Patrimônio o conta em reais pela cotação do dia.',
    );
    expect(otherCurrenciesNote(2)).toBe(
      '2 ativos em outras moedas ficam fora dos totais e da rentabilidade (em reais); o Patrimônio os conta em reais pela cotação do dia.',
    );
  });

  it('names a money field in its currency, leaving the labels in reais as they were', () => {
    expect(moneyLabel('Taxas', 'BRL')).toBe('Taxas');
    expect(moneyLabel('Taxas', 'USD')).toBe('Taxas (US$)');
  });
});

describe('counts', () => {
  it('words units and holdings in the singular and the plural', () => {
    expect(unitsText('100.00000000')).toBe('100 unidades');
    expect(unitsText('1.00000000')).toBe('1 unidade');
    expect(unitsText('0.50000000')).toBe('0,5 unidade');
    expect(holdingsCountText(1)).toBe('1 ativo');
    expect(holdingsCountText(12)).toBe('12 ativos');
  });

  it('says how holdings without a price count in the totals: at their cost, out of the unrealized gain', () => {
    expect(unpricedNote(0)).toBeNull();
    expect(unpricedNote(1)).toMatch(/^1 ativo está sem cotação/);
    expect(unpricedNote(3)).toBe(
      '3 ativos estão sem cotação: entram no valor hoje pelo custo e ficam fora do ganho não realizado. Informe as cotações para contá-los pelo preço.',
    );
  });
});

describe('totalFigures', () => {
  it('lists the sums in reading order, gains with their sign and colour', () => {
    const figures = totalFigures({
      cost: 1502.5,
      value: 1750,
      unrealizedGain: 247.5,
      pricedCost: 1502.5,
      incomes: 85,
      realizedGain: -10,
      unpriced: 0,
    });
    expect(figures.map((f) => [f.label, f.value, f.tone])).toEqual([
      ['Custo', 'R$ 1.502,50', 'flat'],
      ['Valor hoje', 'R$ 1.750,00', 'flat'],
      ['Ganho não realizado', '+R$ 247,50 (+16,5%)', 'up'],
      ['Proventos recebidos', 'R$ 85,00', 'flat'],
      ['Ganho realizado', '-R$ 10,00', 'down'],
    ]);
  });

  it('measures the unrealized gain against the priced holdings only; the custo is every holding', () => {
    // R$ 1.000,00 priced at R$ 1.100,00 and R$ 500,00 without a price, counted at its cost.
    const figures = totalFigures({
      cost: 1500,
      value: 1600,
      unrealizedGain: 100,
      pricedCost: 1000,
      incomes: 0,
      realizedGain: 0,
      unpriced: 1,
    });
    expect(figures.slice(0, 3).map((f) => f.value)).toEqual([
      'R$ 1.500,00',
      'R$ 1.600,00',
      '+R$ 100,00 (+10,0%)',
    ]);
  });
});

describe('groupByAccount', () => {
  it('puts holdings under their account, accounts by name and holdings by ticker', () => {
    const groups = groupByAccount([
      { accountId: 2, accountName: 'XP', ticker: 'PETR4' },
      { accountId: 1, accountName: 'Rico', ticker: 'VALE3' },
      { accountId: 2, accountName: 'XP', ticker: 'BOVA11' },
    ]);
    expect(groups.map((g) => [g.accountName, g.holdings.map((h) => h.ticker)])).toEqual([
      ['Rico', ['VALE3']],
      ['XP', ['BOVA11', 'PETR4']],
    ]);
  });
});

describe('portfolioReturnText', () => {
  it('gives the rate a year and over the period, between their days; under a year the period alone', () => {
    expect(portfolioReturnText({ from: '2025-05-05', to: '2026-11-26', annual: 15.04, period: 23.1 })).toBe(
      'Rentabilidade da carteira, de 05/05/2025 a 26/11/2026: 15,04% a.a. (23,10% no período)',
    );
    expect(portfolioReturnText({ from: '2026-05-05', to: '2026-11-26', annual: null, period: 7.3 })).toBe(
      'Rentabilidade da carteira, de 05/05/2026 a 26/11/2026: 7,30% no período',
    );
    expect(portfolioReturnText({ from: '2026-11-26', to: '2026-11-26', annual: null, period: null })).toBe(
      'Rentabilidade da carteira, de 26/11/2026 a 26/11/2026: sem como calcular',
    );
  });
});

describe('deleteHoldingMessage', () => {
  it('says the proventos go and their receitas stay', () => {
    expect(deleteHoldingMessage({ ticker: 'PETR4', accountName: 'XP', incomes: 0 })).toBe(
      'Excluir PETR4 de XP? As cotações informadas saem com ele.',
    );
    expect(deleteHoldingMessage({ ticker: 'PETR4', accountName: 'XP', incomes: 85 })).toBe(
      'Excluir PETR4 de XP? As cotações informadas saem com ele, e os proventos também; as receitas que os proventos lançaram continuam em Transações.',
    );
  });
});
