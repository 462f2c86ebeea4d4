import { Pencil, Trash2 } from 'lucide-react';
import type { Category } from '../../../common/contract/categories';
import { CategoryIcon } from '../../components/ui/category-icon';
import { type CategoryTreeEntry, categoryTree } from '../../components/ui/category-tree';
import { IconButton } from '../../components/ui/icon-button';
import { cn } from '../../lib/cn';

interface Actions {
  /** Absent where the book may only be read: no buttons. */
  onEdit?: (category: Category) => void;
  onDelete?: (category: Category) => void;
  /** The category being deleted, whose button waits. */
  deletingId?: number | null;
}

/**
 * One type's categories as a tree: each top-level category, and under it, in a list of its own named for it, its
 * subcategories indented (a screen reader says the nesting; a phone shows the indentation as well).
 */
export function CategoryTreeCard({
  title,
  categories,
  empty,
  dotClass,
  ...actions
}: {
  title: string;
  /** The categories of this card's type. */
  categories: readonly Category[];
  empty: string;
  /** A coloured dot beside the title (income green, expense red). */
  dotClass: string;
} & Actions) {
  const tree = categoryTree(categories);
  const tops = tree.filter((e) => e.depth === 0);
  const childrenOf = (id: number) => tree.filter((e) => e.parentId === id);
  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 className="flex items-center gap-2 font-semibold">
          <span aria-hidden className={cn('h-2.5 w-2.5 rounded-full', dotClass)} />
          {title}
        </h2>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {categories.length}
        </span>
      </header>
      {tops.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-slate-500 dark:text-slate-400">{empty}</p>
      ) : (
        <ul aria-label={title} className="grid gap-1 p-2">
          {tops.map((top) => {
            const children = childrenOf(top.category.id);
            return (
              <li key={top.category.id}>
                <CategoryRow entry={top} {...actions} />
                {children.length > 0 ? (
                  <ul
                    aria-label={`Subcategorias de ${top.category.name}`}
                    className="mt-1 ml-5 grid gap-1 border-l-2 border-slate-200 pl-2 dark:border-slate-700"
                  >
                    {children.map((child) => (
                      <li key={child.category.id}>
                        <CategoryRow entry={child} {...actions} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** A category's line: its icon and name, then its edit and delete buttons, named with its full name. */
function CategoryRow({ entry, onEdit, onDelete, deletingId }: { entry: CategoryTreeEntry } & Actions) {
  const { category, path } = entry;
  return (
    <div className="flex min-h-11 items-center justify-between gap-2 rounded-lg py-1 pr-1 pl-3 hover:bg-slate-50 dark:hover:bg-slate-800/60">
      <span className="flex min-w-0 items-center gap-2">
        <CategoryIcon category={category} />
        <span className="truncate text-sm text-slate-800 dark:text-slate-200" title={path}>
          {category.name}
        </span>
      </span>
      <span className="flex shrink-0 items-center">
        {onEdit ? (
          <IconButton
            label={`Editar ${path}`}
            title="Editar"
            icon={Pencil}
            onClick={() => onEdit(category)}
          />
        ) : null}
        {onDelete ? (
          <IconButton
            label={`Excluir ${path}`}
            title="Excluir"
            icon={Trash2}
            tone="danger"
            onClick={() => onDelete(category)}
            disabled={deletingId === category.id}
          />
        ) : null}
      </span>
    </div>
  );
}
