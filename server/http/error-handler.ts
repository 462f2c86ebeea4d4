import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../common/contract/errors';
import { FOREIGN_KEY_VIOLATION, isPoolWaitTimeout, pgErrorCode, pgErrorConstraint } from '../db/errors';
import { inputRefusalMessage } from '../db/input-refusals';
import { HttpError, SESSION_EXPIRED, serverBusy } from './errors';

/** Portuguese messages for the errors Fastify and its plugins raise before a route runs. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado',
  FST_ERR_CTP_BODY_TOO_LARGE: 'O conteúdo enviado é grande demais',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio',
  FST_ERR_CTP_INVALID_JSON_BODY: 'JSON inválido',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Tamanho de conteúdo inválido',
  FST_ERR_CTP_INVALID_CHARSET: 'Codificação de caracteres não suportada',
  FST_ERR_VALIDATION: 'Dados inválidos',
  FST_ERR_INVALID_URL: 'Endereço inválido',
  FST_ERR_BAD_URL: 'Endereço inválido',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Envie o arquivo como multipart/form-data',
  FST_REQ_FILE_TOO_LARGE: 'O arquivo é grande demais',
  FST_FILES_LIMIT: 'Envie apenas um arquivo',
  FST_PARTS_LIMIT: 'Partes demais no envio',
  FST_FIELDS_LIMIT: 'Campos demais no envio',
  FST_PROTO_VIOLATION: 'Conteúdo inválido',
};

/**
 * A write whose book_id names no book, or whose user_id no person (foreign_key_violation on a
 * `*_book_id_books_id_fk` or `*_user_id_users_id_fk` constraint): both come from the access token, so its person
 * (and with them their personal book) was deleted while the token still runs. A session problem (401), not a
 * server fault.
 */
function isGonePersonError(error: unknown): boolean {
  if (pgErrorCode(error) !== FOREIGN_KEY_VIOLATION) return false;
  const constraint = pgErrorConstraint(error) ?? '';
  return constraint.endsWith('_book_id_books_id_fk') || constraint.endsWith('_user_id_users_id_fk');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    // Overload, not a fault: the pool had no connection free in time. Said as such, and logged as a warning.
    const busy = isPoolWaitTimeout(thrown);
    if (busy) request.log.warn({ url: request.url }, 'no database connection free in time: answered 503');
    const error = busy ? serverBusy() : thrown;
    if (error instanceof HttpError) {
      // A 5xx said in the person's words (a storage that did not answer) keeps its cause for the operator.
      if (error.statusCode >= 500 && error.cause)
        request.log.error({ err: error.cause ?? error }, error.message);
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ error: errorBody(error.message, error.reason) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first problem is enough for a person to fix; its message is already Portuguese.
      const first = error.validation[0];
      return reply.status(400).send({ error: errorBody(first?.message ?? 'Dados inválidos') });
    }
    // PostgreSQL cannot store some characters (NUL) in text, nor a month total past its bound: the input's fault.
    const refusal = inputRefusalMessage(error);
    if (refusal !== null) return reply.status(400).send({ error: errorBody(refusal) });
    if (isGonePersonError(error)) {
      return reply.status(401).send({ error: errorBody(SESSION_EXPIRED, 'unknown_user') });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (error.code && frameworkMessages[error.code]) ||
        (status === 429 ? 'Muitas requisições. Tente novamente em instantes.' : 'Requisição inválida');
      return reply.status(status).send({ error: errorBody(message) });
    }
    request.log.error({ err: withoutQueryParams(error) }, 'unhandled error');
    return reply.status(500).send({ error: errorBody('Erro interno do servidor. Tente novamente.') });
  });
}

export function notFoundBody() {
  return { error: errorBody('Recurso não encontrado') };
}

function errorBody(message: string, reason?: string): ErrorBody {
  return reason ? { message, reason } : { message };
}

/**
 * Drizzle puts the query's parameters in its error message ("Failed query: ...\nparams: ..."): people's data,
 * even a password hash. The log keeps the query, the code and the stack, never the values.
 */
function withoutQueryParams(error: Error): Error {
  const strip = (text: string) => text.replace(/\nparams:[\s\S]*$/, '\nparams: [omitidos]');
  const copy = new Error(strip(error.message));
  copy.name = error.name;
  copy.stack = error.stack ? strip(error.stack) : undefined;
  const code = (error as { code?: unknown }).code ?? (error.cause as { code?: unknown } | undefined)?.code;
  return Object.assign(copy, code ? { code } : {});
}
