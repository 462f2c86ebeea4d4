import { and, asc, eq, sql } from 'drizzle-orm';
import type { WebhookEvent } from '../../../common/contract/webhooks';
import { type Executor, queryRows } from '../../db/connect';
import { books, webhookDeliveries, webhooks } from '../../db/schema';

export type WebhookRow = typeof webhooks.$inferSelect;

export interface DeliveryLogRow {
  id: number;
  webhook_id: number;
  event: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  created_at: string;
}

/** A delivery claimed by this process, with what sending it needs. */
export interface ClaimedDelivery {
  id: number;
  bookId: number;
  webhookId: number;
  event: string;
  payload: unknown;
  attempts: number;
  /** The last try's error (null before the first try): a try left unanswered shortens the next one's wait. */
  lastError: string | null;
  createdAt: string;
  url: string;
  sealedSecret: string;
  /** The claim's end as stored, text to the microsecond: the token the outcome's write must still find. */
  claim: string;
}

const instant = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export const webhooksRepository = {
  async list(db: Executor, bookId: number): Promise<WebhookRow[]> {
    return db.select().from(webhooks).where(eq(webhooks.bookId, bookId)).orderBy(asc(webhooks.id));
  },

  async find(db: Executor, bookId: number, id: number): Promise<WebhookRow | undefined> {
    const [row] = await db
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.bookId, bookId), eq(webhooks.id, id)));
    return row;
  },

  /** Each webhook's last `perWebhook` deliveries, newest first (index webhook_deliveries_webhook_idx). */
  async recentDeliveries(
    db: Executor,
    bookId: number,
    webhookIds: readonly number[],
    perWebhook: number,
  ): Promise<DeliveryLogRow[]> {
    if (webhookIds.length === 0) return [];
    return queryRows<DeliveryLogRow>(
      db,
      sql`select d.id::float8 as id, d.webhook_id::float8 as webhook_id, d.event, d.status, d.attempts,
                 d.last_status_code, d.last_error,
                 ${instant('d.last_attempt_at')} as last_attempt_at,
                 case when d.status = 'pending' then ${instant('d.next_attempt_at')} end as next_attempt_at,
                 ${instant('d.created_at')} as created_at
          from unnest(${`{${webhookIds.join(',')}}`}::bigint[]) as w(id)
          cross join lateral (
            select * from webhook_deliveries
            where webhook_id = w.id and book_id = ${bookId}
            order by id desc limit ${perWebhook}
          ) d
          order by d.webhook_id, d.id desc`,
    );
  },

  async bookName(db: Executor, bookId: number): Promise<string> {
    const [row] = await db.select({ name: books.name }).from(books).where(eq(books.id, bookId));
    return row?.name ?? '';
  },

  async insert(
    tx: Executor,
    bookId: number,
    values: { url: string; sealedSecret: string; events: WebhookEvent[] },
  ): Promise<WebhookRow> {
    const [row] = await tx
      .insert(webhooks)
      .values({ bookId, ...values })
      .returning();
    return row!;
  },

  async delete(db: Executor, bookId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(webhooks)
      .where(and(eq(webhooks.bookId, bookId), eq(webhooks.id, id)))
      .returning({ id: webhooks.id });
    return rows.length > 0;
  },

  /** Turns a disabled webhook on again, its count of failures forgotten. */
  async enable(db: Executor, bookId: number, id: number): Promise<WebhookRow | undefined> {
    const [row] = await db
      .update(webhooks)
      .set({ disabledAt: null, consecutiveFailures: 0 })
      .where(and(eq(webhooks.bookId, bookId), eq(webhooks.id, id)))
      .returning();
    return row;
  },

  /** The book's active webhooks subscribed to `event`: one read of index webhooks_book_idx, none for most books. */
  async subscribed(db: Executor, bookId: number, event: string): Promise<number[]> {
    const rows = await db
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(
        and(
          eq(webhooks.bookId, bookId),
          sql`${webhooks.disabledAt} is null`,
          sql`${event} = any(${webhooks.events})`,
        ),
      );
    return rows.map((r) => Number(r.id));
  },

  /** One delivery per webhook and event data, due now; answers their ids. */
  async insertDeliveries(
    db: Executor,
    bookId: number,
    webhookIds: readonly number[],
    event: string,
    data: readonly unknown[],
  ): Promise<number[]> {
    const values = webhookIds.flatMap((webhookId) =>
      data.map((payload) => ({ bookId, webhookId, event, payload })),
    );
    if (values.length === 0) return [];
    const rows = await db.insert(webhookDeliveries).values(values).returning({ id: webhookDeliveries.id });
    return rows.map((r) => Number(r.id));
  },

  /**
   * recordBookEvent's insert for an event told once per `key` (a due date of a bill): only the subscribed active
   * webhooks that have no delivery of it yet (their log, index webhook_deliveries_webhook_idx). Answers how many.
   */
  async insertOnce(
    db: Executor,
    bookId: number,
    event: string,
    key: string,
    payload: Record<string, unknown>,
  ): Promise<number> {
    // The book's webhooks locked first: two processes passing at once insert one after the other, the second
    // finding the first's delivery.
    return db.transaction(async (tx) => {
      await tx.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.bookId, bookId)).for('update');
      const rows = await queryRows(
        tx,
        sql`insert into webhook_deliveries (book_id, webhook_id, event, payload)
          select w.book_id, w.id, ${event}, ${JSON.stringify({ ...payload, key })}::jsonb
          from webhooks w
          where w.book_id = ${bookId} and w.disabled_at is null and ${event} = any(w.events)
            and not exists (select 1 from webhook_deliveries d
                            where d.webhook_id = w.id and d.event = ${event} and d.payload->>'key' = ${key})
          returning id`,
      );
      return rows.length;
    });
  },

  /** The books with an active webhook subscribed to `event`, a page at a time in id order. */
  async booksSubscribedTo(
    db: Executor,
    event: string,
    afterBookId: number,
    limit: number,
  ): Promise<number[]> {
    const rows = await queryRows<{ book_id: number }>(
      db,
      sql`select distinct book_id::float8 as book_id from webhooks
          where disabled_at is null and ${event} = any(events) and book_id > ${afterBookId}
          order by book_id limit ${limit}`,
    );
    return rows.map((r) => r.book_id);
  },

  /**
   * Claims up to `limit` due deliveries of active webhooks (or the one `onlyId`), for `leaseMs`: one conditional
   * UPDATE, rows another process holds skipped (SKIP LOCKED) or refused (a live claim), so two processes never
   * send one delivery at once. Fair per book: every book's oldest due delivery comes before any book's second, then
   * the seconds, and so on, so one book's backlog never delays another's next delivery. A book holds at most
   * `perBook` live claims, whichever process made them (a claim is a post in flight): its slow receivers cannot
   * take every post the job sends at once.
   *
   * Read through index webhook_deliveries_book_due_idx (pending, by book and due time), whatever the backlog: the
   * books with a delivery due, one probe each (a skip scan), then each one's first 2 × perBook due rows. A book's
   * live claims are among those first rows: each claim takes the book's oldest free due row, and a row that becomes
   * due later (a new event, a retry's wait over) sorts after it.
   */
  async claimDue(
    db: Executor,
    options: { limit: number; leaseMs: number; perBook: number } | { leaseMs: number; onlyId: number },
  ): Promise<ClaimedDelivery[]> {
    const chosen =
      'onlyId' in options
        ? sql`select dd.id from webhook_deliveries dd
              where dd.id = ${options.onlyId} and dd.status = 'pending'
                and (dd.claimed_until is null or dd.claimed_until <= clock_timestamp())
              for update skip locked`
        : sql`select dd.id from webhook_deliveries dd
              join (
                with recursive due_books(book_id) as (
                  (select d.book_id from webhook_deliveries d
                   where d.status = 'pending' and d.next_attempt_at <= statement_timestamp()
                   order by d.book_id limit 1)
                  union all
                  select (select d.book_id from webhook_deliveries d
                          where d.status = 'pending' and d.book_id > b.book_id
                            and d.next_attempt_at <= statement_timestamp()
                          order by d.book_id limit 1)
                  from due_books b where b.book_id is not null
                )
                select first.id, first.next_attempt_at, first.held,
                       row_number() over (partition by b.book_id, first.held
                                          order by first.next_attempt_at, first.id)
                         + count(*) filter (where first.held) over (partition by b.book_id) as turn
                from due_books b
                cross join lateral (
                  select c.id, c.next_attempt_at, coalesce(c.claimed_until > statement_timestamp(), false) as held
                  from webhook_deliveries c
                  where c.book_id = b.book_id and c.status = 'pending'
                    and c.next_attempt_at <= statement_timestamp()
                    -- A subquery, not a join: the planner keeps the index's order and stops at the limit.
                    and (select w.disabled_at is null from webhooks w
                         where w.id = c.webhook_id and w.book_id = c.book_id)
                  order by c.next_attempt_at, c.id
                  limit ${2 * options.perBook}
                ) first
              ) ranked on ranked.id = dd.id
              where not ranked.held and ranked.turn <= ${options.perBook}
              order by ranked.turn, ranked.next_attempt_at, ranked.id
              limit ${options.limit}
              for update of dd skip locked`;
    const rows = await queryRows<{
      id: number;
      book_id: number;
      webhook_id: number;
      event: string;
      payload: unknown;
      attempts: number;
      last_error: string | null;
      created_at: string;
      url: string;
      sealed_secret: string;
      claim: string;
    }>(
      db,
      sql`update webhook_deliveries d
          set claimed_until = clock_timestamp() + ${options.leaseMs} * interval '1 millisecond'
          from webhooks w
          where d.id in (${chosen})
            and w.id = d.webhook_id and w.book_id = d.book_id and w.disabled_at is null
            and d.status = 'pending'
            and (d.claimed_until is null or d.claimed_until <= clock_timestamp())
          returning d.id::float8 as id, d.book_id::float8 as book_id, d.webhook_id::float8 as webhook_id,
                    d.event, d.payload, d.attempts, d.last_error, ${instant('d.created_at')} as created_at,
                    w.url, w.sealed_secret, d.claimed_until::text as claim`,
    );
    return rows.map((r) => ({
      id: r.id,
      bookId: r.book_id,
      webhookId: r.webhook_id,
      event: r.event,
      payload: r.payload,
      attempts: r.attempts,
      lastError: r.last_error,
      createdAt: r.created_at,
      url: r.url,
      sealedSecret: r.sealed_secret,
      claim: r.claim,
    }));
  },

  /**
   * Writes a try's outcome on a delivery still held by this claim: delivered, pending again at `retryAt`, or
   * failed for good (retryAt null and not delivered). Answers whether the claim was still this one.
   */
  async recordTry(
    db: Executor,
    delivery: Pick<ClaimedDelivery, 'id' | 'claim'>,
    outcome: { delivered: boolean; statusCode: number | null; error: string | null; retryAt: Date | null },
  ): Promise<boolean> {
    const status = outcome.delivered ? 'delivered' : outcome.retryAt ? 'pending' : 'failed';
    const rows = await queryRows(
      db,
      sql`update webhook_deliveries
          set status = ${status}, attempts = attempts + 1, claimed_until = null,
              last_status_code = ${outcome.statusCode}, last_error = ${outcome.error},
              last_attempt_at = clock_timestamp(),
              next_attempt_at = ${outcome.retryAt?.toISOString() ?? null}::timestamptz
          where id = ${delivery.id} and claimed_until = ${delivery.claim}::timestamptz
          returning id`,
    );
    return rows.length > 0;
  },

  /** A delivery arrived: the webhook's failures in a row start again from none. */
  async resetFailures(db: Executor, webhookId: number): Promise<void> {
    await db
      .update(webhooks)
      .set({ consecutiveFailures: 0 })
      .where(and(eq(webhooks.id, webhookId), sql`${webhooks.consecutiveFailures} <> 0`));
  },

  /**
   * A delivery failed for good: one more in a row; at `disableAfter` the webhook is disabled, its pending
   * deliveries failed with it (they would only wait). Answers the book when this call disabled it (the notice is
   * sent once).
   */
  async countFailure(
    db: Executor,
    webhookId: number,
    disableAfter: number,
    reason: string,
  ): Promise<{ bookId: number; url: string } | null> {
    return db.transaction(async (tx) => {
      const [row] = await queryRows<{ book_id: number; url: string; disabled: boolean }>(
        tx,
        sql`update webhooks
            set consecutive_failures = consecutive_failures + 1,
                disabled_at = case when disabled_at is null and consecutive_failures + 1 >= ${disableAfter}
                                   then clock_timestamp() else disabled_at end
            where id = ${webhookId}
            returning book_id::float8 as book_id, url,
                      (disabled_at is not null and consecutive_failures = ${disableAfter}) as disabled`,
      );
      if (!row?.disabled) return null;
      await tx
        .update(webhookDeliveries)
        .set({ status: 'failed', lastError: reason, claimedUntil: null })
        .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, 'pending')));
      return { bookId: row.book_id, url: row.url };
    });
  },

  /**
   * The webhook's log kept short: finished deliveries beyond its last `keep`, or older than `days` (index
   * webhook_deliveries_webhook_idx).
   */
  async prune(db: Executor, webhookId: number, keep: number, days: number): Promise<void> {
    await db.execute(
      sql`delete from webhook_deliveries
          where webhook_id = ${webhookId} and status <> 'pending'
            and (created_at < now() - ${days} * interval '1 day'
                 or id < (select id from webhook_deliveries where webhook_id = ${webhookId}
                          order by id desc offset ${keep - 1} limit 1))`,
    );
  },
};
