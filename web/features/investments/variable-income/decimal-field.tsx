import type { ReactNode } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import type { BoundFieldProps } from '../../../components/ui/bound-field';
import { Field, inputClass } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { sanitizeDecimalText, settledDecimalText } from './decimal-text';

/**
 * A quantity or a unit price, bound to a form's text ('31,25', '0,00012345'): digits and separators only while
 * typing, and once left the value as it will be read (decimal-text.ts), so a lone dot read as the decimal one shows
 * as a comma before anything is sent. `prefix` puts a currency's symbol before it ('R$', 'US$'), as a money field
 * does.
 */
export function DecimalField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  hint,
  className,
  prefix,
  placeholder,
}: BoundFieldProps<T, string, TOut> & {
  label: ReactNode;
  hint?: ReactNode;
  /** The currency's symbol of a price: 'R$', 'US$'. */
  prefix?: string;
  placeholder?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label={label} error={fieldState.error?.message} hint={hint} className={className}>
      {(id, describedBy) => (
        <div className="relative">
          {prefix ? (
            <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500 dark:text-slate-400">
              {prefix}
            </span>
          ) : null}
          <input
            ref={field.ref}
            id={id}
            aria-describedby={describedBy}
            name={field.name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={placeholder}
            aria-invalid={fieldState.invalid}
            className={cn(
              inputClass,
              'text-right tabular-nums',
              prefix && (prefix.length > 2 ? 'pl-14' : 'pl-10'),
            )}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(sanitizeDecimalText(e.target.value))}
            onBlur={(e) => {
              const settled = settledDecimalText(e.currentTarget.value);
              if (settled !== e.currentTarget.value) field.onChange(settled);
              field.onBlur();
            }}
          />
        </div>
      )}
    </Field>
  );
}
