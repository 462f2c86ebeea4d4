import { randomUUID } from 'node:crypto';
import type { ImportResult, ImportSettings } from '../../../common/contract/import';
import type { StatementBalance, StatementError } from '../../../common/csv';
import { centsToReais } from '../../../common/money';
import { statementCurrencyProblem } from '../../../common/ofx/statement-currency';
import type { AuthUser } from '../../auth-user';
import type { Database, Executor } from '../../db/connect';
import { refreshAfterBulkWrite } from '../../db/statistics';
import { badRequest } from '../../http/errors';
import { actedBy } from '../ledger/public';
import { INSERT_BATCH_ROWS, stepRowsOf, type WriteStep, writeInSteps } from '../shared/write-steps';
import { recordBookEvent } from '../webhooks/public';
import { type BillPayments, findBillPayments, writeBillPayments } from './pipeline/bill-payments';
import { type ClassifiedLines, type Classifier, classifyLines, loadClassifier } from './pipeline/classify';
import { isTransaction, isTransfer, type LineFromBank, type PlannedLine, sourceOf } from './pipeline/lines';
import { type Matched, matchLines, spanOf } from './pipeline/match';
import { checkChoices, planLines } from './pipeline/plan';
import { destinationReader, fileLinesOf, readLines, type UploadedStatement } from './pipeline/read';
import { referencesOf } from './pipeline/references';
import {
  checkRowLimit,
  createPayees,
  insertRows,
  type LaterBillOf,
  rowsOf,
  writeTransfers,
} from './pipeline/write';
import { importRepository as repo } from './repository';
import { rememberStatementAccount } from './statement-accounts';
import { undoImport } from './undo-import';

export { IMPORT_MESSAGES } from './pipeline/messages';
export type { UploadedStatement } from './pipeline/read';

/** How many problems the answer lists; `errorCount` says how many there were. */
export const MAX_REPORTED_ERRORS = 50;

export function createImportService(database: Pick<Database, 'kind' | 'db'>) {
  return {
    /**
     * Reads the statement with the same rules as the wizard's preview and writes its rows, all of them or none:
     * in one database transaction, or on PGlite in short steps that are taken back when one fails (writeInSteps).
     */
    async importStatement(
      user: AuthUser,
      file: UploadedStatement,
      settings: ImportSettings,
    ): Promise<ImportResult> {
      const statement = await readLines(user.id, file, settings);
      // A statement in dollars into an account in reais (or the other way) is refused before anything is written.
      if (statement.account?.currency && settings.defaultAccountId !== undefined) {
        const account = await repo.accountCurrency(database.db, user.bookId, settings.defaultAccountId);
        const problem = statementCurrencyProblem(statement.account.currency, account);
        if (problem) throw badRequest(problem);
      }
      const lines: ReadLines = {
        lines: fileLinesOf(
          statement.rows,
          destinationReader(statement.headers, settings.mapping?.destination),
        ),
        errors: statement.errors,
        balance: statement.balance,
        stepRows: stepRowsOf(database.kind),
      };
      const importId = randomUUID();
      const result = await writeInSteps(
        database,
        { bookId: user.bookId, kind: 'import', ref: importId, by: actedBy(user, 'statement') },
        (step) => importLines(step, user.bookId, lines, settings, importId),
        undoImport,
      );
      // The statement's next import offers the account this one went to (an OFX names its bank account).
      await rememberStatementAccount(database.db, user.bookId, statement.account, result.accountId);
      // The next reads plan with the table's new size (PGlite runs no autovacuum).
      await refreshAfterBulkWrite(database, result.inserted);
      await recordImportFinished(database.db, user.bookId, result);
      return result;
    },
  };
}

/**
 * One `import.finished` webhook event for a whole import (a statement, another app's history), never one per row: a
 * receiver reads the rows by the import's id.
 */
export function recordImportFinished(db: Executor, bookId: number, result: ImportResult): Promise<void> {
  return recordBookEvent(db, bookId, 'import.finished', () => ({
    importId: result.importId,
    accountId: result.accountId,
    inserted: result.inserted,
    skipped: result.skipped,
    duplicates: result.duplicates,
    matched: result.matched,
    errorCount: result.errorCount,
    from: result.from,
    to: result.to,
  }));
}

/**
 * Lines from a bank, wherever from: a file's rows (step "read"), or the lines bank sync fetched (it enters here).
 * `errors` are a file's lines that could not be read.
 */
export interface ReadLines {
  lines: LineFromBank[];
  errors: StatementError[];
  /** The balance the statement states (an OFX's LEDGERBAL), when it states one. */
  balance?: StatementBalance;
  /**
   * Rows per step, for the candidates' reads, the rows' insert and the matches' writes (INSERT_BATCH_ROWS by
   * default; a file's import takes its engine's, stepRowsOf). Bank sync, which nobody waits for, takes shorter
   * steps: on PGlite another person's read waits for the step in progress.
   */
  stepRows?: number;
  /**
   * Accounts the caller made for these lines in this write (another app's history): they hold no row yet, so the
   * lines that touch only them are new without looking (50,000 lines read nothing for 0.7 s).
   */
  newAccounts?: ReadonlySet<number>;
}

/**
 * The lines read, through plan, match, bill payments (a checking line that paid a card's bill is that payment),
 * classify and write, in the steps of one write.
 */
