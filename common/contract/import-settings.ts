import { MAPPING_INCOMPLETE_MESSAGE, mappingComplete } from '../csv/mapping-complete';
import { PRESET_IDS } from '../csv/preset-ids';
import { idSchema, z } from './shared';

/**
 * How a statement is read, and what an import does with it: ONE shape for the readers (common/csv's
 * CsvSettings is derived from readingSettingsSchema), the upload's `settings` field (importSettingsSchema, read
 * by the server) and the wizard's form (its type is z.input of importSettingsSchema). Every key is optional;
 * what is missing takes the readers' defaults.
 */
const column = z.string().trim().max(200).optional();

/** The columns the readers understand, each a header name of the file (see common/csv/types.ts). */
export const columnMappingSchema = z.object({
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
});

export const importMappingSchema = columnMappingSchema
  .extend({
    /** Transfers only: the column naming the destination account (an id or a name). */
    destination: column,
  })
  // An empty mapping means "guess the columns"; one the person started names the date and the money.
  .refine(
    ({ destination: _destination, ...mapping }) =>
      !Object.values(mapping).some((name) => (name ?? '') !== '') || mappingComplete(mapping),
    { error: MAPPING_INCOMPLETE_MESSAGE },
  );

/** The reading options, in the order their problems are reported. */
const reading = {
  delimiter: z.enum(['auto', ',', ';', '\t'], { error: 'Delimitador inválido' }).optional().default('auto'),
  dateFormat: z
    .enum(['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY'], { error: 'Formato de data inválido' })
    .optional()
    .default('DD/MM/YYYY'),
  amountFormat: z
    .enum(['auto', 'comma', 'dot'], { error: 'Formato de valor inválido' })
    .optional()
    .default('auto'),
  /** How the type is decided when the file has no type column (or an unknown word in it). */
  defaultType: z
    .enum(['sign', 'RECEITA', 'DESPESA'], { error: 'Tipo padrão inválido' })
    .optional()
    .default('sign'),
};

/** Credit-card exports write purchases as positive numbers: with this set, positive means DESPESA. */
const invertSign = z.boolean({ error: 'invertSign deve ser verdadeiro ou falso' }).optional();

/** 'auto' (the default) applies a preset whose header matches; 'none' never does; an id forces one. */
const preset = z
  .enum(['auto', 'none', ...PRESET_IDS], { error: 'Modelo de extrato inválido' })
  .optional()
  .default('auto');

/** What the readers take: with a mapping, it is used as given (no guessing, no preset detection). */
export const readingSettingsSchema = z.object({
  ...reading,
  invertSign,
  preset,
  mapping: columnMappingSchema.optional(),
});

/** How many of the preview's rows may ask for hints, or get a category chosen, at once (the preview shows 200). */
export const MAX_HINT_ROWS = 200;

/**
 * How many lines one call of the preview's hints may mark (match, category), and how many lines may get a match
 * choice: a month's statement in one call, whatever part of it the table shows.
 */
export const MAX_HINT_LINES = 1000;

/**
 * The person's choice for a line in the preview, by line number, over what the import would do: 'new' writes it
 * (whatever it matched), 'skip' leaves it out, an id matches it with that recorded row of the account.
 */
export const lineMatchChoice = z.union([z.literal('new'), z.literal('skip'), idSchema], {
  error: 'Escolha inválida para a linha: use new, skip ou o id de uma transação',
});
export type LineMatchChoice = z.output<typeof lineMatchChoice>;

export const lineMatchesSchema = z
  .record(z.string().regex(/^\d{1,7}$/, { error: 'Linha inválida' }), lineMatchChoice)
  .refine((v) => Object.keys(v).length <= MAX_HINT_LINES, {
    error: `Escolha o que fazer com no máximo ${MAX_HINT_LINES} linhas`,
  });

/** The `settings` field of an import: how to read the file, and where rows without an account go. */
export const importSettingsSchema = z.object({
  ...reading,
  defaultAccountId: z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema.optional()),
  invertSign,
  preset,
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
  /**
   * What the person chose in the preview for some lines (by line number): write it anyway, leave it out, or match
   * it with another recorded row (see import-match.ts).
   */
  lineMatches: lineMatchesSchema.optional(),
  /** A row matched with a line takes the bank's date (by default it keeps the date the person gave it). */
  bankDates: z.boolean({ error: 'bankDates deve ser verdadeiro ou falso' }).optional().default(false),
  /** Rows the rules leave without a category get the one history suggests (the preview shows which). */
  suggestCategories: z
    .boolean({ error: 'suggestCategories deve ser verdadeiro ou falso' })
    .optional()
    .default(true),
});

export type ImportSettings = z.output<typeof importSettingsSchema>;
