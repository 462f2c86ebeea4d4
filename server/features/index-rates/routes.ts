import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type IndexRateWritten,
  indexRateBody,
  indexRateImportBody,
  indexRateKeyQuery,
  indexRateValuesQuery,
} from '../../../common/contract/index-rates';
import { createIndexRatesService } from './service';

/** The body limit of an import: 20,000 SGS lines with quotes are about 600 KB of JSON. */
const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

/** The index series (CDI, Selic, IPCA, TR) as the current book reads them, and the book's own values. */
export async function indexRatesRoutes(app: FastifyInstance) {
  const service = createIndexRatesService(app.deps.database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/index-rates', async (req) => ({ data: await service.summary(req.user) }));
  r.get('/index-rates/values', { schema: { querystring: indexRateValuesQuery } }, async (req) => ({
    data: await service.values(req.user, req.query),
  }));
  r.post('/index-rates', { schema: { body: indexRateBody } }, async (req, reply) => {
    const { created, value } = await service.put(req.user, req.body);
    return reply
      .status(created ? 201 : 200)
      .send({ data: { serie: req.body.serie, ...value } satisfies IndexRateWritten });
  });
  r.delete('/index-rates', { schema: { querystring: indexRateKeyQuery } }, async (req) => ({
    data: await service.delete(req.user, req.query.serie, req.query.data),
  }));
  r.post(
    '/index-rates/import',
    { bodyLimit: IMPORT_BODY_LIMIT, schema: { body: indexRateImportBody } },
    async (req) => ({ data: await service.import(req.user, req.body.serie, req.body.csv) }),
  );
}
