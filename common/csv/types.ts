import type { z } from 'zod';
import type { columnMappingSchema, readingSettingsSchema } from '../contract/import-settings';
import type { CurrencyCode } from '../currencies';
import type { PresetId } from './preset-ids';

/** What a statement line becomes: the three kinds the product stores. */
export type ImportType = 'RECEITA' | 'DESPESA' | 'TRANSFER';
export type ImportStatus = 'CLEARED' | 'PENDING' | 'RECONCILED';

export type { PresetId };

type ReadingSettings = z.output<typeof readingSettingsSchema>;

export type DelimiterSetting = ReadingSettings['delimiter'];
export type Delimiter = Exclude<DelimiterSetting, 'auto'>;

/** How the type is decided when the file has no type column (or an unknown word in it). */
export type DefaultType = ReadingSettings['defaultType'];

/**
 * The columns the reader understands (the contract's columnMappingSchema). Each value is a header name of the
 * file (as written there; matching ignores case and accents). `history` is an operation column (Inter's
 * 'Histórico') written before the description; `id` is the bank's own transaction id (FITID); `balance` is
 * recognised so that a running-balance column is never taken for the amount, and read on the bank's balance lines
 * (balance-lines.ts). Instead of a signed `amount`, a file
 * may have a `debit` and a `credit` column ('Débito' / 'Crédito'), one of them filled on each line.
 * `installment` is a card bill's installment column ('3/10', 'Parcela 3/10', 'Única').
 */
export type ColumnMapping = z.output<typeof columnMappingSchema>;

export type MappedField = keyof ColumnMapping;

/**
 * How the readers read a file: the contract's readingSettingsSchema (common/contract/import-settings.ts), the one
 * owner of these options for the readers, the upload and the wizard. `preset` may be left out: 'auto'.
 */
export type CsvSettings = Omit<ReadingSettings, 'preset'> & { preset?: ReadingSettings['preset'] };

export interface ImportRow {
  /** 1-based line of the file where the record starts. */
  line: number;
  /** ISO 'YYYY-MM-DD'. */
  date: string;
  description: string;
  type: ImportType;
  /** Absolute value, a positive integer number of cents. */
  amountCents: number;
  /** Raw cells: an id or a name, resolved by the server. Absent when the cell is empty. */
  account?: string;
  category?: string;
  payee?: string;
  status: ImportStatus;
  fitid?: string;
  /** k of n of a card purchase, from the installment column or the end of the description; absent otherwise. */
  installment?: Installment;
  /**
   * The bank's text when the description was shortened (a Pix or TED line: see transfer-text.ts); duplicates
   * are also found by it. Absent when the description is the bank's text.
   */
  statementText?: string;
  /**
   * A line in another currency than its statement's (an OFX's ORIGCURRENCY or CURRENCY: a card's purchase abroad):
   * its amount there, in hundredths of that currency. `amountCents` stays what the account was charged.
   */
  foreign?: { amount: number; currency: CurrencyCode };
  raw: string[];
}

export interface Installment {
  number: number;
  count: number;
}

/** line 0 means the whole file (no header, empty file, not text). */
export interface StatementError {
  line: number;
  message: string;
}

export interface StatementAccount {
  kind: 'bank' | 'creditCard';
  id?: string;
  bankId?: string;
  currency?: string;
}

export interface StatementResult {
  format: 'csv' | 'ofx' | 'unknown';
  headers: string[];
  mapping: ColumnMapping;
  rows: ImportRow[];
  errors: StatementError[];
  preset?: PresetId;
  /** OFX only: the statement's account as the bank describes it. */
  account?: StatementAccount;
  /**
   * The account's balance the bank states, signed as the account's balance in Grana: an OFX's LEDGERBAL, or a
   * CSV's latest balance line (balance-lines.ts).
   */
  balance?: StatementBalance;
}

/** A balance a statement states: the account's balance at the end of `date` (a card's debt is negative). */
export interface StatementBalance {
  date: string;
  amountCents: number;
}
