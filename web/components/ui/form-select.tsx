import type { ChangeEvent, ReactNode } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field';
import { SelectField } from './field';

export interface FormSelectProps<T extends FieldValues, TOut extends FieldValues = T>
  extends BoundFieldProps<T, string, TOut> {
  label: ReactNode;
  /** A line under the select (why it holds what it holds), unless there is an error to show. */
  hint?: ReactNode;
  disabled?: boolean;
  /** Runs after the form has the new value. */
  onValueChange?: (value: string) => void;
  /** A mark for the chosen value, drawn inside the box before its text. */
  lead?: (value: string) => ReactNode;
}

/** A labelled select bound to a form's value (an id string), with that value's validation message. */
export function FormSelect<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  hint,
  className,
  disabled,
  onValueChange,
  lead,
  children,
}: FormSelectProps<T, TOut> & { children: ReactNode }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField
      ref={field.ref}
      label={label}
      hint={hint}
      className={className}
      disabled={disabled}
      lead={lead?.(String(field.value ?? ''))}
      error={fieldState.error?.message}
      name={field.name}
      value={field.value}
      onChange={(e: ChangeEvent<HTMLSelectElement>) => {
        field.onChange(e);
        onValueChange?.(e.target.value);
      }}
      onBlur={field.onBlur}
    >
      {children}
    </SelectField>
  );
}

/** One option per item, its id the value and its name the text. */
export function NamedOptions({ items }: { items: readonly { id: number; name: string }[] }) {
  return (
    <>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </>
  );
}
