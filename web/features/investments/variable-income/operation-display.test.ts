import { describe, expect, it } from 'vitest';
import {
  dayTradeText,
  deleteIncomeMessage,
  deletePriceMessage,
  deleteTradeMessage,
  incomeFiguresText,
  realizedText,
  tradeAmountText,
  tradeFiguresText,
  tradeToast,
} from './operation-display';

describe('tradeAmountText', () => {
  it('adds the fees to a compra and takes them from a venda', () => {
    expect(tradeAmountText('compra', '100', '30', '5,00')).toBe('Total pago: R$ 3.005,00');
    expect(tradeAmountText('venda', '50', '35,00', '2,50')).toBe('Total recebido: R$ 1.747,50');
    expect(tradeAmountText('compra', '0,00012345', '350000', '')).toBe('Total pago: R$ 43,21');
  });

  it('says nothing until the quantity and the price read', () => {
    expect(tradeAmountText('compra', '', '30', '')).toBeNull();
    expect(tradeAmountText('compra', '100', 'abc', '')).toBeNull();
  });
});

describe('trade texts', () => {
  const compra = {
    side: 'compra',
    quantity: '100.00000000',
    price: '30.00000000',
    fees: 5,
    amount: 3005,
  } as const;

  it('shows a trade as its figures', () => {
    expect(tradeFiguresText(compra)).toBe('100 × R$ 30,00 + R$ 5,00 de taxas = R$ 3.005,00');
    expect(
      tradeFiguresText({
        side: 'venda',
        quantity: '50.00000000',
        price: '35.00000000',
        fees: 0,
        amount: 1750,
      }),
    ).toBe('50 × R$ 35,00 = R$ 1.750,00');
    expect(
      tradeFiguresText({ side: 'desdobro', quantity: '100.00000000', price: null, fees: 0, amount: 0 }),
    ).toBe('+100 unidades');
  });

  it('toasts what was recorded, a venda with its result', () => {
    expect(tradeToast({ ...compra, ticker: 'PETR4', realizedGain: null })).toBe(
      'Compra registrada: 100 PETR4 por R$ 3.005,00',
    );
    expect(
      tradeToast({
        side: 'venda',
        quantity: '50.00000000',
        ticker: 'PETR4',
        amount: 1747.5,
        realizedGain: 245,
      }),
    ).toBe('Venda registrada: 50 PETR4 por R$ 1.747,50, ganho de R$ 245,00');
    const event = { quantity: '100.00000000', ticker: 'PETR4', amount: 0, realizedGain: null };
    expect(tradeToast({ ...event, side: 'desdobro' })).toBe('Desdobramento registrado: +100 PETR4');
    expect(tradeToast({ ...event, side: 'grupamento' })).toBe('Grupamento registrado: −100 PETR4');
    expect(realizedText(-35.5)).toBe('perda de R$ 35,50');
    expect(realizedText(0)).toBe('sem ganho nem perda');
  });

  it('tells a trade abroad in its account’s currency', () => {
    expect(tradeAmountText('compra', '10', '450', '1,50', 'USD')).toBe('Total pago: US$ 4.501,50');
    expect(tradeFiguresText({ ...compra, price: '450', amount: 45005 }, 'USD')).toBe(
      '100 × US$ 450,00 + US$ 5,00 de taxas = US$ 45.005,00',
    );
    expect(
      tradeToast({ side: 'venda', quantity: '5', ticker: 'VOO', amount: 2500, realizedGain: -12.5 }, 'USD'),
    ).toBe('Venda registrada: 5 VOO por US$ 2.500,00, perda de US$ 12,50');
  });

  it('says what a deletion takes with it', () => {
    expect(
      deleteTradeMessage({ side: 'venda', sideLabel: 'Venda', date: '2026-11-20', ticker: 'PETR4' }),
    ).toBe(
      'Excluir a venda de PETR4 de 20/11/2026? Os lançamentos que ela fez nas contas também são apagados, e o preço médio e o ganho das vendas seguintes são calculados de novo.',
    );
    expect(
      deleteTradeMessage({
        side: 'desdobro',
        sideLabel: 'Desdobramento',
        date: '2026-11-20',
        ticker: 'PETR4',
      }),
    ).toBe(
      'Excluir o desdobramento de PETR4 de 20/11/2026? O preço médio e o ganho das vendas seguintes são calculados de novo.',
    );
  });
});

describe('income texts', () => {
  it('shows the gross, the IR and the net of a JCP, the net alone when nothing was withheld', () => {
    expect(incomeFiguresText({ gross: 100, withheld: 15, net: 85 })).toBe(
      'R$ 100,00 bruto − R$ 15,00 de IR = R$ 85,00',
    );
    expect(incomeFiguresText({ gross: 42, withheld: 0, net: 42 })).toBe('R$ 42,00');
  });

  it('shows a dividend abroad in its currency, the tax as the other country’s', () => {
    expect(incomeFiguresText({ gross: 100, withheld: 30, net: 70 }, 'USD')).toBe(
      'US$ 100,00 bruto − US$ 30,00 retidos no exterior = US$ 70,00',
    );
    expect(
      deleteIncomeMessage({ kind: 'dividendo', net: 70, ticker: 'VOO', date: '2025-09-01' }, 'USD'),
    ).toMatch(/^Excluir os dividendos de US\$ 70,00 de VOO pagos em 01\/09\/2025\?/);
  });

  it('words the deletion by the kind', () => {
    expect(deleteIncomeMessage({ kind: 'jcp', net: 85, ticker: 'ITSA4', date: '2026-11-10' })).toBe(
      'Excluir o JCP de R$ 85,00 de ITSA4 pago em 10/11/2026? A receita que o provento lançou na conta também é apagada.',
    );
    expect(
      deleteIncomeMessage({ kind: 'rendimento', net: 12, ticker: 'HGLG11', date: '2026-11-10' }),
    ).toMatch(/^Excluir os rendimentos de R\$ 12,00 de HGLG11 pagos em/);
  });
});

describe('deletePriceMessage', () => {
  it('names the price and says the previous one counts again', () => {
    expect(deletePriceMessage({ value: '35.50000000', date: '2026-11-26' }, 'PETR4')).toBe(
      'Excluir a cotação de R$ 35,50 de PETR4 de 26/11/2026? O ativo passa a valer a cotação anterior.',
    );
    expect(deletePriceMessage({ value: '512.3', date: '2026-11-26' }, 'VOO', 'USD')).toMatch(
      /^Excluir a cotação de US\$ 512,30 de VOO/,
    );
  });
});

describe('a venda with a day trade', () => {
  it('says its units and result, and how they are taxed', () => {
    expect(dayTradeText({ quantity: '200.00000000', gain: 200 })).toBe(
      'Day trade de 200 unidades: +R$ 200,00 (tributado a 20%, sem isenção)',
    );
    expect(dayTradeText({ quantity: '1.00000000', gain: -3.5 })).toBe(
      'Day trade de 1 unidade: -R$ 3,50 (tributado a 20%, sem isenção)',
    );
  });
});
