import { describe, expect, it } from 'vitest';
import { descriptionStem } from '../../../common/description-stem';
import { merchantCategoryFinder } from './merchant-category';
import { historyOutranksMerchant } from './weak-history';

const categories = [
  { id: 1, name: 'Transporte', type: 'despesa' },
  { id: 2, name: 'Alimentação', type: 'despesa' },
  { id: 3, name: 'Salário', type: 'receita' },
];

describe("the well-known merchant's category, asked for every line of a statement", () => {
  it('answers a repeated description the same each time, an income never, and each answer is the caller’s own', () => {
    const find = merchantCategoryFinder(categories);
    const first = find('DESPESA', 'UBER *TRIP HELP.UBER.COM');
    expect(first).toEqual({ id: 1, name: 'Transporte', merchant: 'Uber', phrase: 'uber trip' });
    if (first) first.name = 'changed by the caller';
    expect(find('DESPESA', 'UBER *TRIP HELP.UBER.COM')).toEqual({
      id: 1,
      name: 'Transporte',
      merchant: 'Uber',
      phrase: 'uber trip',
    });
    expect(find('RECEITA', 'UBER *TRIP HELP.UBER.COM')).toBeNull();
    expect(find('RECEITA', 'TED 237 0001 ACME LTDA SALARIO')).toEqual({
      id: 3,
      name: 'Salário',
      merchant: 'Salário',
      phrase: 'salario',
    });
    // An expense that says salary is a salary paid, not the person's.
    expect(find('DESPESA', 'PAGTO SALARIO DIARISTA')).toBeNull();
    expect(find('DESPESA', 'PADARIA DO BAIRRO')).toBeNull();
    expect(find('DESPESA', 'PADARIA DO BAIRRO')).toBeNull();
  });
});

describe('a weak history hit gives way to the well-known merchant', () => {
  const find = merchantCategoryFinder([
    { id: 1, name: 'Mercado', type: 'despesa' },
    { id: 2, name: 'Impostos e taxas', type: 'despesa' },
  ]);
  const outranks = (by: 'payee' | 'stem', line: string) =>
    historyOutranksMerchant({ id: 9, by }, descriptionStem(line), find('DESPESA', line));

  it('a stem that only shares a prefix the banks list does not know is weak beside a merchant', () => {
    // 'DEBITO VISA DROGASIL' filed under Farmácia keys 'debito visa': it says nothing of Carrefour.
    expect(descriptionStem('DEBITO VISA CARREFOUR')).toBe('debito visa');
    expect(outranks('stem', 'DEBITO VISA CARREFOUR')).toBe(false);
  });

  it("a stem holding the merchant's name is the person's own word on it; a payee always is", () => {
    expect(outranks('stem', 'COMPRA CARTAO DEB CARREFOUR')).toBe(true);
    expect(outranks('stem', 'COMPRA CARTAO DEB PAO DE ACUCAR')).toBe(true);
    expect(outranks('stem', 'TAR CESTA SERVICOS')).toBe(true);
    expect(outranks('payee', 'DEBITO VISA CARREFOUR')).toBe(true);
    // No merchant to give way to: history stands.
    expect(outranks('stem', 'DEBITO VISA PADARIA REAL')).toBe(true);
  });
});
