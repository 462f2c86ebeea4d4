/**
 * Sends every route of the route table requests generated from its schema and broken variations of them:
 * wrong types, missing keys, huge strings, nested junk, NaN/Infinity/-0, impossible dates, SQL and HTML,
 * invalid UTF-8, numbers beyond 2^53, wrong content types, odd body shapes and junk tokens. Every answer must
 * be 2xx or 4xx with a JSON error.message, never 5xx; afterwards the money still adds up.
 *
 * Deterministic: FUZZ_SEED (default below) picks the same requests every run. FUZZ_RUNS (default 20) is the
 * number of requests per route; FUZZ_RUNS=500 is the long run (about 5 minutes on PGlite). FUZZ_REPORT=1 prints
 * every request's status and label.
 */
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../common/dates';
import { createUser, type TestUser } from '../test/factories';
import { multipart } from '../test/multipart';
import { tableCounts } from '../test/table-counts';
import { setupTestApp } from '../test/test-app';
import {
  type ApiRoute,
  apiRoutes,
  generateInput,
  isFreeText,
  type Path,
  queryString,
  type RouteInput,
  setAt,
  uniqueTestEmail,
  urlWithParams,
} from './route-inputs';
import { createWorld, expectLedgerConsistent, type World } from './world';

// Login failures are limited per client; the fuzz sends many on purpose. Sign-up's hourly limit stays as is.
const ctx = setupTestApp({ RATE_LIMIT_LOGIN_FAILURES: '1000000' });

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 20));
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);

/** mulberry32: small, fast and the same on every machine. */
function rngFrom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)] as T;
    },
    bytes(length: number): Buffer {
      const out = Buffer.alloc(length);
      for (let i = 0; i < length; i++) out[i] = Math.floor(next() * 256);
      return out;
    },
  };
}
type Rng = ReturnType<typeof rngFrom>;

