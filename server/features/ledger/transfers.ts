import { randomUUID } from 'node:crypto';
import { CROSS_CURRENCY_MESSAGES, DEFAULT_TRANSFER_DESCRIPTION } from '../../../common/contract/transactions';
import type { CurrencyCode } from '../../../common/currencies';
import type { Executor } from '../../db/connect';
import { badRequest } from '../../http/errors';
import { ledger } from './ledger';
import { references } from './references';
import type { ImportedTransaction } from './staged-rows';

export interface TransferInput {
  date: string;
  /** What leaves the source account, in hundredths of its currency (cents of reais). */
  amountCents: number;
  /**
   * Between accounts of two currencies: what the destination receives, in hundredths of its currency; absent, it
   * receives `amountCents` (the caller has checked the currencies).
   */
  destinationAmountCents?: number;
  /**
   * A cost paid with the transfer (the IOF of money sent abroad): an expense of the source account on the same day,
   * linked to the transfer by fee_of_transfer, so that deleting the transfer deletes it (and its undo puts it back).
   */
  fee?: { amountCents: number; description: string; categoryId: number | null };
  fromAccountId: number;
  toAccountId: number;
  description?: string | undefined;
  status?: 'CLEARED' | 'PENDING' | 'RECONCILED';
  goalId?: number | null;
  /** A card bill's payment: the card's leg is pinned to that bill. */
  toBillMonth?: string | null;
  /** A transfer read from a statement: both legs are of that import. */
  importId?: string | null;
  /**
   * The statement's line the source leg is (a card bill's payment read from a checking account's statement): its
   * bank id, its own text and where it came from, kept as an imported row keeps them.
   */
  bankLine?: { externalId: string | null; bankText: string | null; origin: 'import' | 'sync' };
  /** Who typed it (POST /transfers); null for Grana's own transfers. */
  createdBy?: number | null;
  /**
   * A transfer between two books: the book of the leg the money leaves (or reaches) when it is not `bookId`. The
   * caller has checked that the person writes there.
   */
  fromBookId?: number;
  toBookId?: number;
  /**
   * The tags of `bookId` the legs and the fee in that book carry (a trip's 'Viagem' on the remittance and its IOF):
   * the other book's leg carries none, its tags being that book's.
   */
  tagIds?: readonly number[];
}

/** What both legs of a transfer say, however they are written: its text (else the default) and status. */
const wordsOf = (input: Pick<TransferInput, 'description' | 'status'>) => ({
  description: input.description?.trim() || DEFAULT_TRANSFER_DESCRIPTION,
  status: input.status ?? 'CLEARED',
});

/** A transfer's two legs, linked by `transferId`: an expense on the source and an income on the destination. */
function legsOf(input: TransferInput, transferId: string) {
  const common = {
    amount: input.amountCents,
    date: input.date,
    ...wordsOf(input),
    transferId,
    goalId: input.goalId ?? null,
    importId: input.importId ?? null,
    createdBy: input.createdBy ?? null,
  };
  const from = {
    ...common,
    ...bankColumnsOf(input.bankLine),
    accountId: input.fromAccountId,
    type: 'DESPESA',
  };
  const to = {
    ...common,
    amount: input.destinationAmountCents ?? input.amountCents,
    accountId: input.toAccountId,
    type: 'RECEITA',
    billMonth: input.toBillMonth ?? null,
  };
  return { from, to };
}

/**
 * Writes both legs of a transfer inside the caller's transaction: an expense on the source and an income on
 * the destination, linked by one transfer_id. Totals, dashboards and reports leave them out; balances count them.
 * Used by transfers, goal contributions and imports.
 */
export async function writeTransfer(tx: Executor, bookId: number, input: TransferInput): Promise<string> {
  const fromBook = input.fromBookId ?? bookId;
  const toBook = input.toBookId ?? bookId;
  const source = await references.account(tx, fromBook, input.fromAccountId);
  const destination = await references.account(tx, toBook, input.toAccountId);
  ensureBothAmounts(input, source.currency, destination.currency);
  const transferId = randomUUID();
  const { from, to } = legsOf(input, transferId);
  // The fee is the source's: an ordinary expense there (it counts in Despesas), named by the transfer.
  const fee = input.fee
    ? [
        {
          accountId: input.fromAccountId,
          type: 'DESPESA',
          amount: input.fee.amountCents,
          date: input.date,
          description: input.fee.description,
          categoryId: input.fee.categoryId,
          status: from.status,
          feeOfTransfer: transferId,
          createdBy: input.createdBy ?? null,
        },
      ]
    : [];
  const tagged: number[] = [];
  if (fromBook === toBook) tagged.push(...(await ledger.insert(tx, bookId, [from, to, ...fee])));
  else {
    // Each leg in its own book, naming the other's: each book's balances and month totals move with its own leg.
    const sent = await ledger.insert(tx, fromBook, [{ ...from, otherBookId: toBook }, ...fee]);
    const received = await ledger.insert(tx, toBook, [{ ...to, otherBookId: fromBook }]);
    tagged.push(...(fromBook === bookId ? sent : received));
  }
  if (input.tagIds?.length)
    for (const id of tagged) await ledger.replaceTags(tx, bookId, id, [...input.tagIds]);
  return transferId;
}

