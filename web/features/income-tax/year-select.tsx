import { useId } from 'react';
import { inputClass } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import { yearOptions } from './tax-years';

/** 'Ano-calendário': the last ended years and this one. */
export function YearSelect({
  year,
  today,
  onChange,
}: {
  year: number;
  today: string;
  onChange: (year: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor={id}
        className="whitespace-nowrap text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        Ano-calendário
      </label>
      <select
        id={id}
        className={cn(inputClass, 'w-28')}
        value={year}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {yearOptions(today, year).map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </div>
  );
}
