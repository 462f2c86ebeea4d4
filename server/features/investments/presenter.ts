import {
  type InvestmentReturn,
  type PositionResponse,
  type PositionsResponse,
  type PositionValue,
  PRODUCT_LABELS,
} from '../../../common/contract/investments';
import { centsToReais, reaisToCents, sumCents } from '../../../common/money';
import type { PositionWithAccount } from './repository';
import { contractOf, describeIndexing } from './valuation';

export function presentPosition(
  row: PositionWithAccount,
  today: PositionValue | null,
  atMaturity: PositionValue | null,
  returns: InvestmentReturn,
): PositionResponse {
  const contract = contractOf(row);
  return {
    id: row.id,
    accountId: row.accountId,
    accountName: row.accountName,
    name: row.name,
    product: contract.product,
    productLabel: PRODUCT_LABELS[contract.product],
    indexing: contract.indexing,
    rate: contract.rate,
    indexingLabel: describeIndexing(contract),
    bank:
      contract.bank === null ? null : { value: centsToReais(contract.bank.cents), date: contract.bank.on },
    applied: centsToReais(row.appliedCents),
    date: row.appliedOn,
    sourceAccountId: row.sourceAccountId,
    maturityDate: row.maturityOn,
    today,
    atMaturity,
    redeemedOn: row.redeemedOn,
    redeemedNet: row.redeemedNetCents === null ? null : centsToReais(row.redeemedNetCents),
    returns,
  };
}

/** The open positions' sums, added in cents. */
export function totalsOf(positions: PositionResponse[]): PositionsResponse['totals'] {
  const open = positions.filter((p) => p.today !== null);
  const sum = (pick: (p: PositionResponse) => number) =>
    centsToReais(sumCents(open.map((p) => reaisToCents(pick(p)))));
  return {
    applied: sum((p) => p.applied),
    gross: sum((p) => p.today?.gross ?? 0),
    net: sum((p) => p.today?.net ?? 0),
  };
}
