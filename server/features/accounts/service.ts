import type { z } from 'zod';
import {
  ACCOUNT_NOT_FOUND,
  type Account,
  type accountCreateBody,
  type accountFields,
  type accountUpdateBody,
  CARD_IN_REAIS_MESSAGE,
  CURRENCY_WITH_ROWS_MESSAGE,
  MAX_ACCOUNTS,
  PAYMENT_ACCOUNT_IS_CARD_MESSAGE,
  PAYMENT_ACCOUNT_SELF_MESSAGE,
  TOO_MANY_ACCOUNTS_MESSAGE,
} from '../../../common/contract/accounts';
import type { Deleted } from '../../../common/contract/undo';
import { type CurrencyCode, HOME_CURRENCY } from '../../../common/currencies';
import { firstDayOfMonth, lastDayOfMonth, todayIn } from '../../../common/dates';
import { reaisToCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Db, Executor } from '../../db/connect';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../http/errors';
import { ratesFor } from '../exchange-rates/public';
import { investedToday, presentInvested, withBalanceToday } from '../net-worth/public';
import { ensureRoomFor } from '../shared/person-limits';
import { presentAccount } from './presenter';
import { type AccountRow, type AccountWithBalance, accountsRepository } from './repository';

const DUPLICATE_NAME = 'Já existe uma conta com este nome';
const HAS_TRANSACTIONS =
  'Esta conta possui transações e não pode ser excluída. Arquive-a para escondê-la sem perder o histórico.';

/** A card's bill terms as stored: null on every other account (the contract refuses them there). */
function cardColumns(input: z.output<typeof accountFields>) {
  const card = input.type === 'credit_card';
  return {
    closingDay: card ? (input.closing_day ?? null) : null,
    dueDay: card ? (input.due_day ?? null) : null,
    creditLimit: card && input.credit_limit != null ? reaisToCents(input.credit_limit) : null,
    paymentAccountId: card ? (input.payment_account_id ?? null) : null,
  };
}

/** The account that pays a card's bill: the person's own (else 404, as any foreign id), not a card, not itself. */
async function checkPaymentAccount(
  db: Executor,
  bookId: number,
  paymentId: number | null | undefined,
  cardId?: number,
) {
  if (paymentId == null) return;
  if (paymentId === cardId) throw badRequest(PAYMENT_ACCOUNT_SELF_MESSAGE);
  const payer = await accountsRepository.findOwned(db, bookId, paymentId);
  if (!payer) throw notFound(ACCOUNT_NOT_FOUND);
  if (payer.type === 'credit_card') throw badRequest(PAYMENT_ACCOUNT_IS_CARD_MESSAGE);
}

/**
 * Creates the person's account inside the caller's transaction with the checks of POST /accounts (the limit of
 * accounts, the paying account); `input` has passed accountCreateBody. Undefined when the name is taken.
 */
export async function insertAccount(
  tx: Executor,
  bookId: number,
  input: z.output<typeof accountCreateBody>,
): Promise<AccountRow | undefined> {
  await ensureRoomFor(tx, bookId, 'accounts', MAX_ACCOUNTS, TOO_MANY_ACCOUNTS_MESSAGE);
  await checkPaymentAccount(tx, bookId, input.payment_account_id);
  return accountsRepository.insert(tx, {
    bookId,
    name: input.name,
    type: input.type,
    openingBalance: reaisToCents(input.opening_balance),
    currency: input.currency ?? HOME_CURRENCY,
    ...cardColumns(input),
  });
}

/**
 * The currency an update leaves the account in: the one asked, or its own when none is; another only while the
 * account has no rows (its amounts would change meaning), and a card only in reais (the contract says so when a
 * currency is given; a card made from an account in another currency keeps reais too).
 */
async function keptCurrency(
  db: Executor,
  bookId: number,
  stored: AccountRow,
  input: z.output<typeof accountUpdateBody>,
): Promise<string> {
  const asked = input.currency ?? stored.currency;
  if (input.type === 'credit_card' && asked !== HOME_CURRENCY)
    throw badRequest(CARD_IN_REAIS_MESSAGE, 'currency');
  if (asked !== stored.currency && (await accountsRepository.hasTransactions(db, bookId, stored.id)))
    throw badRequest(CURRENCY_WITH_ROWS_MESSAGE, 'currency');
  return asked;
}

