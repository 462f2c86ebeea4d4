import { DESCRIPTION_MAX_LENGTH } from '../../../common/contract/shared';
import { type ImportRow, shortenTransferText } from '../../../common/csv';
import type { ProviderTransaction } from './provider';

/** The description of a line the bank sent without text. */
export const LINE_WITHOUT_TEXT = 'Lançamento sem descrição';

/**
 * A provider's line as a statement's line, for the import's pipeline (server/features/import: the matcher, the
 * rules, the history's suggestions, the merchants): its id is the bank's (FITID's place), a pending line is
 * 'PENDING', and a Pix or TED text is shortened to its kind and the other person as a file's line is
 * (common/csv/transfer-text.ts). `line` numbers the lines of one run, for the pipeline's messages.
 */
export function statementRowOf(t: ProviderTransaction, line: number): ImportRow {
  const text = t.description.trim().slice(0, DESCRIPTION_MAX_LENGTH) || LINE_WITHOUT_TEXT;
  const row: ImportRow = {
    line,
    date: t.date,
    description: text,
    type: t.type,
    amountCents: t.amountCents,
    status: t.status === 'pending' ? 'PENDING' : 'CLEARED',
    fitid: t.id,
    raw: [],
  };
  if (t.installment) row.installment = { number: t.installment.number, count: t.installment.count };
  return shortenTransferText(row);
}
