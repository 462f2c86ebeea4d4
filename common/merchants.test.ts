import { describe, expect, it } from 'vitest';
import { incomeMatch, MERCHANT_COUNT, merchantOf, merchantWords } from './merchants';
import { MERCHANT_GROUPS } from './merchants-data';

const nameOf = (line: string) => merchantOf(line)?.name ?? null;

describe('the starter knowledge of Brazilian merchants', () => {
  it('knows at least 150 merchants, each alias of one merchant only', () => {
    expect(MERCHANT_COUNT).toBeGreaterThanOrEqual(150);
    const owner = new Map<string, string>();
    for (const group of MERCHANT_GROUPS) {
      for (const [name, ...aliases] of group.merchants) {
        for (const alias of [name, ...aliases]) {
          const phrase = merchantWords(alias).join(' ');
          expect(phrase, `${name}: '${alias}'`).not.toBe('');
          expect(owner.get(phrase) ?? name, `'${alias}' of ${name} and ${owner.get(phrase)}`).toBe(name);
          owner.set(phrase, name);
        }
      }
    }
  });

  it('maps every merchant by its name and aliases, written as bank lines write them', () => {
    for (const group of MERCHANT_GROUPS) {
      for (const [name, ...aliases] of group.merchants) {
        for (const alias of [name, ...aliases]) {
          for (const line of [alias, `PAG*${alias.toUpperCase()} 1234`, `Pix enviado ${alias} CURITIBA BR`]) {
            expect(merchantOf(line), line).toEqual({ name, categories: group.categories });
          }
        }
      }
    }
  });

  it("reads the issue's statement lines", () => {
    expect(nameOf('UBER *TRIP HELP.UBER.COM')).toBe('Uber');
    expect(nameOf('99APP *99APP')).toBe('99');
    expect(nameOf('IFD*IFOOD')).toBe('iFood');
    expect(nameOf('PG *IFOOD')).toBe('iFood');
    expect(nameOf('DROGASIL 1234')).toBe('Drogasil');
    expect(nameOf('RAIA DROGASIL')).toBe('Droga Raia');
    expect(nameOf('PAG*CARREFOUR')).toBe('Carrefour');
    expect(nameOf('PAO DE ACUCAR-0123')).toBe('Pão de Açúcar');
    expect(nameOf('VIVO FIBRA SP')).toBe('Vivo');
    expect(nameOf('DL*GOOGLE YOUTUBE')).toBe('YouTube Premium');
    expect(nameOf('DISNEY+')).toBe('Disney+');
    expect(nameOf('PIX ENVIADO SABESP')).toBe('Sabesp');
    expect(nameOf('MERCADOLIVRE*VENDEDOR')).toBe('Mercado Livre');
    expect(merchantOf('PETZ SAO PAULO')?.categories).toEqual(['Pets']);
    expect(merchantOf('KABUM COMERCIO')?.categories).toEqual(['Compras']);
    expect(merchantOf('POSTO SHELL 123')?.categories).toEqual(['Combustível', 'Transporte']);
    expect(merchantOf('CLARO S.A.')?.categories).toEqual(['Telefone e internet', 'Contas da casa']);
    expect(merchantOf('COPEL DIS')?.categories).toEqual(['Energia', 'Luz', 'Contas da casa']);
  });

  it("prefers the starter set's subcategory where one holds the merchant", () => {
    expect(merchantOf('IFD*IFOOD')?.categories).toEqual(['Delivery', 'Alimentação', 'Restaurantes']);
    expect(merchantOf('UBER EATS')?.categories).toEqual(['Delivery', 'Alimentação', 'Restaurantes']);
    expect(merchantOf('PAG*MCDONALDS')?.categories).toEqual(['Alimentação', 'Restaurantes']);
    expect(merchantOf('UBER *TRIP HELP.UBER.COM')?.categories).toEqual([
      'Aplicativos de transporte',
      'Táxi',
      'Transporte',
    ]);
    expect(merchantOf('SEM PARAR')?.categories).toEqual(['Transporte']);
    expect(merchantOf('ENEL DISTRIBUICAO SP')?.categories).toEqual(['Energia', 'Luz', 'Contas da casa']);
    expect(merchantOf('SABESP 0012345')?.categories).toEqual(['Água e esgoto', 'Água', 'Contas da casa']);
    expect(merchantOf('COMGAS')?.categories).toEqual(['Contas da casa']);
  });

  it('the longest name wins where several are named', () => {
    expect(nameOf('UBER EATS')).toBe('Uber Eats');
    expect(nameOf('AMAZON PRIME VIDEO')).toBe('Amazon Prime');
    expect(nameOf('AMAZON MARKETPLACE')).toBe('Amazon');
  });

  it('whole words only: near misses and common words name nobody', () => {
    for (const line of [
      'CLAROS MOVEIS',
      'TIMBER',
      'TIMBERLAND',
      'UBERLANDIA MG',
      'VIVORA ARTESANATO',
      'SHELLEY CAFE',
      'PIX ENVIADO JOAO PACHECO',
      'PIX RECEBIDO MARIA CLARA',
      'EXTRA',
      'DIA DAS MAES',
      'LIGHTHOUSE BAR',
      'PADARIA IPE',
      'TED 123456',
      '',
    ]) {
      expect(nameOf(line), line).toBeNull();
    }
  });
});

describe('what an income line says it is', () => {
  const kindOf = (line: string) => incomeMatch(line)?.merchant.categories ?? null;

  it('a salary paid by TED, DOC or Pix, and the interest of savings and investments', () => {
    expect(kindOf('TED 237 0001 ACME COMERCIO LTDA SALARIO')).toEqual(['Salário']);
    expect(kindOf('DOC 341 EMPRESA X SALARIOS')).toEqual(['Salário']);
    expect(kindOf('PIX RECEBIDO FOLHA SALÁRIO NOV')).toEqual(['Salário']);
    expect(kindOf('RENDIMENTO POUPANCA')).toEqual(['Rendimentos']);
    expect(kindOf('RENDIMENTOS APLICACAO CDB 12/11')).toEqual(['Rendimentos']);
    expect(kindOf('REND PAGO APLIC AUT MAIS')).toEqual(['Rendimentos']);
  });

  it('whole words only', () => {
    for (const line of ['PIX RECEBIDO MARIA', 'TED 123456', 'SALARIOSO LTDA', 'RENDA FIXA RESGATE', '']) {
      expect(kindOf(line), line).toBeNull();
    }
  });
});
