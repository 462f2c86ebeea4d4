import type { FieldValues } from 'react-hook-form';
import type { Category, CategoryType } from '../../../common/contract/categories';
import { CategoryIcon } from './category-icon';
import { categoryTree } from './category-tree';
import { FormSelect, type FormSelectProps } from './form-select';

/** The chosen category's icon, for the inside of its select; nothing while none is chosen. */
export function chosenCategoryIcon(categories: readonly Category[], value: string | null | undefined) {
  const chosen = value ? categories.find((c) => String(c.id) === String(value)) : undefined;
  return chosen ? <CategoryIcon category={chosen} size="sm" /> : null;
}

/**
 * A subcategory's option is indented by no-break spaces, the one indentation an option draws. The browser's
 * type-to-find skips them, so typing 'deliv' reaches Delivery under Alimentação and 'alim' reaches Alimentação,
 * its subcategories right below it.
 */
const CHILD_INDENT = '\u00a0\u00a0\u00a0\u00a0';

/**
 * The categories as a tree: each top-level one, then its subcategories indented, each described as 'Pai › Filho'
 * (names are unique within a type, so the name alone already tells one from another).
 */
export function CategoryTreeOptions({
  categories,
  type,
}: {
  categories: readonly Category[];
  type?: CategoryType;
}) {
  return (
    <>
      {categoryTree(categories, type).map(({ category, depth, path }) =>
        depth === 0 ? (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ) : (
          // The full name as the option's description, not its label: an aria-label 'Contas da casa › Energia'
          // would answer to every field labelled 'Conta' for tools that find fields by label text.
          <option key={category.id} value={category.id} title={path}>
            {`${CHILD_INDENT}${category.name}`}
          </option>
        ),
      )}
    </>
  );
}

/**
 * The placeholder (the empty value, saying what it means), then the categories as a tree: those of one type when
 * type is given, otherwise grouped, expenses first. Every select of a category in the app draws these.
 */
export function CategoryOptions({
  categories,
  type,
  placeholder,
}: {
  categories: readonly Category[];
  type?: CategoryType;
  placeholder: string;
}) {
  const has = (t: CategoryType) => categories.some((c) => c.type === t);
  return (
    <>
      <option value="">{placeholder}</option>
      {type ? (
        <CategoryTreeOptions categories={categories} type={type} />
      ) : (
        <>
          {has('despesa') ? (
            <optgroup label="Despesas">
              <CategoryTreeOptions categories={categories} type="despesa" />
            </optgroup>
          ) : null}
          {has('receita') ? (
            <optgroup label="Receitas">
              <CategoryTreeOptions categories={categories} type="receita" />
            </optgroup>
          ) : null}
        </>
      )}
    </>
  );
}

/** 'Categoria' and its kin, bound to a form's id string. */
export function CategorySelect<T extends FieldValues, TOut extends FieldValues = T>({
  categories,
  type,
  placeholder,
  ...props
}: FormSelectProps<T, TOut> & { categories: readonly Category[]; type?: CategoryType; placeholder: string }) {
  return (
    <FormSelect {...props} lead={(value) => chosenCategoryIcon(categories, value)}>
      <CategoryOptions categories={categories} type={type} placeholder={placeholder} />
    </FormSelect>
  );
}
