// The renda variável portfolio's money-weighted return: every trade's and income's money, and today's value.
import type { VariableIncomeReturn, VariableIncomeTotals } from '../../../common/contract/variable-income';
import { daysBetween } from '../../../common/dates';
import { reaisToCents } from '../../../common/money';
import { type DatedFlow, xirr } from '../../../common/xirr';
import type { IncomeFlow, TradeFigures } from './repository';

/** A fraction as the answers carry a percentage: one decimal (0.11834 → 11.8). */
const percent = (fraction: number) => Math.round(fraction * 1000) / 10;

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
  const days = daysBetween(from, today);
  const annual = days > 0 ? xirr(flows) : null;
  return {
    from,
    to: today,
    annual: annual === null ? null : percent(annual),
    period: annual === null ? null : percent((1 + annual) ** (days / 365) - 1),
  };
}
