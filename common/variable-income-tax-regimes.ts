import { isIsoDate } from './dates';
import { DAY_TRADE_KINDS, VARIABLE_INCOME_KINDS, type VariableIncomeKind } from './variable-income';
import {
  applyRate,
  COMUM_RATE_BP,
  CRYPTO_BRACKETS,
  CRYPTO_EXEMPTION_LIMIT_CENTS,
  cryptoTax,
  DAY_TRADE_IRRF_BP,
  DAY_TRADE_RATE_BP,
  FII_RATE_BP,
  type IrrfOfFichas,
  MAX_UNWITHHELD_CENTS,
  type RegimeMonth,
  rateText,
  SALE_IRRF_PER_100K,
  STOCK_EXEMPTION_LIMIT_CENTS,
  TAX_REGIME_LABELS,
  type VariableIncomeSale,
} from './variable-income-taxes';

/**
 * One month of each regime of common/variable-income-taxes.ts: the sales summed by month and kind (their day-trade
 * parts apart), then the comum's month (the ações' exemption inside it), the FIIs', the day trade's, crypto's and
 * the fundos', each against the losses it carries; and the IRRF the brokers withheld.
 */

const KINDS: ReadonlySet<string> = new Set<string>(VARIABLE_INCOME_KINDS);

export interface MonthSums {
  /** The operações comuns (a sale less its day-trade part), by kind. */
  sales: Record<VariableIncomeKind, number>;
  gain: Record<VariableIncomeKind, number>;
  /** Crypto: the sum of the gains only (a loss counts zero: no compensation). */
  cryptoGains: number;
  /** How many sales: a sale may bring nothing (a worthless holding) and still count. */
  count: Record<VariableIncomeKind, number>;
  /** The day-trade parts of the sales: their value, their result and how many. */
  dayTrade: { sales: number; gain: number; count: number };
  /** The day-trade result per broker and day ('broker|date'): the 1% is withheld on each positive one. */
  dayTradeByBrokerDay: Map<string, number>;
  /** The same for FIIs, whose day trades are the FII ficha's (their 1% too). */
  fiiDayTradeByBrokerDay: Map<string, number>;
  /** The B3's operações comuns per broker: the 0,005% is withheld on their value. */
  b3SalesByBroker: Map<number, number>;
  /** The FIIs' part of b3SalesByBroker: their share of the 0,005% is the FII ficha's. */
  fiiSalesByBroker: Map<number, number>;
}

const zeroByKind = (): Record<VariableIncomeKind, number> => ({
  acao: 0,
  fii: 0,
  etf: 0,
  bdr: 0,
  fundo: 0,
  cripto: 0,
});

function checkSale(sale: VariableIncomeSale): void {
  if (!isIsoDate(sale.date)) throw new RangeError(`Not a date: ${sale.date}`);
  if (!KINDS.has(sale.kind)) throw new RangeError(`Not a kind: ${sale.kind}`);
  if (!Number.isSafeInteger(sale.proceedsCents) || sale.proceedsCents < 0) {
    throw new RangeError(`Not proceeds in cents: ${sale.proceedsCents}`);
  }
  if (sale.grossCents !== undefined && (!Number.isSafeInteger(sale.grossCents) || sale.grossCents < 0)) {
    throw new RangeError(`Not a sale value in cents: ${sale.grossCents}`);
  }
  const dayTrade = sale.dayTrade;
  if (
    dayTrade &&
    (!DAY_TRADE_KINDS.includes(sale.kind) ||
      !Number.isSafeInteger(dayTrade.grossCents) ||
      dayTrade.grossCents < 0 ||
      !Number.isSafeInteger(dayTrade.gainCents))
  ) {
    throw new RangeError(`Not a day trade of the B3: ${JSON.stringify(dayTrade)}`);
  }
  if (!Number.isSafeInteger(sale.gainCents)) throw new RangeError(`Not a gain in cents: ${sale.gainCents}`);
}

