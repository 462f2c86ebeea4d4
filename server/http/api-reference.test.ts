import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { ANSWER_EXAMPLES } from '../../common/contract/answer-examples';
import { DOCUMENTED_ANSWERS } from '../../common/contract/answers';
import { z } from '../../common/contract/shared';
import { firstDayOfMonth, lastDayOfMonth, todayIn } from '../../common/dates';
import { buildApp } from '../app';
import {
  actingAs,
  createAccount,
  createCard,
  createCategory,
  createTransaction,
  createUser,
} from '../test/factories';
import { call, noMail, setupTestApp } from '../test/test-app';
import { checkAnswersAgainstReference } from './answer-check';
import { API_OPERATIONS } from './api-operations';

const ctx = setupTestApp();

interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema: unknown; example?: unknown }> }>;
  security?: Array<Record<string, string[]>>;
  tags?: string[];
  summary?: string;
  operationId?: string;
}
interface Document {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas?: Record<string, unknown> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

async function fetchDocument(): Promise<Document> {
  const res = await call(ctx.app, 'GET', '/api/v1/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.body as unknown as Document;
}

/** '/api/v1/transactions/:id/attachments' as OpenAPI writes it: '/api/v1/transactions/{id}/attachments'. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

function operations(doc: Document): Array<[string, string, Operation]> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => [path, method, op] as [string, string, Operation]),
  );
}

/** The keys a route's Zod schema takes, as JSON Schema says them (what the document must list). */
function keysOf(schema: unknown): string[] {
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {}).sort();
}

function* refsIn(value: unknown): Generator<string> {
  if (Array.isArray(value)) for (const item of value) yield* refsIn(item);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') yield child;
      else yield* refsIn(child);
    }
  }
}

