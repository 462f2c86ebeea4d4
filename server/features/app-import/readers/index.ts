import { readActual } from './actual';
import { readFirefly } from './firefly';
import { readGnucash } from './gnucash';
import { readMeuDinheiro } from './meu-dinheiro';
import { readMobills } from './mobills';
import { readOrganizze } from './organizze';
import { readQif } from './qif';
import type { AppHistory, AppReader, SourceApp } from './types';
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
  gnucash: readGnucash,
};

/** One app's export file to its history; bad input answers errors, never a throw. */
export function readAppFile(app: SourceApp, bytes: Uint8Array, fileName: string): Promise<AppHistory> {
  return READERS[app](bytes, fileName);
}
