import {
  EXCHANGE_RATE_DEFAULT_DAYS,
  EXCHANGE_RATE_LOOKBACK_DAYS,
  EXCHANGE_RATE_RANGE_MAX_DAYS,
  type ExchangeRateSource,
  type ExchangeRateValue,
} from '../../../common/contract/exchange-rates';
import { CURRENCIES, type CurrencyCode } from '../../../common/currencies';
import { addDays, formatDateBR } from '../../../common/dates';
import { formatRate } from '../../../common/exchange-rates';
import { currencyLabel, currencySymbol } from './foreign-money';

/**
 * What the "Cotações" dialogs say (exchange-rates-dialog.tsx, exchange-rate-form.tsx): the rates of a foreign
 * currency the book reads, the Banco Central's PTAX and the book's own typed ones, in reais per unit.
 */

/** 'Cotações: Dólar americano (USD)'. */
export const ratesTitle = (currency: CurrencyCode) => `Cotações: ${currencyLabel(currency)}`;

/** The rate field's label: 'Cotação (R$ por US$)'. */
export const rateFieldLabel = (currency: CurrencyCode) => `Cotação (R$ por ${currencySymbol(currency)})`;

/** The rate field's hint: how many reais one unit is worth, written with a comma. */
export const rateFieldHint = (currency: CurrencyCode) =>
  `Quantos reais vale 1 ${currencySymbol(currency)} nesse dia, com vírgula: 5,4321`;

/** 'Informar cotação de US$': the way from a note that an account has no rate to the form. */
export const informRateLabel = (currency: CurrencyCode) => `Informar cotação de ${currencySymbol(currency)}`;

/**
 * Where the rates come from and how far one reaches: the PTAX by itself when the server can fetch it (for the ten
 * currencies the Banco Central publishes), the book's own otherwise, each also read on the days after it that have
 * none.
 */
export function ratesSourceText(currency: CurrencyCode): string {
  const reach = `Uma cotação vale também nos ${EXCHANGE_RATE_LOOKBACK_DAYS} dias seguintes que não tiverem outra.`;
  if (!CURRENCIES[currency].ptax)
    return `O Banco Central não publica PTAX de ${CURRENCIES[currency].name}: as cotações são as que você informa, só neste livro. ${reach}`;
  return `A PTAX do Banco Central chega sozinha quando o servidor consegue buscá-la, a cada dia útil. Num dia sem PTAX vale a cotação que você informar, só neste livro. ${reach}`;
}

/** Where a listed rate comes from, the words of the accounts' line (rateSourceText): 'PTAX', 'Cotação do livro'. */
export const RATE_SOURCE_LABEL: Record<ExchangeRateSource, string> = {
  ptax: 'PTAX',
  livro: 'Cotação do livro',
};

/** A listed rate in reais: the PTAX's buy and sell ('compra R$ 5,3245 · venda R$ 5,3251'), the book's one value. */
export function rateValueText(value: Pick<ExchangeRateValue, 'compra' | 'venda' | 'origem'>): string {
  if (value.origem === 'livro' || value.compra === value.venda) return `R$ ${formatRate(value.compra)}`;
  return `compra R$ ${formatRate(value.compra)} · venda R$ ${formatRate(value.venda)}`;
}

/** A kept rate as the field takes it to be corrected: '5.4321' -> '5,4321'. */
export const rateInputText = (rate: string) => rate.replace('.', ',');

/** The toast once a rate is kept: 'Cotação de US$ em 21/11/2026 salva: R$ 5,4321'. */
export const rateSavedText = (currency: CurrencyCode, date: string, rate: string) =>
  `Cotação de ${currencySymbol(currency)} em ${formatDateBR(date)} salva: R$ ${formatRate(rate)}`;

/**
 * Beside the date when the PTAX already has it: the server keeps the Banco Central's rate there and not the typed
 * one (PUT answers it as ignored), so the person picks another day.
 */
export const ptaxKeptText = (date: string) =>
  `O Banco Central já publicou a PTAX de ${formatDateBR(date)}: é ela que vale nesse dia, e a sua não foi gravada. Informe a cotação de um dia sem PTAX.`;

/** What "Excluir" asks: the rate named, and what the accounts in that currency read without it. */
export const deleteRateMessage = (currency: CurrencyCode, date: string, rate: string) =>
  `Excluir a cotação do livro de ${formatDateBR(date)} (R$ ${formatRate(rate)} por ${currencySymbol(currency)})? As contas em ${CURRENCIES[currency].name.toLowerCase()} passam a usar a PTAX ou a cotação mais recente de até ${EXCHANGE_RATE_LOOKBACK_DAYS} dias antes; sem nenhuma, ficam fora do Saldo em contas.`;

export const rateDeletedText = (date: string) => `Cotação de ${formatDateBR(date)} excluída deste livro`;

/** The most years the list reaches back: the longest period one read answers. */
export const MAX_RATE_YEARS = Math.floor(EXCHANGE_RATE_RANGE_MAX_DAYS / EXCHANGE_RATE_DEFAULT_DAYS);

/** The period the list reads: `years` of days up to today. */
export function ratesPeriod(today: string, years: number): { de: string; ate: string } {
  const span = Math.min(Math.max(1, years), MAX_RATE_YEARS) * EXCHANGE_RATE_DEFAULT_DAYS;
  return { de: addDays(today, -(span - 1)), ate: today };
}

/** What the list says when the period has no rate. */
export function noRatesText(currency: CurrencyCode, years: number): string {
  const period = years === 1 ? 'no último ano' : `nos últimos ${years} anos`;
  return `Nenhuma cotação de ${currencySymbol(currency)} ${period}.`;
}
