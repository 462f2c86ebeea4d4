import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calendarQuery, flowQuery } from '../../../common/contract/money-flow';
import {
  byCategoryQuery,
  periodQuery,
  reportPdfFileName,
  topItemsQuery,
} from '../../../common/contract/reports';
import { z } from '../../../common/contract/shared';
import { spendingBasisBody } from '../../../common/contract/spending-basis';
import { todayIn } from '../../../common/dates';
import { sendDownload } from '../shared/download';
import { renderReportPdf } from './pdf';
import { createReportsService } from './service';

/** GET /reports/*: every report takes from and to (ISO dates, from <= to, at most 20 years). */
export async function reportsRoutes(app: FastifyInstance) {
  const service = createReportsService(app.deps.database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const period = { schema: { querystring: periodQuery } };
  const top = { schema: { querystring: topItemsQuery } };

  r.get('/reports/summary', period, async (req) => ({ data: await service.summary(req.user, req.query) }));
  // Top-level rows, or with categoriaPaiId that parent's breakdown (its subcategories and its own money).
  // These four answer { data, unconverted_accounts }: the accounts in another currency left out for want of a rate.
  r.get('/reports/by-category', { schema: { querystring: byCategoryQuery } }, async (req) =>
    service.byCategory(req.user, req.query, req.query.categoriaPaiId),
  );
  r.get('/reports/flow', { schema: { querystring: flowQuery } }, async (req) => ({
    data: await service.flow(req.user, req.query),
  }));
  r.get('/reports/calendar', { schema: { querystring: calendarQuery } }, async (req) => ({
    data: await service.calendar(req.user, req.query),
  }));
  // The book's competência or caixa: a setting of the current book (a leitor reads it; writing it is a write).
  r.get('/books/spending-basis', { schema: { querystring: z.object({}) } }, async (req) => ({
    data: await service.basis(req.user),
  }));
  r.put('/books/spending-basis', { schema: { body: spendingBasisBody } }, async (req) => ({
    data: await service.setBasis(req.user, req.body.base),
  }));
  r.get('/reports/by-payee', period, async (req) => service.byPayee(req.user, req.query));
  r.get('/reports/by-tag', period, async (req) => service.byTag(req.user, req.query));
  r.get('/reports/monthly', period, async (req) => service.monthly(req.user, req.query));
  // docs/PRODUCT.md's shape: { data: [...], total } with total the sum of all the period's expenses (incomes).
  r.get('/reports/top-expenses', top, async (req) => service.top(req.user, 'DESPESA', req.query));
  r.get('/reports/top-incomes', top, async (req) => service.top(req.user, 'RECEITA', req.query));

  r.get('/reports/pdf', period, async (req, reply) => {
    // The top-level rows of /reports/by-category: the PDF's table rolls subcategories up as the page does.
    const [summary, rows] = await Promise.all([
      service.summary(req.user, req.query),
      service.byCategory(req.user, req.query),
    ]);
    const pdf = await renderReportPdf({
      summary,
      leftOut: await service.accountNames(req.user, summary.unconverted_accounts),
      expenses: rows.data.filter((row) => row.type === 'despesa'),
      generatedOn: todayIn(req.user.timeZone),
    });
    return sendDownload(reply, {
      fileName: reportPdfFileName(req.query.from, req.query.to),
      contentType: 'application/pdf',
      body: pdf,
    });
  });
}
