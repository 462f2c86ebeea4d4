import { describe, expect, it } from 'vitest';
import {
  MAX_RATE_YEARS,
  rateFieldLabel,
  rateInputText,
  ratesPeriod,
  ratesSourceText,
  rateValueText,
} from './exchange-rate-text';

describe('what the Cotações dialogs say', () => {
  it("shows the PTAX's buy and sell, and the book's one value", () => {
    expect(rateValueText({ compra: '5.3245', venda: '5.3251', origem: 'ptax' })).toBe(
      'compra R$ 5,3245 · venda R$ 5,3251',
    );
    expect(rateValueText({ compra: '5.5', venda: '5.5', origem: 'livro' })).toBe('R$ 5,5000');
    expect(rateValueText({ compra: '0.005593', venda: '0.005593', origem: 'livro' })).toBe('R$ 0,005593');
  });

  it('labels the field in reais per unit of the currency, and takes a kept rate back with a comma', () => {
    expect(rateFieldLabel('USD')).toBe('Cotação (R$ por US$)');
    expect(rateFieldLabel('ARS')).toBe('Cotação (R$ por ARS)');
    expect(rateInputText('5.4321')).toBe('5,4321');
  });

  it('says a currency without PTAX has only the rates the person gives', () => {
    expect(ratesSourceText('ARS')).toContain('O Banco Central não publica PTAX de Peso argentino');
    expect(ratesSourceText('USD')).toContain('Num dia sem PTAX vale a cotação que você informar');
  });

  it('reads a year up to today, then a year more each time, never past the longest period the API answers', () => {
    expect(ratesPeriod('2026-11-30', 1)).toEqual({ de: '2025-12-01', ate: '2026-11-30' });
    expect(ratesPeriod('2026-11-30', 2)).toEqual({ de: '2024-12-01', ate: '2026-11-30' });
    expect(MAX_RATE_YEARS).toBe(10);
    expect(ratesPeriod('2026-11-30', 40)).toEqual(ratesPeriod('2026-11-30', MAX_RATE_YEARS));
  });
});
