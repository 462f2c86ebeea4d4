import { Fragment } from 'react';
import type { IncomeTaxResponse } from '../../../common/contract/income-tax';
import type { TaxResult } from '../../../common/contract/income-tax-result';
import { RESULT_MESSAGES } from '../../../common/income-tax-result';
import { balanceText, modelLines, modelName } from '../../../common/income-tax-text';
import { formatReais } from '../../../common/money';
import { cn } from '../../lib/cn';
import { CarneLeaoPaidForm } from './carne-leao-paid-form';

import { EmptyLine, muted, TaxSection } from './tax-section';

/**
 * 'Resultado da declaração': the annual tax by both models, what is left to pay or to be refunded, the better model
 * named, and where each input came from (the informes, the rows of sources without one, the Carnê-Leão).
 */
export function ResultSection({ data }: { data: IncomeTaxResponse }) {
  const result = data.result;
  return (
    <TaxSection title="Resultado da declaração" testId="tax-result">
      {result === null ? (
        <EmptyLine>{RESULT_MESSAGES.yearUnknown(data.year)}</EmptyLine>
      ) : (
        <>
          <Headline result={result} />
          <div className="mt-3 grid gap-3 md:grid-cols-2">
            <ModelCard result={result} which="completo" />
            <ModelCard result={result} which="simplificado" />
          </div>
          <Inputs data={data} result={result} />
        </>
      )}
    </TaxSection>
  );
}

function Headline({ result }: { result: TaxResult }) {
  const best = result.better === 'completo' ? result.complete : result.simplified;
  const balance = balanceText(best);
  return (
    <div className="rounded-lg bg-brand-50 px-3 py-2 dark:bg-brand-800/30" data-testid="tax-result-headline">
      <p className="text-sm">
        Melhor opção: <span className="font-semibold">{modelName(result.better)}</span>
        {result.saving > 0 ? (
          <span className={cn(muted, 'ml-1')}>({formatReais(result.saving)} a menos de imposto)</span>
        ) : (
          <span className={cn(muted, 'ml-1')}>(os dois modelos dão o mesmo imposto)</span>
        )}
      </p>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-lg font-semibold">
        {balance.label}
        <span className="money">{balance.amount}</span>
      </p>
    </div>
  );
}

function ModelCard({ result, which }: { result: TaxResult; which: TaxResult['better'] }) {
  const model = which === 'completo' ? result.complete : result.simplified;
  const better = result.better === which;
  const balance = balanceText(model);
  return (
    <div
      className={cn(
        'min-w-0 rounded-lg border p-3',
        better ? 'border-brand-500 dark:border-brand-500' : 'border-slate-200 dark:border-slate-800',
      )}
      data-testid="tax-result-model"
    >
      <h3 className="flex flex-wrap items-baseline justify-between gap-2 text-sm font-semibold">
        {modelName(which)}
        {better ? (
          <span className="text-xs font-medium text-brand-700 dark:text-brand-500">Melhor opção</span>
        ) : null}
      </h3>
      <dl className="mt-2 divide-y divide-slate-100 text-sm dark:divide-slate-800">
        {modelLines(result, which).map(({ label, value, note }) => (
          <div key={label} className="flex items-start justify-between gap-3 py-1.5">
            <dt className="min-w-0">
              {label}
              {note ? (
                <span className={cn(muted, 'block')}>
                  {note.split(' · ').map((part, i) => (
                    <Fragment key={part}>
                      {i > 0 ? ' · ' : ''}
                      {/* A part with a figure stays whole ("instrução R$ 3.561,50"); a sentence wraps. */}
                      <span className={part.includes('R$') ? 'whitespace-nowrap' : undefined}>{part}</span>
                    </Fragment>
                  ))}
                </span>
              ) : null}
            </dt>
            <dd className="money shrink-0">{formatReais(value)}</dd>
          </div>
        ))}
        <div className="flex items-start justify-between gap-3 py-1.5 font-semibold">
          <dt>{balance.label}</dt>
          <dd className="money shrink-0">{balance.amount}</dd>
        </div>
      </dl>
    </div>
  );
}

function Inputs({ data, result }: { data: IncomeTaxResponse; result: TaxResult }) {
  const i = result.inputs;
  return (
    <div className="mt-3 grid gap-2 text-sm" data-testid="tax-result-inputs">
      <h3 className="font-semibold">De onde vêm os números</h3>
      <ul className={cn(muted, 'grid gap-1 text-sm')}>
        <li>
          Informes de rendimentos: {formatReais(i.taxableFromStatements)} tributáveis,{' '}
          {formatReais(i.officialPension)} de previdência oficial e {formatReais(i.withheld)} de imposto
          retido.
        </li>
        {i.taxableFromRows > 0 ? (
          <li data-testid="tax-result-rows">
            Lançamentos de fontes sem informe: {formatReais(i.taxableFromRows)}, o valor recebido, sem o INSS
            e o imposto retido. Inclua o informe de cada fonte para o resultado certo.
          </li>
        ) : null}
        {i.carneLeaoIncome > 0 || i.carneLeaoPaid > 0 ? (
          <li>
            Carnê-Leão: {formatReais(i.carneLeaoIncome)} de rendimentos; {formatReais(i.carneLeaoPaid)} pagos
            {i.carneLeaoPaidTyped
              ? ', como você informou.'
              : ', os DARFs calculados abaixo (informe se pagou outro valor).'}
          </li>
        ) : null}
        {!i.contributesToOfficialPension && result.complete.parts.privatePension === 0 && hasPgbl(data) ? (
          <li>
            A previdência privada (PGBL) só é dedutível de quem contribui para a previdência oficial: nenhum
            informe tem INSS.
          </li>
        ) : null}
        <li>Fonte: {result.source}.</li>
      </ul>
      {i.carneLeaoIncome > 0 ? (
        <CarneLeaoPaidForm
          key={`${data.year}-${data.carneLeaoPaid}`}
          year={data.year}
          dependents={data.dependents}
          paid={data.carneLeaoPaid}
        />
      ) : null}
    </div>
  );
}

const hasPgbl = (data: IncomeTaxResponse) =>
  data.payments.some((g) => g.kind === 'previdencia' && g.total > 0);
