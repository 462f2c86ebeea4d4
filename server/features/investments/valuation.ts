import {
  indexingDescription,
  type PositionIndexing,
  type PositionValue,
} from '../../../common/contract/investments';
import { daysBetween } from '../../../common/dates';
import {
  type Indexing,
  type IndexRates,
  seriesOf,
  type Valuation,
  valuesOn,
} from '../../../common/fixed-income';
import { INDEX_SERIES_FACTS, type IndexSeries } from '../../../common/index-series';
import {
  type FixedIncomeProduct,
  incomeTaxPerMille,
  isIncomeTaxFree,
  type Redemption,
  redemption,
} from '../../../common/investment-taxes';
import { centsToReais } from '../../../common/money';
import { poupancaValuesOn } from '../../../common/poupanca';
import type { PositionRow } from './repository';

/** The terms of a fixed-income contract, as a form, a bank sync or a stored position gives them. */
export type ContractTerms = Pick<
  PositionContract,
  'product' | 'indexing' | 'rate' | 'appliedCents' | 'appliedOn' | 'maturityOn'
>;

/** What a position's value needs: its contract. */
export interface PositionContract {
  product: FixedIncomeProduct;
  indexing: PositionIndexing;
  rate: number | null;
  appliedCents: number;
  appliedOn: string;
  maturityOn: string | null;
  /** What the bank last said it is worth, and when (a synced position's): an 'informado' position's value. */
  bank: { cents: number; on: string } | null;
}

/** A stored position's contract, as the engine reads it. */
export function contractOf(row: PositionRow): PositionContract {
  return {
    product: row.product as PositionContract['product'],
    indexing: row.indexing as PositionContract['indexing'],
    rate: row.rate === null ? null : Number(row.rate),
    appliedCents: row.appliedCents,
    appliedOn: row.appliedOn,
    maturityOn: row.maturityOn,
    bank:
      row.bankValueCents === null || row.bankValueOn === null
        ? null
        : { cents: row.bankValueCents, on: row.bankValueOn },
  };
}

/** The series a position's value reads (the poupança two). */
export function seriesFor(position: PositionContract): IndexSeries[] {
  if (position.indexing === 'poupanca') return ['tr', 'selic_meta'];
  if (position.indexing === 'informado') return [];
  const series = seriesOf(engineIndexing(position));
  return series ? [series] : [];
}

function engineIndexing(position: PositionContract): Indexing {
  const rate = position.rate ?? 0;
  switch (position.indexing) {
    case 'cdi':
      return { kind: 'cdi', percent: rate };
    case 'cdi_mais':
      return { kind: 'cdi_mais', spread: rate };
    case 'selic':
      return { kind: 'selic', spread: rate };
    case 'ipca':
      return { kind: 'ipca', rate };
    default:
      return { kind: 'prefixado', rate };
  }
}

/** The gross values on the dates asked (one walk per position). */
export function grossValues(
  position: PositionContract,
  dates: readonly string[],
  rates: IndexRates,
): Valuation[] {
  if (position.indexing === 'informado') return informedValues(position, dates);
  return position.indexing === 'poupanca'
    ? poupancaValuesOn(position.appliedCents, position.appliedOn, dates, rates)
    : valuesOn(position.appliedCents, position.appliedOn, dates, engineIndexing(position), rates);
}

/**
 * An 'informado' position's values: what the bank said from the day it said it on, what was applied before (no
 * figure between them is known, and none is made up).
 */
function informedValues(position: PositionContract, dates: readonly string[]): Valuation[] {
  const bank = position.bank;
  return dates.map((date) => ({
    date,
    grossCents: bank && date >= bank.on ? bank.cents : position.appliedCents,
    computedTo: date,
    missing: null,
  }));
}

const TAX_FREE_LABEL = 'isento';

/**
 * What a redemption of the whole position pays on the valuation's day, and after how many days: the taxes count
 * the days to the day the value is of (a redemption is paid on what has accrued).
 */
export function redemptionOf(
  position: PositionContract,
  valuation: Valuation,
): Redemption & { days: number } {
  const days = Math.max(0, daysBetween(position.appliedOn, valuation.computedTo));
  // Added to the fresh answer rather than spread into a copy: the net worth asks 3,000 of them.
  return Object.assign(redemption(position.product, position.appliedCents, valuation.grossCents, days), {
    days,
  });
}

/** A valuation as the answer gives it: the gross value and what a redemption on that day would pay (reais). */
export function presentValue(position: PositionContract, valuation: Valuation): PositionValue {
  const paid = redemptionOf(position, valuation);
  const days = paid.days;
  return {
    date: valuation.date,
    computedTo: valuation.computedTo,
    missing: valuation.missing
      ? { ...valuation.missing, label: INDEX_SERIES_FACTS[valuation.missing.series].label }
      : null,
    gross: centsToReais(paid.grossCents),
    yield: centsToReais(paid.yieldCents),
    iof: centsToReais(paid.iofCents),
    incomeTax: centsToReais(paid.incomeTaxCents),
    incomeTaxRate: isIncomeTaxFree(position.product)
      ? TAX_FREE_LABEL
      : `${String(incomeTaxPerMille(days) / 10).replace('.', ',')}%`,
    net: centsToReais(paid.netCents),
    days,
  };
}

export const describeIndexing = (position: PositionContract) =>
  indexingDescription(position.indexing, position.rate);
