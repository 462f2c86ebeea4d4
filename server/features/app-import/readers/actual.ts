import type { Database, SqlValue } from 'sql.js';
import type { ImportStatus } from '../../../../common/csv';
import { parseDate } from '../../../../common/dates';
import { parseAmount } from '../../../../common/money';
import { categoryFromPath } from './category-path';
import { HistoryBuilder } from './history-builder';
import { FILE_MESSAGES, MAX_APP_ROWS, refused, sizeProblem } from './limits';
import { LINE_MESSAGES } from './line-messages';
import { typeOfSigned } from './signed-type';
import { columnIndexes, csvTable } from './table';
import { hashTags } from './tags';
import { readText } from './text';
import type { AppCategoryRef, AppHistory, AppReader, AppRow } from './types';
import { isZip, openZip } from './zip';

/**
 * Actual Budget writes two exports. An account's (or all accounts') "Export" writes a CSV of transactions
 * (Account, Date, Payee, Notes, Category, Amount, Split_Amount, Cleared: loot-core's exportQueryToCSV); Settings
 * → "Export data" writes a zip holding the budget's db.sqlite and metadata.json, which this reader opens with
 * sql.js to read accounts, category groups (the parents), categories, payees and transactions. Amounts in the
 * database are already integer cents; those in the CSV are decimals with a dot.
 */

const NOT_ACTUAL =
  'O arquivo não parece uma exportação do Actual Budget: envie o CSV de transações (colunas Account, Date, Payee, Amount) ou o .zip de "Export data"';

export const readActual: AppReader = async (bytes) => {
  const problem = sizeProblem(bytes);
  if (problem) return refused('actual', problem);
  if (isZip(bytes)) return readActualZip(bytes);
  const text = readText(bytes, NOT_ACTUAL);
  if ('problem' in text) return refused('actual', text.problem);
  return readActualCsv(text.text);
};

// ---------------------------------------------------------------------------------------------------------------
// The transactions CSV

const CSV_COLUMNS = {
  account: 'Account',
  date: 'Date',
  payee: 'Payee',
  notes: 'Notes',
  category: 'Category',
  amount: 'Amount',
  splitAmount: 'Split_Amount',
  cleared: 'Cleared',
  reconciled: 'Reconciled',
} as const;

// The export marks a split's parent '(SPLIT INTO 3) notes' and each part '(SPLIT 1 OF 3) notes'.
const SPLIT_PARENT = /^\(SPLIT INTO \d+\)\s?/;
const SPLIT_PART = /^\(SPLIT \d+ OF \d+\)\s?/;

function readActualCsv(text: string): AppHistory {
  const { parsed, header, tooMany } = csvTable(text, ',');
  if (tooMany) return refused('actual', FILE_MESSAGES.tooManyRows);
  const col = columnIndexes(header, CSV_COLUMNS);
  if (col.account < 0 || col.date < 0 || col.amount < 0 || col.payee < 0)
    return refused('actual', NOT_ACTUAL);
  const history = new HistoryBuilder('actual');
  // A transfer's payee is the other account's name: the accounts the file names are known first.
  const accountNames = new Set<string>();
  for (let i = 1; i < parsed.rows.length; i++) {
    const name = (parsed.rows[i]?.[col.account] ?? '').trim();
    if (name !== '') accountNames.add(name);
  }
  for (const name of accountNames) history.account(name);

  for (let i = 1; i < parsed.rows.length; i++) {
    const cells = parsed.rows[i] ?? [];
    const line = parsed.lines[i] ?? i + 1;
    const cell = (index: number) => (index < 0 ? '' : (cells[index] ?? '').trim());
    const account = cell(col.account);
    if (account === '') {
      history.error(line, LINE_MESSAGES.noAccount(line));
      continue;
    }
    const date = parseDate(cell(col.date), 'YYYY-MM-DD');
    if (!date) {
      history.error(line, LINE_MESSAGES.badDate(line, cell(col.date)));
      continue;
    }
    let notes = cell(col.notes);
    // A split's parent only repeats the total of its parts (Amount 0, the total in Split_Amount): the parts are read.
    if (SPLIT_PARENT.test(notes)) continue;
    notes = notes.replace(SPLIT_PART, '');
    const cents = parseAmount(cell(col.amount), 'dot');
    if (cents === null) {
      history.error(line, LINE_MESSAGES.badAmount(line, cell(col.amount)));
      continue;
    }
    if (cents === 0) continue;
    const payee = cell(col.payee);
    const status = csvStatus(cell(col.cleared), cell(col.reconciled));
    const category = cell(col.category);
    const isTransfer = category === '' && payee !== account && accountNames.has(payee);
    const ref = category && !isTransfer ? categoryFromPath(category, /\s*:\s*/) : undefined;
    addActualLine(history, {
      line,
      date,
      cents,
      account,
      payee,
      notes,
      status,
      ...(isTransfer ? { other: payee } : {}),
      ...(ref ? { category: ref } : {}),
    });
  }
  return history.build();
}

