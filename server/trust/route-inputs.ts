/**
 * Reads the server's own route table and the Zod schemas of its routes, so the trust tests (isolation, fuzz)
 * cover every route without listing them: a route added later is walked automatically, and one these helpers
 * cannot understand makes the tests fail with its name.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { type BookAction, can } from '../../common/contract/books';
import { importSettingsSchema } from '../../common/contract/import';
import { z } from '../../common/contract/shared';
import { addMonths, lastDayOfMonth } from '../../common/dates';
import { pixPdf } from '../test/attachment-files';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  /** The contract's example (Zod's .meta({ examples })): the value that takes every optional key. */
  examples?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type Part = 'querystring' | 'body' | 'params';
export const PARTS: readonly Part[] = ['params', 'querystring', 'body'];

/** How a route takes its input when it declares no Zod schema. */
export type SchemalessInput =
  | { kind: 'none' }
  /** multipart/form-data: a `file` part and a `settings` part holding JSON checked by this schema. */
  | { kind: 'multipart'; settings: JsonSchema }
  /**
   * A JSON document checked in the service, not by a route schema: its ids are references inside the document,
   * not ids of stored rows, so the id walk of the isolation test does not apply to them.
   */
  | { kind: 'document'; what: string }
  /**
   * multipart/form-data of a file the walks cannot make (an xlsx): the fuzz sends it junk; the route's own tests
   * check its fields, their ids among them.
   */
  | { kind: 'upload'; what: string };

export interface ApiRoute {
  method: Method;
  url: string;
  /** 'POST /api/v1/transactions' */
  name: string;
  schemas: Partial<Record<Part, JsonSchema>>;
  /** Set when the route has no schema: what it reads instead (from SCHEMALESS_ROUTES). */
  schemaless?: SchemalessInput;
  public: boolean;
  /**
   * How the route stands towards the current book, in the trust tests' words: 'person', 'read', or 'dono' when it
   * needs what an editor may not do (server/http/authenticate.ts BookAccess names the action).
   */
  bookAccess?: string;
}

export const API_PREFIX = '/api/v1';

/** The B3 import's form (server/features/variable-income/b3/import.test.ts checks its account's isolation). */
const B3_UPLOAD =
  'a B3 spreadsheet (xlsx) and a settings JSON checked by b3ImportFields (variable-income-b3.ts)';

/** "Trazer meus dados" (server/features/app-import/app-import.test.ts checks a chosen account of another book). */
const APP_UPLOAD =
  "another app's export (CSV, xlsx, zip or QIF) and a settings JSON checked by appImportSettingsSchema (app-import.ts)";

/**
 * Routes that declare no Zod schema, and what they read. A route without a schema that is not listed here
 * fails the isolation and fuzz tests: give it a schema in common/contract, or list it here with what it reads.
 */
