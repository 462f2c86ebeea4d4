import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors';

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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ error: errorBody(error.message, error.reason) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first problem is enough for a person to fix; its message is already Portuguese.
      const first = error.validation[0];
      return reply.status(400).send({ error: errorBody(first?.message ?? 'Dados inválidos') });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (error.code && frameworkMessages[error.code]) ||
        (status === 429 ? 'Muitas requisições. Tente novamente em instantes.' : 'Requisição inválida');
      return reply.status(status).send({ error: errorBody(message) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: errorBody('Erro interno do servidor. Tente novamente.') });
  });
}

export function notFoundBody() {
  return { error: errorBody('Recurso não encontrado') };
}

function errorBody(message: string, reason?: string) {
  return reason ? { message, reason } : { message };
}
