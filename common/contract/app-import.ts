import { type ACCOUNT_TYPES, accountFields, cardTerms } from './accounts';
import type { ImportResult } from './import';
import { idSchema, z } from './shared';

/**
 * "Trazer meus dados": the apps whose export files Grana reads (server/features/app-import/readers/), and how the
 * person maps what the file names onto their book.
 */
export const SOURCE_APPS = [
  'mobills',
  'organizze',
  'meu-dinheiro',
  'actual',
  'firefly',
  'ynab',
  'qif',
  'gnucash',
] as const;
export type SourceApp = (typeof SOURCE_APPS)[number];

/** Each app as the page names it, with the file its export menu gives. */
export const SOURCE_APP_LABELS: Record<SourceApp, { name: string; file: string }> = {
  mobills: { name: 'Mobills', file: 'CSV ou Excel (.xlsx) exportado pelo Mobills' },
  organizze: { name: 'Organizze', file: 'Excel (.xlsx) ou CSV de lançamentos do Organizze' },
  'meu-dinheiro': { name: 'Meu Dinheiro', file: 'Excel (.xlsx) ou CSV de lançamentos do Meu Dinheiro' },
  actual: { name: 'Actual Budget', file: 'CSV de transações ou o .zip de "Export data"' },
  firefly: { name: 'Firefly III', file: 'CSV de transações exportado pelo Firefly III' },
  ynab: { name: 'YNAB', file: 'CSV do registro (Register) ou o .zip exportado pelo YNAB' },
  qif: { name: 'QIF (qualquer aplicativo)', file: 'Arquivo .qif' },
  gnucash: {
    name: 'GnuCash',
    file: 'O próprio livro (.gnucash, em XML ou SQLite) ou o CSV de "Exportar transações para CSV"',
  },
};

/** How many of the file's accounts and categories one import may map: far above what a person keeps. */
export const MAX_APP_ACCOUNTS = 200;
export const MAX_APP_CATEGORIES = 2_000;
export const MAX_APP_TAGS = 1_000;

/**
 * A category of the file as the preview names it and the settings map it: its type, then 'Pai:Filho' or 'Nome',
 * as written (the server compares ignoring case).
 */
export const appCategoryKey = (c: { type: 'receita' | 'despesa'; name: string; parent?: string | null }) =>
  `${c.type}|${c.parent ? `${c.parent}:${c.name}` : c.name}`;

/** A new account for one of the file's: its type and, for a card, the bill's terms (as POST /accounts takes them). */
const newAccount = accountFields
  .pick({ type: true, closing_day: true, due_day: true, credit_limit: true })
  .superRefine((value, ctx) =>
    cardTerms({ ...value, opening_balance: 0, payment_account_id: null, name: '' }, ctx),
  );

export const APP_IMPORT_MESSAGES = {
  app: 'Escolha de qual aplicativo vem o arquivo',
  settings: 'Configurações da importação inválidas',
  noFile: 'Envie o arquivo exportado pelo aplicativo',
  brokenUpload: 'Não foi possível receber o arquivo. Tente enviar de novo.',
  nothingToImport: 'O arquivo não tem nenhuma transação para importar.',
  busy: 'Muitos arquivos estão sendo lidos agora. Tente de novo em alguns segundos.',
  tooHeavy:
    'O arquivo é grande ou complexo demais para ser lido. Exporte um período menor e importe por partes.',
  running: 'Já há uma importação em andamento neste livro. Aguarde ela terminar.',
  tooManyAccounts: `O arquivo tem mais de ${MAX_APP_ACCOUNTS} contas: divida-o antes de importar.`,
  tooManyCategories: `O arquivo tem mais de ${MAX_APP_CATEGORIES} categorias: divida-o antes de importar.`,
  tooManyTags: `O arquivo tem mais de ${MAX_APP_TAGS} tags: divida-o antes de importar.`,
  cardTerms: (name: string) =>
    `Informe o fechamento, o vencimento e o limite do cartão "${name}", ou escolha um cartão que já existe.`,
  accountChoice: (name: string) => `A conta escolhida para "${name}" não foi encontrada.`,
  categoryChoice: (name: string) => `A categoria escolhida para "${name}" não foi encontrada.`,
  categoryType: (name: string) => `A categoria escolhida para "${name}" é de outro tipo.`,
  interrupted:
    'A importação foi interrompida (o servidor reiniciou). Nada foi gravado: envie o arquivo de novo.',
  failed: 'A importação falhou e nada foi gravado. Tente de novo.',
  dayOrder:
    'As datas do arquivo podem ser lidas como dia/mês ou como mês/dia: escolha a ordem das datas antes de importar.',
  notFound: 'Importação não encontrada',
} as const;

/**
 * The order of day and month of a file whose every date could be read both ways ('08/01/2017'): the person's answer
 * to the preview's question ("Dia/mês" or "Mês/dia").
 */
export const DAY_ORDERS = ['dia-mes', 'mes-dia'] as const;
export type DayOrderChoice = (typeof DAY_ORDERS)[number];

