import { lastBankBusinessDayOfMonth } from './business-days';
import type { VariableIncomeKind } from './variable-income';

/**
 * The monthly income tax of a person's sales of renda variável (mercado à vista, swing trade): the one module that
 * states these Brazilian rules, with their figures and the report's shapes. variable-income-tax-regimes.ts applies
 * them to a month, variable-income-tax-report.ts walks the months (pure: the sales in, the months out). Sources:
 * - Ações: the gain is exempt when the month's sales of ações total at most R$ 20.000,00 (Lei 11.033/2004, art. 3º,
 *   I; IN RFB 1.585/2015, art. 59, I). The exemption is for ações only: ETF (fundos de índice) and BDR sales have
 *   none (IN RFB 1.585/2015, art. 59, § 2º; the Receita's "Perguntas e Respostas IRPF"), nor the FII sales.
 * - Rates on the net gain of the month: 15% in the mercado à vista (Lei 11.033/2004, art. 2º; IN RFB 1.585/2015),
 *   ETFs of ações included (Lei 13.043/2014, art. 2º); 20% on the sale of cotas of fundos imobiliários (Lei
 *   8.668/1993, art. 18, II, as written by Lei 9.779/1999; IN RFB 1.585/2015). The FII exemption of Lei
 *   11.033/2004, art. 3º, III is for the distributed income (rendimentos), not for the sales.
 * - Losses: offset gains of the same kind of operation in the same month or in later months, never earlier ones
 *   (IN RFB 1.585/2015; gov.br, Receita Federal, "Renda variável > Bolsa de valores > Compensações").
 *   Ações, ETFs and BDRs are one kind, the operações comuns of the mercado à vista (the declaration's Demonstrativo
 *   de Renda Variável has one line for them), so their losses offset each other's gains ('comum'); FII losses
 *   offset FII gains only ('fii').
 *   A loss of ações in a month whose ações sales are at most R$ 20.000,00: only the gain is exempt; the Receita's
 *   declaration takes the exempt gain to "Rendimentos isentos" and the month's loss to the Demonstrativo, where it
 *   offsets later taxable gains. We follow that reading: such a loss is carried forward, and an exempt gain uses
 *   none of the loss carried (it never reaches the Demonstrativo). Where an exempt-ações month also has ETF/BDR
 *   sales, the exempt ações gain is left out and the ETF/BDR result alone is computed.
 * - Criptoativos: ganho de capital, not renda variável of the B3. Exempt when the month's sales of all crypto total at
 *   most R$ 35.000,00 (Lei 9.250/1995, art. 22; IN SRF 599/2005; the Receita's Perguntas e Respostas, criptoativos);
 *   otherwise the gain is taxed at the progressive rates of Lei 8.981/1995, art. 21, as written by Lei 13.259/2016:
 *   15% of the part up to R$ 5 million, 17,5% of the part from 5 to 10 million, 20% from 10 to 30 million, 22,5%
 *   above, DARF code 4600. Losses are not compensated (ganho de capital is computed per alienation): the taxed gain
 *   is the sum of the month's gains, each loss counting zero. Simplification: the brackets apply to the month's
 *   total gain (the law adds the gains of parts of the same asset sold until the end of the next year).
 *   Crypto held abroad under Lei 14.754/2023 (annual 15%) is out of scope.
 * - Fundos (kind 'fundo') are taxed at the source, by come-cotas and at the redemption: listed, no DARF.
 * - DARF: code 6015 for the B3 operations (ações, ETFs, BDRs, FIIs), 4600 for crypto; due the last business day of
 *   the month after the sales (renda variável: Lei 8.383/1991, art. 52, § 2º, and gov.br, Receita Federal, "Renda
 *   variável > Bolsa de valores > Cálculo e pagamento do imposto"; ganho de capital: Lei 8.981/1995, art. 21, § 1º),
 *   on the calendar of common/business-days.ts. A DARF under R$ 10,00 is not paid: its tax is added to the same
 *   code's tax of the following months until the total reaches R$ 10,00, and paid on that month's due date (Lei
 *   9.430/1996, art. 68, § 1º). The codes are apart: a 6015 tax under R$ 10,00 never joins a 4600 one.
 * - Day trade (common/trade-replay.ts finds it: a compra and a venda of an asset on one day through one broker):
 *   20% on the month's net result (gov.br, Receita Federal, "Renda variável > Bolsa de valores": day trade 20%, no
 *   exemption, the R$ 20.000,00 of the ações not applying to it), its losses offsetting only day-trade gains (Lei
 *   8.981/1995, art. 72, § 5º), so a pool of its own ('daytrade'); only the rest of a sale counts for the ações'
 *   R$ 20.000,00. An FII's day trade is the FII's month's (the declaration's FII ficha has one result a month, at the
 *   same 20%; FII losses offset only FII gains), its 1% withheld all the same.
 * - IRRF: the broker withholds 1% of each day's positive day-trade result (Lei 9.959/2000, art. 8º; Decreto
 *   9.580/2018, art. 851) and 0,005% of the value of the other B3 sales (Lei 11.033/2004, art. 2º, § 1º), the
 *   0,005% not withheld when it comes to R$ 1,00 or less (§ 2º; the Receita's own example: R$ 0,15 on a R$ 3.000,00
 *   sale is not withheld), summed over the broker's month as the brokers withhold it. Both are deducted from the
 *   month's tax of the B3 operations; what is left is deducted in the next months of the year, and what is left at
 *   its end is claimed in the declaration (Lei 9.959/2000, art. 8º, §§ 4º e 5º). The figures are worked from the
 *   trades: the nota de corretagem has the broker's (VARIABLE_INCOME_TAX_NOTES says so). ETFs are taken as ETFs of
 *   ações (ETFs of renda fixa are taxed at the source).
 * Arithmetic: integer cents; a rate in basis points (1500 = 15%) is applied as base × rate / 10 000 in integers,
 * rounded half up to the cent.
 */

