import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type Payee,
  payeeCreateBody,
  payeeDocumentFields,
  payeeListQuery,
  payeeUpdateBody,
} from '../../../common/contract/payees';
import { idQuery } from '../../../common/contract/shared';
import { conflict, notFound } from '../../http/errors';
import { seesFullDocuments } from '../shared/full-documents';
import { namedListService } from '../shared/named-list';
import { payeesSpec } from '../shared/named-list-specs';
import { type PayeeRow, payeesRepository as repo } from './repository';

const present = (row: PayeeRow): Payee => ({
  id: Number(row.id),
  name: row.name,
  ...payeeDocumentFields(row.document),
});

/**
 * GET ?q=, POST { name, document? }, PUT { id, name, document? } and DELETE ?id= at /payees: the named list's
 * rules (a name once per book, a payee in use is not deleted) and the payee's CPF or CNPJ.
 */
export async function payeeRoutes(app: FastifyInstance) {
  const db = app.deps.database.db;
  const named = namedListService(payeesSpec, db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/payees', { schema: { querystring: payeeListQuery } }, async (req) => ({
    data: (await repo.list(db, req.user.bookId, req.query.q || undefined, seesFullDocuments(req.user))).map(
      present,
    ),
  }));
  r.post('/payees', { schema: { body: payeeCreateBody } }, async (req, reply) => {
    const row = await repo.insert(db, req.user.bookId, req.body.name, req.body.document ?? null);
    if (!row) throw conflict(payeesSpec.messages.duplicate);
    return reply.status(201).send({ data: present(row) });
  });
  r.put('/payees', { schema: { body: payeeUpdateBody } }, async (req) => {
    const row = await repo.update(db, req.user.bookId, req.body.id, {
      name: req.body.name,
      ...(req.body.document === undefined ? {} : { document: req.body.document }),
    });
    if (!row) throw notFound(payeesSpec.messages.notFound);
    if (row === 'taken') throw conflict(payeesSpec.messages.duplicate);
    return { data: present(row) };
  });
  r.delete('/payees', { schema: { querystring: idQuery } }, async (req) => ({
    data: await named.delete(req.user, req.query.id),
  }));
}
