import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { quoted } from '../../../../common/csv/limits';
import { accountKindOf } from './account-kind';
import { type AccountReading, addTransaction, type Side, type SplitLine, shortName } from './gnucash';
import {
  type Book,
  type BookAccount,
  type BookTransaction,
  fractionToCents,
  isCurrency,
} from './gnucash-book-model';
import { isSqlite, readSqliteBook, SqliteProblem } from './gnucash-book-sqlite';
import { looksLikeGnucashXml, readXmlBook, XmlProblem } from './gnucash-book-xml';
import { HistoryBuilder } from './history-builder';
import { FILE_MESSAGES, MAX_APP_ROWS, MAX_UNPACKED_BYTES, refused, sizeProblem } from './limits';
import type { AppAccountKind, AppHistory, AppReader } from './types';

/**
 * A GnuCash book read directly: the .gnucash file itself, in either of GnuCash's storage formats: XML (gzip-compressed,
 * GnuCash's default, or plain) or SQLite. The accounts' types say what each is: bank, cash, credit card, asset and
 * liability accounts are the person's accounts; income and expense accounts are categories ('Despesas:Carro:
 * Combustível' → Carro › Combustível, one level of subcategory as Grana keeps); a transaction against equity alone
 * ('Saldos Iniciais', Opening Balances) is the account's opening balance. Amounts are GnuCash's exact fractions in
 * cents. Grana keeps reais: a transaction in another currency, or moving stocks and funds, is left out and said.
 */

const BOOK_MESSAGES = {
  notBook: 'O arquivo não parece um livro do GnuCash (.gnucash salvo em XML ou SQLite).',
  badGzip: 'O livro do GnuCash está corrompido: não foi possível descompactá-lo.',
  tooBigUnpacked: `O livro do GnuCash descompactado passa de ${MAX_UNPACKED_BYTES / 1024 / 1024} MB. Salve um livro menor (Arquivo → Salvar como).`,
  badXml: 'O livro do GnuCash está corrompido: o XML não pôde ser lido até o fim.',
  badSqlite:
    'O livro do GnuCash (SQLite) não pôde ser aberto: o arquivo está corrompido ou não é de um livro do GnuCash.',
  otherCurrency: (codes: string) =>
    `O livro do GnuCash está em ${codes}: o Grana guarda valores em reais (BRL) e não converte moedas.`,
} as const;

const gunzipAsync = promisify(gunzip);

/** GnuCash's default XML book is gzip-compressed: 1f 8b. */
const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** Whether the bytes are a GnuCash book (compressed, SQLite or XML) rather than a CSV exported by GnuCash. */
export function isGnucashBook(bytes: Uint8Array): boolean {
  if (isGzip(bytes) || isSqlite(bytes)) return true;
  return looksLikeGnucashXml(new TextDecoder().decode(bytes.subarray(0, 4096)));
}

export const readGnucashBook: AppReader = async (bytes) => {
  const problem = sizeProblem(bytes);
  if (problem) return refused('gnucash', problem);
  let book: Book;
  if (isSqlite(bytes)) {
    try {
      book = await readSqliteBook(bytes);
    } catch (error) {
      if (error instanceof SqliteProblem) return refused('gnucash', BOOK_MESSAGES.badSqlite);
      throw error;
    }
  } else {
    let xmlBytes = bytes;
    if (isGzip(bytes)) {
      try {
        // The bound is the unpacking's own: a gzip bomb stops at the limit, never held whole.
        xmlBytes = await gunzipAsync(bytes, { maxOutputLength: MAX_UNPACKED_BYTES });
      } catch (error) {
        const tooBig =
          error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
        return refused('gnucash', tooBig ? BOOK_MESSAGES.tooBigUnpacked : BOOK_MESSAGES.badGzip);
      }
    }
    const xml = new TextDecoder().decode(xmlBytes);
    if (!looksLikeGnucashXml(xml.slice(0, 4096))) return refused('gnucash', BOOK_MESSAGES.notBook);
    try {
      book = readXmlBook(xml);
    } catch (error) {
      if (error instanceof XmlProblem) return refused('gnucash', BOOK_MESSAGES.badXml);
      throw error;
    }
  }
  if (book.transactions.length > MAX_APP_ROWS) return refused('gnucash', FILE_MESSAGES.tooManyRows);
  return historyOfBook(book);
};

/** GnuCash's account types as Grana reads them: the person's accounts (with their kind), categories, equity. */
function sideOfType(account: BookAccount): { side: Side | 'root'; kind?: AppAccountKind } {
  const guess = accountKindOf(account.name);
  switch (account.type) {
    case 'ROOT':
      return { side: 'root' };
    case 'INCOME':
    case 'EXPENSE':
      return { side: 'category' };
    // Trading accounts balance a transaction between currencies; they hold none of the person's money.
    case 'EQUITY':
    case 'TRADING':
      return { side: 'equity' };
    case 'CASH':
      return { side: 'own', kind: 'cash' };
    case 'CREDIT':
      return { side: 'own', kind: 'credit_card' };
    case 'BANK':
      return { side: 'own', kind: guess === 'savings' ? 'savings' : 'checking' };
    case 'STOCK':
    case 'MUTUAL':
      return { side: 'own', kind: 'investment' };
    case 'LIABILITY':
    case 'PAYABLE':
      return { side: 'own', kind: guess === 'credit_card' ? 'credit_card' : 'checking' };
    default:
      return { side: 'own', kind: guess === 'credit_card' ? 'checking' : guess };
  }
}

