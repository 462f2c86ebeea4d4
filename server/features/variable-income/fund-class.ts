import type { z } from 'zod';
import type { FundClass } from '../../../common/come-cotas';
import { VARIABLE_INCOME_MESSAGES as M } from '../../../common/contract/variable-income';
import type { holdingClassBody } from '../../../common/contract/variable-income-requests';
import type { AuthUser } from '../../auth-user';
import type { Db } from '../../db/connect';
import { badRequest } from '../../http/errors';
import { actedBy, ledgerTransaction } from '../ledger/public';
import { ownedHolding } from './owned';
import { variableIncomeRepository as repo } from './repository';

/**
 * Gives a fundo its tax class, which sets its come-cotas (common/come-cotas.ts), or clears it (null): 404 for a
 * holding not the book's, 400 for a class on another kind of asset. Answers the holding's id and class.
 */
export async function setFundClass(
  db: Db,
  user: AuthUser,
  input: z.output<typeof holdingClassBody>,
): Promise<{ id: number; fundClass: FundClass | null }> {
  return ledgerTransaction(db, actedBy(user, 'investments'), async (tx) => {
    const holding = await ownedHolding(tx, user, input.id, true);
    if (holding.kind !== 'fundo' && input.fund_class !== null) throw badRequest(M.fundClassNotFund);
    await repo.setFundClass(tx, user.bookId, holding.id, input.fund_class);
    return { id: holding.id, fundClass: input.fund_class };
  });
}
