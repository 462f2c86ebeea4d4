import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, readDocument, shownDocument } from './documents';

// Documents made for tests (valid check digits, no real person's): 123.456.789-09 is the Receita's own example.
describe('CPF and CNPJ', () => {
  it('reads a CPF with or without punctuation, and refuses one whose check digits fail', () => {
    expect(readDocument('123.456.789-09')).toEqual({
      ok: true,
      document: { kind: 'cpf', value: '12345678909' },
    });
    expect(readDocument(' 12345678909 ')).toMatchObject({ ok: true });
    expect(readDocument('123.456.789-00')).toEqual({ ok: false, message: DOCUMENT_MESSAGES.invalid });
    expect(readDocument('111.111.111-11')).toEqual({ ok: false, message: DOCUMENT_MESSAGES.invalid });
  });

  it('reads a numeric CNPJ and an alphanumeric one (July 2026), letters in any case', () => {
    expect(readDocument('11.222.333/0001-81')).toEqual({
      ok: true,
      document: { kind: 'cnpj', value: '11222333000181' },
    });
    expect(readDocument('12.abc.345/01de-35')).toEqual({
      ok: true,
      document: { kind: 'cnpj', value: '12ABC34501DE35' },
    });
    expect(readDocument('12.ABC.345/01DE-36')).toEqual({ ok: false, message: DOCUMENT_MESSAGES.invalid });
    expect(readDocument('11.222.333/0001-80')).toEqual({ ok: false, message: DOCUMENT_MESSAGES.invalid });
  });

  it('says what a document looks like when the length is neither', () => {
    for (const text of ['', '1234', '123456789012', 'ABCDEFGHIJKLMN', '12ABC34501DEXY'])
      expect(readDocument(text)).toEqual({ ok: false, message: DOCUMENT_MESSAGES.shape });
  });

  it('shows a CPF masked and a CNPJ, which is public, in full', () => {
    expect(shownDocument('12345678909')).toBe('***.456.789-**');
    expect(shownDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(shownDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });
});
