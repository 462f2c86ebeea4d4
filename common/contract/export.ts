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
 */

import { MAX_BUSINESS_DAY } from '../business-days';
import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '../card-bills';
import { compactDocumentText, DOCUMENT_MESSAGES, readDocument } from '../documents';
import { mappingFitsType, TAX_MAPPINGS } from '../income-tax-declaration';
import { INDEX_SERIES, INDEX_SERIES_FACTS } from '../index-series';
import { FIXED_INCOME_PRODUCTS } from '../investment-taxes';
import { MAX_LOAN_INSTALLMENTS, MAX_LOAN_PREPAYMENTS } from '../loans';
import { ACCOUNT_TYPES, MAX_ACCOUNTS } from './accounts';
import {
  ASSET_KINDS,
  ASSET_MESSAGES,
  ASSET_NAME_MAX_LENGTH,
  ASSET_NOTES_MAX_LENGTH,
  MAX_ASSETS_PER_BOOK,
  MAX_VALUATIONS_PER_ASSET,
} from './assets';
import {
  ATTACHMENT_IMAGE_MAX_SIDE,
  ATTACHMENT_KINDS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_NAME_MAX_LENGTH,
} from './attachments';
import { MAX_MEMBERS_PER_BOOK } from './books';
import { backupCapturedCode } from './captured-code';
import { billMonthSchema, billNearDate } from './cards';
import { CATEGORY_TYPES, categoryColorSchema, categoryIconSchema } from './categories';
import {
  AMORTIZATION_SYSTEMS,
  DEBT_KINDS,
  DEBT_MESSAGES,
  DEBT_NAME_MAX_LENGTH,
  MAX_DEBT_RATE_PERCENT,
  MAX_DEBTS_PER_BOOK,
  PREPAYMENT_MODES,
  RATE_PERIODS,
} from './debts';
import { GOAL_INITIAL_NEGATIVE_MESSAGE, GOAL_PRIORITIES, GOAL_STRATEGIES, GOAL_TYPES } from './goals';
import { SHARE_MODES } from './household';
import {
  INDEX_RATE_FIRST_DATE,
  INDEX_RATE_IMPORT_MAX_LINES,
  INDEX_RATE_MESSAGES,
  indexRateValueProblem,
  indexSeriesSchema,
} from './index-rates';
import {
  INVESTMENT_MESSAGES,
  MAX_CDI_PERCENT,
  MAX_POSITIONS_PER_BOOK,
  MAX_YEARLY_RATE,
  POSITION_INDEXINGS,
  POSITION_NAME_MAX_LENGTH,
} from './investments';
import { MAX_RECURRING, RECURRING_KINDS, RECURRING_MODES, RECURRING_TYPES } from './recurring';
import { MAX_RULE_CONDITIONS, MAX_RULE_TAGS, MAX_RULES, ruleCondition } from './rules';
import { idSchema, isoDateSchema, moneySchema, signedMoneySchema, z } from './shared';
import { BACKUP_SYNC_NOTE } from './sync';
import { TRANSACTION_ORIGINS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from './transactions';
import {
  HOLDING_NAME_MAX_LENGTH,
  INCOME_KINDS,
  MAX_HOLDINGS_PER_BOOK,
  MAX_INCOMES_PER_BOOK,
  MAX_PRICES_PER_BOOK,
  MAX_TRADES_PER_BOOK,
  quantitySchema,
  quotePriceSchema,
  TRADE_SIDES,
  tickerSchema,
  tradePriceSchema,
  VARIABLE_INCOME_KINDS,
  VARIABLE_INCOME_MESSAGES,
} from './variable-income';

export const BACKUP_FORMAT = 'grana-export';
/** 2: the document lists the book's comprovantes (`attachments`), whose files travel beside it in a .zip. */
export const BACKUP_VERSION = 2;
/** The versions the restore reads: a document of version 1 (before comprovantes) restores as it always did. */
export const BACKUP_READABLE_VERSIONS: readonly unknown[] = [1, 2];

/** What the document says of itself to a person who opens it: what it does not carry. */
export const BACKUP_NOTES = [BACKUP_SYNC_NOTE];

/** 'grana-backup-2026-11-21.json', dated in the person's time zone. */
export const backupFileName = (today: string) => `grana-backup-${today}.json`;
/** 'grana-backup-2026-11-21.zip': the backup of a book with comprovantes, the document and their files. */
export const backupArchiveFileName = (today: string) => `grana-backup-${today}.zip`;
/** Inside the .zip: the backup document, and each comprovante's file and thumbnail under its id. */
export const ARCHIVE_DOCUMENT = 'grana-backup.json';
export const archiveFilePath = (attachmentId: number) => `comprovantes/${attachmentId}`;
export const archiveThumbPath = (attachmentId: number) => `comprovantes/${attachmentId}.thumb`;
/** 'grana-transacoes-2026-11-21.csv'. */
export const transactionsCsvFileName = (today: string) => `grana-transacoes-${today}.csv`;

export const RESTORE_MESSAGES = {
  notJson: 'O arquivo não é um backup do Grana: o conteúdo não é um JSON válido (incompleto ou corrompido).',
  notBackup: 'O arquivo não é um backup do Grana.',
  notBackupShape:
    'O arquivo não é um backup do Grana: a estrutura do JSON não é a de um backup (objetos ou listas demais).',
  tooLarge: (limitMb: number) =>
    `O arquivo é grande demais para ser um backup do Grana: o limite é de ${limitMb} MB.`,
  tooLargeToRead:
    'O backup é grande demais para ser lido de uma vez pelo servidor e não foi restaurado. Nada foi alterado.',
  inProgress: 'Uma restauração para esta conta já está em andamento. Aguarde o fim dela.',
  busy: 'Muitas restaurações estão sendo lidas agora. Tente de novo em alguns segundos.',
  stalled: 'O envio do backup parou no meio e foi interrompido. Nada foi alterado. Tente de novo.',
  version: (version: unknown) =>
    `Este backup é da versão ${String(version).slice(0, 20)}, que esta versão do Grana não sabe restaurar.`,
  invalid: (where: string, message: string) => `Backup inválido em ${where}: ${message}`,
  notEmpty:
    'A restauração só pode ser feita em uma conta vazia, e esta conta já tem dados. ' +
    'Crie uma nova conta e restaure o backup nela.',
  inconsistent: 'O backup tem dados inconsistentes e não foi restaurado. Nada foi alterado.',
  repeatedNames:
    'O backup tem nomes repetidos (contas, categorias, tags ou favorecidos) e não foi restaurado. Nada foi alterado.',
  notArchive:
    'O arquivo .zip não é um backup do Grana: ele não traz o documento do backup (grana-backup.json).',
  attachmentMissing: (name: string) =>
    `O backup não traz o arquivo do comprovante "${name.slice(0, 120)}" e não foi restaurado. Nada foi alterado.`,
  attachmentChanged: (name: string) =>
    `O arquivo do comprovante "${name.slice(0, 120)}" foi alterado ou está corrompido no backup ` +
    '(o conteúdo não confere com o registrado) e o backup não foi restaurado. Nada foi alterado.',
  /** The web's line after a restore that left comprovantes out (RestoreResult.skippedAttachments). */
  attachmentsSkipped: (names: readonly string[]) =>
    `${names.length === 1 ? 'Ficou de fora 1 comprovante que não é' : `Ficaram de fora ${names.length} comprovantes que não são`} ` +
    `uma foto (JPG, PNG, HEIC) ou um PDF válido: ${names.map((n) => `"${n.slice(0, 120)}"`).join(', ')}.`,
  attachmentsQuota: (limitMb: number) =>
    `Os comprovantes do backup passam do limite de ${limitMb} MB por livro e o backup não foi restaurado. ` +
    'Nada foi alterado.',
  peopleMissing: (emails: readonly string[]) =>
    `O backup divide gastos com pessoas que não participam deste livro (${emails.join(', ')}). ` +
    'Convide-as para o livro e restaure de novo. Nada foi alterado.',
} as const;

const TEXT_INVALID = 'O texto contém caracteres inválidos';
/** Free text as stored: not trimmed (the restore is exact), no NUL (PostgreSQL cannot store it), bounded. */
const text = (max: number) =>
  z
    .string({ error: 'Informe um texto' })
    .max(max, { error: `O texto deve ter no máximo ${max} caracteres` })
    .refine((v) => !v.includes('\u0000'), { error: TEXT_INVALID });
/** Names are stored trimmed and never empty; the forms' own limits are lower than these. */
const name = text(200).refine((v) => v.trim() !== '', { error: 'Informe um nome' });

/** An instant ('2026-11-21T13:45:12.345Z') between 1900 and 2999, as every timestamp of the product is. */
const instant = z.iso.datetime({ offset: true, error: 'Data e hora inválidas' }).refine(
  (v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= 1900 && year <= 2999;
  },
  { error: 'Data e hora inválidas' },
);
const createdAt = instant.optional();

/** A reference that may be absent: missing and null both mean none. */
const optionalRef = idSchema.nullish().transform((v) => v ?? null);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => v ?? null);
const optionalDate = isoDateSchema.nullish().transform((v) => v ?? null);
const optionalInstant = instant.nullish().transform((v) => v ?? null);

