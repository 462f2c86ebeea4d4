import type { Account, AccountType, InvestedFigures } from '../../../common/contract/accounts';
import { centsToReais } from '../../../common/money';
import type { AccountWithBalance } from './repository';

/** Grana's balance of the account at the end of today (its 'Saldo atual': rows dated later left out), in cents. */
export const balanceTodayCents = (row: AccountWithBalance): number =>
  row.openingBalance + row.movementTotal - row.laterTotal;

/**
 * The account as the API answers it: balances in reais, dates as ISO text; an investment account's "Aplicado
 * (custo)" as net-worth/invested.ts works it out (null for the others, or when not read).
 */
export function presentAccount(row: AccountWithBalance, invested: InvestedFigures | null = null): Account {
  return {
    id: row.id,
    name: row.name,
    type: row.type as AccountType,
    opening_balance: centsToReais(row.openingBalance),
    balance: centsToReais(row.openingBalance + row.movementTotal),
    balance_today: centsToReais(balanceTodayCents(row)),
    month_movement: centsToReais(row.periodMovement),
    closing_day: row.closingDay,
    due_day: row.dueDay,
    credit_limit: row.creditLimit === null ? null : centsToReais(row.creditLimit),
    payment_account_id: row.paymentAccountId,
    archived_at: row.archivedAt ? row.archivedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    invested,
  };
}
