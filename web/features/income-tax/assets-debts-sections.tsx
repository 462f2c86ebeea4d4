import type { IncomeTaxResponse } from '../../../common/contract/income-tax';
import { assetCodeText, yearEnds } from '../../../common/income-tax-text';
import { cn } from '../../lib/cn';
import { ReaisCell, StackedCell, StackedHead, StackedRow, StackedTable } from './stacked-table';
import { EmptyLine, muted, TaxSection } from './tax-section';

/** A line of bens or dívidas: its code, what it is, and its value at the end of each year. */
interface YearEndsLine {
  codeLabel: string;
  description: string;
  previous: number;
  current: number;
}

/** 'Bens e direitos': what the book holds at the end of each year, at cost, by the declaration's group and code. */
export function AssetsSection({ data }: { data: IncomeTaxResponse }) {
  return (
    <YearEndsSection
      year={data.year}
      title="Bens e direitos"
      description="Pelo custo de aquisição, como a declaração pede: por isso diferem do Patrimônio, que mostra o valor de mercado."
      empty={`Nenhum bem ou direito em 31/12 de ${data.year - 1} ou de ${data.year}.`}
      codeColumn="Grupo/código"
      lines={data.assets}
      head={assetCodeText}
      testId="tax-asset"
    />
  );
}

/** 'Dívidas e ônus reais': what the book owes at the end of each year. */
export function DebtsSection({ data }: { data: IncomeTaxResponse }) {
  return (
    <YearEndsSection
      year={data.year}
      title="Dívidas e ônus reais"
      description="O saldo devedor de financiamentos e empréstimos no fim de cada ano."
      empty={`Nenhuma dívida em 31/12 de ${data.year - 1} ou de ${data.year}.`}
      codeColumn="Código"
      lines={data.debts}
      head={(line) => `Código ${line.code}`}
      testId="tax-debt"
    />
  );
}

/** A group the declaration asks at 31/12 of the year before and of the year, a row per line. */
function YearEndsSection<L extends YearEndsLine>({
  year,
  title,
  description,
  empty,
  codeColumn,
  lines,
  head,
  testId,
}: {
  year: number;
  title: string;
  description: string;
  empty: string;
  codeColumn: string;
  lines: L[];
  head: (line: L) => string;
  testId: string;
}) {
  const [previous, current] = yearEnds(year);
  return (
    <TaxSection title={title} description={description} testId={`${testId}s`}>
      {lines.length === 0 ? (
        <EmptyLine>{empty}</EmptyLine>
      ) : (
        <StackedTable
          caption={`${title} em ${previous} e em ${current}`}
          columns={[
            { label: codeColumn },
            { label: 'Descrição' },
            { label: previous, numeric: true },
            { label: current, numeric: true },
          ]}
        >
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id and come in the server's order
            <StackedRow key={index} testId={testId}>
              <StackedHead>
                {head(line)}
                <span className={cn(muted, 'block font-normal')}>{line.codeLabel}</span>
              </StackedHead>
              <StackedCell label="Descrição" bare>
                {line.description}
              </StackedCell>
              <ReaisCell label={previous} value={line.previous} />
              <ReaisCell label={current} value={line.current} />
            </StackedRow>
          ))}
        </StackedTable>
      )}
    </TaxSection>
  );
}
