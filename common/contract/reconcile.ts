// "Conferir saldo" (reconciliation): the bank's balance of an account on a date against Grana's, the rows not yet
// reconciled, and the confirmation that marks them RECONCILED (docs/PRODUCT.md, "Conferir saldo").
import { formatCents } from '../money';
import { idSchema, isoDateSchema, signedMoneySchema, z } from './shared';
import type { TransactionStatus } from './transactions';

/** The unreconciled rows an answer lists (newest first); `count` and `total` cover all of them. */
export const RECONCILE_ROWS_SHOWN = 100;

/** The description of the row "Criar ajuste e confirmar" writes for the difference. */
export const RECONCILE_ADJUSTMENT_DESCRIPTION = 'Ajuste de conferência';

/** The 409 of a confirmation whose balances differ (the difference in cents, bank − Grana). */
export const reconcileDifferenceMessage = (differenceCents: number) =>
  `O saldo do banco difere do saldo do Grana em ${formatCents(Math.abs(differenceCents))}. Confira os lançamentos ou crie um ajuste.`;

export const reconcileParams = z.object({ id: idSchema });

/** GET /accounts/:id/reconciliation: the date, and the bank's balance on it when the person typed one. */
export const reconcileQuery = z.object({
  date: isoDateSchema,
  balance: signedMoneySchema.optional(),
});

/** The 400 of a confirmation asked to settle its difference both ways at once. */
export const RECONCILE_BOTH_WAYS_MESSAGE =
  'Escolha uma forma de acertar a diferença: um ajuste (adjust) ou o saldo inicial (opening), não as duas';

/** The 400 of a difference that would take the account's opening balance past what Grana stores. */
export const RECONCILE_OPENING_TOO_LARGE_MESSAGE =
  'O saldo inicial corrigido passaria do limite de R$ 999.999.999.999,99: confira o saldo digitado';

/**
 * POST /accounts/:id/reconciliation: the bank's balance at the end of `date`. A difference is settled by `adjust`
 * (a row "Ajuste de conferência" on the date: income or expense of its month, for money that moved unrecorded) or by
 * `opening` (the account's opening balance corrected: money the account held before its first row in Grana, which no
 * month earned or spent — a newcomer's first confirmation after importing or connecting the bank).
 */
export const reconcileBody = z
  .object({
    date: isoDateSchema,
    // Signed as the account's balance in Grana: a card's debt is negative.
    balance: signedMoneySchema,
    adjust: z.boolean({ error: 'O campo "adjust" deve ser verdadeiro ou falso' }).optional().default(false),
    opening: z.boolean({ error: 'O campo "opening" deve ser verdadeiro ou falso' }).optional().default(false),
  })
  .refine((b) => !(b.adjust && b.opening), { message: RECONCILE_BOTH_WAYS_MESSAGE });

export type ReconcileQuery = z.input<typeof reconcileQuery>;
export type ReconcileBody = z.input<typeof reconcileBody>;

export interface UnreconciledRow {
  id: number;
  date: string;
  description: string;
  /** Reais, signed by its effect on the account's balance (an expense is negative). */
  amount: number;
  status: TransactionStatus;
}

export interface Reconciliation {
  date: string;
  /** The bank's balance the person typed, or null. */
  bankBalance: number | null;
  /** Grana's balance of the account at the end of `date`. */
  balance: number;
  /** bankBalance − balance, or null without a bank balance. */
  difference: number | null;
  /** The last confirmed reconciliation of the account. */
  last: { date: string; balance: number } | null;
  /** The rows dated up to `date` not yet RECONCILED. */
  unreconciled: { count: number; total: number; rows: UnreconciledRow[] };
}

export interface ReconcileResult {
  /** How many rows the confirmation marked RECONCILED. */
  reconciled: number;
  date: string;
  balance: number;
  /** The adjustment row written ("Criar ajuste e confirmar"), or null. */
  adjustment: { id: number; amount: number } | null;
  /** The account's opening balance before and after "Corrigir saldo inicial e confirmar", or null. */
  opening: { before: number; after: number } | null;
}