/**
 * Writes many transfers within one book as `writeTransfer` does, all their legs in one ledger call (each account
 * checked once): a batch of a thousand costs a few statements, not thousands. The caller keeps the count bounded.
 * Answers the transfer ids in the inputs' order.
 */
export async function writeTransfers(
  tx: Executor,
  bookId: number,
  inputs: Array<Omit<TransferInput, 'fromBookId' | 'toBookId' | 'fee'>>,
): Promise<string[]> {
  const accounts = new Set(inputs.flatMap((input) => [input.fromAccountId, input.toAccountId]));
  const currencies = new Map<number, string>();
  for (const id of accounts) currencies.set(id, (await references.account(tx, bookId, id)).currency);
  for (const input of inputs)
    ensureBothAmounts(input, currencies.get(input.fromAccountId), currencies.get(input.toAccountId));
  const ids = inputs.map(() => randomUUID());
  // An import's transfers go the way its rows go, staged and written set by set: through ledger.insert their
  // legs cost five times a row each (2,368 of a 50,000-line file took 1.2 s on PostgreSQL).
  if (inputs.every(isImported)) {
    await ledger.insertImported(
      tx,
      bookId,
      inputs.flatMap((input, i) => importedLegsOf(input, ids[i] as string)),
    );
    return ids;
  }
  const legs = inputs.flatMap((input, i) => {
    const { from, to } = legsOf(input, ids[i] as string);
    return [from, to];
  });
  if (legs.length > 0) await ledger.insert(tx, bookId, legs);
  return ids;
}

type ImportedTransfer = Omit<TransferInput, 'fromBookId' | 'toBookId'> & { importId: string };

/** An import's transfer, which names no goal and no author: its legs are an import's rows. */
const isImported = (input: Omit<TransferInput, 'fromBookId' | 'toBookId'>): input is ImportedTransfer =>
  !!input.importId && input.goalId == null && input.createdBy == null;

/** A transfer's two legs as an import's rows, each column as legsOf writes it. */
function importedLegsOf(input: ImportedTransfer, transferId: string): ImportedTransaction[] {
  const common = {
    amountCents: input.amountCents,
    date: input.date,
    ...wordsOf(input),
    importId: input.importId,
    categoryId: null,
    payeeId: null,
  } as const;
  return [
    {
      ...common,
      accountId: input.fromAccountId,
      type: 'DESPESA',
      externalId: input.bankLine?.externalId ?? null,
      bankText: input.bankLine?.bankText ?? null,
      ...(input.bankLine ? { origin: input.bankLine.origin } : {}),
      transfer: { id: transferId, billMonth: null },
    },
    {
      ...common,
      amountCents: input.destinationAmountCents ?? input.amountCents,
      accountId: input.toAccountId,
      type: 'RECEITA',
      externalId: null,
      bankText: null,
      transfer: { id: transferId, billMonth: input.toBillMonth ?? null },
    },
  ];
}

/**
 * Between accounts of two currencies the destination's amount is its own: a transfer written without it (a goal's
 * contribution, a bill's payment, an import's line from an account in reais to one in dollars) would put the
 * reais on the dollar account. Refused (400) before anything is written; the import names the line and goes on.
 */
function ensureBothAmounts(
  input: Pick<TransferInput, 'destinationAmountCents'>,
  from: string | undefined,
  to: string | undefined,
): void {
  if (input.destinationAmountCents === undefined && from !== to)
    throw badRequest(CROSS_CURRENCY_MESSAGES.destinationMissing(to as CurrencyCode));
}

/** A statement line's columns on its leg: a file's bank id is external_id, bank sync's sync_id (each way's own). */
function bankColumnsOf(line: TransferInput['bankLine']) {
  if (!line) return {};
  const { externalId, ...rest } = line;
  return line.origin === 'sync' ? { ...rest, syncId: externalId } : { ...rest, externalId };
}
