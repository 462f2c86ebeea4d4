import type { VariableIncomeTaxesResponse } from '../../../common/contract/variable-income-taxes';
import { formatReais } from '../../../common/money';
import {
  type DemonstrativoColumn,
  demonstrativoOf,
  DEMONSTRATIVO_TEXT as T,
} from '../../../common/variable-income-demonstrativo';
import { monthText } from './income-tax-display';
import { ReaisCell, StackedCell, StackedHead, StackedRow, StackedTable } from './stacked-table';
import { muted } from './tax-section';

const COMUNS_COLUMNS = [
  { label: 'Mês' },
  { label: T.comum, numeric: true },
  { label: T.daytrade, numeric: true },
  { label: T.irrfLaw, numeric: true },
  { label: T.irrfDayTrade, numeric: true },
  { label: T.tax, numeric: true },
] as const;

const FII_COLUMNS = [
  { label: 'Mês' },
  { label: T.result, numeric: true },
  { label: T.lossCarriedOut, numeric: true },
  { label: T.fiiIrrf, numeric: true },
  { label: T.tax, numeric: true },
] as const;

/** A result with, under it, the loss it leaves to offset. */
function ResultCell({ label, column }: { label: string; column: DemonstrativoColumn }) {
  return (
    <StackedCell label={label} numeric>
      <span className="money">{formatReais(column.result)}</span>
      {column.lossCarriedOut > 0 ? (
        <span className={`${muted} block`}>
          {T.lossCarriedOut.toLowerCase()} <span className="money">{formatReais(column.lossCarriedOut)}</span>
        </span>
      ) : null}
    </StackedCell>
  );
}

/** The Demonstrativo de Renda Variável's two fichas (common/variable-income-demonstrativo.ts), month by month. */
export function Demonstrativo({ taxes }: { taxes: VariableIncomeTaxesResponse }) {
  const { lossesBefore, comuns, fii } = demonstrativoOf(taxes);
  const before = [
    [T.comum, lossesBefore.comum],
    [T.daytrade, lossesBefore.daytrade],
    ['FII', lossesBefore.fii],
  ].filter(([, value]) => (value as number) > 0) as Array<[string, number]>;
  return (
    <div className="mt-5 space-y-4" data-testid="tax-demonstrativo">
      <div>
        <h3 className="text-sm font-semibold">{T.title}</h3>
        <p className={`${muted} mt-1`}>{T.intro}</p>
        {before.length > 0 ? (
          <p className="mt-1 text-sm">
            {T.lossesBefore(taxes.year)}:{' '}
            {before.map(([label, value], i) => (
              <span key={label}>
                {i > 0 ? ' · ' : null}
                {label} <span className="money font-medium">{formatReais(value)}</span>
              </span>
            ))}
          </p>
        ) : null}
      </div>
      {comuns.length > 0 ? (
        <div>
          <h4 className="mb-1 text-sm font-medium">{T.comuns}</h4>
          <StackedTable caption={`${T.title} ${taxes.year}: ${T.comuns}`} columns={COMUNS_COLUMNS}>
            {comuns.map((m) => (
              <StackedRow key={m.month} testId="tax-demonstrativo-comuns">
                <StackedHead>{monthText(m.month)}</StackedHead>
                <ResultCell label={T.comum} column={m.comum} />
                <ResultCell label={T.daytrade} column={m.daytrade} />
                <ReaisCell label={T.irrfLaw} value={m.irrfComum} />
                <ReaisCell label={T.irrfDayTrade} value={m.irrfDayTrade} />
                <ReaisCell label={T.tax} value={m.tax} />
              </StackedRow>
            ))}
          </StackedTable>
        </div>
      ) : null}
      {fii.length > 0 ? (
        <div>
          <h4 className="mb-1 text-sm font-medium">{T.fii}</h4>
          <StackedTable caption={`${T.title} ${taxes.year}: ${T.fii}`} columns={FII_COLUMNS}>
            {fii.map((m) => (
              <StackedRow key={m.month} testId="tax-demonstrativo-fii">
                <StackedHead>{monthText(m.month)}</StackedHead>
                <ReaisCell label={T.result} value={m.result} />
                <ReaisCell label={T.lossCarriedOut} value={m.lossCarriedOut} />
                <ReaisCell label={T.fiiIrrf} value={m.irrf} />
                <ReaisCell label={T.tax} value={m.tax} />
              </StackedRow>
            ))}
          </StackedTable>
        </div>
      ) : null}
      <p className={muted}>{T.paid}</p>
    </div>
  );
}
