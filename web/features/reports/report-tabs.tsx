import { useEffect } from 'react';
import { useTabListKeys } from '../../components/ui/tab-list-keys';
import { cn } from '../../lib/cn';

export const tabs = [
  { value: 'categorias', label: 'Categorias' },
  { value: 'fluxo', label: 'Fluxo' },
  { value: 'calendario', label: 'Calendário' },
  { value: 'favorecidos', label: 'Favorecidos' },
  { value: 'tags', label: 'Tags' },
  { value: 'tendencias', label: 'Tendências' },
  { value: 'insights', label: 'Insights' },
] as const;
export type TabValue = (typeof tabs)[number]['value'];

/**
 * The report's tabs; arrow keys move between them, as a tab list does. On a phone they scroll sideways, the right
 * edge fading to say there is more.
 */
export function ReportTabs({ value, onChange }: { value: TabValue; onChange: (value: TabValue) => void }) {
  const { refs, onKeyDown } = useTabListKeys(tabs, onChange);
  // On a phone the tabs scroll sideways: the chosen one is always brought into view.
  useEffect(() => {
    const index = tabs.findIndex((t) => t.value === value);
    refs.current[index]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [value, refs]);
  return (
    <div
      role="tablist"
      aria-label="Relatórios"
      className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 pr-8 pl-4 [mask-image:linear-gradient(to_right,black_calc(100%-1.5rem),transparent)] lg:mx-0 lg:px-0 lg:[mask-image:none] dark:border-slate-800"
    >
      {tabs.map((t, index) => (
        <button
          key={t.value}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`tab-${t.value}`}
          aria-selected={value === t.value}
          aria-controls={`tabpanel-${t.value}`}
          tabIndex={value === t.value ? 0 : -1}
          onClick={() => onChange(t.value)}
          onKeyDown={(e) => onKeyDown(e, index)}
          className={cn(
            '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
            value === t.value
              ? 'border-brand-700 text-brand-800 dark:border-brand-500 dark:text-brand-500'
              : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
          )}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
