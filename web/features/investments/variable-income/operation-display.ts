import type {
  IncomeResponse,
  PriceResponse,
  TradeResponse,
} from '../../../../common/contract/variable-income';
import { type CurrencyCode, HOME_CURRENCY } from '../../../../common/currencies';
import { formatDateBR } from '../../../../common/dates';
import { centsToReais, parseAmount } from '../../../../common/money';
import { readDecimal, tradeAmountCents } from '../../../../common/variable-income';
import { formatInCurrency } from '../../../entities/account/foreign-money';
import { formatQuantity, formatUnitPrice } from './decimal-text';
import { signedMoney } from './holding-display';

/**
 * Every figure here is in the holding's currency (its investment account's: reais at the B3, 'US$ 2.500,00' at a
 * broker abroad); reais unless told.
 */
const money = formatInCurrency;

/**
 * What the trade typed moves, as the form shows it before sending: 'Total pago: R$ 3.005,00' (quantity × price +
 * taxas) or 'Total recebido: R$ 2.995,00' (less the taxas), by common/variable-income.ts's own arithmetic; null while
 * the quantity or the price does not read.
 */
export function tradeAmountText(
  side: 'compra' | 'venda',
  quantityText: string,
  priceText: string,
  feesText: string,
  currency: CurrencyCode = HOME_CURRENCY,
): string | null {
  const cents = typedTradeCents(side, quantityText, priceText, feesText);
  if (cents === null) return null;
  const total = money(centsToReais(cents), currency);
  return side === 'compra' ? `Total pago: ${total}` : `Total recebido: ${total}`;
}

/** The money of the trade as typed, in cents (what tradeAmountText tells); null while a figure does not read. */
export function typedTradeCents(
  side: 'compra' | 'venda',
  quantityText: string,
  priceText: string,
  feesText: string,
): number | null {
  const quantity = readDecimal(quantityText);
  const price = readDecimal(priceText);
  if (!quantity.ok || !price.ok || quantity.scaled <= 0n || price.scaled < 0n) return null;
  const fees = feesText.trim() === '' ? 0 : parseAmount(feesText, 'comma');
  if (fees === null || fees < 0) return null;
  return Number(tradeAmountCents(side, quantity.scaled, price.scaled, BigInt(fees)));
}

/** 'Compra registrada: 100 PETR4 por R$ 3.005,00'; a venda adds its result ('ganho de +R$ 120,00'). */
export function tradeToast(
  trade: Pick<TradeResponse, 'side' | 'quantity' | 'ticker' | 'amount' | 'realizedGain'>,
  currency: CurrencyCode = HOME_CURRENCY,
) {
  const what = `${formatQuantity(trade.quantity)} ${trade.ticker} por ${money(trade.amount, currency)}`;
  if (trade.side === 'compra') return `Compra registrada: ${what}`;
  if (trade.side === 'venda')
    return `Venda registrada: ${what}${trade.realizedGain === null ? '' : `, ${realizedText(trade.realizedGain, currency)}`}`;
  if (trade.side === 'desdobro')
    return `Desdobramento registrado: +${formatQuantity(trade.quantity)} ${trade.ticker}`;
  return `Grupamento registrado: −${formatQuantity(trade.quantity)} ${trade.ticker}`;
}

/** A sale's result: 'ganho de R$ 120,00', 'perda de R$ 35,50', 'sem ganho nem perda'. */
export function realizedText(gain: number, currency: CurrencyCode = HOME_CURRENCY): string {
  if (gain === 0) return 'sem ganho nem perda';
  return gain > 0 ? `ganho de ${money(gain, currency)}` : `perda de ${money(-gain, currency)}`;
}

/**
 * A trade's line in a holding's operations: '100 × R$ 30,00 + R$ 5,00 de taxas = R$ 3.005,00' (a compra),
 * '50 × R$ 35,00 − R$ 2,50 de taxas = R$ 1.747,50' (a venda), '+100 unidades' (a desdobro), '−50 unidades'.
 */
