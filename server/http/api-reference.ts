import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import swagger from '@fastify/swagger';
import type { ApiReferenceConfiguration } from '@scalar/fastify-api-reference';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { DOCUMENTED_ANSWERS } from '../../common/contract/answers';
import { BOOK_HEADER } from '../../common/contract/book-roles';
import { z } from '../../common/contract/shared';
import { API_SUMMARIES, API_TAGS } from './api-summaries';

/**
 * The API reference: an OpenAPI 3.1 document made from the routes' own Zod schemas (@fastify/swagger with
 * fastify-type-provider-zod's transform), and a page that reads it (Scalar). Both are public: they say what the
 * API takes, never anyone's data.
 */
const API_PREFIX = '/api/v1';
const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
const DOCS_PATH = '/api/docs';
const SCALAR_PATH = `${DOCS_PATH}/scalar.js`;
const INIT_PATH = `${DOCS_PATH}/init.js`;

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
  serveReferencePage(app);
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

/** One route as the document says it: its group, summary, book header and documented answer, then Zod to JSON. */
function describeRoute(input: TransformInput) {
  const { url, route } = input;
  // What is not the API (the page, the share target's fallback) stays out.
  if (!url.startsWith(`${API_PREFIX}/`)) return { schema: { hide: true }, url };
  const path = url.slice(API_PREFIX.length);
  const method = [route.method].flat()[0];
  const key = `${method} ${path}`;
  const schema: Record<string, unknown> = { ...input.schema };
  const segment = path.split('/')[1] ?? '';
  schema.tags = [API_TAGS[segment] ?? segment];
  if (API_SUMMARIES[key]) schema.summary = API_SUMMARIES[key];
  const answer = DOCUMENTED_ANSWERS[key];
  if (answer) schema.response = { 200: answer };
  // The book header is read by the protected routes of a book, not by the person's own (PERSON_LEVEL).
  if (schema.security && route.config?.bookAccess !== 'person' && !schema.headers)
    schema.headers = bookHeader;
  return jsonSchemaTransform({ ...input, schema });
}

/**
 * The reference page: our own HTML loading Scalar's bundle and an init script, both served here, so that the app's
 * Content-Security-Policy (no inline script, fonts from the app only) holds on it: Scalar's own page has an inline
 * script and loads fonts from its CDN.
 */
function serveReferencePage(app: FastifyInstance): void {
  const hidden = { schema: { hide: true } };
  app.get(DOCS_PATH, hidden, (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE_HTML));
  app.get(INIT_PATH, hidden, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(INIT_SCRIPT),
  );
  app.get(SCALAR_PATH, hidden, sendScalarBundle);
}

const PAGE_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Grana API</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="${INIT_PATH}"></script>
    <script src="${SCALAR_PATH}"></script>
  </body>
</html>
`;

const SCALAR_CONFIGURATION = {
  url: OPENAPI_PATH,
  // Its default fonts come from fonts.scalar.com, which the policy refuses (font-src 'self').
  withDefaultFonts: false,
  localization: { locale: 'pt' },
  documentDownloadType: 'json',
  // What speaks to Scalar's own services (telemetry, its AI chat, its MCP generator, its hosting toolbar) is off:
  // the page asks nothing outside the app.
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
} satisfies Partial<ApiReferenceConfiguration>;
/**
 * Runs before the bundle. The Zod inside it tests once whether it may compile code (`Function('')`): the policy
 * refuses it and reports a violation, though Zod catches the error; told to be jitless, it never tries. The
 * reference is made once the bundle has run (scripts run in order, before DOMContentLoaded).
 */
const INIT_SCRIPT = `globalThis.__zod_globalConfig = { jitless: true };
document.addEventListener('DOMContentLoaded', () => {
  Scalar.createApiReference('#app', ${JSON.stringify(SCALAR_CONFIGURATION)});
});
`;

interface Bundle {
  plain: string;
  gzipped: Buffer;
}
let bundle: Promise<Bundle> | undefined;

/**
 * Scalar's browser bundle (about 4 MB), as its Fastify plugin serves it: the package offers it no other way. Asked
 * of the plugin in an app of its own, so that none of the plugin's routes (its page with the inline script, copies
 * of the document with CORS open) join ours; read on the first visit only, and kept with its gzip.
 */
function scalarBundle(): Promise<Bundle> {
  bundle ??= (async () => {
    const { default: scalar } = await import('@scalar/fastify-api-reference');
    const holder = Fastify();
    try {
      await holder.register(scalar, { routePrefix: '/scalar', configuration: { url: OPENAPI_PATH } });
      const answer = await holder.inject('/scalar/js/scalar.js');
      if (answer.statusCode !== 200) throw new Error(`Scalar's bundle answered ${answer.statusCode}`);
      return { plain: answer.body, gzipped: await promisify(gzip)(answer.body) };
    } finally {
      await holder.close();
    }
  })();
  bundle.catch(() => {
    bundle = undefined;
  });
  return bundle;
}

async function sendScalarBundle(request: FastifyRequest, reply: FastifyReply) {
  const { plain, gzipped } = await scalarBundle();
  reply.type('text/javascript; charset=utf-8').header('vary', 'accept-encoding');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(gzipped);
  }
  return reply.send(plain);
}
