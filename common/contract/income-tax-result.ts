/**
 * GET /income-tax's `result`: the Declaração de Ajuste Anual by both models and what is left to pay or to be
 * refunded (common/income-tax-result.ts works it), with where each input came from. Reais.
 */

export interface TaxResultModel {
  /** The legal deductions (completo) or the simplified discount. */
  deductions: number;
  base: number;
  /** The annual table's tax on the base, before the reduction and incentive donations. */
  taxByTable: number;
  /** Lei 15.270/2025's reduction (from 2026). */
  reduction: number;
  /** Incentive donations deducted (completo only, up to 6% of the tax). */
  incentive: number;
  /** Imposto devido. */
  taxDue: number;
  /** IRRF and Carnê-Leão paid. */
  paid: number;
  /** taxDue − paid: above zero "a pagar", below "a restituir". */
  balance: number;
}

export interface TaxResultInputs {
  /** Rendimentos tributáveis from the informes. */
  taxableFromStatements: number;
  /** The year's rows of taxable income (tributável PJ) of sources without an informe. */
  taxableFromRows: number;
  /** Rendimentos recebidos de pessoa física e do exterior (Carnê-Leão). */
  carneLeaoIncome: number;
  /** The informes' contribuição previdenciária oficial. */
  officialPension: number;
  /** The informes' IRRF on taxable income (the 13º's and PLR's are exclusive, apart). */
  withheld: number;
  /** The Carnê-Leão paid in the year: typed, or the page's DARFs as worked. */
  carneLeaoPaid: number;
  carneLeaoPaidTyped: boolean;
  dependents: number;
  /** PGBL deducts only for whom contributes to an official regime: an informe with INSS says so. */
  contributesToOfficialPension: boolean;
}

export interface TaxResult {
  /** Rendimentos tributáveis, both models': the informes', the rows of sources without one, the Carnê-Leão's. */
  taxable: number;
  complete: TaxResultModel & {
    parts: {
      officialPension: number;
      dependents: number;
      instruction: number;
      health: number;
      privatePension: number;
      alimony: number;
    };
  };
  simplified: TaxResultModel;
  /** The model with the lower imposto devido; the simplificado on a tie. */
  better: 'completo' | 'simplificado';
  /** How much less the better model's imposto devido is. */
  saving: number;
  inputs: TaxResultInputs;
  source: string;
}

/** A line of the minimum tax's preview: an income counted or a tax deducted. */
export interface TaxMinimumLine {
  label: string;
  total: number;
}

/** The preview of the minimum tax on high incomes (common/income-tax-minimum.ts), from 2026. */
export interface TaxMinimumTax {
  /** The incomes counted in its base and their sum. */
  incomes: TaxMinimumLine[];
  income: number;
  /** Whether the income passes R$ 600.000,00. */
  applies: boolean;
  /** The rate the law's formula gives, '3,33%'; null below the threshold. */
  rate: string | null;
  gross: number;
  /** The tax already due or paid on the incomes counted. */
  deductions: TaxMinimumLine[];
  due: number;
  /** The 10% withheld on dividends: an advance of it. */
  dividendWithheld: number;
  /** due − dividendWithheld: above zero to pay, below to be given back. */
  balance: number;
  notes: readonly string[];
  source: string;
}