/** The sales summed by month and kind: sums, so the order of the sales within a month does not matter. */
export function sumByMonth(sales: readonly VariableIncomeSale[]): Map<string, MonthSums> {
  const months = new Map<string, MonthSums>();
  for (const sale of sales) {
    checkSale(sale);
    const key = sale.date.slice(0, 7);
    let sums = months.get(key);
    if (!sums) {
      sums = {
        sales: zeroByKind(),
        gain: zeroByKind(),
        cryptoGains: 0,
        count: zeroByKind(),
        dayTrade: { sales: 0, gain: 0, count: 0 },
        dayTradeByBrokerDay: new Map(),
        fiiDayTradeByBrokerDay: new Map(),
        b3SalesByBroker: new Map(),
        fiiSalesByBroker: new Map(),
      };
      months.set(key, sums);
    }
    const gross = sale.grossCents ?? sale.proceedsCents;
    const dayTrade = sale.dayTrade ?? { grossCents: 0, gainCents: 0 };
    const broker = sale.brokerId ?? 0;
    const fii = sale.kind === 'fii';
    if (sale.dayTrade) {
      const brokerDays = fii ? sums.fiiDayTradeByBrokerDay : sums.dayTradeByBrokerDay;
      const brokerDay = `${broker}|${sale.date}`;
      brokerDays.set(brokerDay, (brokerDays.get(brokerDay) ?? 0) + dayTrade.gainCents);
      if (!fii) {
        sums.dayTrade.sales += dayTrade.grossCents;
        sums.dayTrade.gain += dayTrade.gainCents;
        sums.dayTrade.count += 1;
      }
    }
    if (DAY_TRADE_KINDS.includes(sale.kind) && gross > dayTrade.grossCents) {
      const comum = gross - dayTrade.grossCents;
      sums.b3SalesByBroker.set(broker, (sums.b3SalesByBroker.get(broker) ?? 0) + comum);
      if (fii) sums.fiiSalesByBroker.set(broker, (sums.fiiSalesByBroker.get(broker) ?? 0) + comum);
    }
    // An FII's day trade stays in the FII's month (one result at 20%, FII losses against FII gains); another sale
    // wholly day-traded has no operação comum left.
    if (fii) {
      sums.sales.fii += gross;
      sums.gain.fii += sale.gainCents;
      sums.count.fii += 1;
      continue;
    }
    if (sale.dayTrade && dayTrade.grossCents >= gross) continue;
    sums.sales[sale.kind] += gross - dayTrade.grossCents;
    sums.gain[sale.kind] += sale.gainCents - dayTrade.gainCents;
    sums.count[sale.kind] += 1;
    if (sale.kind === 'cripto' && sale.gainCents > 0) sums.cryptoGains += sale.gainCents;
  }
  return months;
}

const dayTradeIrrf = (results: ReadonlyMap<string, number>) => {
  let total = 0;
  for (const result of results.values()) if (result > 0) total += applyRate(result, DAY_TRADE_IRRF_BP);
  return total;
};

/**
 * What the brokers withheld in the month, by the declaration's ficha: 1% of each positive day-trade day, 0,005% of a
 * broker's month over R$ 1,00 — that one withheld on the broker's whole month, its FIIs' share (by their part of the
 * sales, rounded half up) the FII ficha's.
 */
export function irrfOfFichas(sums: MonthSums | undefined): IrrfOfFichas {
  const irrf: IrrfOfFichas = { comumCents: 0, daytradeCents: 0, fiiCents: 0 };
  if (!sums) return irrf;
  irrf.daytradeCents = dayTradeIrrf(sums.dayTradeByBrokerDay);
  irrf.fiiCents = dayTradeIrrf(sums.fiiDayTradeByBrokerDay);
  for (const [broker, value] of sums.b3SalesByBroker) {
    const withheld = Number((BigInt(value) * BigInt(SALE_IRRF_PER_100K) + 50_000n) / 100_000n);
    if (withheld <= MAX_UNWITHHELD_CENTS) continue;
    const fiiSales = sums.fiiSalesByBroker.get(broker) ?? 0;
    const fiiShare = Number(
      (2n * BigInt(withheld) * BigInt(fiiSales) + BigInt(value)) / (2n * BigInt(value)),
    );
    irrf.fiiCents += fiiShare;
    irrf.comumCents += withheld - fiiShare;
  }
  return irrf;
}

