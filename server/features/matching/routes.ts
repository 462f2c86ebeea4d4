import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type DuplicateCandidate,
  type ImportMatch,
  type MergeResult,
  mergeBody,
  mergeParams,
  NOT_MATCHED_MESSAGE,
  type UnmatchImportResult,
  type UnmatchResult,
  unmatchImportParams,
  unmatchParams,
} from '../../../common/contract/import-match';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { conflict, notFound } from '../../http/errors';
import { actedBy, ledgerTransaction } from '../ledger/public';
import { INSERT_BATCH_ROWS as UNMATCH_BATCH_ROWS } from '../shared/write-steps';
import { TRANSACTION_NOT_FOUND, transactionExists } from '../transactions/public';
import { importMatches } from './import-matches';
import { duplicatesOf, mergeRows } from './merge';
import { unmatchRows } from './unmatch';

/**
 * POST /transactions/:id/unmatch: a recorded row and the statement line matched with it, two rows again
 * ({ data: UnmatchResult }; 409 when the row has no line matched, 404 when it is not the person's).
 * POST /transactions/imports/:importId/unmatch: every match one import made, undone ('Desfazer combinações'
 * after an import; { data: UnmatchImportResult }; an unknown import undoes nothing).
 * GET /transactions/imports/:importId/matches: what one import matched, beside the bank's lines ('Ver combinações').
 * POST /transactions/:id/merge { transactionId }: a doubled pair found later made one (merge.ts); GET
 * /transactions/:id/duplicates: the rows a row may be merged with, for its edit dialog.
 */
export async function matchingRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post('/transactions/:id/unmatch', { schema: { params: unmatchParams } }, async (req) => {
    const data: UnmatchResult = await ledgerTransaction(db, actedBy(req.user, 'matching'), async (tx) => {
      const [split] = await unmatchRows(tx, req.user.bookId, { ids: [req.params.id] });
      if (split) return split;
      if (await transactionExists(tx, req.user.bookId, req.params.id)) throw conflict(NOT_MATCHED_MESSAGE);
      throw notFound(TRANSACTION_NOT_FOUND);
    });
    return { data };
  });

  /**
   * On PGlite, a few thousand matches per transaction, other people's requests answered in between (an import
   * may have matched 200,000 lines); each batch is whole, and asking again finishes what a failure left.
   */
  async function unmatchImport(user: AuthUser, importId: string): Promise<number> {
    const { bookId } = user;
    const by = actedBy(user, 'matching');
    const batch = (tx: Executor) => unmatchRows(tx, bookId, { importId, limit: UNMATCH_BATCH_ROWS });
    if (app.deps.database.kind !== 'pglite') {
      return ledgerTransaction(db, by, async (tx) => {
        let total = 0;
        for (let n = UNMATCH_BATCH_ROWS; n === UNMATCH_BATCH_ROWS; total += n) n = (await batch(tx)).length;
        return total;
      });
    }
    let total = 0;
    for (let n = UNMATCH_BATCH_ROWS; n === UNMATCH_BATCH_ROWS; total += n) {
      await nextTurn();
      n = (await ledgerTransaction(db, by, batch)).length;
    }
    return total;
  }

  typed.post('/transactions/:id/merge', { schema: { params: mergeParams, body: mergeBody } }, async (req) => {
    const data: MergeResult = await ledgerTransaction(db, actedBy(req.user, 'matching'), (tx) =>
      mergeRows(tx, req.user.bookId, req.params.id, req.body.transactionId),
    );
    return { data };
  });

  typed.get('/transactions/:id/duplicates', { schema: { params: mergeParams } }, async (req) => {
    const data: DuplicateCandidate[] = await duplicatesOf(db, req.user.bookId, req.params.id);
    return { data };
  });

  typed.get(
    '/transactions/imports/:importId/matches',
    { schema: { params: unmatchImportParams } },
    async (req) => {
      const data: ImportMatch[] = await importMatches(db, req.user.bookId, req.params.importId);
      return { data };
    },
  );

  typed.post(
    '/transactions/imports/:importId/unmatch',
    { schema: { params: unmatchImportParams } },
    async (req) => {
      const data: UnmatchImportResult = {
        unmatched: await unmatchImport(req.user, req.params.importId),
      };
      return { data };
    },
  );
}
