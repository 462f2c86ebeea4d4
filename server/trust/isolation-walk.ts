/**
 * The isolation walk (server/trust/isolation.test.ts): B sends every route of the route table with each of A's ids
 * in each key, and must get what an id that exists nowhere gets. Its requests go through `ctx.app.inject`, so the
 * same walk runs against one app in the test process or, through a context that sends them over HTTP, against
 * several servers behind a balancer (server/trust/processes/balanced-servers.postgres.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { BOOK_HEADER } from '../../common/contract/books';
import { HOUSEHOLD_MESSAGES } from '../../common/contract/household';
import { todayIn } from '../../common/dates';
import { createUser, type TestUser } from '../test/factories';
import { multipart } from '../test/multipart';
import type { TestContext } from '../test/test-app';
import {
  type ApiRoute,
  apiRoutes,
  type EntityKind,
  entityIdFields,
  FILE_PART_ROUTES,
  type GenerateOptions,
  generateInput,
  type IdField,
  kindOfKey,
  queryString,
  type RouteInput,
  setAt,
  uniqueTestEmail,
  urlWithParams,
} from './route-inputs';
import { createWorld, snapshot, type World } from './world';

/** Written into every name of A's data: no answer to B may contain it. */
export const MARKER_A = `Segredo${randomBytes(4).toString('hex')}`;
/** An id no row has: a foreign id must be answered exactly like this one. */
const UNKNOWN_ID = 9_007_199_254_740_000;

export interface Answer {
  status: number;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: the answer of any route, read field by field by the walk
  json: any;
}

/** The import's statement: one expense of today in B's account or in `accountCell`'s. */
export function statementCsv(accountCell?: number): string {
  const today = todayIn();
  return accountCell === undefined
    ? `Data;Descrição;Valor\n${today};Teste Isolamento;-1,50\n`
    : `Data;Descrição;Valor;Conta\n${today};Teste Isolamento;-1,50;${accountCell}\n`;
}

export async function send(
  ctx: TestContext,
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
  // biome-ignore lint/suspicious/noExplicitAny: as Answer's json
  let json: any;
  try {
    json = response.json();
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, text: response.body, json };
}

/** Ids for a generated request: B's own, a different one for each key of the same kind (from and to). */
export function idsFrom(world: World, override?: { field: IdField; id: number }): GenerateOptions {
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
export async function expectForeignIdsAbsent(ctx: TestContext, a: TestUser, b: TestUser): Promise<void> {
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
      const foreign = await send(ctx, route, inputWith(route, bWorld, field, foreignId), b);
      const unknown = await send(ctx, route, inputWith(route, bWorld, field, UNKNOWN_ID), b);
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
    const inFile = await send(ctx, importRoute, { settings: {} }, b, statementCsv(aWorld.account[0]));
    checkNoLeak('import with A account in the file', inFile);
    if (inFile.status !== 404)
      failures.push(`import with A's account id in the file: ${inFile.status} ${inFile.text}`);
    const ownInFile = await send(ctx, importRoute, { settings: {} }, b, statementCsv(bWorld.account[0]));
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
    const own = await send(ctx, route, generateInput(route, idsFrom(world)), b);
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
