import { readActual } from './actual';
import { readFirefly } from './firefly';
import { readGnucash } from './gnucash';
import { isGnucashBook, readGnucashBook } from './gnucash-book';
import { readMeuDinheiro } from './meu-dinheiro';
import { readMobills } from './mobills';
import { readOrganizze } from './organizze';
import { readQif } from './qif';
import type { AppHistory, AppReader, AppReadOptions, SourceApp } from './types';
import { readYnab } from './ynab';

/** The reader of each app's export: what the import's API calls. */
export const READERS: Record<SourceApp, AppReader> = {
  mobills: readMobills,
  organizze: readOrganizze,
  'meu-dinheiro': readMeuDinheiro,
  actual: readActual,
  firefly: readFirefly,
  ynab: readYnab,
  qif: readQif,
  // The book itself (.gnucash, XML or SQLite) or the CSV its export menu writes: the bytes say which.
  gnucash: (bytes, fileName) =>
    isGnucashBook(bytes) ? readGnucashBook(bytes, fileName) : readGnucash(bytes, fileName),
};

/** One app's export file to its history; bad input answers errors, never a throw. */
export function readAppFile(
  app: SourceApp,
  bytes: Uint8Array,
  fileName: string,
  options: AppReadOptions = {},
): Promise<AppHistory> {
  // `options`: the preview's answers the file could not give (the order of day and month).
  return READERS[app](bytes, fileName, options);
}
