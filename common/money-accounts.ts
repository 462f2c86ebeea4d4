import type { AccountType, InvestedFigures } from './contract/accounts';
import { centsToReais, formatReais, reaisToCents } from './money';

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
 * An investment account: what it holds at cost, neither money at hand nor what the investments are worth today.
 * Contas and the dashboard list these accounts apart, under "Investimentos", their figure (investedParts' total)
 * headed INVESTED_BALANCE_LABEL.
 */
export const isInvestmentAccountType = (type: string) => type === 'investment';

export const INVESTED_BALANCE_LABEL = 'Aplicado (custo)';

/** What an investment account holds at cost, in cents (investedParts). */
export interface InvestedParts {
  /** The open fixed-income positions' applied amounts. */
  appliedCents: number;
  /** The renda variável holdings' cost. */
  costCents: number;
  /** The money at hand in the account, outside any position or holding: never below zero. */
  cashCents: number;
  /** The three: the account's "Aplicado (custo)" in Contas, the dashboard and Investimentos. */
  totalCents: number;
}

/** What investedParts reads of an investment account, in cents. */
export interface InvestedSource {
  /** Its ledger balance: opening balance and rows. */
  ledgerCents: number;
  appliedCents: number;
  costCents: number;
}

/** What its positions and holdings cost above its ledger balance: the money Grana never saw come in (0 or more). */
export const uncoveredCents = (account: InvestedSource) =>
  Math.max(0, account.appliedCents + account.costCents - account.ledgerCents);

/**
 * The one owner of "Aplicado (custo)": an investment account's ledger balance holds its positions' applied amounts
 * and its holdings' cost (their money came in by a transfer, or was already there); the rest is money at hand. A
 * position or compra registered as already held ("Já está na conta de investimentos") into an account whose ledger
 * has not that money leaves that rest below zero: Grana does not know the money that paid for it, so it is left
 * out, never counted negative (a newcomer's walk: an account at R$ 0,00 and R$ 18.000,00 of CDB, Tesouro and
 * poupança already held read "Renda fixa -R$ 2.939,90" and "Aplicado (custo) R$ 25,00").
 */
export function investedParts(account: InvestedSource): InvestedParts {
  const cashCents = Math.max(0, account.ledgerCents - account.appliedCents - account.costCents);
  return {
    appliedCents: account.appliedCents,
    costCents: account.costCents,
    cashCents,
    totalCents: account.appliedCents + account.costCents + cashCents,
  };
}

/**
 * The parts of an investment account's "Aplicado (custo)" in words, those above zero: "Renda fixa R$ 18.000,00 ·
 * Renda variável R$ 2.960,00 · Livre R$ 25,00", the names Investimentos and Patrimônio give them. Empty with none.
 */
export function investedPartsText(invested: InvestedFigures): string {
  return [
    ['Renda fixa', invested.applied],
    ['Renda variável', invested.cost],
    ['Livre', invested.cash],
  ]
    .filter(([, reais]) => (reais as number) > 0)
    .map(([name, reais]) => `${name} ${formatReais(reais as number)}`)
    .join(' · ');
}

/** The figure an account's balance column shows: an investment account's "Aplicado (custo)", else its balance. */
export const shownBalance = (account: { invested: InvestedFigures | null }, balance: number) =>
  account.invested ? account.invested.total : balance;

/** The investment accounts' "Aplicado (custo)" added up (Investimentos' line over its tabs), or null with none. */
export function investedSum(
  accounts: ReadonlyArray<{ invested: InvestedFigures | null }>,
): InvestedFigures | null {
  const all = accounts.flatMap((a) => (a.invested ? [a.invested] : []));
  if (all.length === 0) return null;
  const add = (pick: (f: InvestedFigures) => number) =>
    centsToReais(all.reduce((sum, f) => sum + reaisToCents(pick(f)), 0));
  return {
    applied: add((f) => f.applied),
    cost: add((f) => f.cost),
    cash: add((f) => f.cash),
    total: add((f) => f.total),
  };
}
