// 'Desfazer' of a deleted fixed item: what its deletion keeps, and how the item and its links come back.
import type { Executor } from '../../db/connect';
import { type JsonRow, putBackRows } from '../../db/json-rows';
import { recurring } from '../../db/schema';
import { ledger } from '../ledger/public';

/** A deleted fixed expense or income, and the recorded rows its deletion unlinked from it. */
export interface DeletedRecurring {
  item: JsonRow;
  linked: number[];
}

/** Writes the item back as it was and links its recorded rows to it again. */
export async function putBackRecurring(tx: Executor, bookId: number, kept: DeletedRecurring): Promise<void> {
  await putBackRows(tx, recurring, bookId, [kept.item]);
  await ledger.relink(tx, bookId, Number(kept.item.id), kept.linked);
}