function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A pointer to a place of the document, for ajv, which knows it as 'openapi.json'. */
const pointer = (...parts: string[]) =>
  `openapi.json#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

function validatorFor(doc: Document) {
  // OpenAPI 3.1's schemas are JSON Schema 2020-12; the document is added whole so that its $refs resolve.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(doc, 'openapi.json');
  return ajv;
}

describe('the API reference (GET /api/v1/openapi.json)', () => {
  it('documents every route of the route table under /api/v1 with its method, parameters and body from Zod', async () => {
    const doc = await fetchDocument();
    const routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/v1/'));
    const problems: string[] = [];
    let walked = 0;
    for (const route of routes) {
      for (const method of [route.method].flat().map((m) => String(m).toLowerCase())) {
        if (method === 'head') continue;
        walked++;
        const name = `${method.toUpperCase()} ${route.url}`;
        const op = doc.paths[openapiPath(route.url)]?.[method];
        if (!op) {
          problems.push(`${name} is not in the document`);
          continue;
        }
        if (!op.tags?.length) problems.push(`${name} has no tag`);
        const schema = (route.schema ?? {}) as Record<string, unknown>;
        const documented = (where: string) =>
          (op.parameters ?? [])
            .filter((p) => p.in === where)
            .map((p) => p.name)
            .sort();
        if (schema.querystring && documented('query').join() !== keysOf(schema.querystring).join())
          problems.push(`${name}: query ${documented('query')} instead of ${keysOf(schema.querystring)}`);
        if (schema.params && documented('path').join() !== keysOf(schema.params).join())
          problems.push(`${name}: path ${documented('path')} instead of ${keysOf(schema.params)}`);
        if (!schema.params && documented('path').length > 0)
          problems.push(`${name}: path parameters from nowhere`);
        if (schema.body) {
          const body = op.requestBody?.content['application/json']?.schema as
            | { properties?: Record<string, unknown> }
            | undefined;
          const keys = Object.keys(body?.properties ?? {}).sort();
          if (keys.join() !== keysOf(schema.body).join())
            problems.push(`${name}: body ${keys} instead of ${keysOf(schema.body)}`);
        } else if (op.requestBody) problems.push(`${name}: a body from nowhere`);
      }
    }
    expect(problems).toEqual([]);
    expect(walked).toBeGreaterThan(150);
    // Nothing but the API: the page and the share target's fallback are not in it.
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/v1/'))).toBe(true);
    expect(operations(doc)).toHaveLength(walked);
  });

  it('is valid OpenAPI 3.1: its version, its $refs resolve, every operation answers, every schema compiles', async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe('Grana API');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(doc.info.description).toContain('Authorization: Bearer <token>');
    expect(doc.info.description).toContain('Perfil → Tokens de acesso');
    expect(doc.info.description).toContain('x-grana-book');
    const unresolved = [...refsIn(doc)].filter((ref) => resolvePointer(doc, ref) === undefined);
    expect(unresolved).toEqual([]);

    const ajv = validatorFor(doc);
    const problems: string[] = [];
    for (const [path, method, op] of operations(doc)) {
      const name = `${method.toUpperCase()} ${path}`;
      if (Object.keys(op.responses ?? {}).length === 0) problems.push(`${name} has no responses`);
      for (const template of path.match(/\{[^}]+\}/g) ?? []) {
        const param = op.parameters?.find((p) => p.in === 'path' && `{${p.name}}` === template);
        if (!param?.required) problems.push(`${name}: ${template} is not a required path parameter`);
      }
      for (const security of op.security ?? [])
        for (const scheme of Object.keys(security))
          if (!doc.components.securitySchemes[scheme]) problems.push(`${name}: unknown scheme ${scheme}`);
      const schemas = [
        ...(op.parameters ?? []).map((_parameter, i) =>
          pointer('paths', path, method, 'parameters', String(i), 'schema'),
        ),
        ...Object.keys(op.requestBody?.content ?? {}).map((type) =>
          pointer('paths', path, method, 'requestBody', 'content', type, 'schema'),
        ),
        ...Object.entries(op.responses ?? {}).flatMap(([status, response]) =>
          Object.keys(response.content ?? {}).map((type) =>
            pointer('paths', path, method, 'responses', status, 'content', type, 'schema'),
          ),
        ),
      ];
      for (const ref of schemas) {
        try {
          ajv.compile({ $ref: ref });
        } catch (error) {
          problems.push(`${name}: ${ref} does not compile: ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('names every operation, sums it up in Portuguese and describes its success, its data and its refusals', async () => {
    const doc = await fetchDocument();
    const problems: string[] = [];
    const names = new Map<string, string>();
    for (const [path, method, op] of operations(doc)) {
      const name = `${method.toUpperCase()} ${path}`;
      const id = op.operationId;
      if (!id) problems.push(`${name} has no operationId`);
      else if (!/^[a-z][a-zA-Z0-9]*$/.test(id)) problems.push(`${name}: operationId ${id} is not camelCase`);
      else if (names.has(id)) problems.push(`${name}: operationId ${id} is also ${names.get(id)}'s`);
      else names.set(id, name);
      if (!op.summary?.trim()) problems.push(`${name} has no summary`);
      const responses = op.responses ?? {};
      const success = Object.keys(responses).filter((status) => /^2\d\d$/.test(status));
      if (success.length === 0) problems.push(`${name} has no success status`);
      for (const status of success) {
        const content = responses[status]?.content ?? {};
        if (!Object.values(content).some((media) => media.schema))
          problems.push(`${name}: its ${status} answer has no schema`);
        // A JSON answer is the envelope, but for this document and a downloaded file (a backup).
        const json = content['application/json']?.schema as
          | { type?: string; properties?: object }
          | undefined;
        if (
          json?.type === 'object' &&
          path !== '/api/v1/openapi.json' &&
          !Object.hasOwn(json.properties ?? {}, 'data')
        )
          problems.push(`${name}: its ${status} answer is not the { data } envelope`);
        // And its data is described: a generated client knows the shape of every answer (issue 74 point 17).
        const data = (json?.properties as { data?: object } | undefined)?.data;
        if (data && Object.keys(data).length === 0)
          problems.push(`${name}: its ${status} answer's data is not described`);
      }
      const refusal = responses['4XX']?.content?.['application/json']?.schema as
        | { properties?: Record<string, unknown> }
        | undefined;
      if (!refusal?.properties?.error) problems.push(`${name}: its refusals (4XX) are not described`);
    }
    expect(problems).toEqual([]);
    // Every name belongs to a route: no entry outlives the route it named.
    const documented = new Set(
      operations(doc).map(([path, method]) => `${method.toUpperCase()} ${path.slice(7)}`),
    );
    expect(Object.keys(API_OPERATIONS).filter((key) => !documented.has(key))).toEqual([]);
    expect(doc.paths['/api/v1/transactions']?.get?.operationId).toBe('listTransactions');
    expect(doc.paths['/api/v1/transactions']?.post?.operationId).toBe('createTransaction');
  });

  it('says which routes need the bearer token: exactly those that answer 401 without one', async () => {
    const doc = await fetchDocument();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const problems: string[] = [];
    for (const [path, method, op] of operations(doc)) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const answer = await call(ctx.app, method.toUpperCase() as 'GET', url);
      const refused = answer.status === 401 && answer.body.error?.reason === 'missing_token';
      const secured = (op.security ?? []).some((s) => 'bearerAuth' in s);
      if (refused !== secured)
        problems.push(
          `${method.toUpperCase()} ${path}: ${secured ? 'says' : 'does not say'} bearer, answered ${answer.status}`,
        );
    }
    expect(problems).toEqual([]);
    const publicOps = operations(doc).filter(([, , op]) => !op.security);
    expect(publicOps.map(([path, method]) => `${method.toUpperCase()} ${path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/health',
        'POST /api/v1/auth/login',
        'GET /api/v1/openapi.json',
        'POST /api/v1/reminders/unsubscribe',
        'POST /api/v1/books/invitations/link',
      ]),
    );
    // The book header is offered where it is read, not on the person's own routes.
    const header = (op?: Operation) =>
      Boolean(op?.parameters?.some((p) => p.in === 'header' && p.name === 'x-grana-book'));
    expect(header(doc.paths['/api/v1/accounts']?.get)).toBe(true);
    expect(header(doc.paths['/api/v1/books']?.get)).toBe(false);
    expect(header(doc.paths['/api/v1/health']?.get)).toBe(false);
    // Groups by feature, in Portuguese, and the main routes' summaries.
    expect(doc.paths['/api/v1/transactions']?.get?.tags).toEqual(['Transações']);
    expect(doc.paths['/api/v1/transactions']?.get?.summary).toMatch(/^Listar transações/);
  });

  it("validates the real answers of the documented routes against the document's schemas", async () => {
    const doc = await fetchDocument();
    const ajv = validatorFor(doc);
    const user = await createUser(ctx, { name: 'Rita Referência' });
    const as = actingAs(ctx, user);
    const today = todayIn();
    const from = firstDayOfMonth(today);
    const to = lastDayOfMonth(today);
    const account = await createAccount(ctx, user, { name: 'Conta Corrente', opening_balance: 1500 });
    const card = await createCard(ctx, user, { name: 'Cartão Roxo' });
    const market = await createCategory(ctx, user, { nome: 'Mercado' });
    await createTransaction(ctx, user, account.id, {
      amount: 5200,
      type: 'RECEITA',
      description: 'Salário',
      date: from,
    });
    await createTransaction(ctx, user, account.id, {
      amount: 245.9,
      description: 'Supermercado',
      date: from,
      categoryId: market.id,
      payeeName: 'Supermercado Bom Preço',
      tagNames: ['casa'],
    });
    await createTransaction(ctx, user, card.id, {
      amount: 600,
      description: 'Geladeira',
      date: from,
      installments: 3,
    });
    expect((await as.post('/budgets', { categoryId: market.id, month: from, amount: 800 })).status).toBe(201);

    const calls: Record<string, () => ReturnType<typeof as.get>> = {
      'GET /accounts': () => as.get('/accounts', { from, to }),
      'GET /transactions': () => as.get('/transactions', { from, to }),
      'GET /categories': () => as.get('/categories'),
      'GET /dashboard/summary': () => as.get('/dashboard/summary', { from, to }),
      'GET /budgets': () => as.get('/budgets', { month: from }),
      'GET /me': () => as.get('/me'),
    };
    expect(Object.keys(calls).sort()).toEqual(Object.keys(DOCUMENTED_ANSWERS).sort());
    const problems: string[] = [];
    for (const [key, send] of Object.entries(calls)) {
      const [method = '', path = ''] = key.split(' ');
      const answer = await send();
      expect(answer.status, key).toBe(200);
      const response = doc.paths[`/api/v1${path}`]?.[method.toLowerCase()]?.responses?.['200'];
      expect(response?.content?.['application/json']?.schema, key).toBeDefined();
      const validate = ajv.compile({
        $ref: pointer(
          'paths',
          `/api/v1${path}`,
          method.toLowerCase(),
          'responses',
          '200',
          'content',
          'application/json',
          'schema',
        ),
      });
      if (!validate(answer.body)) problems.push(`${key}: ${ajv.errorsText(validate.errors)}`);
      // The example shown is a real answer of this kind, and stays one.
      const example = response?.content?.['application/json']?.example;
      expect(example, key).toEqual(ANSWER_EXAMPLES[key]);
      if (!validate(example)) problems.push(`${key}'s example: ${ajv.errorsText(validate.errors)}`);
    }
    expect(problems).toEqual([]);
    // The answers carry what the test made, so the schemas were held to real rows, not empty lists.
    const page = (await calls['GET /transactions']!()).body.data as { items: unknown[]; totals: unknown };
    expect(page.items).toHaveLength(3);
    expect(page.totals).toEqual({ receitas: 5200, despesas: 445.9, count: 3 });
  });
});

