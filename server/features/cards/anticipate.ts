import type { z } from 'zod';
import { billMonthFor } from '../../../common/card-bills';
import {
  type AnticipationResult,
  type anticipateBody,
  anticipateTooManyMessage,
  DISCOUNT_TOO_LARGE_MESSAGE,
  NOTHING_TO_ANTICIPATE_MESSAGE,
  PURCHASE_NOT_FOUND_MESSAGE,
} from '../../../common/contract/cards';
import { todayIn } from '../../../common/dates';
import { reaisToCents } from '../../../common/money';
import type { Db } from '../../db/connect';
import type { AuthUser } from '../../http/deps';
import { badRequest, notFound } from '../../http/errors';
import { ledger } from '../ledger/ledger';
import { transactionsRepository } from '../transactions/repository';
import { billDatesOf } from './bill-figures';
import { cardTermsOf, ownCard } from './card-terms';

/**
 * Antecipar parcelas: the last `count` installments still in later bills (all of them when absent) move into
 * the open bill, dated today, in one database transaction; a discount the bank gave is a credit in that bill.
 */
export async function anticipateInstallments(
  db: Db,
  user: AuthUser,
  input: z.output<typeof anticipateBody>,
): Promise<AnticipationResult> {
  return db.transaction(async (tx) => {
    const rows = await transactionsRepository.installmentsOf(tx, user.id, input.installment_group);
    const first = rows[0];
    if (!first) throw notFound(PURCHASE_NOT_FOUND_MESSAGE);
    const card = await ownCard(tx, user.id, first.accountId);
    const datesOf = billDatesOf(await cardTermsOf(tx, user.id, card));
    const today = todayIn(user.timeZone);
    const openMonth = billMonthFor(today, datesOf);
    const future = rows.filter((r) => (r.billMonth ?? billMonthFor(r.date, datesOf)) > openMonth);
    if (future.length === 0) throw badRequest(NOTHING_TO_ANTICIPATE_MESSAGE);
    const count = input.count ?? future.length;
    if (count > future.length) throw badRequest(anticipateTooManyMessage(future.length));
    const moved = future.slice(-count);
    const discountCents = input.discount === undefined ? 0 : reaisToCents(input.discount);
    if (discountCents >= moved.reduce((sum, r) => sum + r.amount, 0))
      throw badRequest(DISCOUNT_TOO_LARGE_MESSAGE);

    await ledger.change(
      tx,
      user.id,
      moved.map((r) => ({ id: r.id, values: { date: today, billMonth: openMonth } })),
    );
    let discountId: number | null = null;
    if (discountCents > 0) {
      [discountId = null] = await ledger.insert(tx, user.id, [
        {
          accountId: card.id,
          type: 'RECEITA',
          amount: discountCents,
          date: today,
          description: `Desconto da antecipação: ${first.description || 'compra parcelada'}`.slice(0, 200),
          billMonth: openMonth,
        },
      ]);
    }
    return { moved: moved.map((r) => r.id), bill_month: openMonth, discount_id: discountId };
  });
}
