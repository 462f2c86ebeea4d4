import type { FieldValues } from 'react-hook-form';
import type { Category, CategoryType } from '../../../common/contract/categories';
import { byName } from '../../../common/search';
import { FormSelect, type FormSelectProps, NamedOptions } from './form-select';

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
    <FormSelect {...props}>
      <CategoryOptions categories={categories} type={type} placeholder={placeholder} />
    </FormSelect>
  );
}
