import { readFileSync } from 'node:fs';

/**
 * The team's receipts (invented shops and people), made by scripts/fixtures/receipts.ts into
 * server/test/files/receipts/ with what each one says in expected.json: read by the receipts' API test and the bench.
 */
export interface ExpectedReceipt {
  file: string;
  /** printed: a photo of a fiscal receipt; pix-pdf: a bank's text PDF; pix-image: a comprovante as a picture. */
  kind: 'printed' | 'pix-pdf' | 'pix-image';
  total: number;
  date: string;
  cnpj: string | null;
  cpf: string | null;
  merchant: string;
}

export const RECEIPT_FILES = new URL('files/receipts/', import.meta.url);

export const receiptBytes = (file: string): Buffer => readFileSync(new URL(file, RECEIPT_FILES));

export const expectedReceipts = (): ExpectedReceipt[] =>
  JSON.parse(readFileSync(new URL('expected.json', RECEIPT_FILES), 'utf8')) as ExpectedReceipt[];
