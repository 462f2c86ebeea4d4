import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import {
  gzipped as gzip,
  gnucashBook as realFile,
  sqliteBookInReais as sqliteInReais,
  xmlBookInReais as xmlInReais,
} from '../../../test/gnucash-books';
import { balancesByAccount } from './balances';
import { READERS } from './index';
import { MAX_UNPACKED_BYTES } from './limits';

// Real GnuCash books (real-files/SOURCES.md): SQLite books of piecash's test suite, XML books of GnuCash for
// Android's. None is kept in reais: the figures are read from a copy whose currency is renamed BRL (the amounts
// untouched); the books as published are the refused ones.
const read = (bytes: Uint8Array) => READERS.gnucash(bytes, 'livro.gnucash');

describe('a GnuCash book in SQLite (piecash book_schtx.gnucash, written by GnuCash 3)', () => {
  it('ends each account at the balance GnuCash shows, the opening balance apart', async () => {
    const history = await read(await sqliteInReais('gnucash-book_schtx.gnucash', 'EUR'));
    expect(history.accounts).toEqual([{ name: 'Checking Account', kind: 'checking' }]);
    // Against Equity:Opening Balances: the account's opening balance, never an income.
    expect(history.openings).toEqual([{ account: 'Checking Account', cents: 70_000 }]);
    // GnuCash's Checking Account: -2,260.00 (the sum of its splits' quantities), less the one transaction kept in
    // another currency (+100.00 from a dollar account), which is said instead.
    expect(Object.fromEntries(balancesByAccount(history))).toEqual({ 'Checking Account': -236_000 });
    expect(history.errors).toEqual([
      {
        line: 33,
        message:
          'Transação de 18/11/2015 "test": em USD; o Grana guarda valores em reais (BRL) e não converte moedas. Não importada.',
      },
    ]);
  });

  it('reads the expense tree as category › subcategory, a multi-split bill as one row per part, no template', async () => {
    const history = await read(await sqliteInReais('gnucash-book_schtx.gnucash', 'EUR'));
    expect(history.categories).toContainEqual({ name: 'Electric', parent: 'Utilities', type: 'despesa' });
    expect(history.categories).toContainEqual({ name: 'Salary', type: 'receita' });
    const bill = history.rows.filter((r) => r.sourceId === '638bf16ba2382d4e3a01868ed661bcf5');
    expect(bill.map((r) => [r.date, r.amountCents, r.category?.parent, r.category?.name, r.notes])).toEqual([
      ['2014-01-01', 3_000, 'Utilities', 'Electric', 'Automatic wire transfer'],
      ['2014-01-01', 4_000, 'Utilities', 'Gas', 'Automatic wire transfer'],
    ]);
    // The scheduled transactions' templates (splits of zero in the template accounts) are no rows of their own.
    expect(history.rows.every((r) => r.amountCents > 0)).toBe(true);
    expect(history.rows).toHaveLength(136);
  });

  it('refuses the book as published, in euros, saying so', async () => {
    const history = await read(realFile('gnucash-book_schtx.gnucash'));
    expect(history.errors).toEqual([
      {
        line: 0,
        message:
          'O livro do GnuCash está em EUR: o Grana guarda valores em reais (BRL) e não converte moedas.',
      },
    ]);
  });
});

describe('a GnuCash book with assets, a liability and a stock (piecash complex_sample.gnucash)', () => {
  it("ends each account at GnuCash's balance and says the stock purchase it leaves out", async () => {
    const history = await read(await sqliteInReais('gnucash-complex_sample.gnucash', 'EUR'));
    // GnuCash: Checking 820.00, Cash 220.00, Liability -20,900.00, House 20,000.00; Savings 3,550.00 after the
    // stock bought for 1,200.00, the one transaction not imported.
    expect(Object.fromEntries(balancesByAccount(history))).toEqual({
      Checking: 82_000,
      Liability: -2_090_000,
      Cash: 22_000,
      Savings: 475_000,
      House: 2_000_000,
    });
    expect(history.openings).toEqual([{ account: 'Savings', cents: 500_000 }]);
    expect(history.errors.map((e) => e.message)).toEqual([
      'Transação de 21/02/2018 "buy foo": movimenta TDB160 (ações ou fundos), que a importação do GnuCash não traz; lance-a em Investimentos.',
    ]);
  });
});

