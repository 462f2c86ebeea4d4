import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { incomeTaxQuery, taxMappingBody, taxYearBody } from '../../../common/contract/income-tax';
import { todayIn } from '../../../common/dates';
import { incomeTaxOfYear, lastEndedYear, setCategoryMapping, setDependents } from './service';

/**
 * GET /income-tax?ano= (the year's declaration figures, default the last ended year); PUT /income-tax/categories
 * (what a category is in the declaration); PUT /income-tax/years (the year's dependents).
 */
export async function incomeTaxRoutes(app: FastifyInstance) {
  const db = app.deps.database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/income-tax', { schema: { querystring: incomeTaxQuery } }, async (req) => {
    const today = todayIn(req.user.timeZone);
    return { data: await incomeTaxOfYear(db, req.user, req.query.ano ?? lastEndedYear(today), today) };
  });
  r.put('/income-tax/categories', { schema: { body: taxMappingBody } }, async (req) => {
    await setCategoryMapping(db, req.user, req.body.category_id, req.body.code);
    return { data: { category_id: req.body.category_id, code: req.body.code } };
  });
  r.put('/income-tax/years', { schema: { body: taxYearBody } }, async (req) => {
    await setDependents(db, req.user, req.body.ano, req.body.dependents);
    return { data: { ano: req.body.ano, dependents: req.body.dependents } };
  });
}
