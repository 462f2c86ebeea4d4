import { describe, expect, it } from 'vitest';
import { BOOK_MESSAGES } from '../../common/contract/books';
import { idSchema, z } from '../../common/contract/shared';
import {
  actingAs,
  confirmEmailThroughMail,
  createSharedBook,
  createUser,
  inBook,
  joinBook,
} from '../test/factories';
import { setupTestApp } from '../test/test-app';
import { expectForeignIdsAbsent, idsFrom, MARKER_A, send, statementCsv } from './isolation-walk';
import {
  type ApiRoute,
  apiRoutes,
  ENTITY_KINDS,
  entityIdFields,
  generateInput,
  routeProblems,
  toJsonSchema,
} from './route-inputs';
import { createWorld, snapshot } from './world';

const ctx = setupTestApp();

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
    await expectForeignIdsAbsent(ctx, a, b);
  });

  it("does the same between books: B, an editor of A's shared book, acting in a book of their own, reaches none of it", async () => {
    const a = await createUser(ctx, { name: 'Ana Primeira' });
    const b = await createUser(ctx, { name: 'Bruno Segundo' });
    const casa = await createSharedBook(ctx, a, 'Casa');
    await joinBook(ctx, a, b, casa, 'editor');
    const ownBook = await createSharedBook(ctx, b, 'Bruno e Bia');
    await joinBook(ctx, b, await createUser(ctx, { name: 'Bia Terceira' }), ownBook, 'editor');
    await expectForeignIdsAbsent(ctx, inBook(a, casa), inBook(b, ownBook));
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
        ctx,
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
      const answer = await send(ctx, route, generateInput(route, idsFrom(world)), inBook(editor, casa));
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
      const answer = await send(ctx, route, generateInput(route, idsFrom(bWorld)), b);
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
