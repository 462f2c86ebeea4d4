import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  STATEMENT_ID_MAX_LENGTH,
  type StatementAccountAnswer,
  statementAccountQuery,
} from '../../../common/contract/statement-accounts';
import type { StatementAccount } from '../../../common/csv';
import type { Executor } from '../../db/connect';
import { accounts, statementAccounts, syncAccounts } from '../../db/schema';

/**
 * Which account of the bank a statement is, as its identifiers say: the kind, the bank's code and the account's
 * number. Null when the statement names no account (a CSV, an OFX without ACCTID) or names it too long to be one.
 */
export function statementKey(account: Pick<StatementAccount, 'kind' | 'bankId' | 'id'>): string | null {
  const id = account.id?.trim() ?? '';
  const bankId = account.kind === 'bank' ? (account.bankId?.trim() ?? '') : '';
  if (id === '' || id.length > STATEMENT_ID_MAX_LENGTH || bankId.length > STATEMENT_ID_MAX_LENGTH)
    return null;
  return `${account.kind}|${bankId}|${id}`;
}

/** How the bank names one of the person's accounts: an OFX's BANKID (null when unknown) and ACCTID. */
export interface BankAccountIds {
  bankId: string | null;
  acctId: string;
}

/**
 * How the bank names the person's account, as Grana learnt it: the statement account whose last import went there
 * (of the account's kind: a card's statements for a card), else the number of the bank account bank sync links
 * to it (the sync knows no bank code). Null when neither has named it.
 */
export async function bankAccountIdsOf(
  db: Executor,
  bookId: number,
  account: { id: number; type: string },
): Promise<BankAccountIds | null> {
  const kind: StatementAccount['kind'] = account.type === 'credit_card' ? 'creditCard' : 'bank';
  const [remembered] = await db
    .select({ key: statementAccounts.statementKey })
    .from(statementAccounts)
    .where(
      and(
        eq(statementAccounts.bookId, bookId),
        eq(statementAccounts.accountId, account.id),
        sql`${statementAccounts.statementKey} like ${`${kind}|%`}`,
      ),
    )
    .orderBy(sql`${statementAccounts.updatedAt} desc`, sql`${statementAccounts.id} desc`)
    .limit(1);
  if (remembered) {
    // statementKey's 'kind|bankId|acctId': the ACCTID, last, may hold a '|' of its own.
    const [, bankId = '', ...acctId] = remembered.key.split('|');
    return { bankId: bankId === '' ? null : bankId, acctId: acctId.join('|') };
  }
  const [synced] = await db
    .select({ number: syncAccounts.number })
    .from(syncAccounts)
    .where(and(eq(syncAccounts.bookId, bookId), eq(syncAccounts.accountId, account.id)))
    .limit(1);
  const number = synced?.number?.trim() ?? '';
  return number === '' ? null : { bankId: null, acctId: number };
}

/** Notes that this statement account's rows went to the person's account; the last import decides. */
export async function rememberStatementAccount(
  db: Executor,
  bookId: number,
  account: StatementAccount | undefined,
  accountId: number | null,
): Promise<void> {
  const key = account ? statementKey(account) : null;
  if (key === null || accountId === null) return;
  await db
    .insert(statementAccounts)
    .values({ bookId, statementKey: key, accountId })
    .onConflictDoUpdate({
      target: [statementAccounts.bookId, statementAccounts.statementKey],
      set: { accountId, updatedAt: sql`now()` },
    });
}

/**
 * Fewer digits than this name no account: a card's last four are the shortest number a bank gives (the sync's
 * "often its last digits").
 */
const FEWEST_DIGITS = 4;

/**
 * Whether an OFX's ACCTID and a number the bank sync keeps are the same account's. Banks write the same account
 * several ways ('12345-6', '0001/12345-6' with the agency, '5555-XXXX-XXXX-1234' for a card the sync knows as
 * '1234'), so the digits are compared and one may hold the other's at its end (the account's own digits come last).
 */
