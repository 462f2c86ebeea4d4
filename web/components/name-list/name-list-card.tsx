import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { byName } from '../../../common/search';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { Alert } from '../ui/alert';
import { IconButton } from '../ui/icon-button';
import { useAction } from '../ui/use-action';

export interface NamedItem {
  id: number;
  name: string;
}

interface NameListCardProps<T extends NamedItem> {
  title: string;
  items: T[];
  empty: string;
  /** Absent, with onRename, where the names may only be read: no buttons. */
  onDelete?: (item: T) => void;
  onRename?: (item: T) => void;
  /** Drawn before each name (a category's icon). */
  lead?: (item: T) => ReactNode;
  /** A line under the name (a payee's CPF or CNPJ), when there is one. */
  detail?: (item: T) => ReactNode;
  /** The edit button's word: 'Renomear' unless the dialog edits more than the name ('Editar'). */
  editWord?: string;
  /** The item being deleted, whose button waits. */
  deletingId?: number | null;
  /** A coloured dot beside the title (income green, expense red). */
  dotClass?: string;
  /** Spread the names over columns when the card is the page's only list. */
  wide?: boolean;
}

/** A titled list of names, each with its rename and delete buttons, used by categories, tags and payees. */
export function NameListCard<T extends NamedItem>({
  title,
  items,
  empty,
  onDelete,
  onRename,
  lead,
  detail,
  editWord = 'Renomear',
  deletingId,
  dotClass,
  wide = false,
}: NameListCardProps<T>) {
  const sorted = [...items].sort(byName);
  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 className="flex items-center gap-2 font-semibold">
          {dotClass ? <span aria-hidden className={cn('h-2.5 w-2.5 rounded-full', dotClass)} /> : null}
          {title}
        </h2>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {items.length}
        </span>
      </header>
      {sorted.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-slate-500 dark:text-slate-400">{empty}</p>
      ) : (
        <ul aria-label={title} className={cn('grid gap-1 p-2', wide && 'sm:grid-cols-2 xl:grid-cols-3')}>
          {sorted.map((item) => (
            <li
              key={item.id}
              className="flex min-h-11 items-center justify-between gap-2 rounded-lg py-1 pr-1 pl-3 hover:bg-slate-50 dark:hover:bg-slate-800/60"
            >
              <span className="flex min-w-0 items-center gap-2">
                {lead?.(item)}
                <span className="flex min-w-0 flex-col">
                  <span className="truncate text-sm text-slate-800 dark:text-slate-200" title={item.name}>
                    {item.name}
                  </span>
                  {detail?.(item) ? (
                    <span className="truncate text-xs text-slate-500 tabular-nums dark:text-slate-400">
                      {detail(item)}
                    </span>
                  ) : null}
                </span>
              </span>
              <span className="flex shrink-0 items-center">
                {onRename ? (
                  <IconButton
                    label={`${editWord} ${item.name}`}
                    title={editWord}
                    icon={Pencil}
                    onClick={() => onRename(item)}
                  />
                ) : null}
                {onDelete ? (
                  <IconButton
                    label={`Excluir ${item.name}`}
                    title="Excluir"
                    icon={Trash2}
                    tone="danger"
                    onClick={() => onDelete(item)}
                    disabled={deletingId === item.id}
                  />
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Loading text, the load error, or the lists once the names arrive. */
export function NameListQuery<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T[]>;
  loading: string;
  failed: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <p className="text-sm text-slate-600 dark:text-slate-400">{loading}</p>;
  if (query.isError) return <Alert tone="error">{errorMessage(query.error, failed)}</Alert>;
  return children(query.data);
}

interface DeleteTexts {
  /** The question, given the item's name. */
  question: (name: string) => string;
  deleted: string;
  /** What the alert says when the server refuses (the item is in use). */
  failed: string;
}

/** Asks, deletes, and says how it went: a toast on success and an error toast on refusal. */
export function useDeleteNamed(mutation: UseMutationResult<unknown, Error, number>, texts: DeleteTexts) {
  const act = useAction();
  const remove = async (item: NamedItem) => {
    await act({
      confirm: {
        title: 'Confirmar exclusão',
        message: texts.question(item.name),
        confirmLabel: 'Excluir',
        danger: true,
      },
      work: () => mutation.mutateAsync(item.id),
      done: texts.deleted,
      failed: texts.failed,
      serverWords: false,
    });
  };
  return { remove, deletingId: mutation.isPending ? mutation.variables : null };
}
