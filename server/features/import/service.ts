import { randomUUID } from 'node:crypto';
import { ACCOUNT_NOT_FOUND } from '../../../common/contract/accounts';
import type { ImportResult, ImportSettings } from '../../../common/contract/import';
import type { ColumnMapping, CsvSettings, ImportRow, StatementError } from '../../../common/csv';
import { duplicateKey } from '../../../common/csv/duplicates';
import { LIMIT_MESSAGES, MAX_IMPORT_ROWS } from '../../../common/csv/limits';
import { normalizeWord } from '../../../common/csv/normalize';
import { descriptionStem } from '../../../common/description-stem';
import { runRules } from '../../../common/rules';
import type { AuthUser } from '../../auth-user';
import type { Database, Executor } from '../../db/connect';
import { refreshAfterBulkWrite } from '../../db/statistics';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { categoriesSpec } from '../categories/spec';
import { type ImportedTransaction, ledger, writeTransfer } from '../ledger/public';
import { rulesRepository } from '../rules/repository';
import { slices } from '../shared/slices';
import { writeInSteps } from '../shared/write-steps';
import { merchantCategoryFinder } from '../suggestions/merchant-category';
import { suggestionIndex } from '../suggestions/repository';
import { laterInstallmentCount, laterInstallments, matchInstallmentLines } from './installments';
import { readStatementOffThread } from './read-in-worker';
import {
  type ExistingKey,
  INSERT_BATCH_ROWS,
  type LineValues,
  type OwnedCategory,
  type OwnedName,
  importRepository as repo,
} from './repository';
import { rememberStatementAccount } from './statement-accounts';
import { undoImport } from './undo-import';

/** How many problems the answer lists; `errorCount` says how many there were. */
export const MAX_REPORTED_ERRORS = 50;
/** Transfers written per step: each is a few statements (two legs and their month totals). */
const TRANSFERS_PER_STEP = 500;
const CATEGORY_NOT_FOUND = categoriesSpec.messages.notFound;
/** The longest description the product keeps (the transaction form's limit). */
const MAX_DESCRIPTION = 200;
/** The longest payee name an import creates. */
const MAX_PAYEE = 80;

/** Header names taken, without a mapping, as the destination account of transfer rows. */
const DESTINATION_HEADERS = new Set(
  ['destino', 'conta destino', 'conta de destino', 'destination', 'to account', 'to_account'].map(
    normalizeWord,
  ),
);

export const IMPORT_MESSAGES = {
  noFile: 'Envie o arquivo do extrato (campo "file").',
  brokenUpload: 'O envio do arquivo chegou incompleto ou corrompido. Tente enviar de novo.',
  noRows: 'O arquivo não tem lançamentos para importar.',
  needsDefaultAccount: 'Selecione a conta padrão: há linhas sem conta no arquivo.',
  destinationMissing: (name: string) =>
    `A coluna "${name}" escolhida para conta de destino não existe no arquivo.`,
  unknownAccount: (line: number, name: string) =>
    `Linha ${line}: conta "${name}" não encontrada; linha ignorada.`,
  transferWithoutDestination: (line: number) =>
    `Linha ${line}: transferência sem conta de destino válida; linha ignorada.`,
  transferFailed: (line: number, message: string) => `Linha ${line}: ${message}; transferência ignorada.`,
} as const;

export interface UploadedStatement {
  bytes: Uint8Array;
  fileName: string;
}

/** What a row becomes once its references are known. */
type Planned =
  | { kind: 'transaction'; row: ImportRow; value: ImportedTransaction; payeeName: string | null }
  | { kind: 'transfer'; row: ImportRow; from: number; to: number; description: string };

const isId = (text: string) => /^\d{1,15}$/.test(text);
const lower = (text: string) => text.trim().toLowerCase();
const keyOf = (accountId: number, date: string, type: string, amountCents: number, description: string) =>
  `${accountId}|${duplicateKey({ date, type, amountCents, description })}`;