export function sameAccountNumber(acctId: string, number: string): boolean {
  const a = acctId.replace(/\D/g, '');
  const n = number.replace(/\D/g, '');
  if (Math.min(a.length, n.length) < FEWEST_DIGITS) return false;
  return a.endsWith(n) || n.endsWith(a);
}

/**
 * The person's own account, not archived, that bank sync brings this statement account's lines into: the linked
 * bank account (or card) whose number is the statement's. Null unless exactly one matches.
 */
async function syncLinkedAccount(
  db: Executor,
  bookId: number,
  account: Pick<StatementAccount, 'kind' | 'id'>,
): Promise<number | null> {
  const id = account.id?.trim() ?? '';
  if (id === '') return null;
  const rows = await db
    .select({ accountId: syncAccounts.accountId, number: syncAccounts.number })
    .from(syncAccounts)
    .innerJoin(
      accounts,
      and(eq(accounts.id, syncAccounts.accountId), eq(accounts.bookId, syncAccounts.bookId)),
    )
    .where(
      and(
        eq(syncAccounts.bookId, bookId),
        eq(syncAccounts.kind, account.kind === 'creditCard' ? 'card' : 'bank'),
        isNull(accounts.archivedAt),
      ),
    );
  const matches = new Set(
    rows
      .filter((row) => row.number !== null && sameAccountNumber(id, row.number))
      .map((row) => row.accountId),
  );
  return matches.size === 1 ? ([...matches][0] ?? null) : null;
}

/**
 * The person's own account, not archived, that this statement account's last import went to; before any import,
 * the account bank sync links to the bank account of that number.
 */
export async function rememberedAccount(
  db: Executor,
  bookId: number,
  account: Pick<StatementAccount, 'kind' | 'bankId' | 'id'>,
): Promise<number | null> {
  const key = statementKey(account);
  if (key === null) return null;
  const [row] = await db
    .select({ accountId: statementAccounts.accountId })
    .from(statementAccounts)
    .innerJoin(
      accounts,
      and(eq(accounts.id, statementAccounts.accountId), eq(accounts.bookId, statementAccounts.bookId)),
    )
    .where(
      and(
        eq(statementAccounts.bookId, bookId),
        eq(statementAccounts.statementKey, key),
        isNull(accounts.archivedAt),
      ),
    )
    .limit(1);
  return (
    row?.accountId ??
    (await syncLinkedAccount(db, bookId, account)) ??
    (await onlyAccountOfKind(db, bookId, account.kind))
  );
}

/**
 * A newcomer's first OFX, before any import or bank sync named its account: the person's one account the statement
 * can be (a bank account's statement: the one checking or savings account; a card's: the one card), not archived
 * and not already where another statement account's imports go. Null when there are several, or none.
 */
async function onlyAccountOfKind(
  db: Executor,
  bookId: number,
  kind: StatementAccount['kind'],
): Promise<number | null> {
  const types = kind === 'creditCard' ? sql`('credit_card')` : sql`('checking', 'savings')`;
  const rows = await db
    .select({
      id: accounts.id,
      // Spelt out: drizzle writes a lone table's columns unqualified, which inside the subquery would be s's own.
      named: sql<boolean>`exists (select 1 from statement_accounts s
                                   where s.book_id = accounts.book_id and s.account_id = accounts.id)`,
    })
    .from(accounts)
    .where(and(eq(accounts.bookId, bookId), isNull(accounts.archivedAt), sql`${accounts.type} in ${types}`))
    .limit(2);
  const [only] = rows;
  return rows.length === 1 && only !== undefined && !only.named ? only.id : null;
}

/**
 * GET /import/statement-account: the import page pre-selects the account an OFX's earlier imports went to, or the
 * one bank sync links to the account the OFX names, or the person's only account it can be.
 */
export async function statementAccountRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/import/statement-account', { schema: { querystring: statementAccountQuery } }, async (req) => {
      const { kind, bankId, accountId } = req.query;
      const data: StatementAccountAnswer = {
        accountId: await rememberedAccount(app.deps.database.db, req.user.bookId, {
          kind,
          bankId,
          id: accountId,
        }),
      };
      return { data };
    });
}
