/** A bank account and the person's Grana account: linked to one, or one made from the bank's data. */
import type { z } from 'zod';
import { ACCOUNT_NOT_FOUND, accountCreateBody } from '../../../common/contract/accounts';
import { NAME_MAX_LENGTH } from '../../../common/contract/shared';
import { SYNC_MESSAGES, SYNC_RUN_MESSAGES } from '../../../common/contract/sync';
import { isCurrencyCode } from '../../../common/currencies';
import { centsToReais } from '../../../common/money';
import type { Executor } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../http/errors';
import { insertAccount, ownedAccount } from '../accounts/public';
import { connectionsRepository } from './connections-repository';
import { type SyncAccountRow, syncAccountsRepository } from './sync-accounts-repository';

/** The day of the month of a bill date ('2026-12-10' -> 10), or null. */
const dayOf = (iso: string | null): number | null => (iso === null ? null : Number(iso.slice(8, 10)));

/**
 * The Grana account made from a bank account: a checking account, an investment account (for the connection's
 * investments), or a credit card with the bank's limit, the
 * closing and due days of its current bill and, when the caller found one, the account that pays it. Checked by POST /accounts' own schema, so its rules apply; the
 * bank's data may lack what a card needs, said in the answer.
 */
function accountFromBank(
  row: SyncAccountRow,
  name: string,
  payingAccountId: number | null,
): z.output<typeof accountCreateBody> {
  const input =
    row.kind === 'bank'
      ? { name, type: 'checking', currency: row.currency }
      : row.kind === 'investment'
        ? { name, type: 'investment' }
        : {
            name,
            type: 'credit_card',
            closing_day: dayOf(row.billClosingDate),
            due_day: dayOf(row.billDueDate),
            credit_limit: row.creditLimit === null ? null : centsToReais(row.creditLimit),
            payment_account_id: payingAccountId,
          };
  if (!isCurrencyCode(row.currency)) throw badRequest(SYNC_MESSAGES.unknownCurrency(row.currency));
  if (row.kind === 'card' && (row.billClosingDate === null || row.billDueDate === null)) {
    throw badRequest(
      SYNC_MESSAGES.cannotCreate('o banco não informou o fechamento e o vencimento da fatura'),
    );
  }
  if (row.kind === 'card' && row.creditLimit === null) {
    throw badRequest(SYNC_MESSAGES.cannotCreate('o banco não informou o limite do cartão'));
  }
  const parsed = accountCreateBody.safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'dados inválidos';
    throw badRequest(SYNC_MESSAGES.cannotCreate(message.charAt(0).toLowerCase() + message.slice(1)));
  }
  return parsed.data;
}

/** The names a created account tries, in order: the bank's name of it, then with the bank's name beside it. */
function namesFor(row: SyncAccountRow, institution: string): string[] {
  const fitted = (text: string) => text.trim().slice(0, NAME_MAX_LENGTH).trim();
  const own = fitted(row.name) || fitted(institution);
  const withBank = fitted(`${own} (${institution})`);
  return withBank === own ? [own] : [own, withBank];
}

export async function ownedSyncAccount(
  executor: Executor,
  bookId: number,
  id: number,
): Promise<SyncAccountRow> {
  const row = await syncAccountsRepository.account(executor, bookId, id);
  if (!row) throw notFound(SYNC_MESSAGES.syncAccountNotFound);
  return row;
}

/** Links the bank account to the person's Grana account of a matching kind (409 when another is linked to it). */
export async function link(
  tx: Executor,
  bookId: number,
  row: SyncAccountRow,
  accountId: number,
): Promise<void> {
  const target = await ownedAccount(tx, bookId, accountId);
  if (!target) throw notFound(ACCOUNT_NOT_FOUND);
  const isCard = target.type === 'credit_card';
  if (row.kind === 'card' && !isCard) throw badRequest(SYNC_MESSAGES.cardToCardOnly);
  if (row.kind === 'bank' && isCard) throw badRequest(SYNC_MESSAGES.bankNotToCard);
  if (row.kind === 'investment' && target.type !== 'investment')
    throw badRequest(SYNC_MESSAGES.investmentToInvestmentOnly);
  // The bank's lines and balance are in its currency: a dollar account never feeds an account in reais.
  if (!isCurrencyCode(row.currency)) throw badRequest(SYNC_MESSAGES.unknownCurrency(row.currency));
  if (target.currency !== row.currency) {
    throw badRequest(SYNC_MESSAGES.currencyMismatch(row.currency, target.name, target.currency));
  }
  const current = await syncAccountsRepository.linkedTo(tx, bookId, accountId);
  if (current && current.id !== row.id) throw conflict(SYNC_MESSAGES.alreadyLinked);
  await syncAccountsRepository.setLink(tx, bookId, row.id, accountId);
}

/**
 * The account a card made from the bank pays its bill from: the Grana account linked to the one bank account of
 * the card's connection (the card's bank debits its own account), so the forecast counts the bill. None when
 * the connection links no bank account or several (the person chooses in Cartões).
 */
async function payingAccountOf(tx: Executor, bookId: number, card: SyncAccountRow): Promise<number | null> {
  const linked = (await syncAccountsRepository.accountsOf(tx, bookId, [card.connectionId])).filter(
    (a) => a.kind === 'bank' && a.accountId !== null,
  );
  return linked.length === 1 ? (linked[0]?.accountId ?? null) : null;
}

/** Creates the Grana account from the bank's data and links it, in the caller's transaction. */
export async function createAndLink(tx: Executor, bookId: number, row: SyncAccountRow): Promise<void> {
  const connection = await connectionsRepository.connection(tx, bookId, row.connectionId);
  const names = namesFor(row, connection?.institution ?? '');
  const payer = row.kind === 'card' ? await payingAccountOf(tx, bookId, row) : null;
  for (const name of names) {
    const created = await insertAccount(tx, bookId, accountFromBank(row, name, payer));
    if (created) {
      await syncAccountsRepository.setLink(tx, bookId, row.id, created.id);
      return;
    }
  }
  throw conflict(SYNC_MESSAGES.nameTaken(names[0] ?? row.name));
}

/**
 * A bank account linked (before the bank said its currency) to a Grana account in another currency: its lines are
 * not written (dollars would be counted as reais), and the run's notes say why.
 */
export function inAnotherCurrency(
  linked: SyncAccountRow,
  account: { name: string; currency: string },
  notes: string[],
): boolean {
  if (linked.currency === account.currency) return false;
  notes.push(
    SYNC_RUN_MESSAGES.currencyMismatch(linked.name, linked.currency, account.name, account.currency),
  );
  return true;
}
