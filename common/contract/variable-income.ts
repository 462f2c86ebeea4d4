import type { FundClass } from '../come-cotas';
import { formatDateBR } from '../dates';
import {
  DECIMAL_PLACES,
  decimalText,
  readDecimal,
  SCALE,
  TRADE_SIDES,
  type TradeSide,
  VARIABLE_INCOME_KINDS,
  type VariableIncomeKind,
} from '../variable-income';
import { z } from './shared';

/**
 * Renda variável: ações, FIIs, ETFs, BDRs, fundos and cripto held in an investment account, as holdings with a
 * quantity and an average cost (common/variable-income.ts does the exact arithmetic), trades (compra, venda,
 * desdobro, grupamento), prices by date and incomes (dividendos, JCP, rendimentos).
 *
 * Quantities and prices are decimals of up to 8 places. Requests take them as numbers or as text with a comma or a
 * dot ('0,5', '32.15'); answers give them as text with a dot and 8 decimals ('100.00000000'), never as a float.
 * Money (fees, amounts, costs, gains) is reais as everywhere else. The requests' bodies are in
 * variable-income-requests.ts, the tax on the sales in variable-income-taxes.ts.
 */

export { VARIABLE_INCOME_KINDS, type VariableIncomeKind };

/**
 * One holding's kind, singular: its badge ('PETR4 · Ação'), the kind a form asks of a new ticker. The kinds as a
 * group are told in sentences of their own ('Ações, FIIs, ETFs, BDRs, fundos e cripto').
 */
export const VARIABLE_INCOME_KIND_LABELS: Record<VariableIncomeKind, string> = {
  acao: 'Ação',
  fii: 'FII',
  etf: 'ETF',
  bdr: 'BDR',
  fundo: 'Fundo',
  cripto: 'Cripto',
};

/** B3 trades these in whole units (the fractional market too: one share at a time); fundos and cripto in fractions. */
export const WHOLE_UNIT_KINDS: readonly VariableIncomeKind[] = ['acao', 'fii', 'etf', 'bdr'];

export { TRADE_SIDES, type TradeSide };
export const TRADE_SIDE_LABELS: Record<TradeSide, string> = {
  compra: 'Compra',
  venda: 'Venda',
  desdobro: 'Desdobramento',
  grupamento: 'Grupamento',
};

export const INCOME_KINDS = ['dividendo', 'jcp', 'rendimento'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];
export const INCOME_KIND_LABELS: Record<IncomeKind, string> = {
  dividendo: 'Dividendos',
  jcp: 'JCP',
  rendimento: 'Rendimentos',
};

/**
 * The income tax withheld on juros sobre capital próprio, % of the gross (Lei 9.249/1995, art. 9, § 2º): what a
 * form may suggest as the withheld amount of a JCP. Dividends and FII rendimentos are exempt for a person.
 */
export const JCP_WITHHOLDING_PERCENT = 15;

/** Counts a person controls (each has a limit). */
export const MAX_HOLDINGS_PER_BOOK = 300;
export const MAX_TRADES_PER_BOOK = 20_000;
export const MAX_PRICES_PER_BOOK = 200_000;
export const MAX_INCOMES_PER_BOOK = 20_000;
/** The most units one trade moves, and the highest price per unit (reais). */
export const MAX_QUANTITY = 1_000_000_000;
export const MAX_PRICE = 100_000_000;
export const TICKER_MAX_LENGTH = 20;
export const HOLDING_NAME_MAX_LENGTH = 80;
/** A page of prices (GET /variable-income/prices), and its default. */
export const MAX_PRICES_PAGE = 200;
export const PRICES_PAGE = 50;

