import type { ReactNode } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { looksLikeDotDecimal, MONEY_USE_COMMA_MESSAGE } from '../../../common/contract/shared';
import type { BoundFieldProps } from './bound-field';
import { Field } from './field';
import { MoneyInput } from './money-input';

/**
 * A labelled money input bound to a form's text value ('1.500,75'), with its hint or validation message; cents
 * typed after a dot ('1234.5') get the comma's explanation at once, before any saving.
 * onValueChange runs after the form has the new text.
 */
export function MoneyField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  hint,
  className,
  allowNegative,
  onValueChange,
}: BoundFieldProps<T, string, TOut> & {
  label: ReactNode;
  hint?: ReactNode;
  allowNegative?: boolean;
  onValueChange?: (text: string) => void;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field
      label={label}
      error={fieldState.error?.message}
      hint={looksLikeDotDecimal(field.value) ? MONEY_USE_COMMA_MESSAGE : hint}
      className={className}
    >
      {(id) => (
        <MoneyInput
          ref={field.ref}
          id={id}
          name={field.name}
          allowNegative={allowNegative}
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