export const SCHEMALESS_ROUTES: Record<string, SchemalessInput> = {
  'GET /api/v1/health': { kind: 'none' },
  'GET /api/v1/webhooks': { kind: 'none' },
  'GET /api/v1/openapi.json': { kind: 'none' },
  'POST /api/v1/auth/refresh': { kind: 'none' },
  'POST /api/v1/auth/logout': { kind: 'none' },
  'POST /api/v1/auth/verify-email/resend': { kind: 'none' },
  'GET /api/v1/me': { kind: 'none' },
  'GET /api/v1/categories': { kind: 'none' },
  'GET /api/v1/tags': { kind: 'none' },
  'GET /api/v1/payees': { kind: 'none' },
  'GET /api/v1/goals': { kind: 'none' },
  'GET /api/v1/cards': { kind: 'none' },
  'GET /api/v1/recurring': { kind: 'none' },
  'GET /api/v1/rules': { kind: 'none' },
  'GET /api/v1/recurring/summary': { kind: 'none' },
  'GET /api/v1/reminders': { kind: 'none' },
  'GET /api/v1/dashboard/first-steps': { kind: 'none' },
  'GET /api/v1/recurring/income-suggestions': { kind: 'none' },
  'GET /api/v1/recurring/suggestions': { kind: 'none' },
  'POST /api/v1/recurring/run': { kind: 'none' },
  'GET /api/v1/debug/schema': { kind: 'none' },
  'POST /api/v1/debug/schema': { kind: 'none' },
  'GET /api/v1/debug/goal-transactions': { kind: 'none' },
  'POST /api/v1/transactions/import-csv': { kind: 'multipart', settings: toJsonSchema(importSettingsSchema) },
  'GET /api/v1/export': { kind: 'none' },
  'POST /api/v1/import/apps/preview': { kind: 'upload', what: APP_UPLOAD },
  // income-tax/statement-reading.test.ts sends its PDF and other files; nothing of a book is named or kept.
  'POST /api/v1/income-tax/informes/leitura': {
    kind: 'upload',
    what: "an informe de rendimentos' PDF, read for review (nothing kept)",
  },
  'POST /api/v1/import/apps': { kind: 'upload', what: APP_UPLOAD },
  'GET /api/v1/import/apps/current': { kind: 'none' },
  'GET /api/v1/transfers/books': { kind: 'none' },
  'GET /api/v1/index-rates': { kind: 'none' },
  'GET /api/v1/exchange-rates': { kind: 'none' },
  'GET /api/v1/investments': { kind: 'none' },
  'GET /api/v1/debts': { kind: 'none' },
  'GET /api/v1/assets': { kind: 'none' },
  'GET /api/v1/variable-income': { kind: 'none' },
  'GET /api/v1/attachments/usage': { kind: 'none' },
  'POST /api/v1/variable-income/import-b3/preview': { kind: 'upload', what: B3_UPLOAD },
  'POST /api/v1/variable-income/import-b3': { kind: 'upload', what: B3_UPLOAD },
  'POST /api/v1/capture/receipt': {
    kind: 'upload',
    what: 'a receipt (one `file` part, a photo or PDF) read and answered, nothing written; it names no id',
  },
  'POST /api/v1/restore': {
    kind: 'document',
    what: 'a backup document from GET /export, checked by backupDocument (common/contract/export/)',
  },
};

/**
 * Routes with a schema that also take a file as multipart/form-data (its one `file` part): the walks send this file.
 */
export const FILE_PART_ROUTES: Record<string, () => { filename: string; contentType: string; data: Buffer }> =
  {
    'POST /api/v1/transactions/:id/attachments': () => ({
      filename: 'pix.pdf',
      contentType: 'application/pdf',
      data: pixPdf('Comprovante da caminhada'),
    }),
    'POST /api/v1/capture/receipt': () => ({
      filename: 'pix.pdf',
      contentType: 'application/pdf',
      data: pixPdf('Comprovante Pix R$ 45,90 Padaria Caminhada'),
    }),
  };

/**
 * Keys whose names look like ids but hold something else. Each entry says what it is instead; anything else
 * named like an id must be a number the tests can map to an entity.
 */
export const NOT_ID_KEYS: Record<string, string> = {
  'GET /api/v1/transactions querystring.importId':
    "an import's uuid (answered by the import): another person's lists nothing, like an unknown one",
  'GET /api/v1/export/transactions.csv querystring.importId':
    "an import's uuid, the list's filter (GET /transactions): another person's exports nothing, like an unknown one",
  'POST /api/v1/transactions/import-csv settings.mapping.id':
    "the name of the file's column holding the bank's transaction id (a header, not one of our ids)",
  'GET /api/v1/import/statement-account querystring.bankId':
    "an OFX's BANKID, the bank's code ('0341'): the person's own remembered statements are the only ones read",
  'POST /api/v1/transactions/import-hints body.rows.0.externalId':
    "the bank's id of a statement line (an OFX FITID), not one of our ids",
  'POST /api/v1/transactions/imports/:importId/unmatch params.importId':
    "an import's uuid: another person's undoes nothing, like an unknown one",
  'GET /api/v1/transactions/imports/:importId/matches params.importId':
    "an import's uuid: another person's lists nothing, like an unknown one",
  'GET /api/v1/import/statement-account querystring.accountId':
    "an OFX's ACCTID, the bank's account number ('12345-6'), not one of our ids",
  'GET /api/v1/cards/bill-payment-offers querystring.import_id':
    "an import's uuid: another person's offers nothing, like an unknown one",
  'GET /api/v1/import/apps/job querystring.id':
    "an import's uuid (answered by POST /import/apps): another book's is not found, like an unknown one",
  'PUT /api/v1/sync/credentials body.client_id':
    "the person's client id at Pluggy (their developer account's name there), not one of our ids",
  'POST /api/v1/sync/connections body.item_id':
    "a Pluggy item's id (a uuid from MeuPluggy): the aggregator answers it with the person's own credentials",
};