const firstOfMonth = isoDateSchema.refine((v) => v.endsWith('-01'), {
  error: 'Informe o mês como o primeiro dia (AAAA-MM-01)',
});
const dayOfMonth = z.number().int().min(1).max(31);

export const backupAccount = z.object({
  id: idSchema,
  name,
  type: z.enum(ACCOUNT_TYPES, { error: 'Tipo de conta inválido' }),
  openingBalance: signedMoneySchema,
  /** A card's bill terms (absent from backups written before cards had them). */
  closingDay: dayOfMonth.nullish().transform((v) => v ?? null),
  dueDay: dayOfMonth.nullish().transform((v) => v ?? null),
  creditLimit: signedMoneySchema
    .refine((v) => v >= 0)
    .nullish()
    .transform((v) => v ?? null),
  paymentAccountId: optionalRef,
  archivedAt: optionalInstant,
  createdAt,
});

export const backupCategory = z
  .object({
    id: idSchema,
    name,
    type: z.enum(CATEGORY_TYPES, { error: 'Tipo de categoria inválido: use receita ou despesa' }),
    // Absent from backups made before categories had them.
    icon: categoryIconSchema.nullish().transform((v) => v ?? null),
    color: categoryColorSchema.nullish().transform((v) => v ?? null),
    /**
     * What it is in the IRPF declaration (common/income-tax-declaration.ts); null: left out. Absent from backups made
     * before 0048: the restore maps the starter categories as a new book's are.
     */
    taxCode: z.enum(TAX_MAPPINGS, { error: 'Código da declaração inválido' }).nullable().optional(),
    /** The parent of a subcategory, an id of the file's categories; absent from backups made before 0052. */
    parentId: idSchema.nullish().transform((v) => v ?? null),
    createdAt,
  })
  .refine((c) => c.taxCode == null || mappingFitsType(c.taxCode, c.type), {
    error: 'Código da declaração que não serve ao tipo da categoria',
    path: ['taxCode'],
  });

