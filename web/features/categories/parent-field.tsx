import type { SelectHTMLAttributes } from 'react';
import type { Category } from '../../../common/contract/categories';
import { SelectField } from '../../components/ui/field';

/** The empty choice: no parent, a top-level category. */
export const NO_PARENT = '';

/**
 * 'Categoria pai': the top-level categories that may hold this one (parentChoices), or none. The value is the
 * parent's id as a string, '' for none.
 */
export function ParentField({
  label,
  choices,
  className,
  ...props
}: {
  label: string;
  choices: readonly Category[];
  className?: string;
} & Pick<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'name' | 'onBlur'>) {
  return (
    <SelectField label={label} className={className} {...props}>
      <option value={NO_PARENT}>Nenhuma (categoria principal)</option>
      {choices.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </SelectField>
  );
}

/** The id the API takes from the field's value: null for none. */
export const parentIdOf = (value: string): number | null => (value === NO_PARENT ? null : Number(value));
