import type { ImportRow, ImportStatus, ImportType, Installment } from '../../../../common/csv';
import type { ImportedTransaction } from '../../ledger/public';

/** What a line from a bank says, whichever way it came. */
interface BankLineFields {
  /** ISO 'YYYY-MM-DD'. */
  date: string;
  /** Positive, in cents: the direction is `type`. */
  amountCents: number;
  /** The text the row is written with: the bank's, or a Pix's or TED's shortened (common/csv/transfer-text.ts). */
  description: string;
  /** The bank's own text when `description` shortened it: the next import's duplicate check finds the row by it too. */
  statementText?: string;
  status: ImportStatus;
  /** k of n of a card purchase. */
  installment?: Installment;
  /** Who was paid or who paid, by id or by name (step "plan" finds it; a new name becomes a payee). */
  payee?: string;
  /** A category by id or by name, a file's column (step "plan" finds it). */
  category?: string;
  /**
   * What the line was in another currency (a card's purchase abroad: an OFX's ORIGCURRENCY, Pluggy's
   * amountInAccountCurrency). Step "plan" keeps it on a line of an account in reais (ImportedTransaction's
   * `foreign`), written as the row's foreign_amount and foreign_currency, never an estimate: the bank's figures.
   */
  foreign?: ImportRow['foreign'];
}

/** A row of a statement's file. */
export interface FileLine extends BankLineFields {
  channel: 'file';
  /**
   * The file's line number: the preview's choices name the line by it (lineMatches, lineCategories), and so do
   * the import's problems.
   */
  line: number;
  /** The bank's id of the line (an OFX's FITID), when the file gives one. */
  bankId: string | null;
  type: ImportType;
  /** The line's own account, by id or by name (an account column); absent: the import's default account. */
  account?: string;
  /** A transfer's destination account, by id or by name: the destination column, else the payee cell. */
  destination?: string;
  /** Tags the file gives the line (another app's export), besides those the person's rules add. */
  tagIds?: number[];
  /**
   * A card line k of n that writes its later installments (k + 1 to n) whatever `createInstallments` says: another
   * app's history marks the last installment it holds of each purchase, the rest being still to come.
   */
  laterInstallments?: boolean;
  /** With laterInstallments: only those dated after this day (another app's past installments are its history). */
  laterAfter?: string;
}

/**
 * A line bank sync fetched for one linked account (the import's default account): named by the bank's id (no
 * line number: it is in no file), never a transfer between the person's accounts, never chosen in a preview.
 */
export interface SyncLine extends BankLineFields {
  channel: 'sync';
  bankId: string;
  type: 'RECEITA' | 'DESPESA';
}

/** A line from a bank, as the import's pipeline takes it: a statement file's row, or a line bank sync fetched. */
export type LineFromBank = FileLine | SyncLine;

/**
 * A line once its references are known: income or expense (the row it will write, and a payee to create by
 * name), or a transfer between two of the person's accounts (only a file names one). Every step after "plan"
 * works on these.
 */
export type PlannedLine =
  | { kind: 'transaction'; line: LineFromBank; value: ImportedTransaction; payeeName: string | null }
  | {
      kind: 'transfer';
      line: FileLine;
      /** The line's place among the statement's transactions (1-based), which a failure's message names. */
      position: number;
      from: number;
      to: number;
      description: string;
    };

export type PlannedTransaction = Extract<PlannedLine, { kind: 'transaction' }>;
export type PlannedTransfer = Extract<PlannedLine, { kind: 'transfer' }>;

export const isTransaction = (p: PlannedLine): p is PlannedTransaction => p.kind === 'transaction';
export const isTransfer = (p: PlannedLine): p is PlannedTransfer => p.kind === 'transfer';

/** The account a line leaves from. */
export const sourceOf = (p: PlannedLine): number => (p.kind === 'transfer' ? p.from : p.value.accountId);
