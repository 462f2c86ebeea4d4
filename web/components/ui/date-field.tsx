import type { ReactNode } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { DATE_NOT_IN_CALENDAR_MESSAGE } from '../../../common/contract/shared';
import { isIsoDate } from '../../../common/dates';
import type { BoundFieldProps } from './bound-field';
import { DateInput, isDateNotInCalendar } from './date-input';
import { Field } from './field';

/**
 * A labelled date field bound to a form's ISO value ('2026-11-21'), typed as dd/mm/aaaa with a calendar beside
 * it; a whole date the calendar lacks (31/02/2026) is explained at once, before any saving.
 */
export function DateField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  hint,
  max,
  className,
}: BoundFieldProps<T, string, TOut> & { label: ReactNode; hint?: ReactNode; max?: string }) {
  const { field, fieldState } = useController({ control, name });
  const value: string = field.value ?? '';
  const notInCalendar = !isIsoDate(value) && isDateNotInCalendar(value);
  return (
    <Field
      label={label}
      error={notInCalendar ? DATE_NOT_IN_CALENDAR_MESSAGE : fieldState.error?.message}
      hint={hint}
      className={className}
    >
      {(id, describedBy) => (
        <DateInput
          id={id}
          describedBy={describedBy}
          name={field.name}
          inputRef={field.ref}
          value={value}
          max={max}
          invalid={fieldState.invalid}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </Field>
  );
}

/** The same field outside a form: a labelled dd/mm/aaaa date holding an ISO value. */
export function DateTextField({
  label,
  value,
  onChange,
  className,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const notInCalendar = isDateNotInCalendar(value);
  return (
    <Field
      label={label}
      error={notInCalendar ? DATE_NOT_IN_CALENDAR_MESSAGE : undefined}
      className={className}
    >
      {(id, describedBy) => <DateInput id={id} describedBy={describedBy} value={value} onChange={onChange} />}
    </Field>
  );
}
