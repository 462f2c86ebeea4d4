import type { Balances } from '../../../common/contract/balances';
import { todayIn } from '../../../common/dates';
import { isMoneyAccount } from '../../../common/money-accounts';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { billsToPayOfCards, cardAccountsOf, hasTerms } from '../cards/public';
import { ratesFor } from '../exchange-rates/public';
import { balanceRowsRepository } from '../shared/balance-rows';
import { balanceCentsFrom, presentBalances } from '../shared/balances';
import { foreignCurrenciesOf, inReais } from '../shared/in-reais';

/**
 * The person's balances today, as the API answers them. The figures are defined in shared/balances.ts; this read
 * lives beside the forecast because it needs the cards' bills, and shared/ stands below every feature.
 */
export async function balancesOf(db: Executor, user: AuthUser): Promise<Balances> {
  const today = todayIn(user.timeZone);
  const accounts = (await balanceRowsRepository.accounts(db, user.bookId)).filter(isMoneyAccount);
  const [later, cards, rates] = await Promise.all([
    balanceRowsRepository.laterRows(
      db,
      user.bookId,
      accounts.map((a) => a.id),
      today,
    ),
    cardAccountsOf(db, user.bookId),
    ratesFor(db, user.bookId, foreignCurrenciesOf(accounts), today),
  ]);
  const figures = await billsToPayOfCards(db, user, cards.filter(hasTerms));
  const bills = [...figures.values()].flatMap((f) => f.bills);
  return presentBalances(balanceCentsFrom(today, accounts, later, bills, inReais(accounts, rates)));
}
