import type { ForeignAmount } from '../../../common/contract/foreign-money';
import type { CurrencyCode } from '../../../common/currencies';
import { impliedRate } from '../../../common/exchange-rates';
import { centsToReais } from '../../../common/money';

/**
 * A row's amount in another currency as every answer gives it (the transactions' list, a card's bill): the amount
 * there, and the rate the row's reais imply. Null for a row without one.
 */
export function presentForeign(row: {
  amount: number;
  foreignAmount: number | null;
  foreignCurrency: string | null;
  foreignEstimated: boolean;
}): ForeignAmount | null {
  if (row.foreignAmount === null || row.foreignCurrency === null) return null;
  const hundredths = Number(row.foreignAmount);
  return {
    amount: centsToReais(hundredths),
    currency: row.foreignCurrency as CurrencyCode,
    estimated: row.foreignEstimated,
    rate: impliedRate(Number(row.amount), hundredths),
  };
}
