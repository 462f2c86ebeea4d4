import type { VariableIncomeResponse } from '../../../../common/contract/variable-income';
import { cn } from '../../../lib/cn';
import { ReturnWithHint } from '../return-hint';
import { otherCurrenciesNote, portfolioReturnText, totalFigures, unpricedNote } from './holding-display';
import { toneClass } from './holding-figures';

/**
 * Renda variável's totals in reais, the portfolio's return, the holdings left out of the value for want of a price,
 * and those left out for being in another currency. With every holding in another currency the totals would be
 * R$ 0,00 of nothing: the sentence alone says why.
 */
export function VariableIncomeSummary({ data }: { data: VariableIncomeResponse }) {
  const abroad = otherCurrenciesNote(data.otherCurrencies);
  const noneInReais = data.otherCurrencies >= data.holdings.length;
  return (
    <>
      {noneInReais ? null : <Totals data={data} />}
      {abroad ? (
        <p
          className={cn('mb-6 text-sm text-slate-700 dark:text-slate-300', !noneInReais && '-mt-3')}
          data-testid="variable-other-currencies"
        >
          {abroad}
        </p>
      ) : null}
    </>
  );
}

/** The sums of the holdings in reais, their return and those without a price. */
function Totals({ data }: { data: VariableIncomeResponse }) {
  return (
    <>
      <dl className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label="Totais da renda variável">
        {totalFigures(data.totals).map((figure) => (
          <div
            key={figure.key}
            data-testid={`variable-total-${figure.key}`}
            className="flex items-baseline justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:block dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{figure.label}</dt>
            <dd
              className={cn(
                'money text-right text-lg font-semibold sm:mt-0.5 sm:text-left',
                toneClass[figure.tone],
              )}
            >
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      {data.returns ? (
        <ReturnWithHint className="-mt-3 mb-6" testId="variable-return">
          {portfolioReturnText(data.returns)}
        </ReturnWithHint>
      ) : null}
      {unpricedNote(data.totals.unpriced) ? (
        <p className="-mt-3 mb-6 text-sm text-amber-800 dark:text-amber-200" data-testid="variable-unpriced">
          {unpricedNote(data.totals.unpriced)}
        </p>
      ) : null}
    </>
  );
}
