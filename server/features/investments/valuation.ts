import {
  indexingDescription,
  type PositionIndexing,
  type PositionValue,
} from '../../../common/contract/investments';
import { daysBetween } from '../../../common/dates';
import { type Indexing, type IndexRates, seriesOf, type Valuation } from '../../../common/fixed-income';
import { valuesOn } from '../../../common/fixed-income-value';
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
  /**
   * The principals of the parts redeemed from this position (splitParts): it is worth what remains of the whole
   * they were one note with, so the parts and the rest add up to the whole to the cent. Empty for most.
   */
  splitOffCents: number[];
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
    splitOffCents: [],
  };
}

/** What makes two rows one note split in two: the same account, name and contract, applied on the same day. */
const termsKey = (row: PositionRow) =>
  [row.accountId, row.name, row.product, row.indexing, row.rate, row.appliedOn, row.maturityOn].join('|');

/**
 * The parts redeemed from each position, by the position's id. A partial redemption (service.ts, redemptionPart)
 * writes the part as a row of its own, redeemed, with the position's terms and no application transfer or bank id
 * of its own, after the position; so a redeemed row of that shape is a part of the nearest earlier row with the
 * same terms (no column says it: the table is kept as it is). Two identical applications typed on the same day
 * could be taken for one note: a cent at most, in their sum.
 */
export function splitParts(rows: readonly PositionRow[]): Map<number, PositionRow[]> {
  const parts = new Map<number, PositionRow[]>();
  const heads = new Map<string, number>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const key = termsKey(row);
    const head = heads.get(key);
    const isPart =
      head !== undefined &&
      row.redeemedOn !== null &&
      row.applicationTransferId === null &&
      row.providerInvestmentId === null &&
      row.bankValueCents === null &&
      row.indexing !== 'informado';
    if (isPart) {
      const list = parts.get(head) ?? [];
      list.push(row);
      parts.set(head, list);
    } else heads.set(key, row.id);
  }
  return parts;
}

/** The rows with the terms of `row` (its note's other parts among them): what splitParts needs to find its parts. */
export const sameTerms = (row: PositionRow) => (other: PositionRow) => termsKey(other) === termsKey(row);

/** A position's contract with the parts redeemed from it. */
export function contractWithParts(
  row: PositionRow,
  parts: readonly PositionRow[] | undefined,
): PositionContract {
  return { ...contractOf(row), splitOffCents: (parts ?? []).map((part) => part.appliedCents) };
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
  if (position.indexing !== 'poupanca')
    return valuesOn(
      position.appliedCents,
      position.appliedOn,
      dates,
      engineIndexing(position),
      rates,
      position.splitOffCents,
    );
  // The poupança's balance of the whole deposit less each part's own (each credit truncated on its balance).
  const whole = position.splitOffCents.reduce((sum, cents) => sum + cents, position.appliedCents);
  const values = poupancaValuesOn(whole, position.appliedOn, dates, rates);
  for (const cents of position.splitOffCents) {
    poupancaValuesOn(cents, position.appliedOn, dates, rates).forEach((part, i) => {
      const value = values[i] as Valuation;
      value.grossCents -= part.grossCents;
    });
  }
  return values;
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
