import type { VariableIncomeReturn, VariableIncomeTotals } from '../../../../common/contract/variable-income';
import { formatDateBR } from '../../../../common/dates';
import { formatReais } from '../../../../common/money';
import { formatPercent, formatReturnPercent, percentOf } from '../../../../common/percent';
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

/** 'R$ 31,25 em 25/11/2026', or 'sem cotação' when no price was typed on or before today. */
export function lastPriceText(price: HoldingFigures['price']): string {
  return price ? `${formatUnitPrice(price.value)} em ${formatDateBR(price.date)}` : 'sem cotação';
}

/** A gain with its sign: '+R$ 125,00', '-R$ 10,00', 'R$ 0,00'. */
export function signedReais(reais: number): string {
  return reais > 0 ? `+${formatReais(reais)}` : formatReais(reais);
}

/** A percent with its sign: '+4,2%', '-1,3%', '0,0%'. */
export function signedPercent(percent: number): string {
  return percent > 0 ? `+${formatPercent(percent)}` : formatPercent(percent);
}

/**
 * The gain not realized yet, in reais and as a share of what the units held cost: '+R$ 125,00 (+4,2%)'; the reais
 * alone when nothing was paid for them (units of a desdobro only); null without a price.
 */
export function unrealizedGainText(holding: Pick<HoldingFigures, 'unrealizedGain' | 'cost'>): string | null {
  if (holding.unrealizedGain === null) return null;
  const share = percentOf(holding.unrealizedGain, holding.cost);
  const reais = signedReais(holding.unrealizedGain);
  return share === null ? reais : `${reais} (${signedPercent(share)})`;
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
      value: signedReais(totals.realizedGain),
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
