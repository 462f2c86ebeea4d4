import { type CurrencyCode, currencySymbol, HOME_CURRENCY } from '../../../../common/currencies';
import { formatRate, impliedRate } from '../../../../common/exchange-rates';

/** Decimal text with at least four decimals, as a rate is read: '5.412' -> '5.4120', '5.412345' as it is. */
/**
 * What a transfer between two currencies cost a unit, exactly from the amounts (never floats): 'Cotação efetiva:
 * R$ 5,4120 por US$ 1', reais per unit whichever way the money went, and with the IOF when there is one
 * ('R$ 5,4725 com o IOF'). Between two currencies neither of them the real: what was sent per unit received. Null
 * while an amount is missing.
 */
export function effectiveRateText(
  sent: { hundredths: number | null; currency: CurrencyCode },
  received: { hundredths: number | null; currency: CurrencyCode },
  iofCents: number | null,
): string | null {
  if (!sent.hundredths || !received.hundredths || sent.hundredths <= 0 || received.hundredths <= 0)
    return null;
  const fromReais = sent.currency === HOME_CURRENCY;
  const toReais = received.currency === HOME_CURRENCY;
  const [price, unit] = toReais && !fromReais ? [received, sent] : [sent, received];
  const symbol = currencySymbol(price.currency);
  const rate = formatRate(impliedRate(price.hundredths as number, unit.hundredths as number));
  const text = `Cotação efetiva: ${symbol} ${rate} por ${currencySymbol(unit.currency)} 1`;
  if (!fromReais || !iofCents || iofCents <= 0) return text;
  const withIof = formatRate(impliedRate((sent.hundredths as number) + iofCents, unit.hundredths as number));
  return `${text} (${symbol} ${withIof} com o IOF)`;
}