export function createAccountsService(db: Db) {
  /** The accounts as answered, each investment account with its "Aplicado (custo)" (net-worth/invested.ts). */
  async function presentAll(user: AuthUser, rows: AccountWithBalance[]): Promise<Account[]> {
    const today = todayIn(user.timeZone);
    const invested = await investedToday(db, user.bookId, today, withBalanceToday(rows));
    const foreign = rows.map((r) => r.currency as CurrencyCode).filter((c) => c !== HOME_CURRENCY);
    const rates = await ratesFor(db, user.bookId, foreign, today);
    return rows.map((r) => presentAccount(r, presentInvested(invested.get(r.id)), rates));
  }

  async function present(user: AuthUser, row: AccountRow): Promise<Account> {
    const all = await accountsRepository.listWithBalances(db, user.bookId, {
      includeArchived: true,
      today: todayIn(user.timeZone),
    });
    const withBalance = all.find((a) => a.id === row.id);
    const [account] = await presentAll(user, [
      withBalance ?? { ...row, movementTotal: 0, laterTotal: 0, periodMovement: 0 },
    ]);
    return account as Account;
  }

  return {
    async list(
      user: AuthUser,
      query: { from?: string; to?: string; includeArchived?: string },
    ): Promise<Account[]> {
      const today = todayIn(user.timeZone);
      // Without a period, the movement is this month's (the person's), as Contas shows it: a tool reading the API
      // must not be told a month without movement.
      const period =
        query.from === undefined && query.to === undefined
          ? { from: firstDayOfMonth(today), to: lastDayOfMonth(today) }
          : { from: query.from, to: query.to };
      const rows = await accountsRepository.listWithBalances(db, user.bookId, {
        ...period,
        includeArchived: query.includeArchived === 'true' || query.includeArchived === '1',
        today,
      });
      return presentAll(user, rows);
    },

    async create(user: AuthUser, input: z.output<typeof accountCreateBody>): Promise<Account> {
      const row = await db.transaction((tx) => insertAccount(tx, user.bookId, input));
      if (!row) throw conflict(DUPLICATE_NAME);
      return present(user, row);
    },

    async update(user: AuthUser, input: z.output<typeof accountUpdateBody>): Promise<Account> {
      try {
        const stored = await accountsRepository.findOwned(db, user.bookId, input.id);
        if (!stored) throw notFound(ACCOUNT_NOT_FOUND);
        await checkPaymentAccount(db, user.bookId, input.payment_account_id, input.id);
        const currency = await keptCurrency(db, user.bookId, stored, input);
        const row = await accountsRepository.update(db, user.bookId, input.id, {
          name: input.name,
          type: input.type,
          openingBalance: reaisToCents(input.opening_balance),
          currency,
          ...cardColumns(input),
        });
        if (!row) throw notFound(ACCOUNT_NOT_FOUND);
        return present(user, row);
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(DUPLICATE_NAME);
        throw error;
      }
    },

    async setArchived(user: AuthUser, id: number, archived: boolean): Promise<Account> {
      const row = await accountsRepository.setArchived(db, user.bookId, id, archived);
      if (!row) throw notFound(ACCOUNT_NOT_FOUND);
      return present(user, row);
    },

    async delete(user: AuthUser, id: number): Promise<Deleted> {
      if (!(await accountsRepository.findOwned(db, user.bookId, id))) throw notFound(ACCOUNT_NOT_FOUND);
      if (await accountsRepository.hasTransactions(db, user.bookId, id)) throw conflict(HAS_TRANSACTIONS);
      try {
        await db.transaction(async (tx) => {
          // A card it paid keeps no dangling paying account.
          await accountsRepository.forgetPaymentAccount(tx, user.bookId, id);
          await accountsRepository.delete(tx, user.bookId, id);
        });
      } catch (error) {
        // Referenced by a fixed expense or a goal.
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) {
          throw conflict(
            'Esta conta está vinculada a gastos fixos ou metas e não pode ser excluída. Arquive-a.',
          );
        }
        throw error;
      }
      return { id };
    },
  };
}
