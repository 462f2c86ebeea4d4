import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOK_HEADER, BOOK_MESSAGES } from '../../common/contract/books';
import { HOUSEHOLD_MESSAGES } from '../../common/contract/household';
import { idSchema, z } from '../../common/contract/shared';
import { todayIn } from '../../common/dates';
import {
  actingAs,
  confirmEmailThroughMail,
  createSharedBook,
  createUser,
  inBook,
  joinBook,
  type TestUser,
} from '../test/factories';
import { multipart } from '../test/multipart';
import { setupTestApp } from '../test/test-app';
import {
  type ApiRoute,
  apiRoutes,
  ENTITY_KINDS,
  type EntityKind,
  entityIdFields,
  FILE_PART_ROUTES,
  type GenerateOptions,
  generateInput,
  type IdField,
  kindOfKey,
  queryString,
  type RouteInput,
  routeProblems,
  setAt,
  toJsonSchema,
  uniqueTestEmail,
  urlWithParams,
} from './route-inputs';
import { createWorld, snapshot, type World } from './world';

const ctx = setupTestApp();

/** Written into every name of A's data: no answer to B may contain it. */
const MARKER_A = `Segredo${randomBytes(4).toString('hex')}`;
/** An id no row has: a foreign id must be answered exactly like this one. */
const UNKNOWN_ID = 9_007_199_254_740_000;

interface Answer {
  status: number;
  text: string;
  json: any;
}

/** The import's statement: one expense of today in B's account or in `accountCell`'s. */
function statementCsv(accountCell?: number): string {
  const today = todayIn();
  return accountCell === undefined
    ? `Data;Descrição;Valor\n${today};Teste Isolamento;-1,50\n`
    : `Data;Descrição;Valor;Conta\n${today};Teste Isolamento;-1,50;${accountCell}\n`;
}