export function toJsonSchema(schema: unknown): JsonSchema {
  if (schema && typeof schema === 'object' && '_zod' in schema) {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  }
  return (schema ?? {}) as JsonSchema;
}

/** Every route under /api/v1 (HEAD, the automatic twin of GET, left out), in registration order. */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const table = (app as unknown as { routeTable: RouteOptions[] }).routeTable;
  const routes: ApiRoute[] = [];
  for (const route of table) {
    if (!route.url.startsWith(`${API_PREFIX}/`)) continue;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) {
      const method = String(m).toUpperCase();
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const name = `${method} ${route.url}`;
      const schemas: Partial<Record<Part, JsonSchema>> = {};
      const declared = (route.schema ?? {}) as Partial<Record<Part, unknown>>;
      for (const part of PARTS) if (declared[part]) schemas[part] = toJsonSchema(declared[part]);
      const hasSchema = Object.keys(schemas).length > 0;
      const entry: ApiRoute = {
        method: method as Method,
        url: route.url,
        name,
        schemas,
        public:
          /^\/api\/v1\/(auth\/(login|register|forgot-password|reset-password|verify-email|refresh|logout)|health|openapi\.json|reminders\/unsubscribe|books\/invitations\/link)$/.test(
            route.url,
          ),
      };
      const bookAccess = (route.config as { bookAccess?: 'person' | BookAction } | undefined)?.bookAccess;
      if (bookAccess)
        entry.bookAccess = bookAccess === 'person' || can('editor', bookAccess) ? bookAccess : 'dono';
      const schemaless = SCHEMALESS_ROUTES[name];
      if (!hasSchema && schemaless) entry.schemaless = schemaless;
      routes.push(entry);
    }
  }
  return routes;
}

/** Problems that make a route impossible to test; empty when the route is understood. */
export function routeProblems(route: ApiRoute): string[] {
  const problems: string[] = [];
  const hasSchema = Object.keys(route.schemas).length > 0;
  if (!hasSchema && !route.schemaless) {
    problems.push(
      `${route.name} declares no Zod schema and is not listed in SCHEMALESS_ROUTES (server/trust/route-inputs.ts): ` +
        'give it a schema, or list what it reads',
    );
  }
  if (/:[A-Za-z_]+/.test(route.url) && !route.schemas.params) {
    problems.push(`${route.name} has path parameters without a params schema`);
  }
  for (const field of idFields(route)) {
    if (field.kind === 'unmapped') {
      problems.push(
        `${route.name}: the key "${field.label}" looks like an id but names no known entity ` +
          '(teach kindOfKey in server/trust/route-inputs.ts)',
      );
    } else if (field.kind === 'not-a-number') {
      problems.push(
        `${route.name}: the key "${field.label}" looks like an id but is not a number; ` +
          'list it in NOT_ID_KEYS with what it holds, or make it an id',
      );
    }
  }
  return problems;
}

export type EntityKind =
  | 'account'
  | 'card'
  | 'category'
  | 'payee'
  | 'tag'
  | 'goal'
  | 'budget'
  | 'recurring'
  | 'rule'
  | 'transaction'
  | 'sync_connection'
  | 'sync_account'
  | 'book'
  /**
   * The book of a transfer's other leg (fromBookId, toBookId): the book the person acts in is a valid one (naming it
   * is as leaving it out); another person's is unknown.
   */
  | 'transfer_book'
  | 'book_invitation'
  /** An invitation addressed to the person (their e-mail), answered from the app's list. */
  | 'received_invitation'
  | 'member'
  | 'settlement'
  /** A fixed-income position (server/features/investments). */
  | 'investment'
  /** The investment account a position is kept in (an account of type 'investment'). */
  | 'investment_account'
  /** A loan or financing (server/features/debts), and a prepayment of one. */
  | 'debt'
  | 'debt_prepayment'
  /** A bem (server/features/assets), and a valuation of one. */
  | 'asset'
  | 'asset_valuation'
  /** Renda variável (server/features/variable-income): a holding, and its trades, prices and incomes. */
  | 'vi_holding'
  | 'vi_trade'
  | 'vi_price'
  | 'vi_income'
  /** A comprovante of a transaction (server/features/attachments). */
  | 'attachment'
  /** A person's personal access token (server/features/api-tokens): the person's, not a book's. */
  | 'personal_token'
  /** A book's webhook (server/features/webhooks). */
  | 'webhook'
  /** An informe de rendimentos of the book's declaration (server/features/income-tax). */
  | 'tax_statement';