function csvStatus(cleared: string, reconciled: string): ImportStatus {
  const word = cleared.toLowerCase();
  if (word === 'reconciled' || reconciled.toLowerCase() === 'true') return 'RECONCILED';
  if (word === 'cleared' || word === 'true') return 'CLEARED';
  return 'PENDING';
}

// ---------------------------------------------------------------------------------------------------------------
// The "Export data" zip

const NOT_ACTUAL_ZIP = 'O .zip não parece um "Export data" do Actual Budget: falta o db.sqlite';
const BROKEN_ZIP = 'O arquivo .zip está corrompido ou não é um zip';
const BAD_DATABASE = 'O db.sqlite do Actual Budget não pôde ser aberto: o arquivo está corrompido';

async function readActualZip(bytes: Uint8Array): Promise<AppHistory> {
  // openZip refuses a zip bomb by the sizes the zip declares, before anything is unpacked.
  const zip = await openZip(bytes);
  if (zip === 'too-big') return refused('actual', FILE_MESSAGES.tooBig);
  if (zip === null) return refused('actual', BROKEN_ZIP);
  const entry = zip.file('db.sqlite') ?? zip.file(/(^|\/)db\.sqlite$/)[0];
  if (!entry) return refused('actual', NOT_ACTUAL_ZIP);
  let database: Uint8Array;
  try {
    database = await entry.async('uint8array');
  } catch {
    return refused('actual', BROKEN_ZIP);
  }
  let db: Database | undefined;
  try {
    // Loaded for an export zip only (see table.ts's Excel).
    const { default: initSqlJs } = await import('sql.js');
    const SQL = await initSqlJs();
    db = new SQL.Database(database);
    return readActualDatabase(db);
  } catch {
    return refused('actual', BAD_DATABASE);
  } finally {
    db?.close();
  }
}

type DbRecord = { [column: string]: SqlValue };

function query(db: Database, sql: string): DbRecord[] {
  const result = db.exec(sql)[0];
  if (!result) return [];
  return result.values.map((values) => {
    const record: DbRecord = {};
    result.columns.forEach((column, i) => {
      record[column] = values[i] ?? null;
    });
    return record;
  });
}

function columnsOf(db: Database, table: string): Set<string> {
  return new Set(query(db, `PRAGMA table_info(${table})`).map((r) => String(r.name)));
}

const text = (value: SqlValue | undefined) => (typeof value === 'string' ? value.trim() : '');
const flag = (value: SqlValue | undefined) => value === 1 || value === '1';

