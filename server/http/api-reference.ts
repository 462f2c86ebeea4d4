import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  DESCRIBED_ANSWERS,
  DOCUMENTED_ANSWERS,
  errorAnswer,
  undescribedAnswer,
  WHOLE_ANSWERS,
} from '../../common/contract/answers';
import { BOOK_HEADER } from '../../common/contract/book-roles';
import { z } from '../../common/contract/shared';
import { API_OPERATIONS } from './api-operations';
import { serveReferencePage } from './api-reference-page';
import { API_TAGS } from './api-summaries';

/**
 * The API reference: an OpenAPI 3.1 document made from the routes' own Zod schemas (@fastify/swagger with
 * fastify-type-provider-zod's transform), and a page that reads it (Scalar). Both are public: they say what the
 * API takes, never anyone's data.
 */
const API_PREFIX = '/api/v1';
const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;

const BEARER = 'bearerAuth';

const DESCRIPTION = `API HTTP do Grana: as mesmas rotas que o app usa.

## Autenticação

Envie \`Authorization: Bearer <token>\` em toda rota que pede autenticação (quase todas; as públicas são a saúde
do serviço, a entrada e o cadastro, os links dos e-mails e este documento). O token é um **token de acesso
pessoal**, criado em **Perfil → Tokens de acesso** (começa com \`grana_pat_\`; somente leitura ou leitura e escrita,
limitado aos livros escolhidos), ou o token de acesso de uma sessão (\`POST /api/v1/auth/login\`).

O cabeçalho \`${BOOK_HEADER}\` diz o livro em que a requisição age (o id de \`GET /api/v1/books\`); sem ele, o livro
pessoal.

## Respostas

Toda resposta é \`{ "data": ... }\`; uma recusa é \`{ "error": { "message": "...", "reason": "..." } }\` com uma
mensagem em português (4xx). Valores em reais (\`1234.56\` é R$ 1.234,56); datas \`AAAA-MM-DD\`.`;

const bookHeader = z.object({
  [BOOK_HEADER]: z
    .string()
    .regex(/^[1-9][0-9]*$/)
    .optional()
    .describe('O id do livro em que a requisição age; sem ele, o livro pessoal'),
});

/** The version the document says: the app's, from package.json (read once). */
function appVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/**
 * Registers @fastify/swagger, which records the routes registered after it: call it before any route. Then serves
 * the document and the reference page.
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Grana API', version: appVersion(), description: DESCRIPTION },
      components: {
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'Token de acesso pessoal (Perfil → Tokens de acesso) ou o token de acesso de uma sessão',
          },
        },
      },
      tags: [...new Set(Object.values(API_TAGS))].map((name) => ({ name })),
    },
    transform: describeRoute,
    // Schemas registered with .meta({ id }) become components the routes' $refs point to.
    transformObject: jsonSchemaTransformObject,
  });
  app.get(OPENAPI_PATH, () => app.swagger());
  serveReferencePage(app, OPENAPI_PATH);
}

/**
 * Marks every route registered in `scope` (and its children) as needing the bearer token, as the document says:
 * called in the scope whose hook checks it (app.ts).
 */
export function documentBearerAuthentication(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ [BEARER]: [] }] };
  });
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/** '/transactions/:id/attachments' as the document and API_OPERATIONS write it: '/transactions/{id}/attachments'. */
export const operationKey = (method: string, url: string) =>
  `${method.toUpperCase()} ${url.slice(API_PREFIX.length).replace(/:([A-Za-z_]+)/g, '{$1}')}`;

const binary = z.string().meta({ format: 'binary' });

/**
 * The answers an operation documents: its success (the `{ data }` envelope with the contract's schema where one is
 * written, a file, or this document) and the error envelope of every refusal. They are the document's only: the
 * route sends what it sends, unserialized by them (a mismatch must not turn an answer into a 500); the API tests
 * hold real answers to them (server/http/answer-check.ts).
 */
export function documentedResponses(key: string) {
  const refusal = { '4XX': errorAnswer };
  const answer = API_OPERATIONS[key]?.answer ?? { kind: 'data', statuses: [200] };
  if (answer.kind === 'document') return { 200: z.looseObject({ openapi: z.string() }), ...refusal };
  if (answer.kind === 'file') {
    const content = Object.fromEntries(answer.types.map((type) => [type, { schema: binary }]));
    return { 200: { description: 'O arquivo', content }, ...refusal };
  }
  const data = DOCUMENTED_ANSWERS[key] ?? WHOLE_ANSWERS[key] ?? DESCRIBED_ANSWERS[key] ?? undescribedAnswer;
  return { ...Object.fromEntries(answer.statuses.map((status) => [status, data])), ...refusal };
}

/** One route as the document says it: its group, name, summary, book header and answers, then Zod to JSON. */
function describeRoute(input: TransformInput) {
  const { url, route } = input;
  // What is not the API (the page, the share target's fallback) stays out.
  if (!url.startsWith(`${API_PREFIX}/`)) return { schema: { hide: true }, url };
  const path = url.slice(API_PREFIX.length);
  const method = [route.method].flat()[0] ?? 'GET';
  const key = operationKey(method, url);
  const words = API_OPERATIONS[key];
  const schema: Record<string, unknown> = { ...input.schema };
  const segment = path.split('/')[1] ?? '';
  schema.tags = [API_TAGS[segment] ?? segment];
  if (words) {
    schema.operationId = words.operationId;
    schema.summary = words.summary;
  }
  schema.response = documentedResponses(key);
  // The book header is read by the protected routes of a book, not by the person's own (PERSON_LEVEL).
  if (schema.security && route.config?.bookAccess !== 'person' && !schema.headers)
    schema.headers = bookHeader;
  return jsonSchemaTransform({ ...input, schema });
}
