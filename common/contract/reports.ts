import { addMonths, isIsoDate } from '../dates';
import { sumReais } from '../money';
import type { Balances } from './balances';
import { idSchema, z } from './shared';
import { basisQueryField } from './spending-basis';

/** Ranges longer than this are refused: enough for any personal history, bounded for the database. */
export const MAX_PERIOD_YEARS = 20;
export const PERIOD_ORDER_MESSAGE = 'A data inicial deve ser anterior ou igual à data final';
export const PERIOD_LENGTH_MESSAGE = `O período pode ter no máximo ${MAX_PERIOD_YEARS} anos`;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const periodDate = (missing: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string({ error: missing })
      .trim()
      .refine(isIsoDate, { error: 'Data inválida: use o formato AAAA-MM-DD' }),
  );

const periodFields = {
  from: periodDate('Informe a data inicial do período (from)'),
  to: periodDate('Informe a data final do período (to)'),
  /** competencia or caixa: the book's setting when absent (common/contract/spending-basis.ts). */
  base: basisQueryField,
};

type Period = { from: string; to: string };
/** The period's dates in order (a refinement every period query shares). */
export const inOrder = (v: Period) => v.from <= v.to;
/** At most MAX_PERIOD_YEARS long. */
export const notTooLong = (v: Period) => v.to < addMonths(v.from, MAX_PERIOD_YEARS * 12);

/** from and to, both ISO dates, from <= to, at most 20 years apart. Used by the dashboard and every report. */
export const periodQuery = z
  .object(periodFields)
  .refine(inOrder, { error: PERIOD_ORDER_MESSAGE, path: ['from'] })
  .refine(notTooLong, { error: PERIOD_LENGTH_MESSAGE, path: ['to'] });
export type PeriodQuery = z.input<typeof periodQuery>;

/**
 * /reports/by-category: the period, and optionally `categoriaPaiId`, a category whose breakdown is asked (its
 * children's money and its own) instead of the top-level rows.
 */
export const byCategoryQuery = z
  .object({
    ...periodFields,
    categoriaPaiId: z.preprocess(emptyToUndefined, idSchema.optional()),
  })
  .refine(inOrder, { error: PERIOD_ORDER_MESSAGE, path: ['from'] })
  .refine(notTooLong, { error: PERIOD_LENGTH_MESSAGE, path: ['to'] });
export type ByCategoryQuery = z.input<typeof byCategoryQuery>;

export const CATEGORY_NOT_FOUND_MESSAGE = 'Categoria não encontrada';
export const OPEN_CHILD_MESSAGE =
  'Esta categoria é uma subcategoria: abra a categoria principal para ver suas subcategorias';

/** The row of a parent's own money in its breakdown, beside its children's: 'Alimentação (sem subcategoria)'. */
export const ownMoneyName = (parentName: string) => `${parentName} (sem subcategoria)`;

export const TOP_ITEMS_DEFAULT = 5;
export const TOP_ITEMS_MAX = 50;
const LIMIT_MESSAGE = `O limite deve ser um número inteiro de 1 a ${TOP_ITEMS_MAX}`;

export const topItemsQuery = z
  .object({
    ...periodFields,
    limit: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: LIMIT_MESSAGE })
        .int({ error: LIMIT_MESSAGE })
        .min(1, { error: LIMIT_MESSAGE })
        .max(TOP_ITEMS_MAX, { error: LIMIT_MESSAGE })
        .default(TOP_ITEMS_DEFAULT),
    ),
  })
  .refine(inOrder, { error: PERIOD_ORDER_MESSAGE, path: ['from'] })
  .refine(notTooLong, { error: PERIOD_LENGTH_MESSAGE, path: ['to'] });
export type TopItemsQuery = z.input<typeof topItemsQuery>;

export type ReportType = 'receita' | 'despesa';

/** Names of the rows that hold the money without a category, payee or tag, so the totals add up. */
export const NO_CATEGORY = 'Sem categoria';
export const NO_PAYEE = 'Sem favorecido';
export const NO_TAG = 'Sem tag';

/**
 * One row of /reports/by-category, /by-payee or /by-tag: the money of one (name, type) in the period.
 * id is null for the 'Sem ...' row. type is the money's type (a category used as meant has its own type).
 */
export interface ReportRow {
  id: number | null;
  name: string;
  type: ReportType;
  /** Reais. */
  total: number;
  /** Of the rows of its type (receita or despesa), in percent with one decimal: the breakdown's share. */
  percent: number;
}

/** Money in a currency other than the real: the amount in units of it (US$ 250,00 is 250). */
export interface CurrencyAmount {
  currency: string;
  amount: number;
}

/**
 * A row of /reports/by-tag: its total in reais, and what that money was in the currencies it was spent or received
 * in (a trip's purchases abroad and its rows in a dollar account), largest first; empty when all of it was in reais.
 */
export interface TagReportRow extends ReportRow {
  currencies: CurrencyAmount[];
}

/**
 * A row of /reports/by-category. Without categoriaPaiId the rows are top-level: a subcategory's money is counted
 * in its parent's row, and `hasChildren: true` says the row opens (its breakdown is asked with categoriaPaiId).
 * With categoriaPaiId the rows are that parent's breakdown, each with `parentId`: one per child, and the
 * parent's own money under ownMoneyName; their percents are of the parent's money of the type. Both fields are
 * left out where they do not apply, so a book without subcategories reads the same rows as before.
 */
