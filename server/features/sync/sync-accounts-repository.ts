/**
 * The bank's accounts of the person's connections, as the aggregator last reported them (names, balances, a card's
 * limit and bill dates), and the Grana account each is linked to.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SyncAccountKind } from '../../../common/contract/sync';
import type { Executor } from '../../db/connect';
import { syncAccounts } from '../../db/schema';
import type { ProviderAccount, ProviderInvestment } from './provider';

export type SyncAccountRow = typeof syncAccounts.$inferSelect & { kind: SyncAccountKind };

/** The provider account id of a connection's investments: one per connection, beside its accounts' ids. */
export const INVESTMENTS_ACCOUNT_ID = 'investments';

/** The figures of a bank account read again: its balance now, a card's limit and current bill dates. */
export interface AccountFigures {
  balanceCents: number;
  balanceAt: Date;
  creditLimitCents: number | null;
  billClosingDate: string | null;
  billDueDate: string | null;
}

function figuresOf(account: ProviderAccount, readAt: Date) {
  return {
    balance: account.balanceCents,
    balanceAt: readAt,
    creditLimit: account.card?.limitCents ?? null,
    billClosingDate: account.card?.closingDate ?? null,
    billDueDate: account.card?.dueDate ?? null,
  };
}

export const syncAccountsRepository = {
  /**
   * Writes the connection's accounts as the aggregator reports them: new ones added, known ones' names, numbers
   * and figures brought up to date (their links kept).
   */
  async storeAccounts(
    db: Executor,
    bookId: number,
    connectionId: number,
    accounts: ProviderAccount[],
    readAt: Date = new Date(),
  ): Promise<void> {
    if (accounts.length === 0) return;
    await db
      .insert(syncAccounts)
      .values(
        accounts.map((a) => ({
          bookId,
          connectionId,
          providerAccountId: a.id,
          kind: a.kind,
          name: a.name,
          number: a.number,
          currency: a.currency,
          ...figuresOf(a, readAt),
        })),
      )
      .onConflictDoUpdate({
        target: [syncAccounts.bookId, syncAccounts.connectionId, syncAccounts.providerAccountId],
        set: {
          kind: sql`excluded.kind`,
          name: sql`excluded.name`,
          number: sql`excluded.number`,
          currency: sql`excluded.currency`,
          balance: sql`excluded.balance`,
          balanceAt: sql`excluded.balance_at`,
          creditLimit: sql`excluded.credit_limit`,
          billClosingDate: sql`excluded.bill_closing_date`,
          billDueDate: sql`excluded.bill_due_date`,
          updatedAt: sql`now()`,
        },
      });
  },

  /**
   * The connection's investments as one more of its accounts, of kind 'investment' (added on the first run whose
   * bank lists any), its balance their sum: what the person links to, or creates, an investment account from.
   */
  async storeInvestmentAccount(
    db: Executor,
    bookId: number,
    connectionId: number,
    investments: readonly ProviderInvestment[],
    readAt: Date = new Date(),
  ): Promise<void> {
    if (investments.length === 0) return;
    // What the bank holds now: the investments it still lists as held.
    const balanceCents = investments.reduce(
      (sum, i) => (i.status === 'withdrawn' ? sum : sum + i.balanceCents),
      0,
    );
    await db
      .insert(syncAccounts)
      .values({
        bookId,
        connectionId,
        providerAccountId: INVESTMENTS_ACCOUNT_ID,
        kind: 'investment',
        name: 'Investimentos',
        number: null,
        balance: balanceCents,
        balanceAt: readAt,
      })
      .onConflictDoUpdate({
        target: [syncAccounts.bookId, syncAccounts.connectionId, syncAccounts.providerAccountId],
        set: { balance: balanceCents, balanceAt: readAt, updatedAt: sql`now()` },
      });
  },

  /** One account's balance, limit and bill dates read again. */
  async updateAccountFigures(
    db: Executor,
    bookId: number,
    syncAccountId: number,
    figures: AccountFigures,
  ): Promise<void> {
    await db
      .update(syncAccounts)
      .set({
        balance: figures.balanceCents,
        balanceAt: figures.balanceAt,
        creditLimit: figures.creditLimitCents,
        billClosingDate: figures.billClosingDate,
        billDueDate: figures.billDueDate,
        updatedAt: new Date(),
      })
      .where(and(eq(syncAccounts.bookId, bookId), eq(syncAccounts.id, syncAccountId)));
  },

  /** The accounts of the person's connections (all of them when none are named), by connection and name. */
  async accountsOf(db: Executor, bookId: number, connectionIds?: number[]): Promise<SyncAccountRow[]> {
    if (connectionIds?.length === 0) return [];
    return (await db
      .select()
      .from(syncAccounts)
      .where(
        and(
          eq(syncAccounts.bookId, bookId),
          connectionIds ? inArray(syncAccounts.connectionId, connectionIds) : undefined,
        ),
      )
      .orderBy(
        syncAccounts.connectionId,
        syncAccounts.kind,
        syncAccounts.name,
        syncAccounts.id,
      )) as SyncAccountRow[];
  },

  async account(db: Executor, bookId: number, id: number): Promise<SyncAccountRow | undefined> {
    const [row] = await db
      .select()
      .from(syncAccounts)
      .where(and(eq(syncAccounts.bookId, bookId), eq(syncAccounts.id, id)));
    return row as SyncAccountRow | undefined;
  },

  /** The bank account the person's Grana account is linked to, if any. */
  async linkedTo(db: Executor, bookId: number, accountId: number): Promise<SyncAccountRow | undefined> {
    const [row] = await db
      .select()
      .from(syncAccounts)
      .where(and(eq(syncAccounts.bookId, bookId), eq(syncAccounts.accountId, accountId)));
    return row as SyncAccountRow | undefined;
  },

  /**
   * Links the bank account to the Grana account, or unlinks it (null). The next run reads the newly linked
   * account's lines from FIRST_SYNC_DAYS back; those another account already holds are known (known-lines.ts).
   */
  async setLink(
    db: Executor,
    bookId: number,
    syncAccountId: number,
    accountId: number | null,
  ): Promise<void> {
    await db
      .update(syncAccounts)
      .set({ accountId, syncedThrough: null, updatedAt: new Date() })
      .where(and(eq(syncAccounts.bookId, bookId), eq(syncAccounts.id, syncAccountId)));
  },

  /** The linked account's lines were written through `day`. */
  async markSynced(db: Executor, bookId: number, syncAccountId: number, day: string): Promise<void> {
    await db
      .update(syncAccounts)
      .set({ syncedThrough: day })
      .where(and(eq(syncAccounts.bookId, bookId), eq(syncAccounts.id, syncAccountId)));
  },
};
