import {
  HOUSEHOLD_MESSAGES,
  type ShareMode,
  type TransactionShareFields,
  type transactionShareBody,
} from '../../../common/contract/household';
import type { z } from '../../../common/contract/shared';
import { divideCents } from '../../../common/household-shares';
import {
  centsToInputText,
  centsToReais,
  formatCents,
  parseAmount,
  reaisToCents,
} from '../../../common/money';

/** One of the book's people as the division reads them, in the book's order (the order the server divides in). */
export interface SharePerson {
  userId: number;
  name: string;
  /** Monthly income in reais (null: not given). */
  income: number | null;
  /**
   * A leitor of the book: offered, but not ticked when a division starts (someone invited to look, a parent, is not
   * one of those who share the house's costs unless chosen).
   */
  reader?: boolean;
}

/** What the 'Dividir entre pessoas' dialog holds: the payer, the way, who takes part, the parts typed. */
export interface ShareChoice {
  payerId: number;
  mode: ShareMode | null;
  /** The people ticked (equal, income). */
  chosen: ReadonlySet<number>;
  /** The money text typed per person (parts). */
  parts: Readonly<Record<number, string>>;
}

export interface SharePart {
  userId: number;
  name: string;
  cents: number;
}

/** The preview: each person's part, or why there is none yet (the server's words), or no division at all. */
export type SharePreview =
  | { kind: 'alone' }
  | { kind: 'parts'; parts: SharePart[] }
  | { kind: 'problem'; message: string };

/** A part typed in 'Por valores', in cents: blank is nothing, unreadable is null. */
export function partCents(text: string | undefined): number | null {
  if (!text || text.trim() === '') return 0;
  const cents = parseAmount(text, 'comma');
  return cents === null || cents < 0 ? null : cents;
}

/** The sum of the parts typed, in cents (an unreadable one counts as nothing: its field says so). */
export function partsTotal(people: readonly SharePerson[], parts: ShareChoice['parts']): number {
  return people.reduce((sum, p) => sum + (partCents(parts[p.userId]) ?? 0), 0);
}

/** Each person's part of an expense of `amountCents`, computed as the server will; its answer is the truth. */
export function previewShares(
  amountCents: number,
  people: readonly SharePerson[],
  choice: ShareChoice,
): SharePreview {
  if (choice.mode === null) return { kind: 'alone' };
  if (choice.mode === 'parts') {
    const typed = people.map((p) => ({ ...p, cents: partCents(choice.parts[p.userId]) }));
    if (typed.some((p) => p.cents === null))
      return { kind: 'problem', message: HOUSEHOLD_MESSAGES.partsMissing };
    const parts = typed
      .filter((p) => (p.cents ?? 0) > 0)
      .map((p) => ({ userId: p.userId, name: p.name, cents: p.cents ?? 0 }));
    if (parts.length === 0) return { kind: 'problem', message: HOUSEHOLD_MESSAGES.partsMissing };
    const sum = parts.reduce((total, p) => total + p.cents, 0);
    if (sum !== amountCents)
      return {
        kind: 'problem',
        message: HOUSEHOLD_MESSAGES.partsSum(formatCents(sum), formatCents(amountCents)),
      };
    return { kind: 'parts', parts };
  }
  const chosen = people.filter((p) => choice.chosen.has(p.userId));
  if (chosen.length === 0) return { kind: 'problem', message: HOUSEHOLD_MESSAGES.noMembers };
  if (choice.mode === 'income') {
    const missing = chosen.filter((p) => p.income === null);
    if (missing.length > 0)
      return {
        kind: 'problem',
        message: HOUSEHOLD_MESSAGES.incomeMissing(missing.map((p) => p.name)),
      };
  }
  const weights = chosen.map((p) => (choice.mode === 'income' ? reaisToCents(p.income ?? 0) : 1));
  const cents = divideCents(amountCents, weights);
  return {
    kind: 'parts',
    parts: chosen.map((p, i) => ({ userId: p.userId, name: p.name, cents: cents[i] ?? 0 })),
  };
}

export type ShareBody = z.input<typeof transactionShareBody>;

/** PUT /transactions/share's body: the people in the book's order, the parts in reais (only those typed). */
export function shareBody(id: number, people: readonly SharePerson[], choice: ShareChoice): ShareBody {
  return { id, ...shareFields(people, choice) };
}

/** The choice as the contract says it: PUT /transactions/share's body without the id, POST /transactions' `share`. */
export function shareFields(people: readonly SharePerson[], choice: ShareChoice): TransactionShareFields {
  const base = { payerId: choice.payerId, mode: choice.mode };
  if (choice.mode === 'parts') {
    const parts = people
      .map((p) => ({ userId: p.userId, cents: partCents(choice.parts[p.userId]) ?? 0 }))
      .filter((p) => p.cents > 0)
      .map((p) => ({ userId: p.userId, amount: centsToReais(p.cents) }));
    return { ...base, parts };
  }
  if (choice.mode === null) return base;
  return { ...base, userIds: people.filter((p) => choice.chosen.has(p.userId)).map((p) => p.userId) };
}

/** What the dialog starts from: the row's payer (or the person asking), its way and parts, or everyone ticked. */
export function initialChoice(
  tx: {
    paid_by: number | null;
    share_mode: ShareMode | null;
    shares: readonly { userId: number; amount: number }[];
  },
  people: readonly SharePerson[],
  you: number | undefined,
): ShareChoice {
  const payerId =
    [tx.paid_by, you].find((id): id is number => people.some((p) => p.userId === id)) ??
    people[0]?.userId ??
    0;
  const divided = tx.shares.length > 0;
  const chosen = new Set(
    divided && tx.share_mode !== 'parts'
      ? tx.shares.map((s) => s.userId)
      : people.filter((p) => !p.reader).map((p) => p.userId),
  );
  const parts: Record<number, string> = {};
  if (tx.share_mode === 'parts')
    for (const share of tx.shares) parts[share.userId] = centsToInputText(reaisToCents(share.amount));
  return { payerId, mode: tx.share_mode, chosen, parts };
}

/**
 * 'Por valores' chosen with no value typed starts from the parts shown a moment before (equal, by income), for the
 * person to adjust rather than type every one.
 */
export function partsToStartFrom(
  mode: ShareMode | null,
  parts: ShareChoice['parts'],
  shown: SharePreview,
): ShareChoice['parts'] {
  const typed = Object.values(parts).some((text) => text.trim() !== '');
  if (mode !== 'parts' || typed || shown.kind !== 'parts') return parts;
  return Object.fromEntries(shown.parts.map((part) => [part.userId, centsToInputText(part.cents)]));
}
