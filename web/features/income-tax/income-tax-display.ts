import type { IncomeTaxResponse, TaxPendingRow } from '../../../common/contract/income-tax';
import {
  INCOME_KIND_LABELS,
  INCOME_KINDS,
  isIncomeKind,
  PAYMENT_CODES,
  paymentCode,
} from '../../../common/income-tax-declaration';
import { codeText } from '../../../common/income-tax-text';

// The texts the page shares with the PDF and the CSV have one owner, common/income-tax-text.ts.
export {
  carneLeaoDeductions,
  codeText,
  darfOfMonth,
  deductibleNote,
  deductibleText,
  MISSING_TEXT,
  monthText,
  pendingCountText,
} from '../../../common/income-tax-text';

type CategoryType = IncomeTaxResponse['categories'][number]['type'];

/**
 * A row's code with its label ('10 · Médicos no Brasil'), an income's kind by its name (a pendência may be a salary
 * without its CNPJ), the code alone when unknown here.
 */
export function paymentCodeText(code: string): string {
  const known = paymentCode(code);
  if (known) return codeText(known.code, known.label);
  return isIncomeKind(code) ? INCOME_KIND_LABELS[code] : code;
}

/** What a category may be in the declaration: payments' codes for an expense, income's kinds for a receita. */
export function mappingChoices(type: CategoryType): Array<{ value: string; label: string }> {
  return type === 'despesa'
    ? PAYMENT_CODES.map((c) => ({ value: c.code, label: codeText(c.code, c.label) }))
    : INCOME_KINDS.map((kind) => ({ value: kind, label: INCOME_KIND_CHOICES[kind] }));
}

/** The income kinds in a select: short enough for a phone's width (the declaration's full names are longer). */
const INCOME_KIND_CHOICES: Record<(typeof INCOME_KINDS)[number], string> = {
  tributavel_pj: 'Tributável, de pessoa jurídica',
  carne_leao: 'Carnê-Leão (pessoa física, exterior)',
  isento: 'Isento ou não tributável',
  exclusivo: 'Tributação exclusiva (13º, PLR)',
};

/** The select's text for a category left out of the declaration (its value is ''). */
export const LEFT_OUT = 'Fora da declaração';

/** What a category's code says, in words: for a leitor, who reads it instead of choosing it. */
export function mappingText(type: CategoryType, code: string | null): string {
  if (code === null) return LEFT_OUT;
  return mappingChoices(type).find((c) => c.value === code)?.label ?? code;
}

/** The toast after a category's code is saved. */
export const mappingSavedText = (code: string | null) =>
  code === null ? 'Categoria fora da declaração' : 'Categoria associada';

type Missing = TaxPendingRow['missing'][number];

/**
 * Where a pendência is fixed: a payee's CPF/CNPJ in its dialog on Favorecidos (opened by `?editar=`); a missing
 * payee or comprovante on Transações, filtered to the row's day and text, where the row opens to be edited.
 */
export function pendingFixPath(
  row: Pick<TaxPendingRow, 'date' | 'description' | 'payeeId'>,
  missing: Missing,
): string {
  if (missing === 'documento') return row.payeeId === null ? '/payees' : `/payees?editar=${row.payeeId}`;
  const params = new URLSearchParams({ q: row.description.slice(0, 100), from: row.date, to: row.date });
  if (missing === 'comprovante') params.set('comprovante', 'sem');
  return `/transactions?${params.toString()}`;
}

/** 'e mais 12': the pendências past those listed. */
export const moreText = (count: number, shown: number): string | null =>
  count > shown ? `e mais ${count - shown}` : null;

/** '1 dependente', '2 dependentes'. */
export const dependentsText = (count: number) => `${count} ${count === 1 ? 'dependente' : 'dependentes'}`;

/** Whom an instrução or an informe is of (common/income-tax-text.ts). */
export { personText } from '../../../common/income-tax-text';
