import { LIMIT_MESSAGES, MAX_IMPORT_ROWS } from '../../../../common/csv/limits';
import { badRequest, HttpError } from '../../../http/errors';
import { billsPaidByTransfers } from '../../cards/public';
import {
  type ImportedTransaction,
  ledger,
  type TransferInput,
  writeTransfers as writeLedgerTransfers,
  writeTransfer,
} from '../../ledger/public';
import { slices } from '../../shared/slices';
import type { WriteStep } from '../../shared/write-steps';
import { laterInstallmentCount, laterInstallments } from '../installments';
import { INSERT_BATCH_ROWS, importRepository as repo } from '../repository';
import type { PlannedLine, PlannedTransaction, PlannedTransfer } from './lines';
import { statementTextOf } from './match';
import { IMPORT_MESSAGES } from './messages';
import { lower } from './references';

/**
 * Transfers written per step on PGlite, all their legs in one ledger call: one transfer at a time took 20 to 40 ms
 * each (its account checks and its two legs' own inserts), and 500 of them held the one connection for seconds;
 * 250 a step (500 legs) keep a step near the rows' own steps.
 */
const TRANSFERS_PER_STEP = 250;

/**
 * Transfers per step for steps of `stepRows` rows: PGlite's short steps take TRANSFERS_PER_STEP; a server's long
 * ones (write-steps.ts) half their rows, two legs each, since every step repeats its staging and its bills' check
 * (2,390 transfers of a YNAB file took 350 to 415 ms on PostgreSQL in steps of 250, 210 to 260 in one).
 */
const transfersPerStep = (stepRows: number) =>
  stepRows <= INSERT_BATCH_ROWS ? TRANSFERS_PER_STEP : Math.floor(stepRows / 2);

/** The bill of a new installment line whose later installments are written with it; undefined: none. */
export type LaterBillOf = (v: ImportedTransaction) => string | undefined;

/**
 * A line marked 1/48 writes 48 rows: what the import would write counts against the file's limit, before
 * anything is written (400 beyond it).
 */
export function checkRowLimit(fresh: readonly PlannedLine[], laterBillOf: LaterBillOf): void {
  let rowsToWrite = 0;
  for (const p of fresh) {
    rowsToWrite += 1;
    if (p.kind === 'transaction' && laterBillOf(p.value) !== undefined)
      rowsToWrite += laterInstallmentCount(p.value);
  }
  if (rowsToWrite > MAX_IMPORT_ROWS) throw badRequest(LIMIT_MESSAGES.tooManyRowsWritten(rowsToWrite));
}

/** The new payees, once per name, in one statement; each line then names its payee's id. */
export async function createPayees(
  step: WriteStep,
  bookId: number,
  lines: PlannedTransaction[],
): Promise<void> {
  const newNames = new Map<string, string>();
  for (const p of lines) {
    if (p.payeeName && !newNames.has(lower(p.payeeName))) newNames.set(lower(p.payeeName), p.payeeName);
  }
  const created = await step((tx) => repo.createPayees(tx, bookId, [...newNames.values()]));
  const idOf = new Map(created.map((p) => [lower(p.name), p.id]));
  for (const p of lines) if (p.payeeName) p.value.payeeId = idOf.get(lower(p.payeeName)) ?? null;
}

/**
 * The rows the lines write, with their tags: each line (keeping the statement's text when its description
 * differs, for the next import's duplicate check), then its later installments with the same tags.
 */
