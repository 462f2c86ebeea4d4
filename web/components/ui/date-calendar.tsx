import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { addDays, splitIsoDate, toIsoDate } from '../../../common/dates';
import { browserToday } from '../../lib/browser-today';
import { Button } from './button';

/**
 * The weekdays' heads as Brazilians write them, Sunday first. date-fns's pt-BR gives 'sab' without its accent,
 * so the calendar names them itself.
 */
export const WEEKDAY_ABBREVIATIONS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'] as const;

/** The calendar works with local midnight Dates; the app with ISO days. */
function toDate(iso: string): Date {
  const { year, month, day } = splitIsoDate(iso);
  return new Date(year, month - 1, day);
}

function toIso(date: Date): string {
  return toIsoDate(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/**
 * A month's calendar in Portuguese (names, first weekday and screen-reader labels come from the pt-BR locale,
 * never from the browser), reached by keyboard: the chosen day (or today) takes the focus, arrows move between
 * days, Enter picks. 'Hoje' and 'Ontem' pick those days at once.
 */
export function DateCalendar({
  value,
  max,
  onPick,
}: {
  value: string | null;
  /** The last day offered (ISO); later days are shown but cannot be picked. */
  max?: string | undefined;
  onPick: (iso: string) => void;
}) {
  const today = browserToday();
  const selected = value ? toDate(value) : undefined;
  return (
    <div className="grana-calendar flex flex-col gap-2">
      <DayPicker
        mode="single"
        locale={ptBR}
        formatters={{ formatWeekdayName: (day) => WEEKDAY_ABBREVIATIONS[day.getDay()] ?? '' }}
        autoFocus
        selected={selected}
        defaultMonth={selected ?? toDate(today)}
        today={toDate(today)}
        disabled={max ? { after: toDate(max) } : undefined}
        onSelect={(date) => {
          if (date) onPick(toIso(date));
        }}
      />
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={!!max && today > max} onClick={() => onPick(today)}>
          Hoje
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onPick(addDays(today, -1))}>
          Ontem
        </Button>
      </div>
    </div>
  );
}