/** A book's payees bound the beneficiaries (one each at most); this bounds the list before they are counted. */
const MAX_BACKUP_BENEFICIARIES = 100_000;

/** A year of the declaration: its dependents (income_tax_years). */
export const backupIncomeTaxYear = z.object({
  year: z.number().int().min(2000).max(2100),
  dependents: z.number().int().min(0).max(30),
});

/** Tags and payees: a name. */
export const backupNamed = z.object({ id: idSchema, name, createdAt });

/** A payee: its name and, from 0047, its CPF or CNPJ (digits, checked again; a file without one has none). */
export const backupPayee = backupNamed.extend({
  document: z
    .string()
    .nullish()
    .transform((v) => v ?? null)
    .refine((v) => v === null || (readDocument(v).ok && v === compactDocumentText(v)), {
      error: DOCUMENT_MESSAGES.invalid,
    }),
});

export const backupGoal = z.object({
  id: idSchema,
  name,
  type: z.enum(GOAL_TYPES, { error: 'Tipo de meta inválido' }),
  targetAmount: moneySchema,
  initialAmount: signedMoneySchema.refine((v) => v >= 0, { error: GOAL_INITIAL_NEGATIVE_MESSAGE }),
  strategy: z.enum(GOAL_STRATEGIES, { error: 'Estratégia inválida' }),
  accountId: optionalRef,
  categoryId: optionalRef,
  targetDate: optionalDate,
  plannedMonthlyAmount: moneySchema.nullish().transform((v) => v ?? null),
  recurringDay: dayOfMonth.nullish().transform((v) => v ?? null),
  priority: z.enum(GOAL_PRIORITIES, { error: 'Prioridade inválida' }),
  archivedAt: optionalInstant,
  createdAt,
});

export const backupRecurring = z.object({
  id: idSchema,
  accountId: idSchema,
  type: z
    .enum(RECURRING_TYPES, { error: 'Tipo inválido: use RECEITA ou DESPESA' })
    .optional()
    .default('DESPESA'),
  amount: moneySchema,
  description: text(1000),
  categoryId: optionalRef,
  payeeId: optionalRef,
  intervalUnit: z.literal('month', { error: 'O intervalo deve ser mensal' }),
  intervalCount: z.number().int().min(1).max(12),
  nextRun: isoDateSchema,
  dueDay: dayOfMonth,
  /** Absent from backups written before items could fall due on a business day. */
  dueBusinessDay: z
    .number()
    .int()
    .min(1)
    .max(MAX_BUSINESS_DAY)
    .nullish()
    .transform((v) => v ?? null),
  lastRun: optionalDate,
  mode: z.enum(RECURRING_MODES, { error: 'Modo inválido: use manual ou automatic' }),
  notifyDays: z.number().int().min(0).max(366),
  /** 'Valor variável'; absent from backups written before it existed: an exact amount, as then. */
  variableAmount: z.boolean().optional().default(false),
  /** What the item is (RECURRING_KINDS); absent from backups written before contas a pagar: a fixed item. */
  kind: z.enum(RECURRING_KINDS).optional().default('fixo'),
  /** A Pix Automático's authorised maximum (reais); absent before: none. */
  maxAmount: moneySchema.nullish().transform((v) => v ?? null),
  /** The boleto or Pix code the item was made from (POST /capture/code's code_key). */
  capturedCode: backupCapturedCode,
  createdAt,
});