describe('a GnuCash book in XML (GnuCash for Android test books)', () => {
  it('reads the gzip-compressed book as the plain one, a split paid from two accounts, the tip its memo', async () => {
    const xml = xmlInReais('gnucash-android-transactionWithNonDefaultSplitsImport.gnucash', 'USD');
    for (const bytes of [gzip(xml), new TextEncoder().encode(xml)]) {
      const history = await read(bytes);
      expect(history.errors).toEqual([]);
      expect(history.accounts).toEqual([
        { name: 'Cash in Wallet', kind: 'cash' },
        { name: 'Bank', kind: 'checking' },
      ]);
      // GnuCash: Dining 50.00, paid 5.00 from the wallet and 45.00 from the bank.
      expect(Object.fromEntries(balancesByAccount(history))).toEqual({
        'Cash in Wallet': -500,
        Bank: -4_500,
      });
      expect(
        history.rows.map((r) => [r.line, r.type, r.amountCents, r.account, r.destination, r.notes]),
      ).toEqual([
        [171, 'TRANSFER', 500, 'Cash in Wallet', 'Bank', 'tip'],
        [171, 'DESPESA', 5_000, 'Bank', undefined, undefined],
      ]);
    }
  });

  it('leaves the scheduled transaction’s template out', async () => {
    const xml = xmlInReais('gnucash-android-simpleScheduledTransactionImport.gnucash', 'USD');
    const history = await read(gzip(xml));
    expect(history.rows.map((r) => [r.date, r.description, r.amountCents, r.category?.name])).toEqual([
      ['2016-08-24', 'Los pollos hermanos', 2_000, 'Dining'],
    ]);
  });
});

describe('a GnuCash book, hostile input', () => {
  it('refuses a gzip bomb at the unpacking limit', async () => {
    // Gzip members one after another unpack as one: eleven of a tenth of the limit each, 1 MB on disk in all.
    const member = gzipSync(Buffer.alloc(MAX_UNPACKED_BYTES / 10, 0x20));
    const bomb = new Uint8Array(Buffer.concat(Array.from({ length: 11 }, () => member)));
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const history = await read(bomb);
    expect(history.errors).toEqual([
      {
        line: 0,
        message:
          'O livro do GnuCash descompactado passa de 100 MB. Salve um livro menor (Arquivo → Salvar como).',
      },
    ]);
  });

  it('refuses a book cut short, a corrupt gzip and a database of another app, whole', async () => {
    const xml = xmlInReais('gnucash-android-transactionWithNonDefaultSplitsImport.gnucash', 'USD');
    const cut = await read(gzip(xml.slice(0, xml.length / 2)));
    expect(cut.errors).toEqual([
      { line: 0, message: 'O livro do GnuCash está corrompido: o XML não pôde ser lido até o fim.' },
    ]);
    const gz = gzip(xml);
    const corrupt = await read(gz.subarray(0, gz.length / 2));
    expect(corrupt.errors[0]?.message).toBe(
      'O livro do GnuCash está corrompido: não foi possível descompactá-lo.',
    );
    const SQL = await initSqlJs();
    const other = new SQL.Database();
    other.run('CREATE TABLE transactions (id INTEGER)');
    const notGnucash = await read(other.export());
    expect(notGnucash.errors[0]?.message).toMatch(/^O livro do GnuCash \(SQLite\) não pôde ser aberto/);
  });

  it('still reads the CSV GnuCash exports', async () => {
    const csv = readFileSync(join(import.meta.dirname, '../../../test/app-import-samples', 'gnucash.csv'));
    const history = await read(new Uint8Array(csv));
    expect(history.errors).toEqual([]);
    expect(history.rows.length).toBeGreaterThan(0);
  });
});
