import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '../card-bills';
import type { StatementError } from '../csv';
import { reaisToCents } from '../money';
import { foreignInput } from './foreign-money';
import type { LineMatch } from './import-match';
import { MAX_HINT_LINES } from './import-settings';
import { idSchema, isoDateSchema, moneySchema, z } from './shared';

export {
  LINE_MATCH_KINDS,
  type LineMatch,
  type LineMatchKind,
  lineMatchLabel,
  type MatchRow,
  NOT_MATCHED_MESSAGE,
  type UnmatchImportResult,
  type UnmatchResult,
  unmatchImportParams,
  unmatchParams,
} from './import-match';
export {
  columnMappingSchema,
  type ImportSettings,
  importMappingSchema,
  importSettingsSchema,
  type LineMatchChoice,
  lineMatchesSchema,
  MAX_HINT_LINES,
  MAX_HINT_ROWS,
  readingSettingsSchema,
} from './import-settings';

export interface ImportResult {
  /** Transactions written; a transfer writes two. */
  inserted: number;
  /** Lines of the file that wrote nothing: duplicates of stored transactions, ignored rows, unreadable lines. */
  skipped: number;
  /** Of the skipped, those already stored in the account (installments already recorded included). */
  duplicates: number;
  /** Of the duplicates, card statement lines that are installments already recorded. */
  installmentsMatched: number;
  /** Lines matched with a row the person had recorded (by hand, by a fixed item, by another format's import). */
  matched: number;
  /** Lines that paid a fixed item's expected occurrence (each wrote the payment). */
  recurringPaid: number;
  /** Lines matched with a leg of a transfer the person had recorded. */
  transfersMatched: number;
  /** Lines two recorded rows matched equally well: written as new rows, none was chosen. */
  ambiguous: number;
  /** Lines the person chose to leave out in the preview. */
  skippedByChoice: number;
  /** Rows written without a category in the file that the person's rules matched. */
  ruled: number;
  /** Rows still without a category that got the one history suggests. */
  suggested: number;
  /** Rows still without a category after history that got the well-known merchant's ("sugestão padrão"). */
  standard: number;
  /** Lines written as a card bill's payment (a transfer to the card, counted in the bill), not as expenses. */
  billPayments: number;
  /** Installments after a line's k of n written with it, in the bills to come (in `inserted`, not lines of the file). */
  laterInstallments: number;
  /**
   * Lines whose words say they paid a card's bill, but no one bill was sure: written as expenses without a category
   * and offered ("Parece pagamento de fatura", GET /cards/bill-payment-offers?import_id=).
   */
  billPaymentOffers: number;
  /** The first problems, by line. */
  errors: StatementError[];
  errorCount: number;
  /** Dates of the rows read (inserted or already there), for the link to the list; null when none. */
  from: string | null;
  to: string | null;
  /** The account every row went to, or null when the rows went to several. */
  accountId: number | null;
  /** The import's id, when it wrote rows: `GET /transactions?importId=` lists exactly them. */
  importId: string | null;
  /** The balance an OFX statement states (LEDGERBAL) in reais, to reconcile the account with ("Conferir saldo"). */
  statementBalance: { date: string; amount: number } | null;
}

/**
 * POST /transactions/import-hints: what the import would do with the preview's rows: the category the rules or
 * history would give a row without one, and whether a card's installment line is one already recorded.
 */
export const importHintsBody = z.object({
  accountId: idSchema,
  rows: z
    .array(
      z
        .object({
          date: isoDateSchema,
          description: z.string().max(1000),
          payee: z.string().max(200).optional(),
          type: z.enum(['RECEITA', 'DESPESA'], { error: 'Tipo inválido: use RECEITA ou DESPESA' }),
          amount: moneySchema,
          /** The bank's id of the line (OFX FITID), when the statement has one. */
          externalId: z.string().max(500).optional(),
          installment: z
            .object({
              number: z.number().int().min(1).max(MAX_INSTALLMENTS),
              count: z.number().int().min(MIN_INSTALLMENTS).max(MAX_INSTALLMENTS),
            })
            .optional(),
          /**
           * What the line was in another currency (an OFX's ORIGCURRENCY): a purchase typed abroad and estimated at
           * the PTAX is found by it, whatever its reais.
           */
          foreign: foreignInput.omit({ iof: true }).optional(),
        })
        // Reais (and units abroad) on the wire, hundredths from here on: the server reads amounts in cents only.
        .transform(({ amount, foreign, ...row }) => ({
          ...row,
          amountCents: reaisToCents(amount),
          ...(foreign
            ? { foreign: { amount: reaisToCents(foreign.amount), currency: foreign.currency } }
            : {}),
        })),
    )
    .max(MAX_HINT_LINES, { error: `Envie no máximo ${MAX_HINT_LINES} linhas` }),
});
export type ImportHintsBody = z.input<typeof importHintsBody>;

export interface ImportHint {
  /** The category a row without one would get, and from where ('padrão': the well-known merchants' default). */
  category: { id: number; name: string; source: 'regra' | 'histórico' | 'padrão' } | null;
  /** A card's installment line that is an installment already recorded (it will not be written again). */
  installmentRecorded: boolean;
  /** What the line is against the rows the person has (see import-match.ts). */
  match: LineMatch;
}
