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
import { accounts, statementAccounts } from '../../db/schema';

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

/** The person's own account, not archived, that this statement account's last import went to. */
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
  return row?.accountId ?? null;
}

/** GET /import/statement-account: the import page pre-selects the account an OFX's earlier imports went to. */
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
