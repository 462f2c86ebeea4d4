import { Check } from 'lucide-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import type { Category, CategoryType } from '../../../../common/contract/categories';
import type { Transaction } from '../../../../common/contract/transactions';
import { focusRing } from '../../../components/ui/button';
import { CategoryIcon } from '../../../components/ui/category-icon';
import { CategoryOptions, chosenCategoryIcon } from '../../../components/ui/category-select';
import {
  CATEGORY_TREE_SEPARATOR,
  categoryTree,
  searchCategoryTree,
} from '../../../components/ui/category-tree';
import { inputClass, LeadBox, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { titleOf } from '../../../entities/transaction/transaction-display';
import { cn } from '../../../lib/cn';

/** Changes one row's category; answers whether it was saved. */
export type ChangeCategory = (tx: Transaction, categoryId: number | null) => Promise<boolean>;

const typeOf = (tx: Pick<Transaction, 'type'>): CategoryType =>
  tx.type === 'RECEITA' ? 'receita' : 'despesa';
const idOf = (value: string) => (value === '' ? null : Number(value));

/** The sheet offers a search once it lists more categories than a phone's screen shows at once. */
const SEARCH_FROM = 8;

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
  if (!editing)
    return <CategoryButton ref={button} tx={tx} categories={categories} onClick={() => setEditing(true)} />;
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

/**
 * A row's category name: 'Pai › Filho' for a subcategory, the parent muted, where the row has room (a desktop
 * row); the subcategory's name alone where it has not (a phone's row), its full name still in the title.
 */
export function RowCategoryName({
  tx,
  categories,
  short = false,
}: {
  tx: Pick<Transaction, 'categoriaId' | 'categoria_name'>;
  categories: readonly Category[];
  short?: boolean;
}) {
  const name = tx.categoria_name ?? 'Sem categoria';
  const parent = parentOf(tx, categories);
  return (
    <span className="truncate" title={parent ? `${parent.name}${CATEGORY_TREE_SEPARATOR}${name}` : undefined}>
      {parent && !short ? (
        <span className="text-slate-500 dark:text-slate-400">
          {parent.name}
          {CATEGORY_TREE_SEPARATOR}
        </span>
      ) : null}
      {name}
    </span>
  );
}

/** The parent of the row's category, when that category is a subcategory. */
function parentOf(tx: Pick<Transaction, 'categoriaId'>, categories: readonly Category[]) {
  const own = tx.categoriaId === null ? undefined : categories.find((c) => c.id === tx.categoriaId);
  return own?.parentId == null ? undefined : categories.find((c) => c.id === own.parentId);
}

/** A row's category as a button: its icon and name (or 'Sem categoria', in amber: it waits for one). */
function CategoryButton({
  tx,
  categories,
  short,
  onClick,
  ref,
}: {
  tx: Transaction;
  categories: readonly Category[];
  short?: boolean;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const parent = parentOf(tx, categories);
  const name = tx.categoria_name ?? 'Sem categoria';
  return (
    <button
      ref={ref}
      type="button"
      aria-label={`Categoria de ${titleOf(tx)}: ${parent ? `${parent.name}${CATEGORY_TREE_SEPARATOR}` : ''}${name}`}
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
      <RowCategoryName tx={tx} categories={categories} short={short} />
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
      <CategoryButton tx={tx} categories={categories} short onClick={() => setOpen(true)} />
      <Modal
        open={open}
        title={`Categoria de ${title}`}
        onClose={() => setOpen(false)}
        // The current category, not the search: a phone's keyboard would cover the list on opening.
        initialFocus='[aria-pressed="true"]'
      >
        <CategoryChoices
          categories={categories.filter((c) => c.type === typeOf(tx))}
          current={tx.categoriaId}
          disabled={disabled}
          onChoose={(id) => void choose(id)}
        />
      </Modal>
    </>
  );
}

/**
 * The sheet's choices: 'Sem categoria', then the categories as a tree (subcategories indented under their parent,
 * read as 'Pai › Filho'), and above them a search of both levels once the list is long enough to need one.
 */
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
  const [text, setText] = useState('');
  const tree = categoryTree(categories);
  const found = searchCategoryTree(tree, text);
  const choices: Array<{
    id: number | null;
    name: string;
    path: string;
    depth: number;
    category?: Category;
  }> = [
    ...(text.trim() === '' ? [{ id: null, name: 'Sem categoria', path: 'Sem categoria', depth: 0 }] : []),
    ...found.map((e) => ({
      id: e.category.id,
      name: e.category.name,
      path: e.path,
      depth: e.depth,
      category: e.category,
    })),
  ];
  return (
    <div className="grid gap-2">
      {tree.length > SEARCH_FROM ? (
        <TextField
          label="Buscar categoria"
          type="search"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      ) : null}
      {choices.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500 dark:text-slate-400">
          Nenhuma categoria encontrada.
        </p>
      ) : null}
      <ul className="-mx-2 divide-y divide-slate-100 dark:divide-slate-800">
        {choices.map((choice) => {
          const chosen = choice.id === current;
          return (
            <li key={choice.id ?? 'none'}>
              <button
                type="button"
                aria-pressed={chosen}
                aria-label={choice.depth > 0 ? choice.path : undefined}
                disabled={disabled}
                onClick={() => onChoose(choice.id)}
                className={cn(
                  'flex min-h-11 w-full items-center gap-3 rounded-lg px-2 text-left text-sm hover:bg-slate-50 dark:hover:bg-slate-800',
                  choice.depth > 0 && 'pl-9',
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
    </div>
  );
}