/** A month's result against the losses carried: what is used, what is left and what is taxed. */
function offsetLosses(resultCents: number, lossInCents: number) {
  if (resultCents <= 0) {
    return { used: 0, taxable: 0, lossOut: lossInCents - resultCents };
  }
  const used = Math.min(lossInCents, resultCents);
  return { used, taxable: resultCents - used, lossOut: lossInCents - used };
}

function resultSentence(result: number, used: number, taxable: number, rate: string, lossOf: string): string {
  if (result < 0) return `Prejuízo no mês: compensa ganhos futuros de ${lossOf}.`;
  if (result === 0) return '';
  if (taxable === 0) return 'Ganho coberto pelo prejuízo de meses anteriores.';
  if (used > 0) return `Ganho tributado a ${rate}, depois de compensar prejuízo de meses anteriores.`;
  return `Ganho tributado a ${rate}.`;
}

export function comumMonth(sums: MonthSums | undefined, lossIn: number): RegimeMonth {
  const stockSales = sums?.sales.acao ?? 0;
  const stockGain = sums?.gain.acao ?? 0;
  const otherSales = (sums?.sales.etf ?? 0) + (sums?.sales.bdr ?? 0);
  const otherGain = (sums?.gain.etf ?? 0) + (sums?.gain.bdr ?? 0);
  const stockSold = (sums?.count.acao ?? 0) > 0;
  const otherSold = (sums?.count.etf ?? 0) + (sums?.count.bdr ?? 0) > 0;
  const stockExemptMonth = stockSold && stockSales <= STOCK_EXEMPTION_LIMIT_CENTS;
  // Only a gain is exempt; a loss of an exempt month is carried like any other (see variable-income-taxes.ts's
  // comment).
  const exemptGain = stockExemptMonth && stockGain > 0 ? stockGain : 0;
  const result = stockGain + otherGain - exemptGain;
  const { used, taxable, lossOut } = offsetLosses(result, lossIn);
  const rate = rateText(COMUM_RATE_BP);

  const sentences: string[] = [];
  if (!stockSold && !otherSold) sentences.push('Sem vendas no mês: o prejuízo a compensar continua.');
  if (stockExemptMonth && stockGain > 0) {
    sentences.push(
      otherSold
        ? 'Vendas de ações no mês até R$ 20.000,00: ganho das ações isento.'
        : 'Vendas de ações no mês até R$ 20.000,00: ganho isento.',
    );
  } else if (stockExemptMonth && stockGain < 0) {
    sentences.push('Vendas de ações no mês até R$ 20.000,00: só o ganho seria isento; o prejuízo conta.');
  } else if (stockSales > STOCK_EXEMPTION_LIMIT_CENTS) {
    sentences.push('Vendas de ações no mês acima de R$ 20.000,00: sem isenção.');
  }
  if (otherSold) sentences.push('ETFs e BDRs não têm isenção.');
  const closing = resultSentence(result, used, taxable, rate, 'ações, ETFs e BDRs');
  if (closing) sentences.push(closing);

  return {
    regime: 'comum',
    label: TAX_REGIME_LABELS.comum,
    salesCents: stockSales + otherSales,
    gainCents: stockGain + otherGain,
    exemptGainCents: exemptGain,
    exempt: exemptGain > 0 && !otherSold,
    reason: sentences.join(' '),
    lossCarriedInCents: lossIn,
    lossUsedCents: used,
    lossCarriedOutCents: lossOut,
    taxableCents: taxable,
    rateText: rate,
    rateBasisPoints: COMUM_RATE_BP,
    taxCents: applyRate(taxable, COMUM_RATE_BP),
  };
}

