// The shapes of Lei 14.754/2023's yearly computation (foreign-applications-tax.ts has the rules and their sources):
// the operations in, the year's figures out.
import type { CurrencyCode } from './currencies';

/** 'dividend' (dividendos, juros sobre capital), 'interest' (juros, cupons, contas remuneradas). */
export type ForeignIncomeType = 'dividend' | 'interest';

export interface ForeignOperationBase {
  /** 'YYYY-MM-DD', in the year computed. */
  date: string;
  /** The asset's name as the person knows it ('VOO', 'AAPL', 'Treasury 2030'): one currency per asset. */
  asset: string;
  currency: CurrencyCode;
  /**
   * Hundredths of the currency: a buy's total paid, fees included; a sale's total received, net of fees; an
   * income's gross value, before the tax withheld abroad.
   */
  amount: number;
  /** Reais per unit of the currency: the PTAX venda (closing) of the date (Lei 14.754/2023, art. 15). */
  rate: string;
}

/** A buy or a sale of an application. */
export interface ForeignTrade extends ForeignOperationBase {
  kind: 'buy' | 'sell';
  /** Decimal text: '10', '0,5'. */
  quantity: string;
}

/** An income received: dividend or interest. */
export interface ForeignIncomeOperation extends ForeignOperationBase {
  kind: 'income';
  type: ForeignIncomeType;
  /**
   * Tax paid abroad on it and deductible in Brazil (art. 4º): hundredths of the currency, and the PTAX compra
   * (closing) of the day it was paid (art. 4º, § 2º).
   */
  withheld?: { amount: number; rate: string };
}

/**
 * A split (desdobramento: units added) or a reverse split (grupamento: units taken away): no money moves, the cost
 * stays whole, spread over the new quantity (as the Receita treats bonificações without cost and desdobramentos of
 * ações: P&R, ganhos líquidos em renda variável).
 */
export interface ForeignSplit {
  kind: 'split' | 'merge';
  date: string;
  asset: string;
  currency: CurrencyCode;
  /** Decimal text: the units added (split) or taken away (merge). */
  quantity: string;
}

export type ForeignOperation = ForeignTrade | ForeignIncomeOperation | ForeignSplit;

/** An asset held: at the start of the year (carried from the year before) or at its end. */
export interface ForeignPosition {
  asset: string;
  currency: CurrencyCode;
  /** Decimal text, with a point. */
  quantity: string;
  /** The cost in reais: what Bens e Direitos declares (P&R 474). */
  costCents: number;
  /** The same cost in hundredths of the currency: what splits a gain into price and exchange variation. */
  costHundredths: number;
}

/** A non-remunerated deposit abroad at 31/12 (art. 2º, § 3º). */
export interface ForeignDeposit {
  /** The account as the person names it ('Conta corrente – Banco X'). */
  account: string;
  currency: CurrencyCode;
  /** The balance at 31/12, hundredths of the currency. */
  balance: number;
  /** The PTAX venda (closing) of 31 December (P&R 469). */
  rate: string;
}

export interface ForeignApplicationsInput {
  year: number;
  /** The applications held on 1 January, at cost: the year before's `positions`. */
  positions?: readonly ForeignPosition[];
  /** The year's operations; taken in date order (operations of the same day in the order given). */
  operations: readonly ForeignOperation[];
  deposits?: readonly ForeignDeposit[];
  /** Losses of earlier years (from 2024) not yet offset, positive cents: the year before's `lossCarriedOutCents`. */
  lossCarriedInCents?: number;
}

export interface ForeignSale {
  date: string;
  asset: string;
  quantity: string;
  proceedsCents: number;
  /** The average cost in reais of the quantity sold. */
  costCents: number;
  /** proceeds − cost: the gain (a loss below zero), exchange variation included. */
  resultCents: number;
  /** The part of the result from the price: (proceeds − cost) in the currency at the sale's rate. Informative. */
  priceResultCents: number;
  /** The part from the exchange variation of the principal: the cost in the currency at the sale's rate less the
   * cost in reais. Informative: result = price + exchange; only the result is taxed. */
  exchangeResultCents: number;
}

export interface ForeignIncome {
  date: string;
  asset: string;
  type: ForeignIncomeType;
  grossCents: number;
  /** Tax paid abroad, in reais at the PTAX compra of its day. */
  withheldCents: number;
  /** What of it may be deducted: at most 15% of the income, rounded down (art. 4º, § 1º). */
  creditLimitCents: number;
}

export interface ForeignDepositValue extends ForeignDeposit {
  /** The balance in reais at the 31/12 rate: Bens e Direitos, group 06, code 01. Not income. */
  valueCents: number;
}

export interface ForeignApplicationsYear {
  year: number;
  sales: ForeignSale[];
  incomes: ForeignIncome[];
  /** The sum of the sales' results (negative for a net loss). */
  salesResultCents: number;
  /** The sum of the incomes, gross. */
  incomeCents: number;
  /** The year's result: sales and incomes (negative for a net loss). */
  resultCents: number;
  lossCarriedInCents: number;
  lossUsedCents: number;
  /** What the 15% is on: the result less the losses used, never below zero. */
  taxableCents: number;
  /** 15% of taxableCents, half up. */
  taxCents: number;
  /** Tax paid abroad, in reais. */
  withheldCents: number;
  /** Tax paid abroad deducted: the incomes' limits summed, never above taxCents. */
  creditCents: number;
  /** What is paid with the declaration. */
  taxDueCents: number;
  /** Losses left for the years after. */
  lossCarriedOutCents: number;
  /** The applications held on 31 December, at cost in reais (P&R 474): the next year's `positions`. */
  positions: ForeignPosition[];
  deposits: ForeignDepositValue[];
}