export function rowsOf(lines: PlannedTransaction[], tagsOf: number[][], laterBillOf: LaterBillOf) {
  const rows: ImportedTransaction[] = [];
  const tags: number[][] = [];
  lines.forEach((p, i) => {
    const v = p.value;
    const fileTags = p.line.channel === 'file' ? (p.line.tagIds ?? []) : [];
    const lineTags =
      fileTags.length === 0 ? (tagsOf[i] ?? []) : [...new Set([...fileTags, ...(tagsOf[i] ?? [])])];
    const statementText = statementTextOf(p.line);
    v.bankText = statementText === v.description ? null : statementText;
    rows.push(v);
    tags.push(lineTags);
    const bill = laterBillOf(v);
    if (bill === undefined) return;
    const after = p.line.channel === 'file' ? p.line.laterAfter : undefined;
    for (const later of laterInstallments(v, bill)) {
      if (after !== undefined && later.date <= after) continue;
      rows.push(later);
      tags.push(lineTags);
    }
  });
  return { rows, tags };
}

/** Income and expenses in multi-row inserts of `stepRows` rows, a step each. Answers how many rows were written. */
export async function insertRows(
  step: WriteStep,
  bookId: number,
  rows: ImportedTransaction[],
  tags: number[][],
  stepRows = INSERT_BATCH_ROWS,
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += stepRows) {
    const batch = rows.slice(i, i + stepRows);
    const batchTags = tags.slice(i, i + stepRows);
    inserted += await step((tx) => ledger.insertImported(tx, bookId, batch, batchTags));
  }
  return inserted;
}

/**
 * Transfers through the transfer rules, a bounded number per step. A rule one still breaks (an HttpError,
 * raised before any SQL runs) ignores the line, as docs/PRODUCT.md says of failed transfers; a database error
 * is not caught: it ends the whole import. Answers the rows written and the lines ignored, by line.
 */
export async function writeTransfers(
  step: WriteStep,
  bookId: number,
  transfers: PlannedTransfer[],
  importId: string,
  stepRows: number,
): Promise<{ inserted: number; problems: Array<{ line: number; message: string }> }> {
  const out = { inserted: 0, problems: [] as Array<{ line: number; message: string }> };
  for (const batch of slices(transfers, transfersPerStep(stepRows))) {
    const outcomes = await step(async (tx) => {
      const inputs = await transferInputs(tx, bookId, batch, importId);
      try {
        await writeLedgerTransfers(tx, bookId, inputs);
        return batch.map((): true | string => true);
      } catch (error) {
        // The ledger checks the accounts before it writes anything: a refusal leaves the step clean, and each
        // transfer is then tried alone, so the others are written and the refused one is named.
        if (!(error instanceof HttpError && error.statusCode < 500)) throw error;
      }
      const written: Array<true | string> = [];
      for (const [i, p] of batch.entries())
        written.push(await transferOrProblem(tx, bookId, p, inputs[i] as TransferInput));
      return written;
    });
    outcomes.forEach((written, i) => {
      if (written === true) out.inserted += 2;
      else out.problems.push({ line: batch[i]?.line.line ?? 0, message: written });
    });
  }
  return out;
}

/**
 * The ledger's transfers of a step's lines. One into a card on a date between a bill's closing and its due date is
 * that bill's payment, pinned to it as "Pagar fatura" pins it: left to its date it would count in the next bill.
 */
async function transferInputs(
  tx: Parameters<Parameters<WriteStep>[0]>[0],
  bookId: number,
  batch: readonly PlannedTransfer[],
  importId: string,
): Promise<TransferInput[]> {
  const bills = await billsPaidByTransfers(
    tx,
    bookId,
    batch.map((p) => ({ fromAccountId: p.from, toAccountId: p.to, date: p.line.date })),
  );
  return batch.map((p, i) => ({
    date: p.line.date,
    amountCents: p.line.amountCents,
    fromAccountId: p.from,
    toAccountId: p.to,
    description: p.description,
    status: p.line.status,
    importId,
    toBillMonth: bills[i] ?? null,
  }));
}

async function transferOrProblem(
  tx: Parameters<Parameters<WriteStep>[0]>[0],
  bookId: number,
  p: PlannedTransfer,
  input: TransferInput,
): Promise<true | string> {
  try {
    await writeTransfer(tx, bookId, input);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      return IMPORT_MESSAGES.transferFailed(p.position, error.message);
    }
    throw error;
  }
}
