import type { z } from 'zod';
import { ACCOUNT_NOT_FOUND } from '../../../common/contract/accounts';
import {
  CROSS_BOOK_MESSAGES,
  CROSS_CURRENCY_MESSAGES,
  type TransferBook,
  type TransferResult,
  type transferCreateBody,
} from '../../../common/contract/transactions';
import type { CurrencyCode } from '../../../common/currencies';
import type { AuthUser } from '../../auth-user';
import type { Db, Executor } from '../../db/connect';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { accessToOtherBook } from '../books/public';
import { starterCategory } from '../investments/public';
import { actedBy, ledgerTransaction, references, type TransferInput, writeTransfer } from '../ledger/public';
import { legsOfTransfer, loadTransactions } from '../transactions/public';
import { transferAmounts } from './currencies';
import { transfersRepository } from './repository';

export function createTransfersService(db: Db) {
  return {
    /** The other books the person writes in, with their active accounts (GET /transfers/books). */
    otherBooks: (user: AuthUser): Promise<TransferBook[]> =>
      transfersRepository.otherBooksWithAccounts(db, user.id, user.bookId),

    /**
     * A transfer between two of the book's accounts, or between one of them and an account of another book the
     * person writes in (fromBookId or toBookId): one leg in each book.
     */
    async create(user: AuthUser, input: z.output<typeof transferCreateBody>): Promise<TransferResult> {
      const others = [input.fromBookId, input.toBookId].filter((b) => b !== undefined && b !== user.bookId);
      if (others.length > 1) throw badRequest(CROSS_BOOK_MESSAGES.oneOpen);
      const otherBook = others[0];
      const transferId = await ledgerTransaction(db, actedBy(user, 'typed'), async (tx) => {
        if (otherBook !== undefined) await ensureWritesIn(tx, user, otherBook);
        const fromBook = input.fromBookId === otherBook && otherBook !== undefined ? otherBook : user.bookId;
        const toBook = input.toBookId === otherBook && otherBook !== undefined ? otherBook : user.bookId;
        const amounts = await amountsOf(tx, input, fromBook, toBook);
        const tagIds = await references.tagIds(tx, user.bookId, input.tagNames);
        const id = await writeTransfer(tx, user.bookId, {
          date: input.date,
          ...amounts,
          fromAccountId: input.fromAccountId,
          toAccountId: input.toAccountId,
          description: input.description,
          createdBy: user.id,
          tagIds,
          ...(otherBook === undefined
            ? {}
            : input.fromBookId === otherBook
              ? { fromBookId: otherBook }
              : { toBookId: otherBook }),
        });
        return id;
      });
      return transferOf(db, user, transferId, otherBook);
    },
  };
}

/**
 * A new transfer's amounts, in each account's currency, and its IOF as the source's expense; the refusals (400) of
 * amounts that do not fit the two accounts' currencies, before anything is written. Another book's account reads as
 * absent (404).
 */
async function amountsOf(
  tx: Executor,
  input: z.output<typeof transferCreateBody>,
  fromBook: number,
  toBook: number,
): Promise<Pick<TransferInput, 'amountCents' | 'destinationAmountCents' | 'fee'>> {
  const from = await references.account(tx, fromBook, input.fromAccountId);
  const to = await references.account(tx, toBook, input.toAccountId);
  const amounts = transferAmounts(input, from.currency as CurrencyCode, to.currency as CurrencyCode);
  if ('refusal' in amounts) throw badRequest(amounts.refusal);
  const fee =
    amounts.iofCents > 0
      ? {
          amountCents: amounts.iofCents,
          description: CROSS_CURRENCY_MESSAGES.iofDescription(
            input.description?.trim() || `transferência para ${to.name}`,
          ),
          categoryId: await starterCategory(tx, fromBook, 'Impostos e taxas', 'despesa'),
        }
      : undefined;
  return {
    amountCents: amounts.sourceCents,
    destinationAmountCents: amounts.destinationCents,
    ...(fee ? { fee } : {}),
  };
}

/** The other book of a transfer: not in it, its account is unknown (404); a leitor there may not write (403). */
async function ensureWritesIn(tx: Executor, user: AuthUser, bookId: number): Promise<void> {
  const access = await accessToOtherBook(tx, bookId, user.id);
  if (!access) throw notFound(ACCOUNT_NOT_FOUND);
  if (!access.writes) throw forbidden(CROSS_BOOK_MESSAGES.readOnly(access.name));
}

/**
 * A transfer as the API answers it: its id and both legs, the one the money left and the one it reached (for a
 * transfer between two books, each read in its own book).
 */
export async function transferOf(
  db: Db,
  user: AuthUser,
  transferId: string,
  otherBookId?: number,
): Promise<TransferResult> {
  const books = otherBookId === undefined ? [user.bookId] : [user.bookId, otherBookId];
  const items = [];
  for (const bookId of books) {
    const legs = await legsOfTransfer(db, bookId, transferId);
    items.push(
      ...(await loadTransactions(
        db,
        bookId,
        legs.map((l) => l.id),
      )),
    );
  }
  const from = items.find((i) => i.type === 'DESPESA');
  const to = items.find((i) => i.type === 'RECEITA');
  if (!from || !to) throw new Error(`transfer ${transferId} has not its two legs`);
  return { transfer_id: transferId, from, to };
}
