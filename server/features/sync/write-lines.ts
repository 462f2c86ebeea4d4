import { randomUUID } from 'node:crypto';
import { importSettingsSchema } from '../../../common/contract/import-settings';
import { descriptionStem } from '../../../common/description-stem';
import type { Database } from '../../db/connect';
import { refreshAfterBulkWrite } from '../../db/statistics';
import { type Classifier, importLines, undoImport } from '../import/public';
import { writeInSteps } from '../shared/write-steps';
import { reconcileKnownLines } from './known-lines';
import { statementRowOf } from './lines';
import type { ProviderTransaction } from './provider';

/**
 * Rows a sync writes per step (rows inserted, matches written): on PGlite a step of 300 rows into 100,000 held the
 * only session 28 ms, and the transactions page read meanwhile waited for it (its p95 over 25 ms during a sync);
 * 100 rows keep steps short.
 */
const SYNC_STEP_ROWS = 100;

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
  /** The import id of the rows written ('Ver transações importadas', 'Desfazer combinações'); null if none. */
  importId: string | null;
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
  bookId: number,
  account: { id: number; type: string },
  window: { from: string; to: string },
  lines: readonly ProviderTransaction[],
  // The rules and the history, read once for the run's accounts (readClassifier) when lines are new.
  classifier: () => Promise<Classifier>,
): Promise<WrittenLines> {
  const known = await database.db.transaction((tx) =>
    reconcileKnownLines(tx, bookId, account.id, window, lines),
  );
  const card = account.type === 'credit_card';
  const fresh = card ? firstOfEachPurchase(known.fresh) : known.fresh;
  const counts = { fetched: lines.length, updated: known.updated, removed: known.removed };
  if (fresh.length === 0) return { ...counts, inserted: 0, matched: 0, importId: null };

  const importId = randomUUID();
  // A card's line k of n writes the later installments too, in the bills after it, as a card statement's does.
  const settings = importSettingsSchema.parse({ defaultAccountId: account.id, createInstallments: card });
  const read = {
    rows: fresh.map((line, i) => statementRowOf(line, i + 1)),
    errors: [],
    destinationOf: () => undefined,
    origin: 'sync' as const,
    stepRows: SYNC_STEP_ROWS,
  };
  const classifiedBy = await classifier();
  const result = await writeInSteps(
    database,
    { bookId, kind: 'import', ref: importId },
    (step) => importLines(step, bookId, read, settings, importId, classifiedBy),
    undoImport,
  );
  await refreshAfterBulkWrite(database, result.inserted);
  return {
    ...counts,
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
