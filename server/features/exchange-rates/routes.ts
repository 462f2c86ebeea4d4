import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  exchangeCurrencyParams,
  exchangeRateDateParams,
  exchangeRateRangeQuery,
  exchangeRatesPutBody,
} from '../../../common/contract/exchange-rates';
import { createExchangeRatesService } from './service';

/** The body limit of a PUT: 5,000 typed rates are about 250 KB of JSON. */
const PUT_BODY_LIMIT = 1024 * 1024;

/**
 * Exchange rates as the current book reads them (the Banco Central's PTAX, and the book's typed rates), and the
 * book's own. Reads are a leitor's too (GET); writes need an editor or the dono, as the hook decides for every
 * route that is not a GET.
 */
export async function exchangeRatesRoutes(app: FastifyInstance) {
  const service = createExchangeRatesService(app.deps.database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/exchange-rates', async (req) => ({ data: await service.summary(req.user) }));
  r.get(
    '/exchange-rates/:moeda',
    { schema: { params: exchangeCurrencyParams, querystring: exchangeRateRangeQuery } },
    async (req) => ({ data: await service.range(req.user, req.params.moeda, req.query) }),
  );
  r.get('/exchange-rates/:moeda/on/:data', { schema: { params: exchangeRateDateParams } }, async (req) => ({
    data: await service.on(req.user, req.params.moeda, req.params.data),
  }));
  r.put(
    '/exchange-rates/:moeda',
    { bodyLimit: PUT_BODY_LIMIT, schema: { params: exchangeCurrencyParams, body: exchangeRatesPutBody } },
    async (req) => ({ data: await service.put(req.user, req.params.moeda, req.body.cotacoes) }),
  );
  r.delete('/exchange-rates/:moeda/:data', { schema: { params: exchangeRateDateParams } }, async (req) => ({
    data: await service.delete(req.user, req.params.moeda, req.params.data),
  }));
}
