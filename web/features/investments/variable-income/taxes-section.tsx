import { useId, useState } from 'react';
import type { VariableIncomeTaxesResponse } from '../../../../common/contract/variable-income-taxes';
import { formatReais } from '../../../../common/money';
import { inputClass } from '../../../components/ui/field';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton, SkeletonRows } from '../../../components/ui/skeleton';
import { browserToday } from '../../../lib/browser-today';
import { cn } from '../../../lib/cn';
import { useTaxes } from '../api/variable-income';
import { AmountsText } from './amounts-text';
import { gainTone, signedMoney } from './holding-display';
import { toneClass } from './holding-figures';
import {
  darfText,
  irrfLeftText,
  lossesText,
  regimeTaxText,
  taxMonthLabel,
  taxSummaryText,
} from './tax-display';

/** The years offered: this one and the five before (a sale older than that is rarely asked again here). */
const YEARS_BACK = 5;

/**
 * 'Vendas e imposto': the year's sales month by month, per regime (ações, ETFs e BDRs; FIIs; cripto; fundos), with
 * the gain, what is exempt and why, the IR due and the DARF with its due date, as the server computes them.
 */
export function TaxesSection() {
  const headingId = useId();
  const selectId = useId();
  const [current] = useState(() => Number(browserToday().slice(0, 4)));
  const [year, setYear] = useState(current);
  const taxes = useTaxes(year);
  return (
    <section aria-labelledby={headingId} className="mt-8" data-testid="variable-taxes">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          Vendas e imposto
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm text-slate-600 dark:text-slate-400">
            Ano
          </label>
          <select
            id={selectId}
            className={cn(inputClass, 'h-9 w-28')}
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
          >
            {Array.from({ length: YEARS_BACK + 1 }, (_, i) => current - i).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
      </div>
      {taxes.isPending ? (
        <Skeleton label="Carregando o imposto...">
          <SkeletonRows rows={3} rowClassName="h-10" />
        </Skeleton>
      ) : taxes.isError ? (
        <LoadFailed query={taxes} fallback="Erro ao carregar o imposto" />
      ) : (
        <TaxesBody data={taxes.data} />
      )}
    </section>
  );
}

const box = 'rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900';
const muted = 'text-xs text-slate-600 dark:text-slate-400';

function TaxesBody({ data }: { data: VariableIncomeTaxesResponse }) {
  const losses = lossesText(data.lossesCarriedOut);
  const irrfLeft = irrfLeftText(data.year, data.summary);
  return (
    <div className="space-y-3">
      {data.months.length === 0 ? (
        <p className={cn(box, 'p-3 text-sm text-slate-600 dark:text-slate-400')}>
          Nenhuma venda em {data.year}.
        </p>
      ) : (
        <>
          {data.summary ? (
            <p className="text-sm font-medium" data-testid="taxes-summary">
              <AmountsText text={taxSummaryText(data.year, data.summary)} />
            </p>
          ) : null}
          <ul aria-label={`Vendas e imposto de ${data.year}`} className="space-y-3">
            {data.months.map((month) => (
              <li key={month.month} className={cn(box, 'p-3')} data-testid="taxes-month">
                <h3 className="mb-2 text-sm font-semibold">{taxMonthLabel(month.month)}</h3>
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Vendas de {taxMonthLabel(month.month)} por regime</caption>
                  <thead className="hidden sm:table-header-group">
                    <tr className="border-b border-slate-200 text-xs text-slate-500 dark:border-slate-700 dark:text-slate-400">
                      <th scope="col" className="py-1.5 pr-2 font-medium">
                        Regime
                      </th>
                      <th scope="col" className="px-2 py-1.5 text-right font-medium">
                        Vendas
                      </th>
                      <th scope="col" className="px-2 py-1.5 text-right font-medium">
                        Ganho
                      </th>
                      <th scope="col" className="py-1.5 pl-2 font-medium">
                        Isento / IR devido
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {month.regimes.map((regime) => (
                      // On a phone each regime is a block of lines; from sm up, a row of the table.
                      <tr
                        key={regime.regime}
                        className="block border-b border-slate-100 py-1.5 last:border-0 sm:table-row dark:border-slate-800"
                        data-testid="taxes-regime"
                      >
                        <th scope="row" className="block py-0.5 pr-2 font-medium sm:table-cell sm:py-1.5">
                          {regime.label}
                        </th>
                        <td className="flex justify-between gap-2 py-0.5 sm:table-cell sm:px-2 sm:py-1.5 sm:text-right">
                          <span className={cn(muted, 'sm:hidden')}>Vendas</span>
                          <span className="money">{formatReais(regime.sales)}</span>
                        </td>
                        <td className="flex justify-between gap-2 py-0.5 sm:table-cell sm:px-2 sm:py-1.5 sm:text-right">
                          <span className={cn(muted, 'sm:hidden')}>Ganho</span>
                          <span className={cn('money', toneClass[gainTone(regime.gain)])}>
                            {signedMoney(regime.gain)}
                          </span>
                        </td>
                        <td className="block py-0.5 sm:table-cell sm:py-1.5 sm:pl-2">
                          <span className="font-medium" data-testid="taxes-due">
                            <AmountsText text={regimeTaxText(regime)} />
                          </span>
                          <span className={cn(muted, 'block')}>
                            <AmountsText text={regime.reason} />
                          </span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {month.darfs.length > 0 ? (
                  <ul className="mt-2 space-y-0.5 text-sm font-medium" aria-label="DARF">
                    {month.darfs.map((darf) => (
                      <li key={darf.code} data-testid="taxes-darf">
                        <AmountsText text={darfText(darf)} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
      {losses ? (
        <p className="text-sm">
          <AmountsText text={losses} />
        </p>
      ) : null}
      {irrfLeft ? (
        <p className="text-sm">
          <AmountsText text={irrfLeft} />
        </p>
      ) : null}
      <ul className={cn(muted, 'list-disc space-y-0.5 pl-5')}>
        {data.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
