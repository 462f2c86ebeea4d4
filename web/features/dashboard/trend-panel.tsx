import type { TrendMonth } from '../../../common/contract/dashboard';
import { hasMonthlyData } from '../reports/public';
import { LazyIncomeExpenseBars } from './lazy-charts';
import { Panel, PanelEmpty } from './panel';

/** Income against expenses of the last 6 months ending with the selected one. */
export function TrendPanel({ trends, className }: { trends: TrendMonth[]; className?: string }) {
  return (
    <Panel title="Receitas x despesas (6 meses)" className={className} testId="trend-panel">
      {hasMonthlyData(trends) ? (
        <LazyIncomeExpenseBars
          rows={trends}
          label="Receitas e despesas dos últimos 6 meses"
          height={240}
          fill
        />
      ) : (
        <PanelEmpty>Sem dados de tendência disponíveis</PanelEmpty>
      )}
    </Panel>
  );
}
