import type { AppImportCategory } from '../../../common/contract/app-import';
import type { Category } from '../../../common/contract/categories';
import { formatReais } from '../../../common/money';
import { CategoryOptions } from '../../components/ui/category-select';
import { SelectField } from '../../components/ui/field';
import { CREATE, NO_CATEGORY } from './mapping';
import { counted } from './summary-text';

/** How the page writes a subcategory of the file beside its parent. */
const pathOf = (c: AppImportCategory) => (c.parent ? `${c.parent} › ${c.name}` : c.name);

interface CategoriesMappingProps {
  categories: AppImportCategory[];
  /** The person's categories, to send one of the file's into (those of its type). */
  mine: readonly Category[];
  mapping: Record<string, string>;
  onChange: (key: string, value: string) => void;
}

/**
 * The file's categories and where each goes: a new one, none, or one of the person's of the same type. One block
 * each, its figures beside its select from tablet width up, stacked on a phone (as the accounts).
 */
export function CategoriesMapping({ categories, mine, mapping, onChange }: CategoriesMappingProps) {
  return (
    <ul aria-label="Categorias do arquivo" className="divide-y divide-slate-100 dark:divide-slate-800">
      {categories.map((category) => {
        const value = mapping[category.key] ?? CREATE;
        const path = pathOf(category);
        const remembered = category.match?.remembered && value === String(category.match.id);
        const near = category.match?.near && value === String(category.match.id);
        return (
          <li
            key={category.key}
            className="grid gap-2 py-3 first:pt-0 last:pb-0 md:grid-cols-[minmax(0,1fr)_16rem] md:items-start md:gap-4"
          >
            <div className="min-w-0">
              <p className="font-medium break-words">{path}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {category.type === 'receita' ? 'Receita' : 'Despesa'} ·{' '}
                {counted(category.rows, 'transação', 'transações')} ·{' '}
                <span className="money">{formatReais(category.total)}</span>
              </p>
            </div>
            <SelectField
              label="Vai para"
              aria-label={`Categoria para "${path}"`}
              hint={
                remembered ? 'Lembrado da última importação' : near ? 'Nome parecido: confira' : undefined
              }
              // The empty value of the shared options is "create it": their placeholder names it.
              value={value === CREATE ? '' : value}
              onChange={(event) => onChange(category.key, event.target.value || CREATE)}
            >
              <option value={NO_CATEGORY}>Sem categoria</option>
              <CategoryOptions categories={mine} type={category.type} placeholder="Criar nova" />
            </SelectField>
          </li>
        );
      })}
    </ul>
  );
}