export const backupBudget = z.object({
  categoryId: idSchema,
  month: firstOfMonth,
  amount: moneySchema,
  rollover: z.boolean(),
  createdAt,
});

export const backupSplit = z.object({
  amount: moneySchema,
  description: text(1000).optional().default(''),
  categoryId: optionalRef,
  payeeId: optionalRef,
});

/**
 * A person of a shared book, named by the e-mail the restore finds them by. `income` is their monthly income in the
 * book (for "Proporcional à renda"); absent when not given.
 */
export const backupPerson = z.object({
  id: idSchema,
  name: text(200).optional(),
  email: text(300).refine((v) => v.includes('@'), { error: 'Informe um e-mail' }),
  income: signedMoneySchema
    .refine((v) => v >= 0, { error: 'O valor não pode ser negativo' })
    .nullish()
    .transform((v) => v ?? null),
});

/** A person's part of a divided expense, in reais (zero when their part by values is nothing). */
export const backupShare = z.object({
  personId: idSchema,
  amount: signedMoneySchema.refine((v) => v >= 0, { error: 'O valor não pode ser negativo' }),
});

/** An acerto between two people of the book; `transferId` names the transfer written with it, if any. */
export const backupSettlement = z.object({
  id: idSchema,
  fromPersonId: idSchema,
  toPersonId: idSchema,
  amount: moneySchema,
  date: isoDateSchema,
  transferId: optionalText(100),
  createdBy: optionalRef,
  createdAt,
});

export const backupTransaction = z
  .object({
    id: idSchema,
    accountId: idSchema,
    type: z.enum(TRANSACTION_TYPES, { error: 'Tipo inválido: use RECEITA ou DESPESA' }),
    amount: moneySchema,
    date: isoDateSchema,
    description: text(1000).optional().default(''),
    categoryId: optionalRef,
    payeeId: optionalRef,
    status: z.enum(TRANSACTION_STATUSES, { error: 'Status inválido: use CLEARED, PENDING ou RECONCILED' }),
    /** Both legs of a transfer (or goal contribution) carry the same value. */
    transferId: optionalText(100),
    /**
     * One leg of a transfer between two books: the other leg's book, whose leg is in that book's backup. Restored,
     * the leg stands alone ('outro livro'): its balance stays right, and it changes without the other.
     */
    otherBookId: optionalRef,
    goalId: optionalRef,
    recurringId: optionalRef,
    /** The bank's id of a statement file's line the row holds. */
    externalId: optionalText(500),
    /**
     * The aggregator's id of the bank sync's line the row holds (absent from backups older than it, where a row of
     * origin 'sync' kept it in externalId).
     */
    syncId: optionalText(500),
    /** The second way in's line matched with a row that held the first's: its way, date, text and import. */
    secondLine: z
      .object({
        channel: z.enum(['file', 'sync'], { error: 'Origem da linha inválida' }),
        date: isoDateSchema,
        text: z.string().max(1000),
        importId: z.string().min(1).max(100),
      })
      .nullish()
      .transform((v) => v ?? null),
    /** An imported line's own text, when the description stored differs from it. */
    bankText: optionalText(1000),
    /** The rows of one import carry the same value. */
    importId: optionalText(100),
    /** Where the row came from; a backup made before it was kept: an import's rows, a fixed item's, or typed. */
    origin: z.enum(TRANSACTION_ORIGINS, { error: 'Origem inválida' }).optional(),
    /** A recorded row matched with a statement's line: the line's date, the import that matched it, its undo. */
    bankDate: isoDateSchema.nullish().transform((v) => v ?? null),
    matchImportId: optionalText(100),
    matchUndo: z
      .object({
        status: z.enum(TRANSACTION_STATUSES, {
          error: 'Status inválido: use CLEARED, PENDING ou RECONCILED',
        }),
        bankText: optionalText(1000),
        externalId: optionalText(500),
        syncId: optionalText(500).optional(),
        date: isoDateSchema.optional(),
        pair: z.object({ categoryId: optionalRef, leg: idSchema }).optional(),
        recurring: z
          .object({ id: idSchema, nextRun: isoDateSchema, lastRun: isoDateSchema.nullable() })
          .optional(),
      })
      .nullish()
      .transform((v) => v ?? null),
    /** A card row's bill chosen by hand (or an installment's), 'YYYY-MM'. */
    billMonth: billMonthSchema.nullish().transform((v) => v ?? null),
    /** The installments of one purchase carry the same group; k of n. */
    installmentGroup: optionalText(100),
    installmentNumber: z
      .number()
      .int()
      .min(1)
      .max(MAX_INSTALLMENTS)
      .nullish()
      .transform((v) => v ?? null),
    installmentCount: z
      .number()
      .int()
      .min(MIN_INSTALLMENTS)
      .max(MAX_INSTALLMENTS)
      .nullish()
      .transform((v) => v ?? null),
    tagIds: z.array(idSchema).max(1000).optional().default([]),
    /** The boleto or Pix code it was recorded from (POST /capture/code's code_key); absent: none. */
    capturedCode: backupCapturedCode,
    splits: z.array(backupSplit).max(1000).optional().default([]),
    /** People (`people` ids): who typed the row and who paid it. */
    createdBy: optionalRef,
    paidBy: optionalRef,
    /** A divided expense: how it was divided and each person's part (they add up to the amount). */
    shareMode: z
      .enum(SHARE_MODES, { error: 'Divisão inválida' })
      .nullish()
      .transform((v) => v ?? null),
    shares: z.array(backupShare).max(MAX_MEMBERS_PER_BOOK).optional().default([]),
    createdAt,
  })
  .refine(...billNearDate('billMonth'));

