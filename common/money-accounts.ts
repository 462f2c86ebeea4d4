import type { AccountType } from './contract/accounts';

/**
 * The one owner of "an account that holds everyday money" (docs/PRODUCT.md, "Balances"): cash, checking, savings
 * and wallet. A card's balance is its debt (its bills are counted apart), and an investment account's ledger
 * balance is the money applied at cost: neither is money at hand. "Saldo em contas", the forecast's default
 * accounts and a debt's 'Conta de pagamento' all follow this rule.
 */
export const MONEY_ACCOUNT_TYPES = [
  'checking',
  'savings',
  'cash',
  'wallet',
] as const satisfies readonly AccountType[];

/** Whether an account of this type holds everyday money (whether it is active is the caller's other half). */
export const isMoneyAccountType = (type: string) => (MONEY_ACCOUNT_TYPES as readonly string[]).includes(type);

/** An active account that holds everyday money: what "Saldo em contas" counts. */
export const isMoneyAccount = (a: { type: string; archived: boolean }) =>
  !a.archived && isMoneyAccountType(a.type);

/**
 * An investment account: its ledger balance is the money applied, at cost, neither money at hand nor what the
 * investments are worth today. Contas and the dashboard list these accounts apart, under "Investimentos", their
 * balance headed INVESTED_BALANCE_LABEL.
 */
export const isInvestmentAccountType = (type: string) => type === 'investment';

export const INVESTED_BALANCE_LABEL = 'Aplicado (custo)';
