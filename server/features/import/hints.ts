import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ImportHint, importHintsBody } from '../../../common/contract/import';
import type { ImportRow } from '../../../common/csv';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { type ImportedTransaction, references } from '../ledger/public';
import { matchInstallmentLines } from './installments';
import { type Classified, classifyLine, loadClassifier } from './pipeline/classify';
import { lower } from './pipeline/references';
import { importRepository } from './repository';

type HintRow = z.output<typeof importHintsBody>['rows'][number];

/**
 * The preview's hints, by the import's own rules (classifyLine: rules, then history, then the well-known
 * merchants; installments already recorded), read in one database transaction that writes nothing.
 */
export async function importHints(
  db: Db,
  user: AuthUser,
  body: z.output<typeof importHintsBody>,
): Promise<ImportHint[]> {
  return db.transaction(async (tx) => {
    await references.account(tx, user.id, body.accountId);
    const step = <T>(work: (executor: typeof tx) => Promise<T>) => work(tx);
    const categories = await importRepository.categories(tx, user.id);
    const classifier = await loadClassifier(step, user.id, categories);
    const payees = await importRepository.payees(tx, user.id);
    const categoryName = new Map(categories.map((c) => [Number(c.id), c.name]));
    const payeeId = new Map(payees.map((p) => [lower(p.name), Number(p.id)]));
    const importId = randomUUID();
    const lines = body.rows.map((r) => lineOf(r, body.accountId, payeeId, importId));
    const { matched } = await matchInstallmentLines(tx, user.id, lines);
    return lines.map((line) => {
      const classified = classifyLine(line.value, classifier, { suggest: true });
      return {
        category: hintCategory(line.value, classified, categoryName),
        installmentRecorded: matched.has(line),
        match: {
          kind: matched.has(line) ? ('installment' as const) : ('new' as const),
          row: null,
          recurring: null,
          transfer: null,
          candidates: [],
        },
      };
    });
  });
}

/** A preview row as the import would plan it in the account. */
function lineOf(r: HintRow, accountId: number, payeeId: Map<string, number>, importId: string) {
  const value: ImportedTransaction = {
    accountId,
    type: r.type,
    amountCents: r.amountCents,
    date: r.date,
    description: r.description,
    categoryId: null,
    payeeId: r.payee ? (payeeId.get(lower(r.payee)) ?? null) : null,
    status: 'CLEARED',
    externalId: null,
    bankText: null,
    importId,
  };
  return { row: { installment: r.installment } as ImportRow, value };
}

function hintCategory(
  v: ImportedTransaction,
  classified: Classified,
  categoryName: Map<number, string>,
): ImportHint['category'] {
  if (classified.source === null || v.categoryId === null) return null;
  const name = categoryName.get(v.categoryId);
  return name === undefined ? null : { id: v.categoryId, name, source: classified.source };
}