function readActualDatabase(db: Database): AppHistory {
  const tables = new Set(
    query(db, "SELECT name FROM sqlite_master WHERE type = 'table'").map((r) => String(r.name)),
  );
  for (const table of ['accounts', 'transactions', 'categories', 'category_groups']) {
    if (!tables.has(table)) return refused('actual', NOT_ACTUAL_ZIP);
  }
  const count = Number(query(db, 'SELECT COUNT(*) AS n FROM transactions WHERE tombstone = 0')[0]?.n ?? 0);
  if (count > MAX_APP_ROWS) return refused('actual', FILE_MESSAGES.tooManyRows);

  const history = new HistoryBuilder('actual');
  // Deleted rows stay in Actual's tables with tombstone = 1: they are skipped everywhere.
  const accounts = new Map<string, string>();
  for (const r of query(db, 'SELECT id, name FROM accounts WHERE tombstone = 0 ORDER BY sort_order, name')) {
    const name = text(r.name);
    if (name === '') continue;
    accounts.set(String(r.id), name);
    history.account(name);
  }

  const groups = new Map<string, string>();
  for (const r of query(
    db,
    'SELECT id, name, is_income FROM category_groups WHERE tombstone = 0 ORDER BY sort_order',
  )) {
    groups.set(String(r.id), text(r.name));
  }
  const categories = new Map<string, { name: string; parent?: string }>();
  for (const r of query(
    db,
    'SELECT id, name, cat_group, is_income FROM categories WHERE tombstone = 0 ORDER BY sort_order',
  )) {
    const parent = groups.get(String(r.cat_group));
    const name = text(r.name);
    if (name === '') continue;
    const ref = parent ? { name, parent } : { name };
    categories.set(String(r.id), ref);
    if (parent) history.declareCategory({ name: parent }, flag(r.is_income));
    history.declareCategory(ref, flag(r.is_income));
  }
  // Merged categories and payees keep their old id in the transactions; the mappings name the one that stayed.
  const categoryMap = tables.has('category_mapping')
    ? new Map(
        query(db, 'SELECT id, transferId FROM category_mapping').map((r) => [
          String(r.id),
          String(r.transferId),
        ]),
      )
    : new Map<string, string>();
  const payees = new Map<string, { name: string; transferAccount?: string }>();
  if (tables.has('payees')) {
    const payeeColumns = columnsOf(db, 'payees');
    const transferColumn = payeeColumns.has('transfer_acct') ? 'transfer_acct' : 'NULL';
    for (const r of query(db, `SELECT id, name, ${transferColumn} AS transfer_acct FROM payees`)) {
      const entry: { name: string; transferAccount?: string } = { name: text(r.name) };
      if (r.transfer_acct) entry.transferAccount = String(r.transfer_acct);
      payees.set(String(r.id), entry);
    }
  }
  const payeeMap = tables.has('payee_mapping')
    ? new Map(
        query(db, 'SELECT id, targetId FROM payee_mapping').map((r) => [String(r.id), String(r.targetId)]),
      )
    : new Map<string, string>();

  const columns = columnsOf(db, 'transactions');
  const optional = (name: string) => (columns.has(name) ? name : `NULL AS ${name}`);
  const rows = query(
    db,
    `SELECT id, isParent, isChild, acct, category, amount, description, notes, date,
       ${optional('parent_id')}, ${optional('transferred_id')}, ${optional('cleared')}, ${optional('reconciled')}
     FROM transactions WHERE tombstone = 0 ORDER BY date, sort_order DESC, id`,
  );
  const liveParents = new Set(rows.filter((r) => flag(r.isParent)).map((r) => String(r.id)));

  rows.forEach((r, index) => {
    // No lines in a database: a row's place in date order stands for it.
    const line = index + 1;
    // A split's parent holds the total of its parts; Grana has no split import yet, so each part is one row.
    if (flag(r.isParent)) return;
    if (flag(r.isChild) && !liveParents.has(String(r.parent_id))) return;
    const account = accounts.get(String(r.acct));
    if (!account) return;
    const date = isoFromActualDate(r.date);
    if (!date) {
      history.error(line, LINE_MESSAGES.badDate(line, String(r.date)));
      return;
    }
    const cents = typeof r.amount === 'number' && Number.isSafeInteger(r.amount) ? r.amount : null;
    if (cents === null) {
      history.error(line, LINE_MESSAGES.badAmount(line, String(r.amount)));
      return;
    }
    if (cents === 0) return;
    const payeeId = r.description === null ? '' : String(r.description);
    const payee = payees.get(payeeMap.get(payeeId) ?? payeeId);
    const notes = text(r.notes);
    const status: ImportStatus = flag(r.reconciled) ? 'RECONCILED' : flag(r.cleared) ? 'CLEARED' : 'PENDING';
    const transferAccount = payee?.transferAccount ? accounts.get(payee.transferAccount) : undefined;
    const id = String(r.id);
    const isTransfer = transferAccount !== undefined && transferAccount !== account;
    const other = r.transferred_id ? String(r.transferred_id) : '';
    const categoryId = r.category === null ? '' : String(r.category);
    const category = isTransfer ? undefined : categories.get(categoryMap.get(categoryId) ?? categoryId);
    addActualLine(history, {
      line,
      date,
      cents,
      account,
      payee: payee?.name ?? '',
      notes,
      status,
      sourceId: id,
      ...(isTransfer ? { other: transferAccount } : {}),
      ...(isTransfer && other ? { link: [id, other].sort().join('|') } : {}),
      ...(category ? { category } : {}),
    });
  });
  return history.build();
}

/** The payee of an account's first line in Actual: its opening balance. */
const STARTING_BALANCE = 'Starting Balance';

/** One line of money in an account, as both exports give it. */
interface ActualLine {
  line: number;
  date: string;
  /** Signed as the account sees it. */
  cents: number;
  account: string;
  payee: string;
  notes: string;
  status: ImportStatus;
  sourceId?: string;
  /** The other account of a transfer: the line is one leg of it. */
  other?: string;
  /** The two transactions' ids of a transfer (the database's transferred_id), which pair its legs. */
  link?: string;
  category?: AppCategoryRef;
}

/** A line to the history: a transfer leg (tags from '#' in the notes), or a row with its payee and category. */
function addActualLine(history: HistoryBuilder, actual: ActualLine): void {
  const { line, date, cents, account, payee, notes, status } = actual;
  const common = {
    line,
    date,
    account,
    tags: hashTags(notes),
    status,
    ...(actual.sourceId !== undefined ? { sourceId: actual.sourceId } : {}),
    ...(notes ? { notes } : {}),
  };
  // The line Actual writes when an account is added with a balance (its category 'Starting Balances').
  if (payee === STARTING_BALANCE && actual.other === undefined) {
    history.opening(account, cents);
    return;
  }
  if (actual.other !== undefined) {
    history.transferLeg({
      ...common,
      ...(actual.link !== undefined ? { link: actual.link } : {}),
      signedCents: cents,
      other: actual.other,
      description: notes || 'Transferência',
    });
    return;
  }
  const row: AppRow = {
    ...common,
    amountCents: Math.abs(cents),
    type: typeOfSigned(cents),
    description: payee || notes,
  };
  if (payee) row.payee = payee;
  if (actual.category) row.category = actual.category;
  history.row(row);
}

/** Actual stores a date as the integer 20260305. */
function isoFromActualDate(value: SqlValue | undefined): string | null {
  const digits = String(value ?? '');
  if (!/^\d{8}$/.test(digits)) return null;
  return parseDate(`${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`, 'YYYY-MM-DD');
}
