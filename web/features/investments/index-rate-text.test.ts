import { describe, expect, it } from 'vitest';
import {
  correctRateTitle,
  deleteRateMessage,
  IMPORT_EMPTY_FILE,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  importBodyTooLarge,
  importCountsText,
  importFileProblem,
  missingRateAction,
  ofSeries,
  RATE_ORIGIN_TEXT,
  rateDeletedText,
  rateInputText,
  rateMonthOptions,
  ratePeriod,
  ratesEmptyText,
  rateValueText,
  seriesSourceText,
  suggestedRateDate,
} from './index-rate-text';

describe('an import in words', () => {
  it("the file's values and the four counts, the ignored ones said to be the Banco Central's", () => {
    expect(
      importCountsText({ serie: 'cdi', linhas: 15, inseridas: 12, atualizadas: 0, iguais: 0, ignoradas: 3 }),
    ).toBe(
      'Arquivo com 15 valores: 12 inseridos, 0 atualizados, 0 iguais, 3 ignorados (o Banco Central já tem)',
    );
  });

  it('one of each in the singular, thousands with a dot', () => {
    expect(
      importCountsText({
        serie: 'cdi',
        linhas: 1204,
        inseridas: 1,
        atualizadas: 1,
        iguais: 1,
        ignoradas: 1201,
      }),
    ).toBe(
      'Arquivo com 1.204 valores: 1 inserido, 1 atualizado, 1 igual, 1.201 ignorados (o Banco Central já tem)',
    );
  });
});

describe('the file chosen', () => {
  it('up to 2 MB passes; a byte more is refused before it is read, and so is an empty one', () => {
    expect(importFileProblem({ size: 40 })).toBeNull();
    expect(importFileProblem({ size: IMPORT_MAX_BYTES })).toBeNull();
    expect(importFileProblem({ size: IMPORT_MAX_BYTES + 1 })).toBe(IMPORT_TOO_LARGE);
    expect(importFileProblem({ size: 0 })).toBe(IMPORT_EMPTY_FILE);
  });

  it('the body is measured as sent: quotes and line ends escaped, accents in UTF-8', () => {
    expect(importBodyTooLarge({ serie: 'cdi', csv: '02/01/2026;0,055131\n' })).toBe(false);
    // Under 2 MB as a file, over it as JSON: every quote gains a backslash.
    const quoted = '"'.repeat(IMPORT_MAX_BYTES - 100);
    expect(importBodyTooLarge({ serie: 'cdi', csv: quoted })).toBe(true);
  });
});

describe("the dialogs' words", () => {
  it('each series with its article', () => {
    expect(ofSeries('cdi')).toBe('do CDI');
    expect(ofSeries('selic_meta')).toBe('da Meta Selic');
    expect(ofSeries('tr')).toBe('da TR');
  });

  it("one sentence: the SGS series the values come from, and the Banco Central's value winning", () => {
    expect(seriesSourceText('cdi')).toBe(
      'O CDI vem do SGS do Banco Central (série 12); um valor informado aqui vale só neste livro e só enquanto o Banco Central não publicar o do mesmo dia, que sempre prevalece.',
    );
    expect(seriesSourceText('ipca')).toContain('(série 433)');
    expect(seriesSourceText('selic_meta')).toMatch(/^A Meta Selic vem do SGS do Banco Central \(série 432\)/);
  });
});

describe('the date a dialog starts on', () => {
  // Thursday 26/11/2026; Friday 20/11 is a national holiday (Consciência Negra).
  const today = '2026-11-26';

  it('a daily series: the business day after its last value, past a weekend and a holiday', () => {
    expect(suggestedRateDate('cdi', '2026-11-19', today)).toBe('2026-11-23');
    expect(suggestedRateDate('cdi', '2026-11-24', today)).toBe('2026-11-25');
  });

  it('never past today; without values, the business day before today', () => {
    expect(suggestedRateDate('cdi', '2026-11-26', today)).toBe('2026-11-26');
    expect(suggestedRateDate('cdi', null, today)).toBe('2026-11-25');
    expect(suggestedRateDate('cdi', null, '2026-11-23')).toBe('2026-11-19');
  });

  it('the IPCA: the month after its last one, or last month; never a month to come', () => {
    expect(suggestedRateDate('ipca', '2026-09-01', today)).toBe('2026-10-01');
    expect(suggestedRateDate('ipca', null, today)).toBe('2026-10-01');
    expect(suggestedRateDate('ipca', '2026-11-01', today)).toBe('2026-11-01');
  });

  it('the TR: the day after its last period start', () => {
    expect(suggestedRateDate('tr', '2026-11-21', today)).toBe('2026-11-22');
    expect(suggestedRateDate('tr', null, today)).toBe('2026-11-25');
  });
});

