import type { Database, SqlValue } from 'sql.js';
import type { Book, BookAccount, BookTransaction, Commodity } from './gnucash-book-model';
import { postedDay } from './gnucash-book-model';

/**
 * GnuCash's SQLite book (File → Save As → sqlite3): the tables of GnuCash's SQL backend (accounts, commodities,
 * transactions, splits, slots, books). Scheduled transactions' templates are transactions whose splits are in the
 * accounts under the book's template root: they are left out.
 */

export class SqliteProblem extends Error {}

/** An SQLite database file starts with this header. */
export const isSqlite = (bytes: Uint8Array) =>
  bytes.length >= 16 && new TextDecoder().decode(bytes.subarray(0, 15)) === 'SQLite format 3';

type Row = Record<string, SqlValue>;

function query(db: Database, sql: string): Row[] {
  const result = db.exec(sql)[0];
  if (!result) return [];
  return result.values.map((values) =>
    Object.fromEntries(result.columns.map((c, i) => [c, values[i] ?? null])),
  );
}

const text = (value: SqlValue | undefined) =>
  value === null || value === undefined || value instanceof Uint8Array ? '' : String(value);
const bigint = (value: SqlValue | undefined) =>
  BigInt(typeof value === 'number' ? Math.trunc(value) : text(value) || '0');

/** '20150102230000' (GnuCash 2.6) or '2015-01-02 23:00:00' (3.x and later), in UTC, to the day posted. */
function sqlDate(value: string): string {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})[ T]?(\d{2})?/.exec(value);
  if (!match) return '';
  const [, year, month, day, hour] = match;
  return postedDay(Number(year), Number(month), Number(day), Number(hour ?? 0));
}

export async function readSqliteBook(bytes: Uint8Array): Promise<Book> {
  const { default: initSqlJs } = await import('sql.js');
  const SQL = await initSqlJs();
  let db: Database;
  try {
    db = new SQL.Database(bytes);
  } catch {
    throw new SqliteProblem('open');
  }
  try {
    return readTables(db);
  } catch (error) {
    if (error instanceof SqliteProblem) throw error;
    throw new SqliteProblem('tables');
  } finally {
    db.close();
  }
}

function readTables(db: Database): Book {
  const tables = new Set(
    query(db, "SELECT name FROM sqlite_master WHERE type = 'table'").map((r) => text(r.name)),
  );
  for (const table of ['accounts', 'commodities', 'transactions', 'splits', 'books'])
    if (!tables.has(table)) throw new SqliteProblem('not-gnucash');
  const commodities = new Map<string, Commodity>();
  for (const r of query(db, 'SELECT guid, namespace, mnemonic FROM commodities'))
    commodities.set(text(r.guid), { space: text(r.namespace), id: text(r.mnemonic) });
  const templateRoots = new Set(query(db, 'SELECT root_template_guid AS g FROM books').map((r) => text(r.g)));
  const book: Book = { accounts: new Map(), transactions: [] };
  for (const r of query(
    db,
    'SELECT guid, name, account_type, parent_guid, commodity_guid, hidden, placeholder FROM accounts',
  )) {
    const commodity = commodities.get(text(r.commodity_guid));
    const account: BookAccount = {
      guid: text(r.guid),
      name: text(r.name),
      type: text(r.account_type),
      placeholder: Number(r.placeholder) === 1,
      hidden: Number(r.hidden) === 1,
      ...(r.parent_guid ? { parent: text(r.parent_guid) } : {}),
      ...(commodity ? { commodity } : {}),
    };
    book.accounts.set(account.guid, account);
  }
  const template = new Set<string>();
  const inTemplate = (guid: string): boolean => {
    for (let at = book.accounts.get(guid), depth = 0; at && depth < 100; depth++) {
      if (templateRoots.has(at.guid)) return true;
      at = at.parent ? book.accounts.get(at.parent) : undefined;
    }
    return false;
  };
  for (const guid of book.accounts.keys()) if (inTemplate(guid)) template.add(guid);
  for (const guid of template) book.accounts.delete(guid);

  const notes = new Map<string, string>();
  if (tables.has('slots'))
    for (const r of query(db, "SELECT obj_guid, string_val FROM slots WHERE name = 'notes'"))
      notes.set(text(r.obj_guid), text(r.string_val));
  const byGuid = new Map<string, BookTransaction>();
  const templated = new Set<string>();
  for (const r of query(
    db,
    'SELECT guid, currency_guid, post_date, description FROM transactions ORDER BY post_date, enter_date, guid',
  )) {
    const guid = text(r.guid);
    const currency = commodities.get(text(r.currency_guid));
    const transaction: BookTransaction = {
      guid,
      line: byGuid.size + 1,
      date: sqlDate(text(r.post_date)),
      dateText: text(r.post_date),
      description: text(r.description),
      notes: notes.get(guid) ?? '',
      splits: [],
      ...(currency ? { currency } : {}),
    };
    byGuid.set(guid, transaction);
  }
  for (const r of query(
    db,
    `SELECT tx_guid, account_guid, memo, reconcile_state, value_num, value_denom, quantity_num, quantity_denom
       FROM splits ORDER BY rowid`,
  )) {
    const transaction = byGuid.get(text(r.tx_guid));
    if (!transaction) continue;
    const account = text(r.account_guid);
    if (template.has(account)) templated.add(transaction.guid);
    const valueDenom = bigint(r.value_denom);
    const quantityDenom = bigint(r.quantity_denom);
    if (valueDenom === 0n || quantityDenom === 0n) throw new SqliteProblem('amount');
    transaction.splits.push({
      account,
      value: { num: bigint(r.value_num), denom: valueDenom },
      quantity: { num: bigint(r.quantity_num), denom: quantityDenom },
      memo: text(r.memo),
      reconcile: text(r.reconcile_state) || 'n',
    });
  }
  book.transactions = [...byGuid.values()].filter((t) => !templated.has(t.guid));
  return book;
}
