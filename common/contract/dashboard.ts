import type { CurrencyCode, RateUsed } from '../currencies';
import type { AccountType, InvestedFigures } from './accounts';
import type { Balances } from './balances';
import { periodQuery } from './reports';

/** from and to of the period shown (the selected month); from <= to, at most 20 years apart. */
export const dashboardSummaryQuery = periodQuery;

export const DASHBOARD_TREND_MONTHS = 6;
/** Expense categories shown one by one in the pie; the rest are one 'Outras' slice. */
export const DASHBOARD_TOP_CATEGORIES = 6;
export const DASHBOARD_FIXED_CATEGORIES = 5;
export const OTHER_CATEGORIES = 'Outras';

export interface TrendMonth {
  /** 'YYYY-MM-01'. */
  month: string;
  receitas: number;
  despesas: number;
}

export interface DashboardAccount {
  id: number;
  name: string;
  type: AccountType;
  /** ISO 4217: month_movement and balance are in it (balances.rates says what saldo converted it at). */
  currency: CurrencyCode;
  /** Income - expenses of the period in the account (transfers included: they move its money). */
  month_movement: number;
  /** At the end of today (contract/accounts.ts, balance_today): its sum over the non-card accounts is saldo. */
  balance: number;
  /** An investment account's "Aplicado (custo)" today (contract/accounts.ts); null for other accounts. */
  invested: InvestedFigures | null;
}

export interface DashboardBudget {
  category_id: number;
  category: string;
  /** Budgeted for the month. */
  budget: number;
  /** Left (+) or overspent (-) in earlier months when the category rolls over; 0 otherwise. */
  carried: number;
  /** budget + carried. */
  available: number;
  spent: number;
  /** spent / available x 100, one decimal, as the budgets page shows it; null when nothing is available. */
  percent: number | null;
  /** available - spent, as the budgets page shows it ('Restam' / 'Excedeu'). */
  remaining: number;
  /** The month has no list of its own: these budgets repeat source_month's. */
  repeated: boolean;
  source_month: string;
}

export interface DashboardCategory {
  /** null for 'Sem categoria' and for the 'Outras' slice. */
  id: number | null;
  name: string;
  total: number;
}

export interface RecurringStatusTotals {
  count: number;
  total: number;
}

export interface RecurringCategoryShare {
  /** null for the fixed expenses without a category. */
  id: number | null;
  name: string;
  total: number;
  /** Of total_monthly, in percent with one decimal. */
  percent: number;
}

/** The fixed incomes (salário, aluguel recebido), apart from the expenses' figures, by the same rules. */
export interface RecurringIncomeFigures {
  /** Fixed incomes registered. */
  count: number;
  /** Sum of the amounts of every fixed income. */
  total_monthly: number;
  /** What falls due in the period's month, received or not ('Previsto do mês'). */
  expected_month: number;
  /** How many fall due in the period's month. */
  expected_count: number;
  /** Received in the month (statusInMonth pago). */
  received: RecurringStatusTotals;
  /** Of received, those answered 'Sim, já está no saldo': counted received, with no transaction recorded. */
  received_in_balance: RecurringStatusTotals;
  /** Not received in the month: pending and overdue. */
  to_receive: RecurringStatusTotals;
}

export interface DashboardRecurring {
  /** Fixed expenses registered. */
  count: number;
  /** Sum of the amounts of every fixed expense (what one round of them costs). */
  total_monthly: number;
  /** 'Gastos fixos previstos': the fixed expenses that fall due in the period's month, paid or not. */
  predicted_month: number;
  /** How many fall due in the period's month. */
  predicted_count: number;
  /**
   * By the status in the period's month (statusInMonth in server/features/recurring/schedule.ts): in today's month
   * payment_status today, the fixed-expenses pages' rule; in a later month every item pendente; in an earlier one
   * pago when paid in that month, atrasado when due in it and left unpaid there (an item neither is in no tile).
   */
  paid: RecurringStatusTotals;
  /** Of paid, those answered 'Sim, já está no saldo': counted paid, with no transaction recorded. */
  paid_in_balance: RecurringStatusTotals;
  pending: RecurringStatusTotals;
  overdue: RecurringStatusTotals;
  /** Of total_monthly, the share already paid, in percent with one decimal ('Pago no mês'); 0 when nothing is registered. */
  paid_percent: number;
  /** What is left to pay of total_monthly: the pending and overdue amounts ('A pagar'). */
  to_pay: number;
  /** The 5 categories with the largest totals. */
  top_categories: RecurringCategoryShare[];
  /** How many categories (with 'Sem categoria') the fixed expenses use, for 'Ver mais N categorias...'. */
  categories_count: number;
  /** The fixed incomes, which none of the figures above count. */
  incomes: RecurringIncomeFigures;
  /**
   * Items of accounts in other currencies count in reais at today's rate, as Previsão counts them: the rates used
   * (one per currency), and the accounts whose items were left out for want of one.
   */
  rates: RateUsed[];
  unconverted_accounts: number[];
}

export interface DashboardSummary {
  from: string;
  to: string;
  receitas: number;
  despesas: number;
  /** Aliases docs/PRODUCT.md's contract also lists. */
  totalReceitas: number;
  totalDespesas: number;
  /**
   * The period's figures (receitas, despesas, top_categories, trends, budgets) are in reais, an account in another
   * currency's rows at the PTAX sell of each row's date: the accounts whose rows had no rate, left out of them.
   */
  unconverted_accounts: number[];
  /** 'Saldo em contas' today: balances.accounts (the cards' debt is in balances, apart). */
  saldo: number;
  /** The person's balances today (contract/balances.ts), the same figures as Contas, Previsão and the reports. */
  balances: Balances;
  /** The 6 months ending with to's month, oldest first, zeros included. */
  trends: TrendMonth[];
  accounts: DashboardAccount[];
  /** Budgets of from's month. */
  budgets: DashboardBudget[];
  /** Expense categories of the period, largest first: the top 6, then 'Outras' with the rest. */
  top_categories: DashboardCategory[];
  fixed: DashboardRecurring;
}
