import { describe, expect, it } from 'vitest';
import { looksLikeBillPayment, namesCard, namesSomeoneElse } from './bill-payment-words';

describe('the words of a card bill payment', () => {
  it.each([
    'PAGTO FATURA NUBANK',
    'PAG FATURA CARTAO',
    'Pagamento de fatura',
    'PAGAMENTO FATURA INTER',
    'PGTO FATURA CARTAO BRADESCO',
    'Pagamento Cartão de Crédito',
    'FATURA CARTAO CAIXA',
    'INT PAG FATURA ITAUCARD',
  ])('"%s" says a card bill was paid', (text) => {
    expect(looksLikeBillPayment(text)).toBe(true);
  });

  it.each([
    'PAG BOLETO FATURA ENEL',
    'COMPRA CARTAO DEB PADARIA',
    'PIX ENVIADO FATURAMENTO LTDA',
    'SABESP FATURA 11/2026',
  ])('"%s" does not', (text) => {
    expect(looksLikeBillPayment(text)).toBe(false);
  });

  it("tells a company's bill from a card's by the name it holds", () => {
    for (const text of ['PAG FATURA VIVO', 'PAGAMENTO FATURA ENEL', 'Pagamento de fatura Claro 11/2026'])
      expect(namesSomeoneElse(text), text).toBe(true);
    for (const text of [
      'PAGTO FATURA NUBANK',
      'Pagamento de fatura',
      'INT PAG FATURA ITAUCARD',
      'SISPAG PAGTO FATURA CARTAO 1234',
      'PAGAMENTO FATURA NU PAGAMENTOS',
    ])
      expect(namesSomeoneElse(text), text).toBe(false);
  });

  it("names a card by a word of its name or by its bank's other names", () => {
    expect(namesCard('PAGTO FATURA NUBANK', 'Nubank')).toBe(true);
    expect(namesCard('PAGTO FATURA NU PAGAMENTOS', 'Cartão Nubank Platinum')).toBe(true);
    expect(namesCard('PAGAMENTO FATURA BB', 'Ourocard')).toBe(true);
    expect(namesCard('PAGTO FATURA NUBANK', 'Itaú Platinum')).toBe(false);
    // The generic words of a card's name name no card.
    expect(namesCard('PAGAMENTO CARTAO CREDITO', 'Cartão de crédito')).toBe(false);
  });
});
