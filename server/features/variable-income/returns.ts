// The renda variável portfolio's money-weighted return: every trade's and income's money, and today's value.
import type { VariableIncomeReturn, VariableIncomeTotals } from '../../../common/contract/variable-income';
import { daysBetween } from '../../../common/dates';
import { reaisToCents } from '../../../common/money';
import { type DatedFlow, moneyWeightedReturn } from '../../../common/xirr';
import type { IncomeFlow, TradeFigures } from './repository';

/**
 * What went in (compras, fees included) negative, what came out (vendas net of fees, incomes net of the tax
 * withheld) positive, and the value of what is held today positive: their XIRR from the first trade to today.
 * Null without trades, or while a holding with units has no price.
 */
export function portfolioReturn(
  trades: TradeFigures[],
  incomes: IncomeFlow[],
  totals: VariableIncomeTotals,
  today: string,
): VariableIncomeReturn | null {
  if (trades.length === 0 || totals.unpriced > 0) return null;
  const flows: DatedFlow[] = [];
  let from = today;
  for (const t of trades) {
    if (t.tradedOn < from) from = t.tradedOn;
    if (t.amountCents === 0) continue;
    flows.push({ date: t.tradedOn, amountCents: t.side === 'compra' ? -t.amountCents : t.amountCents });
  }
  for (const income of incomes) flows.push({ date: income.paidOn, amountCents: income.netCents });
  const valueCents = reaisToCents(totals.value);
  if (valueCents > 0) flows.push({ date: today, amountCents: valueCents });
  // common/xirr.ts: the period's rate, and a year's only from a year on.
  return { from, to: today, ...moneyWeightedReturn(flows, daysBetween(from, today)) };
}
