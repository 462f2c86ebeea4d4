/**
 * The backup document: everything a person owns, as GET /export writes it and POST /restore reads it back.
 *
 * - Money is in reais as JSON numbers (150.75), like the rest of the API; integer cents / 100 prints exactly and
 *   reads back to the same cents (common/money.ts).
 * - Ids are references inside the document only: a transaction's accountId names an entry of `accounts` by its
 *   `id`. The restore gives every row a new id and checks that every reference points inside the document.
 * - Transactions leave out their empty optional keys (null references, no tags, no splits) to keep a file of
 *   100,000 transactions small; the schema reads a missing key as empty.
 * - Secrets (password hash, session and reset tokens) and derived data (month totals) are not part of it.
 * - A shared book's people are named in `people` by their e-mail (ids inside the document, as every other list):
 *   who typed and who paid each row, how a divided expense is shared, the acertos. The restore finds them among the
 *   people of the book it restores into by their e-mail (server/features/export/restore/restore-people.ts).
 * - Bank sync is left out whole (the aggregator's credentials, the connections, their accounts and runs): the
 *   document's `notes` say so to whoever opens it (BACKUP_SYNC_NOTE).
 * - Numbers the database keeps as `numeric` (a position's rate, a debt's rate, an index value, a renda variável
 *   quantity or price) are decimal text,
 *   never a float:
 *   '0.055131' restores as '0.055131'. The Banco Central's own index values are not in it: they are the same for
 *   everyone, and every installation fetches them.
 * - Each section's rows are described in a file of this folder (lists.ts, plans.ts, transactions.ts, household.ts,
 *   wealth.ts, variable-income.ts, attachments.ts, their fields in fields.ts); here the document whole.
 */

import { FOREIGN_CURRENCIES } from '../../currencies';
import { INDEX_SERIES } from '../../index-series';
import { MAX_LOAN_INSTALLMENTS, MAX_LOAN_PREPAYMENTS } from '../../loans';
import { MAX_ACCOUNTS } from '../accounts';
import { MAX_ASSETS_PER_BOOK, MAX_VALUATIONS_PER_ASSET } from '../assets';
import { MAX_DEBTS_PER_BOOK } from '../debts';
import { MAX_STATEMENTS_PER_BOOK } from '../income-tax-statements';
import { MAX_POSITIONS_PER_BOOK } from '../investments';
import { MAX_RECURRING } from '../recurring';
import { MAX_RULES } from '../rules';
import { idSchema, z } from '../shared';
import { BACKUP_SYNC_NOTE } from '../sync';
import {
  MAX_HOLDINGS_PER_BOOK,
  MAX_INCOMES_PER_BOOK,
  MAX_PRICES_PER_BOOK,
  MAX_TRADES_PER_BOOK,
} from '../variable-income';
import { backupAttachment, MAX_BACKUP_ATTACHMENTS } from './attachments';
import { createdAt, firstOfMonth, instant, text } from './fields';
import { backupPerson, backupSettlement } from './household';
import {
  backupAccount,
  backupCardBill,
  backupCategory,
  backupIncomeTaxStatement,
  backupIncomeTaxYear,
  backupNamed,
  backupPayee,
  MAX_BACKUP_BENEFICIARIES,
} from './lists';
import { backupBudget, backupGoal, backupRecurring, backupRule } from './plans';
import { backupTransaction } from './transactions';
import { backupHolding, backupIncome, backupPrice, backupTrade } from './variable-income';
import {
  backupAsset,
  backupAssetValuation,
  backupDebt,
  backupDebtPayment,
  backupDebtPrepayment,
  backupExchangeRate,
  backupIndexRate,
  backupPosition,
  MAX_BACKUP_EXCHANGE_RATES_PER_CURRENCY,
  MAX_BACKUP_INDEX_RATES_PER_SERIES,
} from './wealth';

