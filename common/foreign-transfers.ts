/**
 * A transfer between currencies: reais leave an account in reais and another currency arrives in an account held in
 * it (a global account such as Nomad's or Wise's, or one's own bank abroad). From what was sent, what arrived, the
 * IOF paid and the day's PTAX sell: the rate the person paid, with and without the IOF, and the provider's spread
 * over the PTAX.
 *
 * The spread is worked on the reais without the IOF (a tax, the same at every provider: common/iof-exchange.ts) but
 * with any fee the provider took, since a fee is part of what the provider charges over the PTAX. It is exact from
 * the amounts, to two decimals of a percent, rounded half away from zero.
 */
import {
  foreignAmountMessage,
  impliedRate,
  parseRate,
  rateText,
  type Spread,
  spreadOver,
} from './exchange-rates';

export interface TransferInput {
  /** Everything that left the reais account, IOF and fees included, in cents. */
  reaisSentCents: number;
  /** What arrived, in hundredths of the other currency. */
  foreignReceivedHundredths: number;
  /** The IOF paid on the transfer, in cents (part of reaisSentCents). */
  iofCents: number;
  /** The PTAX sell of the day, reais per unit ('5.4123'). */
  ptaxSell: string;
}

export interface TransferRates {
  /** reais sent ÷ foreign received, six decimals: what a unit cost in all. */
  rateWithIof: string;
  /** (reais sent − IOF) ÷ foreign received: the provider's rate, fees included. */
  rateWithoutIof: string;
  /** The PTAX used, machine text. */
  ptaxSell: string;
  /** rateWithoutIof over the PTAX, in percent. */
  spread: Spread;
}

/** The rates a transfer between currencies implies; a RangeError in Portuguese for amounts that are not one. */
export function transferRates(input: TransferInput): TransferRates {
  const foreignMessage = foreignAmountMessage(input.foreignReceivedHundredths);
  if (foreignMessage) throw new RangeError(foreignMessage);
  const { reaisSentCents, iofCents } = input;
  if (!Number.isSafeInteger(reaisSentCents) || reaisSentCents < 1) {
    throw new RangeError('O valor enviado em reais deve ser maior que zero.');
  }
  if (!Number.isSafeInteger(iofCents) || iofCents < 0 || iofCents >= reaisSentCents) {
    throw new RangeError('O IOF deve ser zero ou mais e menor que o valor enviado.');
  }
  const ptax = parseRate(input.ptaxSell);
  const exchangedCents = reaisSentCents - iofCents;
  return {
    rateWithIof: impliedRate(reaisSentCents, input.foreignReceivedHundredths),
    rateWithoutIof: impliedRate(exchangedCents, input.foreignReceivedHundredths),
    ptaxSell: rateText(ptax),
    spread: spreadOver(exchangedCents, input.foreignReceivedHundredths, ptax),
  };
}
