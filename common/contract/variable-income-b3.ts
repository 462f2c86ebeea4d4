import { isoDateSchema, requiredId, z } from './shared';
import {
  type IncomeKind,
  MAX_HOLDINGS_PER_BOOK,
  type TradeSide,
  tickerSchema,
  VARIABLE_INCOME_KINDS,
  VARIABLE_INCOME_MESSAGES,
  type VariableIncomeKind,
} from './variable-income';

/**
 * POST /variable-income/import-b3/preview and POST /variable-income/import-b3 (multipart/form-data): `file`, one
 * spreadsheet of the B3 Área do Investidor (Negociação, Movimentação or Posição, .xlsx), and the fields below. The
 * preview answers what the file holds and what of it would be recorded; the import (the same form sent again)
 * records it in one transaction, leaving out what is already recorded: a trade of the same asset, date, side,
 * quantity and price (as many times as the book has it), a provento of the same asset, date, kind and gross value.
 * Trades come from Negociação (Movimentação repeats them on their settlement day), proventos, desdobros and
 * grupamentos from Movimentação, closing prices from Posição.
 */

export const B3_IMPORT_MESSAGES = {
  noFile: 'Envie a planilha da B3 (.xlsx) no campo "file"',
  brokenUpload: 'O envio do arquivo foi interrompido ou está malformado. Tente de novo.',
  settings:
    'Envie as opções da importação (a conta de investimentos) como um objeto JSON no campo "settings"',
  kinds: 'Os tipos dos ativos devem ser um objeto como {"HGLG11": "fii"}',
  kindsMissing: (tickers: readonly string[]) =>
    `Informe o tipo de ${tickers.join(', ')}: ${tickers.length > 1 ? 'são novos' : 'é novo'} nesta conta e o código não diz se é FII, ETF ou unit`,
  /** A holding the file's provento, desdobro, grupamento or price names, not in the account. */
  noHolding: (ticker: string) =>
    `${ticker} não tem operações nesta conta: importe antes a planilha de Negociação`,
  grupamento: (ticker: string, after: string, held: string) =>
    `Grupamento de ${ticker}: a B3 informa ${after} unidades depois dele, e você tinha ${held}; registre-o à mão`,
} as const;

/** The form's fields besides the file (multipart fields are text; `kinds` is JSON). */
export const b3ImportFields = z.object({
  /** The investment account the assets are kept in. */
  accountId: requiredId(VARIABLE_INCOME_MESSAGES.accountMissing),
  /**
   * The kind of each ticker new in the account whose kind the file does not tell (a code ending in 11: FII, ETF or
   * unit), or that the person corrects: {"HGLG11": "fii"}.
   */
  kinds: z
    .record(tickerSchema, z.enum(VARIABLE_INCOME_KINDS, { error: VARIABLE_INCOME_MESSAGES.kind }), {
      error: B3_IMPORT_MESSAGES.kinds,
    })
    .refine((kinds) => Object.keys(kinds).length <= MAX_HOLDINGS_PER_BOOK, {
      error: B3_IMPORT_MESSAGES.kinds,
    })
    .default({}),
  /** The day a Posição's closing prices are recorded for; default the day in the file's name, else today. */
  priceDate: isoDateSchema.optional(),
});
export type B3ImportFields = z.input<typeof b3ImportFields>;

export const B3_FILE_LABELS = {
  negociacao: 'Negociação',
  movimentacao: 'Movimentação',
  posicao: 'Posição',
} as const;
export type B3File = keyof typeof B3_FILE_LABELS;

/** What becomes of a line: recorded by the import, already in the book, or kept out for `problem`. */
export const B3_LINE_STATUSES = ['new', 'recorded', 'problem'] as const;
export type B3LineStatus = (typeof B3_LINE_STATUSES)[number];

interface Line {
  /** The spreadsheet's line (and sheet), as the person sees it in Excel. */
  sheet: string;
  line: number;
  status: B3LineStatus;
  /** Why it cannot be recorded (status 'problem'), in Portuguese. */
  problem: string | null;
}

export interface B3TradeLine extends Line {
  date: string;
  side: TradeSide;
  sideLabel: string;
  ticker: string;
  /** Units: bought or sold; added by a desdobro; removed by a grupamento (null when that cannot be told). */
  quantity: string | null;
  /** A grupamento's units after it, as B3 states them; null for the other sides. */
  quantityAfter: string | null;
  /** Reais per unit; null for a desdobro or grupamento. */
  price: string | null;
  /** Reais: quantity × price (Negociação carries no fees); 0 for a desdobro or grupamento. */
  amount: number;
}

export interface B3IncomeLine extends Line {
  date: string;
  kind: IncomeKind;
  kindLabel: string;
  ticker: string;
  gross: number;
  withheld: number;
  net: number;
}

export interface B3PriceLine {
  ticker: string;
  date: string;
  price: string;
  status: B3LineStatus;
  problem: string | null;
}

export interface B3PositionLine {
  sheet: string;
  line: number;
  ticker: string;
  /** Units B3 holds in custody. */
  quantity: string;
  /** Units the account holds in Grana now; null when the asset is not in it. */
  held: string | null;
}

export interface B3AssetLine {
  ticker: string;
  name: string | null;
  /** The account's holding's kind, else the kind sent in `kinds`, else what the file tells; null: to be chosen. */
  kind: VariableIncomeKind | null;
  /** Already a holding of the account. */
  inAccount: boolean;
}

export interface B3ImportPreview {
  file: B3File;
  fileLabel: string;
  accountId: number;
  /** The day of the closing prices (Posição); null for the other files. */
  priceDate: string | null;
  assets: B3AssetLine[];
  /** Compras and vendas (Negociação), desdobros and grupamentos (Movimentação), oldest first. */
  trades: B3TradeLine[];
  incomes: B3IncomeLine[];
  prices: B3PriceLine[];
  positions: B3PositionLine[];
  /** Lines the file has that Grana does not import, with the reason. */
  skipped: Array<{ sheet: string; line: number; reason: string }>;
  /** Lines by what becomes of them (trades, incomes and prices). */
  counts: Record<B3LineStatus, number>;
}

/** What the import recorded. */
export interface B3ImportResult {
  trades: number;
  incomes: number;
  prices: number;
  /** Lines already recorded, left out. */
  alreadyRecorded: number;
}