export const BACKUP_FORMAT = 'grana-export';
/** 2: the document lists the book's comprovantes (`attachments`), whose files travel beside it in a .zip. */
export const BACKUP_VERSION = 2;
/** The versions the restore reads: a document of version 1 (before comprovantes) restores as it always did. */
export const BACKUP_READABLE_VERSIONS: readonly unknown[] = [1, 2];

/** What the document says of itself to a person who opens it: what it does not carry. */
export const BACKUP_NOTES = [BACKUP_SYNC_NOTE];

export const backupProfile = z.object({
  name: text(200).optional(),
  email: text(300).optional(),
  /** Restored: "today" and "this month" are computed in it. */
  timeZone: text(100).optional(),
  createdAt,
});

/** The format and version are checked first, so another file gets a plain "not a backup" answer. */
export const backupHeader = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.unknown(),
});

/** A backup holds at most what one person may have: the limits of creating one by one hold for a restore too. */
const atMost = (max: number, what: string) => ({
  error: `O backup tem mais de ${max.toLocaleString('pt-BR')} ${what}, o limite por pessoa`,
});

export const backupDocument = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.union([z.literal(1), z.literal(BACKUP_VERSION)]),
  exportedAt: instant.optional(),
  /** Read by people, not by the restore (BACKUP_NOTES); absent from older backups. */
  notes: z.array(text(1000)).max(20).optional(),
  profile: backupProfile.optional().default({}),
  accounts: z.array(backupAccount).max(MAX_ACCOUNTS, atMost(MAX_ACCOUNTS, 'contas e cartões')),
  categories: z.array(backupCategory),
  tags: z.array(backupNamed),
  payees: z.array(backupPayee),
  goals: z.array(backupGoal),
  recurring: z.array(backupRecurring).max(MAX_RECURRING, atMost(MAX_RECURRING, 'gastos e receitas fixos')),
  budgets: z.array(backupBudget),
  /**
   * The months whose budget list is their own even without budgets (a list emptied by hand, which must not
   * repeat an earlier one). Absent from backups written before budgets repeated.
   */
  budgetMonths: z.array(firstOfMonth).optional().default([]),
  /** Absent from backups written before card bills could be moved. */
  cardBills: z.array(backupCardBill).optional().default([]),
  /** Absent from backups written before rules existed. */
  rules: z.array(backupRule).max(MAX_RULES, atMost(MAX_RULES, 'regras')).optional().default([]),
  /** Absent from backups written before shared books (and from a book nobody divided or paid in). */
  people: z.array(backupPerson).max(1000).optional().default([]),
  settlements: z.array(backupSettlement).optional().default([]),
  /** Absent from backups written before fixed-income positions existed. */
  fixedIncomePositions: z
    .array(backupPosition)
    .max(MAX_POSITIONS_PER_BOOK, atMost(MAX_POSITIONS_PER_BOOK, 'aplicações de renda fixa'))
    .optional()
    .default([]),
  /**
   * The book's own index values (typed or imported), not the Banco Central's. Absent from backups written before
   * index series existed. At most MAX_BACKUP_INDEX_RATES_PER_SERIES per series (check-wealth.ts counts them).
   */
  indexRates: z
    .array(backupIndexRate)
    .max(
      INDEX_SERIES.length * MAX_BACKUP_INDEX_RATES_PER_SERIES,
      atMost(INDEX_SERIES.length * MAX_BACKUP_INDEX_RATES_PER_SERIES, 'valores de índices'),
    )
    .optional()
    .default([]),
  /**
   * The book's own exchange rates (typed), not the Banco Central's PTAX. Absent from backups written before
   * currencies existed. At most MAX_BACKUP_EXCHANGE_RATES_PER_CURRENCY per currency (check-wealth.ts counts them).
   */
  exchangeRates: z
    .array(backupExchangeRate)
    .max(
      FOREIGN_CURRENCIES.length * MAX_BACKUP_EXCHANGE_RATES_PER_CURRENCY,
      atMost(FOREIGN_CURRENCIES.length * MAX_BACKUP_EXCHANGE_RATES_PER_CURRENCY, 'cotações de moedas'),
    )
    .optional()
    .default([]),
  /**
   * Absent from backups written before debts existed. At most MAX_LOAN_PREPAYMENTS prepayments per debt and one
   * payment per instalment (check-wealth.ts counts them).
   */
  debts: z
    .array(backupDebt)
    .max(MAX_DEBTS_PER_BOOK, atMost(MAX_DEBTS_PER_BOOK, 'dívidas'))
    .optional()
    .default([]),
  debtPrepayments: z
    .array(backupDebtPrepayment)
    .max(
      MAX_DEBTS_PER_BOOK * MAX_LOAN_PREPAYMENTS,
      atMost(MAX_DEBTS_PER_BOOK * MAX_LOAN_PREPAYMENTS, 'amortizações extraordinárias de dívidas'),
    )
    .optional()
    .default([]),
  debtPayments: z
    .array(backupDebtPayment)
    .max(
      MAX_DEBTS_PER_BOOK * MAX_LOAN_INSTALLMENTS,
      atMost(MAX_DEBTS_PER_BOOK * MAX_LOAN_INSTALLMENTS, 'parcelas de dívidas pagas'),
    )
    .optional()
    .default([]),
  /** Absent from backups written before bens existed. At most MAX_VALUATIONS_PER_ASSET valuations per bem. */
  assets: z
    .array(backupAsset)
    .max(MAX_ASSETS_PER_BOOK, atMost(MAX_ASSETS_PER_BOOK, 'bens'))
    .optional()
    .default([]),
  assetValuations: z
    .array(backupAssetValuation)
    .max(
      MAX_ASSETS_PER_BOOK * MAX_VALUATIONS_PER_ASSET,
      atMost(MAX_ASSETS_PER_BOOK * MAX_VALUATIONS_PER_ASSET, 'avaliações de bens'),
    )
    .optional()
    .default([]),
  /** Renda variável; absent from backups written before it existed. */
  variableIncomeHoldings: z
    .array(backupHolding)
    .max(MAX_HOLDINGS_PER_BOOK, atMost(MAX_HOLDINGS_PER_BOOK, 'ativos de renda variável'))
    .optional()
    .default([]),
  variableIncomeTrades: z
    .array(backupTrade)
    .max(MAX_TRADES_PER_BOOK, atMost(MAX_TRADES_PER_BOOK, 'operações de renda variável'))
    .optional()
    .default([]),
  variableIncomePrices: z
    .array(backupPrice)
    .max(MAX_PRICES_PER_BOOK, atMost(MAX_PRICES_PER_BOOK, 'cotações de renda variável'))
    .optional()
    .default([]),
  variableIncomeIncomes: z
    .array(backupIncome)
    .max(MAX_INCOMES_PER_BOOK, atMost(MAX_INCOMES_PER_BOOK, 'proventos de renda variável'))
    .optional()
    .default([]),
  /** The declaration's years (dependents); absent from backups made before 0048. */
  incomeTaxYears: z.array(backupIncomeTaxYear).max(101).optional().default([]),
  /** The informes de rendimentos; absent from backups made before 0061. */
  incomeTaxStatements: z
    .array(backupIncomeTaxStatement)
    .max(MAX_STATEMENTS_PER_BOOK, atMost(MAX_STATEMENTS_PER_BOOK, 'informes de rendimentos'))
    .optional()
    .default([]),
  /** Whom a payee's instrução was for (a dependent); absent from backups made before 0050. */
  incomeTaxBeneficiaries: z
    .array(z.object({ payeeId: idSchema, person: z.number().int().min(1).max(30) }))
    .max(MAX_BACKUP_BENEFICIARIES)
    .optional()
    .default([]),
  /** The comprovantes; absent from backups of version 1 (written before comprovantes existed). */
  attachments: z
    .array(backupAttachment)
    .max(MAX_BACKUP_ATTACHMENTS, atMost(MAX_BACKUP_ATTACHMENTS, 'comprovantes'))
    .optional()
    .default([]),
  transactions: z.array(backupTransaction),
});

export type BackupDocument = z.output<typeof backupDocument>;