export const ENTITY_KINDS: readonly EntityKind[] = [
  'account',
  'card',
  'category',
  'payee',
  'tag',
  'goal',
  'budget',
  'recurring',
  'rule',
  'transaction',
  'sync_connection',
  'sync_account',
  'book',
  'transfer_book',
  'book_invitation',
  'received_invitation',
  'member',
  'settlement',
  'investment',
  'investment_account',
  'debt',
  'debt_prepayment',
  'asset',
  'asset_valuation',
  'vi_holding',
  'vi_trade',
  'vi_price',
  'vi_income',
  'attachment',
  'personal_token',
  'webhook',
  'tax_statement',
];

// A list of ids is named for them too ('userIds').
const ID_KEY = /^id$|[a-z]Ids?$|_id$/;

export function isIdKey(name: string): boolean {
  return ID_KEY.test(name);
}

/** Words of an id key's name (accountId, source_account_id, defaultAccountId...) to the entity it names. */
const KIND_WORDS: Array<[RegExp, EntityKind]> = [
  [/account|conta/, 'account'],
  [/categor/, 'category'],
  // A category's parent (POST and PUT /categories).
  [/^pai$/, 'category'],
  [/payee|favorecido/, 'payee'],
  [/tag/, 'tag'],
  [/goal|meta/, 'goal'],
  [/budget|orcamento/, 'budget'],
  [/recurring|fixed/, 'recurring'],
  [/transaction|transacao/, 'transaction'],
  [/^rule|regra/, 'rule'],
  [/^debt|divida/, 'debt'],
  [/^asset|^bem/, 'asset'],
  [/^holding/, 'vi_holding'],
  [/^(from|to)book$/, 'transfer_book'],
  [/^book|livro/, 'book'],
  // A book's member (the books' and the household's routes name people only so).
  [/^user|user$|^payer$/, 'member'],
];

/** A bare `id` names the entity of the route's first three path segments, or else of two, or else of its first. */
const KIND_BY_PATH: Record<string, EntityKind> = {
  // Invitations to the person, not the ones a dono sent (their ids are of the same table, but not theirs to cancel).
  'books/invitations/received': 'received_invitation',
  'sync/connections': 'sync_connection',
  'sync/accounts': 'sync_account',
  'books/invitations': 'book_invitation',
  // No bare id there; what its deletion removes (isolation.test.ts orders deletions by it).
  'books/members': 'member',
  books: 'book',
  settlements: 'settlement',
  investments: 'investment',
  'debts/prepayments': 'debt_prepayment',
  debts: 'debt',
  'assets/valuations': 'asset_valuation',
  'variable-income/holdings': 'vi_holding',
  'variable-income/trades': 'vi_trade',
  'variable-income/prices': 'vi_price',
  'variable-income/incomes': 'vi_income',
  assets: 'asset',
  accounts: 'account',
  transactions: 'transaction',
  transfers: 'transaction',
  budgets: 'budget',
  goals: 'goal',
  recurring: 'recurring',
  'fixed-expenses': 'recurring',
  tags: 'tag',
  payees: 'payee',
  categories: 'category',
  rules: 'rule',
  attachments: 'attachment',
  'me/tokens': 'personal_token',
  webhooks: 'webhook',
  'income-tax/informes': 'tax_statement',
};

export function kindOfKey(name: string, url: string): EntityKind | undefined {
  if (name === 'id') {
    const [first = '', second = '', third = ''] = url.slice(API_PREFIX.length + 1).split('/');
    return (
      KIND_BY_PATH[`${first}/${second}/${third}`] ?? KIND_BY_PATH[`${first}/${second}`] ?? KIND_BY_PATH[first]
    );
  }
  // The card routes' account is a credit card (with its bill terms); other accounts are refused there.
  if (name === 'account_id' && url.startsWith(`${API_PREFIX}/cards`)) return 'card';
  // A position is kept in an investment account; other accounts are refused there.
  if (name === 'accountId' && url === `${API_PREFIX}/investments`) return 'investment_account';
  // So is a renda variável holding (a trade names it by account and ticker).
  if (name === 'accountId' && url === `${API_PREFIX}/variable-income/trades`) return 'investment_account';
  const stem = name.replace(/(Ids?|_id)$/, '').toLowerCase();
  return KIND_WORDS.find(([re]) => re.test(stem))?.[1];
}

