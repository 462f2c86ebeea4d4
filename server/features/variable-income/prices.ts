// A holding's prices by day, typed or imported (the B3 position file's closing prices).
import type { z } from 'zod';
import {
  VARIABLE_INCOME_MESSAGES as M,
  MAX_PRICES_PER_BOOK,
  type priceBody,
} from '../../../common/contract/variable-income';
import { todayIn } from '../../../common/dates';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { badRequest, conflict } from '../../http/errors';
import { lockBook } from '../shared/person-limits';
import { ownedHolding } from './owned';
import { type PriceRow, variableIncomeRepository as repo } from './repository';

/**
 * Sets a holding's price of a day inside the caller's transaction; a price already there for that day is replaced
 * (and so adds nothing to the book's count). Answers the row.
 */
export async function recordPrice(
  tx: Executor,
  user: AuthUser,
  input: z.output<typeof priceBody>,
): Promise<PriceRow> {
  if (input.date > todayIn(user.timeZone)) throw badRequest(M.priceFuture, 'date');
  await lockBook(tx, user.bookId);
  const holding = await ownedHolding(tx, user, input.holdingId);
  const replacing = await repo.priceOn(tx, holding.id, input.date);
  if (!replacing && (await repo.count(tx, user.bookId, 'prices')) >= MAX_PRICES_PER_BOOK)
    throw conflict(M.tooManyPrices);
  return repo.upsertPrice(tx, {
    bookId: user.bookId,
    holdingId: holding.id,
    pricedOn: input.date,
    price: input.price,
  });
}
