import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { bookKey, cents, createdAt, id, updatedAt } from './columns';
import { bookId } from './owner-columns';

/**
 * Bens: what a person owns that is not money (imóvel, veículo, outro), worth on a date its latest valuation then or
 * else what was paid; nothing before `acquired_on` nor from `sold_on` on. The sale is both columns or neither.
 */
export const assets = pgTable(
  'assets',
  {
    id: id(),
    bookId: bookId(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    acquiredOn: date('acquired_on', { mode: 'string' }).notNull(),
    acquiredCents: cents('acquired_cents').notNull(),
    soldOn: date('sold_on', { mode: 'string' }),
    soldCents: cents('sold_cents'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    bookKey('assets_pkey', t),
    index('assets_book_idx').on(t.bookId),
    check('assets_kind_check', sql`${t.kind} in ('imovel','veiculo','outro')`),
    check('assets_acquired_check', sql`${t.acquiredCents} > 0`),
    check('assets_sale_check', sql`(${t.soldOn} is null) = (${t.soldCents} is null)`),
    check('assets_sold_check', sql`${t.soldCents} >= 0 and ${t.soldOn} > ${t.acquiredOn}`),
  ],
);

/** A bem's value on a date, as the person typed it: one per bem and date. */
export const assetValuations = pgTable(
  'asset_valuations',
  {
    id: id(),
    bookId: bookId(),
    assetId: bigint('asset_id', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    valueCents: cents('value_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    bookKey('asset_valuations_pkey', t),
    foreignKey({ columns: [t.assetId, t.bookId], foreignColumns: [assets.id, assets.bookId] }).onDelete(
      'cascade',
    ),
    unique('asset_valuations_asset_date_key').on(t.bookId, t.assetId, t.date),
    check('asset_valuations_value_check', sql`${t.valueCents} >= 0`),
  ],
);
