import type { z } from 'zod';
import { BOOK_MESSAGES } from '../../../common/contract/books';
import {
  HOUSEHOLD_MESSAGES,
  type ShareMode,
  type transactionShareFields,
} from '../../../common/contract/household';
import { divideCents } from '../../../common/household-shares';
import { formatCents, reaisToCents } from '../../../common/money';
import { badRequest, notFound } from '../../http/errors';
import type { ShareRow } from './repository';

/** A person of the book as a division reads them, in the book's order (by name). */
export interface Sharer {
  userId: number;
  name: string;
  /** Monthly income in cents, or null. */
  income: number | null;
  /** A leitor: divided with only when named (someone invited to look is not one of those who share by default). */
  reader?: boolean;
}

/** A person named in a division who is not in the book: as absent as any id that is not the book's. */
const notInBook = () => notFound(BOOK_MESSAGES.memberNotFound);

/**
 * The parts of an expense of `amountCents` as the request divides it between `people` (the book's, in its order),
 * or a 4xx saying why not. The parts follow the book's order, which is the order the cents left over go in.
 */
export function sharesOf(
  input: z.output<typeof transactionShareFields>,
  amountCents: number,
  people: readonly Sharer[],
): ShareRow[] {
  const inBook = new Set(people.map((p) => p.userId));
  const ordered = (ids: readonly number[]) => {
    if (new Set(ids).size !== ids.length) throw badRequest(HOUSEHOLD_MESSAGES.repeatedMember);
    if (ids.some((id) => !inBook.has(id))) throw notInBook();
    if (ids.length === 0) throw badRequest(HOUSEHOLD_MESSAGES.noMembers);
    return people.filter((p) => ids.includes(p.userId));
  };
  // Every person named must be the book's, whatever the mode reads: a stranger's id is never ignored.
  const named = [...(input.userIds ?? []), ...(input.parts ?? []).map((p) => p.userId)];
  if (named.some((id) => !inBook.has(id))) throw notInBook();
  const mode: ShareMode | null = input.mode;
  if (mode === null) return [];
  if (mode === 'parts') {
    const parts = input.parts ?? [];
    if (parts.length === 0) throw badRequest(HOUSEHOLD_MESSAGES.partsMissing);
    const sharers = ordered(parts.map((p) => p.userId));
    const cents = new Map(parts.map((p) => [p.userId, reaisToCents(p.amount)]));
    const sum = [...cents.values()].reduce((a, c) => a + c, 0);
    if (sum !== amountCents)
      throw badRequest(HOUSEHOLD_MESSAGES.partsSum(formatCents(sum), formatCents(amountCents)));
    return sharers.map((p) => ({ userId: p.userId, cents: cents.get(p.userId)! }));
  }
  const sharers = ordered(input.userIds ?? people.filter((p) => !p.reader).map((p) => p.userId));
  if (mode === 'income') {
    const missing = sharers.filter((p) => !p.income);
    if (missing.length > 0) throw badRequest(HOUSEHOLD_MESSAGES.incomeMissing(missing.map((p) => p.name)));
  }
  const weights = sharers.map((p) => (mode === 'income' ? (p.income as number) : 1));
  const cents = divideCents(amountCents, weights);
  return sharers.map((p, i) => ({ userId: p.userId, cents: cents[i]! }));
}

/**
 * The parts of a divided expense whose amount changed: equal parts stay equal between the same people; parts by
 * value or by income keep their proportions (the old parts are the weights). Same rule, to the cent.
 */
export function sharesAfterNewAmount(
  mode: ShareMode,
  amountCents: number,
  old: readonly ShareRow[],
): ShareRow[] {
  if (old.length === 0) return [];
  const weights =
    mode === 'equal' || old.every((s) => s.cents === 0) ? old.map(() => 1) : old.map((s) => s.cents);
  const cents = divideCents(amountCents, weights);
  return old.map((s, i) => ({ userId: s.userId, cents: cents[i]! }));
}
