import type { RateUsed } from '../currencies';

/**
 * The person's balances today, by one definition (server/features/shared/balances.ts) that the dashboard, Contas,
 * Previsão and the reports all answer, so no two screens show figures that contradict each other.
 */
export interface Balances {
  /** Today in the person's time zone. */
  as_of: string;
  /** 'Saldo em contas': the active everyday money accounts (common/money-accounts.ts: neither cards nor investment
   * accounts), opening balance plus the rows dated up to today. */
  accounts: number;
  /** How many accounts 'Saldo em contas' sums. */
  account_count: number;
  /** 'Faturas a pagar': what is left to pay of the cards' closed and open bills (overdue amounts included). */
  bills_to_pay: number;
  /** 'Parcelas futuras': what is already placed in the bills after the open one; shown, never taken from today. */
  future_installments: number;
  /** 'Saldo líquido': accounts minus bills_to_pay. */
  net: number;
  /** The rates `accounts` converted accounts in other currencies at (one per currency; none when all are reais). */
  rates: RateUsed[];
  /** Accounts in a currency without a rate today: left out of `accounts` and `account_count`, said on screen. */
  unconverted_accounts: number[];
}

export const BALANCE_LABELS = {
  accounts: 'Saldo em contas',
  bills_to_pay: 'Faturas a pagar',
  future_installments: 'Parcelas futuras',
  net: 'Saldo líquido',
} as const;
