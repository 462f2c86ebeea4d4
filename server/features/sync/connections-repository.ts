/**
 * The person's connections to the aggregator (one per bank item), and the claim that lets one run at a time hold
 * a connection across processes.
 */
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { SyncProviderName } from '../../../common/contract/sync';
import { type Executor, queryRows } from '../../db/connect';
import { syncConnections } from '../../db/schema';
import type { ItemStatus, ProviderItem } from './provider';

export type ConnectionRow = typeof syncConnections.$inferSelect & { status: ItemStatus };

/** A connection the scheduler may run: its next run is due and no live claim holds it. */
export interface DueConnection {
  id: number;
  bookId: number;
  provider: SyncProviderName;
  itemId: string;
}

const ownedConnection = (bookId: number, id: number) =>
  and(eq(syncConnections.bookId, bookId), eq(syncConnections.id, id));

export const connectionsRepository = {
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

  /** Every connection of the person due now (new credentials: those that waited for them run again). */
  async makeDue(db: Executor, bookId: number): Promise<void> {
    await db
      .update(syncConnections)
      .set({ nextSyncAt: sql`now()` })
      .where(eq(syncConnections.bookId, bookId));
  },

  /** Deletes the connection with its accounts and runs (the foreign keys cascade); the rows it wrote stay. */
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
};
