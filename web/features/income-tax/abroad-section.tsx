import type { IncomeTaxResponse } from '../../../common/contract/income-tax';
import type { TaxForeignApplications, TaxForeignFigures } from '../../../common/contract/income-tax-abroad';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { cn } from '../../lib/cn';
import {
  abroadYearLines,
  incomeTypeText,
  quantityText,
  resultPartsText,
  signedReaisText,
} from './abroad-display';
import { ReaisCell, StackedCell, StackedHead, StackedRow, StackedTable } from './stacked-table';
import { EmptyLine, muted, TaxSection, warning } from './tax-section';

/** A line of small text whose amounts wrap as a whole: 'R$' never at a line's end with its number on the next. */
const unbroken = (text: string) => text.replace(/R\$ /g, 'R$\u00a0');

const SALE_COLUMNS = [
  { label: 'Data' },
  { label: 'Ativo' },
  { label: 'Quantidade', numeric: true },
  { label: 'Recebido', numeric: true },
  { label: 'Custo', numeric: true },
  { label: 'Resultado', numeric: true },
] as const;

const INCOME_COLUMNS = [
  { label: 'Data' },
  { label: 'Ativo' },
  { label: 'Bruto', numeric: true },
  { label: 'Imposto pago no exterior', numeric: true },
  { label: 'Dedutível', numeric: true },
] as const;

/**
 * 'Aplicações no exterior (Lei 14.754/2023)': the holdings of investment accounts in another currency, taxed once a
 * year at 15% with the declaration — the year's sales (their exchange variation included) and incomes, in reais at
 * each operation's PTAX, and the computation. Shown only when the book has such holdings (`abroad` not null); while
 * a rate is missing, the server's note says which dates wait for one.
 */
export function AbroadSection({ data }: { data: IncomeTaxResponse }) {
  const { abroad } = data;
  if (!abroad) return null;
  const { figures } = abroad;
  return (
    <TaxSection
      title="Aplicações no exterior (Lei 14.754/2023)"
      description="Ativos em contas de investimentos em outra moeda: 15% ao ano sobre o ganho das vendas e os proventos, em reais pela PTAX de cada operação, pagos com a declaração."
      aside={
        figures ? (
          <span className="text-sm">
            Imposto a pagar: <span className="money font-semibold">{formatReais(figures.taxDue)}</span>
          </span>
        ) : null
      }
      testId="tax-abroad"
    >
      {figures ? <AbroadFigures year={data.year} figures={figures} /> : <AbroadNote abroad={abroad} />}
      <p className={cn(muted, 'mt-3')} data-testid="tax-abroad-source">
        Fonte: {abroad.source}
      </p>
    </TaxSection>
  );
}

/** Why there are no figures: a year before the law, or the dates without a rate (typed in Cotações). */
function AbroadNote({ abroad }: { abroad: TaxForeignApplications }) {
  return (
    <p
      className={cn(
        'text-sm',
        abroad.missingRates.length > 0 ? warning : 'text-slate-700 dark:text-slate-300',
      )}
      data-testid="tax-abroad-note"
    >
      {abroad.note}
    </p>
  );
}

function AbroadFigures({ year, figures }: { year: number; figures: TaxForeignFigures }) {
  return (
    <div className="grid min-w-0 gap-4">
      <div className="min-w-0">
        <h3 className="mb-1 text-sm font-semibold">Vendas</h3>
        {figures.sales.length === 0 ? (
          <EmptyLine>Nenhuma venda no exterior em {year}.</EmptyLine>
        ) : (
          <SalesTable year={year} figures={figures} />
        )}
      </div>
      <div className="min-w-0">
        <h3 className="mb-1 text-sm font-semibold">Dividendos e juros</h3>
        {figures.incomes.length === 0 ? (
          <EmptyLine>Nenhum dividendo ou juro do exterior em {year}.</EmptyLine>
        ) : (
          <IncomesTable year={year} figures={figures} />
        )}
      </div>
      <YearLines figures={figures} />
    </div>
  );
}

function SalesTable({ year, figures }: { year: number; figures: TaxForeignFigures }) {
  return (
    <StackedTable caption={`Vendas no exterior em ${year}, em reais`} columns={SALE_COLUMNS}>
      {figures.sales.map((sale, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the sales have no id and come in the server's order
        <StackedRow key={index} testId="tax-abroad-sale">
          <StackedHead>
            <span className="tabular-nums">{formatDateBR(sale.date)}</span>
          </StackedHead>
          <StackedCell label="Ativo" bare>
            {sale.asset}
          </StackedCell>
          <StackedCell label="Quantidade" numeric>
            <span className="money">{quantityText(sale.quantity)}</span>
          </StackedCell>
          <ReaisCell label="Recebido" value={sale.proceeds} />
          <ReaisCell label="Custo" value={sale.cost} />
          <StackedCell label="Resultado" numeric>
            <span className="money font-medium">{signedReaisText(sale.result)}</span>
            <span className={cn(muted, 'block')}>{unbroken(resultPartsText(sale))}</span>
          </StackedCell>
        </StackedRow>
      ))}
    </StackedTable>
  );
}

function IncomesTable({ year, figures }: { year: number; figures: TaxForeignFigures }) {
  return (
    <StackedTable caption={`Dividendos e juros do exterior em ${year}, em reais`} columns={INCOME_COLUMNS}>
      {figures.incomes.map((income, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the incomes have no id and come in the server's order
        <StackedRow key={index} testId="tax-abroad-income">
          <StackedHead>
            <span className="tabular-nums">{formatDateBR(income.date)}</span>
          </StackedHead>
          <StackedCell label="Ativo" bare>
            {income.asset} <span className={muted}>· {incomeTypeText(income.type)}</span>
          </StackedCell>
          <ReaisCell label="Bruto" value={income.gross} />
          <ReaisCell label="Imposto pago no exterior" value={income.withheld} />
          <ReaisCell label="Dedutível" value={income.creditLimit} />
        </StackedRow>
      ))}
    </StackedTable>
  );
}

/** The year's computation, as the declaration's ficha reads it, what is paid set apart. */
function YearLines({ figures }: { figures: TaxForeignFigures }) {
  return (
    <dl
      className="grid gap-1 border-t border-slate-200 pt-2 text-sm dark:border-slate-700"
      aria-label="Imposto do ano sobre as aplicações no exterior"
    >
      {abroadYearLines(figures).map((line) => (
        <div
          key={line.key}
          className={cn(
            'grid grid-cols-[1fr_auto] gap-x-3',
            line.total && 'border-y border-slate-200 py-1.5 dark:border-slate-700',
          )}
          data-testid={`tax-abroad-${line.key}`}
        >
          <dt className={cn(line.total && 'font-medium')}>{line.label}</dt>
          <dd className={cn('money text-right', line.total ? 'font-semibold' : 'font-medium')}>
            {line.value}
          </dd>
          {line.detail ? <dd className={cn(muted, 'col-span-2')}>{unbroken(line.detail)}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