/** '1.234,5' (pt-BR, the decimals a quantity has, none for whole units): how a message shows a quantity. */
export function formatQuantityBR(scaled: bigint): string {
  const [whole = '0', fraction = ''] = decimalText(scaled).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${grouped},${decimals}` : grouped;
}

/** A price or a fund's cota as money is read, two decimals at least ('1,20', '1,23456789'). */
export function formatPriceBR(scaled: bigint): string {
  const [whole, decimals = ''] = formatQuantityBR(scaled).split(',');
  return `${whole},${decimals.padEnd(2, '0')}`;
}

export const VARIABLE_INCOME_MESSAGES = {
  accountMissing: 'Selecione a conta de investimentos',
  accountNotInvestment: 'Escolha uma conta do tipo Investimentos para guardar o ativo',
  cashIsCard:
    'O dinheiro de uma operação sai de uma conta com dinheiro (ou vai para ela), não de um cartão de crédito',
  cashSameAccount:
    'A conta do dinheiro deve ser outra que a conta de investimentos: deixe em branco se o dinheiro fica nela',
  /** A trade's or income's money in an account of another currency than the holding's (a transfer converts). */
  cashOtherCurrency: (currency: string) =>
    `A conta do dinheiro deve ser em ${currency}, como a conta de investimentos: para trocar de moeda, faça antes uma transferência entre as contas`,
  /** FIIs and BDRs are traded at the B3, in reais: an account in another currency holds neither. */
  kindNotAbroad:
    'FIIs e BDRs são negociados na B3, em reais: use uma conta de investimentos em reais (um REIT no exterior é uma ação)',
  ticker: 'Informe o código do ativo (ex.: PETR4)',
  tickerTooLong: `O código deve ter no máximo ${TICKER_MAX_LENGTH} caracteres`,
  tickerChars: 'Use só letras, números, ponto ou hífen no código do ativo',
  nameTooLong: `O nome deve ter no máximo ${HOLDING_NAME_MAX_LENGTH} caracteres`,
  kind: 'Tipo de ativo inválido: use ação, FII, ETF, BDR, fundo ou cripto',
  fundClass: 'Classe tributária inválida: use longo_prazo, curto_prazo ou acoes',
  fundClassNotFund: 'A classe tributária (come-cotas) só se informa para fundos.',
  kindMissing: (ticker: string) => `${ticker} é novo nesta conta: informe o tipo do ativo`,
  side: 'Tipo de operação inválido: use compra, venda, desdobramento ou grupamento',
  quantityMissing: 'Informe a quantidade',
  quantityInvalid: 'Informe a quantidade em números (ex.: 100 ou 0,5)',
  quantityDecimals: `Use no máximo ${DECIMAL_PLACES} casas decimais na quantidade`,
  quantityPositive: 'A quantidade deve ser maior que zero',
  quantityTooLarge: `A quantidade deve ser de no máximo ${MAX_QUANTITY.toLocaleString('pt-BR')} unidades`,
  quantityWhole: 'Ações, FIIs, ETFs e BDRs são negociados em unidades inteiras',
  priceMissing: 'Informe o preço por unidade',
  priceInvalid: 'Informe o preço em números (ex.: 32,15)',
  priceDecimals: `Use no máximo ${DECIMAL_PLACES} casas decimais no preço`,
  pricePositive: 'O preço deve ser maior que zero',
  priceNegative: 'O preço não pode ser negativo',
  priceTooLarge: `O preço deve ser de no máximo R$ ${MAX_PRICE.toLocaleString('pt-BR')},00 por unidade`,
  feesNegative: 'As taxas não podem ser negativas',
  feesAboveSale: 'As taxas não podem passar do valor da venda',
  amountTooLarge: 'O valor da operação deve ser menor que R$ 1 trilhão',
  tradeFuture: 'A data da operação não pode estar no futuro',
  /** A venda (or grupamento) of more units than were held on its date. */
  oversold: (held: bigint, ticker: string, date: string) =>
    `Você tinha ${formatQuantityBR(held)} unidades de ${ticker} em ${formatDateBR(date)}`,
  /** A trade entered or deleted before a later venda (or grupamento) that would then take more than was held. */
  laterOversold: (side: TradeSide, ticker: string, date: string, held: bigint) =>
    `${side === 'grupamento' ? 'O grupamento' : 'A venda'} de ${ticker} em ${formatDateBR(date)} passaria das ${formatQuantityBR(held)} unidades que você teria então: corrija ou apague ${side === 'grupamento' ? 'esse grupamento' : 'essa venda'} antes`,
  tooManyHoldings: `Um livro pode ter até ${MAX_HOLDINGS_PER_BOOK} ativos de renda variável`,
  tooManyTrades: `Um livro pode ter até ${MAX_TRADES_PER_BOOK.toLocaleString('pt-BR')} operações de renda variável`,
  tooManyPrices: `Um livro pode ter até ${MAX_PRICES_PER_BOOK.toLocaleString('pt-BR')} cotações: apague as antigas para incluir outras`,
  tooManyIncomes: `Um livro pode ter até ${MAX_INCOMES_PER_BOOK.toLocaleString('pt-BR')} proventos`,
  holdingNotFound: 'Ativo não encontrado',
  tradeNotFound: 'Operação não encontrada',
  priceNotFound: 'Cotação não encontrada',
  incomeNotFound: 'Provento não encontrado',
  holdingHasTrades: 'Apague as operações deste ativo antes',
  priceFuture: 'A data da cotação não pode estar no futuro',
  incomeKind: 'Tipo de provento inválido: use dividendos, JCP ou rendimentos',
  incomeAmountMissing: 'Informe o valor bruto do provento',
  withheldNegative: 'O IR retido não pode ser negativo',
  withheldAboveGross: 'O IR retido deve ser menor que o valor bruto',
  incomeFuture: 'A data do pagamento não pode estar no futuro',
  incomeAccountIsCard: 'O provento entra numa conta com dinheiro, não num cartão de crédito',
  limit: `O limite deve ser de 1 a ${MAX_PRICES_PAGE}`,
} as const;
const M = VARIABLE_INCOME_MESSAGES;

interface DecimalWords {
  missing: string;
  invalid: string;
  decimals: string;
  notPositive: string;
  tooLarge: string;
}

/**
 * A quantity or a price read exactly (common/variable-income.ts readDecimal) into its text with 8 decimals, the
 * form every request's output and every answer carries. Zero passes only with `zero` (a trade's price).
 */
function decimalField(words: DecimalWords, max: number, example: string, zero = false) {
  const maxScaled = BigInt(max) * SCALE;
  return z
    .unknown()
    .meta({ examples: [example] })
    .transform((input, ctx): string => {
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (input === undefined || input === null || (typeof input === 'string' && input.trim() === ''))
        return fail(words.missing);
      const reading = readDecimal(input);
      if (!reading.ok) return fail(reading.problem === 'decimals' ? words.decimals : words.invalid);
      if (reading.scaled < 0n || (reading.scaled === 0n && !zero)) return fail(words.notPositive);
      if (reading.scaled > maxScaled) return fail(words.tooLarge);
      return decimalText(reading.scaled);
    });
}

export const quantitySchema = decimalField(
  {
    missing: M.quantityMissing,
    invalid: M.quantityInvalid,
    decimals: M.quantityDecimals,
    notPositive: M.quantityPositive,
    tooLarge: M.quantityTooLarge,
  },
  MAX_QUANTITY,
  '10',
);

const priceWords = {
  missing: M.priceMissing,
  invalid: M.priceInvalid,
  decimals: M.priceDecimals,
  tooLarge: M.priceTooLarge,
};
/** A trade's price: may be zero (units received at no cost). */
export const tradePriceSchema = decimalField(
  { ...priceWords, notPositive: M.priceNegative },
  MAX_PRICE,
  '12,34',
  true,
);
/** A quotation: above zero. */
export const quotePriceSchema = decimalField(
  { ...priceWords, notPositive: M.pricePositive },
  MAX_PRICE,
  '12,34',
);

export const tickerSchema = z
  .string({ error: M.ticker })
  .trim()
  .toUpperCase()
  .min(1, { error: M.ticker })
  .max(TICKER_MAX_LENGTH, { error: M.tickerTooLong })
  .regex(/^[A-Z0-9][A-Z0-9.-]*$/, { error: M.tickerChars });

/** A price as answered: its day and reais per unit ('32.15000000'). */
export interface PricePoint {
  date: string;
  value: string;
}

export interface HoldingResponse {
  id: number;
  accountId: number;
  accountName: string;
  /** ISO 4217: the account's currency, which every money figure of the holding is in ('BRL' at the B3). */
  currency: string;
  ticker: string;
  name: string | null;
  kind: VariableIncomeKind;
  kindLabel: string;
  /** A fundo's tax class, its come-cotas (common/come-cotas.ts); null when not said, or not a fundo. */
  fundClass: FundClass | null;
  /** Units held now ('100.00000000'). */
  quantity: string;
  /** Average cost per unit, fees included (Receita's rule), reais with 8 decimals; null when nothing is held. */
  averagePrice: string | null;
  /** What the units held cost (reais). */
  cost: number;
  /** The latest price on or before today; null without one. */
  price: PricePoint | null;
  /** quantity × price (reais); 0 when nothing is held; null when units are held and there is no price. */
  value: number | null;
  /** value − cost; null with value. */
  unrealizedGain: number | null;
  /** Incomes received, net of the tax withheld, all time (reais). */
  incomes: number;
  /** The sales' realized gains less their losses, all time (reais). */
  realizedGain: number;
  /** How many trades it has. */
  trades: number;
}

export interface VariableIncomeTotals {
  /** What every holding's units cost: the sum of the costs the holdings show ("Custo"). */
  cost: number;
  /**
   * What they are worth: the holdings whose value is known (a price, or nothing held) at it, those without a price
   * at their cost, as Patrimônio counts them.
   */
  value: number;
  /** Over the holdings whose value is known, measured against pricedCost. */
  unrealizedGain: number;
  /** The cost of the holdings whose value is known. */
  pricedCost: number;
  /** Over every holding. */
  incomes: number;
  realizedGain: number;
  /** Holdings with units but no price ("sem cotação"): at their cost in value, left out of unrealizedGain. */
  unpriced: number;
}

/**
 * The portfolio's money-weighted return (XIRR, common/xirr.ts): the compras' money in, the vendas' and the incomes'
 * money out, and today's value of what is held, from the first trade to today.
 */
export interface VariableIncomeReturn {
  from: string;
  to: string;
  /** % a.a. (two decimals); null under a year (common/xirr.ts: never annualized), with no day or no rate. */
  annual: number | null;
  /** The rate over the period, (1 + xirr)^(days/365) − 1, % (two decimals); null with no day or no rate. */
  period: number | null;
}

/** GET /variable-income: the book's holdings, by account name, then ticker. */
export interface VariableIncomeResponse {
  holdings: HoldingResponse[];
  totals: VariableIncomeTotals;
  /** Null without trades, or while a holding with units has no price (its value today is not known). */
  returns: VariableIncomeReturn | null;
  /**
   * Holdings in accounts of another currency: each shows its figures in that currency, and the totals and the
   * return (in reais) leave them out, as the page says; Patrimônio counts them in reais at the day's rate.
   */
  otherCurrencies: number;
}

export interface TradeResponse {
  id: number;
  holdingId: number;
  accountId: number;
  ticker: string;
  side: TradeSide;
  sideLabel: string;
  date: string;
  quantity: string;
  /** Reais per unit; null for a desdobro or grupamento. */
  price: string | null;
  fees: number;
  /** Paid (compra, fees included) or received (venda, fees taken out), reais; 0 for a desdobro or grupamento. */
  amount: number;
  cashAccountId: number | null;
  /** A venda's gain (negative: a loss), reais; null for the other sides. */
  realizedGain: number | null;
  /** The part of a venda that closed a day trade (a compra of the same day): its units and result; null when none. */
  dayTrade: { quantity: string; gain: number } | null;
}

export interface PriceResponse extends PricePoint {
  id: number;
  holdingId: number;
}

export interface PricesPage {
  items: PriceResponse[];
  /** The cursor of the next (older) page; null on the last one. */
  nextCursor: string | null;
}

export interface IncomeResponse {
  id: number;
  holdingId: number;
  ticker: string;
  kind: IncomeKind;
  kindLabel: string;
  date: string;
  gross: number;
  withheld: number;
  net: number;
  /** The account the net amount landed in (its ledger row's); null when that row was deleted since. */
  accountId: number | null;
}
