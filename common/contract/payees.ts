import {
  DOCUMENT_MESSAGES,
  type DocumentKind,
  documentKind,
  readDocument,
  shownDocument,
} from '../documents';
import { idSchema, nameSchema, z } from './shared';

/**
 * A payee's CPF or CNPJ (common/documents.ts), typed with or without punctuation; stored as its digits. Empty or null
 * clears it.
 */
const documentText = z
  .string({ error: DOCUMENT_MESSAGES.invalid })
  .trim()
  .max(32, { error: DOCUMENT_MESSAGES.shape })
  .meta({ examples: ['11.222.333/0001-81'] });

export const payeeDocumentSchema = documentText
  .transform((text, ctx) => {
    if (text === '') return null;
    const read = readDocument(text);
    if (read.ok) return read.document.value;
    ctx.addIssue({ code: 'custom', message: read.message });
    return z.NEVER;
  })
  .nullable();

/** A CPF or CNPJ that must be given (a paying source's on its informe): stored as its digits. */
export const requiredDocumentSchema = documentText.transform((text, ctx) => {
  const read = readDocument(text);
  if (read.ok) return read.document.value;
  ctx.addIssue({ code: 'custom', message: text === '' ? DOCUMENT_MESSAGES.shape : read.message });
  return z.NEVER;
});

export const payeeCreateBody = z.object({ name: nameSchema, document: payeeDocumentSchema.optional() });
export type PayeeCreateBody = z.input<typeof payeeCreateBody>;

/** Renaming, and the document: absent keeps it, null or empty clears it. */
export const payeeUpdateBody = payeeCreateBody.extend({ id: idSchema });
export type PayeeUpdateBody = z.input<typeof payeeUpdateBody>;

/** GET /payees?q=: a part of the name (accents and case aside) or of the CPF/CNPJ's digits. */
export const payeeListQuery = z.object({
  q: z.string().trim().max(100, { error: 'A busca pode ter até 100 caracteres.' }).optional(),
});

export interface Payee {
  id: number;
  name: string;
  /** As shown: a CPF masked ('***.456.789-**'), a CNPJ in full; null when none was given. */
  document: string | null;
  document_kind: DocumentKind | null;
}

/** A stored document (digits) as the API answers it. */
export function payeeDocumentFields(stored: string | null): Pick<Payee, 'document' | 'document_kind'> {
  return stored === null
    ? { document: null, document_kind: null }
    : { document: shownDocument(stored), document_kind: documentKind(stored) };
}