/** A schema without its null alternative (nullable ids are still ids). */
export function nonNull(schema: JsonSchema): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const present = alternatives.filter((s) => s.type !== 'null');
    // An id or a word in its place (categoryId: an id or 'sem'): the id is what the walks test.
    const idOrWord =
      present.some((s) => s.type === 'integer') &&
      present.every((s) => s.type === 'integer' || s.const !== undefined || s.enum !== undefined);
    const chosen =
      (idOrWord ? present.find((s) => s.type === 'integer') : present[0]) ?? alternatives[0] ?? {};
    return nonNull({ ...chosen, ...(schema.default !== undefined ? { default: schema.default } : {}) });
  }
  if (Array.isArray(schema.type)) {
    const type = schema.type.find((t) => t !== 'null') ?? schema.type[0];
    return { ...schema, ...(type !== undefined ? { type } : {}) };
  }
  return schema;
}

export function typeOf(schema: JsonSchema): string | undefined {
  const s = nonNull(schema);
  if (s.type) return s.type as string;
  if (s.const !== undefined) return typeof s.const;
  if (s.enum) return typeof s.enum[0];
  if (s.properties) return 'object';
  return undefined;
}

/** Where a value sits in a request: the part ('body', 'querystring', 'settings' of a multipart) and the keys. */
export type Path = Array<string | number>;

export interface IdField {
  part: Part | 'settings';
  path: Path;
  name: string;
  /** 'route body.splits.0.categoryId' style label. */
  label: string;
  kind: EntityKind | 'unmapped' | 'not-a-number' | 'not-an-id';
}

function walkFields(
  schema: JsonSchema,
  path: Path,
  visit: (name: string, path: Path, schema: JsonSchema) => void,
): void {
  const s = nonNull(schema);
  if (s.properties) {
    for (const [key, child] of Object.entries(s.properties)) {
      visit(key, [...path, key], child);
      walkFields(child, [...path, key], visit);
    }
  }
  if (s.items) {
    // A list of ids ('userIds'): each item is an id named by the list.
    const name = path.at(-1);
    if (typeof name === 'string' && typeOf(s.items) !== 'object') visit(name, [...path, 0], s.items);
    walkFields(s.items, [...path, 0], visit);
  }
}

function inputsOf(route: ApiRoute): Array<[IdField['part'], JsonSchema]> {
  const inputs: Array<[IdField['part'], JsonSchema]> = [];
  for (const part of PARTS) {
    const schema = route.schemas[part];
    if (schema) inputs.push([part, schema]);
  }
  if (route.schemaless?.kind === 'multipart') inputs.push(['settings', route.schemaless.settings]);
  return inputs;
}

/** Every key of the route's input whose name looks like an id, with the entity it names. */
export function idFields(route: ApiRoute): IdField[] {
  const fields: IdField[] = [];
  for (const [part, schema] of inputsOf(route)) {
    walkFields(schema, [], (name, path, child) => {
      const type = typeOf(child);
      // A list of ids is checked item by item (walkFields visits its first).
      if (!isIdKey(name) || type === 'array') return;
      const label = `${part}.${path.join('.')}`;
      let kind: IdField['kind'];
      if (NOT_ID_KEYS[`${route.name} ${label}`]) kind = 'not-an-id';
      else if (type !== 'integer' && type !== 'number') kind = 'not-a-number';
      else kind = kindOfKey(name, route.url) ?? 'unmapped';
      fields.push({ part, path, name, label, kind });
    });
  }
  return fields;
}

export function entityIdFields(route: ApiRoute): Array<IdField & { kind: EntityKind }> {
  return idFields(route).filter((f): f is IdField & { kind: EntityKind } =>
    (ENTITY_KINDS as readonly string[]).includes(f.kind),
  );
}

function containsIdKey(schema: JsonSchema): boolean {
  let found = false;
  walkFields(schema, [], (name, _path, child) => {
    const type = typeOf(child);
    if (isIdKey(name) && (type === 'integer' || type === 'number')) found = true;
  });
  return found;
}