/** A rule: its conditions as the rules contract reads them, and what it sets by id. */
export const backupRule = z.object({
  id: idSchema,
  name,
  position: z.number({ error: 'Posição inválida' }).int().min(1).max(100_000),
  conditions: z.array(ruleCondition).min(1).max(MAX_RULE_CONDITIONS),
  categoryId: optionalRef,
  payeeId: optionalRef,
  description: optionalText(200),
  tagIds: z.array(idSchema).max(MAX_RULE_TAGS).optional().default([]),
  createdAt,
});

/** A decimal as text, as the database prints a `numeric`: '110', '6.5', '-0.21' (no exponent, no comma). */
const decimalText = (pattern: RegExp, example: string) =>
  z
    .string({ error: `Informe o número como texto decimal (por exemplo "${example}")` })
    .regex(pattern, { error: `Informe o número como texto decimal (por exemplo "${example}")` });

/**
 * A fixed-income position (server/features/investments) of one of the document's accounts, as the investments'
 * form keeps it: the poupança's rule for the poupança alone, any other with its rate within the form's bounds (at
 * most 4 decimals, the column's), the maturity after the application, a redemption (on or after the application)
 * with its day and net value or neither. `applicationTransferId` names the transfer (of `transactions`) that paid it, if the
 * money came from another account of the book; the restore gives it the transfer's new id.
 */
export const backupPosition = z
  .object({
    id: idSchema,
    accountId: idSchema,
    name: text(POSITION_NAME_MAX_LENGTH).refine((v) => v.trim() !== '', { error: INVESTMENT_MESSAGES.name }),
    product: z.enum(FIXED_INCOME_PRODUCTS, { error: INVESTMENT_MESSAGES.product }),
    /** 'informado': a position a bank sync brought without its whole contract, worth `bankValue`. */
    indexing: z.enum(POSITION_INDEXINGS, { error: INVESTMENT_MESSAGES.indexing }),
    /** Percent: of the CDI, or a year's rate; null for the poupança. At most the column's numeric(9, 4). */
    rate: decimalText(/^-?\d{1,5}(\.\d{1,4})?$/, '110.5')
      .nullish()
      .transform((v) => v ?? null),
    /** Reais, as every amount of the document. */
    applied: moneySchema,
    appliedOn: isoDateSchema,
    maturityOn: optionalDate,
    applicationTransferId: optionalText(100),
    redeemedOn: optionalDate,
    redeemedNet: signedMoneySchema
      .refine((v) => v >= 0, { error: 'O valor não pode ser negativo' })
      .nullish()
      .transform((v) => v ?? null),
    /**
     * A position a bank sync brought: the aggregator's id of the investment (what the next sync finds it by, one
     * per book), and what the bank last said it is worth (reais) and on which day. Absent for a position typed.
     */
    providerInvestmentId: optionalText(100),
    bankValue: signedMoneySchema
      .refine((v) => v >= 0, { error: 'O valor não pode ser negativo' })
      .nullish()
      .transform((v) => v ?? null),
    bankValueOn: optionalDate,
    createdAt,
  })
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if ((p.bankValue === null) !== (p.bankValueOn === null))
      return issue('bankValue', 'Informe o valor do banco e o dia dele, ou nenhum dos dois');
    if (p.indexing === 'informado') {
      if (p.bankValue === null)
        issue('bankValue', 'Uma aplicação com o valor informado pelo banco precisa desse valor');
      return;
    }
    const poupanca = p.indexing === 'poupanca';
    if (poupanca !== (p.product === 'poupanca'))
      return issue('indexing', INVESTMENT_MESSAGES.poupancaProduct);
    // The poupança's rate is not read (the form asks none); any other needs one within the form's bounds.
    if (!poupanca && p.rate === null) {
      issue('rate', INVESTMENT_MESSAGES.rateMissing);
    } else if (!poupanca) {
      const rate = Number(p.rate);
      const fits =
        p.indexing === 'cdi' ? rate > 0 && rate <= MAX_CDI_PERCENT : rate >= 0 && rate <= MAX_YEARLY_RATE;
      if (!fits) issue('rate', INVESTMENT_MESSAGES.rateRange(p.indexing));
    }
    if (p.maturityOn !== null && p.maturityOn <= p.appliedOn)
      issue('maturityOn', INVESTMENT_MESSAGES.maturityBefore);
    if ((p.redeemedOn === null) !== (p.redeemedNet === null))
      issue('redeemedOn', 'Informe o dia e o valor líquido do resgate, ou nenhum dos dois');
    else if (p.redeemedOn !== null && p.redeemedOn < p.appliedOn)
      issue('redeemedOn', INVESTMENT_MESSAGES.redeemBefore);
  });

