import { useId } from 'react';
import type { IncomeTaxResponse } from '../../../common/contract/income-tax';
import type { TaxMinimumLine } from '../../../common/contract/income-tax-result';
import { MINIMUM_TAX_TEXT, minimumTaxBalanceLine } from '../../../common/income-tax-minimum';
import { formatReais } from '../../../common/money';
import { cn } from '../../lib/cn';
import { muted, TaxSection } from './tax-section';

function Lines({ lines, label }: { lines: readonly TaxMinimumLine[]; label: string }) {
  const id = useId();
  return (
    <div>
      <p id={id} className={muted}>
        {label}
      </p>
      <ul aria-labelledby={id} className="mt-0.5 space-y-0.5 text-sm">
        {lines.map((line) => (
          <li key={line.label} className="flex items-baseline justify-between gap-3">
            <span>{line.label}</span>
            <span className="money shrink-0">{formatReais(line.total)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function BalanceLine({ balance }: { balance: number }) {
  const line = minimumTaxBalanceLine(balance);
  return line.amount === null ? (
    line.label
  ) : (
    <>
      {line.label}: <span className="money">{formatReais(line.amount)}</span>
    </>
  );
}

/**
 * 'Imposto mínimo (altas rendas)': from 2026, the preview of Lei 15.270/2025's minimum tax from the year's figures:
 * below R$ 600.000,00 a line that says so; above, the base, the rate, what the year's taxes already cover and the
 * balance after the 10% withheld on dividends.
 */
export function MinimumTaxSection({ data }: { data: IncomeTaxResponse }) {
  const tax = data.minimumTax;
  if (!tax) return null;
  return (
    <TaxSection
      title={MINIMUM_TAX_TEXT.title}
      description={`Prévia da tributação mínima (${tax.source}), a partir de 2026.`}
      testId="tax-minimum"
    >
      {!tax.applies ? (
        <div className="space-y-2">
          {tax.incomes.length > 0 ? <Lines lines={tax.incomes} label="Rendimentos do ano" /> : null}
          <p className="text-sm" data-testid="tax-minimum-below">
            {MINIMUM_TAX_TEXT.below(formatReais(tax.income))}
          </p>
        </div>
      ) : (
        <div className="space-y-3">
          <Lines lines={tax.incomes} label="Rendimentos do ano" />
          <p className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-1 text-sm font-medium dark:border-slate-700">
            <span>
              Base: <span className="money">{formatReais(tax.income)}</span> × {tax.rate}
            </span>
            <span className="money">{formatReais(tax.gross)}</span>
          </p>
          <Lines lines={tax.deductions} label="Menos o imposto já devido ou pago" />
          <p
            className="rounded-lg bg-brand-50 px-3 py-2 font-semibold dark:bg-brand-800/30"
            data-testid="tax-minimum-balance"
          >
            <BalanceLine balance={tax.balance} />
            {tax.dividendWithheld > 0 ? (
              <span className={cn(muted, 'block font-normal')}>
                Falta {formatReais(tax.due)}, menos {formatReais(tax.dividendWithheld)} retidos sobre
                dividendos.
              </span>
            ) : null}
          </p>
        </div>
      )}
      {tax.notes.map((note) => (
        <p key={note} className={cn(muted, 'mt-2')}>
          {note}
        </p>
      ))}
    </TaxSection>
  );
}
