import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '../card-bills';
import { MAPPING_INCOMPLETE_MESSAGE, mappingComplete, PRESETS, type StatementError } from '../csv';
import { idSchema, isoDateSchema, moneySchema, z } from './shared';

/**
 * The `settings` field of an import: how to read the file (the options of common/csv's readers) and where
 * rows without an account go. Every key is optional; what is missing takes the readers' defaults.
 */
const column = z.string().trim().max(200).optional();

export const importMappingSchema = z
  .object({
    date: column,
    description: column,
    history: column,
    amount: column,
    /** Instead of a signed amount: the column of debits and the column of credits (one filled per line). */
    debit: column,
    credit: column,
    /** A card bill's installment column ('3/10', 'Única'). */
    installment: column,
    type: column,
    account: column,
    category: column,
    payee: column,
    status: column,
    id: column,
    balance: column,
    /** Transfers only: the column naming the destination account (an id or a name). */
    destination: column,
  })
  // An empty mapping means "guess the columns"; one the person started names the date and the money.
  .refine(
    ({ destination: _destination, ...mapping }) =>
      !Object.values(mapping).some((name) => (name ?? '') !== '') || mappingComplete(mapping),
    { error: MAPPING_INCOMPLETE_MESSAGE },
  );

/** How many of the preview's rows may ask for hints, or get a category chosen, at once (the preview shows 200). */
export const MAX_HINT_ROWS = 200;

const presetIds = PRESETS.map((p) => p.id) as [string, ...string[]];

export const importSettingsSchema = z.object({
  delimiter: z.enum(['auto', ',', ';', '\t'], { error: 'Delimitador inválido' }).optional().default('auto'),
  dateFormat: z
    .enum(['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY'], { error: 'Formato de data inválido' })
    .optional()
    .default('DD/MM/YYYY'),
  amountFormat: z
    .enum(['auto', 'comma', 'dot'], { error: 'Formato de valor inválido' })
    .optional()
    .default('auto'),
  defaultType: z
    .enum(['sign', 'RECEITA', 'DESPESA'], { error: 'Tipo padrão inválido' })
    .optional()
    .default('sign'),
  defaultAccountId: z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema.optional()),
  invertSign: z.boolean({ error: 'invertSign deve ser verdadeiro ou falso' }).optional(),
  preset: z
    .enum(['auto', 'none', ...presetIds], { error: 'Modelo de extrato inválido' })
    .optional()
    .default('auto'),
  mapping: importMappingSchema.optional(),
  /**
   * A card statement's line k of n that is no installment already recorded writes installment k; with this,
   * also k + 1 to n, in the bills after it. Those count against MAX_IMPORT_ROWS with the lines: an import that would
   * write more is refused before writing (LIMIT_MESSAGES.tooManyRowsWritten).
   */
  createInstallments: z
    .boolean({ error: 'createInstallments deve ser verdadeiro ou falso' })
    .optional()
    .default(false),
  /**
   * The category the person chose in the preview for some lines (by line number; null: none), over what the rules
   * or history would give. Lines whose file names a category keep it.
   */
  lineCategories: z
    .record(z.string().regex(/^\d{1,7}$/, { error: 'Linha inválida' }), idSchema.nullable())
    .refine((v) => Object.keys(v).length <= MAX_HINT_ROWS, {
      error: `Escolha categorias para no máximo ${MAX_HINT_ROWS} linhas`,
    })
    .optional(),
  /** Rows the rules leave without a category get the one history suggests (the preview shows which). */
  suggestCategories: z
    .boolean({ error: 'suggestCategories deve ser verdadeiro ou falso' })
    .optional()
    .default(true),
});

export type ImportSettings = z.output<typeof importSettingsSchema>;

export interface ImportResult {
  /** Transactions written; a transfer writes two. */
  inserted: number;
  /** Lines of the file that wrote nothing: duplicates of stored transactions, ignored rows, unreadable lines. */
  skipped: number;
  /** Of the skipped, those already stored in the account (installments already recorded included). */
  duplicates: number;
  /** Of the duplicates, card statement lines that are installments already recorded. */
  installmentsMatched: number;
  /** Rows written without a category in the file that the person's rules matched. */
  ruled: number;
  /** Rows still without a category that got the one history suggests. */
  suggested: number;
  /** Rows still without a category after history that got the well-known merchant's ("sugestão padrão"). */
  standard: number;
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
}

/**
 * POST /transactions/import-hints: what the import would do with the preview's rows: the category the rules or
 * history would give a row without one, and whether a card's installment line is one already recorded.
 */
export const importHintsBody = z.object({
  accountId: idSchema,
  rows: z
    .array(
      z.object({
        date: isoDateSchema,
        description: z.string().max(1000),
        payee: z.string().max(200).optional(),
        type: z.enum(['RECEITA', 'DESPESA'], { error: 'Tipo inválido: use RECEITA ou DESPESA' }),
        amount: moneySchema,
        installment: z
          .object({
            number: z.number().int().min(1).max(MAX_INSTALLMENTS),
            count: z.number().int().min(MIN_INSTALLMENTS).max(MAX_INSTALLMENTS),
          })
          .optional(),
      }),
    )
    .max(MAX_HINT_ROWS, { error: `Envie no máximo ${MAX_HINT_ROWS} linhas` }),
});
export type ImportHintsBody = z.input<typeof importHintsBody>;

export interface ImportHint {
  /** The category a row without one would get, and from where ('padrão': the well-known merchants' default). */
  category: { id: number; name: string; source: 'regra' | 'histórico' | 'padrão' } | null;
  /** A card's installment line that is an installment already recorded (it will not be written again). */
  installmentRecorded: boolean;
}