function readerSettings(settings: ImportSettings): CsvSettings {
  const { destination: _destination, ...mapping } = settings.mapping ?? {};
  const csv: CsvSettings = {
    delimiter: settings.delimiter,
    dateFormat: settings.dateFormat,
    amountFormat: settings.amountFormat,
    defaultType: settings.defaultType,
    preset: settings.preset as CsvSettings['preset'],
  };
  if (settings.invertSign !== undefined) csv.invertSign = settings.invertSign;
  if (Object.values(mapping).some((v) => (v ?? '').trim() !== '')) csv.mapping = mapping as ColumnMapping;
  return csv;
}

/** Finds rows' references by id or by name among the person's own accounts, categories and payees. */
function lookups(accounts: OwnedName[], categories: OwnedCategory[], payees: OwnedName[]) {
  const accountById = new Map(accounts.map((a) => [a.id, a.id]));
  const accountByName = new Map<string, number>();
  for (const a of accounts) if (!accountByName.has(lower(a.name))) accountByName.set(lower(a.name), a.id);
  const categoryById = new Set(categories.map((c) => c.id));
  const categoryByName = new Map<string, { receita?: number; despesa?: number }>();
  for (const c of categories) {
    const entry = categoryByName.get(lower(c.name)) ?? {};
    entry[c.type] ??= c.id;
    categoryByName.set(lower(c.name), entry);
  }
  const payeeById = new Set(payees.map((p) => p.id));
  const payeeByName = new Map<string, number>();
  for (const p of payees) if (!payeeByName.has(lower(p.name))) payeeByName.set(lower(p.name), p.id);

  return {
    /** An own account by id, else by name; undefined when neither. */
    account(cell: string): number | undefined {
      if (isId(cell) && accountById.has(Number(cell))) return Number(cell);
      return accountByName.get(lower(cell));
    },
    hasCategory(id: number): boolean {
      return categoryById.has(id);
    },
    /** The category of the row's own kind first when the same name exists as income and as expense. */
    category(cell: string | undefined, type: 'RECEITA' | 'DESPESA'): number | null {
      if (!cell) return null;
      if (isId(cell) && categoryById.has(Number(cell))) return Number(cell);
      const entry = categoryByName.get(lower(cell));
      if (!entry) return null;
      return (
        (type === 'RECEITA' ? (entry.receita ?? entry.despesa) : (entry.despesa ?? entry.receita)) ?? null
      );
    },
    /** An existing payee id; a name that is new comes back as `create`. An unknown id is left empty. */
    payee(cell: string | undefined): { id: number | null; create?: string } {
      if (!cell) return { id: null };
      if (isId(cell) && payeeById.has(Number(cell))) return { id: Number(cell) };
      const id = payeeByName.get(lower(cell));
      if (id !== undefined) return { id };
      return isId(cell) ? { id: null } : { id: null, create: cell.trim().slice(0, MAX_PAYEE) };
    },
  };
}

/**
 * Whether a line is stored already: same account, date, type, amount and text, where a stored row's text is its
 * description or the statement's text it keeps (a Pix line shortened to 'Pix enviado', a description a rule
 * renamed). When both carry the bank's id, the ids must match too; each stored row answers for one line.
 */
function duplicateFinder(existing: ExistingKey[]) {
  type Entry = { externalId: string | null; used: boolean };
  const stored = new Map<string, Entry[]>();
  const add = (key: string, entry: Entry) => {
    const list = stored.get(key);
    if (list) list.push(entry);
    else stored.set(key, [entry]);
  };
  for (const e of existing) {
    const key = (text: string) => keyOf(Number(e.account_id), e.date, e.type, Number(e.amount), text);
    // One entry under both keys: a stored row answers for one line, whichever key found it.
    const entry = { externalId: e.external_id, used: false };
    add(key(e.description), entry);
    if (e.bank_text !== null && e.bank_text !== e.description) add(key(e.bank_text), entry);
  }
  return (key: string, externalId: string | null): boolean => {
    const list = stored.get(key);
    if (!list) return false;
    const match =
      list.find((s) => !s.used && s.externalId !== null && s.externalId === externalId) ??
      list.find((s) => !s.used && (s.externalId === null || externalId === null));
    if (!match) return false;
    match.used = true;
    return true;
  };
}

