import type { VariableIncomeTaxesResponse } from './contract/variable-income-taxes';
import { centsToReais, reaisToCents } from './money';

/**
 * The Demonstrativo de Renda Variável as the declaration program asks for it, month by month, from the year's
 * taxes (common/variable-income-taxes.ts): the ficha "Operações comuns / Day-trade" (ações, ETFs and BDRs of the
 * mercado à vista) and the ficha "Fundos de investimento imobiliário". The program is typed with each month's result,
 * the IRRF of the month and, in January, the loss carried from the year before; it works out the rest (base,
 * loss to offset, tax), shown here to check it. The ações' exempt gains (months up to R$ 20.000,00) go to
 * "Rendimentos isentos", not here; crypto goes to Ganhos de capital; fundos are taxed at the source.
 */

type TaxMonthInReais = VariableIncomeTaxesResponse['months'][number];
type Regime = TaxMonthInReais['regimes'][number];

/** One column of a month: the result typed, then what the program works out from it. */
export interface DemonstrativoColumn {
  /** The month's net result: gains less losses, the exempt ações gain left out. */
  result: number;
  /** "Resultado negativo até o mês anterior". */
  lossCarriedIn: number;
  /** "Base de cálculo do imposto". */
  base: number;
  /** "Prejuízo a compensar" after the month. */
  lossCarriedOut: number;
  tax: number;
}

export interface DemonstrativoComunsMonth {
  month: string;
  comum: DemonstrativoColumn;
  daytrade: DemonstrativoColumn;
  /** "IR fonte de Day-Trade no mês": 1% of its positive days. */
  irrfDayTrade: number;
  /** "IR fonte (Lei nº 11.033/2004) no mês": 0,005% of the sales. */
  irrfComum: number;
  /** "Total do imposto devido": both columns'. */
  tax: number;
}

export interface DemonstrativoFiiMonth extends DemonstrativoColumn {
  month: string;
  /** "Imposto retido na fonte (Lei nº 11.033/2004)": 0,005% of the sales and 1% of an FII's day trade. */
  irrf: number;
}

export interface Demonstrativo {
  /** The losses carried from the year before, typed in January's "Resultado negativo até o mês anterior". */
  lossesBefore: { comum: number; daytrade: number; fii: number };
  comuns: DemonstrativoComunsMonth[];
  fii: DemonstrativoFiiMonth[];
}

const EMPTY: DemonstrativoColumn = { result: 0, lossCarriedIn: 0, base: 0, lossCarriedOut: 0, tax: 0 };

function columnOf(regime: Regime | undefined): DemonstrativoColumn {
  if (!regime) return EMPTY;
  return {
    result: centsToReais(reaisToCents(regime.gain) - reaisToCents(regime.exemptGain)),
    lossCarriedIn: regime.lossCarriedIn,
    base: regime.taxable,
    lossCarriedOut: regime.lossCarriedOut,
    tax: regime.tax,
  };
}

const regimeOf = (month: TaxMonthInReais, regime: Regime['regime']) =>
  month.regimes.find((r) => r.regime === regime);

/**
 * Nothing to type: no result (a month of exempt ações gains alone, or one a loss only carries through, which the
 * program carries by itself).
 */
const blank = (c: DemonstrativoColumn) => c.result === 0;

/** The year's two fichas: a month is in a ficha when it has a result or IRRF there. */
export function demonstrativoOf(taxes: VariableIncomeTaxesResponse): Demonstrativo {
  const comuns: DemonstrativoComunsMonth[] = [];
  const fii: DemonstrativoFiiMonth[] = [];
  for (const month of taxes.months) {
    const columns = {
      comum: columnOf(regimeOf(month, 'comum')),
      daytrade: columnOf(regimeOf(month, 'daytrade')),
    };
    if (
      !blank(columns.comum) ||
      !blank(columns.daytrade) ||
      month.irrf.comum > 0 ||
      month.irrf.daytrade > 0
    ) {
      comuns.push({
        month: month.month,
        ...columns,
        irrfDayTrade: month.irrf.daytrade,
        irrfComum: month.irrf.comum,
        tax: centsToReais(reaisToCents(columns.comum.tax) + reaisToCents(columns.daytrade.tax)),
      });
    }
    const fund = columnOf(regimeOf(month, 'fii'));
    if (!blank(fund) || month.irrf.fii > 0) fii.push({ month: month.month, ...fund, irrf: month.irrf.fii });
  }
  // The walk lists every month a loss carries through, so the year's first month holds what came from before.
  const first = taxes.months[0];
  const before = (regime: Regime['regime']) => (first ? (regimeOf(first, regime)?.lossCarriedIn ?? 0) : 0);
  return {
    lossesBefore: { comum: before('comum'), daytrade: before('daytrade'), fii: before('fii') },
    comuns,
    fii,
  };
}

/** The words of the Demonstrativo on the page, the PDF and the spreadsheet: the program's names for its fields. */
export const DEMONSTRATIVO_TEXT = {
  title: 'Demonstrativo de Renda Variável',
  intro:
    'Como a ficha Renda Variável do programa pede, mês a mês: digite o resultado e o IR fonte de cada mês; a base, o prejuízo a compensar e o imposto devido o programa calcula (aqui, para conferir). Ganhos isentos de ações (meses de vendas até R$ 20.000,00) vão para Rendimentos isentos.',
  comuns: 'Operações comuns / Day-trade',
  fii: 'Fundos de investimento imobiliário (FII)',
  comum: 'Operações comuns',
  daytrade: 'Day-trade',
  result: 'Resultado líquido',
  lossCarriedOut: 'Prejuízo a compensar',
  irrfDayTrade: 'IR fonte de day-trade no mês',
  irrfLaw: 'IR fonte (Lei nº 11.033/2004) no mês',
  fiiIrrf: 'Imposto retido na fonte (Lei nº 11.033/2004)',
  tax: 'Imposto devido',
  lossesBefore: (year: number) =>
    `Prejuízo a compensar de ${year - 1} (em janeiro, “Resultado negativo até o mês anterior”)`,
  paid: 'Em “Imposto pago”, informe o DARF 6015 de cada mês (acima); um DARF que pagou as duas fichas é dividido pelo imposto devido de cada uma.',
} as const;