export async function importLines(
  step: WriteStep,
  bookId: number,
  read: ReadLines,
  settings: ImportSettings,
  // Every row this import writes carries its id: 'Ver Transações Importadas' lists them.
  importId: string = randomUUID(),
  // Read once by the caller for several writes (bank sync's accounts of one run: readClassifier); else here.
  classifier?: Classifier,
): Promise<ImportResult> {
  const { find, categories } = await step(async (tx) => {
    const categories = await repo.categories(tx, bookId);
    const accounts = await repo.accounts(tx, bookId);
    return { find: referencesOf(accounts, categories, await repo.payees(tx, bookId)), categories };
  });
  const defaultAccount = checkChoices(settings, find);
  const plan = planLines(read.lines, { find, defaultAccount, importId });
  const stepRows = read.stepRows ?? INSERT_BATCH_ROWS;
  const matched = await matchLines(step, bookId, plan.planned, {
    choices: settings.lineMatches,
    stepRows,
    newAccounts: read.newAccounts,
  });
  const wantsLater = new Set(
    matched.fresh.flatMap((p) =>
      p.kind === 'transaction' && p.line.channel === 'file' && p.line.laterInstallments ? [p.value] : [],
    ),
  );
  const laterBillOf: LaterBillOf = (v) =>
    settings.createInstallments || wantsLater.has(v) ? matched.billOf.get(v) : undefined;
  checkRowLimit(matched.fresh, laterBillOf);

  const bills = await findBillPayments(step, bookId, matched.fresh.filter(isTransaction));
  const lines = bills.rest;
  await createPayees(step, bookId, lines);
  const classified = classifyLines(
    lines,
    classifier ?? (await loadClassifier(step, bookId, categories)),
    settings,
    new Set(bills.offered),
  );
  const { rows, tags } = rowsOf(lines, classified.tagsOf, laterBillOf);
  const inserted = await insertRows(step, bookId, rows, tags, stepRows);
  const transfers = await writeTransfers(step, bookId, matched.fresh.filter(isTransfer), importId, stepRows);
  const billPayments = await writeBillPayments(step, bookId, bills.paying, importId);
  // Last, so that a failure before it has matched nothing; on PGlite a failure in it is undone by undoImport.
  const applied = await matched.applyMatches(step, importId, { takeDates: settings.bankDates });

  const ignored = [...plan.problems, ...transfers.problems];
  return summary(
    { read, plan: plan.planned, matched, classified, ignored, importId, bills },
    {
      written: inserted + transfers.inserted + billPayments + applied.paid + applied.paired,
      attached: applied.attached,
      laterInstallments: rows.length - lines.length,
    },
  );
}

/**
 * What importLines would write of these lines, without writing: the lines (by their file line) that plan and match
 * leave new. Another app's preview counts by it, so that "Importar N transações" says what the import writes, and a
 * file imported before is previewed as such. Reads only (the matcher's matches are applied by the write alone).
 */
export async function freshFileLines(
  db: Executor,
  bookId: number,
  lines: LineFromBank[],
  settings: ImportSettings,
): Promise<Set<number>> {
  const read: WriteStep = (work) => work(db);
  const find = referencesOf(
    await repo.accounts(db, bookId),
    await repo.categories(db, bookId),
    await repo.payees(db, bookId),
  );
  const plan = planLines(lines, {
    find,
    defaultAccount: checkChoices(settings, find),
    importId: randomUUID(),
  });
  const matched = await matchLines(read, bookId, plan.planned, { choices: settings.lineMatches });
  return new Set(matched.fresh.flatMap((p) => (p.line.channel === 'file' ? [p.line.line] : [])));
}

/** The import's answer: what it wrote, what it left and why, and where to see it. */
function summary(
  done: {
    read: ReadLines;
    plan: PlannedLine[];
    matched: Matched;
    classified: ClassifiedLines;
    ignored: StatementError[];
    importId: string;
    bills: BillPayments;
  },
  { written, attached, laterInstallments }: { written: number; attached: number; laterInstallments: number },
): ImportResult {
  const { read, matched, classified, ignored } = done;
  // Sorted by line; a line's problems keep their order (unreadable, then ignored).
  const problems = [...read.errors, ...ignored].sort((a, b) => a.line - b.line);
  const sources = new Set(done.plan.map(sourceOf));
  const span = spanOf(done.plan.map((p) => p.line));
  return {
    inserted: written,
    skipped:
      matched.duplicates +
      matched.matched +
      matched.transfersMatched +
      matched.skippedByChoice +
      ignored.length +
      read.errors.length,
    duplicates: matched.duplicates,
    installmentsMatched: matched.installmentsMatched,
    matched: matched.matched,
    recurringPaid: matched.recurringDue,
    transfersMatched: matched.transfersMatched,
    ambiguous: matched.ambiguous,
    skippedByChoice: matched.skippedByChoice,
    ruled: classified.ruled,
    suggested: classified.suggested,
    standard: classified.standard,
    billPayments: done.bills.paying.length,
    laterInstallments,
    billPaymentOffers: done.bills.offered.length,
    errors: problems.slice(0, MAX_REPORTED_ERRORS),
    errorCount: problems.length,
    from: span?.from ?? null,
    to: span?.to ?? null,
    accountId: sources.size === 1 ? ([...sources][0] ?? null) : null,
    importId: written > 0 || attached > 0 ? done.importId : null,
    statementBalance: read.balance
      ? { date: read.balance.date, amount: centsToReais(read.balance.amountCents) }
      : null,
  };
}
