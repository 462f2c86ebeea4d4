import type { FieldValues } from 'react-hook-form';
import type { Category, CategoryType } from '../../../common/contract/categories';
import { byName } from '../../../common/search';
import { CategoryIcon } from './category-icon';
import { FormSelect, type FormSelectProps, NamedOptions } from './form-select';

/** The chosen category's icon, for the inside of its select; nothing while none is chosen. */
export function chosenCategoryIcon(categories: readonly Category[], value: string | null | undefined) {
  const chosen = value ? categories.find((c) => String(c.id) === String(value)) : undefined;
  return chosen ? <CategoryIcon category={chosen} size="sm" /> : null;
}

/**
 * The placeholder (the empty value, saying what it means), then the categories by name: those of one type when
 * type is given, otherwise grouped, expenses first.
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
  const of = (t: CategoryType) => categories.filter((c) => c.type === t).sort(byName);
  const expenses = of('despesa');
  const incomes = of('receita');
  return (
    <>
      <option value="">{placeholder}</option>
      {type ? (
        <NamedOptions items={of(type)} />
      ) : (
        <>
          {expenses.length > 0 ? (
            <optgroup label="Despesas">
              <NamedOptions items={expenses} />
            </optgroup>
          ) : null}
          {incomes.length > 0 ? (
            <optgroup label="Receitas">
              <NamedOptions items={incomes} />
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
