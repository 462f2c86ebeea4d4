import type { VariableIncomeReturn, VariableIncomeTotals } from '../../../../common/contract/variable-income';
import { type CurrencyCode, HOME_CURRENCY, isCurrencyCode } from '../../../../common/currencies';
import { formatDateBR } from '../../../../common/dates';
import { formatReais } from '../../../../common/money';
import { formatPercent, formatReturnPercent, percentOf } from '../../../../common/percent';
import { currencySymbol, formatInCurrency } from '../../../entities/account/foreign-money';
import { formatQuantity, formatUnitPrice } from './decimal-text';

/** What the holding's lines read of a holding (the contract's HoldingResponse). */
export interface HoldingFigures {
  ticker: string;
  quantity: string;
  cost: number;
  price: { date: string; value: string } | null;
  value: number | null;
  unrealizedGain: number | null;
}

/**
 * The currency a holding's figures are in: its investment account's (reais at the B3, dollars at a broker abroad);
 * the real for a code this page does not know, as every figure was before accounts had a currency.
 */
export const holdingCurrency = (holding: { currency: string }): CurrencyCode =>
  isCurrencyCode(holding.currency) ? holding.currency : HOME_CURRENCY;

/**
 * A money field's label in a holding's dialog: as it always was in reais, with the symbol of another currency
 * ('Taxas (US$)'), as the transaction form names a foreign amount.
 */
export const moneyLabel = (label: string, currency: CurrencyCode): string =>
  currency === HOME_CURRENCY ? label : `${label} (${currencySymbol(currency)})`;

/** 'R$ 31,25 em 25/11/2026', 'US$ 512,30 em 25/11/2026', or 'sem cotação' when none was typed on or before today. */
export function lastPriceText(
  price: HoldingFigures['price'],
  currency: CurrencyCode = HOME_CURRENCY,
): string {
  return price ? `${formatUnitPrice(price.value, currency)} em ${formatDateBR(price.date)}` : 'sem cotação';
}

/** A gain with its sign, in reais unless told: '+R$ 125,00', '-R$ 10,00', 'R$ 0,00', '+US$ 40,00'. */
export function signedMoney(value: number, currency: CurrencyCode = HOME_CURRENCY): string {
  const text = formatInCurrency(value, currency);
  return value > 0 ? `+${text}` : text;
}

/** A percent with its sign: '+4,2%', '-1,3%', '0,0%'. */
export function signedPercent(percent: number): string {
  return percent > 0 ? `+${formatPercent(percent)}` : formatPercent(percent);
}

/**
 * The gain not realized yet, in money (the holding's currency) and as a share of what the units held cost:
 * '+R$ 125,00 (+4,2%)'; the money alone when nothing was paid for them (units of a desdobro only); null without a
 * price.
 */
export function unrealizedGainText(
  holding: Pick<HoldingFigures, 'unrealizedGain' | 'cost'>,
  currency: CurrencyCode = HOME_CURRENCY,
): string | null {
  if (holding.unrealizedGain === null) return null;
  const share = percentOf(holding.unrealizedGain, holding.cost);
  const money = signedMoney(holding.unrealizedGain, currency);
  return share === null ? money : `${money} (${signedPercent(share)})`;
}

/** The colour a gain is read in: green above zero, red below, neutral at zero or unknown. */
export function gainTone(gain: number | null): 'up' | 'down' | 'flat' {
  if (gain === null || gain === 0) return 'flat';
  return gain > 0 ? 'up' : 'down';
}

/** '100 unidades', '1 unidade', '0,00012345 unidade' (a fraction of one is singular in Portuguese). */
export function unitsText(quantity: string): string {
  const shown = formatQuantity(quantity);
  const plural = Number(quantity) >= 2;
  return `${shown} ${plural ? 'unidades' : 'unidade'}`;
}

/** '1 ativo', '12 ativos'. */
export function holdingsCountText(count: number): string {
  return count === 1 ? '1 ativo' : `${count.toLocaleString('pt-BR')} ativos`;
}

/**
 * Under the totals when some holding has no price: its value is unknown, so the totals leave it out and say so.
 * Null when every holding has a price.
 */
