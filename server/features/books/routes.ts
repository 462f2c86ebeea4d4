import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BOOK_MESSAGES,
  bookCreateBody,
  bookUpdateBody,
  invitationAcceptBody,
  invitationCreateBody,
  memberQuery,
  memberRoleBody,
  receivedInvitationBody,
} from '../../../common/contract/books';
import { memberIncomeBody } from '../../../common/contract/household';
import { idQuery, idSchema, z } from '../../../common/contract/shared';
import { PERSON_LEVEL, reachesBook, SESSION_ONLY } from '../../http/authenticate';
import { notFound } from '../../http/errors';
import { invitationLinkBase } from './invitation-link';
import { createBooksService } from './service';

const noQuery = { querystring: z.object({}) };

/**
 * Books, members and invitations. Each route names the book it acts on, so they are the person's, not the current
 * book's (PERSON_LEVEL): the switcher still works when the current book is gone, and a leitor of the current book
 * may still create, join or leave others. A personal access token reaches only its books here too (reachesBook):
 * the list holds only them, another book is absent as one the person is not in, and the invitations received (to
 * other books) are the session's only (the one list of a token's limits: onlyThePersonMay).
 */
const serviceOf = (app: FastifyInstance) =>
  createBooksService({
    database: app.deps.database,
    mailer: app.deps.mailer,
    appUrl: app.deps.config.appUrl,
    log: app.log,
  });

export async function booksRoutes(app: FastifyInstance) {
  const service = serviceOf(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const person = PERSON_LEVEL;
  r.get('/books', { config: person, schema: noQuery }, async (req) => ({
    data: (await service.list(req.user)).filter((book) => reachesBook(req.user, book.id)),
  }));
  r.post('/books', { config: person, schema: { body: bookCreateBody } }, async (req, reply) =>
    reply.status(201).send({ data: await service.create(req.user, req.body.name) }),
  );
  r.put('/books', { config: person, schema: { body: bookUpdateBody } }, async (req) => ({
    data: await service.rename(req.user, req.body.id, req.body.name),
  }));
  r.delete('/books', { config: person, schema: { querystring: idQuery } }, async (req) => ({
    data: await service.delete(req.user, req.query.id),
  }));
  r.get(
    '/books/members',
    { config: person, schema: { querystring: z.object({ bookId: idSchema }) } },
    async (req) => {
      if (!reachesBook(req.user, req.query.bookId)) throw notFound(BOOK_MESSAGES.notFound);
      return { data: await service.members(req.user, req.query.bookId) };
    },
  );
  r.put('/books/members', { config: person, schema: { body: memberRoleBody } }, async (req) => ({
    data: await service.setRole(req.user, req.body.bookId, req.body.userId, req.body.role),
  }));
  r.put('/books/members/income', { config: person, schema: { body: memberIncomeBody } }, async (req) => ({
    data: await service.setIncome(req.user, req.body.bookId, req.body.userId, req.body.income),
  }));
  r.delete('/books/members', { config: person, schema: { querystring: memberQuery } }, async (req) => ({
    data: await service.removeMember(req.user, req.query.bookId, req.query.userId),
  }));
  r.post(
    '/books/invitations',
    { config: person, schema: { body: invitationCreateBody } },
    async (req, reply) =>
      reply
        .status(201)
        .send({ data: await service.invite(req.user, req.body, invitationLinkBase(app.deps.config, req)) }),
  );
  r.delete('/books/invitations', { config: person, schema: { querystring: idQuery } }, async (req) => ({
    data: await service.cancelInvitation(req.user, req.query.id),
  }));
  // The token travels in a body, never in a URL an access log would keep.
  r.post(
    '/books/invitations/preview',
    { config: person, schema: { body: invitationAcceptBody } },
    async (req) => ({ data: await service.preview(req.user, req.body.token) }),
  );
  r.post(
    '/books/invitations/accept',
    { config: person, schema: { body: invitationAcceptBody } },
    async (req) => ({ data: await service.accept(req.user, req.body.token) }),
  );
  // The invitations addressed to the person's e-mail, answered in the app: by id, never by another's link.
  r.get('/books/invitations/received', { config: SESSION_ONLY, schema: noQuery }, async (req) => ({
    data: await service.received(req.user),
  }));
  r.get('/books/invitations/received/waiting', { config: SESSION_ONLY, schema: noQuery }, async (req) => ({
    data: await service.awaitingProof(req.user),
  }));
  r.post(
    '/books/invitations/received/accept',
    { config: person, schema: { body: receivedInvitationBody } },
    async (req) => ({ data: await service.acceptReceived(req.user, req.body.id) }),
  );
  r.delete(
    '/books/invitations/received',
    { config: person, schema: { querystring: receivedInvitationBody } },
    async (req) => ({ data: await service.declineReceived(req.user, req.query.id) }),
  );
}

/**
 * POST /books/invitations/link: what an invitation's link offers, without signing in, for the page the link opens
 * to say who invites to which book before it asks to sign in or to create an account. The token travels in a body.
 */
export async function booksPublicRoutes(app: FastifyInstance) {
  const service = serviceOf(app);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/books/invitations/link', { schema: { body: invitationAcceptBody } }, async (req) => ({
      data: await service.previewByLink(req.body.token),
    }));
}
