// What the accounts offer other features: one owned account, and the accounts with their balances.
import type { Executor } from '../../db/connect';
import { accountsRepository } from './repository';

export { balanceTodayCents } from './presenter';
export type { AccountRow, AccountWithBalance } from './repository';
export { insertAccount } from './service';

/** The person's account with this id, or undefined (another person's id behaves as absent). */
export const ownedAccount = (db: Executor, bookId: number, id: number) =>
  accountsRepository.findOwned(db, bookId, id);

/** The accounts with their balances today and their movement in the period. */
export const accountsWithBalances = (
  db: Executor,
  bookId: number,
  options: Parameters<typeof accountsRepository.listWithBalances>[2],
) => accountsRepository.listWithBalances(db, bookId, options);

/** An account's opening balance corrected ("Conferir saldo" settling a difference with it), in cents. */
export const setOpeningBalance = (db: Executor, bookId: number, id: number, cents: number) =>
  accountsRepository.setOpeningBalance(db, bookId, id, cents);
