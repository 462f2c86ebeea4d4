import type { ImportStatus } from '../../../../common/csv';
import { amountFormatByEndings } from '../../../../common/csv/amount-format';
import { type DayOrder, dayOrderOf, flexibleDate } from '../../../../common/dates';
import { type AmountFormat, parseAmount } from '../../../../common/money';
import { accountKindOf } from './account-kind';
import { categoryFromPath } from './category-path';
import { HistoryBuilder } from './history-builder';
import { splitInstallment } from './installment';
import { FILE_MESSAGES, refused } from './limits';
import { LINE_MESSAGES } from './line-messages';
import { typeOfSigned } from './signed-type';
import { csvTable } from './table';
import { NOT_TEXT, readText } from './text';
import type { AppAccountKind, AppCategoryRef, AppReader, AppRow } from './types';

/**
 * GnuCash's File → Export → "Export Transactions to CSV" (csv-transactions-export.cpp). Two layouts:
 * - simple: one line per transaction (Date, Account Name, Number, Description, Full Category Path, Reconcile,
 *   Amount With Sym, Amount Num., Value With Sym, Value Num., Rate/Price), the amount as the account sees it and
 *   the other side's full account name as the category ('-- Split Transaction --' when there are several);
 * - full: one line per split (Date, Transaction ID, Number, Description, Notes, Commodity/Currency, Void Reason,
 *   Action, Memo, Full Account Name, Account Name, Amount With Sym, Amount Num., Value With Sym, Value Num.,
 *   Reconcile, Reconcile Date, Rate/Price), the lines of one transaction sharing its id.
 * GnuCash has no categories: income and expense accounts are them ('Despesas:Alimentação:Mercado'), and the
 * person's accounts are the assets and liabilities. Dates and numbers follow the user's locale and preferences,
 * so the order of day and month and the decimal separator are decided by the file's values. The headers are
 * translated with the interface: English names are matched, and any other header of the layout's exact width
 * is read by position (the order is fixed in GnuCash's code).
 */

const SIMPLE = [
  'date',
  'account name',
  'number',
  'description',
  'full category path',
  'reconcile',
  'amount with sym',
  'amount num.',
  'value with sym',
  'value num.',
  'rate/price',
] as const;
const FULL = [
  'date',
  'transaction id',
  'number',
  'description',
  'notes',
  'commodity/currency',
  'void reason',
  'action',
  'memo',
  'full account name',
  'account name',
  'amount with sym',
  'amount num.',
  'value with sym',
  'value num.',
  'reconcile',
  'reconcile date',
  'rate/price',
] as const;

const NOT_GNUCASH =
  'O arquivo não parece uma exportação de transações do GnuCash: faltam as colunas Date, Account Name, Description e Amount Num.';

type Column<T extends readonly string[]> = T[number];

/** Where each of a layout's columns is: by its English name, or by position when the header is translated. */
function layoutColumns<T extends readonly string[]>(
  header: string[],
  names: T,
): Map<Column<T>, number> | undefined {
  const byName = new Map<Column<T>, number>();
  for (const name of names) {
    // With 'Transaction Number' for 'Number' and 'Number/Action' for 'Action' when the book uses split action.
    const alternatives =
      name === 'number'
        ? ['number', 'transaction number']
        : name === 'action'
          ? ['action', 'number/action']
          : [name];
    const index = header.findIndex((cell) => alternatives.includes(cell));
    if (index >= 0) byName.set(name, index);
  }
  if (byName.size === names.length) return byName;
  if (byName.size === 0 && header.length === names.length) return new Map(names.map((name, i) => [name, i]));
  return undefined;
}

export type Side = 'own' | 'category' | 'equity';

/**
 * How a GnuCash reader knows an account by its full name: its side (the person's own, a category, equity) and the
 * name Grana gives it. The CSV is read by the names' words; the book (gnucash-book.ts) by the accounts' types.
 */
export interface AccountReading {
  side(fullName: string): { side: Side; kind?: AppAccountKind };
  name(fullName: string): string;
}