const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  "'; drop table users; --",
  '; drop table users;',
  "1' union select password_hash from users --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  ['$', '{7*7}{{7*7}}'].join(''),
  '../../../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF',
  '\u202Eevil',
  '😀'.repeat(100),
  'Ação São João',
  '%00%',
  '\\',
  '"',
  '\r\n\t',
  '   ',
  '',
  'null',
  '__proto__',
  'constructor',
];
const BAD_DATES = [
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '2025-02-29',
  '0000-01-01',
  '9999-12-31',
  '1899-12-31',
  '2026-2-3',
  '21/11/2026',
  '2026-11-21T25:00:00Z',
  '20261121',
  ' 2026-11-21 ',
  '2026-11-21\u0000',
];
/** Written into the JSON text as is: some are not JSON at all (the parser must refuse them cleanly). */
const RAW_NUMBERS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '-0',
  '9007199254740993',
  '-9007199254740993',
  '18446744073709551616',
  '1e308',
  '5e-324',
  '1e-9',
  '1.005',
  '0.001',
  '-1',
  '0',
  '123456789012345678901234567890.12',
  '0x10',
  '01',
  '.5',
];
const NUMBER_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e999',
  '1e21',
  '0x10',
  ' 1 ',
  '1,5',
  '1.234,56',
  '9007199254740993',
  '99999999999999999999',
  '-1',
  '+1',
  '١٢',
  '１２',
  '',
];
const BIG_IDS = [-1, 0, 1.5, -0, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), Number.MAX_VALUE, 1e21, 2 ** 31, 2 ** 63];
const JUNK_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  [],
  {},
  [1, 'a', null, { b: [] }],
  { a: { b: { c: [1, { d: 'e' }] } } },
  '',
  'abc',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/octet-stream',
  'application/jsonx',
  'application/json, text/plain',
  ';;;',
];
const RAW_BODIES = [
  '[]',
  '"texto"',
  '1',
  'null',
  'true',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[[[[',
  '{}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
];
const QUERY_JUNK = [
  'id=1&id=2&from=2026-01-01&from=x',
  'a[b][c]=1&__proto__[x]=1&constructor[prototype][y]=1',
  '%E0%A4%A',
  '%00=%00',
  '&&&=&=',
  `q=${'a'.repeat(100_000)}`,
  'month=2026-02-30&days=-1&page=0&limit=99999999999999999999',
  'from=2026-13-01&to=2026-00-01',
  'accountId=9007199254740993&categoryId=-0&type=%C3%28',
];
const AUTH_HEADERS = [
  'Bearer ',
  'Bearer null',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'Bearer a.b.c',
  'Basic dXNlcjpwYXNz',
  `Bearer ${'x'.repeat(20_000)}`,
  'bearer',
];

interface FuzzRequest {
  label: string;
  options: InjectOptions;
}

interface Base {
  route: ApiRoute;
  input: RouteInput;
  token: string | undefined;
}

const PLACEHOLDER = 'FUZZ_PLACEHOLDER_7f3a';

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Every path to a value of the generated input (leaves and containers), plus a key that does not exist. */
function slotsOf(value: unknown, path: Path = []): Path[] {
  const slots: Path[] = [];
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const p = [...path, Array.isArray(value) ? Number(key) : key];
      slots.push(p, ...slotsOf(child, p));
    }
  }
  return slots;
}

function deepJunkText(depth: number, rng: Rng): string {
  let open = '';
  let close = '';
  for (let i = 0; i < depth; i++) {
    if (rng.next() < 0.5) {
      open += '[';
      close = `]${close}`;
    } else {
      open += '{"a":';
      close = `}${close}`;
    }
  }
  return `${open}1${close}`;
}

/** Which part of the request a variation breaks: the body for routes that take one, else the query. */
function targetPart(base: Base): 'body' | 'querystring' {
  if (base.route.schemas.body) return 'body';
  if (base.route.schemas.querystring) return 'querystring';
  return base.route.method === 'GET' || base.route.method === 'DELETE' ? 'querystring' : 'body';
}

function request(
  base: Base,
  label: string,
  change: Partial<InjectOptions> & { query?: string } = {},
): FuzzRequest {
  const { route, input, token } = base;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: InjectOptions['payload'];
  if (input.body !== undefined) {
    payload = JSON.stringify(input.body);
    headers['content-type'] = 'application/json';
  }
  const url = `${urlWithParams(route, input.params)}${change.query ?? queryString(input.querystring)}`;
  const { query: _query, headers: extraHeaders, ...rest } = change;
  return {
    label,
    options: {
      method: route.method,
      url,
      headers: { ...headers, ...(extraHeaders as Record<string, string> | undefined) },
      ...(payload !== undefined ? { payload } : {}),
      ...rest,
    },
  };
}

type SlotKind = 'text' | 'string' | 'number' | 'any';

/** The slots of a container holding a value of the kind (any slot when none does). */
function slotsFor(container: Record<string, unknown>, kind: SlotKind): Path[] {
  const all = slotsOf(container);
  if (kind === 'any') return all;
  const valueAt = (path: Path) =>
    path.reduce<unknown>(
      (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
      container,
    );
  const typed = all.filter((p) => (kind === 'text' ? isFreeText(valueAt(p)) : typeof valueAt(p) === kind));
  return typed.length > 0 ? typed : all;
}

/** The input with one value changed; the text of the JSON body (or query) is answered with the placeholder. */
function withValue(
  base: Base,
  rng: Rng,
  value: unknown,
  kind: SlotKind,
): { input: RouteInput; path: Path; part: string } {
  const part = targetPart(base);
  const input = clone(base.input);
  const current = (part === 'body' ? input.body : input.querystring) ?? {};
  const container =
    typeof current === 'object' && current !== null ? (current as Record<string, unknown>) : {};
  const slots = slotsFor(container, kind);
  const path = slots.length > 0 && rng.next() < 0.9 ? rng.pick(slots) : ['fuzzExtra'];
  setAt(container, path, value);
  if (part === 'body') input.body = container;
  else input.querystring = container;
  return { input, path, part };
}

/** A body (or query) with `value` put in a key of the kind; the text `raw` replaces it verbatim when given. */
function valueVariation(
  base: Base,
  rng: Rng,
  label: string,
  kind: SlotKind,
  value: unknown,
  raw?: string | Buffer,
): FuzzRequest {
  const { input, path, part } = withValue(base, rng, raw === undefined ? value : PLACEHOLDER, kind);
  const name = `${label} at ${part}.${path.join('.')}`;
  const changed = { ...base, input };
  if (part === 'querystring') {
    const query = queryString(input.querystring);
    if (raw === undefined) return request(changed, name);
    const text = Buffer.isBuffer(raw) ? '%C3%28' : encodeURIComponent(raw);
    return request(changed, name, { query: query.replace(PLACEHOLDER, text) });
  }
  if (raw === undefined) return request(changed, name);
  const json = JSON.stringify(input.body);
  const [before, after] = json.split(`"${PLACEHOLDER}"`) as [string, string | undefined];
  const payload = Buffer.isBuffer(raw)
    ? Buffer.concat([Buffer.from(`${before}"a`), raw, Buffer.from(`b"${after ?? ''}`)])
    : `${before}${raw}${after ?? ''}`;
  return request(changed, name, { payload, headers: { 'content-type': 'application/json' } });
}

/** Each list is walked in turn across the run (not drawn at random), so every value of it is sent. */
const turns = new Map<readonly unknown[], number>();
function nextOf<T>(items: readonly T[]): T {
  const n = turns.get(items) ?? 0;
  turns.set(items, n + 1);
  return items[n % items.length] as T;
}

type Operator = (base: Base, rng: Rng) => FuzzRequest;

/** The variations; run i of a route uses operator (i + route index) mod n, so every route gets each one. */
const OPERATORS: Array<[string, Operator]> = [
  ['valid', (base) => request(base, 'valid')],
  [
    'missing key',
    (base, rng) => {
      const part = targetPart(base);
      const input = clone(base.input);
      const container = (part === 'body' ? input.body : input.querystring) as
        | Record<string, unknown>
        | undefined;
      const keys = Object.keys(container ?? {});
      if (!container || keys.length === 0) return request(base, 'missing key (none to drop)');
      const key = rng.pick(keys);
      delete container[key];
      return request({ ...base, input }, `missing ${part}.${key}`);
    },
  ],
  ['wrong type', (base, rng) => valueVariation(base, rng, 'wrong type', 'any', nextOf(JUNK_VALUES))],
  [
    'hostile string',
    (base, rng) => valueVariation(base, rng, 'hostile string', 'text', nextOf(HOSTILE_STRINGS)),
  ],
  [
    'huge string',
    (base, rng) =>
      valueVariation(
        base,
        rng,
        'huge string',
        'text',
        rng.next() < 0.5 ? 'x'.repeat(100_000) : 'ção '.repeat(25_000),
      ),
  ],
  [
    'nested junk',
    (base, rng) =>
      valueVariation(base, rng, 'nested junk', 'any', null, deepJunkText(20 + rng.int(3000), rng)),
  ],
  [
    'raw number',
    (base, rng) => {
      const token = nextOf(RAW_NUMBERS);
      return valueVariation(base, rng, `raw number ${token}`, 'number', null, token);
    },
  ],
  [
    'number as text',
    (base, rng) => valueVariation(base, rng, 'number as text', 'number', nextOf(NUMBER_STRINGS)),
  ],
  [
    'impossible date',
    (base, rng) => valueVariation(base, rng, 'impossible date', 'string', nextOf(BAD_DATES)),
  ],
  ['id beyond range', (base, rng) => valueVariation(base, rng, 'id beyond range', 'number', nextOf(BIG_IDS))],
  [
    'invalid utf-8',
    (base, rng) => valueVariation(base, rng, 'invalid utf-8', 'text', null, Buffer.from([0xc3, 0x28])),
  ],
  [
    'wrong content type',
    (base, _rng) => {
      const type = nextOf(CONTENT_TYPES);
      return request(base, `content-type ${type}`, {
        headers: { 'content-type': type },
        payload: JSON.stringify(base.input.body ?? { a: 1 }),
      });
    },
  ],
  [
    'body shape',
    (base, _rng) => {
      const body = nextOf(RAW_BODIES);
      return request(base, `body ${body.slice(0, 30)}`, {
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
    },
  ],
  [
    'empty body',
    (base, rng) =>
      rng.next() < 0.5
        ? request(base, 'empty json body', { payload: '', headers: { 'content-type': 'application/json' } })
        : request({ ...base, input: { ...base.input, body: undefined } }, 'no body'),
  ],
  [
    'extra keys',
    (base) => {
      const input = clone(base.input);
      const extra: Record<string, unknown> = { book_id: 1, bookId: 1, id_usuario: 1, isAdmin: true };
      for (let i = 0; i < 2000; i++) extra[`k${i}`] = i;
      if (targetPart(base) === 'body') input.body = { ...(input.body as object), ...extra };
      else input.querystring = { ...input.querystring, ...extra };
      return request({ ...base, input }, 'extra keys');
    },
  ],
  [
    'query junk',
    (base, _rng) => {
      const qs = queryString(base.input.querystring);
      const junk = nextOf(QUERY_JUNK);
      return request(base, `query ${junk.slice(0, 40)}`, { query: `${qs ? `${qs}&` : '?'}${junk}` });
    },
  ],
  [
    'bad token',
    (base, _rng) => {
      const header = nextOf(AUTH_HEADERS);
      return request({ ...base, token: undefined }, `authorization ${header.slice(0, 30)}`, {
        headers: { authorization: header },
      });
    },
  ],
  [
    'every free text hostile',
    (base) => {
      const input = clone(base.input);
      const value = nextOf(HOSTILE_STRINGS);
      const visit = (node: unknown): unknown => {
        if (isFreeText(node)) return value;
        if (Array.isArray(node)) return node.map(visit);
        if (node && typeof node === 'object') {
          return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, visit(v)]));
        }
        return node;
      };
      if (input.body !== undefined) input.body = visit(input.body);
      if (input.querystring) input.querystring = visit(input.querystring) as Record<string, unknown>;
      return request({ ...base, input }, `every free text ${JSON.stringify(value).slice(0, 30)}`);
    },
  ],
  [
    'all keys junk',
    (base, rng) => {
      const input = clone(base.input);
      const part = targetPart(base);
      const container = ((part === 'body' ? input.body : input.querystring) ?? {}) as Record<string, unknown>;
      for (const key of Object.keys(container)) {
        container[key] = rng.pick([...JUNK_VALUES, ...HOSTILE_STRINGS, ...BAD_DATES, ...NUMBER_STRINGS]);
      }
      return request({ ...base, input }, 'every key junk');
    },
  ],
];

/** Statement files and settings for the import, valid and broken. */
function importVariation(base: Base, rng: Rng, run: number, accountId: number): FuzzRequest {
  const today = todayIn();
  const csv = (rows: string[]) => `Data;Descrição;Valor\n${rows.join('\n')}\n`;
  const settings = JSON.stringify({ defaultAccountId: accountId });
  type Parts = Parameters<typeof multipart>[0];
  const file = (data: string | Buffer, filename = 'extrato.csv'): Parts[number] => ({
    name: 'file',
    filename,
    contentType: 'text/csv',
    data,
  });
  const cases: Array<[string, () => Parts | FuzzRequest]> = [
    [
      'valid csv',
      () => [
        { name: 'settings', data: settings },
        file(csv([`${today};Café;-7,50`, `${today};Salário;+1.234,56`])),
      ],
    ],
    ['random bytes', () => [{ name: 'settings', data: settings }, file(rng.bytes(1 + rng.int(4000)))]],
    [
      'invalid utf-8 csv',
      () => [
        { name: 'settings', data: settings },
        file(
          Buffer.concat([
            Buffer.from(`Data;Descrição;Valor\n${today};Caf`),
            Buffer.from([0xc3, 0x28]),
            Buffer.from(';-1,00\n'),
          ]),
        ),
      ],
    ],
    [
      'hostile cells',
      () => [
        { name: 'settings', data: settings },
        file(
          csv(
            Array.from({ length: 12 }, () =>
              [
                rng.pick([...BAD_DATES, today, '']),
                `"${rng.pick(HOSTILE_STRINGS).replace(/"/g, '""')}"`,
                rng.pick([
                  ...NUMBER_STRINGS,
                  '-1,00',
                  '(1,00)',
                  '1.234.567,89',
                  '9'.repeat(30),
                  '-0,00',
                  '1e999',
                ]),
              ].join(';'),
            ),
          ),
        ),
      ],
    ],
    [
      'ofx junk',
      () => [
        { name: 'settings', data: settings },
        file(
          rng.pick([
            'OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST><STMTTRN><DTPOSTED>20260230<TRNAMT>NaN</STMTTRN>',
            `<OFX>${'<A>'.repeat(5000)}`,
            '<?xml version="1.0"?><OFX><STMTTRN><DTPOSTED>99999999<TRNAMT>1e999<FITID>\u0000</STMTTRN></OFX>',
            `OFXHEADER:100\n<OFX><STMTTRN><DTPOSTED>20261121<TRNAMT>-${'9'.repeat(40)}<NAME>${'<script>'.repeat(10)}</STMTTRN></OFX>`,
          ]),
          'extrato.ofx',
        ),
      ],
    ],
    [
      'junk settings',
      () => [
        {
          name: 'settings',
          data: rng.pick([
            '{',
            '[]',
            'null',
            '1',
            '"x"',
            JSON.stringify({
              defaultAccountId: 'abc',
              delimiter: '|',
              dateFormat: 'x',
              mapping: { date: 1 },
            }),
            JSON.stringify({ defaultAccountId: -1, invertSign: 'yes', preset: '__proto__' }),
            JSON.stringify({ defaultAccountId: 2 ** 53 + 2 }),
            JSON.stringify({ mapping: { date: 'x'.repeat(100_000) } }),
            deepJunkText(2000, rng),
            '{"__proto__":{"polluted":1}}',
            JSON.stringify({ mapping: { date: 'Data', amount: 'Nada' }, defaultAccountId: accountId }),
          ]),
        },
        file(csv([`${today};Café;-7,50`])),
      ],
    ],
    ['no file', () => [{ name: 'settings', data: settings }]],
    [
      'file under another name',
      () => [
        { name: 'settings', data: settings },
        { ...file('a;b\n1;2\n'), name: 'arquivo' },
      ],
    ],
    ['two files', () => [file(csv([`${today};A;-1,00`])), file(csv([`${today};B;-1,00`]))]],
    [
      'too many fields',
      () => [
        ...Array.from({ length: 15 }, (_, i) => ({ name: `f${i}`, data: 'x' })),
        file(csv([`${today};A;-1,00`])),
      ],
    ],
    [
      'odd file names',
      () => [
        { name: 'settings', data: settings },
        file(
          csv([`${today};A;-1,00`]),
          rng.pick(['../../etc/passwd.ofx', `${'a'.repeat(5000)}.csv`, 'x\u0000.csv', '', '.ofx']),
        ),
      ],
    ],
    [
      'unknown account in file',
      () => [
        { name: 'settings', data: '{}' },
        file(`Data;Descrição;Valor;Conta\n${today};A;-1,00;999999999\n${today};B;-1,00;Inexistente\n`),
      ],
    ],
    [
      'many rows',
      () => [
        { name: 'settings', data: settings },
        file(
          csv(
            Array.from(
              { length: 2000 },
              (_, i) => `${today};Linha ${i} ${rng.int(1e9)};-${1 + rng.int(9999)},${10 + rng.int(89)}`,
            ),
          ),
        ),
      ],
    ],
    [
      'broken multipart',
      () =>
        request(base, 'broken multipart', {
          headers: { 'content-type': 'multipart/form-data; boundary=abc' },
          payload: rng.pick([
            '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc',
            '--xyz--',
            '',
            'garbage',
          ]),
        }),
    ],
    [
      'not multipart',
      () =>
        request(base, 'json instead of multipart', {
          payload: '{"file":"a"}',
          headers: { 'content-type': 'application/json' },
        }),
    ],
  ];
  const [label, make] = cases[(run + rng.int(cases.length)) % cases.length] as (typeof cases)[number];
  const made = make();
  if (!Array.isArray(made)) return made;
  const form = multipart(made);
  return request({ ...base, input: {} }, `import: ${label}`, {
    payload: form.payload,
    headers: form.headers,
  });
}

interface Outcome {
  status: number;
  problem?: string;
}

/** The tables whose row count changed between two readings, with both counts. */
function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys({ ...before, ...after })
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t} ${before[t]} -> ${after[t]}`);
}

async function fire(req: FuzzRequest): Promise<Outcome> {
  // A write refused with a 4xx leaves every table as it was: validated before its first write, all or nothing.
  const writes = req.options.method !== 'GET';
  const before = writes ? await tableCounts(ctx) : {};
  const response = await ctx.app.inject(req.options);
  const status = response.statusCode;
  if (writes && status >= 400 && status < 500) {
    const changed = changedTables(before, await tableCounts(ctx));
    if (changed.length > 0) return { status, problem: `answered ${status} but wrote: ${changed.join(', ')}` };
  }
  if (status >= 500) return { status, problem: `answered ${status}: ${response.body.slice(0, 300)}` };
  if (status < 200 || (status >= 300 && status < 400)) return { status, problem: `answered ${status}` };
  if (status >= 400) {
    let message: unknown;
    try {
      message = response.json()?.error?.message;
    } catch {
      message = undefined;
    }
    if (typeof message !== 'string' || message.trim() === '') {
      return { status, problem: `answered ${status} without error.message: ${response.body.slice(0, 200)}` };
    }
  }
  return { status };
}

/** GET and changes first; deleting and signing out last, so the other routes meet the data first. */
function fuzzOrder(routes: ApiRoute[]): ApiRoute[] {
  const rank = (r: ApiRoute) =>
    r.method === 'DELETE' ? 2 : r.url.endsWith('/logout') ? 3 : r.method === 'GET' ? 0 : 1;
  return [...routes].sort((a, b) => rank(a) - rank(b));
}

function idsOf(world: World) {
  const used: Record<string, number> = {};
  return {
    today: todayIn(),
    email: () => uniqueTestEmail('fuzz'),
    idFor(kind: keyof World) {
      const n = used[kind] ?? 0;
      used[kind] = n + 1;
      const own = world[kind];
      return own[n % own.length] as number;
    },
  };
}

describe(`fuzz of every route (${RUNS} requests per route, seed ${SEED})`, () => {
  // Made before the fuzz spends the hourly sign-up limit on purpose.
  let user: TestUser;
  let other: TestUser;
  let uploader: TestUser;
  beforeAll(async () => {
    user = await createUser(ctx, { name: 'Fúlvia Fuzz' });
    other = await createUser(ctx, { name: 'Otávio Outro' });
    uploader = await createUser(ctx, { name: 'Ubirajara Upload' });
  });

  it(
    'answers 2xx, or 4xx with error.message and no row written, to generated and broken input; never 5xx; the ledger stays consistent',
    async () => {
      const world = await createWorld(ctx, user, 'Fuzz', { inviter: other });
      await createWorld(ctx, other, 'Outro');
      const counted = await tableCounts(ctx);
      expect(Object.keys(counted).length).toBeGreaterThan(20);
      expect(counted.transactions).toBeGreaterThan(0);
      const routes = fuzzOrder(apiRoutes(ctx.app));
      expect(routes.length).toBeGreaterThan(40);

      const rng = rngFrom(SEED);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      for (const [index, route] of routes.entries()) {
        for (let run = 0; run < RUNS; run++) {
          const base: Base = {
            route,
            input: generateInput(route, idsOf(world)),
            token: route.public ? undefined : user.token,
          };
          const req =
            route.schemaless?.kind === 'multipart'
              ? importVariation(base, rng, run, world.account[0] as number)
              : (OPERATORS[(index + run) % OPERATORS.length] as [string, Operator])[1](base, rng);
          const outcome = await fire(req);
          statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
          if (process.env.FUZZ_REPORT) console.log(outcome.status, route.name, req.label.slice(0, 80));
          if (outcome.problem)
            failures.push(`${route.name} [${req.label}] (seed ${SEED}, run ${run}) ${outcome.problem}`);
        }
      }
      expect(failures).toEqual([]);
      // The generated requests do reach the routes: a good share of them is accepted.
      const accepted = [...statuses].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0);
      expect(accepted).toBeGreaterThan(routes.length / 2);

      await expectLedgerConsistent(ctx, [user, other]);
    },
    // A guard against a hang, not a speed check: about 80 s on a quiet 2-core machine for the 20 runs, and several
    // times that while other work loads the cores (the test must hold there too).
    120_000 + RUNS * 30_000,
  );

  it('refuses an upload over 20 MB and a JSON body over 1 MB with 413 and a message, and keeps working', async () => {
    const world = await createWorld(ctx, uploader, 'Grande');
    const line = `${todayIn()};Compra grande;-1,00\n`;
    const big = Buffer.from(
      `Data;Descrição;Valor\n${line.repeat(Math.ceil((21 * 1024 * 1024) / line.length))}`,
    );
    const form = multipart([
      { name: 'settings', data: JSON.stringify({ defaultAccountId: world.account[0] }) },
      { name: 'file', filename: 'extrato.csv', contentType: 'text/csv', data: big },
    ]);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/transactions/import-csv',
      headers: { ...form.headers, authorization: `Bearer ${uploader.token}` },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(413);
    expect(upload.json().error.message).toBe('O arquivo é grande demais');

    const body = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/transactions',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${uploader.token}` },
      payload: JSON.stringify({ description: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(body.statusCode).toBe(413);
    expect(body.json().error.message).toBe('O conteúdo enviado é grande demais');

    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/transactions',
      headers: { authorization: `Bearer ${uploader.token}` },
    });
    expect(after.statusCode).toBe(200);
    await expectLedgerConsistent(ctx, [uploader]);
  });
});
