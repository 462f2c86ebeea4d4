import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  incomeTaxCsvQuery,
  incomeTaxQuery,
  taxBeneficiaryBody,
  taxMappingBody,
  taxYearBody,
} from '../../../common/contract/income-tax';
import { todayIn } from '../../../common/dates';
import type { AuthUser } from '../../auth-user';
import { attachmentStoreFor } from '../attachments/public';
import { sendDownload } from '../shared/download';
import { incomeTaxFile, incomeTaxReceipts } from './exports';
import { incomeTaxOfYear, lastEndedYear, setBeneficiary, setCategoryMapping, setDependents } from './service';

/** The day in the person's time zone, and the year asked for (default: the one that ended last). */
function yearAsked(user: AuthUser, ano: number | undefined) {
  const today = todayIn(user.timeZone);
  return { today, year: ano ?? lastEndedYear(today) };
}

/**
 * GET /income-tax?ano= (the year's declaration figures, default the last ended year); its downloads, GET
 * /income-tax/pdf, /income-tax/csv?grupo= and /income-tax/comprovantes (a .zip); PUT /income-tax/categories
 * (what a category is in the declaration); PUT /income-tax/years (the year's dependents).
 */
export async function incomeTaxRoutes(app: FastifyInstance) {
  const db = app.deps.database.db;
  const store = attachmentStoreFor(app.deps.config.dataDir);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byYear = { schema: { querystring: incomeTaxQuery } };
  r.get('/income-tax', byYear, async (req) => {
    const { today, year } = yearAsked(req.user, req.query.ano);
    return { data: await incomeTaxOfYear(db, req.user, year, today) };
  });
  r.get('/income-tax/pdf', byYear, async (req, reply) => {
    const { today, year } = yearAsked(req.user, req.query.ano);
    return sendDownload(reply, await incomeTaxFile(db, req.user, year, today, null));
  });
  r.get('/income-tax/csv', { schema: { querystring: incomeTaxCsvQuery } }, async (req, reply) => {
    const { today, year } = yearAsked(req.user, req.query.ano);
    return sendDownload(reply, await incomeTaxFile(db, req.user, year, today, req.query.grupo));
  });
  r.get('/income-tax/comprovantes', byYear, async (req, reply) => {
    const { year } = yearAsked(req.user, req.query.ano);
    return sendDownload(reply, await incomeTaxReceipts(db, store, req.user, year));
  });
  r.put('/income-tax/categories', { schema: { body: taxMappingBody } }, async (req) => {
    await setCategoryMapping(db, req.user, req.body.category_id, req.body.code);
    return { data: { category_id: req.body.category_id, code: req.body.code } };
  });
  r.put('/income-tax/years', { schema: { body: taxYearBody } }, async (req) => {
    await setDependents(db, req.user, req.body.ano, req.body.dependents);
    return { data: { ano: req.body.ano, dependents: req.body.dependents } };
  });
  r.put('/income-tax/beneficiaries', { schema: { body: taxBeneficiaryBody } }, async (req) => {
    await setBeneficiary(db, req.user, req.body.payee_id, req.body.person);
    return { data: { payee_id: req.body.payee_id, person: req.body.person } };
  });
}
