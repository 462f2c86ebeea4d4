import { useSelectedMonth } from '../../lib/month-context';
import { inputClass } from './field';

/** ◀, a month input, ▶ and 'Hoje'. */
export function MonthSelector() {
  const { month, setMonth, previous, next, today } = useSelectedMonth();
  const buttonClass =
    'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700';
  return (
    <fieldset className="flex items-center gap-1" aria-label="Mês selecionado">
      <button type="button" className={buttonClass} onClick={previous} aria-label="Mês anterior">
        ◀
      </button>
      <input
        type="month"
        aria-label="Mês"
        className={`${inputClass} w-40`}
        value={month.slice(0, 7)}
        onChange={(e) => {
          if (/^\d{4}-\d{2}$/.test(e.target.value)) setMonth(`${e.target.value}-01`);
        }}
      />
      <button type="button" className={buttonClass} onClick={next} aria-label="Próximo mês">
        ▶
      </button>
      <button type="button" className={buttonClass} onClick={today}>
        Hoje
      </button>
    </fieldset>
  );
}