export interface GenerateOptions {
  /** The id to send in an id key: called in the order the keys are generated. */
  idFor(kind: EntityKind, name: string, path: Path): number;
  /** A fresh e-mail for each call. */
  email(): string;
  today: string;
}

let emailSequence = 0;
export function uniqueTestEmail(prefix: string): string {
  emailSequence += 1;
  return `${prefix}.${process.pid}.${emailSequence}.${Date.now().toString(36)}@teste.grana`;
}

/** The values generated for free text (names, descriptions, searches): what a fuzzer may replace with junk. */
export const FREE_TEXT = 'Teste Isolamento';
export const FREE_TEXT_QUERY = 'Teste';
export function isFreeText(value: unknown): boolean {
  return typeof value === 'string' && (value.startsWith(FREE_TEXT_QUERY) || value === 'token-de-teste');
}

const DATE_KEYS = new Set(['date', 'next_run', 'target_date', 'from', 'to', 'dataInicio', 'dataFim']);

function stringFor(name: string, schema: JsonSchema, options: GenerateOptions): string {
  const today = options.today;
  const lower = name.toLowerCase();
  let value: string;
  // A budget's month is its first day; a card bill's month is 'YYYY-MM' (its schema has a pattern).
  if (name === 'month') value = schema.pattern ? today.slice(0, 7) : `${today.slice(0, 7)}-01`;
  else if (name === 'from') value = `${today.slice(0, 7)}-01`;
  else if (name === 'to') value = lastDayOfMonth(today);
  else if (name === 'target_date') value = addMonths(today, 12);
  // A bill's due date comes after its closing date (today).
  else if (name === 'due_date') value = addMonths(today, 1);
  else if (DATE_KEYS.has(name) || lower.includes('date')) value = today;
  else if (lower.includes('email')) value = options.email();
  else if (lower.includes('password') || lower.includes('senha')) value = 'segredo123';
  else if (lower === 'token') value = 'token-de-teste';
  else if (lower === 'q') value = FREE_TEXT_QUERY;
  // The forecast's accounts: a list of ids in one text ('1,2'); one of the person's own accounts is a valid list.
  else if (name === 'accounts') value = String(options.idFor('account', name, []));
  // A uuid (an import's id, an installment group): one that names nothing is valid and finds nothing.
  else if (schema.format === 'uuid') value = '00000000-0000-4000-8000-000000000000';
  else value = FREE_TEXT;
  const max = schema.maxLength ?? value.length;
  value = value.slice(0, max);
  const min = schema.minLength ?? 0;
  return value.length < min ? value.padEnd(min, 'x') : value;
}

function numberFor(name: string, schema: JsonSchema, integer: boolean): number {
  let low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum : undefined);
  if (schema.exclusiveMinimum !== undefined && low === schema.exclusiveMinimum) low += integer ? 1 : 0.01;
  const high = schema.maximum ?? schema.exclusiveMaximum;
  // Large enough to cover the split parts of the test data's transactions, with two decimals; a debt's principal
  // (an update of the world's debt) large enough that the walk's prepayments (12,34 each) find a balance.
  const lower = name.toLowerCase();
  let value = integer ? 1 : lower.includes('balance') ? 100 : lower === 'principal' ? 100_000 : 12.34;
  if (low !== undefined && value < low) value = low;
  if (high !== undefined && value > high) value = high;
  return value;
}

/**
 * Optional keys of a transaction that only a credit card takes (installments, a bill chosen by hand, the list's
 * bill filter): the generated transaction is on a checking account, where they are refused.
 * server/features/cards tests them.
 */
const CARD_ONLY_KEYS = new Set(['installments', 'bill_month', 'billMonth']);

/**
 * Optional keys that are another way of saying what a key the generator fills says (a fixed item is due on a day
 * of the month or on a business day, not both; a new one whose month is still owed starts this month, not on a
 * named first due date; only a Pix Automático has a maximum amount, and the generated item is a fixed one): left
 * out, so the generated request is the usual one.
 */
const ALTERNATIVE_KEYS = new Set(['due_business_day', 'paid_this_month', 'max_amount']);

/**
 * A transfer between two currencies' own amounts (what arrived, the IOF, the other leg's): the world's accounts are
 * in reais, where they are refused; left out (server/features/transfers/cross-currency.test.ts tests them).
 */
