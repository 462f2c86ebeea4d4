import { randomUUID } from 'node:crypto';
import { importSettingsSchema } from '../../../common/contract/import-settings';
import { descriptionStem } from '../../../common/description-stem';
import type { Database } from '../../db/connect';
import { inputRefusalMessage } from '../../db/input-refusals';
import { refreshAfterBulkWrite } from '../../db/statistics';
import { type Classifier, importLines, type ReadLines, undoImport } from '../import/public';
import { type LedgerActor, ledgerTransaction } from '../ledger/public';
import { writeInSteps } from '../shared/write-steps';
import { reconcileKnownLines } from './known-lines';
import { syncLineOf } from './lines';
import type { ProviderTransaction } from './provider';
import { type SkippedLine, screenLines } from './screen-lines';

/**
 * Rows a sync writes per step (rows inserted, matches written): on PGlite a step of 300 rows into 100,000 held the
 * only session 28 ms, and the transactions page read meanwhile waited for it (its p95 over 25 ms during a sync);
 * 100 rows keep steps short.
 */
const SYNC_STEP_ROWS = 100;

/**
 * The most writes one account's lines may be split into when the database refuses a write for what a line holds
 * (a month total past its bound): each refused piece is halved until the line at fault is alone and skipped, so
 * a few bad lines cost a few dozen writes; more than this and the rest of the account waits for the next run.
 */
const MAX_WRITES_PER_ACCOUNT = 64;

/** What one account's lines did: the counts a run records. */
export interface WrittenLines {
  fetched: number;
  /** Rows written: new lines, fixed items' payments, transfers' legs. */
  inserted: number;
  /** Lines found to be rows the person recorded (typed, by a fixed item, by a file's import). */
  matched: number;
  /** Rows of lines fetched before that the bank changed (a pending line posted). */
  updated: number;
  /** Pending lines the bank dropped. */
  removed: number;
  /** The import ids of the rows written ('Ver transações importadas', 'Desfazer combinações'): one per write. */
  importIds: string[];
  /** Lines not written, each with its reason (screenLines, or the database's refusal of that line alone). */
  skipped: SkippedLine[];
}

/**
 * One linked account's lines of the days `from`..`to` into the person's ledger. First the lines fetched before
 * (reconcileKnownLines, one transaction: it only changes rows and is done again by the next run if this one
 * stops after it); then the fresh ones through the file import's pipeline (importLines: the matcher, so typed
 * rows, fixed items, file imports, installments and transfers are never doubled; then the rules, the history's
 * suggestions and the merchants), in the steps of one write, as an import of a file is.
 */
export async function writeSyncedLines(
  database: Pick<Database, 'kind' | 'db'>,
  by: LedgerActor,
  bookId: number,
  account: { id: number; type: string },
  window: { from: string; to: string },
  lines: readonly ProviderTransaction[],
  // The rules and the history, read once for the run's accounts (readClassifier) when lines are new.
  classifier: () => Promise<Classifier>,
): Promise<WrittenLines> {
  const { kept, skipped } = screenLines(lines, window);
  // Every id the bank listed, skipped lines too: a pending row of a line the bank still lists is not dropped.
  const listed = new Set(lines.map((l) => l.id));
  const known = await ledgerTransaction(database.db, by, (tx) =>
    reconcileKnownLines(tx, bookId, account.id, window, kept, listed),
  );
  const card = account.type === 'credit_card';
  const fresh = card ? firstOfEachPurchase(known.fresh) : known.fresh;
  const written: WrittenLines = {
    fetched: lines.length,
    updated: known.updated,
    removed: known.removed,
    inserted: 0,
    matched: 0,
    importIds: [],
    skipped,
  };
  if (fresh.length === 0) return written;

  const classifiedBy = await classifier();
  // Pieces still to write, first the whole: a piece the database refuses for what a line holds is halved.
  const pieces: ProviderTransaction[][] = [fresh];
  let writes = 0;
  for (let piece = pieces.pop(); piece !== undefined; piece = pieces.pop()) {
    if (writes++ >= MAX_WRITES_PER_ACCOUNT) break;
    try {
      const result = await writeLines(database, by, bookId, account.id, card, piece, classifiedBy);
      written.inserted += result.inserted;
      written.matched += result.matched;
      if (result.importId !== null) written.importIds.push(result.importId);
    } catch (error) {
      const refusal = inputRefusalMessage(error);
      if (refusal === null) throw error;
      if (piece.length === 1) written.skipped.push({ line: piece[0]!, reason: refusal });
      else {
        const half = Math.ceil(piece.length / 2);
        // The later half waits under the earlier one: the lines are written in the bank's order.
        pieces.push(piece.slice(half), piece.slice(0, half));
      }
    }
  }
  return written;
}

/** One write of fresh lines through the import's pipeline, as an import of a file is written. */
async function writeLines(
  database: Pick<Database, 'kind' | 'db'>,
  by: LedgerActor,
  bookId: number,
  accountId: number,
  card: boolean,
  lines: readonly ProviderTransaction[],
  classifier: Classifier,
): Promise<{ inserted: number; matched: number; importId: string | null }> {
  const importId = randomUUID();
  // A card's line k of n writes the later installments too, in the bills after it, as a card statement's does.
  const settings = importSettingsSchema.parse({ defaultAccountId: accountId, createInstallments: card });
  const read: ReadLines = { lines: lines.map(syncLineOf), errors: [], stepRows: SYNC_STEP_ROWS };
  const result = await writeInSteps(
    database,
    { bookId, kind: 'import', ref: importId, by },
    (step) => importLines(step, bookId, read, settings, importId, classifier),
    undoImport,
  );
  await refreshAfterBulkWrite(database, result.inserted);
  return {
    inserted: result.inserted,
    // duplicates: lines already written (by a file's import) and installments already recorded.
    matched: result.matched + result.transfersMatched + result.duplicates,
    importId: result.importId,
  };
}

/**
 * A card's installments as banks report them: some list every installment of a purchase at once (the later ones
 * dated in the months to come), some one a month, some only the current one. Of the installments of one purchase
 * in one fetch only the first is kept: it writes the later ones itself (createInstallments), and a later month's
 * line then finds its installment recorded. A purchase is its date, count, amount per installment and text.
 */
function firstOfEachPurchase(lines: readonly ProviderTransaction[]): ProviderTransaction[] {
  const first = new Map<string, ProviderTransaction>();
  const keyOf = (l: ProviderTransaction) =>
    `${l.installment?.purchaseDate ?? ''}|${l.installment?.count}|${l.amountCents}|${descriptionStem(l.description)}`;
  for (const line of lines) {
    if (!line.installment || line.installment.count < 2) continue;
    const key = keyOf(line);
    const kept = first.get(key);
    if (!kept || (kept.installment?.number ?? 0) > line.installment.number) first.set(key, line);
  }
  return lines.filter((l) => !l.installment || l.installment.count < 2 || first.get(keyOf(l)) === l);
}
