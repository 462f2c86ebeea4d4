import type { ReactNode } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field';
import { Field } from './field';
import { MoneyInput } from './money-input';

/**
 * A labelled money input bound to a form's text value ('1.500,75'), with its hint or validation message.
 * onValueChange runs after the form has the new text.
 */
export function MoneyField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  hint,
  className,
  allowNegative,
  prefix,
  onValueChange,
}: BoundFieldProps<T, string, TOut> & {
  label: ReactNode;
  hint?: ReactNode;
  allowNegative?: boolean;
  /** The currency's symbol before the amount ('R$' unless told). */
  prefix?: string;
  onValueChange?: (text: string) => void;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label={label} error={fieldState.error?.message} hint={hint} className={className}>
      {(id, describedBy) => (
        <MoneyInput
          ref={field.ref}
          id={id}
          aria-describedby={describedBy}
          name={field.name}
          allowNegative={allowNegative}
          prefix={prefix}
          aria-invalid={fieldState.invalid}
          value={field.value}
          onChange={(text) => {
            field.onChange(text);
            onValueChange?.(text);
          }}
          onBlur={field.onBlur}
        />
      )}
    </Field>
  );
}
