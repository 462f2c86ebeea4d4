import { CROSS_CURRENCY_MESSAGES } from '../../../common/contract/transactions';
import { CURRENCIES, type CurrencyCode, HOME_CURRENCY } from '../../../common/currencies';
import { reaisToCents } from '../../../common/money';

/** A new transfer's amounts as the request gives them, in reais-like numbers (transferCreateBody). */
export interface TypedAmounts {
  amount: number;
  destination_amount?: number | undefined;
  iof?: number | undefined;
}

/** What the legs receive, in hundredths of each account's currency, and the IOF in cents (0: none). */
export interface TransferAmounts {
  sourceCents: number;
  destinationCents: number;
  iofCents: number;
}

/**
 * The amounts of a transfer from an account in `from` to one in `to`, or the refusal in Portuguese: between two
 * currencies the destination's is required (whole units in a currency without cents) and the IOF may be given when
 * the source is in reais; in one currency the transfer has one amount, and neither is taken.
 */
export function transferAmounts(
  typed: TypedAmounts,
  from: CurrencyCode,
  to: CurrencyCode,
): TransferAmounts | { refusal: string } {
  const sourceCents = reaisToCents(typed.amount);
  if (from === to) {
    if (typed.destination_amount !== undefined)
      return { refusal: CROSS_CURRENCY_MESSAGES.destinationSameCurrency };
    if (typed.iof !== undefined) return { refusal: CROSS_CURRENCY_MESSAGES.iofSameCurrency };
    return { sourceCents, destinationCents: sourceCents, iofCents: 0 };
  }
  if (typed.destination_amount === undefined)
    return { refusal: CROSS_CURRENCY_MESSAGES.destinationMissing(to) };
  const destinationCents = reaisToCents(typed.destination_amount);
  if (CURRENCIES[to].minorDigits === 0 && destinationCents % 100 !== 0)
    return { refusal: CROSS_CURRENCY_MESSAGES.wholeUnits(to) };
  if (typed.iof !== undefined && from !== HOME_CURRENCY)
    return { refusal: CROSS_CURRENCY_MESSAGES.iofNotFromReais };
  return { sourceCents, destinationCents, iofCents: typed.iof === undefined ? 0 : reaisToCents(typed.iof) };
}
