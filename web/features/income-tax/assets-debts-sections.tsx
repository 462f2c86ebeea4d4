import type { IncomeTaxResponse, TaxAssetLine } from '../../../common/contract/income-tax';
import { formatReais } from '../../../common/money';
import { cn } from '../../lib/cn';
import { StackedCell, StackedHead, StackedRow, StackedTable } from './stacked-table';
import { EmptyLine, muted, TaxSection } from './tax-section';

/** '31/12/2024' and '31/12/2025': the two columns the declaration asks of each bem and dívida. */
const yearEnds = (year: number) => [`31/12/${year - 1}`, `31/12/${year}`] as const;

/** 'Grupo 06 · código 01', or the group alone where the person picks the code in the program (an imóvel). */
const assetCodeText = (line: Pick<TaxAssetLine, 'group' | 'code'>) =>
  line.code === null ? `Grupo ${line.group}` : `Grupo ${line.group} · código ${line.code}`;

/** 'Bens e direitos': what the book holds at the end of each year, at cost, by the declaration's group and code. */
export function AssetsSection({ data }: { data: IncomeTaxResponse }) {
  const [previous, current] = yearEnds(data.year);
  return (
    <TaxSection
      title="Bens e direitos"
      description="Pelo custo de aquisição, como a declaração pede: por isso diferem do Patrimônio, que mostra o valor de mercado."
      testId="tax-assets"
    >
      {data.assets.length === 0 ? (
        <EmptyLine>
          Nenhum bem ou direito em 31/12 de {data.year - 1} ou de {data.year}.
        </EmptyLine>
      ) : (
        <StackedTable
          caption={`Bens e direitos em ${previous} e em ${current}`}
          columns={[
            { label: 'Grupo/código' },
            { label: 'Descrição' },
            { label: previous, numeric: true },
            { label: current, numeric: true },
          ]}
        >
          {data.assets.map((line, index) => (
            <YearEndsRow
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id and come in the server's order
              key={index}
              testId="tax-asset"
              head={assetCodeText(line)}
              line={line}
              ends={[previous, current]}
            />
          ))}
        </StackedTable>
      )}
    </TaxSection>
  );
}

/** 'Dívidas e ônus reais': what the book owes at the end of each year. */
export function DebtsSection({ data }: { data: IncomeTaxResponse }) {
  const [previous, current] = yearEnds(data.year);
  return (
    <TaxSection
      title="Dívidas e ônus reais"
      description="O saldo devedor de financiamentos e empréstimos no fim de cada ano."
      testId="tax-debts"
    >
      {data.debts.length === 0 ? (
        <EmptyLine>
          Nenhuma dívida em 31/12 de {data.year - 1} ou de {data.year}.
        </EmptyLine>
      ) : (
        <StackedTable
          caption={`Dívidas e ônus reais em ${previous} e em ${current}`}
          columns={[
            { label: 'Código' },
            { label: 'Descrição' },
            { label: previous, numeric: true },
            { label: current, numeric: true },
          ]}
        >
          {data.debts.map((line, index) => (
            <YearEndsRow
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id and come in the server's order
              key={index}
              testId="tax-debt"
              head={`Código ${line.code}`}
              line={line}
              ends={[previous, current]}
            />
          ))}
        </StackedTable>
      )}
    </TaxSection>
  );
}

/** A line of bens or dívidas: its code, what it is, and its value at the end of each year. */
function YearEndsRow({
  testId,
  head,
  line,
  ends,
}: {
  testId: string;
  head: string;
  line: { codeLabel: string; description: string; previous: number; current: number };
  ends: readonly [string, string];
}) {
  return (
    <StackedRow testId={testId}>
      <StackedHead>
        {head}
        <span className={cn(muted, 'block font-normal')}>{line.codeLabel}</span>
      </StackedHead>
      <StackedCell label="Descrição" bare>
        {line.description}
      </StackedCell>
      <StackedCell label={ends[0]} numeric>
        <span className="money">{formatReais(line.previous)}</span>
      </StackedCell>
      <StackedCell label={ends[1]} numeric>
        <span className="money">{formatReais(line.current)}</span>
      </StackedCell>
    </StackedRow>
  );
}
