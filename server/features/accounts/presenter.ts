import type { Account, AccountType, InvestedFigures } from '../../../common/contract/accounts';
import { type CurrencyCode, HOME_CURRENCY, type RateUsed } from '../../../common/currencies';
import { reaisAt } from '../../../common/exchange-rates';
import { centsToReais } from '../../../common/money';
import type { AccountWithBalance } from './repository';

/** Grana's balance of the account at the end of today (its 'Saldo atual': rows dated later left out), in cents. */
export const balanceTodayCents = (row: AccountWithBalance): number =>
  row.openingBalance + row.movementTotal - row.laterTotal;

/**
 * The account as the API answers it: balances in its currency (and today's in reais at `rates`), dates as ISO text; an investment account's "Aplicado
 * (custo)" as net-worth/invested.ts works it out (null for the others, or when not read).
 */
export function presentAccount(
  row: AccountWithBalance,
  invested: InvestedFigures | null = null,
  rates: ReadonlyMap<CurrencyCode, RateUsed> = new Map(),
): Account {
  const currency = row.currency as CurrencyCode;
  const rate = currency === HOME_CURRENCY ? null : (rates.get(currency) ?? null);
  const today = balanceTodayCents(row);
  const todayInReais = currency === HOME_CURRENCY ? today : rate ? reaisAt(today, rate.rate) : null;
  return {
    id: row.id,
    name: row.name,
    type: row.type as AccountType,
    currency,
    opening_balance: centsToReais(row.openingBalance),
    balance: centsToReais(row.openingBalance + row.movementTotal),
    balance_today: centsToReais(today),
    month_movement: centsToReais(row.periodMovement),
    balance_today_reais: todayInReais === null ? null : centsToReais(todayInReais),
    rate,
    closing_day: row.closingDay,
    due_day: row.dueDay,
    credit_limit: row.creditLimit === null ? null : centsToReais(row.creditLimit),
    payment_account_id: row.paymentAccountId,
    archived_at: row.archivedAt ? row.archivedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    invested,
  };
}
