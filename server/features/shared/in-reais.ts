import { type CurrencyCode, HOME_CURRENCY, type RateUsed } from '../../../common/currencies';
import { reaisAt } from '../../../common/exchange-rates';

/** An account's amount (hundredths of its currency) in cents of reais; null when its currency has no rate. */
export type ToReais = (accountId: number, hundredths: number) => number | null;

export interface InReais {
  convert: ToReais;
  /** The rates the conversion used, one per currency, in the order met. */
  used: RateUsed[];
  /** Accounts in a currency without a rate on the day: left out of every sum in reais, and said so. */
  unconverted: number[];
}

/**
 * Every sum of accounts in reais (Saldo em contas, the forecast, net worth) converts each account's own figures
 * here, at `rates` of one day (exchange-rates ratesFor): an account in reais as it is, another at its currency's
 * rate, none without one. One owner, so every screen converts the same balance to the same reais.
 */
export function inReais(
  accounts: ReadonlyArray<{ id: number; currency: string }>,
  rates: ReadonlyMap<CurrencyCode, RateUsed>,
): InReais {
  const rateOf = new Map<number, RateUsed | null>();
  const used = new Map<CurrencyCode, RateUsed>();
  const unconverted: number[] = [];
  for (const account of accounts) {
    if (account.currency === HOME_CURRENCY) continue;
    const rate = rates.get(account.currency as CurrencyCode) ?? null;
    rateOf.set(account.id, rate);
    if (rate) used.set(rate.currency, rate);
    else unconverted.push(account.id);
  }
  return {
    convert(accountId, hundredths) {
      const rate = rateOf.get(accountId);
      if (rate === undefined) return hundredths;
      return rate === null ? null : reaisAt(hundredths, rate.rate);
    },
    used: [...used.values()],
    unconverted,
  };
}

/** The currencies of the accounts other than the real: what ratesFor is asked. */
export const foreignCurrenciesOf = (accounts: ReadonlyArray<{ currency: string }>): CurrencyCode[] =>
  accounts.map((a) => a.currency as CurrencyCode).filter((c) => c !== HOME_CURRENCY);
