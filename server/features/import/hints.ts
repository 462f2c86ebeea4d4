import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ImportHint, importHintsBody } from '../../../common/contract/import';
import type { LineMatch } from '../../../common/contract/import-match';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { type ImportedTransaction, references } from '../ledger/public';
import { matchBankLines, presentDecision } from '../matching/public';
import type { WriteStep } from '../shared/write-steps';
import { matchInstallmentLines } from './installments';
import { type Classified, classifyLine, loadClassifier } from './pipeline/classify';
import { statementTextOf, transactionBankLine } from './pipeline/match';
import { lower } from './pipeline/references';
import { importRepository } from './repository';

type HintRow = z.output<typeof importHintsBody>['rows'][number];

/** A card's installment already recorded: it is not written again, and matches nothing else. */
const INSTALLMENT_RECORDED: LineMatch = {
  kind: 'installment',
  row: null,
  recurring: null,
  transfer: null,
  candidates: [],
};

/**
 * The preview's hints, by the import's own rules (classifyLine: rules, then history, then the well-known
 * merchants; installments already recorded; the matcher's decision for each line). It writes nothing, and its
 * reads are short steps, not one transaction: on PGlite a transaction holds the only session for all of them, and
 * another person's request would wait for the whole preview; the import itself reads and decides again.
 */
export async function importHints(
  db: Db,
  user: AuthUser,
  body: z.output<typeof importHintsBody>,
): Promise<ImportHint[]> {
  await references.account(db, user.bookId, body.accountId);
  const step: WriteStep = (work) => work(db);
  const categories = await importRepository.categories(db, user.bookId);
  const classifier = await loadClassifier(step, user.bookId, categories);
  const payees = await importRepository.payees(db, user.bookId);
  const categoryName = new Map(categories.map((c) => [Number(c.id), c.name]));
  const payeeId = new Map(payees.map((p) => [lower(p.name), Number(p.id)]));
  const importId = randomUUID();
  const lines = body.rows.map((r) => lineOf(r, body.accountId, payeeId, importId));
  const { matched } = await matchInstallmentLines(db, user.bookId, lines);
  const open = lines.filter((line) => !matched.has(line));
  const bankLines = open.map((line) => transactionBankLine(line.value, line.text, 'file'));
  const decisions = new Map(
    (await matchBankLines(db, user.bookId, bankLines)).map((d, i) => [open[i], d] as const),
  );
  return lines.map((line) => {
    const classified = classifyLine(line.value, classifier, { suggest: true });
    const decision = decisions.get(line);
    return {
      category: hintCategory(line.value, classified, categoryName),
      installmentRecorded: matched.has(line),
      match: decision ? presentDecision(decision, line.value) : INSTALLMENT_RECORDED,
    };
  });
}

/**
 * A preview row as the import would plan it in the account, with the statement's text it would be matched by and
 * the installment it is marked with.
 */
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
    externalId: r.externalId ?? null,
    bankText: null,
    importId,
    ...(r.foreign ? { foreign: r.foreign } : {}),
  };
  return { value, line: { installment: r.installment }, text: statementTextOf(r) };
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