describe("the API tests' check of real answers against the reference", () => {
  it('names a route whose answer has a status or a body its reference does not say, and passes the others', async () => {
    const app = await buildApp({ config: ctx.config, database: ctx.database, mailer: noMail });
    const check = checkAnswersAgainstReference(app);
    // Routes of this app only, documented as every route without a schema of its data: `{ data }` with 200.
    app.get('/api/v1/zz-check/bare', async () => ({ rows: [] }));
    app.get('/api/v1/zz-check/created', async (_request, reply) => reply.status(201).send({ data: 1 }));
    app.get('/api/v1/zz-check/enveloped', async () => ({ data: { rows: [] } }));
    try {
      await app.ready();
      for (const url of ['bare', 'created', 'enveloped'])
        expect((await app.inject(`/api/v1/zz-check/${url}`)).statusCode).toBeLessThan(300);
      // A real refusal (no token) is the error envelope; a real report's answer is its documented whole.
      expect((await app.inject('/api/v1/accounts')).statusCode).toBe(401);
      const user = await createUser(ctx, { name: 'Caio Checagem' });
      const top = await app.inject({
        url: '/api/v1/reports/top-expenses?from=2026-01-01&to=2026-01-31',
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(top.statusCode).toBe(200);
      expect(check.mismatches).toEqual([
        expect.stringMatching(
          /^GET \/zz-check\/bare answered 200 unlike its reference \(200\): .*required property 'data'/,
        ),
        'GET /zz-check/created answered 201, which its reference does not list',
      ]);
    } finally {
      await app.close();
    }
  });
});

describe('the reference page (GET /api/docs)', () => {
  it('is not taken for a page of the web app when the app is built', async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'grana-web-'));
    copyFileSync('web/index.html', path.join(webDist, 'index.html'));
    const app = await buildApp({
      config: { ...ctx.config, webDist },
      database: ctx.database,
      mailer: noMail,
    });
    try {
      for (const url of ['/api/docs', '/api/docs/init.js']) {
        const answer = await app.inject(url);
        expect(answer.statusCode, url).toBe(200);
        expect(answer.body, url).not.toContain('<div id="root">');
      }
      expect((await app.inject('/api/docs')).body).toContain('<title>Grana API</title>');
      expect((await app.inject('/transacoes')).body).toContain('<div id="root">');
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('is our own HTML with scripts of the app only, under the app policy, and Scalar without its fonts', async () => {
    const page = await call(ctx.app, 'GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toMatch(/^text\/html/);
    const html = String(page.body);
    expect(html).toContain('<title>Grana API</title>');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.map(([, attributes]) => attributes?.match(/src="([^"]+)"/)?.[1])).toEqual([
      '/api/docs/init.js',
      '/api/docs/scalar.js',
    ]);
    for (const [, , body] of scripts) expect(body?.trim()).toBe('');
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self'/);

    const init = await call(ctx.app, 'GET', '/api/docs/init.js');
    expect(init.status).toBe(200);
    expect(String(init.headers['content-type'])).toMatch(/javascript/);
    expect(String(init.body)).toContain('"url":"/api/v1/openapi.json"');
    expect(String(init.body)).toContain('"withDefaultFonts":false');

    const bundle = await ctx.app.inject({
      url: '/api/docs/scalar.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ url: '/api/docs/scalar.js' });
    expect(plain.body).toContain('createApiReference');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
