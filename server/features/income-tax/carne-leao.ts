// The Carnê-Leão of each month: the income received from individuals or from abroad, less what the month
// deducts, taxed by that month's table (common/income-tax-tables.ts).

import { lastBankBusinessDayOfMonth } from '../../../common/business-days';
import type { CarneLeaoMonth } from '../../../common/contract/income-tax';
import { addMonths } from '../../../common/dates';
import { monthlyTableFor, monthlyTax } from '../../../common/income-tax-tables';
import { centsToReais } from '../../../common/money';

export interface MonthMoney {
  /** 'carne_leao' (income) or '33' (pensão alimentícia paid). */
  code: string;
  /** 'YYYY-MM'. */
  month: string;
  cents: number;
}

/** A DARF below R$ 10,00 is not paid: its tax is added to the next months' (IN RFB nº 1.500/2014, art. 56, § 2º). */
const MIN_DARF_CENTS = 1_000;

/** The DARF of a month is due on the last business day of the next month the banks serve the public (not 31/12). */
export function darfDueDate(month: string): string {
  return lastBankBusinessDayOfMonth(addMonths(`${month}-01`, 1).slice(0, 7));
}

/** A month's Carnê-Leão in cents, as carneLeaoMonths computes it: the page shows it in reais, the reminders' DARF. */
export interface CarneLeaoMonthCents {
  month: string;
  income: number;
  dependents: number;
  pension: number;
  simplified: number;
  base: number;
  tax: number | null;
  darf: number;
  dueDate: string;
}

/**
 * Each month with income: the legal deductions (dependents by the month's table, the pensão paid that month) or the
 * monthly simplified discount when larger (IN RFB nº 1.500/2014, art. 52, as changed for the discount by Lei nº
 * 14.663/2023), the base and the tax. Livro-caixa is not deducted: Grana does not know a professional's expenses.
 */
export function carneLeaoMonthsInCents(money: MonthMoney[], dependents: number): CarneLeaoMonthCents[] {
  const months = [...new Set(money.filter((m) => m.code === 'carne_leao').map((m) => m.month))].sort();
  let carried = 0;
  return months.map((month) => {
    const income = money.find((m) => m.month === month && m.code === 'carne_leao')?.cents ?? 0;
    const pension = money.find((m) => m.month === month && m.code === '33')?.cents ?? 0;
    const table = monthlyTableFor(month);
    const dependentsCents = table ? dependents * table.dependentCents : 0;
    const legal = dependentsCents + pension;
    const simplified = table && table.simplifiedDiscountCents > legal ? table.simplifiedDiscountCents : 0;
    const base = Math.max(0, income - (simplified > 0 ? simplified : legal));
    const tax = table ? monthlyTax(table, base, income) : null;
    const owed = carried + (tax ?? 0);
    const darf = owed >= MIN_DARF_CENTS ? owed : 0;
    carried = owed - darf;
    return {
      month,
      income,
      dependents: simplified > 0 ? 0 : dependentsCents,
      pension: simplified > 0 ? 0 : pension,
      simplified,
      base,
      tax,
      darf,
      dueDate: darfDueDate(month),
    };
  });
}

/** carneLeaoMonthsInCents in reais, as the page and its exports show the months. */
export function carneLeaoMonths(money: MonthMoney[], dependents: number): CarneLeaoMonth[] {
  return carneLeaoMonthsInCents(money, dependents).map((m) => ({
    month: m.month,
    income: centsToReais(m.income),
    dependents: centsToReais(m.dependents),
    pension: centsToReais(m.pension),
    simplified: centsToReais(m.simplified),
    base: centsToReais(m.base),
    tax: m.tax === null ? null : centsToReais(m.tax),
    darf: centsToReais(m.darf),
    dueDate: m.dueDate,
  }));
}
