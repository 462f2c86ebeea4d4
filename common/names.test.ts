import { describe, expect, it } from 'vitest';
import { titleCaseName, tradeName } from './names';

describe('names as people write them', () => {
  it('title case, with da, de, do, das, dos and e in lower case inside a name', () => {
    expect(titleCaseName('HORTIFRUTI DA FEIRA')).toBe('Hortifruti da Feira');
    expect(titleCaseName('JOAO E MARIA DOS SANTOS')).toBe('Joao e Maria dos Santos');
    expect(titleCaseName('DA SILVA')).toBe('Da Silva');
  });

  it("a business's trade name: without its legal form, in title case unless already written in mixed case", () => {
    expect(tradeName('SUPERMERCADO BOA COLHEITA LTDA')).toBe('Supermercado Boa Colheita');
    expect(tradeName('MERCADINHO DA ESQUINA LTDA - ME')).toBe('Mercadinho da Esquina');
    expect(tradeName('Padaria Pão Quente Ltda.')).toBe('Padaria Pão Quente');
    expect(tradeName('LTDA')).toBe('Ltda');
  });
});
