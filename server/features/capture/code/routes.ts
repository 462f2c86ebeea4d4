import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { captureCodeBody, captureLinkBody } from '../../../../common/contract/capture';
import { READS_ONLY } from '../../../http/authenticate';
import { createCaptureService } from './service';

/**
 * POST /capture/code: a pasted Pix or boleto code read, with suggestions; it writes nothing, so reading suffices.
 * POST /capture/code/link: the code kept with a recorded row (a write: an editor's).
 */
export async function captureRoutes(app: FastifyInstance) {
  const service = createCaptureService(app.deps.database.db);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/capture/code', { schema: { body: captureCodeBody }, config: READS_ONLY }, async (req) => ({
      data: await service.read(req.user, req.body.code),
    }))
    .post('/capture/code/link', { schema: { body: captureLinkBody } }, async (req) => ({
      data: await service.link(req.user, req.body.code, req.body.transaction_id),
    }));
}
