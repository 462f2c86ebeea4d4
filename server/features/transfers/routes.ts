import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type ToTransferResult,
  toTransferBody,
  toTransferParams,
  transferCreateBody,
} from '../../../common/contract/transactions';
import { actedBy, ledgerTransaction } from '../ledger/public';
import { convertToTransfer } from './convert';
import { createTransfersService, transferOf } from './service';

export async function transfersRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const service = createTransfersService(db);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  /** Where a transfer from the open book may also go or come from: { data: TransferBook[] }. */
  typed.get('/transfers/books', async (req) => ({
    data: await service.otherBooks(req.user),
  }));
  typed.post('/transfers', { schema: { body: transferCreateBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.create(req.user, req.body) }),
  );
  /** "Transformar em transferência" (convert.ts): { data: ToTransferResult }. */
  typed.post(
    '/transactions/:id/transfer',
    { schema: { params: toTransferParams, body: toTransferBody } },
    async (req) => {
      const converted = await ledgerTransaction(db, actedBy(req.user, 'typed'), (tx) =>
        convertToTransfer(tx, req.user, req.params.id, req.body.accountId),
      );
      const data: ToTransferResult = {
        ...(await transferOf(db, req.user, converted.transferId)),
        undo: converted.undo,
      };
      return { data };
    },
  );
}
