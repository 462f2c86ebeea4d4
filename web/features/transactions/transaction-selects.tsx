import type { ChangeEvent, ReactNode } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import type { Category } from '../../../common/contract/categories';
import { SelectField } from '../../components/ui/field';
import type { FieldProps } from './transaction-fields';

/** A select's options: first the empty value, saying what it means, then one per item, by id. */
function IdOptions({ none, items }: { none: string; items: readonly { id: number; name: string }[] }) {
  return (
    <>
      <option value="">{none}</option>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </>
  );
}

/** 'Sem categoria', then the given categories (those of the transaction's type). */
export function CategoryOptions({ categories }: { categories: readonly Category[] }) {
  return <IdOptions none="Sem categoria" items={categories} />;
}

interface SelectProps<T extends FieldValues> extends FieldProps<T, string> {
  disabled?: boolean;
  /** Runs after the form has the new value. */
  onValueChange?: (value: string) => void;
}

/** A labelled select bound to the form's value, with that value's validation message. */
function FormSelect<T extends FieldValues>({
  control,
  name,
  className,
  disabled,
  onValueChange,
  label,
  children,
}: SelectProps<T> & { label: string; children: ReactNode }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField
      ref={field.ref}
      label={label}
      className={className}
      disabled={disabled}
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

/** An account to choose ('Conta', 'Conta de origem', 'Conta de destino'): none is chosen at first. */
export function AccountSelect<T extends FieldValues>({
  accounts,
  ...props
}: SelectProps<T> & { label: string; accounts: readonly { id: number; name: string }[] }) {
  return (
    <FormSelect {...props}>
      <IdOptions none="Selecione..." items={accounts} />
    </FormSelect>
  );
}

/** 'Categoria': one of the given categories, or none. */
export function CategorySelect<T extends FieldValues>({
  categories,
  ...props
}: SelectProps<T> & { categories: readonly Category[] }) {
  return (
    <FormSelect label="Categoria" {...props}>
      <CategoryOptions categories={categories} />
    </FormSelect>
  );
}
