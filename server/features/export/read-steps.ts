import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db, Executor } from '../../db/connect';

import type { ReadStep } from '../shared/write-steps';

export type { ReadStep };

const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * Every step inside one REPEATABLE READ READ ONLY transaction: the whole export is one moment of the data.
 * On PostgreSQL the transaction has a pooled connection of its own, so nobody waits for it.
 */
export function inOneSnapshot<T>(db: Db, work: (step: ReadStep) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work((read) => read(tx)), SNAPSHOT);
}

/**
 * Every step in a short transaction of its own, after giving the event loop a turn. PGlite has one connection,
 * and a chain of its queries never yields to other requests on its own: this is what lets them in between two
 * pages. Each step is consistent in itself (a page with its split parts and tags); across steps the data may
 * change, which the caller must detect (see backup-document.ts).
 */
export function inShortSteps<T>(db: Db, work: (step: ReadStep) => Promise<T>): Promise<T> {
  return work(async (read) => {
    await nextTurn();
    return db.transaction(read, SNAPSHOT);
  });
}

/**
 * Rows per step of a long list (the debts' prepayments and payments, the bens' valuations, renda variável's trades,
 * incomes and prices): the heaviest person holds 12,000 to 200,000 of each, and a step holds PGlite's only
 * connection and the event loop while it runs and its rows are read.
 */
export const LIST_PAGE_ROWS = 1000;

/** Every row of a list read a page per step, each page past the last row of the one before (`after`, null first). */
export async function listInSteps<Row>(
  step: ReadStep,
  page: (tx: Executor, after: Row | null, limit: number) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let after: Row | null = null, full = true; full; ) {
    const read: Row[] = await step((tx) => page(tx, after, LIST_PAGE_ROWS));
    full = read.length === LIST_PAGE_ROWS;
    after = read.at(-1) ?? after;
    for (const row of read) rows.push(row);
  }
  return rows;
}