describe('from a missing-rate notice', () => {
  it('the CDI on the missing day', () => {
    expect(missingRateAction({ missing: { series: 'cdi', label: 'CDI', date: '2026-11-23' } })).toEqual({
      series: 'cdi',
      date: '2026-11-23',
      label: 'Informar o CDI de 23/11/2026',
    });
  });

  it('the IPCA of the month the missing period starts in (from a 15th)', () => {
    expect(missingRateAction({ missing: { series: 'ipca', label: 'IPCA', date: '2026-10-15' } })).toEqual({
      series: 'ipca',
      date: '2026-10-01',
      label: 'Informar o IPCA de outubro de 2026',
    });
    // Applied on the 10th: its first period started on the 15th before, in September.
    expect(missingRateAction({ missing: { series: 'ipca', label: 'IPCA', date: '2026-10-10' } })?.date).toBe(
      '2026-09-01',
    );
  });

  it('nothing when every rate was known', () => {
    expect(missingRateAction({ missing: null })).toBeNull();
  });
});

describe("the list of a series' values", () => {
  it("says each value in the series' unit, Brazilian style, with the decimals it has and at least two", () => {
    expect(rateValueText('cdi', 0.055131)).toBe('0,055131% ao dia');
    expect(rateValueText('selic', 0.0437)).toBe('0,0437% ao dia');
    expect(rateValueText('ipca', 0.56)).toBe('0,56% no mês');
    expect(rateValueText('ipca', -0.21)).toBe('-0,21% no mês');
    expect(rateValueText('tr', 0.1709)).toBe('0,1709% no período');
    expect(rateValueText('tr', 0)).toBe('0,00% no período');
    expect(rateValueText('selic_meta', 14.9)).toBe('14,90% ao ano');
    // The CDI's eight places as the SGS may publish them, never rounded away.
    expect(rateValueText('cdi', 0.00000001)).toBe('0,00000001% ao dia');
  });

  it('gives the field of "Corrigir" the value as typed: a comma, no unit, no exponent', () => {
    expect(rateInputText('cdi', 0.055131)).toBe('0,055131');
    expect(rateInputText('ipca', -0.21)).toBe('-0,21');
    expect(rateInputText('selic_meta', 14.9)).toBe('14,9');
    expect(rateInputText('cdi', 0.0000001)).toBe('0,0000001');
  });

  it("names where a value comes from, the book's own as the person's", () => {
    expect(RATE_ORIGIN_TEXT.banco_central).toBe('Banco Central');
    expect(RATE_ORIGIN_TEXT.livro).toBe('Seu valor');
  });

  it('says what is being corrected or deleted, by date and value', () => {
    expect(correctRateTitle('cdi', '2026-01-07')).toBe('Corrigir o CDI de 07/01/2026');
    expect(correctRateTitle('selic', '2026-01-07')).toBe('Corrigir a Selic de 07/01/2026');
    expect(deleteRateMessage('cdi', '2026-01-07', 0.14)).toBe(
      'Excluir o CDI de 07/01/2026 (0,14% ao dia) deste livro? As aplicações que usam esse dia passam a avisar que falta o valor, até o Banco Central publicá-lo ou você informar outro.',
    );
    expect(rateDeletedText('ipca', '2025-08-01')).toBe('IPCA de 01/08/2025 excluído deste livro');
  });

  it('says plainly why the list is empty: nothing typed, or nothing in the period', () => {
    expect(ratesEmptyText('cdi', { ownOnly: false, period: false })).toEqual({
      title: 'Nenhum valor do CDI informado ou importado por você.',
      description: 'Os valores do Banco Central aparecem aqui quando o servidor os busca.',
    });
    expect(ratesEmptyText('selic', { ownOnly: true, period: false })).toEqual({
      title: 'Nenhum valor da Selic informado ou importado por você.',
    });
    expect(ratesEmptyText('ipca', { ownOnly: true, period: true })).toEqual({
      title: 'Nenhum valor do IPCA informado ou importado por você neste período.',
    });
    expect(ratesEmptyText('tr', { ownOnly: false, period: true })).toEqual({
      title: 'Nenhum valor da TR neste período.',
    });
  });

  it("offers the months from the series' last value back to its first, and asks whole months", () => {
    expect(rateMonthOptions('2025-11-03', '2026-02-10')).toEqual([
      { month: '2026-02-01', label: 'Fevereiro de 2026' },
      { month: '2026-01-01', label: 'Janeiro de 2026' },
      { month: '2025-12-01', label: 'Dezembro de 2025' },
      { month: '2025-11-01', label: 'Novembro de 2025' },
    ]);
    expect(rateMonthOptions(null, null)).toEqual([]);
    expect(ratePeriod('', '')).toEqual({});
    expect(ratePeriod('2026-01-01', '2026-02-01')).toEqual({ de: '2026-01-01', ate: '2026-02-28' });
    expect(ratePeriod('', '2024-02-01')).toEqual({ ate: '2024-02-29' });
  });
});
