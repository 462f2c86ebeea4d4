import { and, asc, count, eq, inArray, max, min } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { assets, assetValuations } from '../../db/schema';
import { readInGroups } from '../shared/id-groups';

export type AssetRow = typeof assets.$inferSelect;
export type NewAsset = typeof assets.$inferInsert;
export type ValuationRow = typeof assetValuations.$inferSelect;

const ofBook = (bookId: number, id: number) => and(eq(assets.id, id), eq(assets.bookId, bookId));
const valuationOfBook = (bookId: number, id: number) =>
  and(eq(assetValuations.id, id), eq(assetValuations.bookId, bookId));

/** Bens whose valuations one statement reads (2,400 rows at most). */
const ASSETS_PER_READ = 10;

export const assetsRepository = {
  /** The book's bens (at most MAX_ASSETS_PER_BOOK), oldest acquisition first. */
  async list(db: Executor, bookId: number): Promise<AssetRow[]> {
    return db
      .select()
      .from(assets)
      .where(eq(assets.bookId, bookId))
      .orderBy(asc(assets.acquiredOn), asc(assets.id));
  },

  /** The bem, locked for the caller's transaction when `lock` (a valuation and an edit take turns). */
  async find(db: Executor, bookId: number, id: number, lock = false): Promise<AssetRow | undefined> {
    const query = db.select().from(assets).where(ofBook(bookId, id));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  async insert(db: Executor, values: NewAsset): Promise<number> {
    const [row] = await db.insert(assets).values(values).returning({ id: assets.id });
    if (!row) throw new Error('asset insert returned no row');
    return row.id;
  },

  async update(db: Executor, bookId: number, id: number, values: Partial<NewAsset>): Promise<void> {
    await db
      .update(assets)
      .set({ ...values, updatedAt: new Date() })
      .where(ofBook(bookId, id));
  },

  /** Deletes the bem and, by the foreign key, its valuations. */
  async delete(db: Executor, bookId: number, id: number): Promise<void> {
    await db.delete(assets).where(ofBook(bookId, id));
  },

  /**
   * The valuations of the bens (each at most MAX_VALUATIONS_PER_ASSET), by bem and date, ASSETS_PER_READ bens a
   * statement: the heaviest book's 24,000 valuations in one held PGlite, and with it the event loop, about 0.3 s.
   */
  valuations(db: Executor, bookId: number, assetIds: number[]): Promise<ValuationRow[]> {
    return readInGroups(
      [...assetIds].sort((a, b) => a - b),
      ASSETS_PER_READ,
      (some) =>
        db
          .select()
          .from(assetValuations)
          .where(and(eq(assetValuations.bookId, bookId), inArray(assetValuations.assetId, some)))
          .orderBy(asc(assetValuations.assetId), asc(assetValuations.date)),
    );
  },

  /** How many valuations the bem has, and the first and last of their dates (null when none). */
  async valuationSpan(
    db: Executor,
    bookId: number,
    assetId: number,
  ): Promise<{ count: number; first: string | null; last: string | null }> {
    const [row] = await db
      .select({ count: count(), first: min(assetValuations.date), last: max(assetValuations.date) })
      .from(assetValuations)
      .where(and(eq(assetValuations.bookId, bookId), eq(assetValuations.assetId, assetId)));
    return { count: Number(row?.count ?? 0), first: row?.first ?? null, last: row?.last ?? null };
  },

  async findValuation(db: Executor, bookId: number, id: number): Promise<ValuationRow | undefined> {
    const [row] = await db.select().from(assetValuations).where(valuationOfBook(bookId, id));
    return row;
  },

  async findValuationOn(
    db: Executor,
    bookId: number,
    assetId: number,
    date: string,
  ): Promise<ValuationRow | undefined> {
    const [row] = await db
      .select()
      .from(assetValuations)
      .where(
        and(
          eq(assetValuations.bookId, bookId),
          eq(assetValuations.assetId, assetId),
          eq(assetValuations.date, date),
        ),
      );
    return row;
  },

  /** The bem's value on `date`, replacing the one that day had. */
  async putValuation(
    db: Executor,
    values: { bookId: number; assetId: number; date: string; valueCents: number },
  ): Promise<void> {
    await db
      .insert(assetValuations)
      .values(values)
      .onConflictDoUpdate({
        target: [assetValuations.bookId, assetValuations.assetId, assetValuations.date],
        set: { valueCents: values.valueCents },
      });
  },

  async deleteValuation(db: Executor, bookId: number, id: number): Promise<void> {
    await db.delete(assetValuations).where(valuationOfBook(bookId, id));
  },
};
