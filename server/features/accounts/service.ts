import type { z } from 'zod';
import type { Account, accountCreateBody, accountUpdateBody } from '../../../common/contract/accounts';
import { reaisToCents } from '../../../common/money';
import type { Db } from '../../db/connect';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import type { AuthUser } from '../../http/deps';
import { conflict, notFound } from '../../http/errors';
import { presentAccount } from './presenter';
import { type AccountRow, accountsRepository } from './repository';

export const ACCOUNT_NOT_FOUND = 'Conta não encontrada';
const DUPLICATE_NAME = 'Já existe uma conta com este nome';
const HAS_TRANSACTIONS =
  'Esta conta possui transações e não pode ser excluída. Arquive-a para escondê-la sem perder o histórico.';

export function createAccountsService(db: Db) {
  async function present(user: AuthUser, row: AccountRow): Promise<Account> {
    const all = await accountsRepository.listWithBalances(db, user.id, { includeArchived: true });
    const withBalance = all.find((a) => a.id === row.id);
    return presentAccount(withBalance ?? { ...row, movementTotal: 0, periodMovement: 0 });
  }

  return {
    async list(
      user: AuthUser,
      query: { from?: string; to?: string; includeArchived?: string },
    ): Promise<Account[]> {
      const rows = await accountsRepository.listWithBalances(db, user.id, {
        from: query.from,
        to: query.to,
        includeArchived: query.includeArchived === 'true' || query.includeArchived === '1',
      });
      return rows.map(presentAccount);
    },

    async create(user: AuthUser, input: z.output<typeof accountCreateBody>): Promise<Account> {
      const row = await accountsRepository.insert(db, {
        userId: user.id,
        name: input.name,
        type: input.type,
        openingBalance: reaisToCents(input.opening_balance),
      });
      if (!row) throw conflict(DUPLICATE_NAME);
      return presentAccount({ ...row, movementTotal: 0, periodMovement: 0 });
    },

    async update(user: AuthUser, input: z.output<typeof accountUpdateBody>): Promise<Account> {
      try {
        const row = await accountsRepository.update(db, user.id, input.id, {
          name: input.name,
          type: input.type,
          openingBalance: reaisToCents(input.opening_balance),
        });
        if (!row) throw notFound(ACCOUNT_NOT_FOUND);
        return present(user, row);
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(DUPLICATE_NAME);
        throw error;
      }
    },

    async setArchived(user: AuthUser, id: number, archived: boolean): Promise<Account> {
      const row = await accountsRepository.setArchived(db, user.id, id, archived);
      if (!row) throw notFound(ACCOUNT_NOT_FOUND);
      return present(user, row);
    },

    async delete(user: AuthUser, id: number): Promise<{ id: number }> {
      if (!(await accountsRepository.findOwned(db, user.id, id))) throw notFound(ACCOUNT_NOT_FOUND);
      if (await accountsRepository.hasTransactions(db, user.id, id)) throw conflict(HAS_TRANSACTIONS);
      try {
        await accountsRepository.delete(db, user.id, id);
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
