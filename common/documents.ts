import { formatCpf, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { format as formatCnpj, isValid as isValidCnpj, strip as stripCnpj } from '@fnando/cnpj';

/**
 * A person's CPF or a company's CNPJ, as the Receita Federal defines them: CPF 11 digits with two módulo 11 check
 * digits; CNPJ 14 characters, the first 12 letters or digits since July 2026 (the alphanumeric CNPJ, IN RFB
 * 2.229/2024 and the Receita's "CNPJ Alfanumérico" technical note: each character counts as its ASCII code minus
 * 48), the last two check digits. The checks are the libraries': @brazilian-utils' isValidCpf for the CPF and
 * @fnando/cnpj (which knows the alphanumeric form) for the CNPJ.
 */
export type DocumentKind = 'cpf' | 'cnpj';

export interface BrDocument {
  kind: DocumentKind;
  /** Digits (and a CNPJ's capital letters) without punctuation: what is stored. */
  value: string;
}

export const DOCUMENT_MESSAGES = {
  invalid: 'CPF ou CNPJ inválido: confira os números.',
  shape: 'Informe um CPF (11 números) ou um CNPJ (14 caracteres).',
} as const;

/** Only what a document may hold: a CNPJ's letters are capitals, punctuation and spaces go. */
export const compactDocumentText = (text: string) => text.toUpperCase().replace(/[\s./-]/g, '');

/** A typed CPF or CNPJ, with or without punctuation: the document, or the message saying what is wrong. */
export function readDocument(
  text: string,
): { ok: true; document: BrDocument } | { ok: false; message: string } {
  const value = compactDocumentText(text);
  if (/^\d{11}$/.test(value))
    return isValidCpf(value)
      ? { ok: true, document: { kind: 'cpf', value } }
      : { ok: false, message: DOCUMENT_MESSAGES.invalid };
  if (/^[0-9A-Z]{12}\d{2}$/.test(value))
    return isValidCnpj(value)
      ? { ok: true, document: { kind: 'cnpj', value: stripCnpj(value) } }
      : { ok: false, message: DOCUMENT_MESSAGES.invalid };
  return { ok: false, message: DOCUMENT_MESSAGES.shape };
}

/** The kind of a stored document (readDocument's value). */
export const documentKind = (value: string): DocumentKind => (value.length === 11 ? 'cpf' : 'cnpj');

/**
 * A stored document in full, punctuated ('529.982.247-25', '11.222.333/0001-81'): what the declaration asks for,
 * in the files a person hands to the accountant (the screens mask a CPF: shownDocument).
 */
export const fullDocument = (value: string): string =>
  documentKind(value) === 'cnpj' ? formatCnpj(value) : formatCpf(value);

/**
 * A stored document as shown: a CPF masked as the LGPD's practice and the Receita's own screens show it
 * ('***.456.789-**': the middle six digits), a CNPJ, which is public, in full ('11.222.333/0001-81').
 */
export function shownDocument(value: string): string {
  if (documentKind(value) === 'cnpj') return formatCnpj(value);
  const formatted = formatCpf(value);
  return `***${formatted.slice(3, 11)}-**`;
}
