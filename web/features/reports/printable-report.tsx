import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { CHART_PALETTE, type ReportRow, type ReportSummary } from '../../../common/contract/reports';
import { formatDateBR, formatMonthLabel, todayIn } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { formatPercent } from '../../../common/percent';
import { Button } from '../../components/ui/button';
import { useMonthlyReport, useReportBreakdown, useTopItems } from './api/reports';
import { breakdownOf } from './breakdown';
import { ReportLeftOut } from './period-summary';
import { ReportError } from './report-error';
import { monthsIn, type Period } from './report-period';
import { PrintableSkeleton } from './report-skeletons';

/** Rows of the printable page's lists (8, docs/PRODUCT.md, Relatórios). */
export const PRINT_TOP_ITEMS = 8;

/** Printed colours need this to keep the bars' fills. */
const keepColours = { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 break-inside-avoid">
      <h2 className="mb-2 border-b border-slate-300 pb-1 text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function ShareTable({ rows, label }: { rows: ReportRow[]; label: string }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">Nada no período.</p>;
  return (
    <table className="w-full table-fixed text-sm">
      <colgroup>
        <col className="w-[34%]" />
        <col className="w-[30%]" />
        <col className="w-[22%]" />
        <col className="w-[14%]" />
      </colgroup>
      <thead>
        <tr className="text-left text-xs text-slate-600">
          <th className="py-1 pr-2 font-medium">{label}</th>
          <th className="py-1 pr-2 font-medium" aria-label="Participação" />
          <th className="py-1 pr-2 text-right font-medium">Total</th>
          <th className="py-1 text-right font-medium">%</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => {
          return (
            <tr key={`${r.id ?? 'none'}-${r.name}`} className="border-t border-slate-200">
              <td className="truncate py-1 pr-2">{r.name}</td>
              <td className="py-1 pr-2">
                <div className="h-2 rounded-sm bg-slate-100" style={keepColours}>
                  <div
                    className="h-2 rounded-sm"
                    style={{
                      ...keepColours,
                      width: `${Math.max(r.percent, 1)}%`,
                      backgroundColor: CHART_PALETTE[i % CHART_PALETTE.length],
                    }}
                  />
                </div>
              </td>
              <td className="money py-1 pr-2 text-right">{formatReais(r.total)}</td>
              <td className="py-1 text-right tabular-nums">{formatPercent(r.percent)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * The report as a printable page: light, without the app's chrome (hidden by no-print when printing), with the
 * summary, income and expenses by category, the largest expenses and, over several months, each month.
 */
export function PrintableReport({
  period,
  summary,
  onClose,
}: {
  period: Period;
  summary: ReportSummary;
  onClose: () => void;
}) {
  const categories = useReportBreakdown('by-category', period);
  const top = useTopItems('top-expenses', { ...period, limit: PRINT_TOP_ITEMS });
  const manyMonths = monthsIn(period) > 1;
  const monthly = useMonthlyReport(period, manyMonths);
  const expenses = breakdownOf(categories.data ?? [], 'despesa');
  const incomes = breakdownOf(categories.data ?? [], 'receita');
  const ready = categories.data && top.data && (!manyMonths || monthly.data);

  return (
    <div>
      <div className="no-print mb-4 flex flex-wrap items-center gap-2">
        <Button onClick={() => window.print()} disabled={!ready}>
          <Printer size={16} aria-hidden /> Imprimir
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Voltar ao relatório
        </Button>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Use “Salvar como PDF” na janela de impressão para guardar esta página.
        </p>
      </div>
      <article
        className="mx-auto max-w-3xl rounded-lg bg-white p-4 text-slate-900 shadow-sm ring-1 ring-slate-200 sm:p-10 print:max-w-none print:p-0 print:shadow-none print:ring-0"
        data-testid="printable-report"
      >
        <header className="flex items-start gap-3">
          <span
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-brand-700 font-bold text-white"
            style={keepColours}
          >
            G
          </span>
          <div>
            <h1 className="text-2xl font-semibold">Relatório financeiro</h1>
            <p className="text-sm text-slate-600">
              Período: {formatDateBR(period.from)} a {formatDateBR(period.to)}
            </p>
            <p className="text-sm text-slate-600">
              Gerado em {formatDateBR(todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone))} pelo Grana
            </p>
          </div>
        </header>

        <Section title="Resumo do período">
          <SummaryTable summary={summary} />
          <ReportLeftOut ids={summary.unconverted_accounts} className="mt-2" />
        </Section>

        {categories.isError || top.isError || monthly.isError ? (
          <div className="mt-6">
            <ReportError kind="report" />
          </div>
        ) : !ready ? (
          <PrintableSkeleton />
        ) : (
          <>
            <Section title="Despesas por categoria">
              <ShareTable rows={expenses.rows} label="Categoria" />
            </Section>
            <Section title="Receitas por categoria">
              <ShareTable rows={incomes.rows} label="Categoria" />
            </Section>
            <Section title={`As ${PRINT_TOP_ITEMS} maiores despesas`}>
              {(top.data ?? []).length === 0 ? (
                <p className="text-sm text-slate-600">Nada no período.</p>
              ) : (
                <TopExpensesTable items={top.data ?? []} />
              )}
            </Section>
            {manyMonths ? (
              <Section title="Mês a mês">
                <MonthlyTable months={monthly.data ?? []} />
              </Section>
            ) : null}
          </>
        )}
        <p className="mt-8 text-center text-xs text-slate-500">
          Transferências entre contas e aportes em metas não entram nos totais. Valores em reais (R$).
        </p>
      </article>
    </div>
  );
}

type TopItems = NonNullable<ReturnType<typeof useTopItems>['data']>;
type Months = NonNullable<ReturnType<typeof useMonthlyReport>['data']>;

/** The period's figures: receitas, despesas, the result, the transactions counted and the savings rate. */
function SummaryTable({ summary }: { summary: ReportSummary }) {
  return (
    <table className="w-full max-w-md text-sm">
      <tbody>
        {[
          ['Receitas', formatReais(summary.receitas), true],
          ['Despesas', formatReais(summary.despesas), true],
          ['Resultado', formatReais(summary.resultado), true],
          ['Transações', String(summary.count), false],
          [
            'Taxa de poupança',
            summary.savings_rate === null ? '—' : formatPercent(summary.savings_rate),
            false,
          ],
        ].map(([label, value, money]) => (
          <tr key={label as string} className="border-t border-slate-200 first:border-0">
            <th scope="row" className="py-1 text-left font-normal text-slate-600">
              {label}
            </th>
            <td className={`py-1 text-right font-semibold ${money ? 'money' : ''}`}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The largest expenses: date, description, category and amount. */
function TopExpensesTable({ items }: { items: TopItems }) {
  return (
    <table className="w-full text-xs sm:text-sm">
      <thead>
        <tr className="text-left text-xs text-slate-600">
          <th className="py-1 pr-2 font-medium">Data</th>
          <th className="py-1 pr-2 font-medium">Descrição</th>
          <th className="py-1 pr-2 font-medium">Categoria</th>
          <th className="py-1 text-right font-medium">Valor</th>
        </tr>
      </thead>
      <tbody>
        {items.map((t) => (
          <tr key={t.id} className="border-t border-slate-200">
            <td className="py-1 pr-2 whitespace-nowrap">{formatDateBR(t.date)}</td>
            <td className="py-1 pr-2 break-words">{t.name}</td>
            <td className="py-1 pr-2 break-words">{t.category}</td>
            <td className="money py-1 text-right">{formatReais(t.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each month's receitas and despesas. */
function MonthlyTable({ months }: { months: Months }) {
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="text-left text-xs text-slate-600">
          <th className="py-1 pr-2 font-medium">Mês</th>
          <th className="py-1 pr-2 text-right font-medium">Receitas</th>
          <th className="py-1 text-right font-medium">Despesas</th>
        </tr>
      </thead>
      <tbody>
        {months.map((m) => (
          <tr key={m.month} className="border-t border-slate-200">
            <td className="py-1 pr-2 first-letter:uppercase">{formatMonthLabel(m.month)}</td>
            <td className="money py-1 pr-2 text-right">{formatReais(m.receitas)}</td>
            <td className="money py-1 text-right">{formatReais(m.despesas)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
