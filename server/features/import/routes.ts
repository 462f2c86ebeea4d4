import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importHintsBody } from '../../../common/contract/import';
import { READS_ONLY } from '../../http/authenticate';
import { badRequest } from '../../http/errors';
import { fileAndSettings } from '../../http/file-upload';
import { createPersonGate } from '../shared/person-gate';
import { importHints } from './hints';
import { createImportService, IMPORT_MESSAGES } from './service';
import { parseImportSettings } from './settings';
import { statementAccountRoutes } from './statement-accounts';

/**
 * POST /transactions/import-csv (multipart/form-data): `file`, the statement's bytes as the bank wrote them
 * (CSV or OFX), and an optional `settings`, a JSON object (see settings.ts). The server reads the file with the
 * same rules as the wizard's preview. Answers { data: ImportResult }.
 */
export async function importRoutes(app: FastifyInstance) {
  const service = createImportService(app.deps.database);
  // PGlite has one session, held by an import while it writes: one at a time. A PostgreSQL pool serves several.
  const gate = createPersonGate({
    ...(app.deps.database.kind === 'pglite' ? { concurrent: 1, queued: 4 } : { concurrent: 4, queued: 8 }),
    shared: { slots: app.deps.database.slots, name: 'statement-import' },
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/transactions/import-hints',
      { config: READS_ONLY, schema: { body: importHintsBody } },
      async (req) => ({
        data: await importHints(app.deps.database.db, req.user, req.body),
      }),
    );

  await statementAccountRoutes(app);

  app.post('/transactions/import-csv', async (req) => {
    if (!req.isMultipart()) throw badRequest('Envie o arquivo como multipart/form-data');
    return gate.run(req.user.bookId, () => importUpload(req));
  });

  async function importUpload(req: FastifyRequest) {
    const { file, settingsText } = await fileAndSettings(req, {
      broken: IMPORT_MESSAGES.brokenUpload,
      noFile: IMPORT_MESSAGES.noFile,
    });
    const settings = parseImportSettings(settingsText);
    if (!settings.ok) throw badRequest(settings.message);
    return { data: await service.importStatement(req.user, file, settings.settings) };
  }
}
