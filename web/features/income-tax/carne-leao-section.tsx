import type { IncomeTaxResponse } from '../../../common/contract/income-tax';
import { formatDateBR } from '../../../common/dates';
import { CARNE_LEAO_DARF_CODE } from '../../../common/income-tax-declaration';
import { formatReais } from '../../../common/money';
import { cn } from '../../lib/cn';
import { carneLeaoDeductions, monthText } from './income-tax-display';
import { ReaisCell, StackedCell, StackedHead, StackedRow, StackedTable } from './stacked-table';
import { EmptyLine, muted, TaxSection } from './tax-section';

const COLUMNS = [
  { label: 'Mês' },
  { label: 'Rendimento', numeric: true },
  { label: 'Deduções', numeric: true },
  { label: 'Base', numeric: true },
  { label: 'Imposto', numeric: true },
  { label: 'DARF', numeric: true },
] as const;

/**
 * 'Carnê-Leão': the months of income from pessoas físicas and from abroad, each with its deductions, base, the
 * tax by the month's table and the DARF's due date, as the server computes them.
 */
export function CarneLeaoSection({ data }: { data: IncomeTaxResponse }) {
  return (
    <TaxSection
      title="Carnê-Leão"
      description={`Recolhido mês a mês pelo DARF código ${CARNE_LEAO_DARF_CODE}, até o último dia útil do mês seguinte.`}
      testId="tax-carne-leao"
    >
      {data.carneLeao.length === 0 ? (
        <EmptyLine>Nenhum rendimento marcado como Carnê-Leão em {data.year}.</EmptyLine>
      ) : (
        <StackedTable caption={`Carnê-Leão de ${data.year}, mês a mês`} columns={COLUMNS}>
          {data.carneLeao.map((month) => {
            const deductions = carneLeaoDeductions(month);
            return (
              <StackedRow key={month.month} testId="tax-carne-leao-month">
                <StackedHead>{monthText(month.month)}</StackedHead>
                <ReaisCell label="Rendimento" value={month.income} />
                <StackedCell label="Deduções" numeric>
                  <span className="money">{formatReais(deductions.total)}</span>
                  {deductions.detail ? <span className={cn(muted, 'block')}>{deductions.detail}</span> : null}
                </StackedCell>
                <ReaisCell label="Base" value={month.base} />
                <StackedCell label="Imposto" numeric>
                  {month.tax === null ? (
                    <span className={muted}>sem tabela</span>
                  ) : (
                    <span className="money font-medium">{formatReais(month.tax)}</span>
                  )}
                </StackedCell>
                <StackedCell label="DARF" numeric>
                  {month.darf === 0 ? (
                    <span className={muted}>
                      {month.tax ? 'abaixo de R$ 10,00: soma ao próximo' : 'sem DARF'}
                    </span>
                  ) : (
                    <>
                      <span className="money font-medium">{formatReais(month.darf)}</span>
                      <span className={cn(muted, 'block tabular-nums')}>
                        vence {formatDateBR(month.dueDate)}
                      </span>
                    </>
                  )}
                </StackedCell>
              </StackedRow>
            );
          })}
        </StackedTable>
      )}
    </TaxSection>
  );
}
