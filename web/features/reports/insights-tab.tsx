import { type ReportSummary, shareOf, type TopItem } from '../../../common/contract/reports';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { formatPercent } from '../../../common/percent';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useReportBreakdown, useReportSummary, useTopItems } from './api/reports';
import { computeInsights } from './insights';
import { ReportError } from './report-error';
import { type Period, previousPeriod } from './report-period';
import { FactsSkeleton, TabSkeleton } from './report-skeletons';

/** A sentence with its amounts set as money (kept on one line). */
function WithMoney({ text }: { text: string }) {
  const parts = text.split(/(-?R\$ [\d.]+,\d{2})/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
          <span key={i} className="money">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** Top items on the Insights tab (docs/PRODUCT.md, Relatórios). */
export const INSIGHT_TOP_ITEMS = 5;

function TopList({
  title,
  items,
  total,
  tone,
  testId,
}: {
  title: string;
  items: TopItem[];
  total: number;
  tone: string;
  testId: string;
}) {
  return (
    <Card data-testid={testId}>
      <h3 className="mb-3 font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500 dark:text-slate-400">Nada no período.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((item, i) => (
            <li key={item.id} className="flex items-center gap-3 py-2">
              <span className="w-5 shrink-0 text-sm text-slate-500 tabular-nums dark:text-slate-400">
                {i + 1}.
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{item.name}</p>
                <p className="truncate text-xs text-slate-500 dark:text-slate-400">
                  {formatDateBR(item.date)} · {item.category}
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className={cn('money text-sm font-semibold', tone)}>{formatReais(item.total)}</p>
                <p className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
                  {formatPercent(shareOf(item.total, total))}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** The period's 5 largest expenses and incomes and a few facts computed from the figures. */
export function InsightsTab({ period, summary }: { period: Period; summary: ReportSummary }) {
  const expenses = useTopItems('top-expenses', { ...period, limit: INSIGHT_TOP_ITEMS });
  const incomes = useTopItems('top-incomes', { ...period, limit: INSIGHT_TOP_ITEMS });
  const categories = useReportBreakdown('by-category', period);
  const payees = useReportBreakdown('by-payee', period);
  const previous = useReportSummary(previousPeriod(period));
  const topFailed = expenses.isError || incomes.isError;
  const factsReady = categories.data && payees.data && expenses.data && !previous.isPending;
  const facts = factsReady
    ? computeInsights({
        period,
        summary,
        previous: previous.data,
        categories: categories.data ?? [],
        payees: payees.data ?? [],
        topExpenses: expenses.data ?? [],
      })
    : [];

  return (
    <div className="flex flex-col gap-4">
      {topFailed ? (
        <ReportError
          kind="top"
          onRetry={() => {
            void expenses.refetch();
            void incomes.refetch();
          }}
        />
      ) : expenses.isPending || incomes.isPending ? (
        <TabSkeleton shape="top" />
      ) : (
        // One column of at most the screen's width on a phone (grid-cols-1 is minmax(0, 1fr)): an auto column grows
        // to the longest name's one-line width and pushes the amounts off a 390 px screen.
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <TopList
            title={`Top ${INSIGHT_TOP_ITEMS} despesas`}
            items={expenses.data ?? []}
            total={summary.despesas}
            tone="text-red-600 dark:text-red-400"
            testId="top-expenses"
          />
          <TopList
            title={`Top ${INSIGHT_TOP_ITEMS} receitas`}
            items={incomes.data ?? []}
            total={summary.receitas}
            tone="text-emerald-700 dark:text-emerald-400"
            testId="top-incomes"
          />
        </div>
      )}
      <Card>
        <h3 className="mb-3 font-semibold">Destaques do período</h3>
        {categories.isError || payees.isError ? (
          <ReportError
            kind="report"
            onRetry={() => {
              void categories.refetch();
              void payees.refetch();
            }}
          />
        ) : !factsReady ? (
          <FactsSkeleton />
        ) : facts.length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-500 dark:text-slate-400">
            Sem dados disponíveis.
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="insight-facts">
            {facts.map((f) => (
              <li
                key={f.key}
                className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
                data-testid={`fact-${f.key}`}
              >
                <p className="text-xs font-medium text-slate-500 uppercase dark:text-slate-400">{f.title}</p>
                <p className={cn('mt-1 truncate text-lg font-semibold', f.money && 'money')}>{f.value}</p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  <WithMoney text={f.detail} />
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
