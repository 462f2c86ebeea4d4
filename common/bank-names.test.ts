import { describe, expect, it } from 'vitest';
import { shortBankName } from './bank-names';

describe('a bank’s name as people say it', () => {
  it('drops the company form and what kind of institution it is', () => {
    expect(shortBankName('Banco do Brasil S.A.')).toBe('Banco do Brasil');
    expect(shortBankName('Itaú Unibanco S/A')).toBe('Itaú Unibanco');
    expect(shortBankName('Srm Bank Instituição De Pagamento S/a')).toBe('Srm Bank');
    expect(shortBankName('Nu Pagamentos S.A. - Instituição de Pagamento')).toBe('Nu Pagamentos');
  });

  it('a long name is cut at a word, with an ellipsis', () => {
    const long = 'Cooperativa De Economia E Crédito Mútuo Dos Eletricitários E Trabalhadores Das Empresas';
    const short = shortBankName(long);
    expect(short).toBe('Cooperativa De Economia E…');
    expect(short.length).toBeLessThanOrEqual(33);
  });
});
