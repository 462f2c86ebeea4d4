import { Link, useSearchParams } from 'react-router';
import {
  NET_WORTH_CLASS_LABELS,
  NET_WORTH_CLASSES,
  NET_WORTH_DEFAULT_MONTHS,
  NET_WORTH_MONTH_CHOICES,
  type NetWorthAnswer,
} from '../../../common/contract/net-worth';
import { formatDateBR, formatMonthShort } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { inputClass } from '../../components/ui/field';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton, SkeletonBlock, SkeletonRows } from '../../components/ui/skeleton';
import { RatesNote, useAccounts } from '../../entities/account/public';
import { WhenWritable } from '../../entities/book/public';
import { cn } from '../../lib/cn';
import { useNetWorth } from './api/net-worth';
import { NET_WORTH_COLORS, NetWorthChart } from './net-worth-chart';
import {
  changeSentence,
  changeTone,
  hasNothing,
  hasRealLine,
  historyStartNote,
  monthChanges,
  monthName,
  monthsFromParam,
  realNote,
  signedReais,
} from './net-worth-data';

const selectClass = inputClass.replace('w-full', 'w-auto');
const linkButton =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800';

/** The period lives in the address (?meses=60), so a reload or a shared link shows the same months. */
function useMonthsChoice() {
  const [params, setParams] = useSearchParams();
  const months = monthsFromParam(params.get('meses'));
  const setMonths = (m: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (m === NET_WORTH_DEFAULT_MONTHS) next.delete('meses');
        else next.set('meses', String(m));
        return next;
      },
      { replace: true },
    );
  return { months, setMonths };
}

const moneyTone = (value: number) =>
  value < 0 ? 'text-red-600 dark:text-red-400' : 'text-slate-900 dark:text-slate-100';

export function NetWorthPage() {
  const { months, setMonths } = useMonthsChoice();
  const query = useNetWorth(months);
  const data = query.data;

  return (
    <div>
      <PageHeader
        title="Patrimônio"
        subtitle="O que você tem menos o que deve, no fim de cada mês: contas, investimentos, bens, cartões e dívidas."
        actions={
          <>
            <label
              htmlFor="net-worth-months"
              className="text-sm font-medium text-slate-700 dark:text-slate-300"
            >
              Período
            </label>
            <select
              id="net-worth-months"
              className={selectClass}
              value={months}
              onChange={(e) => setMonths(Number(e.target.value))}
            >
              {NET_WORTH_MONTH_CHOICES.map((m) => (
                <option key={m} value={m}>
                  {m} meses
                </option>
              ))}
            </select>
          </>
        }
      />
      {query.isPending ? (
        <Skeleton label="Carregando dados...">
          <SkeletonBlock className="h-44 md:h-32" />
          <SkeletonBlock className="h-96" />
          <SkeletonRows rows={4} />
        </Skeleton>
      ) : query.isError && !data ? (
        <LoadFailed query={query} fallback="Não foi possível carregar o patrimônio agora." />
      ) : data && hasNothing(data) ? (
        <EmptyState
          title="Nenhuma conta cadastrada."
          description="Cadastre suas contas, cartões e investimentos para acompanhar aqui o seu patrimônio mês a mês."
          action={
            <WhenWritable>
              <Link to="/accounts" className={linkButton}>
                Cadastrar conta
              </Link>
            </WhenWritable>
          }
        />
      ) : data ? (
        <div
          className={cn('flex flex-col gap-4', query.isPlaceholderData && 'opacity-60 transition-opacity')}
        >
          {query.isError ? (
            <LoadFailed query={query} fallback="Não foi possível atualizar o patrimônio agora." />
          ) : null}
          <NetWorthSummary answer={data} />
          <Card>
            <h2 className="mb-3 font-semibold">Patrimônio mês a mês</h2>
            <HistoryStart answer={data} chosen={months} />
            <NetWorthChart months={data.months} showReal={hasRealLine(data.months)} />
            <p className="mt-2 text-xs text-slate-500 dark:text-slate-400" data-testid="net-worth-real-note">
              Barras: caixa, renda fixa, renda variável e bens acima de zero, dívidas abaixo. Linha contínua:
              o patrimônio líquido. {hasRealLine(data.months) ? 'Linha tracejada: o valor real. ' : ''}
              {realNote(data)}
            </p>
          </Card>
          <NetWorthTable answer={data} />
        </div>
      ) : null}
    </div>
  );
}

