// The minimum tax on high incomes' preview (common/income-tax-minimum.ts) from the year's figures the page holds.
import type { TaxComeCotasFund } from '../../../common/contract/income-tax';
import type { TaxMinimumTax, TaxResult } from '../../../common/contract/income-tax-result';
import type { VariableIncomeTaxesResponse } from '../../../common/contract/variable-income-taxes';
import { type DividendPaid, dividendWithholdings } from '../../../common/dividend-withholding';
import {
  MINIMUM_TAX_FROM_YEAR,
  MINIMUM_TAX_TEXT,
  type MinimumTaxLine,
  minimumTaxPreview,
} from '../../../common/income-tax-minimum';
import { centsToReais, reaisToCents, sumCents } from '../../../common/money';
import { formatReturnPercent } from '../../../common/percent';
import type { IncomeRow, RedemptionRow } from './investment-income-repository';
import { incomeOf, yieldsOf } from './investment-items';
import type { StatementRow } from './statements-repository';

/** The stock exchange's pools (crypto is a capital gain outside it; fundos are taxed at the source). */
const B3_REGIMES = new Set(['comum', 'daytrade', 'fii']);

export interface MinimumTaxSources {
  year: number;
  result: TaxResult | null;
  taxableCents: number;
  statements: readonly StatementRow[];
  incomes: readonly IncomeRow[];
  dividends: readonly DividendPaid[];
  redemptions: readonly RedemptionRow[];
  variableIncome: VariableIncomeTaxesResponse;
  comeCotas: readonly TaxComeCotasFund[];
}

const line = (label: string, cents: number): MinimumTaxLine[] => (cents === 0 ? [] : [{ label, cents }]);
const inReais = (lines: readonly MinimumTaxLine[]) =>
  lines.map((l) => ({ label: l.label, total: centsToReais(l.cents) }));

/** null before 2026, and for a year without its result (no annual table: no tax due to deduct). */
export function minimumTaxOf(sources: MinimumTaxSources): TaxMinimumTax | null {
  const { result, statements, variableIncome } = sources;
  if (sources.year < MINIMUM_TAX_FROM_YEAR || !result) return null;
  const fromStatements = (pick: (s: StatementRow) => number) => sumCents(statements.map(pick));
  const jcp = incomeOf(sources.incomes, 'jcp');
  let b3Gain = 0;
  let b3Tax = 0;
  for (const month of variableIncome.months)
    for (const regime of month.regimes) {
      if (!B3_REGIMES.has(regime.regime)) continue;
      // The month's taxed gain and the ações' exempt one: both stock-exchange gains, in the base.
      b3Gain += reaisToCents(regime.taxable) + reaisToCents(regime.exemptGain);
      b3Tax += reaisToCents(regime.tax);
    }
  const comeCotas = (pick: (e: TaxComeCotasFund['events'][number]) => number) =>
    sumCents(sources.comeCotas.flatMap((f) => f.events.map((e) => reaisToCents(pick(e)))));
  const better = result.better === 'completo' ? result.complete : result.simplified;

  const incomes = [
    ...line('Rendimentos tributáveis', sources.taxableCents),
    ...line(
      '13º salário e PLR',
      fromStatements((s) => s.thirteenthCents + s.plrCents),
    ),
    ...line('Lucros e dividendos', sumCents(sources.dividends.map((d) => d.grossCents))),
    ...line('Juros sobre capital próprio (bruto)', jcp.net + jcp.withheld),
    ...line('Aplicações financeiras (CDB, Tesouro e outros)', yieldsOf(sources.redemptions).taxedYield),
    ...line('Ganhos em bolsa (ações, ETFs, BDRs, day trade e FIIs)', b3Gain),
    ...line(
      'Rendimentos de fundos (come-cotas)',
      comeCotas((e) => e.gain),
    ),
    ...line(
      'Rendimentos isentos dos informes',
      fromStatements((s) => s.exemptCents),
    ),
  ];
  const deductions = [
    ...line('Imposto devido na declaração', reaisToCents(better.taxDue)),
    ...line(
      'IRRF sobre 13º e PLR',
      fromStatements((s) => s.thirteenthWithheldCents + s.plrWithheldCents),
    ),
    ...line('IR retido sobre JCP', jcp.withheld),
    ...line('Imposto de renda variável (DARFs)', b3Tax),
    ...line(
      'Come-cotas retido',
      comeCotas((e) => e.tax),
    ),
  ];
  const dividendWithheldCents = sumCents(dividendWithholdings(sources.dividends).map((w) => w.withheldCents));
  const preview = minimumTaxPreview({ incomes, deductions, dividendWithheldCents });
  return {
    incomes: inReais(incomes),
    income: centsToReais(preview.incomeCents),
    applies: preview.applies,
    rate: preview.applies ? formatReturnPercent(preview.ratePercent) : null,
    gross: centsToReais(preview.grossCents),
    deductions: inReais(deductions),
    due: centsToReais(preview.dueCents),
    dividendWithheld: centsToReais(preview.dividendWithheldCents),
    balance: centsToReais(preview.balanceCents),
    notes: MINIMUM_TAX_TEXT.notes,
    source: MINIMUM_TAX_TEXT.source,
  };
}