/**
 * A value the book typed or imported for an index series (server/features/index-rates), exactly as stored: the
 * series' decimal places and range, a monthly series' first day, not before the Real. Whether the date was a
 * business day is not asked again: the value was checked when typed, and a calendar may change.
 */
export const backupIndexRate = z
  .object({
    series: indexSeriesSchema,
    date: isoDateSchema,
    value: decimalText(/^-?\d{1,6}(\.\d{1,30})?$/, '0.055131'),
    createdAt,
  })
  .superRefine((r, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (r.date < INDEX_RATE_FIRST_DATE) return issue('date', INDEX_RATE_MESSAGES.tooOld);
    if (INDEX_SERIES_FACTS[r.series].frequency === 'monthly' && !r.date.endsWith('-01'))
      return issue('date', INDEX_RATE_MESSAGES.monthly(r.series));
    const problem = indexRateValueProblem(r.series, r.value);
    if (problem) issue('value', problem);
  });

/**
 * The most values of one series a backup may hold: an import's limit, and more than there are days from the Real's
 * first day to today (a value per date), so a real book always fits.
 */
export const MAX_BACKUP_INDEX_RATES_PER_SERIES = INDEX_RATE_IMPORT_MAX_LINES;

/**
 * A debt (server/features/debts) as its form keeps it: the rate as decimal text within the form's bounds for its
 * period (at most 4 decimals, the column's), the first due date after the contract's. Whether the contract can be
 * scheduled with its prepayments (the principal's bound, their count) is asked of common/loans.ts by
 * check-references.ts, which sees the prepayments.
 */
export const backupDebt = z
  .object({
    id: idSchema,
    name: text(DEBT_NAME_MAX_LENGTH).refine((v) => v.trim() !== '', { error: DEBT_MESSAGES.name }),
    kind: z.enum(DEBT_KINDS, { error: DEBT_MESSAGES.kind }),
    lender: optionalText(DEBT_NAME_MAX_LENGTH),
    /** Reais, as every amount of the document. */
    principal: moneySchema,
    /** Percent per `ratePeriod`, as typed: '1.99' a month, '11.5' a year. */
    rate: decimalText(/^\d{1,6}(\.\d{1,4})?$/, '11.5'),
    ratePeriod: z.enum(RATE_PERIODS, { error: DEBT_MESSAGES.ratePeriod }),
    installments: z
      .number({ error: DEBT_MESSAGES.installments })
      .int({ error: DEBT_MESSAGES.installments })
      .min(1, { error: DEBT_MESSAGES.installments })
      .max(MAX_LOAN_INSTALLMENTS, { error: DEBT_MESSAGES.installments }),
    system: z.enum(AMORTIZATION_SYSTEMS, { error: DEBT_MESSAGES.system }),
    contractDate: isoDateSchema,
    firstDueDate: isoDateSchema,
    /** Instalments paid before the debt was entered; a backup of before 0040 has none. */
    paidBefore: z
      .number({ error: DEBT_MESSAGES.paidBefore })
      .int({ error: DEBT_MESSAGES.paidBefore })
      .min(0, { error: DEBT_MESSAGES.paidBefore })
      .max(MAX_LOAN_INSTALLMENTS, { error: DEBT_MESSAGES.paidBefore })
      .optional()
      .default(0),
    /** The 'Conta de pagamento', an account of the file (check-references.ts); a backup of before 0042 has none. */
    paymentAccountId: optionalRef,
    createdAt,
  })
  .superRefine((d, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (d.paidBefore > d.installments) issue('paidBefore', DEBT_MESSAGES.paidBeforeAboveCount);
    if (Number(d.rate) > MAX_DEBT_RATE_PERCENT[d.ratePeriod])
      issue('rate', DEBT_MESSAGES.rateRange(d.ratePeriod));
    if (d.firstDueDate <= d.contractDate) issue('firstDueDate', DEBT_MESSAGES.firstDueBefore);
  });

