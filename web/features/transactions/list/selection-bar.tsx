import { X } from 'lucide-react';
import { useState } from 'react';
import type { Category } from '../../../../common/contract/categories';
import { Button } from '../../../components/ui/button';
import { CategoryOptions } from '../../../components/ui/category-select';
import { inputClass } from '../../../components/ui/field';
import { IconButton } from '../../../components/ui/icon-button';
import { cn } from '../../../lib/cn';

/**
 * The bar the selected rows bring, over the bottom of the screen: how many, a category and 'Categorizar' (one
 * request for them all), and 'Limpar seleção'.
 */
export function SelectionBar({
  count,
  categories,
  pending,
  onCategorise,
  onClear,
}: {
  count: number;
  categories: readonly Category[];
  pending: boolean;
  onCategorise: (categoryId: number | null) => void;
  onClear: () => void;
}) {
  const [value, setValue] = useState('');
  return (
    <section
      aria-label="Transações selecionadas"
      className="fixed inset-x-2 bottom-20 z-30 mx-auto flex max-w-3xl flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white p-2 shadow-lg lg:bottom-20 dark:border-slate-700 dark:bg-slate-900"
    >
      {/* On a phone the category takes a line of its own under the count and the buttons: beside them it showed
          only the names' first letters. */}
      <p className="flex-1 shrink-0 px-1 text-sm font-medium sm:flex-none" aria-live="polite">
        {count === 1 ? '1 selecionada' : `${count} selecionadas`}
      </p>
      <select
        aria-label="Categoria das selecionadas"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className={cn(
          inputClass,
          'order-last h-9 w-full basis-full sm:order-none sm:w-auto sm:min-w-0 sm:flex-1 sm:basis-0',
        )}
      >
        <CategoryOptions categories={categories} placeholder="Sem categoria" />
      </select>
      <Button
        size="sm"
        className="shrink-0"
        disabled={pending}
        onClick={() => onCategorise(value === '' ? null : Number(value))}
      >
        Categorizar
      </Button>
      <IconButton label="Limpar seleção" icon={X} onClick={onClear} />
    </section>
  );
}
