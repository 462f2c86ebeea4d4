import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES } from '../../../common/contract/attachments';
import {
  INCOME_TAX_MESSAGES,
  incomeTaxCsvQuery,
  incomeTaxQuery,
  type TaxBeneficiary,
  type TaxMapping,
  type TaxYearSettings,
  taxBeneficiaryBody,
  taxMappingBody,
  taxYearBody,
} from '../../../common/contract/income-tax';
import { statementBody, statementUpdateBody } from '../../../common/contract/income-tax-statements';
import { idQuery } from '../../../common/contract/shared';
import { todayIn } from '../../../common/dates';
import type { AuthUser } from '../../auth-user';
import { badRequest, HttpError } from '../../http/errors';
import { attachmentStoreFor, ENVELOPE_BYTES, readAttachmentFile } from '../attachments/public';
import { sendDownload } from '../shared/download';
import { createPersonGate } from '../shared/person-gate';
import { incomeTaxFile, incomeTaxReceipts } from './exports';
import {
  incomeTaxOfYear,
  lastEndedYear,
  setBeneficiary,
  setCategoryMapping,
  setYearSettings,
} from './service';
import { readStatementPdf } from './statement-reading';
import { createStatementsService } from './statements';

/** The day in the person's time zone, and the year asked for (default: the one that ended last). */
function yearAsked(user: AuthUser, ano: number | undefined) {
  const today = todayIn(user.timeZone);
  return { today, year: ano ?? lastEndedYear(today) };
}

/**
 * GET /income-tax?ano= (the year's declaration figures, default the last ended year); its downloads, GET
 * /income-tax/pdf, /income-tax/csv?grupo= and /income-tax/comprovantes (a .zip); PUT /income-tax/categories
 * (what a category is in the declaration); PUT /income-tax/years (the year's dependents and Carnê-Leão paid);
 * POST, PUT and DELETE /income-tax/informes (the informes de rendimentos) and POST /income-tax/informes/leitura
 * (an informe's PDF read for review; nothing kept).
 */
export async function incomeTaxRoutes(app: FastifyInstance) {
  const db = app.deps.database.db;
  // The PDF and the spreadsheets add up a year of every payee (bounded: 500 per code, the rest summed), and on
  // PGlite their queries run on the server's own thread: four PDFs of 20,000 payees at once from two people held
  // another person's page at 798 ms p95 in the hostile-upload bench. One per person, one at a time per process,
  // a few waiting in turn, the rest told to try again.
  const downloads = createPersonGate({
    concurrent: 1,
    queued: 4,
    shared: { slots: app.deps.database.slots, name: 'income-tax-download' },
    refusals: {
      ownRunning: INCOME_TAX_MESSAGES.ownDownload,
      busy: INCOME_TAX_MESSAGES.downloadsBusy,
      retryAfterSeconds: 5,
    },
  });
  const store = attachmentStoreFor(app.deps.config);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byYear = { schema: { querystring: incomeTaxQuery } };
  r.get('/income-tax', byYear, async (req) => {
    const { today, year } = yearAsked(req.user, req.query.ano);
    return { data: await incomeTaxOfYear(db, req.user, year, today) };
  });
  r.get('/income-tax/pdf', byYear, async (req, reply) => {
    const { today, year } = yearAsked(req.user, req.query.ano);
    const file = await downloads.run(req.user.id, () => incomeTaxFile(db, req.user, year, today, null));
    return sendDownload(reply, file);
  });
  r.get('/income-tax/csv', { schema: { querystring: incomeTaxCsvQuery } }, async (req, reply) => {
    const { today, year } = yearAsked(req.user, req.query.ano);
    const file = await downloads.run(req.user.id, () =>
      incomeTaxFile(db, req.user, year, today, req.query.grupo),
    );
    return sendDownload(reply, file);
  });
  r.get('/income-tax/comprovantes', byYear, async (req, reply) => {
    const { year } = yearAsked(req.user, req.query.ano);
    return sendDownload(reply, await incomeTaxReceipts(db, store, req.user, year));
  });
  r.put('/income-tax/categories', { schema: { body: taxMappingBody } }, async (req) => {
    await setCategoryMapping(db, req.user, req.body.category_id, req.body.code);
    return { data: { category_id: req.body.category_id, code: req.body.code } satisfies TaxMapping };
  });
  r.put('/income-tax/years', { schema: { body: taxYearBody } }, async (req) => {
    const data: TaxYearSettings = await setYearSettings(db, req.user, req.body);
    return { data };
  });
  const statements = createStatementsService(db);
  r.post('/income-tax/informes', { schema: { body: statementBody } }, async (req, reply) =>
    reply.status(201).send({ data: await statements.create(req.user, req.body) }),
  );
  r.post('/income-tax/informes/leitura', async (req) => {
    // The size is refused from the header, before a byte of the body is read.
    if (Number(req.headers['content-length'] ?? 0) > ATTACHMENT_MAX_BYTES + ENVELOPE_BYTES)
      throw new HttpError(413, ATTACHMENT_MESSAGES.type, undefined, { connection: 'close' });
    if (!req.isMultipart()) throw badRequest(ATTACHMENT_MESSAGES.noFile);
    const file = await readAttachmentFile(req);
    return { data: await readStatementPdf(req.user, file.bytes) };
  });
  r.put('/income-tax/informes', { schema: { body: statementUpdateBody } }, async (req) => ({
    data: await statements.update(req.user, req.body),
  }));
  r.delete('/income-tax/informes', { schema: { querystring: idQuery } }, async (req) => {
    await statements.delete(req.user, req.query.id);
    return { data: { id: req.query.id } };
  });
  r.put('/income-tax/beneficiaries', { schema: { body: taxBeneficiaryBody } }, async (req) => {
    await setBeneficiary(db, req.user, req.body.payee_id, req.body.person);
    return { data: { payee_id: req.body.payee_id, person: req.body.person } satisfies TaxBeneficiary };
  });
}
