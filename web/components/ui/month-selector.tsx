import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatMonthLabel, monthNames, splitIsoDate, toIsoDate } from '../../../common/dates';
import { cn } from '../../lib/cn';
import { useSelectedMonth } from '../../lib/month-context';
import { focusRing } from './button';
import { IconButton } from './icon-button';
import { Popover } from './popover';

const buttonClass = cn(
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700',
  focusRing,
);

/** ◀, the month ('novembro de 2026', opening a grid of the year's months), ▶ and 'Hoje'. */
export function MonthSelector() {
  const { month, setMonth, previous, next, today } = useSelectedMonth();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <fieldset className="flex items-center gap-1" aria-label="Mês selecionado">
      <button type="button" className={buttonClass} onClick={previous} aria-label="Mês anterior">
        ◀
      </button>
      <div className="relative">
        <button
          ref={trigger}
          type="button"
          className={cn(buttonClass, 'w-44 first-letter:uppercase')}
          aria-label={`Mês: ${formatMonthLabel(month)}. Escolher outro mês`}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-testid="month-picker"
          onClick={() => setOpen((o) => !o)}
        >
          {formatMonthLabel(month)}
        </button>
        <Popover open={open} onClose={() => setOpen(false)} triggerRef={trigger} label="Escolher mês">
          <MonthGrid
            selected={month}
            onPick={(iso) => {
              setMonth(iso);
              setOpen(false);
              trigger.current?.focus();
            }}
          />
        </Popover>
      </div>
      <button type="button" className={buttonClass} onClick={next} aria-label="Próximo mês">
        ▶
      </button>
      <button type="button" className={buttonClass} onClick={today}>
        Hoje
      </button>
    </fieldset>
  );
}

/** Arrow keys move between the 12 months as in a 3-column grid; the chosen month takes the focus on opening. */
const ARROW_STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 };

function MonthGrid({ selected, onPick }: { selected: string; onPick: (iso: string) => void }) {
  const chosen = splitIsoDate(selected);
  const [year, setYear] = useState(chosen.year);
  const [focused, setFocused] = useState(chosen.month);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const moveFocus = (target: number) => {
    let nextYear = year;
    let nextMonth = target;
    if (target < 1) {
      nextYear -= 1;
      nextMonth += 12;
    } else if (target > 12) {
      nextYear += 1;
      nextMonth -= 12;
    }
    setYear(nextYear);
    setFocused(nextMonth);
    // The buttons stay the same elements when the year changes, so the focus can move at once.
    buttons.current[nextMonth - 1]?.focus();
  };

  return (
    <div className="flex w-64 flex-col gap-2">
      <div className="flex items-center justify-between">
        <IconButton label="Ano anterior" icon={ChevronLeft} iconSize={18} onClick={() => setYear(year - 1)} />
        <p className="font-semibold" aria-live="polite">
          {year}
        </p>
        <IconButton label="Próximo ano" icon={ChevronRight} iconSize={18} onClick={() => setYear(year + 1)} />
      </div>
      <div className="grid grid-cols-3 gap-1">
        {monthNames.map((name, index) => {
          const monthNumber = index + 1;
          const iso = toIsoDate(year, monthNumber, 1);
          const isSelected = year === chosen.year && monthNumber === chosen.month;
          return (
            <button
              key={name}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              // Only one month is in the Tab order; the arrows reach the others.
              tabIndex={monthNumber === focused ? 0 : -1}
              autoFocus={monthNumber === focused}
              aria-label={formatMonthLabel(iso)}
              aria-pressed={isSelected}
              className={cn(
                'h-10 rounded-lg text-sm capitalize',
                focusRing,
                isSelected
                  ? 'bg-brand-700 font-semibold text-white'
                  : 'hover:bg-slate-100 dark:hover:bg-slate-800',
              )}
              onClick={() => onPick(iso)}
              onKeyDown={(event) => {
                const step = ARROW_STEP[event.key];
                if (step === undefined) return;
                event.preventDefault();
                moveFocus(monthNumber + step);
              }}
            >
              {name.slice(0, 3)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
