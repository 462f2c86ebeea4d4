import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/connect';
import type { MatchUndo } from '../../db/schema';
import { ledger, type MatchedRow } from '../ledger/public';
import { type BankLine, lineIds } from './choose';

/**
 * A line of one account and a row another statement brought to another of the person's accounts (its other
 * side) become one transfer: the line is written as its account's leg, the row becomes the other leg (without a
 * category: a transfer is neither income nor expense) and keeps what undoing needs. Answers false, writing
 * nothing, when the row is gone, a transfer already, or matched meanwhile.
 */
export async function pairAsTransfer(
  tx: Executor,
  bookId: number,
  rowId: number,
  line: BankLine,
  importId: string,
  origin: 'import' | 'sync',
): Promise<boolean> {
  const row = await ledger.bankLines.pairable(tx, bookId, rowId);
  if (!row) return false;
  const transferId = randomUUID();
  const [leg] = await ledger.insert(tx, bookId, [
    {
      accountId: line.accountId,
      type: line.type,
      amount: line.amountCents,
      date: line.date,
      description: line.text,
      status: 'CLEARED',
      transferId,
      ...lineIds(line),
      importId,
      origin,
    },
  ]);
  const undo: MatchUndo = {
    status: row.status,
    bankText: row.bankText,
    externalId: row.externalId,
    pair: { categoryId: row.categoryId, leg: Number(leg) },
  };
  await ledger.change(tx, bookId, [
    { id: rowId, values: { transferId, categoryId: null, matchImportId: importId, matchUndo: undo } },
  ]);
  return true;
}

/** Pairs taken apart: each row gets back its category; the line's leg stays as an ordinary row of its import. */
export async function unpair(tx: Executor, bookId: number, rows: MatchedRow[]): Promise<void> {
  const changes = rows.flatMap((r) =>
    r.undo.pair
      ? [
          {
            id: r.id,
            values: {
              transferId: null,
              categoryId: r.undo.pair.categoryId,
              matchImportId: null,
              matchUndo: null,
            },
          },
          { id: r.undo.pair.leg, values: { transferId: null } },
        ]
      : [],
  );
  if (changes.length > 0) await ledger.change(tx, bookId, changes);
}
