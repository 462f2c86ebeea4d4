import type { ReactNode } from 'react';
import type { IncomeTaxResponse, TaxIncomeItem, TaxIncomeLine } from '../../../common/contract/income-tax';
import { INCOME_KIND_LABELS } from '../../../common/income-tax-declaration';
import { formatReais } from '../../../common/money';
import { cn } from '../../lib/cn';
import { PartyText } from './party-text';
import { EmptyLine, muted, TaxSection } from './tax-section';

/**
 * 'Rendimentos', in the declaration's fichas: tributáveis from each fonte pagadora (its CNPJ, as the informe de
 * rendimentos gives it), those of the Carnê-Leão, the isentos and the exclusivos.
 */
export function IncomeSection({ data }: { data: IncomeTaxResponse }) {
  const { income } = data;
  return (
    <TaxSection title="Rendimentos" testId="tax-income">
      <div className="grid gap-3 lg:grid-cols-2">
        <IncomeBlock title={INCOME_KIND_LABELS.tributavel_pj} total={income.taxableTotal}>
          <PartyLines lines={income.taxable} empty="Nenhum rendimento tributável de pessoa jurídica." />
        </IncomeBlock>
        <IncomeBlock title={INCOME_KIND_LABELS.carne_leao} total={income.carneLeaoTotal}>
          <PartyLines lines={income.carneLeao} empty="Nenhum rendimento de pessoa física ou do exterior." />
        </IncomeBlock>
        <IncomeBlock title={INCOME_KIND_LABELS.isento} total={sum(income.exempt)}>
          <ItemLines items={income.exempt} empty="Nenhum rendimento isento." />
        </IncomeBlock>
        <IncomeBlock title={INCOME_KIND_LABELS.exclusivo} total={sum(income.exclusive)}>
          <ItemLines items={income.exclusive} empty="Nenhum rendimento de tributação exclusiva." />
        </IncomeBlock>
      </div>
    </TaxSection>
  );
}

const sum = (items: readonly TaxIncomeItem[]) => items.reduce((total, item) => total + item.total, 0);

function IncomeBlock({ title, total, children }: { title: string; total: number; children: ReactNode }) {
  return (
    <div
      className="min-w-0 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
      data-testid="tax-income-block"
    >
      <h3 className="text-sm font-semibold">{title}</h3>
      <div className="mt-2">{children}</div>
      {total > 0 ? (
        <p className="mt-2 flex justify-between gap-3 border-t border-slate-200 pt-2 text-sm dark:border-slate-700">
          <span className="font-medium">Total</span>
          <span className="money font-semibold">{formatReais(total)}</span>
        </p>
      ) : null}
    </div>
  );
}

const lineClass = 'flex items-start justify-between gap-3 py-1.5 text-sm';

function PartyLines({ lines, empty }: { lines: readonly TaxIncomeLine[]; empty: string }) {
  if (lines.length === 0) return <EmptyLine>{empty}</EmptyLine>;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {lines.map((line) => (
        <li
          key={line.statementId === null ? `payee-${line.payeeId ?? 'none'}` : `informe-${line.statementId}`}
          className={lineClass}
        >
          <span className="min-w-0">
            <PartyText party={line} nameless="Fonte não informada" />
            {line.statementId !== null ? (
              <span className={cn(muted, 'block')}>pelo informe de rendimentos</span>
            ) : null}
          </span>
          <span className="money shrink-0">{formatReais(line.total)}</span>
        </li>
      ))}
    </ul>
  );
}

function ItemLines({ items, empty }: { items: readonly TaxIncomeItem[]; empty: string }) {
  if (items.length === 0) return <EmptyLine>{empty}</EmptyLine>;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {items.map((item) => (
        <li key={item.label} className={lineClass}>
          <span className="min-w-0 break-words">
            {item.label}
            {item.note ? <span className={cn(muted, 'block')}>{item.note}</span> : null}
          </span>
          <span className="money shrink-0">{formatReais(item.total)}</span>
        </li>
      ))}
    </ul>
  );
}
