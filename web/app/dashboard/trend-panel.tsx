import type { TrendMonth } from '../../../common/contract/dashboard';
import { hasMonthlyData } from '../../features/reports/public';
import { LazyIncomeExpenseBars } from './lazy-charts';
import { Panel, PanelEmpty } from './panel';

/** '6 meses', '2 meses', '1 mês': the chart starts no earlier than the book, so it may hold fewer than six. */
export const trendMonthsText = (count: number) => (count === 1 ? '1 mês' : `${count} meses`);

/** Income against expenses of the last 6 months ending with the selected one, none before the book began. */
export function TrendPanel({ trends, className }: { trends: TrendMonth[]; className?: string }) {
  const months = trendMonthsText(Math.max(trends.length, 1));
  return (
    <Panel title={`Receitas x despesas (${months})`} className={className} testId="trend-panel">
      {hasMonthlyData(trends) ? (
        <LazyIncomeExpenseBars
          rows={trends}
          label={`Receitas e despesas ${trends.length === 1 ? 'do último mês' : `dos últimos ${months}`}`}
          height={240}
          fill
        />
      ) : (
        <PanelEmpty>Sem dados de tendência disponíveis</PanelEmpty>
      )}
    </Panel>
  );
}
