import { useSearchParams } from 'react-router';
import { focusRing } from '../../../components/ui/button';
import { useTabListKeys } from '../../../components/ui/tab-list-keys';
import { cn } from '../../../lib/cn';

export const investmentTabs = [
  { value: 'renda-fixa', label: 'Renda fixa' },
  { value: 'renda-variavel', label: 'Renda variável' },
] as const;
export type InvestmentTab = (typeof investmentTabs)[number]['value'];

const PARAM = 'aba';

/**
 * The tab shown, kept in the address (?aba=renda-variavel) so a reload or a link opens it; renda fixa by default,
 * where the page was before renda variável came.
 */
export function useInvestmentTab(): [InvestmentTab, (tab: InvestmentTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: InvestmentTab = params.get(PARAM) === 'renda-variavel' ? 'renda-variavel' : 'renda-fixa';
  const choose = (next: InvestmentTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'renda-fixa') updated.delete(PARAM);
        else updated.set(PARAM, next);
        return updated;
      },
      { replace: true },
    );
  return [tab, choose];
}

export const tabPanelId = (tab: InvestmentTab) => `investments-panel-${tab}`;
export const tabId = (tab: InvestmentTab) => `investments-tab-${tab}`;

/**
 * Renda fixa and Renda variável: a tab list, full width on a phone. Arrow keys move between the tabs as in any tab
 * list, and each tab is also reached by Tab, as two tabs cost nothing to pass.
 */
export function InvestmentTabs({
  value,
  onChange,
}: {
  value: InvestmentTab;
  onChange: (tab: InvestmentTab) => void;
}) {
  const { refs, onKeyDown } = useTabListKeys(investmentTabs, onChange);
  return (
    <div
      role="tablist"
      aria-label="Tipo de investimento"
      className="mb-6 flex w-full rounded-lg border border-slate-200 bg-white p-1 sm:inline-flex sm:w-auto dark:border-slate-800 dark:bg-slate-900"
    >
      {investmentTabs.map((t, index) => (
        <button
          key={t.value}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={tabId(t.value)}
          aria-selected={value === t.value}
          // Only the shown panel is on the page: a reference to one that is not would be a broken one.
          aria-controls={value === t.value ? tabPanelId(t.value) : undefined}
          onClick={() => onChange(t.value)}
          onKeyDown={(e) => onKeyDown(e, index)}
          className={cn(
            'flex h-9 flex-1 items-center justify-center rounded-md px-4 text-sm font-medium transition-colors sm:flex-none',
            focusRing,
            value === t.value
              ? 'bg-brand-700 text-white shadow-sm'
              : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-slate-100',
          )}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