export const appImportSettingsSchema = z.object(
  {
    app: z.enum(SOURCE_APPS, { error: APP_IMPORT_MESSAGES.app }),
    /**
     * The file's accounts by name: the id of one of the person's, or a new account of that type. A name left out
     * goes to the person's account of the same name (ignoring case), else to a new account of the kind the file
     * suggests (a card must be given its terms here).
     */
    accounts: z
      .record(z.string().max(200), z.union([idSchema, newAccount]))
      .refine((v) => Object.keys(v).length <= MAX_APP_ACCOUNTS, {
        error: APP_IMPORT_MESSAGES.tooManyAccounts,
      })
      .optional()
      .default({}),
    /**
     * The file's categories by key (appCategoryKey): the id of one of the person's (of the same type), 'nova' (a
     * new category, under the parent's mapping when it is a subcategory) or 'nenhuma' (rows without a category). A
     * key left out takes the mapping remembered from the last import of this app, else the person's category of the
     * same name, else a new one.
     */
    categories: z
      .record(z.string().max(400), z.union([idSchema, z.literal('nova'), z.literal('nenhuma')]))
      .refine((v) => Object.keys(v).length <= MAX_APP_CATEGORIES, {
        error: APP_IMPORT_MESSAGES.tooManyCategories,
      })
      .optional()
      .default({}),
    /**
     * The file's accounts by name: whether the history landing before the account's first row in Grana moves its
     * opening balance so that today's balance stays as it is (the bank's). Left out: yes, where it is offered.
     */
    keepBalances: z
      .record(z.string().max(200), z.boolean())
      .refine((v) => Object.keys(v).length <= MAX_APP_ACCOUNTS, {
        error: APP_IMPORT_MESSAGES.tooManyAccounts,
      })
      .optional()
      .default({}),
    /** The order of day and month, for a file whose dates do not say it (the preview's dayOrder.asked). */
    dayOrder: z.enum(DAY_ORDERS).optional(),
  },
  { error: APP_IMPORT_MESSAGES.settings },
);
export type AppImportSettings = z.input<typeof appImportSettingsSchema>;

export const appImportJobQuery = z.object({ id: z.uuid({ error: APP_IMPORT_MESSAGES.notFound }) });

/** One of the file's accounts, and where its rows will go. */
export interface AppImportAccount {
  name: string;
  /** The kind the file suggests, for a new account. */
  kind: (typeof ACCOUNT_TYPES)[number];
  rows: number;
  /** Income minus expenses, transfers in minus out, in reais: what the file moves in the account. */
  movement: number;
  /**
   * The balance the app gave the account when it started following it, in reais (0: none). A new account opens with
   * it; an account of the person's keeps its own opening balance.
   */
  opening: number;
  /**
   * The person's account it goes to, and why: the person chose it (settings), it bears the same name (always goes
   * there: names are unique in a book), or a near name proposed (turned down by asking for a new account); null: a
   * new one.
   */
  match: { id: number; name: string; by: 'choice' | 'name' | 'near' } | null;
  /** Its balance in Grana now, in reais (0 for a new account). */
  balanceBefore: number;
  /** Its balance once the import's new rows are written (and its opening balance moved when `keepBalance`). */
  balanceAfter: number;
  /**
   * The file's new rows dated before the account's first row in Grana (`before`; null: it has none), and what they
   * move: the history a person brings into an account whose balance already matches the bank. Null when there are
   * none, or for a new account.
   */
  earlier: { before: string | null; movement: number } | null;
  /** Whether the opening balance moves by `earlier.movement`, keeping today's balance (settings.keepBalances). */
  keepBalance: boolean;
}

/** One of the file's categories, and where its rows will go by default. */
export interface AppImportCategory {
  key: string;
  name: string;
  parent: string | null;
  type: 'receita' | 'despesa';
  rows: number;
  /** Reais under it in the file. */
  total: number;
  /**
   * The person's category it goes to by default; null: a new one. `near`: found by a near-equal name (accents,
   * case, plural, a known synonym: server/features/app-import/near-names.ts), not the same path.
   */
  match: { id: number; path: string; remembered: boolean; near: boolean } | null;
}

export interface AppImportSampleRow {
  line: number;
  date: string;
  description: string;
  /** Reais, positive: the type says the direction. */
  amount: number;
  type: 'RECEITA' | 'DESPESA' | 'TRANSFER';
  account: string;
  destination: string | null;
  category: string | null;
  installment: string | null;
}

/** What the file holds and what the import would create: POST /import/apps/preview. */
export interface AppImportPreview {
  app: SourceApp;
  rows: number;
  /** Rows the import will write (a transfer once): "Importar N transações". */
  fresh: number;
  /** Rows already in Grana (an earlier import of the file, typed, a statement): left as they are. */
  known: number;
  from: string | null;
  to: string | null;
  transfers: number;
  installments: number;
  /** Installments after the last one the file holds of each purchase: the import writes them in the bills to come. */
  installmentsToCome: number;
  payees: number;
  tags: string[];
  accounts: AppImportAccount[];
  categories: AppImportCategory[];
  /** The first rows, as Grana will read them. */
  sample: AppImportSampleRow[];
  errors: Array<{ line: number; message: string }>;
  errorCount: number;
  /**
   * How the file's free-form dates are read (QIF, YNAB): day or month first. `asked`: the dates, the currency and
   * the person's choice did not say it: the page asks "Dia/mês" or "Mês/dia" and the import needs the answer.
   * null: the app writes one date format.
   */
  dayOrder: { order: DayOrderChoice; asked: boolean } | null;
}

/** What an import of another app's file wrote: the statement import's answer, and what it created. */
export interface AppImportResult extends ImportResult {
  /** The file's transactions written, a transfer once (`inserted` counts its two rows): "Importar N transações". */
  transactions: number;
  accountsCreated: number;
  categoriesCreated: number;
  tagsCreated: number;
}

/** An import in the background: POST /import/apps answers it running; GET /import/apps/current follows it. */
export interface AppImportJob {
  id: string;
  app: SourceApp;
  fileName: string;
  status: 'running' | 'done' | 'failed';
  /** Rows the file writes (a transfer writes two): the progress bar's scale, shown as a percentage. */
  total: number;
  /** Rows written so far; `total` once done. */
  written: number;
  result: AppImportResult | null;
  error: string | null;
  createdAt: string;
}
