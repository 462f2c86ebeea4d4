import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NOT_MATCHED_MESSAGE,
  type UnmatchImportResult,
  type UnmatchResult,
  unmatchImportParams,
  unmatchParams,
} from '../../../common/contract/import-match';
import { conflict, notFound } from '../../http/errors';
import { TRANSACTION_NOT_FOUND, transactionExists } from '../transactions/public';
import { unmatchRows } from './unmatch';

/**
 * POST /transactions/:id/unmatch: a recorded row and the statement line matched with it, two rows again
 * ({ data: UnmatchResult }; 409 when the row has no line matched, 404 when it is not the person's).
 * POST /transactions/imports/:importId/unmatch: every match one import made, undone ('Desfazer combinações'
 * after an import; { data: UnmatchImportResult }; an unknown import undoes nothing).
 */
export async function matchingRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post('/transactions/:id/unmatch', { schema: { params: unmatchParams } }, async (req) => {
    const data: UnmatchResult = await db.transaction(async (tx) => {
      const [split] = await unmatchRows(tx, req.user.id, { ids: [req.params.id] });
      if (split) return split;
      if (await transactionExists(tx, req.user.id, req.params.id)) throw conflict(NOT_MATCHED_MESSAGE);
      throw notFound(TRANSACTION_NOT_FOUND);
    });
    return { data };
  });

  typed.post(
    '/transactions/imports/:importId/unmatch',
    { schema: { params: unmatchImportParams } },
    async (req) => {
      const data: UnmatchImportResult = await db.transaction(async (tx) => ({
        unmatched: (await unmatchRows(tx, req.user.id, { importId: req.params.importId })).length,
      }));
      return { data };
    },
  );
}