const CROSS_CURRENCY_KEYS = new Set(['destination_amount', 'iof', 'transfer_amount']);

/**
 * Optional keys that make an edit into another event (a bem's sale, both or neither): left out, so the generated
 * edit is a plain one (server/features/assets tests the sale).
 */
const EVENT_KEYS = new Set(['soldOn', 'sold']);

/**
 * A valid value for the schema: a value with an example takes it, enums their first value, booleans false, numbers small positive amounts
 * with two decimals, strings are chosen by the key's name (dates, months, e-mails, passwords, names). Optional
 * keys are filled too (so every id key is sent), except optional objects without ids (such as an import's
 * column mapping, which must name real columns) and the card-only keys above.
 */
export function generate(
  schema: JsonSchema,
  options: GenerateOptions,
  name = '',
  path: Path = [],
  url = '',
): unknown {
  // An example given to a nullable value is taken as it is, null included (a fundo's class: null fits any holding).
  if (schema.examples && schema.examples.length > 0) return schema.examples[0];
  const s = nonNull(schema);
  if (s.const !== undefined) return s.const;
  if (s.examples && s.examples.length > 0) return s.examples[0];
  if (s.enum && s.enum.length > 0) return s.enum[0];
  // A declaration's year (ano-calendário): the world's rows are of this year, so the Imposto de Renda's
  // downloads find them (a year without any comprovante is 404).
  if (name === 'ano') return Number(options.today.slice(0, 4));
  const type = typeOf(s);
  if ((type === 'integer' || type === 'number') && isIdKey(name)) {
    const kind = kindOfKey(name, url);
    if (kind) return options.idFor(kind, name, path);
  }
  switch (type) {
    case 'boolean':
      return false;
    case 'integer':
      return numberFor(name, s, true);
    case 'number':
      return numberFor(name, s, false);
    case 'string':
      return stringFor(name, s, options);
    case 'array': {
      const count = Math.max(1, s.minItems ?? 0);
      return Array.from({ length: count }, (_, i) =>
        generate(s.items ?? {}, options, name, [...path, i], url),
      );
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(s.required ?? []);
      for (const [key, child] of Object.entries(s.properties ?? {})) {
        const optionalObject = !required.has(key) && typeOf(child) === 'object' && !containsIdKey(child);
        const leftOut =
          CARD_ONLY_KEYS.has(key) ||
          ALTERNATIVE_KEYS.has(key) ||
          EVENT_KEYS.has(key) ||
          CROSS_CURRENCY_KEYS.has(key);
        if (optionalObject || (!required.has(key) && leftOut)) continue;
        out[key] = generate(child, options, key, [...path, key], url);
      }
      return out;
    }
    default:
      return s.default ?? 'Teste';
  }
}

/** A valid request for the route: its query, body, path parameters and (multipart) settings. */
export interface RouteInput {
  params?: Record<string, unknown>;
  querystring?: Record<string, unknown>;
  body?: unknown;
  settings?: Record<string, unknown>;
}

export function generateInput(route: ApiRoute, options: GenerateOptions): RouteInput {
  const input: RouteInput = {};
  for (const [part, schema] of inputsOf(route)) {
    const value = generate(schema, options, '', [], route.url);
    if (part === 'body') input.body = value;
    else input[part] = value as Record<string, unknown>;
  }
  return input;
}

/** Sets a value deep in a generated request (arrays and objects are created on the way). */
export function setAt(target: Record<string, unknown>, path: Path, value: unknown): void {
  let node: Record<string | number, unknown> = target;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i] as string | number;
    if (node[key] === undefined || node[key] === null || typeof node[key] !== 'object') {
      node[key] = typeof path[i + 1] === 'number' ? [] : {};
    }
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1] as string | number] = value;
}

/** The path with :params filled in. */
export function urlWithParams(route: ApiRoute, params: Record<string, unknown> | undefined): string {
  return route.url.replace(/:([A-Za-z_]+)/g, (_m, key: string) =>
    encodeURIComponent(String(params?.[key] ?? '')),
  );
}

export function queryString(query: Record<string, unknown> | undefined): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) qs.append(k, String(item));
    else qs.set(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  const s = qs.toString();
  return s ? `?${s}` : '';
}
