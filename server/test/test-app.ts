import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { ErrorBody } from '../../common/contract/errors';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/connect';
import type { ProviderFactory } from '../features/sync/settings';
import { type AnswerCheck, checkAnswersAgainstReference } from '../http/answer-check';
import type { Mailer } from '../mail/mailer';
import { databaseUrlFor } from './postgres-url';
import { TestSyncBank } from './sync-bank';

export interface SentMail {
  to: string;
  /** The reset link, the sign-in link of a sign-up attempt's mail, the confirmation link of an address, a reminder's unsubscribe link, an invitation's, the Webhooks page of a webhook's notice. */
  link: string;
  kind:
    | 'password-reset'
    | 'sign-up-attempt'
    | 'email-verification'
    | 'reminder'
    | 'book-invitation'
    | 'webhook-disabled';
}

/** A mailer that sends nothing, for apps whose tests read no mail. */
export const noMail: Mailer = {
  sends: false,
  sendPasswordReset: async () => {},
  sendSignUpAttempt: async () => {},
  sendEmailVerification: async () => {},
  sendReminder: async () => {},
  sendBookInvitation: async () => {},
  sendWebhookDisabled: async () => {},
};

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  sentMail: SentMail[];
  /** The aggregator bank sync talks to in this app (server/test/sync-bank.ts). */
  syncBank: TestSyncBank;
}

/** A fresh copy of the migrated template database for this test file. */
export async function openTestDatabase(): Promise<Database> {
  if (inject('testDbKind') === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = inject('postgresTemplateDb');
    const name = `${template.replace('_tpl_', '_t_')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    return openDatabase({ databaseUrl: databaseUrlFor(url, name), poolSize: 5 });
  }
  const dump = new Blob([readFileSync(inject('pgliteTemplateFile'))]);
  return openDatabase({ loadDataDir: dump });
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0000',
      // A key of its own, so that no test writes DATA_DIR/sync.key into the working folder.
      SYNC_ENCRYPTION_KEY: 'test-sync-key-test-sync-key-test-sync-key',
      // A data folder of its own (comprovantes' files), never the working folder's.
      DATA_DIR: path.join(tmpdir(), `grana-test-${randomBytes(6).toString('hex')}`),
      ...overrides,
    }),
    webDist: undefined,
  };
}

/**
 * Builds the app on a fresh database once for the file; closes both after the file's tests. Bank sync talks to the
 * in-memory bank (ctx.syncBank) unless `options.syncProviderFor` gives another (the real Pluggy client pointed at
 * a local server speaking Pluggy's API: server/test/fake-pluggy.ts).
 */
export function setupTestApp(
  envOverrides: Record<string, string> = {},
  options: { syncProviderFor?: ProviderFactory } = {},
): TestContext {
  const context = { sentMail: [] as SentMail[], syncBank: new TestSyncBank() } as TestContext;
  let answers: AnswerCheck | undefined;
  beforeAll(async () => {
    context.config = testConfig(envOverrides);
    context.database = await openTestDatabase();
    const mailer: Mailer = {
      sends: true,
      async sendPasswordReset(to, _name, link) {
        context.sentMail.push({ to, link, kind: 'password-reset' });
      },
      async sendSignUpAttempt(to, _name, loginLink) {
        context.sentMail.push({ to, link: loginLink, kind: 'sign-up-attempt' });
      },
      async sendEmailVerification(to, _name, link) {
        context.sentMail.push({ to, link, kind: 'email-verification' });
      },
      async sendReminder(to, mail) {
        context.sentMail.push({ to, link: mail.unsubscribePageUrl, kind: 'reminder' });
      },
      async sendBookInvitation(to, invitation) {
        context.sentMail.push({ to, link: invitation.link, kind: 'book-invitation' });
      },
      async sendWebhookDisabled(to, notice) {
        context.sentMail.push({ to, link: notice.link, kind: 'webhook-disabled' });
      },
    };
    context.app = await buildApp({
      config: context.config,
      database: context.database,
      mailer,
      syncProviderFor: options.syncProviderFor ?? context.syncBank.providerFor,
    });
    answers = checkAnswersAgainstReference(context.app);
    await context.app.ready();
  });
  // Every answer the file's tests got is held to the API reference; one unlike it fails the file, naming it.
  afterAll(() => {
    const mismatches = answers?.mismatches ?? [];
    if (mismatches.length > 0)
      throw new Error(`Answers unlike the API reference:\n${[...new Set(mismatches)].join('\n')}`);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    if (context.config) await rm(context.config.dataDir, { recursive: true, force: true });
  });
  return context;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T & { data?: unknown; error?: ErrorBody };
  headers: Record<string, string | string[] | number | undefined>;
  cookies: Array<{ name: string; value: string; [key: string]: unknown }>;
}

/** One HTTP call through inject, with an optional bearer token. */
export async function call<T = any>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: {
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    cookies?: Record<string, string>;
  } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.inject({
    method,
    url,
    headers,
    cookies: options.cookies,
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
  let body: any;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, body, headers: response.headers, cookies: response.cookies as any };
}
