/**
 * Names of people and businesses as people write them. Pix codes (BR Code, Banco Central's manual: upper case,
 * no accents) and printed receipts (the legal name, "SUPERMERCADO BOA COLHEITA LTDA") carry them in capitals.
 */

/** Words written in lower case inside a Brazilian name ('Hortifruti da Feira', 'Casa dos Pães'). */
const PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e']);

/** 'HORTIFRUTI DA FEIRA' -> 'Hortifruti da Feira'. */
export function titleCaseName(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L}+)/gu, (_, sep: string, word: string, offset: number) =>
      offset > 0 && PARTICLES.has(word) ? sep + word : sep + word.charAt(0).toUpperCase() + word.slice(1),
    );
}

/**
 * A company's legal forms at the end of its name (Código Civil and the Receita's naturezas jurídicas: limitada,
 * sociedade anônima, empresário individual, microempresa, EPP, EIRELI until 2021).
 */
const COMPANY_FORM = /(\s*[-,.]?\s+(LTDA|S\.?\/?A|EIRELI|ME|EPP|MEI)\.?)+$/i;

/** The name a business is known by: 'SUPERMERCADO BOA COLHEITA LTDA' -> 'Supermercado Boa Colheita'. */
export function tradeName(legal: string): string {
  const plain = legal.replace(/\s+/g, ' ').trim().replace(COMPANY_FORM, '').trim();
  const name = plain || legal.trim();
  // A name already written in mixed case is the person's or the business's own way: kept.
  return name === name.toUpperCase() ? titleCaseName(name) : name;
}
