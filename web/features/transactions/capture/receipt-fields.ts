import type { ReceiptReading } from '../../../../common/contract/capture';
import { formatDateBR } from '../../../../common/dates';
import { centsToInputText, formatReais, reaisToCents } from '../../../../common/money';
import { tradeName } from '../../../../common/names';
import type { CapturedValues } from './captured-fields';

/** A line of the review: what was read, in words, before the person applies it. */
export interface ReceiptLine {
  label: string;
  value: string;
  /** Proposed by the installation's AI (CAPTURE_AI_URL) where Grana's rules read nothing: said apart. */
  byAi: boolean;
}

/** The review's lines, in the order of a receipt: only what was found. */
export function receiptLines(reading: ReceiptReading): ReceiptLine[] {
  const ai = new Set(reading.ai_fields ?? []);
  const lines: ReceiptLine[] = [];
  if (reading.total !== null)
    lines.push({ label: 'Valor', value: formatReais(reading.total), byAi: ai.has('total') });
  if (reading.date !== null)
    lines.push({ label: 'Data', value: formatDateBR(reading.date), byAi: ai.has('date') });
  if (reading.merchant !== null)
    lines.push({ label: 'Favorecido', value: tradeName(reading.merchant), byAi: ai.has('merchant') });
  if (reading.category_name !== null)
    lines.push({ label: 'Categoria', value: reading.category_name, byAi: false });
  if (reading.cnpj !== null) lines.push({ label: 'CNPJ', value: reading.cnpj, byAi: ai.has('cnpj') });
  if (reading.cpf !== null) lines.push({ label: 'CPF', value: reading.cpf, byAi: false });
  return lines;
}

/** The business a receipt names and its CNPJ, kept on that payee when the row is saved under its name. */
export interface ReceiptPayee {
  name: string;
  document: string;
}

/** The payee and CNPJ of a reading, when it found both. */
export function receiptPayee(reading: ReceiptReading): ReceiptPayee | null {
  if (!reading.merchant?.trim() || reading.cnpj === null) return null;
  return { name: tradeName(reading.merchant), document: reading.cnpj };
}

/**
 * 'Usar estes dados': the form's fields from a reading (the total as the amount, the merchant's trade name as the payee and the description); the
 * CNPJ and CPF are shown only, the form has no field for them.
 */
export function receiptFill(reading: ReceiptReading): CapturedValues {
  const values: CapturedValues = {};
  if (reading.total !== null && reading.total > 0)
    values.amount = centsToInputText(reaisToCents(reading.total));
  if (reading.date !== null) values.date = reading.date;
  // The business as people call it, as the payee and (a row needs words) the description.
  if (reading.merchant?.trim()) {
    values.payeeName = tradeName(reading.merchant);
    values.description = values.payeeName;
  }
  if (reading.category_id !== null) values.categoryId = String(reading.category_id);
  return values;
}
