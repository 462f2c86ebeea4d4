import { isBillMonth } from '../../../../common/card-bills';
import type { AttachmentFilter } from '../../../../common/contract/attachments';
import { NO_CATEGORY_FILTER } from '../../../../common/contract/transaction-list';
import { PAGE_SIZE } from '../../../../common/contract/transactions';
import { formatDateBR, isIsoDate } from '../../../../common/dates';
import type { TransactionListParams } from '../api/transactions';

export type TypeFilter = '' | 'receita' | 'despesa';
/** Rows with a comprovante ('com'), without one ('sem'), or all (''). */
export type AttachmentFilterChoice = '' | AttachmentFilter;

/** The list's filters. They live in the address, so links (import, dashboard, top-bar search) preset them. */
export interface TransactionFilters {
  accountId: string;
  type: TypeFilter;
  /** A category's id (with its subcategories), 'sem' (the money without a category) or ''. */
  categoryId: string;
  /** 'sem': the chosen category's own rows, its subcategories' left out (a report's "X (sem subcategoria)"). */
  subcategorias: '' | 'sem';
  q: string;
  /** A period from the address overrides the month selector while present. */
  from: string | null;
  to: string | null;
  /**
   * A card's bill ('YYYY-MM', with accountId the card), or ''. A bill spans two calendar months, so while one is
   * chosen no period restricts the rows.
   */
  billMonth: string;
  /** One import's rows ('Ver Transações Importadas'), or ''. */
  importId: string;
  comprovante: AttachmentFilterChoice;
}

export const FILTER_PARAMS = [
  'accountId',
  'type',
  'categoryId',
  'subcategorias',
  'q',
  'from',
  'to',
  'billMonth',
  'importId',
  'comprovante',
] as const;

export const NO_FILTERS: TransactionFilters = {
  accountId: '',
  type: '',
  categoryId: '',
  subcategorias: '',
  q: '',
  from: null,
  to: null,
  billMonth: '',
  importId: '',
  comprovante: '',
};

const id = (value: string | null) => (value && /^\d+$/.test(value) ? value : '');
const date = (value: string | null) => (value && isIsoDate(value) ? value : null);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function filtersFromParams(params: URLSearchParams): TransactionFilters {
  const type = (params.get('type') ?? '').toLowerCase();
  const accountId = id(params.get('accountId'));
  const billMonth = params.get('billMonth') ?? '';
  const comprovante = params.get('comprovante');
  const categoryId =
    params.get('categoryId') === NO_CATEGORY_FILTER ? NO_CATEGORY_FILTER : id(params.get('categoryId'));
  return {
    accountId,
    type: type === 'receita' || type === 'despesa' ? type : '',
    categoryId,
    // Only a category's own rows need one chosen: without it the server would refuse it.
    subcategorias: /^\d+$/.test(categoryId) && params.get('subcategorias') === 'sem' ? 'sem' : '',
    q: (params.get('q') ?? '').slice(0, 100),
    from: date(params.get('from')),
    to: date(params.get('to')),
    // A bill is a card's: without the card the server would refuse it.
    billMonth: accountId && isBillMonth(billMonth) ? billMonth : '',
    importId: UUID.test(params.get('importId') ?? '') ? (params.get('importId') as string) : '',
    comprovante: comprovante === 'com' || comprovante === 'sem' ? comprovante : '',
  };
}

/** The address for the filters; other parameters are kept, empty filters are dropped. */
export function paramsWithFilters(current: URLSearchParams, filters: TransactionFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_PARAMS) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export function hasPeriodOverride(filters: TransactionFilters): boolean {
  return filters.from !== null || filters.to !== null;
}

export function hasBillFilter(filters: TransactionFilters): boolean {
  return filters.billMonth !== '';
}

/** Filters that narrow the rows within the period or the bill (a bill's card is part of the bill). */
export function hasNarrowingFilters(filters: TransactionFilters): boolean {
  return (
    (!!filters.accountId && !hasBillFilter(filters)) ||
    !!filters.type ||
    !!filters.categoryId ||
    !!filters.q.trim() ||
    !!filters.importId ||
    !!filters.comprovante
  );
}

export function hasActiveFilters(filters: TransactionFilters): boolean {
  return hasNarrowingFilters(filters) || hasBillFilter(filters) || hasPeriodOverride(filters);
}

/**
 * How many of the filters behind the phone's 'Filtros' button are on: account, bill, type, category and
 * comprovante.
 */
export function panelFilterCount(filters: TransactionFilters): number {
  return [filters.accountId, filters.billMonth, filters.type, filters.categoryId, filters.comprovante].filter(
    Boolean,
  ).length;
}

/** The 'Filtros' button's name for a screen reader: 'Filtros, 2 ativos'. */
export function filtersButtonName(count: number): string {
  if (count === 0) return 'Filtros';
  return `Filtros, ${count} ${count === 1 ? 'ativo' : 'ativos'}`;
}

/**
 * The period shown: none while a bill is chosen (its rows span two months), the address's from/to while present
 * (open on a missing side), else the selected month.
 */
export function periodOf(
  filters: TransactionFilters,
  month: { from: string; to: string },
): { from: string | undefined; to: string | undefined } {
  if (hasBillFilter(filters)) return { from: undefined, to: undefined };
  if (hasPeriodOverride(filters)) return { from: filters.from ?? undefined, to: filters.to ?? undefined };
  return { from: month.from, to: month.to };
}

/** The GET /transactions query for the filters, without the page. */
export function listQueryOf(
  filters: TransactionFilters,
  month: { from: string; to: string },
): TransactionListParams {
  const period = periodOf(filters, month);
  const query: TransactionListParams = { limit: PAGE_SIZE };
  if (period.from) query.from = period.from;
  if (period.to) query.to = period.to;
  if (filters.accountId) query.accountId = Number(filters.accountId);
  if (filters.type) query.type = filters.type;
  if (filters.categoryId)
    query.categoryId =
      filters.categoryId === NO_CATEGORY_FILTER ? NO_CATEGORY_FILTER : Number(filters.categoryId);
  if (filters.subcategorias) query.subcategorias = filters.subcategorias;
  if (filters.billMonth) query.billMonth = filters.billMonth;
  if (filters.importId) query.importId = filters.importId;
  if (filters.comprovante) query.comprovante = filters.comprovante;
  const q = filters.q.trim();
  if (q) query.q = q;
  return query;
}

/**
 * The months the 'Fatura' filter offers: the card's bills as the server lists them (newest first), and the chosen
 * one where it belongs when the list leaves it out (an old bill opened by a link).
 */
export function billFilterMonths(bills: readonly { month: string }[], chosen: string): string[] {
  const months = bills.map((b) => b.month);
  if (!chosen || months.includes(chosen)) return months;
  return [...months, chosen].sort().reverse();
}

/** 'de 01/03/2026 a 31/03/2026', 'a partir de 01/03/2026' or 'até 31/03/2026'. */
export function periodText(from: string | null | undefined, to: string | null | undefined): string {
  if (from && to) return `de ${formatDateBR(from)} a ${formatDateBR(to)}`;
  if (from) return `a partir de ${formatDateBR(from)}`;
  if (to) return `até ${formatDateBR(to)}`;
  return 'todo o período';
}
