import type { ReactNode } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { DESCRIPTION_MAX_LENGTH } from '../../../common/contract/shared';
import type { BoundFieldProps } from '../../components/ui/bound-field';
import { Field, TextField } from '../../components/ui/field';
import { usePayees } from '../payee/public';
import { useTags } from '../tag/public';
import { PayeeInput } from './payee-input';
import { TagInput } from './tag-input';

/*
 * The fields that 'Nova transação' and 'Editar Transação' both show, written once (the value and the selects are
 * the shared MoneyField, AccountSelect and CategorySelect of components/ui). Each takes the form's control and the
 * name of its value, as react-hook-form's Controller does, so either form fits, and shows that value's validation
 * message itself. The forms keep their own layout (className).
 */

/** 'Descrição', as long as the contract allows. */
export function DescriptionField<T extends FieldValues>({
  control,
  name,
  className,
  placeholder,
  hint,
}: BoundFieldProps<T, string> & { placeholder?: string; hint?: ReactNode }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      ref={field.ref}
      label="Descrição"
      hint={hint}
      className={className}
      maxLength={DESCRIPTION_MAX_LENGTH}
      placeholder={placeholder}
      error={fieldState.error?.message}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}

/** 'Favorecido': free text with suggestions from the person's payees. */
export function PayeeField<T extends FieldValues>({
  control,
  name,
  className,
  hint,
}: BoundFieldProps<T, string> & { hint?: ReactNode }) {
  const payees = usePayees();
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label="Favorecido" error={fieldState.error?.message} hint={hint} className={className}>
      {(id) => (
        <PayeeInput
          id={id}
          inputRef={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          payees={payees.data ?? []}
          invalid={fieldState.invalid}
        />
      )}
    </Field>
  );
}

/** 'Tags': chips, with suggestions from the person's tags. */
export function TagsField<T extends FieldValues>({ control, name, className }: BoundFieldProps<T, string[]>) {
  const tags = useTags();
  const { field } = useController({ control, name });
  return (
    <Field label="Tags" className={className} hint="Enter adiciona a tag">
      {(id) => <TagInput id={id} value={field.value} onChange={field.onChange} tags={tags.data ?? []} />}
    </Field>
  );
}
