import { installmentFromCell, installmentFromDescription } from '../../../../common/csv';
import { withoutInstallmentMarker } from '../../../../common/csv/installment';
import type { AppRow } from './types';

// Some apps close the description with the installment in parentheses: 'Geladeira (3/10)'.
const PARENTHESES_INSTALLMENT = /\s*\((\d{1,2}\s*(?:\/|de)\s*\d{1,2})\)\s*$/i;

/** The installment written at the end of a description ('Notebook 3/10', 'Geladeira (3/10)'), and the description without it. */
export function splitInstallment(description: string): Pick<AppRow, 'description' | 'installment'> {
  const inParentheses = PARENTHESES_INSTALLMENT.exec(description.slice(-40));
  if (inParentheses) {
    const installment = installmentFromCell(inParentheses[1] ?? '');
    const rest = description.slice(0, description.length - inParentheses[0].length).trim();
    if (installment && rest !== '') return { description: rest, installment };
  }
  const installment = installmentFromDescription(description);
  if (!installment) return { description };
  return { description: withoutInstallmentMarker(description) || description, installment };
}
