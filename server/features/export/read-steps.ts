import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../db/connect';

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