export function unpricedNote(unpriced: number): string | null {
  if (unpriced === 0) return null;
  return unpriced === 1
    ? '1 ativo está sem cotação: entra no valor hoje pelo custo e fica fora do ganho não realizado. Informe a cotação para contá-lo pelo preço.'
    : `${unpriced} ativos estão sem cotação: entram no valor hoje pelo custo e ficam fora do ganho não realizado. Informe as cotações para contá-los pelo preço.`;
}

/**
 * Under the totals when some holding is in another currency: the totals and the return are in reais and leave it
 * out (dollars are not added to reais), while Patrimônio converts it. Null when every holding is in reais.
 */
export function otherCurrenciesNote(count: number): string | null {
  if (count === 0) return null;
  return count === 1
    ? '1 ativo em outra moeda fica fora dos totais e da rentabilidade (em reais); o Patrimônio o conta em reais pela cotação do dia.'
    : `${count.toLocaleString('pt-BR')} ativos em outras moedas ficam fora dos totais e da rentabilidade (em reais); o Patrimônio os conta em reais pela cotação do dia.`;
}

export interface TotalFigure {
  key: 'cost' | 'value' | 'unrealizedGain' | 'incomes' | 'realizedGain';
  label: string;
  value: string;
  tone: 'up' | 'down' | 'flat';
}

/** The holdings' sums at the top of the tab, in the order a person reads them. */
export function totalFigures(totals: VariableIncomeTotals): TotalFigure[] {
  return [
    { key: 'cost', label: 'Custo', value: formatReais(totals.cost), tone: 'flat' },
    { key: 'value', label: 'Valor hoje', value: formatReais(totals.value), tone: 'flat' },
    {
      key: 'unrealizedGain',
      label: 'Ganho não realizado',
      value:
        unrealizedGainText({ unrealizedGain: totals.unrealizedGain, cost: totals.pricedCost }) ??
        formatReais(0),
      tone: gainTone(totals.unrealizedGain),
    },
    { key: 'incomes', label: 'Proventos recebidos', value: formatReais(totals.incomes), tone: 'flat' },
    {
      key: 'realizedGain',
      label: 'Ganho realizado',
      value: signedMoney(totals.realizedGain),
      tone: gainTone(totals.realizedGain),
    },
  ];
}

export interface AccountHoldings<T> {
  accountId: number;
  accountName: string;
  holdings: T[];
}

const byText = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' });

/** The holdings under their investment account: accounts by name, holdings by ticker. */
export function groupByAccount<T extends { accountId: number; accountName: string; ticker: string }>(
  holdings: readonly T[],
): AccountHoldings<T>[] {
  const groups = new Map<number, AccountHoldings<T>>();
  for (const holding of holdings) {
    let group = groups.get(holding.accountId);
    if (!group) {
      group = { accountId: holding.accountId, accountName: holding.accountName, holdings: [] };
      groups.set(holding.accountId, group);
    }
    group.holdings.push(holding);
  }
  const sorted = [...groups.values()].sort((a, b) => byText(a.accountName, b.accountName));
  for (const group of sorted) group.holdings.sort((a, b) => byText(a.ticker, b.ticker));
  return sorted;
}

/**
 * The portfolio's money-weighted return under the totals: 'Rentabilidade da carteira, de 05/05/2025 a 26/11/2026:
 * 15,04% a.a. (23,10% no período)'; under a year, the period's rate alone (never annualized, as the renda fixa's);
 * without a rate that fits, it says so.
 */
export function portfolioReturnText(returns: VariableIncomeReturn): string {
  const period = `Rentabilidade da carteira, de ${formatDateBR(returns.from)} a ${formatDateBR(returns.to)}`;
  if (returns.period === null) return `${period}: sem como calcular`;
  if (returns.annual === null) return `${period}: ${formatReturnPercent(returns.period)} no período`;
  return `${period}: ${formatReturnPercent(returns.annual)} a.a. (${formatReturnPercent(returns.period)} no período)`;
}

/**
 * What the confirmation of a holding's deletion says (only a holding without trades may go): its prices and
 * proventos go with it, and the receitas the proventos wrote stay in Transações.
 */
export function deleteHoldingMessage(holding: {
  ticker: string;
  accountName: string;
  incomes: number;
}): string {
  const what = `Excluir ${holding.ticker} de ${holding.accountName}? As cotações informadas saem com ele`;
  return holding.incomes === 0
    ? `${what}.`
    : `${what}, e os proventos também; as receitas que os proventos lançaram continuam em Transações.`;
}