export interface CategoryReportRow extends ReportRow {
  hasChildren?: true;
  parentId?: number;
}

/** One month of /reports/monthly (every month of the range, zeros included). month is 'YYYY-MM-01'. */
export interface MonthlyRow {
  month: string;
  receitas: number;
  despesas: number;
}

/** One transaction of /reports/top-expenses or /top-incomes. */
export interface TopItem {
  /** The transaction's id. */
  id: number;
  /** Its description, else its payee, else its category, else 'Sem descrição'. */
  name: string;
  date: string;
  /** The categories its money is under, largest first ('Mercado, Farmácia' for a split), or 'Sem categoria'. */
  category: string;
  total: number;
}

/**
 * Every figure of a report is in reais: the money of an account in another currency is converted at the PTAX sell
 * of each row's date (or the last day before it with one; a book's typed rate fills a gap). A row without a rate
 * is left out, and the answer names its account in `unconverted_accounts` (ids, as the balances' field): the web
 * says "Sem cotação, fora das receitas e despesas: Nomad." (FLOWS_OUT_OF).
 */
export interface LeftOut {
  /** Accounts in another currency with money in the period left out for want of a rate on its date. */
  unconverted_accounts: number[];
}

/** What the accounts left out are out of, in the note under a report's or the dashboard's figures. */
export const FLOWS_OUT_OF = 'das receitas e despesas';

/**
 * The PDF's line for the accounts left out, in the words of the screens' note (web/entities/account's
 * unconvertedText with FLOWS_OUT_OF): 'Sem cotação, fora das receitas e despesas: Nomad e Pesos.'; '' when none.
 */
export function flowsLeftOutText(names: readonly string[]): string {
  if (names.length === 0) return '';
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
  return `Sem cotação, fora ${FLOWS_OUT_OF}: ${list}.`;
}

/** The body of /reports/by-category, /by-payee, /by-tag and /monthly: { data, unconverted_accounts }. */
export type ReportAnswer<T> = { data: T } & LeftOut;

/** The body of /reports/top-expenses and /top-incomes: { data, total }, total being all of the period's kind. */
export interface TopItemsAnswer extends LeftOut {
  data: TopItem[];
  total: number;
}

/** /reports/summary: the formal period summary. */
export interface ReportSummary {
  from: string;
  to: string;
  receitas: number;
  despesas: number;
  /** receitas - despesas. */
  resultado: number;
  /** Incomes and expenses in the period (a split transaction counts once; transfers are none). */
  count: number;
  /** resultado / receitas x 100, one decimal; null without income. */
  savings_rate: number | null;
  /** Accounts in another currency with money in the period left out for want of a rate (see LeftOut). */
  unconverted_accounts: number[];
}

/**
 * GET /reports/summary also answers the person's balances today (contract/balances.ts), whatever the period, and
 * the month the book's history begins in Grana (AAAA-MM-01, server/features/shared/book-start.ts): before it nothing
 * is known, so a period starting earlier is not a whole one to compare with.
 */
export type ReportSummaryAnswer = ReportSummary & { balances: Balances; history_start: string };

/** 'grana-relatorio-2026-11.pdf'; a range over several months names both ends. */
export function reportPdfFileName(from: string, to: string): string {
  const a = from.slice(0, 7);
  const b = to.slice(0, 7);
  return a === b ? `grana-relatorio-${a}.pdf` : `grana-relatorio-${a}-a-${b}.pdf`;
}

/**
 * The 7 colours of the charts (the web's donut and the PDF), in slice order. Mid-tone, so each reads on a white
 * page and on the dark theme's slate; the last, grey, falls to the 'Outras' slice when there are 7.
 */
export const CHART_PALETTE = [
  '#10b981',
  '#3b82f6',
  '#f59e0b',
  '#f43f5e',
  '#8b5cf6',
  '#06b6d4',
  '#94a3b8',
] as const;

/**
 * The colour of money without a category: a neutral grey that is none of the palette's, so 'Sem categoria' never
 * looks like a category (nor like Receitas' green) and stays apart from the palette's grey 'Outras'.
 */
export const NO_CATEGORY_COLOR = '#64748b';

/**
 * Each slice's colour, in order (the web's donut and the PDF's pie): grey for 'Sem categoria' (the slice named so,
 * without an id); else the palette's in order, counting only the other slices, so the categories beside 'Sem
 * categoria' take the palette's first colours and not its grey.
 */
export function sliceColours(
  slices: readonly { label: string; id?: number | null }[],
  palette: readonly string[] = CHART_PALETTE,
): string[] {
  let coloured = 0;
  return slices.map((s) =>
    s.label === NO_CATEGORY && s.id == null
      ? NO_CATEGORY_COLOR
      : (palette[coloured++ % palette.length] ?? NO_CATEGORY_COLOR),
  );
}

/** part / whole x 100 (0 when the whole is 0). */
export function shareOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

/**
 * The first `count` items (already sorted largest first) and one more item holding the sum of the rest, so a
 * chart shows at most count + 1 slices and its percentages still add up to the whole. Sums in cents.
 */
export function topWithRest<T extends { total: number }>(
  items: readonly T[],
  count: number,
  rest: (total: number) => T,
): T[] {
  if (items.length <= count + 1) return [...items];
  return [...items.slice(0, count), rest(sumReais(items.slice(count).map((i) => i.total)))];
}
