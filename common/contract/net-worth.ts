import type { RateUsed } from '../currencies';
import { z } from './shared';

export const NET_WORTH_DEFAULT_MONTHS = 24;
export const NET_WORTH_MAX_MONTHS = 120;
/** The periods the Patrimônio page offers; the API takes any number of months from 1 to NET_WORTH_MAX_MONTHS. */
export const NET_WORTH_MONTH_CHOICES = [12, 24, 60] as const;

export const NET_WORTH_MONTHS_MESSAGE = `Informe de 1 a ${NET_WORTH_MAX_MONTHS} meses`;

const monthsError = { error: NET_WORTH_MONTHS_MESSAGE };

/** GET /net-worth?meses=24: the month ends from `meses` months ago to this month. */
export const netWorthQuery = z.object({
  meses: z.coerce
    .number(monthsError)
    .int(monthsError)
    .min(1, monthsError)
    .max(NET_WORTH_MAX_MONTHS, monthsError)
    .optional()
    .default(NET_WORTH_DEFAULT_MONTHS),
});
export type NetWorthQuery = z.input<typeof netWorthQuery>;

/**
 * The classes the net worth is told in: caixa (cash, checking, savings, wallet), rendaVariavel (the variable-income
 * holdings of the investment accounts at their latest price, else what they cost: server/features/variable-income),
 * rendaFixa (the rest of the investment accounts' balance: the fixed-income positions with what they would bring
 * above what was applied if redeemed that day, and what is in those accounts outside any position), bens (what the
 * person owns that is not money, at its latest valuation: server/features/assets), dividas (credit cards' balances
 * and what the loans and financings owe by their contracts: negative).
 */
export const NET_WORTH_CLASSES = ['caixa', 'rendaFixa', 'rendaVariavel', 'bens', 'dividas'] as const;
export type NetWorthClass = (typeof NET_WORTH_CLASSES)[number];

export const NET_WORTH_CLASS_LABELS: Record<NetWorthClass, string> = {
  caixa: 'Caixa',
  rendaFixa: 'Renda fixa',
  rendaVariavel: 'Renda variável',
  bens: 'Bens',
  dividas: 'Dívidas',
};

export interface NetWorthMonth {
  /** 'YYYY-MM'. */
  month: string;
  /** The day the figures are of: the month's last day, or today for the current month. */
  date: string;
  /** caixa + rendaFixa + rendaVariavel + bens + dividas, in reais. */
  total: number;
  caixa: number;
  rendaFixa: number;
  rendaVariavel: number;
  /** What the bens (imóveis, veículos, outros) are worth: their latest valuation then, else what was paid. */
  bens: number;
  /** Negative (or zero): what the cards and the debts (loans, financings) owe. */
  dividas: number;
  /**
   * The total in today's money (deflated by the IPCA of the months after this one), or null when the IPCA of one
   * of those months is not known: never a figure from a guessed rate.
   */
  real: number | null;
}

export interface NetWorthAnswer {
  /**
   * Oldest first; the last is the current month (its figures as of today). They begin `meses` months ago, or later
   * at the first month the book has a figure in (its accounts, with their opening balances, from the earliest month
   * one was registered or has a row in): never months Grana knows nothing of.
   */
  months: NetWorthMonth[];
  change: {
    /** The current month's total less the previous month's. */
    month: number;
  };
  /** How many accounts and cards the book has (archived included): none makes the page's empty state. */
  accounts: number;
  /** The rates the current month's accounts in other currencies count at (the PTAX buy of today or before). */
  rates: RateUsed[];
  /** Accounts in a currency without a rate today: left out of the current month's figures, said on the page. */
  unconvertedAccounts: number[];
  /**
   * 'YYYY-MM': the earliest month whose IPCA the real figures would need and the book does not have; null when
   * none is missing. The months before the latest missing one answer `real: null`.
   */
  ipcaMissingFrom: string | null;
  /**
   * 'YYYY-MM': the month whose end's prices the real figures are in ("today's money"): the month before the current
   * one, as the current month's IPCA is published only after it ends.
   */
  ipcaThrough: string;
}
