import type { CapturedField, CapturedValues } from './captured-fields';

/** Where a filled value came from, shown under its field. */
export const CODE_NOTE = 'lido do código';
export const RECEIPT_NOTE = 'lido do comprovante';
/** A value the installation's AI proposed in the review (it reaches the form marked as read, once accepted). */
export const AI_NOTE = 'sugerido pela IA: confira';
export type CaptureNote = typeof CODE_NOTE | typeof RECEIPT_NOTE;

/** The values a reading put into the form, each with its note (a later reading of the same field replaces it). */
export type CapturedMarks = Partial<Record<CapturedField, { value: string; note: CaptureNote }>>;

export function addMarks(marks: CapturedMarks, values: CapturedValues, note: CaptureNote): CapturedMarks {
  const next = { ...marks };
  for (const [field, value] of Object.entries(values) as [CapturedField, string | undefined][])
    if (value !== undefined) next[field] = { value, note };
  return next;
}

/** The note of a field while it still holds the value read: once the person changes it, it is theirs. */
export function noteFor(
  marks: CapturedMarks,
  field: CapturedField,
  current: string | undefined,
): CaptureNote | null {
  const mark = marks[field];
  return mark !== undefined && mark.value === current ? mark.note : null;
}
