// The apps whose exports "Trazer meus dados" reads (the contract owns the list: the page and the API name them).
import { SOURCE_APPS, type SourceApp } from '../../../../common/contract/app-import';
import type { ImportStatus, Installment, StatementError } from '../../../../common/csv';
import type { DayOrder, DayOrderFound } from '../../../../common/dates';

export { SOURCE_APPS, type SourceApp };

/** The kind of account Grana creates for one the file names (accounts.type). */
export type AppAccountKind = 'checking' | 'savings' | 'cash' | 'credit_card' | 'investment' | 'wallet';

export interface AppAccount {
  /** As the file writes it (trimmed); the rows name their account by it. */
  name: string;
  /** What the file says or its name suggests; 'checking' when nothing does. */
  kind: AppAccountKind;
}

/** A category as the file writes it: a top-level one, or a child under `parent` (one level: deeper paths are cut). */
export interface AppCategoryRef {
  name: string;
  parent?: string;
}

export interface AppCategory extends AppCategoryRef {
  type: 'receita' | 'despesa';
}

/**
 * One row of money. A transfer between two of the file's accounts is ONE row (type TRANSFER, from `account` to
 * `destination`), however many lines the app wrote for it (most write one per account: the reader pairs them).
 */
export interface AppRow {
  /** The file's line (1-based) where the row starts, for the preview's problems; the first of a pair. */
  line: number;
  /** ISO 'YYYY-MM-DD'. */
  date: string;
  /** Positive, in cents; the direction is `type`. */
  amountCents: number;
  type: 'RECEITA' | 'DESPESA' | 'TRANSFER';
  /** The account's name, one of AppHistory.accounts. */
  account: string;
  /** TRANSFER only: the other account's name, one of AppHistory.accounts. */
  destination?: string;
  description: string;
  payee?: string;
  category?: AppCategoryRef;
  /**
   * The list the app filed the category in, when the app keeps one for incomes and one for expenses (Mobills' Tipo:
   * 'Receita', or 'Despesa'/'Despesa cartão' even for a refund): its "Outros" of incomes and its "Outros" of
   * expenses are two categories. Absent: the category's type is the majority of its money (one list: YNAB, Actual,
   * Quicken, where a refund is an income under an expense category).
   */
  categoryType?: 'receita' | 'despesa';
  tags: string[];
  notes?: string;
  /** k of n of a card purchase, when the file says so. */
  installment?: Installment;
  status: ImportStatus;
  /** The app's own id of the row when it writes one (Actual's, Firefly's journal id, GnuCash's transaction id). */
  sourceId?: string;
}

/**
 * The money an account held when the app started following it ("Starting Balance", "Opening balance", Quicken's
 * "[own account]" line, GnuCash's "Saldos Iniciais"): the account's opening balance in Grana, never an income.
 */
export interface AppOpening {
  account: string;
  /** Signed as the account holds it (a card's debt is negative), summed over the file's lines of it. */
  cents: number;
}

export interface AppHistory {
  app: SourceApp;
  accounts: AppAccount[];
  categories: AppCategory[];
  rows: AppRow[];
  /** One per account that has any, in the order first met. */
  openings: AppOpening[];
  /** Lines that could not be read (line 0: the whole file), in the file's order. */
  errors: StatementError[];
  /** How a file of free-form dates (QIF, YNAB) was read: day or month first, and whether the file itself said. */
  dayOrder?: DayOrderFound;
}

/** What the person answered in the preview that the file could not say. */
export interface AppReadOptions {
  /** The order of day and month, when every date of the file could be read both ways. */
  dayOrder?: DayOrder;
}

/** A reader: the file's bytes and name to the history. Never throws on bad input: errors say what was wrong. */
export type AppReader = (
  bytes: Uint8Array,
  fileName: string,
  options?: AppReadOptions,
) => Promise<AppHistory>;
