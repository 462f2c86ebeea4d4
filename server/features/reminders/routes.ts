import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MessageAnswer } from '../../../common/contract/auth';
import {
  reminderPreferenceBody,
  UNSUBSCRIBED_MESSAGE,
  unsubscribeQuery,
} from '../../../common/contract/reminders';
import { PERSON_LEVEL } from '../../http/authenticate';
import { notFound } from '../../http/errors';
import { profileOf } from '../auth/public';
import { noticesOf } from './notices';
import { createRemindersService } from './service';

/**
 * GET /reminders: 'Avisos', what is overdue or due within NOTICE_DAYS (fixed expenses, card bills, debt instalments)
 * and how many. PUT /me/reminders: 'Lembretes por e-mail' on or off; answers the profile as GET /me does.
 */
export async function remindersRoutes(app: FastifyInstance) {
  const { database, config } = app.deps;
  const service = createRemindersService(database.db, config.jwtSecret);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/reminders', async (req) => ({ data: await noticesOf(database.db, req.user) }))
    .put('/me/reminders', { config: PERSON_LEVEL, schema: { body: reminderPreferenceBody } }, async (req) => {
      if (!(await service.setEmailReminders(req.user.id, req.body.email_reminders))) throw notFound();
      return { data: await profileOf(database.db, config, req.user.id) };
    });
}

/**
 * POST /reminders/unsubscribe?token=: the reminder e-mail's link, without signing in. The page the link opens
 * posts here when the person presses its button (never on load, which mail scanners do), and so does a mail
 * client's own unsubscribe button (RFC 8058 one-click), whose form body says only "List-Unsubscribe=One-Click":
 * the token is in the address either way, and the body is not read. 400 for a link not ours, 410 once expired.
 */
export async function remindersPublicRoutes(app: FastifyInstance) {
  const service = createRemindersService(app.deps.database.db, app.deps.config.jwtSecret);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, undefined),
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/reminders/unsubscribe', { schema: { querystring: unsubscribeQuery } }, async (req) => {
      await service.unsubscribe(req.query.token);
      return { data: { message: UNSUBSCRIBED_MESSAGE } satisfies MessageAnswer };
    });
}