/**
 * A debt's prepayment (amortização extraordinária). `transactionId` names the expense that paid it (of
 * `transactions`); one not in the file restores as none, as the app shows a prepayment whose expense was deleted.
 * Those of one date apply in the order of their ids, which the restore keeps.
 */
export const backupDebtPrepayment = z.object({
  id: idSchema,
  debtId: idSchema,
  date: isoDateSchema,
  amount: moneySchema,
  mode: z.enum(PREPAYMENT_MODES, { error: 'Modo inválido: use prazo ou parcela' }),
  transactionId: optionalRef,
  createdAt,
});

/**
 * An instalment recorded as paid, with the expense (of `transactions`) that paid it. One whose expense is not in
 * the file is left out by the restore: the app reads an instalment whose expense was deleted as unpaid.
 */
export const backupDebtPayment = z.object({
  debtId: idSchema,
  number: z
    .number({ error: 'Informe o número da parcela' })
    .int({ error: 'Informe o número da parcela' })
    .min(1, { error: 'Informe o número da parcela' })
    .max(MAX_LOAN_INSTALLMENTS, { error: DEBT_MESSAGES.installments }),
  transactionId: idSchema,
});

/**
 * A bem (server/features/assets) as its form keeps it: what was paid (more than zero), the sale's day and price
 * both or neither, the sale after the acquisition. Whether a sale or a valuation lies in the future is not asked
 * again: it was not when typed, and days pass.
 */
export const backupAsset = z
  .object({
    id: idSchema,
    name: text(ASSET_NAME_MAX_LENGTH).refine((v) => v.trim() !== '', { error: ASSET_MESSAGES.name }),
    kind: z.enum(ASSET_KINDS, { error: ASSET_MESSAGES.kind }),
    acquiredOn: isoDateSchema,
    /** Reais, as every amount of the document. */
    acquired: moneySchema,
    soldOn: optionalDate,
    sold: signedMoneySchema
      .refine((v) => v >= 0, { error: ASSET_MESSAGES.negative })
      .nullish()
      .transform((v) => v ?? null),
    notes: optionalText(ASSET_NOTES_MAX_LENGTH),
    createdAt,
  })
  .superRefine((a, ctx) => {
    if ((a.soldOn === null) !== (a.sold === null))
      ctx.addIssue({
        code: 'custom',
        path: [a.soldOn === null ? 'soldOn' : 'sold'],
        message: ASSET_MESSAGES.saleHalf,
      });
    else if (a.soldOn !== null && a.soldOn <= a.acquiredOn)
      ctx.addIssue({ code: 'custom', path: ['soldOn'], message: ASSET_MESSAGES.saleBefore });
  });

/** A bem's valuation: one per bem and date, from its acquisition until before its sale (check-references.ts). */
export const backupAssetValuation = z.object({
  id: idSchema,
  assetId: idSchema,
  date: isoDateSchema,
  value: signedMoneySchema.refine((v) => v >= 0, { error: ASSET_MESSAGES.negative }),
  createdAt,
});

/**
 * A renda variável holding (server/features/variable-income): an asset kept in one of the document's accounts,
 * once per account and ticker (check-variable-income.ts).
 */
export const backupHolding = z.object({
  id: idSchema,
  accountId: idSchema,
  ticker: tickerSchema,
  name: optionalText(HOLDING_NAME_MAX_LENGTH),
  kind: z.enum(VARIABLE_INCOME_KINDS, { error: VARIABLE_INCOME_MESSAGES.kind }),
  createdAt,
});

/** What a desdobro or grupamento cannot have: it moves units, not money. */
export const BACKUP_SPLIT_TRADE_MESSAGE = 'Desdobramentos e grupamentos não têm preço, taxas nem valor';

/**
 * A holding's trade as stored: quantity and price as decimal text ('100', '32.15'; the contract's bounds), the
 * money in reais: `amount` what a compra paid (fees included) or a venda received (fees taken out), `realizedGain`
 * a venda's gain or loss as last computed. A desdobro or grupamento has no price and moves no money.
 * `cashAccountId` names the account the money left or reached, `transferId` the transfer (of `transactions`) that
 * moved it and `gainTransactionId` the row of a venda's gain or loss; the restore gives them their new ids and
 * refuses one not in the file. Those of one date apply in the order of their ids, which the restore keeps.
 */
