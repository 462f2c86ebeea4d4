import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type {
  SyncAccountKind,
  SyncOutcome,
  SyncProviderName,
  SyncTrigger,
} from '../../../common/contract/sync';
import { type Executor, queryRows } from '../../db/connect';
import { syncAccounts, syncConnections, syncCredentials, syncRuns } from '../../db/schema';
import type { ItemStatus, ProviderAccount, ProviderInvestment, ProviderItem } from './provider';

/** The runs a connection keeps: what its page shows, the oldest forgotten as new ones are recorded. */
export const SYNC_RUNS_KEPT = 50;

export type ConnectionRow = typeof syncConnections.$inferSelect & { status: ItemStatus };
export type SyncAccountRow = typeof syncAccounts.$inferSelect & { kind: SyncAccountKind };
export type SyncRunRow = typeof syncRuns.$inferSelect & {
  trigger: SyncTrigger;
  outcome: SyncOutcome | null;
};

/** A person's stored pair: the client id in clear, the secret sealed (shared/secret-box.ts). */
export interface StoredCredentials {
  clientId: string;
  sealedSecret: string;
}

/** A connection the scheduler may run: its next run is due and no live claim holds it. */
export interface DueConnection {
  id: number;
  bookId: number;
  provider: SyncProviderName;
  itemId: string;
}

/** What a finished run did. */
export interface RunCounts {
  fetched: number;
  inserted: number;
  matched: number;
  updated: number;
  removed: number;
}

/** What a run did with the bank's investments: new and updated positions or holdings, and what it tells the person. */
export interface InvestmentCounts {
  investmentsNew: number;
  investmentsUpdated: number;
  notes: string[];
}

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

const ownedConnection = (bookId: number, id: number) =>
  and(eq(syncConnections.bookId, bookId), eq(syncConnections.id, id));

