import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { planAnticipation } from '../../../common/anticipation';
import { billMonthFor } from '../../../common/card-bills';
import {
  type AnticipationOptions,
  type AnticipationResult,
  type anticipateBody,
  anticipateTooManyMessage,
  DISCOUNT_TOO_LARGE_MESSAGE,
  NOTHING_TO_ANTICIPATE_MESSAGE,
  PURCHASE_NOT_FOUND_MESSAGE,
} from '../../../common/contract/cards';
import { todayIn } from '../../../common/dates';
import { centsToReais, reaisToCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import { type Db, type Executor, queryRows } from '../../db/connect';
import { idArray } from '../../db/json-rows';
import { badRequest, notFound } from '../../http/errors';
import { actedBy, ledger, ledgerTransaction } from '../ledger/public';
import { undoLog } from '../shared/undo-log';
import { billDatesOf } from './bill-figures';
import { cardTermsOf, ownCard } from './card-terms';

/** A purchase's installments still in bills after the open one (in order), and the open bill's month. */
async function laterInstallments(tx: Executor, user: AuthUser, group: string) {
  const rows = await ledger.installmentsOf(tx, user.bookId, group);
  const first = rows[0];
  if (!first) throw notFound(PURCHASE_NOT_FOUND_MESSAGE);
  const card = await ownCard(tx, user.bookId, first.accountId);
  const datesOf = billDatesOf(await cardTermsOf(tx, user.bookId, card));
  const today = todayIn(user.timeZone);
  const openMonth = billMonthFor(today, datesOf);
  const future = rows.filter((r) => (r.billMonth ?? billMonthFor(r.date, datesOf)) > openMonth);
  return { today, openMonth, future };
}

/** GET /cards/installments/anticipation: what the dialog offers and previews (common/anticipation.ts). */
export async function anticipationOptions(
  db: Db,
  user: AuthUser,
  group: string,
): Promise<AnticipationOptions> {
  // A group that names none of the person's purchases (another person's, one deleted) has nothing to offer, as
  // a list filtered by an unknown import lists nothing.
  const rows = await ledger.installmentsOf(db, user.bookId, group);
  if (rows.length === 0) return { bill_month: null, installments: [] };
  const { openMonth, future } = await laterInstallments(db, user, group);
  return {
    bill_month: openMonth,
    installments: future.map((r) => ({
      id: r.id,
      installment_number: r.installmentNumber ?? 0,
      amount: centsToReais(r.amount),
    })),
  };
}

/**
 * Antecipar parcelas: the last `count` installments still in later bills move into the open bill, dated today,
 * in one database transaction, and are kept as they were for 'Desfazer'.
 *
 * A discount the bank gave lowers the moved installments themselves (planAnticipation): their category's expense
 * drops by exactly the discount, the bill holds what the bank charges, exports show the amounts paid, and
 * deleting the whole purchase takes the discount with it. A separate credit row would be income (a Receita
 * inflating income and the savings rate) or a negative expense, which the ledger refuses (amount > 0).
 */
export async function anticipateInstallments(
  db: Db,
  user: AuthUser,
  input: z.output<typeof anticipateBody>,
): Promise<AnticipationResult> {
  return ledgerTransaction(db, actedBy(user, 'installments'), async (tx) => {
    const { today, openMonth, future } = await laterInstallments(tx, user, input.installment_group);
    if (future.length === 0) throw badRequest(NOTHING_TO_ANTICIPATE_MESSAGE);
    if (input.count > future.length) throw badRequest(anticipateTooManyMessage(future.length));
    const discountCents = input.discount === undefined ? 0 : reaisToCents(input.discount);
    const plan = planAnticipation(
      future.map((r) => r.amount),
      input.count,
      discountCents,
    );
    if (!plan) throw badRequest(DISCOUNT_TOO_LARGE_MESSAGE);
    const moved = future.slice(-input.count);
    const ids = moved.map((r) => r.id);

    const before = await ledger.snapshot(tx, user.bookId, ids);
    await ledger.change(
      tx,
      user.bookId,
      moved.map((r, i) => ({
        id: r.id,
        values: { date: today, billMonth: openMonth, amount: plan.amounts[i] ?? r.amount },
      })),
    );
    const undo = await undoLog.keep(tx, user.bookId, 'transactions', { ...before, changed: true });
    return { moved: ids, bill_month: openMonth, undo };
  });
}

/** What earlier versions named the credit they wrote for a discount (a Receita in the open bill). */
const legacyDiscountText = (purchase: string) =>
  `Desconto da antecipação: ${purchase || 'compra parcelada'}`.slice(0, 200);

/**
 * The discounts earlier versions booked as a Receita when this purchase was anticipated, so that deleting the
 * whole purchase takes them too: on the purchase's card, named after it, dated and pinned as the installments
 * that anticipation moved (the same day and bill), with no purchase of their own. No migration turns them into
 * lower installments: nothing stored links them to the purchase but this match, and the installments they
 * belong to may have been edited or paid since; the person sees them named after the purchase.
 */
export async function legacyDiscountsOf(
  tx: Executor,
  bookId: number,
  installments: Array<{
    id: number;
    accountId: number;
    description: string;
    date: string;
    billMonth: string | null;
  }>,
): Promise<number[]> {
  const first = installments[0];
  if (!first) return [];
  const ids = installments.map((r) => r.id);
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select d.id from transactions d
        where d.book_id = ${bookId} and d.account_id = ${first.accountId} and d.type = 'RECEITA'
          and d.installment_group is null and d.description = ${legacyDiscountText(first.description)}
          and exists (select 1 from transactions i
                      where i.book_id = d.book_id and i.id = any(${idArray(ids)}::bigint[])
                        and i.date = d.date and i.bill_month = d.bill_month)
        order by d.id`,
  );
  return rows.map((r) => Number(r.id));
}
