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
import { formatDateBR, formatDayHeading, todayIn } from '../../../../common/dates';
import { CategoryIcon } from '../../../components/ui/category-icon';
import { IconButton } from '../../../components/ui/icon-button';
import {
  amountText,
  type Direction,
  directionOf,
  signedReais,
  subtitleOf,
  titleOf,
  transferOtherSide,
} from '../../../entities/transaction/transaction-display';
import { cn } from '../../../lib/cn';
import { installmentLabel } from '../../../lib/installment-label';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { PeopleLine } from '../../household/public';
import { RowAttachments } from '../attachments/row-attachments';
import { groupByDay } from './day-groups';
import {
  type ChangeCategory,
  RowCategoryName,
  RowCategorySelect,
  RowCategorySheetButton,
} from './row-category';
import { canCategorise } from './similar-rows';

interface Props {
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

type RowProps = Pick<Props, 'onOpen' | 'onDelete'>;
type CategoryProps = Pick<Props, 'categories' | 'onCategory' | 'categorising' | 'writable'>;

/** The box that ticks a row for 'Categorizar'; a transfer leg has no category, and no box. */
function SelectBox({
  tx,
  selected,
  onSelect,
  writable,
}: { tx: Transaction } & Pick<Props, 'selected' | 'onSelect' | 'writable'>) {
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
function RowCategory({ tx, phone, ...props }: { tx: Transaction; phone?: boolean } & CategoryProps) {
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

const directionLabel: Record<Direction, string> = {
  income: 'Receita',
  expense: 'Despesa',
  transfer: 'Transferência',
};

const amountTone: Record<Direction, string> = {
  income: 'text-emerald-700 dark:text-emerald-400',
  expense: 'text-red-600 dark:text-red-400',
  transfer: 'text-slate-700 dark:text-slate-300',
};

function DirectionIcon({ direction }: { direction: Direction }) {
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

function TagChips({ tx }: { tx: Transaction }) {
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
function InstallmentBadge({ tx }: { tx: Transaction }) {
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
function CheckedMark({ tx }: { tx: Transaction }) {
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
function Actions({ tx, onOpen, onDelete, writable }: { tx: Transaction; writable: boolean } & RowProps) {
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

function TransferHint() {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
      <ArrowLeftRight size={12} aria-hidden /> Transferência
    </span>
  );
}

/**
 * A table from the md breakpoint; on a phone, compact cards under their days' headings. Only one of them is in
 * the page.
 */
export function TransactionList(props: Props) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return desktop ? <TransactionTable {...props} /> : <TransactionCards {...props} />;
}

function TransactionTable({ items, onOpen, onDelete, selected, onSelect, ...category }: Props) {
  const { writable } = category;
  const selectable = items.filter(canCategorise).map((tx) => tx.id);
  const all = selectable.length > 0 && selectable.every((id) => selected.has(id));
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500 dark:border-slate-800 dark:text-slate-400">
          <tr>
            {writable ? (
              <th scope="col" className="w-10 py-3 pl-4">
                <input
                  type="checkbox"
                  aria-label="Selecionar todas"
                  checked={all}
                  disabled={selectable.length === 0}
                  onChange={(e) => onSelect(selectable, e.target.checked)}
                  className="h-4 w-4 accent-brand-700"
                />
              </th>
            ) : null}
            <th scope="col" className={cn('px-3 py-3 font-medium', !writable && 'pl-4')}>
              Descrição
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Data
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Categoria
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Conta
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Valor
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((tx) => {
            const direction = directionOf(tx);
            const subtitle = subtitleOf(tx);
            return (
              <tr key={tx.id} className="align-top hover:bg-slate-50 dark:hover:bg-slate-800/40">
                {writable ? (
                  <td className="py-3 pl-4 align-middle">
                    <SelectBox tx={tx} selected={selected} onSelect={onSelect} writable />
                  </td>
                ) : null}
                <td className={cn('px-3 py-3', !writable && 'pl-4')}>
                  <div className="flex items-start gap-3">
                    <DirectionIcon direction={direction} />
                    <div className="min-w-0">
                      <p className="font-medium break-words text-slate-900 dark:text-slate-100">
                        {titleOf(tx)}
                        <CheckedMark tx={tx} />
                        <InstallmentBadge tx={tx} />
                        <RowAttachments comprovantes={tx.comprovantes} className="ml-2" />
                      </p>
                      {subtitle ? (
                        <p className="text-xs text-slate-500 dark:text-slate-400">{subtitle}</p>
                      ) : null}
                      {direction === 'transfer' ? <TransferHint /> : null}
                      <PeopleLine tx={tx} />
                      <TagChips tx={tx} />
                    </div>
                  </div>
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-600 dark:text-slate-300">
                  {formatDateBR(tx.date)}
                </td>
                <td className={cn('px-3 text-slate-700 dark:text-slate-300', writable ? 'py-2' : 'py-3')}>
                  <RowCategory tx={tx} {...category} />
                </td>
                <td className="px-3 py-3 text-slate-700 dark:text-slate-300">{tx.conta_name}</td>
                <td className={cn('money px-3 py-3 text-right font-semibold', amountTone[direction])}>
                  {amountText(tx)}
                </td>
                <td className="px-3 py-2">
                  <Actions tx={tx} onOpen={onOpen} onDelete={onDelete} writable={writable} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const browserToday = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

function TransactionCards({ items, onOpen, onDelete, lastDayComplete, ...rest }: Props) {
  const today = browserToday();
  const groups = groupByDay(items);
  return (
    <div className="space-y-4">
      {groups.map((group, index) => {
        const heading = formatDayHeading(group.date, today);
        const headingId = `day-${group.date}`;
        const whole = lastDayComplete || index < groups.length - 1;
        return (
          <section key={group.date} aria-labelledby={headingId}>
            <div className="mb-1.5 flex items-baseline justify-between gap-2 px-1">
              <h2 id={headingId} className="text-sm font-semibold text-slate-700 dark:text-slate-200">
                {heading}
              </h2>
              {group.net !== null && whole ? (
                <p className="money text-xs font-medium text-slate-600 dark:text-slate-400">
                  <span className="sr-only">Total do dia: </span>
                  {signedReais(group.net)}
                </p>
              ) : null}
            </div>
            <ul
              aria-label={`Transações de ${heading.toLowerCase()}`}
              className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
            >
              {group.items.map((tx) => (
                <TransactionCard key={tx.id} tx={tx} onOpen={onOpen} onDelete={onDelete} {...rest} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/**
 * One row on a phone, two lines high so that six and more fit a screen: the description (up to two lines) and the
 * amount, then the category (a tap opens its sheet), the account and the actions. Its day is the heading above it.
 * A tap anywhere else on the row opens it, as its pencil (or a leitor's eye) does: the first line is a button whose
 * area (::after) covers the row, under the box, the category and the actions (z-10), so no button holds another.
 * That button is left out of the Tab order: the pencil and the eye are the keyboard's way, one stop per row.
 */
function TransactionCard({
  tx,
  onOpen,
  onDelete,
  selected,
  onSelect,
  ...category
}: { tx: Transaction } & RowProps & CategoryProps & Pick<Props, 'selected' | 'onSelect'>) {
  const direction = directionOf(tx);
  const subtitle = subtitleOf(tx);
  return (
    <li className="relative flex items-center gap-2 py-1 pr-1 pl-3">
      <SelectBox tx={tx} selected={selected} onSelect={onSelect} writable={category.writable} />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          tabIndex={-1}
          onClick={() => onOpen(tx)}
          className="flex w-full cursor-pointer items-baseline justify-between gap-2 text-left outline-none after:absolute after:inset-0 active:after:bg-slate-500/10 focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600"
        >
          {/* Two lines of text at most, never the installment's '1/10': it stays whole beside them. */}
          <span className="flex min-w-0 items-baseline text-sm font-medium">
            <span className="line-clamp-2 min-w-0 break-words">
              <span className="sr-only">{directionLabel[direction]}: </span>
              {titleOf(tx)}
              {subtitle ? (
                <span className="font-normal text-slate-500 dark:text-slate-400"> · {subtitle}</span>
              ) : null}
            </span>
            <CheckedMark tx={tx} />
            <InstallmentBadge tx={tx} />
          </span>
          <span className={cn('money shrink-0 text-sm font-semibold', amountTone[direction])}>
            {amountText(tx)}
          </span>
        </button>
        <div className="flex min-w-0 items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
          <RowAttachments comprovantes={tx.comprovantes} />
          {direction === 'transfer' ? (
            <span className="truncate py-1">Transferência · {transferOtherSide(tx)}</span>
          ) : (
            <>
              <RowCategory tx={tx} phone {...category} />
              <span className="truncate">· {tx.conta_name}</span>
            </>
          )}
        </div>
        <PeopleLine tx={tx} short className="truncate pb-1" />
        <TagChips tx={tx} />
      </div>
      <Actions tx={tx} onOpen={onOpen} onDelete={onDelete} writable={category.writable} />
    </li>
  );
}
