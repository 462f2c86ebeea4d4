import type { TaxPendingRow } from '../../../common/contract/income-tax';
import { centsToReais } from '../../../common/money';
import type { Executor } from '../../db/connect';
import { codeLinesRepository } from './code-lines-repository';

/** A pending list is for fixing by hand: past this many, the rest is said as a count. */
export const PENDING_SHOWN = 100;

/** What the declaration will ask that the rows lack: the first PENDING_SHOWN, oldest first, and how many in all. */
export async function pendingOf(
  db: Executor,
  bookId: number,
  year: number,
  codes: ReadonlyMap<number, string>,
) {
  const found = await codeLinesRepository.pending(db, bookId, year, codes, PENDING_SHOWN);
  const rows: TaxPendingRow[] = found.map((p) => ({
    transactionId: Number(p.transaction_id),
    date: p.date,
    description: p.description,
    amount: centsToReais(Number(p.cents)),
    code: p.code,
    payeeId: p.payee_id === null ? null : Number(p.payee_id),
    payee: p.payee,
    missing: [
      ...(p.no_payee ? (['favorecido'] as const) : p.no_document ? (['documento'] as const) : []),
      ...(p.no_receipt ? (['comprovante'] as const) : []),
    ],
  }));
  return { rows, count: Number(found[0]?.count ?? 0) };
}