async function send(
  route: ApiRoute,
  input: RouteInput,
  user: TestUser,
  csv = statementCsv(),
): Promise<Answer> {
  const url = `${urlWithParams(route, input.params)}${queryString(input.querystring)}`;
  const headers: Record<string, string> = { authorization: `Bearer ${user.token}` };
  if (user.book !== undefined) headers[BOOK_HEADER] = String(user.book);
  let payload: string | Buffer | undefined;
  if (route.schemaless?.kind === 'multipart') {
    const form = multipart([
      { name: 'settings', data: JSON.stringify(input.settings ?? {}) },
      { name: 'file', filename: 'extrato.csv', contentType: 'text/csv', data: csv },
    ]);
    payload = form.payload;
    Object.assign(headers, form.headers);
  } else if (FILE_PART_ROUTES[route.name]) {
    const form = multipart([{ name: 'file', ...FILE_PART_ROUTES[route.name]!() }]);
    payload = form.payload;
    Object.assign(headers, form.headers);
  } else if (input.body !== undefined) {
    payload = JSON.stringify(input.body);
    headers['content-type'] = 'application/json';
  }
  const response = await ctx.app.inject({
    method: route.method,
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  let json: any;
  try {
    json = response.json();
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, text: response.body, json };
}

/** Ids for a generated request: B's own, a different one for each key of the same kind (from and to). */
function idsFrom(world: World, override?: { field: IdField; id: number }): GenerateOptions {
  const used: Partial<Record<EntityKind, number>> = {};
  return {
    today: todayIn(),
    email: () => uniqueTestEmail('isolamento'),
    idFor(kind, _name, path) {
      const own = world[kind];
      if (!own?.length) throw new Error(`the test world has no ${kind}`);
      const n = used[kind] ?? 0;
      used[kind] = n + 1;
      const mine = own[n % own.length] as number;
      if (override && override.field.kind === kind && samePath(override.field.path, path)) return override.id;
      return mine;
    },
  };
}

function samePath(a: ReadonlyArray<string | number>, b: ReadonlyArray<string | number>): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Puts `id` in the field of an already generated input (multipart settings included). */
function inputWith(route: ApiRoute, world: World, field: IdField, id: number): RouteInput {
  const input = generateInput(route, idsFrom(world, { field, id }));
  // Generation already placed it; setting it again keeps nested keys (splits.0.categoryId) explicit.
  const target = field.part === 'body' ? (input.body as Record<string, unknown>) : input[field.part];
  if (target) setAt(target, field.path, id);
  return input;
}

const describeRoute = (route: ApiRoute, field: IdField) => `${route.name} ${field.label}`;

const DELETION_ORDER: EntityKind[] = [
  // A prepayment before its debt (deleting the debt deletes it).
  'debt_prepayment',
  'debt',
  // A valuation before its bem (deleting the bem deletes it).
  'asset_valuation',
  'asset',
  // A holding's incomes, prices and trades before it (deleting it is refused while it has trades).
  'vi_income',
  'vi_price',
  'vi_trade',
  'vi_holding',
  // A comprovante before its transaction (a deleted row's comprovantes wait for its window).
  'attachment',
  'transaction',
  'rule',
  'budget',
  'goal',
  'recurring',
  'tag',
  'payee',
  'category',
  'account',
  'sync_connection',
  'webhook',
  'personal_token',
  'received_invitation',
  'book_invitation',
  'member',
  // Last of all: it deletes the rest of the book.
  'book',
];
function deletionRank(route: ApiRoute): number {
  if (route.method !== 'DELETE') return -1;
  const kind = kindOfKey('id', route.url);
  return kind ? DELETION_ORDER.indexOf(kind) : DELETION_ORDER.length;
}

/**
 * B (acting in their book) sends every route with each id of A's (in A's book) in each key: each behaves as an
 * unknown id, nothing of A's shows, and A's data stays as it was.
 */
async function expectForeignIdsAbsent(a: TestUser, b: TestUser): Promise<void> {
  // A third person invites each of them: their invitations to A (by id) must be as absent to B as unknown ones.
  const inviter = await createUser(ctx, { name: 'Carla Convidante' });
  const aWorld = await createWorld(ctx, a, MARKER_A, { inviter });
  const before = await snapshot(ctx, a);
  expect(JSON.stringify(before)).toContain(MARKER_A);

  const failures: string[] = [];
  const leaks: string[] = [];
  const checkNoLeak = (what: string, answer: Answer) => {
    if (answer.text.includes(MARKER_A)) leaks.push(`${what} answered A's data: ${answer.text.slice(0, 300)}`);
  };

  const routes = apiRoutes(ctx.app).filter((r) => !r.public);
  const bWorld = await createWorld(ctx, b, 'Bruno', { inviter });
  let attempts = 0;
  for (const route of routes) {
    for (const field of entityIdFields(route)) {
      // An acerto needs a shared book of two: A's world has one only there (the walk between books).
      const foreignId = aWorld[field.kind][0];
      if (foreignId === undefined) continue;
      attempts++;
      const foreign = await send(route, inputWith(route, bWorld, field, foreignId), b);
      const unknown = await send(route, inputWith(route, bWorld, field, UNKNOWN_ID), b);
      const where = describeRoute(route, field);
      checkNoLeak(where, foreign);
      if (foreign.status >= 500) failures.push(`${where}: ${foreign.status} ${foreign.text.slice(0, 200)}`);
      else if (route.method === 'GET') {
        // A list filtered by a foreign id answers exactly what a filter by an id that exists nowhere answers.
        if (foreign.status !== unknown.status || foreign.text !== unknown.text) {
          failures.push(
            `${where}: A's id answered ${foreign.status} ${foreign.text.slice(0, 200)}, an unknown id ${unknown.status}`,
          );
        }
      } else if (foreign.status !== 404 && foreign.status !== 403) {
        failures.push(`${where}: expected 404, got ${foreign.status} ${foreign.text.slice(0, 200)}`);
      } else if (
        foreign.status !== unknown.status ||
        foreign.json?.error?.message !== unknown.json?.error?.message
      ) {
        failures.push(
          `${where}: A's id answered ${foreign.status} "${foreign.json?.error?.message}", an unknown id ` +
            `${unknown.status} "${unknown.json?.error?.message}" (existence must not show)`,
        );
      }
    }
  }
  expect(attempts).toBeGreaterThan(25);

  // The import also reads account ids from the file's rows.
  const importRoute = routes.find((r) => r.schemaless?.kind === 'multipart');
  if (importRoute) {
    const inFile = await send(importRoute, { settings: {} }, b, statementCsv(aWorld.account[0]));
    checkNoLeak('import with A account in the file', inFile);
    if (inFile.status !== 404)
      failures.push(`import with A's account id in the file: ${inFile.status} ${inFile.text}`);
    const ownInFile = await send(importRoute, { settings: {} }, b, statementCsv(bWorld.account[0]));
    if (ownInFile.status !== 200)
      failures.push(`import with B's account in the file: ${ownInFile.status} ${ownInFile.text}`);
  }

  // The same requests with B's own ids are accepted (or refused by a rule, 409: the id was found): the 404s
  // above come from the foreign id, not from a request the generator got wrong. Deletions go last, the rows
  // that others point at last of all.
  const controls = routes
    .filter((r) => entityIdFields(r).length > 0)
    .filter((r) => entityIdFields(r).every((f) => bWorld[f.kind].length > 0))
    .sort((x, y) => deletionRank(x) - deletionRank(y));
  // An invitation answered (accepted or declined) is gone: each control that answers one takes the next of B's.
  let answered = 0;
  for (const route of controls) {
    const answers = entityIdFields(route).some((f) => f.kind === 'received_invitation');
    const world = answers
      ? { ...bWorld, received_invitation: bWorld.received_invitation.slice(answered++) }
      : bWorld;
    const own = await send(route, generateInput(route, idsFrom(world)), b);
    checkNoLeak(`${route.name} (B's own ids)`, own);
    // In a personal book there is no one to divide an expense or settle with: refused after the ids were found.
    const personalByDesign =
      b.book === undefined &&
      own.status === 400 &&
      own.json?.error?.message === HOUSEHOLD_MESSAGES.sharedOnly;
    if (!(own.status < 300 || own.status === 409 || personalByDesign)) {
      failures.push(
        `${route.name} with B's own ids: ${own.status} ${own.text.slice(0, 300)} (fix the generator)`,
      );
    }
  }

  expect(failures).toEqual([]);
  expect(leaks).toEqual([]);
  expect(await snapshot(ctx, a)).toEqual(before);
}

describe('isolation between two people, for every route of the route table', () => {
  it('understands every route: each id-like key names an entity, each route without a schema is known', () => {
    const routes = apiRoutes(ctx.app);
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.flatMap(routeProblems)).toEqual([]);
  });

  it("walks every kind of row the world holds: each is some route's key (a kind no key names is never tried)", () => {
    const walked = new Set(
      apiRoutes(ctx.app)
        .filter((r) => !r.public)
        .flatMap((r) => entityIdFields(r).map((f) => f.kind)),
    );
    expect(ENTITY_KINDS.filter((kind) => !walked.has(kind))).toEqual([]);
  });

  it('fails on what it cannot classify, naming the route and the key', () => {
    const route = (method: ApiRoute['method'], url: string, body?: z.ZodType): ApiRoute => ({
      method,
      url,
      name: `${method} ${url}`,
      schemas: body ? { body: toJsonSchema(body) } : {},
      public: false,
    });
    const problems = (r: ApiRoute) => routeProblems(r).join('\n');
    expect(problems(route('POST', '/api/v1/wallets', z.object({ walletId: idSchema })))).toMatch(
      /POST \/api\/v1\/wallets: the key "body.walletId" looks like an id but names no known entity/,
    );
    expect(problems(route('PUT', '/api/v1/wallets', z.object({ id: idSchema })))).toMatch(/"body.id"/);
    expect(problems(route('POST', '/api/v1/export'))).toMatch(
      /POST \/api\/v1\/export declares no Zod schema/,
    );
    expect(problems(route('POST', '/api/v1/notes', z.object({ accountId: z.string() })))).toMatch(
      /"body.accountId" looks like an id but is not a number/,
    );
    expect(problems(route('GET', '/api/v1/accounts/:id'))).toMatch(/path parameters without a params schema/);
    const nested = route(
      'POST',
      '/api/v1/transfers',
      z.object({ fromAccountId: idSchema, lines: z.array(z.object({ tag_id: idSchema.nullable() })) }),
    );
    expect(routeProblems(nested)).toEqual([]);
    expect(entityIdFields(nested).map((f) => [f.label, f.kind])).toEqual([
      ['body.fromAccountId', 'account'],
      ['body.lines.0.tag_id', 'tag'],
    ]);
  });

  it("answers B 'not found' for every id of A, in every key of every route, and leaves A's data as it was", async () => {
    const a = await createUser(ctx, { name: 'Ana Primeira' });
    const b = await createUser(ctx, { name: 'Bruno Segundo' });
    await expectForeignIdsAbsent(a, b);
  });

  it("does the same between books: B, an editor of A's shared book, acting in a book of their own, reaches none of it", async () => {
    const a = await createUser(ctx, { name: 'Ana Primeira' });
    const b = await createUser(ctx, { name: 'Bruno Segundo' });
    const casa = await createSharedBook(ctx, a, 'Casa');
    await joinBook(ctx, a, b, casa, 'editor');
    const ownBook = await createSharedBook(ctx, b, 'Bruno e Bia');
    await joinBook(ctx, b, await createUser(ctx, { name: 'Bia Terceira' }), ownBook, 'editor');
    await expectForeignIdsAbsent(inBook(a, casa), inBook(b, ownBook));
  });

  it('refuses a leitor every write of every route (403, in Portuguese), lets them read, and the book stays as it was', async () => {
    const a = await createUser(ctx, { name: 'Ana Primeira' });
    const reader = await createUser(ctx, { name: 'Lia Leitora' });
    const editor = await createUser(ctx, { name: 'Edu Editor' });
    const casa = await createSharedBook(ctx, a, 'Casa');
    const aInCasa = inBook(a, casa);
    await joinBook(ctx, a, reader, casa, 'leitor');
    await joinBook(ctx, a, editor, casa, 'editor');
    const world = await createWorld(ctx, aInCasa, 'Casa');
    const before = await snapshot(ctx, aInCasa);

    const routes = apiRoutes(ctx.app).filter((r) => !r.public && r.bookAccess !== 'person');
    const problems: string[] = [];
    for (const route of routes) {
      const answer = await send(
        route,
        generateInput(route, idsFrom(world)),
        inBook(reader, casa),
        statementCsv(world.account[0]),
      );
      const writes = route.method !== 'GET' && route.bookAccess !== 'read';
      if (writes && (answer.status !== 403 || answer.json?.error?.message !== BOOK_MESSAGES.readOnly))
        problems.push(
          `${route.name}: a leitor's write answered ${answer.status} ${answer.text.slice(0, 200)}`,
        );
      if (!writes && answer.status !== 200)
        problems.push(
          `${route.name}: a leitor's read answered ${answer.status} ${answer.text.slice(0, 200)}`,
        );
    }
    // What only donos do is refused to an editor.
    for (const route of routes.filter((r) => r.bookAccess === 'dono')) {
      const answer = await send(route, generateInput(route, idsFrom(world)), inBook(editor, casa));
      if (answer.status !== 403 || answer.json?.error?.message !== BOOK_MESSAGES.ownerOnly)
        problems.push(`${route.name}: an editor answered ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    expect(routes.filter((r) => r.method !== 'GET').length).toBeGreaterThan(40);
    expect(await snapshot(ctx, aInCasa)).toEqual(before);

    // The person's own routes are not the book's: acting in Casa, where they only read, the leitor still sees an
    // invitation addressed to them (their address proven by the link sign-up mailed) and answers it.
    await confirmEmailThroughMail(ctx, reader);
    const elsewhere = await createSharedBook(ctx, editor, 'Outro livro');
    await actingAs(ctx, editor).post('/books/invitations', {
      bookId: elsewhere,
      email: reader.email,
      role: 'editor',
    });
    const readerInCasa = actingAs(ctx, inBook(reader, casa));
    const waiting = await readerInCasa.get('/books/invitations/received');
    expect(waiting.status).toBe(200);
    expect(waiting.body.data).toEqual([expect.objectContaining({ bookName: 'Outro livro', role: 'editor' })]);
    const joined = await readerInCasa.post('/books/invitations/received/accept', {
      id: waiting.body.data[0].id,
    });
    expect(joined.status).toBe(200);
    expect(joined.body.data).toMatchObject({ id: elsewhere, role: 'editor' });
  });

  it("never shows A's rows in any of B's answers to the routes that read (every GET of the table)", async () => {
    const a = await createUser(ctx);
    const b = await createUser(ctx);
    const inviter = await createUser(ctx, { name: 'Carla Convidante' });
    await createWorld(ctx, a, MARKER_A, { inviter });
    const bWorld = await createWorld(ctx, b, 'Bruno', { inviter });
    const gets = apiRoutes(ctx.app).filter((r) => r.method === 'GET' && !r.public);
    expect(gets.length).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const route of gets) {
      const answer = await send(route, generateInput(route, idsFrom(bWorld)), b);
      if (answer.status !== 200)
        problems.push(`${route.name}: ${answer.status} ${answer.text.slice(0, 200)}`);
      if (answer.text.includes(MARKER_A)) problems.push(`${route.name} answered A's data`);
    }
    expect(problems).toEqual([]);

    // The lists hold only B's rows, by id too.
    const as = actingAs(ctx, b);
    const own = new Set([...bWorld.account, ...bWorld.card]);
    const items = (await as.get('/transactions', { limit: 200 })).body.data.items as Array<{
      contaId: number;
    }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((t) => own.has(t.contaId))).toBe(true);
    const accounts = (await as.get('/accounts', { includeArchived: 'true' })).body.data as Array<{
      id: number;
    }>;
    expect(accounts.map((x) => x.id).sort()).toEqual([...own].sort());
  });
});