/** A line's text as the statement wrote it (before any shortening), cut to what the product keeps. */
const statementTextOf = (row: ImportRow) => (row.statementText ?? row.description).slice(0, MAX_DESCRIPTION);

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
      const statement = await readStatementOffThread(file.bytes, file.fileName, readerSettings(settings));
      const fileError = statement.errors.find((e) => e.line === 0);
      if (fileError) throw badRequest(fileError.message);
      if (statement.rows.length === 0)
        throw badRequest(statement.errors[0]?.message ?? IMPORT_MESSAGES.noRows);

      const destinationColumn = findDestinationColumn(statement.headers, settings.mapping?.destination);
      // Every row this import writes carries its id: 'Ver Transações Importadas' lists them.
      const importId = randomUUID();
      const problems: StatementError[] = [...statement.errors];

      const result = await writeInSteps(
        database,
        { userId: user.id, kind: 'import' },
        async (step) => {
          const { find, merchantCategory } = await step(async (tx) => {
            const categories = await repo.categories(tx, user.id);
            return {
              find: lookups(await repo.accounts(tx, user.id), categories, await repo.payees(tx, user.id)),
              merchantCategory: merchantCategoryFinder(categories),
            };
          });
          // A category chosen in the preview must be one of the person's: checked before anything is written.
          for (const id of Object.values(settings.lineCategories ?? {})) {
            if (id !== null && !find.hasCategory(id)) throw notFound(CATEGORY_NOT_FOUND);
          }
          let defaultAccount: number | undefined;
          if (settings.defaultAccountId !== undefined) {
            defaultAccount = find.account(String(settings.defaultAccountId));
            if (defaultAccount !== settings.defaultAccountId) throw notFound(ACCOUNT_NOT_FOUND);
          }

          // 1. References. An id that is not one of the person's accounts stops the import (404, nothing
          // written); a name that is not one of them ignores the row.
          const planned: Planned[] = [];
          let ignored = 0;
          for (const row of statement.rows) {
            let source = defaultAccount;
            if (row.account !== undefined) {
              source = find.account(row.account);
              if (source === undefined) {
                if (isId(row.account)) throw notFound(ACCOUNT_NOT_FOUND);
                problems.push({
                  line: row.line,
                  message: IMPORT_MESSAGES.unknownAccount(row.line, row.account),
                });
                ignored++;
                continue;
              }
            } else if (source === undefined) {
              throw badRequest(IMPORT_MESSAGES.needsDefaultAccount);
            }
            const description = row.description.slice(0, MAX_DESCRIPTION);

            if (row.type === 'TRANSFER') {
              // The destination column when the file has one, else the payee cell naming an account.
              const destinationCell =
                (destinationColumn === undefined ? '' : (row.raw[destinationColumn] ?? '').trim()) ||
                row.payee;
              const destination = destinationCell === undefined ? undefined : find.account(destinationCell);
              if (destination === undefined || destination === source) {
                problems.push({
                  line: row.line,
                  message: IMPORT_MESSAGES.transferWithoutDestination(row.line),
                });
                ignored++;
                continue;
              }
              planned.push({ kind: 'transfer', row, from: source, to: destination, description });
              continue;
            }

            const payee = find.payee(row.payee);
            planned.push({
              kind: 'transaction',
              row,
              payeeName: payee.create ?? null,
              value: {
                accountId: source,
                type: row.type,
                amountCents: row.amountCents,
                date: row.date,
                description,
                categoryId: find.category(row.category, row.type),
                payeeId: payee.id,
                status: row.status,
                externalId: row.fitid ?? null,
                bankText: null,
                importId,
              },
            });
          }

          // Card statement lines that are installments already recorded are not written again.
          const { matched, billOf } = await step((tx) =>
            matchInstallmentLines(
              tx,
              user.id,
              planned.filter((p) => p.kind === 'transaction'),
            ),
          );

          // 2. Lines already stored in their account: the stored rows with a line's account, date, type and
          // amount, in one join, then the duplicate rule on their text.
          let from: string | null = null;
          let to: string | null = null;
          const sources = new Set<number>();
          const lineValues: LineValues[] = [];
          for (const p of planned) {
            const date = p.row.date;
            if (from === null || date < from) from = date;
            if (to === null || date > to) to = date;
            sources.add(p.kind === 'transfer' ? p.from : p.value.accountId);
            if (p.kind === 'transaction' && matched.has(p)) continue;
            lineValues.push(
              p.kind === 'transfer'
                ? { accountId: p.from, date, type: 'DESPESA', amountCents: p.row.amountCents }
                : p.value,
            );
          }
          const existing =
            from !== null && to !== null
              ? await step((tx) => repo.storedMatches(tx, user.id, lineValues, { from, to }))
              : [];
          const isStored = duplicateFinder(existing);
          const fresh = planned.filter((p) =>
            p.kind === 'transaction' && matched.has(p)
              ? false
              : p.kind === 'transfer'
                ? !isStored(keyOf(p.from, p.row.date, 'DESPESA', p.row.amountCents, p.description), null)
                : !isStored(
                    keyOf(
                      p.value.accountId,
                      p.value.date,
                      p.value.type,
                      p.value.amountCents,
                      statementTextOf(p.row),
                    ),
                    p.value.externalId,
                  ),
          );
          const duplicates = planned.length - fresh.length;
          // The bill of a new installment line whose later installments are written with it.
          const laterBillOf = (v: ImportedTransaction) =>
            settings.createInstallments ? billOf.get(v) : undefined;
          // A line marked 1/48 writes 48 rows: what the import would write counts against the file's limit,
          // before anything is written.
          let rowsToWrite = 0;
          for (const p of fresh) {
            rowsToWrite += 1;
            if (p.kind === 'transaction' && laterBillOf(p.value) !== undefined)
              rowsToWrite += laterInstallmentCount(p.value);
          }
          if (rowsToWrite > MAX_IMPORT_ROWS) throw badRequest(LIMIT_MESSAGES.tooManyRowsWritten(rowsToWrite));

          // 3. New payees, once per name, in one statement.
          const newNames = new Map<string, string>();
          for (const p of fresh) {
            if (p.kind === 'transaction' && p.payeeName && !newNames.has(lower(p.payeeName))) {
              newNames.set(lower(p.payeeName), p.payeeName);
            }
          }
          const created = new Map(
            (await step((tx) => repo.createPayees(tx, user.id, [...newNames.values()]))).map((p) => [
              lower(p.name),
              p.id,
            ]),
          );

          // 4. Income and expenses in large multi-row inserts, a step each; transfers through the transfer rules,
          // a bounded number per step.
          // Rows without a category get what the person's rules set (payees are known by now, so a rule on
          // the payee applies); whatever the rules rename, the statement's text stays for the next import.
          const rules = await step((tx) => rulesRepository.runnable(tx, user.id));
          // What the rules leave without a category, history suggests: the category most used before for the
          // payee or for descriptions with the same stem.
          const history = await step((tx) => suggestionIndex(tx, user.id));
          let ruled = 0;
          let suggested = 0;
          let standard = 0;
          let inserted = 0;
          const rows: ImportedTransaction[] = [];
          const tagsOf: number[][] = [];
          for (const p of fresh) {
            if (p.kind !== 'transaction') continue;
            const v = p.value;
            if (p.payeeName) v.payeeId = created.get(lower(p.payeeName)) ?? null;
            let tags: number[] = [];
            // The person's choice in the preview (a category of theirs, or none) stands over the rules' and
            // history's category; the rules' other actions still apply.
            const chosen = v.categoryId === null ? settings.lineCategories?.[String(p.row.line)] : undefined;
            if (v.categoryId === null && rules.length > 0) {
              const outcome = runRules(rules, v);
              if (chosen === undefined) v.categoryId = outcome.categoryId;
              v.payeeId ??= outcome.payeeId;
              if (outcome.description !== null) v.description = outcome.description;
              tags = outcome.tagIds;
              if (outcome.ruleIds.length > 0 && chosen === undefined) ruled++;
            }
            if (chosen !== undefined) v.categoryId = chosen;
            else if (v.categoryId === null && settings.suggestCategories) {
              v.categoryId = history.categoryFor(v.type, v.payeeId, descriptionStem(v.description));
              if (v.categoryId !== null) suggested++;
              else {
                // Below rules and history, the well-known merchant's category ("sugestão padrão").
                v.categoryId = merchantCategory(v.type, v.description)?.id ?? null;
                if (v.categoryId !== null) standard++;
              }
            }
            const statementText = statementTextOf(p.row);
            v.bankText = statementText === v.description ? null : statementText;
            rows.push(v);
            tagsOf.push(tags);
            const bill = laterBillOf(v);
            if (bill !== undefined) {
              for (const later of laterInstallments(v, bill)) {
                rows.push(later);
                tagsOf.push(tags);
              }
            }
          }
          for (const [batch, tags] of zipSlices(rows, tagsOf, INSERT_BATCH_ROWS)) {
            inserted += await step((tx) => ledger.insertImported(tx, user.id, batch, tags));
          }

          const transfers = fresh.filter((p) => p.kind === 'transfer');
          for (const batch of slices(transfers, TRANSFERS_PER_STEP)) {
            const outcomes = await step(async (tx) => {
              const written: Array<true | string> = [];
              for (const p of batch) written.push(await transferOrProblem(tx, user.id, p, importId));
              return written;
            });
            outcomes.forEach((written, i) => {
              if (written === true) inserted += 2;
              else {
                problems.push({ line: batch[i]?.row.line ?? 0, message: written });
                ignored++;
              }
            });
          }

          problems.sort((a, b) => a.line - b.line);
          const unreadable = statement.errors.length;
          return {
            inserted,
            skipped: duplicates + ignored + unreadable,
            duplicates,
            installmentsMatched: matched.size,
            ruled,
            suggested,
            standard,
            errors: problems.slice(0, MAX_REPORTED_ERRORS),
            errorCount: problems.length,
            from,
            to,
            accountId: sources.size === 1 ? ([...sources][0] ?? null) : null,
            importId: inserted > 0 ? importId : null,
          };
        },
        undoImport,
      );
      // The statement's next import offers the account this one went to (an OFX names its bank account).
      await rememberStatementAccount(database.db, user.id, statement.account, result.accountId);
      // The next reads plan with the table's new size (PGlite runs no autovacuum).
      await refreshAfterBulkWrite(database, result.inserted);
      return result;
    },
  };
}

