// Fixed-income positions a bank sync brings (server/features/sync/write-investments.ts): each found again, never
// doubled, and a position the person typed adopted rather than copied.
import { and, eq, isNull } from 'drizzle-orm';
import { MAX_POSITIONS_PER_BOOK, POSITION_NAME_MAX_LENGTH } from '../../../common/contract/investments';
import type { Executor } from '../../db/connect';
import { fixedIncomePositions as positions } from '../../db/schema';
import { lockBook } from '../shared/person-limits';
import { investmentsRepository as repo } from './repository';
import type { ContractTerms } from './valuation';

/**
 * A position as the bank reports it, in Grana's terms (the sync maps the aggregator's fields); its indexing is
 * 'informado' when the bank did not give the contract in full: worth the bank's value, no rate made up.
 */
export interface BankPosition extends ContractTerms {
  /** The aggregator's id of the investment. */
  providerId: string;
  /** The investment account it goes into (the sync's linked account). */
  accountId: number;
  name: string;
  /** What the bank says it is worth, gross, and the day it says it. */
  bankValueCents: number;
  bankValueOn: string;
}

export type BankPositionOutcome =
  /** Written as a new position. */
  | { outcome: 'new'; id: number }
  /** Found (by the aggregator's id, or a typed position with the same account, product, day and amount). */
  | { outcome: 'updated'; id: number; redeemedOn: string | null }
  /** Not written: the book holds MAX_POSITIONS_PER_BOOK. */
  | { outcome: 'full' };

/**
 * Keeps one position of the bank, in the caller's transaction. Found by the aggregator's id first; else a typed
 * position of the same account, product, application day and amount not yet linked to any investment is adopted
 * (the person's contract kept, the bank's id and value added); else a new one is written. A position found keeps
 * the person's contract (their rate may be the one they read on the note), except an 'informado' one the bank now
 * gives the contract of. Either way the bank's value is written.
 */
export async function keepBankPosition(
  tx: Executor,
  bookId: number,
  bank: BankPosition,
): Promise<BankPositionOutcome> {
  await lockBook(tx, bookId);
  const [byId] = await tx
    .select()
    .from(positions)
    .where(and(eq(positions.bookId, bookId), eq(positions.providerInvestmentId, bank.providerId)));
  const [typed] = byId
    ? [byId]
    : await tx
        .select()
        .from(positions)
        .where(
          and(
            eq(positions.bookId, bookId),
            eq(positions.accountId, bank.accountId),
            eq(positions.product, bank.product),
            eq(positions.appliedOn, bank.appliedOn),
            eq(positions.appliedCents, bank.appliedCents),
            isNull(positions.providerInvestmentId),
          ),
        )
        .orderBy(positions.id)
        .limit(1);
  const found = byId ?? typed;
  if (found) {
    const contractNow = found.indexing === 'informado' && bank.indexing !== 'informado';
    await tx
      .update(positions)
      .set({
        providerInvestmentId: bank.providerId,
        bankValueCents: bank.bankValueCents,
        bankValueOn: bank.bankValueOn,
        ...(contractNow ? { indexing: bank.indexing, rate: rateText(bank.rate) } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(positions.bookId, bookId), eq(positions.id, found.id)));
    return { outcome: 'updated', id: found.id, redeemedOn: found.redeemedOn };
  }
  if ((await repo.count(tx, bookId)) >= MAX_POSITIONS_PER_BOOK) return { outcome: 'full' };
  const id = await repo.insert(tx, {
    bookId,
    accountId: bank.accountId,
    name: bank.name.slice(0, POSITION_NAME_MAX_LENGTH).trim() || 'Aplicação',
    product: bank.product,
    indexing: bank.indexing,
    rate: rateText(bank.rate),
    appliedCents: bank.appliedCents,
    appliedOn: bank.appliedOn,
    maturityOn: bank.maturityOn !== null && bank.maturityOn > bank.appliedOn ? bank.maturityOn : null,
    providerInvestmentId: bank.providerId,
    bankValueCents: bank.bankValueCents,
    bankValueOn: bank.bankValueOn,
  });
  return { outcome: 'new', id };
}

/** The rate as the column keeps it: 4 decimals at most (numeric(9, 4)). */
const rateText = (rate: number | null): string | null => (rate === null ? null : rate.toFixed(4));

/** The open positions of an account a bank sync brought: those the next sync must find again, by name. */
export async function bankPositionsOf(
  db: Executor,
  bookId: number,
  accountId: number,
): Promise<Array<{ id: number; name: string; providerId: string }>> {
  const rows = await db
    .select({ id: positions.id, name: positions.name, providerId: positions.providerInvestmentId })
    .from(positions)
    .where(
      and(eq(positions.bookId, bookId), eq(positions.accountId, accountId), isNull(positions.redeemedOn)),
    );
  return rows.flatMap((r) => (r.providerId === null ? [] : [{ ...r, providerId: r.providerId }]));
}
