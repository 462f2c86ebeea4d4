import { Check } from 'lucide-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import type { Category, CategoryType } from '../../../common/contract/categories';
import type { Transaction } from '../../../common/contract/transactions';
import { byName } from '../../../common/search';
import { focusRing } from '../../components/ui/button';
import { CategoryIcon } from '../../components/ui/category-icon';
import { CategoryOptions, chosenCategoryIcon } from '../../components/ui/category-select';
import { inputClass, LeadBox } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { titleOf } from '../../entities/transaction/transaction-display';
import { cn } from '../../lib/cn';

/** Changes one row's category; answers whether it was saved. */
export type ChangeCategory = (tx: Transaction, categoryId: number | null) => Promise<boolean>;

const typeOf = (tx: Pick<Transaction, 'type'>): CategoryType =>
  tx.type === 'RECEITA' ? 'receita' : 'despesa';
const idOf = (value: string) => (value === '' ? null : Number(value));

/**
 * The desktop row's category: its name as a button, which turns into a select in the row itself (focused), saved
 * as soon as a category is chosen; leaving it unchanged turns it back. The select is there only while it is used,
 * so the row reads as before (its options are not part of the row's text).
 */
export function RowCategorySelect({
  tx,
  categories,
  onChange,
  disabled,
}: {
  tx: Transaction;
  categories: readonly Category[];
  onChange: ChangeCategory;
  disabled?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Done by keyboard (a choice, Escape), the focus goes back to the button: the select it held is gone.
  const refocus = useRef(false);
  const finish = () => {
    refocus.current = true;
    setEditing(false);
  };
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [editing]);
  const value = tx.categoriaId === null ? '' : String(tx.categoriaId);
  if (!editing) return <CategoryButton ref={button} tx={tx} onClick={() => setEditing(true)} />;
  const lead = chosenCategoryIcon(categories, value);
  return (
    <LeadBox lead={lead}>
      <select
        aria-label={`Categoria de ${titleOf(tx)}`}
        // The person asked for this select by pressing the button it replaces.
        autoFocus
        value={value}
        disabled={disabled}
        onBlur={() => setEditing(false)}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          // Escape closes the select, not a dialog or the page's other listeners.
          e.stopPropagation();
          finish();
        }}
        onChange={(e) => {
          void onChange(tx, idOf(e.target.value));
          finish();
        }}
        className={cn(inputClass, 'h-9 min-w-40 pr-7', lead ? 'pl-9' : undefined)}
      >
        <CategoryOptions categories={categories} type={typeOf(tx)} placeholder="Sem categoria" />
      </select>
    </LeadBox>
  );
}

/** A row's category as a button: its icon and name (or 'Sem categoria', in amber: it waits for one). */
function CategoryButton({
  tx,
  onClick,
  ref,
}: {
  tx: Transaction;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={`Categoria de ${titleOf(tx)}: ${tx.categoria_name ?? 'Sem categoria'}`}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-7 max-w-full items-center gap-1.5 rounded-md text-left underline decoration-dotted underline-offset-2',
        tx.categoria_name === null && 'text-amber-700 dark:text-amber-400',
        focusRing,
      )}
    >
      {tx.categoria_name !== null ? (
        <CategoryIcon category={{ icon: tx.categoria_icon, color: tx.categoria_color }} size="sm" />
      ) : null}
      <span className="truncate">{tx.categoria_name ?? 'Sem categoria'}</span>
    </button>
  );
}

/**
 * The phone row's category: a button with the category's name that opens a sheet of the categories of the
 * row's type; a tap saves and closes it.
 */
export function RowCategorySheetButton({
  tx,
  categories,
  onChange,
  disabled,
}: {
  tx: Transaction;
  categories: readonly Category[];
  onChange: ChangeCategory;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const title = titleOf(tx);
  const choose = async (categoryId: number | null) => {
    if (await onChange(tx, categoryId)) setOpen(false);
  };
  return (
    <>
      <CategoryButton tx={tx} onClick={() => setOpen(true)} />
      <Modal open={open} title={`Categoria de ${title}`} onClose={() => setOpen(false)}>
        <CategoryChoices
          categories={categories.filter((c) => c.type === typeOf(tx)).sort(byName)}
          current={tx.categoriaId}
          disabled={disabled}
          onChoose={(id) => void choose(id)}
        />
      </Modal>
    </>
  );
}

function CategoryChoices({
  categories,
  current,
  disabled,
  onChoose,
}: {
  categories: readonly Category[];
  current: number | null;
  disabled?: boolean;
  onChoose: (id: number | null) => void;
}) {
  const choices: Array<{ id: number | null; name: string; category?: Category }> = [
    { id: null, name: 'Sem categoria' },
    ...categories.map((c) => ({ id: c.id, name: c.name, category: c })),
  ];
  return (
    <ul className="-mx-2 divide-y divide-slate-100 dark:divide-slate-800">
      {choices.map((choice) => {
        const chosen = choice.id === current;
        return (
          <li key={choice.id ?? 'none'}>
            <button
              type="button"
              aria-pressed={chosen}
              disabled={disabled}
              onClick={() => onChoose(choice.id)}
              className={cn(
                'flex min-h-11 w-full items-center gap-3 rounded-lg px-2 text-left text-sm hover:bg-slate-50 dark:hover:bg-slate-800',
                chosen && 'font-semibold',
                focusRing,
              )}
            >
              {choice.category ? <CategoryIcon category={choice.category} size="sm" /> : null}
              <span className="flex-1">{choice.name}</span>
              {chosen ? <Check size={16} aria-hidden /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