function HistoryStart({ answer, chosen }: { answer: NetWorthAnswer; chosen: number }) {
  const note = historyStartNote(answer, chosen);
  if (!note) return null;
  return (
    <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" data-testid="net-worth-history-start">
      {note}
    </p>
  );
}

/** The net worth today, its change from last month's end, and the classes it is made of. */
function NetWorthSummary({ answer }: { answer: NetWorthAnswer }) {
  const current = answer.months.at(-1);
  // The names of the accounts left out for want of a rate (archived ones count in the net worth too).
  const accounts = useAccounts(undefined, true);
  if (!current) return null;
  return (
    <Card className="grid gap-4 md:grid-cols-2 md:gap-8" data-testid="net-worth-current">
      <section aria-label="Patrimônio líquido hoje">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Patrimônio líquido</p>
        <p
          className={cn(
            'money mt-1 text-3xl leading-tight font-semibold sm:text-4xl',
            moneyTone(current.total),
          )}
          data-testid="net-worth-total"
        >
          {formatReais(current.total)}
        </p>
        <p
          className={cn('mt-1 text-sm font-medium', changeTone(answer.change.month))}
          data-testid="net-worth-change"
        >
          {changeSentence(answer)}
        </p>
        <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
          Em {formatDateBR(current.date)}: o saldo de todas as contas (arquivadas com saldo incluídas), os
          investimentos e os bens, menos as dívidas
        </p>
        <RatesNote
          rates={answer.rates}
          unconverted={answer.unconvertedAccounts}
          accounts={accounts.data ?? []}
          outOf="do patrimônio"
          className="mt-1"
        />
      </section>
      <dl className="divide-y divide-slate-100 self-center dark:divide-slate-800">
        {NET_WORTH_CLASSES.map((c) => (
          <div
            key={c}
            className="flex items-baseline justify-between gap-3 py-2 first:pt-0 last:pb-0"
            data-testid={`net-worth-${c}`}
          >
            <dt className="min-w-0">
              <span className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
                <span
                  aria-hidden
                  className="inline-block size-2.5 shrink-0 rounded-sm"
                  style={{ backgroundColor: NET_WORTH_COLORS[c] }}
                />
                {NET_WORTH_CLASS_LABELS[c]}
              </span>
              <span className="block pl-4.5 text-xs text-slate-500 dark:text-slate-400">
                {CLASS_HINTS[c]}
              </span>
            </dt>
            <dd className={cn('money font-semibold whitespace-nowrap', moneyTone(current[c]))}>
              {formatReais(current[c])}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const CLASS_HINTS = {
  caixa: 'Dinheiro, contas correntes, poupanças e carteiras',
  rendaFixa: 'Aplicações de renda fixa pelo valor de resgate, e o dinheiro livre nas contas de investimentos',
  rendaVariavel: 'Ações, FIIs, ETFs, BDRs, fundos e cripto pela última cotação informada',
  bens: 'Imóveis, veículos e outros bens, pelo último valor informado',
  dividas: 'O que os cartões, empréstimos e financiamentos devem',
} as const;

/**
 * The same figures as the chart, newest month first, for reading them exactly (keyboard and screen readers too). The
 * month and the total lead, the month held at the left while the rest scrolls sideways. On a phone each month is a
 * block of its own instead (NetWorthMonthList): the table's classes ran past the screen's edge, cut mid-figure, with
 * nothing saying more was there (a newcomer's walk).
 */
function NetWorthTable({ answer }: { answer: NetWorthAnswer }) {
  const changes = monthChanges(answer.months);
  const rows = answer.months.map((m, i) => ({ ...m, change: changes[i] ?? null })).reverse();
  return (
    <Card>
      <h2 id="net-worth-table-title" className="mb-2 font-semibold">
        Mês a mês
      </h2>
      <NetWorthMonthList rows={rows} />
      <section
        aria-labelledby="net-worth-table-title"
        // A region that scrolls sideways on a phone: focusable, so the keyboard can scroll it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        // Relative, so the screen-reader-only texts of its far columns stay inside it instead of widening the page.
        className="relative hidden overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:block"
      >
        <table className="w-full text-xs sm:text-sm" data-testid="net-worth-table">
          <caption className="sr-only">
            Patrimônio no fim de cada mês, com a variação, o valor real e as classes
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
              <th scope="col" className={cn(stickyCell, 'py-2 pr-3 font-medium')}>
                Mês
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Patrimônio
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Variação
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Valor real
              </th>
              {NET_WORTH_CLASSES.map((c) => (
                <th key={c} scope="col" className="py-2 pr-3 text-right font-medium last:pr-0">
                  {NET_WORTH_CLASS_LABELS[c]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.month} className="border-b border-slate-100 last:border-0 dark:border-slate-800/70">
                <th
                  scope="row"
                  className={cn(stickyCell, 'py-2 pr-3 text-left font-medium whitespace-nowrap')}
                >
                  <span className="sm:hidden" aria-hidden>
                    {formatMonthShort(`${r.month}-01`)}
                  </span>
                  <span className="sr-only sm:not-sr-only sm:inline-block sm:first-letter:uppercase">
                    {monthName(r.month)}
                  </span>
                </th>
                <td
                  className={cn(
                    'money py-2 pr-3 text-right font-semibold whitespace-nowrap',
                    moneyTone(r.total),
                  )}
                >
                  {formatReais(r.total)}
                </td>
                <td className={cn('money py-2 pr-3 text-right whitespace-nowrap', changeTone(r.change))}>
                  {r.change === null ? '—' : signedReais(r.change)}
                </td>
                <td className="money py-2 pr-3 text-right whitespace-nowrap text-slate-600 dark:text-slate-400">
                  {r.real === null ? (
                    <>
                      <span aria-hidden>—</span>
                      <span className="sr-only">sem IPCA</span>
                    </>
                  ) : (
                    formatReais(r.real)
                  )}
                </td>
                {NET_WORTH_CLASSES.map((c) => (
                  <td key={c} className="money py-2 pr-3 text-right whitespace-nowrap last:pr-0">
                    {formatReais(r[c])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Card>
  );
}

/** The month's cell, held at the left edge while the table scrolls; its ground hides what passes under it. */
const stickyCell = 'sticky left-0 z-10 bg-white dark:bg-slate-900';

type MonthRow = NetWorthAnswer['months'][number] & { change: number | null };

/**
 * A phone's "Mês a mês": one block a month, newest first, its total and change on the first line, the real value and
 * the five classes under them, two to a line, every figure whole on a 390 px screen.
 */
function NetWorthMonthList({ rows }: { rows: MonthRow[] }) {
  return (
    <ol
      aria-labelledby="net-worth-table-title"
      className="divide-y divide-slate-100 sm:hidden dark:divide-slate-800"
      data-testid="net-worth-months"
    >
      {rows.map((r) => (
        <li key={r.month} className="py-3 first:pt-0 last:pb-0">
          <p className="flex items-baseline justify-between gap-3">
            <span className="font-medium first-letter:uppercase">{monthName(r.month)}</span>
            <span className={cn('money font-semibold whitespace-nowrap', moneyTone(r.total))}>
              {formatReais(r.total)}
            </span>
          </p>
          <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 text-xs">
            <MonthFigure label="Variação" className={changeTone(r.change)}>
              {r.change === null ? '—' : signedReais(r.change)}
            </MonthFigure>
            <MonthFigure label="Valor real">{r.real === null ? '—' : formatReais(r.real)}</MonthFigure>
            {NET_WORTH_CLASSES.map((c) => (
              <MonthFigure key={c} label={NET_WORTH_CLASS_LABELS[c]} className={moneyTone(r[c])}>
                {formatReais(r[c])}
              </MonthFigure>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}

function MonthFigure({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-baseline justify-between gap-2">
      <dt className="min-w-0 text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className={cn('money whitespace-nowrap', className ?? 'text-slate-700 dark:text-slate-300')}>
        {children}
      </dd>
    </div>
  );
}
