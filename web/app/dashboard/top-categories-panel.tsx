import { useNavigate } from 'react-router';
import type { DashboardCategory } from '../../../common/contract/dashboard';
import { formatReais } from '../../../common/money';
import { LazyDonutChart } from './lazy-charts';
import { Panel, PanelEmpty } from './panel';

/** The period's largest expense categories; a click on a category opens its transactions. */
export function TopCategoriesPanel({ categories }: { categories: DashboardCategory[] }) {
  const navigate = useNavigate();
  return (
    <Panel title="Despesas por categoria" testId="top-categories-panel">
      {categories.length === 0 ? (
        <PanelEmpty>Nenhuma despesa no período.</PanelEmpty>
      ) : (
        <>
          <LazyDonutChart
            label="Despesas por categoria"
            slices={categories.map((c) => ({ label: c.name, value: c.total, id: c.id }))}
            formatValue={formatReais}
            isClickable={(s) => s.id != null}
            onSliceClick={(s) => navigate(`/transactions?categoryId=${s.id}`)}
          />
          <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
            Clique numa categoria para ver as transações dela.
          </p>
        </>
      )}
    </Panel>
  );
}
