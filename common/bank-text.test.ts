import { describe, expect, it } from 'vitest';
import { bankFeeOf } from './bank-fees';
import { bankTextWords, withoutBankPrefixes } from './bank-text';
import { descriptionStem } from './description-stem';
import { BANK_FEE, merchantOf } from './merchants';
import { BANK_TEXT_EXAMPLES } from './test/bank-text-examples';

const own = (line: string) => bankTextWords(line).join(' ');

describe("a statement line's own words (common/bank-text.ts)", () => {
  it.each(BANK_TEXT_EXAMPLES)('%s -> "%s"', (line, words) => {
    expect(own(line)).toBe(words);
  });

  it("keys the history by the merchant, not by the bank's prefix", () => {
    expect(descriptionStem('COMPRA CARTAO DEB DROGASIL')).toBe('drogasil');
    expect(descriptionStem('COMPRA CARTAO DEB PAO DE ACUCAR')).toBe('pao de');
    expect(descriptionStem('COMPRA CARTAO DEB POSTO SHELL')).toBe('posto shell');
    // The same payee a month apart keeps one key: Itaú glues the date to the name.
    expect(descriptionStem('PIX TRANSF MARIA S25/10')).toBe(descriptionStem('PIX TRANSF MARIA S25/11'));
    // A line that is all bank words learns nothing by its words.
    expect(descriptionStem('PIX ENVIADO')).toBe('');
    expect(descriptionStem('COMPRA CARTAO DEB')).toBe('');
  });

  it('strips prefixes from words with digits too, a store with a number in its name kept', () => {
    expect(withoutBankPrefixes(['compra', 'no', 'debito', '99', 'pop'])).toEqual(['99', 'pop']);
    expect(withoutBankPrefixes(['pix', 'enviado'])).toEqual([]);
    expect(withoutBankPrefixes(['padaria', 'real'])).toEqual(['padaria', 'real']);
  });

  it('reads the merchant behind the prefix, and never the prefix as one', () => {
    expect(merchantOf('COMPRA CARTAO DEB PAO DE ACUCAR')?.name).toBe('Pão de Açúcar');
    expect(merchantOf('COMPRA CARTAO DEB CARREFOUR')?.name).toBe('Carrefour');
    expect(merchantOf('COMPRA CARTAO DEB POSTO SHELL')?.name).toBe('Shell');
    expect(merchantOf('Compra no débito via NuPay - iFood')?.name).toBe('iFood');
    expect(merchantOf('DROGARIA SAO PAULO SP')?.name).toBe('Drogaria São Paulo');
    expect(merchantOf('COMPRA CARTAO DEB PADARIA REAL')).toBeNull();
    expect(merchantOf('PIX ENVIADO')).toBeNull();
  });

  it("knows the banks' fees and charges by their first words", () => {
    for (const line of [
      'TAR CESTA SERVICOS',
      'TAR PIX',
      'TAR MANUT CONTA',
      'TAR PACOTE ITAU',
      'TARIFA MENSALIDADE PACOTE SERVICOS',
      'TARIFA BANCARIA CESTA B.EXPRESSO1',
      'Tarifa Pacote de Serviços',
      'IOF',
      'IOF UTILIZACAO LIMITE',
      'IOF de "Amazon"',
      'JUROS LIMITE DA CONTA',
      'Juros de atraso',
      'Multa de atraso',
      'ENCARGOS LIMITE DE CRED',
      'ANUIDADE DIFERENCIADA 03/12',
      'CESTA SERVICOS',
      'DEB AUT TARIFA PACOTE',
    ]) {
      expect(merchantOf(line), line).toBe(BANK_FEE);
    }
    expect(BANK_FEE.categories.at(-1)).toBe('Impostos e taxas');
    expect(bankFeeOf(['padaria', 'juros'])).toBeNull();
    expect(merchantOf('PADARIA DO JUROS')).toBeNull();
    expect(bankFeeOf(['tarot', 'da', 'maria'])).toBeNull();
  });
});
