import {
  ArrowDownCircle,
  ArrowLeftRight,
  ArrowUpCircle,
  CheckCheck,
  Eye,
  Pencil,
  Trash2,
} from 'lucide-react';
import type { Category } from '../../../../common/contract/categories';
import type { Transaction } from '../../../../common/contract/transactions';
import { CategoryIcon } from '../../../components/ui/category-icon';
import { IconButton } from '../../../components/ui/icon-button';
import { type Direction, directionOf, titleOf } from '../../../entities/transaction/transaction-display';
import { cn } from '../../../lib/cn';
import { installmentLabel } from '../../../lib/installment-label';
import { RowCategoryName, RowCategorySelect, RowCategorySheetButton } from './row-category';
import { canCategorise } from './similar-rows';
import type { CategoryProps, RowProps, TransactionListProps } from './transaction-list-props';

// The parts of a row that the table (from the md breakpoint) and a phone's cards both show (transaction-list.tsx).

/** The box that ticks a row for 'Categorizar'; a transfer leg has no category, and no box. */
export function SelectBox({
  tx,
  selected,
  onSelect,
  writable,
}: { tx: Transaction } & Pick<TransactionListProps, 'selected' | 'onSelect' | 'writable'>) {
  if (!writable) return null;
  if (!canCategorise(tx)) return <span className="w-5 shrink-0" />;
  return (
    <label className="relative z-10 -m-2 flex shrink-0 cursor-pointer items-center p-2">
      <input
        type="checkbox"
        aria-label={`Selecionar ${titleOf(tx)}`}
        checked={selected.has(tx.id)}
        onChange={(e) => onSelect([tx.id], e.target.checked)}
        className="h-4 w-4 accent-brand-700"
      />
    </label>
  );
}

/**
 * The row's category: changed in place when it has one category, only shown otherwise. On a phone its button sits
 * above the row's tap area (z-10); the text alone is part of it.
 */
export function RowCategory({ tx, phone, ...props }: { tx: Transaction; phone?: boolean } & CategoryProps) {
  if (!props.writable || !canCategorise(tx))
    return <CategoryText tx={tx} categories={props.categories} short={phone} />;
  const picker = {
    tx,
    categories: props.categories,
    onChange: props.onCategory,
    disabled: props.categorising,
  };
  if (!phone) return <RowCategorySelect {...picker} />;
  return (
    <span className="relative z-10 flex">
      <RowCategorySheetButton {...picker} />
    </span>
  );
}

export const directionLabel: Record<Direction, string> = {
  income: 'Receita',
  expense: 'Despesa',
  transfer: 'Transferência',
};

export const amountTone: Record<Direction, string> = {
  income: 'text-emerald-700 dark:text-emerald-400',
  expense: 'text-red-600 dark:text-red-400',
  transfer: 'text-slate-700 dark:text-slate-300',
};

export function DirectionIcon({ direction }: { direction: Direction }) {
  const Icon =
    direction === 'income' ? ArrowUpCircle : direction === 'expense' ? ArrowDownCircle : ArrowLeftRight;
  return (
    <span
      className={cn(
        'flex h-9 w-9 shrink-0 items-center justify-center rounded-full',
        direction === 'income' && 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
        direction === 'expense' && 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
        direction === 'transfer' && 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
      )}
    >
      <Icon size={18} aria-hidden />
      <span className="sr-only">{directionLabel[direction]}</span>
    </span>
  );
}

export function TagChips({ tx }: { tx: Transaction }) {
  if (tx.tags.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1" aria-label="Tags">
      {tx.tags.map((tag) => (
        <li
          key={tag.id}
          className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
        >
          {tag.name}
        </li>
      ))}
    </ul>
  );
}

function CategoryText({
  tx,
  categories,
  short,
}: {
  tx: Transaction;
  categories: readonly Category[];
  short?: boolean;
}) {
  if (directionOf(tx) === 'transfer') return <span className="text-slate-500 dark:text-slate-400">—</span>;
  return (
    <>
      {tx.categoria_name !== null ? (
        <span className="inline-flex items-center gap-1.5 align-middle">
          <CategoryIcon category={{ icon: tx.categoria_icon, color: tx.categoria_color }} size="sm" />
          <RowCategoryName tx={tx} categories={categories} short={short} />
        </span>
      ) : (
        <span className="text-slate-500 dark:text-slate-400">Sem categoria</span>
      )}
      {tx.splits.length > 0 ? (
        <span
          className="ml-1 text-xs text-slate-500 dark:text-slate-400"
          title={tx.splits.map((s) => s.categoria_name ?? 'Sem categoria').join(', ')}
        >
          (+{tx.splits.length} {tx.splits.length === 1 ? 'divisão' : 'divisões'})
        </span>
      ) : null}
    </>
  );
}

/** '3/10' beside an installment's description. */
export function InstallmentBadge({ tx }: { tx: Transaction }) {
  const label = installmentLabel(tx);
  if (!label) return null;
  return (
    <span className="ml-2 shrink-0 rounded bg-slate-100 px-1.5 py-0.5 align-middle text-xs font-medium text-slate-600 tabular-nums dark:bg-slate-800 dark:text-slate-300">
      <span className="sr-only">parcela </span>
      {label}
    </span>
  );
}

/** A row the bank's statement confirmed (matched with one of its lines). */
export function CheckedMark({ tx }: { tx: Transaction }) {
  if (!tx.bank_line) return null;
  return (
    <span
      title="Combinado com a linha do extrato"
      className="ml-1.5 inline-flex shrink-0 align-middle text-emerald-600 dark:text-emerald-400"
    >
      <CheckCheck size={14} aria-hidden />
      <span className="sr-only">Combinado com a linha do extrato</span>
    </span>
  );
}

/**
 * A row's buttons: 'Editar' and 'Excluir' where the book is written; where it is only read, 'Ver' (its details and
 * history, read only). Above a phone row's tap area (z-10), which they sit in.
 */
export function Actions({
  tx,
  onOpen,
  onDelete,
  writable,
}: { tx: Transaction; writable: boolean } & RowProps) {
  const name = titleOf(tx);
  if (!writable)
    return (
      <div className="relative z-10 flex shrink-0 items-center justify-end">
        <IconButton label={`Ver ${name}`} title="Ver detalhes" icon={Eye} onClick={() => onOpen(tx)} />
      </div>
    );
  return (
    <div className="relative z-10 flex shrink-0 items-center justify-end gap-1">
      <IconButton label={`Editar ${name}`} title="Editar" icon={Pencil} onClick={() => onOpen(tx)} />
      <IconButton
        label={`Excluir ${name}`}
        title="Excluir"
        icon={Trash2}
        tone="danger"
        onClick={() => onDelete(tx)}
      />
    </div>
  );
}

export function TransferHint() {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
      <ArrowLeftRight size={12} aria-hidden /> Transferência
    </span>
  );
}