export function tradeFiguresText(
  trade: Pick<TradeResponse, 'side' | 'quantity' | 'price' | 'fees' | 'amount'>,
  currency: CurrencyCode = HOME_CURRENCY,
) {
  const units = formatQuantity(trade.quantity);
  if (trade.price === null) return trade.side === 'grupamento' ? `−${units} unidades` : `+${units} unidades`;
  const fees =
    trade.fees === 0 ? '' : ` ${trade.side === 'compra' ? '+' : '−'} ${money(trade.fees, currency)} de taxas`;
  return `${units} × ${formatUnitPrice(trade.price, currency)}${fees} = ${money(trade.amount, currency)}`;
}

/**
 * A provento's line: 'R$ 100,00 bruto − R$ 15,00 de IR = R$ 85,00' ('US$ 100,00 bruto − US$ 30,00 retidos no
 * exterior = US$ 70,00' abroad, where the tax is the other country's), or the net alone when nothing was withheld.
 */
export function incomeFiguresText(
  income: Pick<IncomeResponse, 'gross' | 'withheld' | 'net'>,
  currency: CurrencyCode = HOME_CURRENCY,
) {
  if (income.withheld === 0) return money(income.net, currency);
  const tax = currency === HOME_CURRENCY ? 'de IR' : 'retidos no exterior';
  return `${money(income.gross, currency)} bruto − ${money(income.withheld, currency)} ${tax} = ${money(income.net, currency)}`;
}

/** What the confirmation of a trade's deletion says: what goes with it and what is computed again after it. */
export function deleteTradeMessage(trade: Pick<TradeResponse, 'side' | 'sideLabel' | 'date' | 'ticker'>) {
  const article = trade.side === 'compra' || trade.side === 'venda' ? 'a' : 'o';
  const what = `Excluir ${article} ${trade.sideLabel.toLowerCase()} de ${trade.ticker} de ${formatDateBR(trade.date)}?`;
  const after = 'o preço médio e o ganho das vendas seguintes são calculados de novo.';
  return trade.side === 'compra' || trade.side === 'venda'
    ? `${what} Os lançamentos que ela fez nas contas também são apagados, e ${after}`
    : `${what} O${after.slice(1)}`;
}

/** A sale's realized gain in the operations list: '+R$ 120,00', '-R$ 35,50'. */
export const realizedGainShown = (gain: number, currency: CurrencyCode = HOME_CURRENCY): string =>
  signedMoney(gain, currency);

/** What the confirmation of a provento's deletion says: 'Excluir o JCP de R$ 85,00 de ITSA4 pago em 10/11/2026? ...'. */
export function deleteIncomeMessage(
  income: Pick<IncomeResponse, 'kind' | 'net' | 'ticker' | 'date'>,
  currency: CurrencyCode = HOME_CURRENCY,
) {
  const what =
    income.kind === 'jcp' ? 'o JCP' : income.kind === 'dividendo' ? 'os dividendos' : 'os rendimentos';
  const paid = income.kind === 'jcp' ? 'pago' : 'pagos';
  return `Excluir ${what} de ${money(income.net, currency)} de ${income.ticker} ${paid} em ${formatDateBR(income.date)}? A receita que o provento lançou na conta também é apagada.`;
}

/** 'Excluir a cotação de R$ 35,50 de PETR4 de 26/11/2026? ...'. */
export function deletePriceMessage(
  price: Pick<PriceResponse, 'value' | 'date'>,
  ticker: string,
  currency: CurrencyCode = HOME_CURRENCY,
) {
  return `Excluir a cotação de ${formatUnitPrice(price.value, currency)} de ${ticker} de ${formatDateBR(price.date)}? O ativo passa a valer a cotação anterior.`;
}

/** A venda's day-trade part: 'Day trade de 200 unidades: +R$ 200,00 (tributado a 20%, sem isenção)'. */
export function dayTradeText(dayTrade: NonNullable<TradeResponse['dayTrade']>): string {
  return `Day trade de ${formatQuantity(dayTrade.quantity)} ${dayTrade.quantity === '1.00000000' ? 'unidade' : 'unidades'}: ${realizedGainShown(dayTrade.gain)} (tributado a 20%, sem isenção)`;
}