export const backupTrade = z
  .object({
    id: idSchema,
    holdingId: idSchema,
    side: z.enum(TRADE_SIDES, { error: VARIABLE_INCOME_MESSAGES.side }),
    date: isoDateSchema,
    quantity: quantitySchema,
    price: z.unknown().optional(),
    fees: signedMoneySchema.refine((v) => v >= 0, { error: VARIABLE_INCOME_MESSAGES.feesNegative }),
    amount: signedMoneySchema.refine((v) => v >= 0, { error: 'O valor não pode ser negativo' }),
    cashAccountId: optionalRef,
    transferId: optionalText(100),
    gainTransactionId: optionalRef,
    realizedGain: signedMoneySchema.nullish().transform((v) => v ?? null),
    createdAt,
  })
  .transform((trade, ctx) => {
    const moves = trade.side === 'compra' || trade.side === 'venda';
    if (!moves) {
      if ((trade.price ?? null) !== null || trade.fees !== 0 || trade.amount !== 0)
        ctx.addIssue({ code: 'custom', path: ['price'], message: BACKUP_SPLIT_TRADE_MESSAGE });
      return { ...trade, price: null };
    }
    const price = tradePriceSchema.safeParse(trade.price);
    if (!price.success) {
      for (const issue of price.error.issues)
        ctx.addIssue({ code: 'custom', path: ['price'], message: issue.message });
      return z.NEVER;
    }
    return { ...trade, price: price.data };
  });

/** A holding's price on a day: one per holding and date (check-variable-income.ts). Referenced by nothing: no id. */
export const backupPrice = z.object({
  holdingId: idSchema,
  date: isoDateSchema,
  price: quotePriceSchema,
  createdAt,
});

/**
 * A holding's income (provento): the gross and the tax withheld, reais; `transactionId` names the ledger row (of
 * `transactions`) of what was received, and the restore refuses one not in the file.
 */
export const backupIncome = z
  .object({
    id: idSchema,
    holdingId: idSchema,
    kind: z.enum(INCOME_KINDS, { error: VARIABLE_INCOME_MESSAGES.incomeKind }),
    date: isoDateSchema,
    gross: moneySchema,
    withheld: signedMoneySchema.refine((v) => v >= 0, { error: VARIABLE_INCOME_MESSAGES.withheldNegative }),
    transactionId: optionalRef,
    createdAt,
  })
  .refine((income) => Math.round(income.withheld * 100) < Math.round(income.gross * 100), {
    path: ['withheld'],
    error: VARIABLE_INCOME_MESSAGES.withheldAboveGross,
  });

/** A card bill whose dates the bank moved. */
export const backupCardBill = z.object({
  accountId: idSchema,
  month: billMonthSchema,
  closingDate: isoDateSchema,
  dueDate: isoDateSchema,
});

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

/**
 * A comprovante (server/features/attachments): its row, whose file is `comprovantes/<id>` in the backup's .zip
 * (and its thumbnail `comprovantes/<id>.thumb`, a photo's). The restore checks the file against `sha256`.
 */
export const backupAttachment = z
  .object({
    id: idSchema,
    transactionId: idSchema,
    name: text(ATTACHMENT_NAME_MAX_LENGTH).refine((v) => v.trim() !== '', { error: 'Informe um nome' }),
    kind: z.enum(ATTACHMENT_KINDS),
    contentType: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
    size: z.number().int().min(1).max(ATTACHMENT_MAX_BYTES),
    sha256: z.string().regex(/^[0-9a-f]{64}$/, { error: 'Resumo SHA-256 inválido' }),
    width: z.number().int().min(1).max(ATTACHMENT_IMAGE_MAX_SIDE).nullish().default(null),
    height: z.number().int().min(1).max(ATTACHMENT_IMAGE_MAX_SIDE).nullish().default(null),
    createdAt,
  })
  .refine((a) => (a.kind === 'pdf') === (a.contentType === 'application/pdf'), {
    error: 'O tipo do comprovante não confere com o do arquivo',
    path: ['contentType'],
  });

/** More comprovantes than the quota could hold at their smallest is not a backup (a bound on the list). */
const MAX_BACKUP_ATTACHMENTS = 100_000;

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
   * index series existed. At most MAX_BACKUP_INDEX_RATES_PER_SERIES per series (check-references.ts counts them).
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
   * Absent from backups written before debts existed. At most MAX_LOAN_PREPAYMENTS prepayments per debt and one
   * payment per instalment (check-references.ts counts them).
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
export type BackupTransaction = z.output<typeof backupTransaction>;
export type BackupAttachment = z.output<typeof backupAttachment>;

/** How many of each a restore brought back. */
export interface RestoreCounts {
  accounts: number;
  categories: number;
  tags: number;
  payees: number;
  goals: number;
  recurring: number;
  budgets: number;
  rules: number;
  transactions: number;
  attachments: number;
}

/**
 * What POST /restore answers: how many of each were restored, and the names of the comprovantes left out because
 * their files are not what a comprovante may be (each passes an upload's checks: a photo or a PDF by its bytes, the
 * photo re-encoded); the rest of the backup is restored all the same.
 */
export interface RestoreResult extends RestoreCounts {
  skippedAttachments: string[];
}
