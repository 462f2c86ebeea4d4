import type { Category } from '../../../../common/contract/categories';
import type { Transaction } from '../../../../common/contract/transactions';
import type { ChangeCategory } from './row-category';

/** What the list is handed; each of a row's parts (row-parts.tsx) takes its share of it. */
export interface TransactionListProps {
  items: readonly Transaction[];
  /**
   * A row opened: by its pencil ('Editar …') where the book is written, its eye ('Ver …') where it is only read, or
   * on a phone by a tap on the row. The page decides which dialog: 'Editar Transação' or 'Detalhes da transação'.
   */
  onOpen: (tx: Transaction) => void;
  onDelete: (tx: Transaction) => void;
  /** False while more pages may follow: the last day shown may go on in them, so its total is not shown yet. */
  lastDayComplete: boolean;
  /** The person's categories, offered in each row. */
  categories: readonly Category[];
  /** A row's category changed in the list itself. */
  onCategory: ChangeCategory;
  /** True while a category change is being saved. */
  categorising: boolean;
  /** The rows ticked for 'Categorizar'. */
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], on: boolean) => void;
  /**
   * False in a book the person only reads: the rows are only read (no editing, deleting, ticking or changing the
   * category), since every save there would be refused; each is still opened, to read its details and history.
   */
  writable: boolean;
}

export type RowProps = Pick<TransactionListProps, 'onOpen' | 'onDelete'>;
export type CategoryProps = Pick<
  TransactionListProps,
  'categories' | 'onCategory' | 'categorising' | 'writable'
>;
