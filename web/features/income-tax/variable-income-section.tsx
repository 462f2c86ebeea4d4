import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { IncomeTaxResponse } from '../../../common/contract/income-tax';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { cn } from '../../lib/cn';
import { Demonstrativo } from './demonstrativo';
import { darfOfMonth, monthText } from './income-tax-display';
import { ReaisCell, StackedCell, StackedHead, StackedRow, StackedTable } from './stacked-table';
import { EmptyLine, muted, TaxSection, textLink } from './tax-section';

/** Investimentos opened on its Renda variável tab, where each month's sales and tax are detailed by regime. */
export const VARIABLE_INCOME_PATH = '/investimentos?aba=renda-variavel';

const COLUMNS = [
  { label: 'Mês' },
  { label: 'Vendas', numeric: true },
  { label: 'DARF', numeric: true },
  { label: 'Vencimento', numeric: true },
] as const;

/**
 * 'Renda variável': the year's months of sales with their DARFs (the declaration's ficha of renda variável is
 * filled month by month from them); the details by regime are on Investimentos.
 */
export function VariableIncomeSection({ data }: { data: IncomeTaxResponse }) {
  const { variableIncome } = data;
  return (
    <TaxSection
      title="Renda variável"
      description="Ações, FIIs, ETFs, BDRs e cripto: as vendas de cada mês e o DARF do ganho."
      aside={
        variableIncome.summary ? (
          <span className="text-sm">
            DARFs do ano:{' '}
            <span className="money font-semibold">{formatReais(variableIncome.summary.darf)}</span>
          </span>
        ) : null
      }
      testId="tax-variable-income"
    >
      {variableIncome.months.length === 0 ? (
        <EmptyLine>Nenhuma venda de renda variável em {data.year}.</EmptyLine>
      ) : (
        <StackedTable caption={`Renda variável de ${data.year}: vendas e DARF por mês`} columns={COLUMNS}>
          {variableIncome.months.map((month) => {
            const darf = darfOfMonth(month);
            const sales = month.regimes.reduce((sum, r) => sum + r.sales, 0);
            return (
              <StackedRow key={month.month} testId="tax-variable-month">
                <StackedHead>{monthText(month.month)}</StackedHead>
                <ReaisCell label="Vendas" value={sales} />
                <StackedCell label="DARF" numeric>
                  {darf.pay > 0 ? (
                    <span className="money font-medium">{formatReais(darf.pay)}</span>
                  ) : darf.carried > 0 ? (
                    <span className={muted}>
                      <span className="money">{formatReais(darf.carried)}</span> passa para o mês seguinte
                    </span>
                  ) : (
                    <span className={muted}>sem DARF</span>
                  )}
                </StackedCell>
                <StackedCell label="Vencimento" numeric>
                  {darf.dueDate ? <span className="tabular-nums">{formatDateBR(darf.dueDate)}</span> : '—'}
                </StackedCell>
              </StackedRow>
            );
          })}
        </StackedTable>
      )}
      {variableIncome.months.length > 0 ? <Demonstrativo taxes={variableIncome} /> : null}
      <p className="mt-3 text-sm">
        <Link to={VARIABLE_INCOME_PATH} className={cn(textLink, 'inline-flex items-center gap-1')}>
          Ver vendas e imposto em Investimentos
          <ArrowRight size={14} aria-hidden />
        </Link>
      </p>
    </TaxSection>
  );
}