/** One sale: what was received net of fees and its realized gain (negative for a loss). */
export interface VariableIncomeSale {
  /** 'YYYY-MM-DD' */
  date: string;
  kind: VariableIncomeKind;
  proceedsCents: number;
  /**
   * The sale's value before fees (quantity × price): the "valor das alienações" the R$ 20.000,00 and R$ 35.000,00
   * limits compare, as the Receita's own example does. Taken as proceedsCents when absent.
   */
  grossCents?: number;
  gainCents: number;
  /**
   * The part of the sale that closed a day trade (common/trade-replay.ts): its value before fees and its result.
   * The figures above are the whole sale's; the rest of it is an operação comum.
   */
  dayTrade?: { grossCents: number; gainCents: number };
  /** The broker (the investment account) it went through: the IRRF is withheld per broker. */
  brokerId?: number;
}

/**
 * The regimes of the monthly computation: 'comum' (ações, ETFs and BDRs: one pool of losses, the ações' R$ 20.000,00
 * exemption inside it), 'fii', 'cripto' (ganho de capital) and 'fundo' (taxed at the source, listed only).
 */
export const TAX_REGIMES = ['comum', 'fii', 'daytrade', 'cripto', 'fundo'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

export const TAX_REGIME_LABELS: Readonly<Record<TaxRegime, string>> = {
  comum: 'Ações, ETFs e BDRs',
  fii: 'Fundos imobiliários (FIIs)',
  daytrade: 'Day trade',
  cripto: 'Criptoativos',
  fundo: 'Fundos (imposto retido na fonte)',
};

/** The regimes whose losses carry to later months. */
export type LossPool = 'comum' | 'fii' | 'daytrade';
export const LOSS_POOLS: readonly LossPool[] = ['comum', 'fii', 'daytrade'];
export type LossBalances = Record<LossPool, number>;

export type DarfCode = '6015' | '4600';

export const DARF_CODE_LABELS: Readonly<Record<DarfCode, string>> = {
  '6015': 'IRPF – ganhos líquidos em operações em bolsa',
  '4600': 'IRPF – ganho de capital na alienação de bens e direitos',
};

/** What the page states beside the figures: what this computation leaves out. */
export const VARIABLE_INCOME_TAX_NOTES: readonly string[] = [
  'Day trade é a compra e a venda do mesmo ativo no mesmo dia, na mesma conta (corretora): tributado a 20%, sem isenção.',
  'O IRRF da corretora (1% do resultado do day trade; 0,005% das demais vendas, retido quando passa de R$ 1,00 no mês) é calculado pelas operações e descontado do DARF: confira-o nas notas de corretagem.',
  'DARF abaixo de R$ 10,00 não é pago: o imposto soma-se ao do mês seguinte.',
];

/** The largest monthly sales of ações whose gain is exempt, and of crypto. */
export const STOCK_EXEMPTION_LIMIT_CENTS = 2_000_000;
export const CRYPTO_EXEMPTION_LIMIT_CENTS = 3_500_000;
/** The smallest DARF paid. */
export const MIN_DARF_CENTS = 1_000;

export const COMUM_RATE_BP = 1500;
export const FII_RATE_BP = 2000;
export const DAY_TRADE_RATE_BP = 2000;
/** The IRRF on a day's positive day-trade result: 1%. */
export const DAY_TRADE_IRRF_BP = 100;
/** The IRRF on the other B3 sales: 0,005% of their value, as a fraction (5 / 100 000). */
export const SALE_IRRF_PER_100K = 5;
/** The 0,005% of a broker's month is not withheld up to R$ 1,00. */
export const MAX_UNWITHHELD_CENTS = 100;

/** Lei 13.259/2016: each rate applies to the part of the gain up to its limit (cents; the last has none). */
export const CRYPTO_BRACKETS: ReadonlyArray<{ upToCents: number; basisPoints: number }> = [
  { upToCents: 500_000_000, basisPoints: 1500 },
  { upToCents: 1_000_000_000, basisPoints: 1750 },
  { upToCents: 3_000_000_000, basisPoints: 2000 },
  { upToCents: Number.POSITIVE_INFINITY, basisPoints: 2250 },
];

export interface RegimeMonth {
  regime: TaxRegime;
  label: string;
  /** The month's sales (their value before fees when given: see VariableIncomeSale.grossCents). */
  salesCents: number;
  /** The month's result: gains less losses (negative for a net loss). */
  gainCents: number;
  /** The part of the gain left out as exempt (ações of a month up to R$ 20.000,00; crypto up to R$ 35.000,00). */
  exemptGainCents: number;
  /** True when the month's gain is wholly exempt. */
  exempt: boolean;
  /** Why, in Portuguese. */
  reason: string;
  lossCarriedInCents: number;
  lossUsedCents: number;
  lossCarriedOutCents: number;
  taxableCents: number;
  /** '15%', '20%', '15% a 17,5%' (crypto's brackets), 'na fonte' (fundos). */
  rateText: string;
  /** The rate (crypto: the highest bracket reached), in basis points: 1500 is 15%. */
  rateBasisPoints: number;
  taxCents: number;
}

export interface Darf {
  code: DarfCode;
  label: string;
  /** The tax of this month's regimes under this code. */
  taxOfMonthCents: number;
  /** Tax of earlier months that stayed under R$ 10,00. */
  carriedInCents: number;
  /** 6015: the IRRF the brokers withheld in the month (1% of day trade, 0,005% of the other sales). */
  irrfOfMonthCents: number;
  /** 6015: IRRF of earlier months of the year not yet deducted. */
  irrfCarriedInCents: number;
  /** The IRRF deducted from the month's tax. */
  irrfUsedCents: number;
  /** IRRF left for the next months (at the year's end: for the declaration). */
  irrfCarriedOutCents: number;
  /** What is paid: the month's tax less the IRRF, plus what was carried, when it reaches R$ 10,00; 0 otherwise. */
  payCents: number;
  /** What passes to the next month (the total, when under R$ 10,00). */
  carriedOutCents: number;
  /** The last business day of the next month; null when nothing is paid. */
  dueDate: string | null;
}

/** The IRRF of a month as the declaration's fichas take it: day trade's 1%, the 0,005% of comuns and of FIIs. */
export interface IrrfOfFichas {
  comumCents: number;
  daytradeCents: number;
  fiiCents: number;
}

export interface TaxMonth {
  /** 'YYYY-MM' */
  month: string;
  regimes: RegimeMonth[];
  /** One per code with a tax of the month or carried; none in a month without either. */
  darfs: Darf[];
  /** The 6015's IRRF of the month by the declaration's ficha (its sum is the DARF's irrfOfMonthCents). */
  irrf: IrrfOfFichas;
}

export interface TaxYear {
  year: number;
  salesCents: number;
  gainCents: number;
  exemptGainCents: number;
  taxCents: number;
  /** The DARFs to pay for the year's months. */
  darfCents: number;
  /** The IRRF the brokers withheld in the year. */
  irrfCents: number;
  /** The IRRF not deducted from any month's tax: claimed in the declaration. */
  irrfLeftCents: number;
  /** Tax under R$ 10,00 still carried after the year's last month shown. */
  pendingTaxCents: number;
  /** Losses left to offset after the year's last month shown. */
  lossesCarriedOut: LossBalances;
}

export interface VariableIncomeTaxReport {
  months: TaxMonth[];
  years: TaxYear[];
  /** After the last month: the losses left, and the tax under R$ 10,00 not yet paid, per code. */
  lossesCarriedOut: LossBalances;
  pendingTax: Record<DarfCode, number>;
}

export interface VariableIncomeTaxOptions {
  /** Losses from before the first sale (e.g. typed from an earlier declaration), positive cents. */
  lossesCarriedIn?: Partial<LossBalances>;
  /** 'YYYY-MM': walk on to this month after the last sale, showing the months a loss or a small tax carries. */
  through?: string;
}

/** A rate in basis points applied to cents: integers, half up (base × bp / 10 000). */
export function applyRate(baseCents: number, basisPoints: number): number {
  return Number((BigInt(baseCents) * BigInt(basisPoints) + 5000n) / 10000n);
}

/** The crypto tax of a month's taxed gain by the progressive brackets, rounded once; and the highest rate reached. */
export function cryptoTax(gainCents: number): { taxCents: number; topBasisPoints: number } {
  let numerator = 0n;
  let below = 0;
  let topBasisPoints = CRYPTO_BRACKETS[0]!.basisPoints;
  for (const { upToCents, basisPoints } of CRYPTO_BRACKETS) {
    if (gainCents <= below) break;
    const part = Math.min(gainCents, upToCents) - below;
    numerator += BigInt(part) * BigInt(basisPoints);
    topBasisPoints = basisPoints;
    below = upToCents;
  }
  return { taxCents: Number((numerator + 5000n) / 10000n), topBasisPoints };
}

/** '15%', '17,5%', '22,5%'. */
export function rateText(basisPoints: number): string {
  return `${String(basisPoints / 100).replace('.', ',')}%`;
}

/** A DARF's due date for a month's operations: the last business day of the month after. */
export function darfDueDate(month: string): string {
  return lastBankBusinessDayOfMonth(monthFromIndex(monthIndex(month) + 1));
}

/** A 'YYYY-MM' month as a count of months, and back: what the walk and the DARF's due date step by. */
export const monthIndex = (month: string): number =>
  Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
export const monthFromIndex = (index: number): string =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
