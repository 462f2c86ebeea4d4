import { DESCRIPTION_MAX_LENGTH } from '../../../common/contract/shared';
import { shortenTransferText } from '../../../common/csv';
import type { SyncLine } from '../import/public';
import type { ProviderTransaction } from './provider';

/** The description of a line the bank sent without text. */
export const LINE_WITHOUT_TEXT = 'Lançamento sem descrição';

/**
 * A provider's line as the import's pipeline takes it (server/features/import: the matcher, the rules, the
 * history's suggestions, the merchants): named by the bank's id, a pending line 'PENDING', and a Pix or TED text
 * shortened to its kind and the other person as a file's line is (common/csv/transfer-text.ts).
 */
export function syncLineOf(t: ProviderTransaction): SyncLine {
  const line: SyncLine = {
    channel: 'sync',
    bankId: t.id,
    date: t.date,
    description: t.description.trim().slice(0, DESCRIPTION_MAX_LENGTH) || LINE_WITHOUT_TEXT,
    type: t.type,
    amountCents: t.amountCents,
    status: t.status === 'pending' ? 'PENDING' : 'CLEARED',
  };
  if (t.foreign) line.foreign = t.foreign;
  if (t.installment) line.installment = { number: t.installment.number, count: t.installment.count };
  return shortenTransferText(line);
}