/** Two parallel lists cut into the same slices. */
function zipSlices<A, B>(a: A[], b: B[], size: number): Array<[A[], B[]]> {
  const out: Array<[A[], B[]]> = [];
  for (let i = 0; i < a.length; i += size) out.push([a.slice(i, i + size), b.slice(i, i + size)]);
  return out;
}

/** The column of transfer destinations: the one mapped, or a header that names it. */
function findDestinationColumn(headers: string[], mapped: string | undefined): number | undefined {
  const names = headers.map(normalizeWord);
  if (mapped?.trim()) {
    const index = names.indexOf(normalizeWord(mapped));
    if (index < 0) throw badRequest(IMPORT_MESSAGES.destinationMissing(mapped.trim()));
    return index;
  }
  const index = names.findIndex((name) => DESTINATION_HEADERS.has(name));
  return index < 0 ? undefined : index;
}

/**
 * A transfer row through writeTransfer. Its accounts were checked already; a rule it still breaks (an
 * HttpError, raised before any SQL runs) ignores the row, as docs/PRODUCT.md says of failed transfers.
 * A database error is not caught: it ends the whole import.
 */
async function transferOrProblem(
  tx: Executor,
  userId: number,
  p: Extract<Planned, { kind: 'transfer' }>,
  importId: string,
): Promise<true | string> {
  try {
    await writeTransfer(tx, userId, {
      date: p.row.date,
      amountCents: p.row.amountCents,
      fromAccountId: p.from,
      toAccountId: p.to,
      description: p.description,
      status: p.row.status,
      importId,
    });
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      return IMPORT_MESSAGES.transferFailed(p.row.line, error.message);
    }
    throw error;
  }
}
