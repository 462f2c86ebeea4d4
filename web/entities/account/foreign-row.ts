import type { ForeignAmount } from '../../../common/contract/foreign-money';
import { formatRate } from '../../../common/exchange-rates';
import { formatInCurrency } from './foreign-money';

/** What an estimated row says of its reais: worked at the day's PTAX sell, until the bill's figure replaces them. */
export const ESTIMATE_TEXT = 'estimativa pela PTAX';

/**
 * The line under a row's amount in reais when it was a purchase in another currency: 'US$ 100,00 · R$ 5,8123' (the
 * amount there and the rate the row implies), and whether the reais are still an estimate.
 */
export function foreignRowText(foreign: Pick<ForeignAmount, 'amount' | 'currency' | 'rate'>): string {
  return foreignRowParts(foreign).join(' · ');
}

/** The line's two halves, each kept whole where a narrow row wraps it: 'US$ 100,00' and 'R$ 5,8123'. */
export function foreignRowParts(
  foreign: Pick<ForeignAmount, 'amount' | 'currency' | 'rate'>,
): [string, string] {
  return [formatInCurrency(foreign.amount, foreign.currency), `R$ ${formatRate(foreign.rate)}`];
}
