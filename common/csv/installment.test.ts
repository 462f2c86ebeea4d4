import { describe, expect, it } from 'vitest';
import { installmentFromCell, installmentFromDescription } from './installment';

describe('installment of a card bill line', () => {
  it('reads the installment columns of C6, XP and Inter', () => {
    expect(installmentFromCell('3/10')).toEqual({ number: 3, count: 10 });
    expect(installmentFromCell(' 03/10 ')).toEqual({ number: 3, count: 10 });
    expect(installmentFromCell('2 de 6')).toEqual({ number: 2, count: 6 });
    expect(installmentFromCell('Parcela 3/10')).toEqual({ number: 3, count: 10 });
    for (const single of ['Única', 'Unica', '-', '', 'Compra à vista', 'Pagamento']) {
      expect(installmentFromCell(single)).toBeUndefined();
    }
  });

  it('reads "Parcela 3/10" or "3/10" at the end of a description', () => {
    expect(installmentFromDescription('Livraria Imaginária - Parcela 2/3')).toEqual({ number: 2, count: 3 });
    expect(installmentFromDescription('LOJA FICTICIA 03/10')).toEqual({ number: 3, count: 10 });
    expect(installmentFromDescription('Loja Fictícia - 1 de 12')).toEqual({ number: 1, count: 12 });
    expect(installmentFromDescription('Mercado Exemplo')).toBeUndefined();
  });

  it('takes no date or impossible count for an installment', () => {
    expect(installmentFromDescription('Boleto venc 31/12')).toBeUndefined();
    expect(installmentFromDescription('Loja 11/10')).toBeUndefined();
    expect(installmentFromDescription('Loja 1/1')).toBeUndefined();
    expect(installmentFromDescription('Loja 1/60')).toBeUndefined();
    expect(installmentFromDescription('PEDIDO123/10')).toBeUndefined();
    expect(installmentFromCell('0/10')).toBeUndefined();
  });
});
