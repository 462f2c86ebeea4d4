import type { PaymentStatus, RecurringItem } from '../../../common/contract/recurring';
import { foldForSearch } from '../../../common/search';

export type StatusFilter = PaymentStatus | '';

/** The status select's options: 'Todos' then the three statuses. */
export const statusFilterOptions: { value: StatusFilter; label: string }[] = [
  { value: '', label: 'Todos' },
  { value: 'pendente', label: 'Pendente' },
  { value: 'atrasado', label: 'Atrasado' },
  { value: 'pago', label: 'Pago' },
];

export interface RecurringFilters {
  status: StatusFilter;
  /** The selects' values: '' for all, an id as text otherwise; 'none' is "Sem categoria". */
  accountId?: string;
  categoryId?: string;
  search?: string;
}

type Item = Pick<RecurringItem, 'payment_status' | 'account_id' | 'category_id' | 'description'>;

export const NO_CATEGORY_FILTER = 'none';

export function filterRecurring<T extends Item>(items: readonly T[], filters: RecurringFilters): T[] {
  const text = foldForSearch((filters.search ?? '').trim());
  return items.filter((item) => {
    if (filters.status && item.payment_status !== filters.status) return false;
    if (filters.accountId && String(item.account_id) !== filters.accountId) return false;
    if (filters.categoryId) {
      const category = item.category_id === null ? NO_CATEGORY_FILTER : String(item.category_id);
      if (category !== filters.categoryId) return false;
    }
    return text === '' || foldForSearch(item.description).includes(text);
  });
}

export const hasFilters = (filters: RecurringFilters): boolean =>
  !!(filters.status || filters.accountId || filters.categoryId || filters.search?.trim());
