import type { FastifyInstance, FastifyRequest } from 'fastify';
import { B3_IMPORT_MESSAGES as B, b3ImportFields } from '../../../../common/contract/variable-income-b3';
import { todayIn } from '../../../../common/dates';
import { badRequest } from '../../../http/errors';
import { fileAndSettings } from '../../../http/file-upload';
import { createPersonGate } from '../../shared/person-gate';
import { dateInFileName } from './format';
import { importB3, investmentAccount, previewB3Import } from './import';
import { readB3OffThread } from './read-in-worker';

/**
 * POST /variable-income/import-b3/preview and POST /variable-income/import-b3 (multipart/form-data, see
 * common/contract/variable-income-b3.ts): `file`, the spreadsheet as downloaded, and `settings`, a JSON object
 * checked by b3ImportFields ({ accountId, kinds?, priceDate? }). The preview answers { data: B3ImportPreview };
 * the import, the same form, records the new lines in one transaction and answers { data: B3ImportResult }.
 */
export async function b3ImportRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  // One spreadsheet per person at a time, preview or import (a second is answered 429 before its file is read), so
  // that one person's files never take every reading thread (read-in-worker.ts: two) while another's waits.
  const gate = createPersonGate({
    concurrent: 4,
    queued: 8,
    shared: { slots: app.deps.database.slots, name: 'b3-import' },
  });

  app.post('/variable-income/import-b3/preview', async (req) =>
    gate.run(req.user.bookId, async () => {
      const upload = await received(req);
      return { data: await previewB3Import(db, req.user, upload.reading, upload.fields, upload.priceDate) };
    }),
  );

  app.post('/variable-income/import-b3', async (req) =>
    gate.run(req.user.bookId, async () => {
      const upload = await received(req);
      return { data: await importB3(db, req.user, upload.reading, upload.fields, upload.priceDate) };
    }),
  );

  /** The form checked (the account before the file is read), then the file read off the request's thread. */
  async function received(req: FastifyRequest) {
    if (!req.isMultipart()) throw badRequest('Envie a planilha como multipart/form-data');
    const { file, settingsText } = await fileAndSettings(req, { broken: B.brokenUpload, noFile: B.noFile });
    let settings: unknown;
    try {
      settings = JSON.parse(settingsText ?? '{}');
    } catch {
      throw badRequest(B.settings, 'settings');
    }
    const parsed = b3ImportFields.safeParse(settings);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest(issue?.message ?? B.settings, String(issue?.path[0] ?? 'settings'));
    }
    const fields = parsed.data;
    await investmentAccount(db, req.user, fields.accountId);
    const priceDate = fields.priceDate ?? dateInFileName(file.fileName) ?? todayIn(req.user.timeZone);
    const reading = await readB3OffThread(req.user.id, file.bytes, priceDate);
    return { fields, priceDate, reading };
  }
}
