import type { Executor } from '../../db/connect';
import { ledger, type MatchedRow } from '../ledger/public';
import { unpayBankLine } from '../recurring/public';
import { unpair } from './pair';

/**
 * Splits matched rows from their bank lines: a recorded row gets back what it had and the line becomes a row of
 * its own; a line that paid a fixed item stays as an ordinary row of the import (the bank's text, no category)
 * and the item's due date is due again. Answers, per row, the recorded row and the line's row.
 */
export async function unmatchRows(
  tx: Executor,
  bookId: number,
  which: { ids: number[] } | { importId: string; limit: number },
  /** 'forget': the lines are not kept as rows (an import taken back deletes its own rows itself). */
  lines: 'keep' | 'forget' = 'keep',
): Promise<Array<{ id: number; created: number }>> {
  const all = await ledger.bankLines.matched(tx, bookId, which);
  const seconds = all.filter((r) => r.link === 'second');
  const secondsCreated = await ledger.bankLines.splitSecond(tx, bookId, seconds, lines === 'keep');
  const rows = all.filter((r) => r.link === 'first');
  const pairs = rows.filter((r) => r.undo.pair);
  await unpair(tx, bookId, pairs);
  const recorded = rows.filter((r) => !r.undo.recurring && !r.undo.pair);
  const created =
    lines === 'keep'
      ? await ledger.bankLines.split(tx, bookId, recorded)
      : await ledger.bankLines.detach(tx, bookId, recorded);
  const answer = recorded.map((r, i) => ({ id: r.id, created: created[i] ?? r.id }));
  seconds.forEach((r, i) => {
    answer.push({ id: r.id, created: secondsCreated[i] ?? r.id });
  });
  for (const r of pairs) answer.push({ id: r.id, created: r.undo.pair?.leg ?? r.id });
  // The latest payment of an item first: each one puts back the dates the one before it left.
  const paid = rows.filter((r) => r.undo.recurring).sort((a, b) => (a.date < b.date ? 1 : -1));
  if (paid.length > 0 && lines === 'keep') await ledger.change(tx, bookId, paid.map(asImportedLine));
  for (const r of paid) {
    if (r.undo.recurring) await unpayBankLine(tx, bookId, r.undo.recurring, r.date);
    answer.push({ id: r.id, created: r.id });
  }
  return answer;
}

/** A fixed item's payment made from a bank line, back to the line as the import would have written it. */
const asImportedLine = (r: MatchedRow) => ({
  id: r.id,
  values: {
    recurringId: null,
    origin: 'import' as const,
    description: r.bankText ?? r.description,
    categoryId: null,
    payeeId: null,
    bankText: null,
    bankDate: null,
    matchImportId: null,
    matchUndo: null,
  },
});
