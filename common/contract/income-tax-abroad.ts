// The Imposto de Renda page's applications abroad held directly (Lei 14.754/2023): figures in reais, as the page's
// others. Computed by server/features/income-tax/foreign-applications.ts with common/foreign-applications-tax.ts.

export interface TaxForeignSale {
  date: string;
  asset: string;
  quantity: string;
  proceeds: number;
  cost: number;
  /** proceeds − cost: the gain, a loss below zero, the exchange variation of the principal inside it. */
  result: number;
  /** The part of the result from the price, and the part from the exchange variation: informative. */
  priceResult: number;
  exchangeResult: number;
}

export interface TaxForeignIncome {
  date: string;
  asset: string;
  type: 'dividend' | 'interest';
  gross: number;
  /** Tax paid abroad, in reais at the PTAX compra of its day. */
  withheld: number;
  /** What of it the declaration deducts: at most 15% of the income. */
  creditLimit: number;
}

export interface TaxForeignFigures {
  sales: TaxForeignSale[];
  incomes: TaxForeignIncome[];
  salesResult: number;
  income: number;
  result: number;
  lossCarriedIn: number;
  lossUsed: number;
  taxable: number;
  tax: number;
  withheld: number;
  credit: number;
  /** What is paid with the declaration. */
  taxDue: number;
  lossCarriedOut: number;
}

export interface TaxForeignApplications {
  /** Null when the year's figures cannot be worked (a year before the law, a date without a rate): `note` says why. */
  figures: TaxForeignFigures | null;
  /** The dates (and currencies) of operations without a rate: the figures wait for them (none is guessed). */
  missingRates: Array<{ date: string; currency: string }>;
  /** Why there are no figures, or null. */
  note: string | null;
  /** The rules the figures follow, with their sources. */
  source: string;
}