/** What an account is, by its top-level account (GnuCash's default trees, in English and Portuguese). */
function readSide(fullName: string): { side: Side; kind?: AppAccountKind } {
  const top = (fullName.split(':')[0] ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
  if (/^(expense|despesa|gasto|income|receita|rendimento|renda)/.test(top)) return { side: 'category' };
  if (/^(equity|patrimonio|capital|saldos? inicia)/.test(top)) return { side: 'equity' };
  const short = shortName(fullName);
  if (/^(liabilit|passivo)/.test(top)) {
    return { side: 'own', kind: accountKindOf(fullName) === 'credit_card' ? 'credit_card' : 'checking' };
  }
  const kind = accountKindOf(fullName);
  return { side: 'own', kind: kind === 'checking' ? accountKindOf(short) : kind };
}

/** The account's own name, the last part of its full name ('Ativos:Ativo Circulante:Itaú Conta' → 'Itaú Conta'). */
// A book has tens of accounts and a file thousands of lines: each account is classified once per file.
let sides = new Map<string, { side: Side; kind?: AppAccountKind }>();
function sideOf(fullName: string): { side: Side; kind?: AppAccountKind } {
  let side = sides.get(fullName);
  if (!side) {
    side = readSide(fullName);
    sides.set(fullName, side);
  }
  return side;
}

export function shortName(fullName: string): string {
  return (fullName.split(':').at(-1) ?? fullName).trim() || fullName.trim();
}

/** An income or expense account as a category: its path without the top level, cut to the last two levels. */
function categoryOfAccount(fullName: string): AppCategoryRef | undefined {
  const parts = fullName.split(':').slice(1);
  if (parts.length === 0) return categoryFromPath(fullName, /\s*:\s*/);
  return categoryFromPath(parts.join(':'), /\s*:\s*/);
}

const CSV_ACCOUNTS: AccountReading = { side: sideOf, name: shortName };

function statusOf(reconcile: string): ImportStatus {
  const mark = reconcile.trim().toLowerCase();
  if (mark === 'y' || mark === 'r') return 'RECONCILED';
  if (mark === 'c') return 'CLEARED';
  return 'PENDING';
}

const isVoid = (reconcile: string) => reconcile.trim().toLowerCase() === 'v';

export interface SplitLine {
  line: number;
  account: string;
  cents: number;
  memo: string;
  reconcile: string;
}

export interface Transaction {
  line: number;
  id: string;
  date: string;
  description: string;
  notes: string;
  splits: SplitLine[];
}

export const readGnucash: AppReader = async (bytes) => {
  const read = readText(bytes, NOT_TEXT);
  if ('problem' in read) return refused('gnucash', read.problem);
  const { parsed, header, tooMany } = csvTable(read.text);
  if (tooMany) return refused('gnucash', FILE_MESSAGES.tooManyRows);
  const full = layoutColumns(header, FULL);
  const simple = full ? undefined : layoutColumns(header, SIMPLE);
  if (!full && !simple) return refused('gnucash', NOT_GNUCASH);
  const history = new HistoryBuilder('gnucash');
  // Reading is synchronous from here on, so the cache cannot mix two files.
  sides = new Map();
  const records = parsed.rows.slice(1);
  const lines = parsed.lines.slice(1);
  const at = (columns: Map<string, number>, cells: string[], name: string) => {
    const index = columns.get(name);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const columns = (full ?? simple) as Map<string, number>;
  const order = dayOrderOf(records.map((cells) => at(columns, cells, 'date')));
  const format = amountFormatByEndings(records.map((cells) => at(columns, cells, 'amount num.')));
  const file: GnucashFile = { records, lines, columns, order, format, at };
  if (full) readFull(file, history);
  else readSimple(file, history);
  return history.build();
};

type Cell = (columns: Map<string, number>, cells: string[], name: string) => string;

/** What both layouts' readers take: the records under the header, their lines, the columns and the file's formats. */
interface GnucashFile {
  records: string[][];
  lines: number[];
  columns: Map<string, number>;
  order: DayOrder;
  format: AmountFormat;
  at: Cell;
}

function readSimple(file: GnucashFile, history: HistoryBuilder): void {
  const { records, lines, columns, order, format, at } = file;
  for (let i = 0; i < records.length; i++) {
    const cells = records[i] ?? [];
    const line = lines[i] ?? i + 2;
    const cell = (name: string) => at(columns, cells, name);
    const date = flexibleDate(cell('date'), order);
    if (!date) {
      history.error(line, LINE_MESSAGES.badDate(line, cell('date')));
      continue;
    }
    const signed = parseAmount(cell('amount num.'), format);
    if (signed === null) {
      history.error(line, LINE_MESSAGES.badAmount(line, cell('amount num.')));
      continue;
    }
    if (signed === 0 || isVoid(cell('reconcile'))) continue;
    let accountFull = cell('account name');
    let otherFull = cell('full category path');
    let cents: number = signed;
    // An income or expense account exported with the others: the line is read from the other side.
    if (sideOf(accountFull).side !== 'own' && otherFull && sideOf(otherFull).side === 'own') {
      [accountFull, otherFull] = [otherFull, accountFull];
      cents = -cents;
    }
    if (accountFull === '' || sideOf(accountFull).side !== 'own') {
      history.error(line, LINE_MESSAGES.noAccount(line));
      continue;
    }
    const split: SplitLine = { line, account: accountFull, cents, memo: '', reconcile: cell('reconcile') };
    const transaction: Transaction = {
      line,
      id: '',
      date,
      description: cell('description'),
      notes: '',
      splits: [split],
    };
    // '-- Split Transaction --' (translated with the interface) has no account: the line keeps no category.
    const other = otherFull && !otherFull.startsWith('--') ? otherFull : '';
    if (other) transaction.splits.push({ line, account: other, cents: -cents, memo: '', reconcile: '' });
    addTransaction(transaction, history);
  }
}

function readFull(file: GnucashFile, history: HistoryBuilder): void {
  const { records, lines, columns, order, format, at } = file;
  const transactions = new Map<string, Transaction>();
  const broken = new Set<string>();
  let lastId = '';
  for (let i = 0; i < records.length; i++) {
    const cells = records[i] ?? [];
    const line = lines[i] ?? i + 2;
    const cell = (name: string) => at(columns, cells, name);
    // A line without its transaction's id (an older layout, a file edited by hand) belongs to the one above it.
    const id = cell('transaction id') || lastId || `linha-${line}`;
    lastId = id;
    if (broken.has(id)) continue;
    let transaction = transactions.get(id);
    if (!transaction) {
      const date = flexibleDate(cell('date'), order);
      if (!date) {
        broken.add(id);
        history.error(line, LINE_MESSAGES.badDate(line, cell('date')));
        continue;
      }
      transaction = { line, id, date, description: cell('description'), notes: cell('notes'), splits: [] };
      // A voided transaction is exported with its former amounts (GnuCash's t_void): it is left out.
      if (cell('void reason') !== '') broken.add(id);
      else transactions.set(id, transaction);
      if (broken.has(id)) continue;
    }
    const cents = parseAmount(cell('amount num.'), format);
    if (cents === null) {
      broken.add(id);
      transactions.delete(id);
      history.error(line, LINE_MESSAGES.badAmount(line, cell('amount num.')));
      continue;
    }
    transaction.splits.push({
      line,
      account: cell('full account name'),
      cents,
      memo: cell('memo'),
      reconcile: cell('reconcile'),
    });
  }
  for (const transaction of transactions.values()) addTransaction(transaction, history);
}

/**
 * One transaction's splits to rows. The splits in the person's accounts carry the money; the income and expense
 * splits are its categories, each one a row (Grana has no split import yet: a multi-split transaction becomes one
 * row per part, with the same date, account and description). Two accounts of the person are a transfer; with
 * more, each moves money to or from the one holding the largest amount.
 */
export function addTransaction(
  transaction: Transaction,
  history: HistoryBuilder,
  accounts: AccountReading = CSV_ACCOUNTS,
): void {
  const sideOf = accounts.side;
  const shortName = accounts.name;
  const own: SplitLine[] = [];
  const others: SplitLine[] = [];
  for (const split of transaction.splits) {
    if (split.cents === 0 || split.account === '') continue;
    const { side, kind } = sideOf(split.account);
    if (side === 'own') {
      history.account(shortName(split.account), kind);
      own.push(split);
    } else others.push(split);
  }
  if (own.length === 0) return;
  // Against "Patrimônio Líquido:Saldos Iniciais" (Equity:Opening Balances) alone: each account's opening balance.
  if (others.length > 0 && others.every((split) => sideOf(split.account).side === 'equity')) {
    for (const split of own) history.opening(shortName(split.account), split.cents);
    return;
  }
  const hub = own.reduce((a, b) => (Math.abs(b.cents) > Math.abs(a.cents) ? b : a));
  const hubName = shortName(hub.account);
  const { description, installment } = splitInstallment(transaction.description);
  const base = (split: SplitLine) => {
    const notes = split.memo || transaction.notes;
    const row = {
      line: split.line,
      date: transaction.date,
      description,
      tags: [] as string[],
      status: statusOf(hub.reconcile),
      ...(notes ? { notes } : {}),
      ...(transaction.id && !transaction.id.startsWith('linha-') ? { sourceId: transaction.id } : {}),
      ...(installment ? { installment } : {}),
    };
    return row;
  };
  for (const split of own) {
    if (split === hub) continue;
    const name = shortName(split.account);
    const [from, to] = split.cents < 0 ? [name, hubName] : [hubName, name];
    history.row({
      ...base(split),
      line: transaction.line,
      amountCents: Math.abs(split.cents),
      type: 'TRANSFER',
      account: from,
      destination: to,
    });
  }
  for (const split of others) {
    // The money as the person's account sees it: an expense split's debit is money out of it.
    const cents = -split.cents;
    const row: AppRow = {
      ...base(split),
      line: transaction.line,
      amountCents: Math.abs(cents),
      type: typeOfSigned(cents),
      account: hubName,
    };
    const category = sideOf(split.account).side === 'category' ? categoryOfAccount(split.account) : undefined;
    if (category) row.category = category;
    history.row(row);
  }
  // A transaction of the person's accounts alone, whose amounts do not cancel out (a split left unbalanced).
  if (others.length === 0 && own.length === 1) {
    history.row({
      ...base(hub),
      amountCents: Math.abs(hub.cents),
      type: typeOfSigned(hub.cents),
      account: hubName,
    });
  }
}