const day = (iso: string) => iso.split('-').reverse().join('/');

/** How a transaction the book holds is named in a message: its date and description. */
const named = (t: BookTransaction) =>
  `Transação${t.date ? ` de ${day(t.date)}` : ''}${t.description ? ` "${quoted(t.description)}"` : ''}`;

const TRANSACTION_MESSAGES = {
  badDate: (t: BookTransaction) => `${named(t)}: data inválida ("${quoted(t.dateText)}"); não importada.`,
  currency: (t: BookTransaction, code: string) =>
    `${named(t)}: em ${quoted(code)}; o Grana guarda valores em reais (BRL) e não converte moedas. Não importada.`,
  security: (t: BookTransaction, code: string) =>
    `${named(t)}: movimenta ${quoted(code)} (ações ou fundos), que a importação do GnuCash não traz; lance-a em Investimentos.`,
  fraction: (t: BookTransaction) => `${named(t)}: valor com fração de centavo; não importada.`,
  noAccount: (t: BookTransaction) => `${named(t)}: uma das partes não tem conta no livro; não importada.`,
} as const;

export function historyOfBook(book: Book): AppHistory {
  const fullNames = new Map<string, string>();
  const fullName = (guid: string): string => {
    let name = fullNames.get(guid);
    if (name !== undefined) return name;
    const parts: string[] = [];
    for (let at = book.accounts.get(guid), depth = 0; at && at.type !== 'ROOT' && depth < 100; depth++) {
      parts.unshift(at.name.replaceAll(':', ' '));
      at = at.parent ? book.accounts.get(at.parent) : undefined;
    }
    name = parts.join(':');
    fullNames.set(guid, name);
    return name;
  };
  const byFullName = new Map<string, BookAccount>();
  for (const account of book.accounts.values())
    if (account.type !== 'ROOT') byFullName.set(fullName(account.guid), account);
  // The person's accounts are named by their own name; two of the same name by their parent's too.
  const shortCount = new Map<string, number>();
  for (const [full, account] of byFullName)
    if (sideOfType(account).side === 'own')
      shortCount.set(shortName(full), (shortCount.get(shortName(full)) ?? 0) + 1);
  const reading: AccountReading = {
    side(full) {
      const account = byFullName.get(full);
      const side = account ? sideOfType(account) : { side: 'equity' as const };
      return side.side === 'root' ? { side: 'equity' } : (side as { side: Side; kind?: AppAccountKind });
    },
    name(full) {
      const short = shortName(full);
      return (shortCount.get(short) ?? 0) > 1 ? full.split(':').slice(-2).join(' › ') : short;
    },
  };

  const history = new HistoryBuilder('gnucash');
  const currencies = new Set<string>();
  for (const t of book.transactions) {
    const problem = transactionProblem(t, book, currencies);
    if (problem) {
      history.error(t.line, problem);
      continue;
    }
    const splits: SplitLine[] = [];
    for (const split of t.splits) {
      if (split.reconcile === 'v') continue;
      const cents = fractionToCents(split.value) as number;
      splits.push({
        line: t.line,
        account: fullName(split.account),
        cents,
        memo: split.memo,
        reconcile: split.reconcile,
      });
    }
    addTransaction(
      { line: t.line, id: t.guid, date: t.date, description: t.description, notes: t.notes, splits },
      history,
      reading,
    );
  }
  const result = history.build();
  // A book kept in another currency throughout: said once, not once per transaction.
  if (result.rows.length === 0 && result.openings.length === 0 && currencies.size > 0)
    return refused('gnucash', BOOK_MESSAGES.otherCurrency([...currencies].sort().join(', ')));
  return result;
}

/** Why a transaction cannot be read in reais, or undefined when it can. `currencies` collects the others met. */
function transactionProblem(t: BookTransaction, book: Book, currencies: Set<string>): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(t.date)) return TRANSACTION_MESSAGES.badDate(t);
  const currency = t.currency;
  if (!isCurrency(currency) || currency?.id !== 'BRL') {
    const code = currency?.id ?? '?';
    currencies.add(code);
    return TRANSACTION_MESSAGES.currency(t, code);
  }
  for (const split of t.splits) {
    const account = book.accounts.get(split.account);
    if (!account) return TRANSACTION_MESSAGES.noAccount(t);
    if (split.reconcile === 'v') continue;
    const side = sideOfType(account).side;
    if (side === 'own' && account.commodity && !isCurrency(account.commodity))
      return TRANSACTION_MESSAGES.security(t, account.commodity.id);
    // An account of the person's kept in another currency holds other money than the split's value in reais.
    if (side === 'own' && account.commodity && account.commodity.id !== 'BRL') {
      currencies.add(account.commodity.id);
      return TRANSACTION_MESSAGES.currency(t, account.commodity.id);
    }
    if (fractionToCents(split.value) === null) return TRANSACTION_MESSAGES.fraction(t);
  }
  return undefined;
}
