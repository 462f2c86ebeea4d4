import type { z } from 'zod';
import {
  type AssetResponse,
  type AssetsResponse,
  type assetBody,
  type assetUpdateBody,
  ASSET_MESSAGES as M,
  MAX_ASSETS_PER_BOOK,
  MAX_VALUATIONS_PER_ASSET,
  type valuationBody,
} from '../../../common/contract/assets';
import { todayIn } from '../../../common/dates';
import { centsToReais, reaisToCents, sumCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Db, Executor } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../http/errors';
import { ensureRoomFor } from '../shared/person-limits';
import { presentAsset, valuationsByAsset } from './presenter';
import { type AssetRow, assetsRepository as repo } from './repository';

const rowValues = (input: z.output<typeof assetBody>) => ({
  name: input.name,
  kind: input.kind,
  acquiredOn: input.acquiredOn,
  acquiredCents: reaisToCents(input.acquired),
  notes: input.notes,
});

export function createAssetsService(db: Db) {
  async function owned(tx: Executor, user: AuthUser, id: number, lock = false): Promise<AssetRow> {
    const row = await repo.find(tx, user.bookId, id, lock);
    if (!row) throw notFound(M.notFound);
    return row;
  }

  const service = {
    async list(user: AuthUser): Promise<AssetsResponse> {
      const today = todayIn(user.timeZone);
      const rows = await repo.list(db, user.bookId);
      const valuations = valuationsByAsset(
        await repo.valuations(
          db,
          user.bookId,
          rows.map((r) => r.id),
        ),
      );
      const assets = rows.map((r) => presentAsset(r, valuations.get(r.id) ?? [], today));
      return {
        assets,
        totalToday: centsToReais(sumCents(assets.map((a) => reaisToCents(a.valueToday)))),
      };
    },

    async one(user: AuthUser, id: number): Promise<AssetResponse> {
      const row = await owned(db, user, id);
      const valuations = await repo.valuations(db, user.bookId, [row.id]);
      return presentAsset(row, valuations, todayIn(user.timeZone));
    },

    async create(user: AuthUser, input: z.output<typeof assetBody>): Promise<AssetResponse> {
      const id = await db.transaction(async (tx) => {
        await ensureRoomFor(tx, user.bookId, 'assets', MAX_ASSETS_PER_BOOK, M.tooMany);
        return repo.insert(tx, { bookId: user.bookId, ...rowValues(input) });
      });
      return service.one(user, id);
    },

    /**
     * Changes the bem, and records or undoes its sale (`soldOn` and `sold`, both or neither). Its valuations stay,
     * so the acquisition cannot move after one of them nor the sale before or onto one: a conflict with what is
     * stored (409), not a bad input.
     */
    async update(user: AuthUser, input: z.output<typeof assetUpdateBody>): Promise<AssetResponse> {
      if (input.soldOn !== null && input.soldOn > todayIn(user.timeZone))
        throw badRequest(M.saleFuture, 'soldOn');
      await db.transaction(async (tx) => {
        const row = await owned(tx, user, input.id, true);
        const span = await repo.valuationSpan(tx, user.bookId, row.id);
        if (span.first !== null && input.acquiredOn > span.first)
          throw conflict(M.acquiredAfterValuation(span.first), 'acquiredOn');
        if (span.last !== null && input.soldOn !== null && input.soldOn <= span.last)
          throw conflict(M.soldBeforeValuation(span.last), 'soldOn');
        await repo.update(tx, user.bookId, row.id, {
          ...rowValues(input),
          soldOn: input.soldOn,
          soldCents: input.sold === null ? null : reaisToCents(input.sold),
        });
      });
      return service.one(user, input.id);
    },

    /** Deletes the bem with its valuations. */
    async delete(user: AuthUser, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await owned(tx, user, id, true);
        await repo.delete(tx, user.bookId, id);
      });
    },

    /**
     * The bem's value on a date, from its acquisition to today and before its sale. A second valuation on a date
     * replaces the first (the person corrects what they typed), so it never counts against the limit.
     */
    async putValuation(user: AuthUser, input: z.output<typeof valuationBody>): Promise<AssetResponse> {
      if (input.date > todayIn(user.timeZone)) throw badRequest(M.valuationFuture, 'date');
      await db.transaction(async (tx) => {
        const row = await owned(tx, user, input.assetId, true);
        if (input.date < row.acquiredOn) throw badRequest(M.valuationBefore(row.acquiredOn), 'date');
        if (row.soldOn !== null && input.date >= row.soldOn)
          throw conflict(M.valuationAfterSale(row.soldOn), 'date');
        const replaces = await repo.findValuationOn(tx, user.bookId, row.id, input.date);
        if (
          !replaces &&
          (await repo.valuationSpan(tx, user.bookId, row.id)).count >= MAX_VALUATIONS_PER_ASSET
        )
          throw conflict(M.tooManyValuations);
        await repo.putValuation(tx, {
          bookId: user.bookId,
          assetId: row.id,
          date: input.date,
          valueCents: reaisToCents(input.value),
        });
      });
      return service.one(user, input.assetId);
    },

    async deleteValuation(user: AuthUser, id: number): Promise<AssetResponse> {
      const assetId = await db.transaction(async (tx) => {
        const valuation = await repo.findValuation(tx, user.bookId, id);
        if (!valuation) throw notFound(M.valuationNotFound);
        await owned(tx, user, Number(valuation.assetId), true);
        await repo.deleteValuation(tx, user.bookId, id);
        return Number(valuation.assetId);
      });
      return service.one(user, assetId);
    },
  };
  return service;
}
