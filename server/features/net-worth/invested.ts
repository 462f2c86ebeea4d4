// "Aplicado (custo)": what each investment account holds at cost today, the one figure Contas, the dashboard,
// Investimentos and Patrimônio show (common/money-accounts.ts investedParts says how the parts add up).
import type { InvestedFigures } from '../../../common/contract/accounts';
import { centsToReais } from '../../../common/money';
import { type InvestedParts, investedParts, isInvestmentAccountType } from '../../../common/money-accounts';
import type { Executor } from '../../db/connect';
import { appliedByAccount } from '../investments/public';
import { holdingsOn } from '../variable-income/public';

/**
 * The investment accounts' parts at cost at the end of `today`, by account id: their open positions' applied
 * amounts, their holdings' cost and the money at hand (their balance today less both, never below zero). Accounts of
 * other types are absent.
 */
export async function investedToday(
  db: Executor,
  bookId: number,
  today: string,
  accounts: ReadonlyArray<{ id: number; type: string; balanceTodayCents: number }>,
): Promise<Map<number, InvestedParts>> {
  const out = new Map<number, InvestedParts>();
  const investment = accounts.filter((a) => isInvestmentAccountType(a.type));
  if (investment.length === 0) return out;
  const [applied, holdings] = await Promise.all([
    appliedByAccount(db, bookId, today),
    holdingsOn(db, bookId, [today], undefined, { priced: false }),
  ]);
  for (const a of investment) {
    out.set(
      a.id,
      investedParts({
        ledgerCents: a.balanceTodayCents,
        appliedCents: applied.get(a.id) ?? 0,
        costCents: holdings.costByAccount.get(a.id)?.[0] ?? 0,
      }),
    );
  }
  return out;
}

/** The parts in reais, as the accounts' and the dashboard's answers carry them. */
export function presentInvested(parts: InvestedParts | undefined): InvestedFigures | null {
  if (!parts) return null;
  return {
    applied: centsToReais(parts.appliedCents),
    cost: centsToReais(parts.costCents),
    cash: centsToReais(parts.cashCents),
    total: centsToReais(parts.totalCents),
  };
}

/** Each account with its balance today, as investedToday reads them. */
export const withBalanceToday = (
  rows: ReadonlyArray<{
    id: number;
    type: string;
    openingBalance: number;
    movementTotal: number;
    laterTotal: number;
  }>,
) =>
  rows.map((r) => ({
    id: r.id,
    type: r.type,
    balanceTodayCents: r.openingBalance + r.movementTotal - r.laterTotal,
  }));
