import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import initSqlJs from 'sql.js';

/**
 * The real GnuCash books the tests read (server/features/app-import/readers/real-files/, SOURCES.md there). None is
 * kept in reais: the figures are read from a copy whose currency is renamed BRL, every amount untouched.
 */
export const gnucashBook = (name: string) =>
  new Uint8Array(
    readFileSync(
      fileURLToPath(new URL(`../features/app-import/readers/real-files/${name}`, import.meta.url)),
    ),
  );

/** A SQLite book with its `currency` renamed BRL. */
export async function sqliteBookInReais(name: string, currency: string): Promise<Uint8Array> {
  const SQL = await initSqlJs();
  const db = new SQL.Database(gnucashBook(name));
  db.run('UPDATE commodities SET mnemonic = ? WHERE mnemonic = ?', ['BRL', currency]);
  const bytes = db.export();
  db.close();
  return bytes;
}

/** An XML book's text with its `currency` renamed BRL. */
export const xmlBookInReais = (name: string, currency: string) =>
  new TextDecoder()
    .decode(gnucashBook(name))
    .replaceAll(`<cmdty:id>${currency}</cmdty:id>`, '<cmdty:id>BRL</cmdty:id>');

/** The XML as GnuCash saves it by default: gzip-compressed. */
export const gzipped = (text: string) => new Uint8Array(gzipSync(Buffer.from(text)));