export const syncRepository = {
  // Credentials ---------------------------------------------------------------------------------------------

  async storedCredentials(
    db: Executor,
    bookId: number,
    provider: SyncProviderName = 'pluggy',
  ): Promise<StoredCredentials | undefined> {
    const [row] = await db
      .select({ clientId: syncCredentials.clientId, sealedSecret: syncCredentials.sealedSecret })
      .from(syncCredentials)
      .where(and(eq(syncCredentials.bookId, bookId), eq(syncCredentials.provider, provider)));
    return row;
  },

  async saveCredentials(
    db: Executor,
    bookId: number,
    stored: StoredCredentials,
    provider: SyncProviderName = 'pluggy',
  ): Promise<void> {
    await db
      .insert(syncCredentials)
      .values({ bookId, provider, ...stored })
      .onConflictDoUpdate({
        target: [syncCredentials.bookId, syncCredentials.provider],
        set: { ...stored, updatedAt: sql`now()` },
      });
  },

  async deleteCredentials(
    db: Executor,
    bookId: number,
    provider: SyncProviderName = 'pluggy',
  ): Promise<void> {
    await db
      .delete(syncCredentials)
      .where(and(eq(syncCredentials.bookId, bookId), eq(syncCredentials.provider, provider)));
  },

  // Connections ---------------------------------------------------------------------------------------------

  async connections(db: Executor, bookId: number): Promise<ConnectionRow[]> {
    return (await db
      .select()
      .from(syncConnections)
      .where(eq(syncConnections.bookId, bookId))
      .orderBy(syncConnections.createdAt, syncConnections.id)) as ConnectionRow[];
  },

  async connection(db: Executor, bookId: number, id: number): Promise<ConnectionRow | undefined> {
    const [row] = await db.select().from(syncConnections).where(ownedConnection(bookId, id));
    return row as ConnectionRow | undefined;
  },

  async hasItem(db: Executor, bookId: number, provider: SyncProviderName, itemId: string): Promise<boolean> {
    const rows = await db
      .select({ id: syncConnections.id })
      .from(syncConnections)
      .where(
        and(
          eq(syncConnections.bookId, bookId),
          eq(syncConnections.provider, provider),
          eq(syncConnections.itemId, itemId),
        ),
      );
    return rows.length > 0;
  },

  async countConnections(db: Executor, bookId: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(syncConnections)
      .where(eq(syncConnections.bookId, bookId));
    return Number(row?.count ?? 0);
  },

  /** The new connection, due at once; undefined when the person already has the item. */
  async insertConnection(
    db: Executor,
    bookId: number,
    provider: SyncProviderName,
    item: ProviderItem,
  ): Promise<ConnectionRow | undefined> {
    const [row] = await db
      .insert(syncConnections)
      .values({
        bookId,
        provider,
        itemId: item.id,
        institution: item.institution,
        status: item.status,
        statusDetail: item.statusDetail,
      })
      .onConflictDoNothing()
      .returning();
    return row as ConnectionRow | undefined;
  },

  /** The aggregator's state of the connection, and what a run changes of it. */
  async updateConnection(
    db: Executor,
    bookId: number,
    id: number,
    patch: Partial<{
      institution: string;
      status: ItemStatus;
      statusDetail: string | null;
      lastSyncAt: Date;
      consecutiveFailures: number;
    }>,
  ): Promise<void> {
    if (Object.keys(patch).length === 0) return;
    await db.update(syncConnections).set(patch).where(ownedConnection(bookId, id));
  },

  /** Deletes the connection with its accounts and runs (the foreign keys cascade); the rows it wrote stay. */
  /** Every connection of the person due now (new credentials: those that waited for them run again). */
  async makeDue(db: Executor, bookId: number): Promise<void> {
    await db
      .update(syncConnections)
      .set({ nextSyncAt: sql`now()` })
      .where(eq(syncConnections.bookId, bookId));
  },

  async deleteConnection(db: Executor, bookId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(syncConnections)
      .where(ownedConnection(bookId, id))
      .returning({ id: syncConnections.id });
    return rows.length > 0;
  },

  // The claim: one run per connection at a time, across processes ---------------------------------------------

  /**
   * Takes the connection for one run for `leaseMs`: answers the claim's token, or null when a live claim holds it
   * (or the connection is gone). One conditional UPDATE: of two processes at once, the second waits for the
   * first's row lock, then sees its claim and takes nothing. A claim whose time has passed is free again, so a
   * process that died while running holds nothing for long.
   */
  async claim(
    db: Executor,
    bookId: number,
    connectionId: number,
    leaseMs: number,
    /**
     * The scheduler's claim: only while the connection is still due. A page of due connections read before another
     * process ran one and released it would otherwise run it again.
     */
    onlyIfDue = false,
  ): Promise<string | null> {
    const [row] = await queryRows<{ token: string }>(
      db,
      sql`update sync_connections
          set claimed_until = clock_timestamp() + ${leaseMs} * interval '1 millisecond',
              claim_token = gen_random_uuid()
          where book_id = ${bookId} and id = ${connectionId}
            and (claimed_until is null or claimed_until <= clock_timestamp())
            ${onlyIfDue ? sql`and next_sync_at <= clock_timestamp()` : sql``}
          returning claim_token::text as token`,
    );
    return row?.token ?? null;
  },

  /** Moves a held claim's end `leaseMs` from now (a long run); false when the claim is no longer this one. */
  async renewClaim(
    db: Executor,
    bookId: number,
    connectionId: number,
    token: string,
    leaseMs: number,
  ): Promise<boolean> {
    const rows = await queryRows(
      db,
      sql`update sync_connections
          set claimed_until = clock_timestamp() + ${leaseMs} * interval '1 millisecond'
          where book_id = ${bookId} and id = ${connectionId} and claim_token = ${token}::uuid
          returning id`,
    );
    return rows.length > 0;
  },

  /** Gives the claim back and sets when the connection is due next; false when the claim was no longer this one. */
  async release(
    db: Executor,
    bookId: number,
    connectionId: number,
    token: string,
    nextSyncAt: Date | null,
  ): Promise<boolean> {
    const rows = await queryRows(
      db,
      sql`update sync_connections
          set claimed_until = null, claim_token = null, next_sync_at = ${nextSyncAt?.toISOString() ?? null}::timestamptz
          where book_id = ${bookId} and id = ${connectionId} and claim_token = ${token}::uuid
          returning id`,
    );
    return rows.length > 0;
  },

  /**
   * Connections due now and not held by a live claim, everybody's, by id after `afterId`: the scheduler reads
   * a page, claims each (another process may take one first), and asks for the next page after the last id.
   */
  async dueConnections(db: Executor, page: { limit: number; afterId?: number }): Promise<DueConnection[]> {
    const now = sql`clock_timestamp()`;
    return (await db
      .select({
        id: syncConnections.id,
        bookId: syncConnections.bookId,
        provider: syncConnections.provider,
        itemId: syncConnections.itemId,
      })
      .from(syncConnections)
      .where(
        and(
          lte(syncConnections.nextSyncAt, now),
          or(isNull(syncConnections.claimedUntil), lte(syncConnections.claimedUntil, now)),
          gt(syncConnections.id, page.afterId ?? 0),
        ),
      )
      .orderBy(syncConnections.id)
      .limit(page.limit)) as DueConnection[];
  },

  // The bank's accounts -------------------------------------------------------------------------------------

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
          ...figuresOf(a, readAt),
        })),
      )
      .onConflictDoUpdate({
        target: [syncAccounts.bookId, syncAccounts.connectionId, syncAccounts.providerAccountId],
        set: {
          kind: sql`excluded.kind`,
          name: sql`excluded.name`,
          number: sql`excluded.number`,
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

  // Runs ------------------------------------------------------------------------------------------------------

  /** Records a run's start (its id) and forgets the connection's runs past SYNC_RUNS_KEPT. */
  async startRun(db: Executor, bookId: number, connectionId: number, trigger: SyncTrigger): Promise<number> {
    const [row] = await db
      .insert(syncRuns)
      .values({ bookId, connectionId, trigger })
      .returning({ id: syncRuns.id });
    await db.execute(
      sql`delete from sync_runs
          where book_id = ${bookId} and connection_id = ${connectionId}
            and id not in (select id from sync_runs
                           where book_id = ${bookId} and connection_id = ${connectionId}
                           order by started_at desc, id desc limit ${SYNC_RUNS_KEPT})`,
    );
    return row!.id;
  },

  /** Records how a run ended: its outcome, its counts and, when it failed, the person's message. */
  async finishRun(
    db: Executor,
    bookId: number,
    runId: number,
    end: {
      outcome: SyncOutcome;
      counts: RunCounts;
      investments?: InvestmentCounts;
      error?: string | null;
      importIds?: string[];
    },
  ): Promise<void> {
    await db
      .update(syncRuns)
      .set({
        outcome: end.outcome,
        importIds: end.importIds ?? [],
        ...end.counts,
        ...end.investments,
        error: end.error ?? null,
        finishedAt: new Date(),
      })
      .where(and(eq(syncRuns.bookId, bookId), eq(syncRuns.id, runId)));
  },

  /** The connection's runs, newest first. */
  async runs(db: Executor, bookId: number, connectionId: number): Promise<SyncRunRow[]> {
    return (await db
      .select()
      .from(syncRuns)
      .where(and(eq(syncRuns.bookId, bookId), eq(syncRuns.connectionId, connectionId)))
      .orderBy(desc(syncRuns.startedAt), desc(syncRuns.id))
      .limit(SYNC_RUNS_KEPT)) as SyncRunRow[];
  },

  /** The latest run of each of the person's connections. */
  async lastRuns(db: Executor, bookId: number): Promise<Map<number, SyncRunRow>> {
    const rows = (await db
      .selectDistinctOn([syncRuns.connectionId])
      .from(syncRuns)
      .where(eq(syncRuns.bookId, bookId))
      .orderBy(syncRuns.connectionId, desc(syncRuns.startedAt), desc(syncRuns.id))) as SyncRunRow[];
    return new Map(rows.map((r) => [r.connectionId, r]));
  },
};
