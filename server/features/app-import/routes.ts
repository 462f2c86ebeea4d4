import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  appImportJobQuery,
  appImportSettingsSchema,
  APP_IMPORT_MESSAGES as M,
  MAX_APP_ACCOUNTS,
  MAX_APP_CATEGORIES,
  MAX_APP_TAGS,
} from '../../../common/contract/app-import';
import { todayIn } from '../../../common/dates';
import { READS_ONLY } from '../../http/authenticate';
import { badRequest } from '../../http/errors';
import { fileAndSettings } from '../../http/file-upload';
import { parseSettingsText } from '../import/public';
import { checkNewCards, readBookState, resolveChoices } from './choices';
import { appImportJobs as jobs } from './jobs';
import { previewWithBook } from './preview';
import { readAppFileOffThread } from './read-off-thread';
import { DAY_ORDER_OF_CHOICE } from './readers/dates';
import type { AppHistory } from './readers/types';
import { runAppImport } from './write';

/**
 * "Trazer meus dados" (multipart/form-data: `file`, the app's export as it wrote it, and `settings`, JSON of
 * appImportSettingsSchema):
 * - POST /import/apps/preview reads the file and answers what it holds and where each account and category goes;
 * - POST /import/apps checks the same, registers the import and answers it running (202); it goes on in the
 *   background, one at a time in a book;
 * - GET /import/apps/current (the book's latest of the last day) and GET /import/apps/job?id= follow it (null:
 *   none, or another book's).
 */
export async function appImportRoutes(app: FastifyInstance) {
  const { database } = app.deps;
  const running = new Set<Promise<void>>();
  // A server that stops lets the imports in progress end (on PGlite an import cut short is taken back at start).
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });

  async function readUpload(req: FastifyRequest) {
    if (!req.isMultipart()) throw badRequest('Envie o arquivo como multipart/form-data');
    const { file, settingsText } = await fileAndSettings(req, { broken: M.brokenUpload, noFile: M.noFile });
    const parsed = parseSettingsText(appImportSettingsSchema, settingsText);
    if (!parsed.ok) throw badRequest(parsed.message);
    const settings = parsed.settings;
    const history = await readAppFileOffThread(req.user.id, settings.app, file.bytes, file.fileName, {
      ...(settings.dayOrder ? { dayOrder: DAY_ORDER_OF_CHOICE[settings.dayOrder] } : {}),
    });
    checkHistory(history);
    const book = await readBookState(database.db, req.user.bookId, settings.app);
    return { file, settings, history, choices: resolveChoices(history, book, settings) };
  }

  const r = app.withTypeProvider<ZodTypeProvider>();
  // Not a read: the preview is an import's first step, and a leitor imports nothing.
  r.post('/import/apps/preview', async (req) => {
    const { history, choices } = await readUpload(req);
    return {
      data: await previewWithBook(database.db, req.user.bookId, history, choices, todayIn(req.user.timeZone)),
    };
  });

  r.post('/import/apps', async (req, reply) => {
    const { file, settings, history, choices } = await readUpload(req);
    checkNewCards(choices.accounts);
    // Dates that read both ways are imported only once the person said how (the preview's question).
    if (history.dayOrder?.decided === false && !settings.dayOrder) throw badRequest(M.dayOrder);
    const transfers = history.rows.filter((row) => row.type === 'TRANSFER').length;
    const job = await jobs.start(database.db, {
      id: crypto.randomUUID(),
      bookId: req.user.bookId,
      app: settings.app,
      fileName: file.fileName,
      // What the import would write at most: a transfer writes two rows.
      total: history.rows.length + transfers,
    });
    const work = runAppImport(database, {
      jobId: job.id,
      bookId: req.user.bookId,
      userId: req.user.id,
      app: settings.app,
      history,
      today: todayIn(req.user.timeZone),
      choices,
    })
      .catch((error) => req.log.error({ err: error, appImport: job.id }, 'app import failed'))
      .finally(() => running.delete(work));
    running.add(work);
    return reply.status(202).send({ data: job });
  });

  r.get('/import/apps/current', { config: READS_ONLY }, async (req) => ({
    data: await jobs.latest(database.db, req.user.bookId),
  }));

  // Another book's import, or one that never was, is null: as absent as the book's latest when it has none.
  r.get(
    '/import/apps/job',
    { config: READS_ONLY, schema: { querystring: appImportJobQuery } },
    async (req) => ({ data: await jobs.find(database.db, req.user.bookId, req.query.id) }),
  );
}

/** A file that cannot be read, holds no row, or names more than a book keeps, stops here (400). */
function checkHistory(history: AppHistory): void {
  const fileError = history.errors.find((e) => e.line === 0);
  if (fileError) throw badRequest(fileError.message);
  if (history.rows.length === 0) throw badRequest(history.errors[0]?.message ?? M.nothingToImport);
  if (history.accounts.length > MAX_APP_ACCOUNTS) throw badRequest(M.tooManyAccounts);
  if (history.categories.length > MAX_APP_CATEGORIES) throw badRequest(M.tooManyCategories);
  const tags = new Set(history.rows.flatMap((row) => row.tags.map((t) => t.trim().toLowerCase())));
  if (tags.size > MAX_APP_TAGS) throw badRequest(M.tooManyTags);
}
