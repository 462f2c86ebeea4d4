import { CalendarDays } from 'lucide-react';
import { type Ref, useRef, useState } from 'react';
import { formatDateBR, isIsoDate, maskDateBR, parseDate } from '../../../common/dates';
import { cn } from '../../lib/cn';
import { DateCalendar } from './date-calendar';
import { inputClass } from './field';
import { IconButton } from './icon-button';
import { Popover } from './popover';

/** A whole date typed as digits: 'dd/mm/aaaa'. */
const COMPLETE = /^\d{2}\/\d{2}\/\d{4}$/;

/** True when the text is a whole dd/mm/aaaa date the calendar does not have (31/02/2026). */
export function isDateNotInCalendar(value: string): boolean {
  return COMPLETE.test(value) && !parseDate(value);
}

/**
 * A date typed and shown as dd/mm/aaaa whatever the browser's language, holding an ISO value ('2026-11-21'):
 * digits get their slashes as typed, a pasted '2026-11-21' is read too, and the calendar button opens a calendar
 * in Portuguese with 'Hoje' and 'Ontem'. Until the text is a whole real date the value is the text itself, so an
 * ISO check refuses it.
 */
export function DateInput({
  value,
  onChange,
  onBlur,
  id,
  name,
  inputRef,
  max,
  invalid,
  className,
  'aria-label': ariaLabel,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The last day the calendar offers (ISO). */
  max?: string;
  invalid?: boolean;
  className?: string;
  'aria-label'?: string;
  /** The id of the field's hint or error (Field's), read with the input. */
  describedBy?: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const calendarButton = useRef<HTMLButtonElement>(null);
  const text = isIsoDate(value) ? formatDateBR(value) : value;

  return (
    <div className={cn('relative', className)}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/aaaa"
        maxLength={10}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        aria-invalid={invalid || isDateNotInCalendar(text)}
        className={cn(inputClass, 'pr-11')}
        value={text}
        onChange={(event) => {
          const masked = maskDateBR(event.target.value);
          const iso = COMPLETE.test(masked) ? parseDate(masked) : null;
          onChange(iso ?? masked);
        }}
        onBlur={onBlur}
      />
      <IconButton
        ref={calendarButton}
        label={ariaLabel ? `Abrir calendário: ${ariaLabel}` : 'Abrir calendário'}
        icon={CalendarDays}
        iconSize={18}
        tone="bare"
        size="lg"
        className="absolute inset-y-0 right-0"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      />
      <Popover open={open} onClose={() => setOpen(false)} triggerRef={calendarButton} label="Escolher data">
        <DateCalendar
          value={isIsoDate(value) ? value : null}
          max={max}
          onPick={(iso) => {
            onChange(iso);
            setOpen(false);
            calendarButton.current?.focus();
          }}
        />
      </Popover>
    </div>
  );
}