/** A regime taxed on its month's result against its own losses, without exemption: the FIIs' and day trade's. */
function poolMonth(
  regime: 'fii' | 'daytrade',
  month: { sold: boolean; salesCents: number; resultCents: number },
  lossIn: number,
  rateBasisPoints: number,
  words: { noSales: string; noExemption: string; lossOf: string },
): RegimeMonth {
  const { used, taxable, lossOut } = offsetLosses(month.resultCents, lossIn);
  const rate = rateText(rateBasisPoints);
  const sentences = [month.sold ? words.noExemption : words.noSales];
  const closing = resultSentence(month.resultCents, used, taxable, rate, words.lossOf);
  if (closing) sentences.push(closing);
  return {
    regime,
    label: TAX_REGIME_LABELS[regime],
    salesCents: month.salesCents,
    gainCents: month.resultCents,
    exemptGainCents: 0,
    exempt: false,
    reason: sentences.join(' '),
    lossCarriedInCents: lossIn,
    lossUsedCents: used,
    lossCarriedOutCents: lossOut,
    taxableCents: taxable,
    rateText: rate,
    rateBasisPoints,
    taxCents: applyRate(taxable, rateBasisPoints),
  };
}

export const dayTradeMonth = (sums: MonthSums | undefined, lossIn: number): RegimeMonth =>
  poolMonth(
    'daytrade',
    {
      sold: (sums?.dayTrade.count ?? 0) > 0,
      salesCents: sums?.dayTrade.sales ?? 0,
      resultCents: sums?.dayTrade.gain ?? 0,
    },
    lossIn,
    DAY_TRADE_RATE_BP,
    {
      noSales: 'Sem day trade no mês: o prejuízo a compensar continua.',
      noExemption: 'Day trade não tem isenção.',
      lossOf: 'day trade',
    },
  );

export const fiiMonth = (sums: MonthSums | undefined, lossIn: number): RegimeMonth =>
  poolMonth(
    'fii',
    { sold: (sums?.count.fii ?? 0) > 0, salesCents: sums?.sales.fii ?? 0, resultCents: sums?.gain.fii ?? 0 },
    lossIn,
    FII_RATE_BP,
    {
      noSales: 'Sem vendas no mês: o prejuízo a compensar continua.',
      noExemption: 'FIIs não têm isenção.',
      lossOf: 'FIIs',
    },
  );

export function cryptoMonth(sums: MonthSums): RegimeMonth {
  const sales = sums.sales.cripto;
  const exempt = sales <= CRYPTO_EXEMPTION_LIMIT_CENTS;
  const taxable = exempt ? 0 : sums.cryptoGains;
  const { taxCents, topBasisPoints } = cryptoTax(taxable);
  const first = CRYPTO_BRACKETS[0]!.basisPoints;
  let reason: string;
  if (exempt) reason = 'Vendas de criptoativos no mês até R$ 35.000,00: ganho isento.';
  else if (taxable === 0) reason = 'Vendas de criptoativos no mês acima de R$ 35.000,00, sem ganho.';
  else reason = 'Vendas de criptoativos no mês acima de R$ 35.000,00: ganho de capital tributado.';
  if (sums.gain.cripto < sums.cryptoGains && !exempt) {
    reason += ' Perdas com criptoativos não são compensadas.';
  }
  return {
    regime: 'cripto',
    label: TAX_REGIME_LABELS.cripto,
    salesCents: sales,
    gainCents: sums.gain.cripto,
    exemptGainCents: exempt ? sums.cryptoGains : 0,
    exempt: exempt && sums.cryptoGains > 0,
    reason,
    lossCarriedInCents: 0,
    lossUsedCents: 0,
    lossCarriedOutCents: 0,
    taxableCents: taxable,
    rateText: topBasisPoints === first ? rateText(first) : `${rateText(first)} a ${rateText(topBasisPoints)}`,
    rateBasisPoints: topBasisPoints,
    taxCents,
  };
}

export function fundMonth(sums: MonthSums): RegimeMonth {
  return {
    regime: 'fundo',
    label: TAX_REGIME_LABELS.fundo,
    salesCents: sums.sales.fundo,
    gainCents: sums.gain.fundo,
    exemptGainCents: 0,
    exempt: false,
    reason: 'Fundos têm o imposto retido na fonte (come-cotas e resgate): não há DARF.',
    lossCarriedInCents: 0,
    lossUsedCents: 0,
    lossCarriedOutCents: 0,
    taxableCents: 0,
    rateText: 'na fonte',
    rateBasisPoints: 0,
    taxCents: 0,
  };
}
