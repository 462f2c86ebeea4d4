import { describe, expect, it } from 'vitest';
import type { RateUsed } from '../../../common/currencies';
import {
  accountReaisText,
  CURRENCY_CHOICES,
  currencyLabel,
  currencySymbol,
  missingText,
  movementInReais,
  ratesUsedText,
  sumInReais,
  unconvertedText,
} from './foreign-money';

const ptax: RateUsed = { currency: 'USD', rate: '5.3245', date: '2026-11-23', source: 'ptax' };
const livro: RateUsed = { currency: 'ARS', rate: '0.0043', date: '2026-11-26', source: 'livro' };

describe('accounts in another currency', () => {
  it('offers the real first, then the others by their Portuguese name with the code', () => {
    expect(CURRENCY_CHOICES[0]).toBe('BRL');
    expect(currencyLabel('BRL')).toBe('Real (BRL)');
    expect(currencyLabel('USD')).toBe('Dólar americano (USD)');
    const names = CURRENCY_CHOICES.slice(1).map(currencyLabel);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(CURRENCY_CHOICES).toHaveLength(19);
  });

  it('writes the symbol formatMoney writes', () => {
    expect(currencySymbol('BRL')).toBe('R$');
    expect(currencySymbol('USD')).toBe('US$');
    expect(currencySymbol('EUR')).toBe('€');
  });

  it("says an account's reais and its rate, or that it has none", () => {
    expect(accountReaisText({ currency: 'USD', balance_today_reais: 1333.79, rate: ptax })).toBe(
      '≈ R$ 1.333,79 · PTAX 23/11/2026',
    );
    expect(accountReaisText({ currency: 'ARS', balance_today_reais: 645, rate: livro })).toBe(
      '≈ R$ 645,00 · cotação do livro 26/11/2026',
    );
    expect(accountReaisText({ currency: 'ARS', balance_today_reais: null, rate: null })).toBe(
      'Sem cotação: fora do Saldo em contas',
    );
    expect(accountReaisText({ currency: 'BRL', balance_today_reais: 10, rate: null })).toBeNull();
  });

  it('names the rates "Saldo em contas" used, by source and day', () => {
    expect(ratesUsedText([])).toBe('');
    expect(ratesUsedText([ptax])).toBe('Contas em outra moeda pela PTAX de 23/11/2026: R$ 5,3245 por US$');
    expect(ratesUsedText([ptax, { ...ptax, currency: 'EUR', rate: '6.1' }, livro])).toBe(
      'Contas em outra moeda pela PTAX de 23/11/2026: R$ 5,3245 por US$, R$ 6,1000 por €; pela cotação do livro de 26/11/2026: R$ 0,0043 por ARS',
    );
  });

  it('names the accounts left out', () => {
    const accounts = [
      { id: 1, name: 'Pesos' },
      { id: 2, name: 'Nomad' },
      { id: 3, name: 'Wise' },
    ];
    expect(unconvertedText([], accounts)).toBe('');
    expect(unconvertedText([1], accounts)).toBe('Sem cotação, fora do Saldo em contas: Pesos.');
    expect(unconvertedText([1, 2, 3], accounts)).toBe(
      'Sem cotação, fora do Saldo em contas: Pesos, Nomad e Wise.',
    );
    expect(unconvertedText([2], accounts, 'do patrimônio')).toBe('Sem cotação, fora do patrimônio: Nomad.');
  });

  it('sums a group in reais, never dollars to reais, and counts the accounts without a rate', () => {
    const group = [
      { currency: 'BRL' as const, balance_today_reais: 0.1, rate: null, month_movement: 0.1 },
      { currency: 'BRL' as const, balance_today_reais: 0.2, rate: null, month_movement: 0.2 },
      { currency: 'USD' as const, balance_today_reais: 1333.79, rate: ptax, month_movement: 250.5 },
      { currency: 'ARS' as const, balance_today_reais: null, rate: null, month_movement: 150000 },
    ];
    expect(sumInReais(group)).toEqual({ total: 1334.09, missing: 1 });
    expect(movementInReais(group)).toEqual({ total: 0.3, partial: true });
    expect(movementInReais(group.slice(0, 2))).toEqual({ total: 0.3, partial: false });
    expect(missingText(0)).toBe('');
    expect(missingText(1)).toBe('fora 1 conta sem cotação');
    expect(missingText(2)).toBe('fora 2 contas sem cotação');
  });
});
