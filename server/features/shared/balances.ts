import type { Balances } from '../../../common/contract/balances';
import { todayIn } from '../../../common/dates';
import { centsToReais, sumCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import type { BillFigures } from '../cards/bill-figures';
import { figuresOfCards } from '../cards/card-figures';
import { hasTerms } from '../cards/card-terms';
import { cardsRepository } from '../cards/repository';
import { type ForecastAccountRow, forecastRepository, type LaterRow } from '../forecast/repository';

/**
 * The one definition of the person's balances (docs/PRODUCT.md, "Balances"). The dashboard, Contas, Previsão
 * and the reports read them from here:
 * - "Saldo em contas": the money in the active accounts that are not cards, as of today;
 * - "Faturas a pagar": what is left of the cards' bills that are closed or open (a card's debt to pay now);
 * - "Parcelas futuras": what later bills already hold (installments), shown apart and never taken from today;
 * - "Saldo líquido": the first less the second.
 * The forecast starts from "Saldo em contas" and lists the bills as items on their due dates.
 */

/** An account whose money "Saldo em contas" counts, and the forecast's default choice: active, not a card. */
export const isMoneyAccount = (a: { type: string; archived: boolean }) =>
  !a.archived && a.type !== 'credit_card';

/** A row's effect on its account's balance. */
export const signedCents = (r: LaterRow) => (r.type === 'RECEITA' ? r.cents : -r.cents);

/**
 * The accounts' balance at the end of today: their balances over every row, less the rows dated after today
 * (`later`, which must be those of the same accounts): those are not money at hand yet.
 */
export const balanceToday = (accounts: readonly ForecastAccountRow[], later: readonly LaterRow[]) =>
  sumCents([...accounts.map((a) => a.balanceCents), ...later.map((r) => -signedCents(r))]);

/**
 * A card's bills that ask money now: closed or open (not a later one) with something left, whose due date has
 * not passed. An overdue bill's unpaid part is already carried into the next bill's previous balance
 * (bill-figures.ts), so counting only the bills not yet due counts each cent once.
 */
export const isBillToPayNow = (bill: BillFigures, today: string) =>
  bill.status !== 'prevista' && bill.dates.due_date >= today && bill.remainingCents > 0;

export interface BalanceCents {
  today: string;
  accountsCents: number;
  accountCount: number;
  billsToPayCents: number;
  futureInstallmentsCents: number;
}

export async function balanceCentsOf(db: Executor, user: AuthUser): Promise<BalanceCents> {
  const today = todayIn(user.timeZone);
  const accounts = (await forecastRepository.accounts(db, user.id)).filter(isMoneyAccount);
  const [later, cards] = await Promise.all([
    forecastRepository.laterRows(
      db,
      user.id,
      accounts.map((a) => a.id),
      today,
    ),
    cardsRepository.cards(db, user.id),
  ]);
  const withTerms = cards.filter(hasTerms);
  const figures = await figuresOfCards(db, user, withTerms);
  const bills = [...figures.values()].flatMap((f) => f.bills);
  return {
    today,
    accountsCents: balanceToday(accounts, later),
    accountCount: accounts.length,
    billsToPayCents: sumCents(bills.filter((b) => isBillToPayNow(b, today)).map((b) => b.remainingCents)),
    futureInstallmentsCents: sumCents(
      bills.filter((b) => b.status === 'prevista').map((b) => Math.max(0, b.itemsCents)),
    ),
  };
}

export function presentBalances(b: BalanceCents): Balances {
  return {
    as_of: b.today,
    accounts: centsToReais(b.accountsCents),
    account_count: b.accountCount,
    bills_to_pay: centsToReais(b.billsToPayCents),
    future_installments: centsToReais(b.futureInstallmentsCents),
    net: centsToReais(b.accountsCents - b.billsToPayCents),
  };
}

/** The person's balances today, as the API answers them. */
export async function balancesOf(db: Executor, user: AuthUser): Promise<Balances> {
  return presentBalances(await balanceCentsOf(db, user));
}
