import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { TOKEN_REQUESTS_PER_MINUTE } from '../common/contract/api-tokens';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../common/dates';
import { type BucketConfig, bucketConfigFrom } from './storage/bucket-config';

/** The only default signing secret; refused in production. */
const DEV_SECRET_MARKER = 'dev-only';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Grana <nao-responda@grana.local>'),
  APP_URL: z.string().optional(),
  TZ: z.string().default(DEFAULT_TIME_ZONE),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SCHEDULER_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(300),
  UNDO_PURGE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  REMINDERS_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'use HH:MM, 24 hours (e.g. 08:00)' })
    .default('08:00'),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  RATE_LIMIT_LOGIN_FAILURES: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_ACCOUNT_LOGIN_FAILURES: z.coerce.number().int().min(1).default(20),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_RECOVERY_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(TOKEN_REQUESTS_PER_MINUTE),
  SYNC_ENCRYPTION_KEY: z.string().optional(),
  PLUGGY_CLIENT_ID: z.string().optional(),
  PLUGGY_CLIENT_SECRET: z.string().optional(),
  SYNC_INTERVAL_HOURS: z.coerce.number().int().min(1).max(168).default(6),
  SYNC_CHECK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  SYNC_RUN_SECONDS: z.coerce.number().int().min(1).max(300).default(300),
  BCB_SGS_URL: z.url({ protocol: /^https?$/ }).default('https://api.bcb.gov.br'),
  INDEX_RATES_FETCH_HOURS: z.coerce.number().int().min(0).max(168).default(24),
  BCB_PTAX_URL: z.url({ protocol: /^https?$/ }).default('https://olinda.bcb.gov.br'),
  EXCHANGE_RATES_FETCH_HOURS: z.coerce.number().int().min(0).max(168).default(24),
  CAPTURE_AI_URL: z.url({ protocol: /^https?$/ }).optional(),
  CAPTURE_AI_MODEL: z.string().default('llama3.2'),
  CAPTURE_AI_KEY: z.string().optional(),
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
});

/** SYNC_ENCRYPTION_KEY's least length: as much randomness as the 32-byte key it is turned into. */
export const SYNC_KEY_MIN_LENGTH = 32;

/**
 * The file in DATA_DIR that keeps, outside production, the key generated once for bank sync's secrets, so
 * `npm start` needs no configuration (features/shared/secret-box.ts); a restore carries it to the new folder
 * (backup/restore-command.ts), so the sealed secrets still open.
 */
export const DEV_KEY_FILE = 'sync.key';

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** The bucket that keeps comprovantes instead of DATA_DIR/attachments (features/attachments/bucket-config.ts). */
  attachmentsBucket: BucketConfig | undefined;
  databaseUrl: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  /** APP_URL was set: links name appUrl whatever a request says (features/books/invitation-link.ts). */
  appUrlConfigured: boolean;
  defaultTimeZone: string;
  logLevel: string;
  schedulerIntervalSeconds: number;
  /** How often each process forgets the deletions past their undo window and removes their comprovantes. */
  undoPurgeSeconds: number;
  /** When the daily reminder e-mails go, 'HH:MM' in the server's time zone (TZ). */
  remindersTime: string;
  /** API processes sharing the port (PostgreSQL only): one per core uses every core. */
  workers: number;
  /**
   * Receipts (features/capture/receipt/ai.ts): an OpenAI-compatible endpoint asked for the fields the rules could not
   * read, with that one document's text; null (the default) sends nothing anywhere.
   */
  captureAi: { url: string; model: string; key: string | undefined } | null;
  rateLimits: {
    /** Failed sign-ins per client address in 15 minutes (also wrong current passwords per person). */
    loginFailures: number;
    /** Failed sign-ins per e-mail in 15 minutes, whatever the addresses they come from. */
    accountLoginFailures: number;
    registerPerHour: number;
    recoveryPerHour: number;
    /** Requests one personal access token may make per minute (server/http/authenticate.ts). */
    tokenRequestsPerMinute: number;
  };
  /**
   * Which peers are reverse proxies whose X-Forwarded-For is believed: none (false), the nearest N hops, or
   * the listed addresses and ranges. Never "all": a client could then write its own address.
   */
  trustProxy: TrustProxy;
  /** Folder of the built web app; served when it exists. */
  webDist: string | undefined;
  sync: SyncConfig;
  indexRates: IndexRatesConfig;
  exchangeRates: ExchangeRatesConfig;
  webhooks: WebhooksConfig;
}

/** Webhooks (server/features/webhooks): where the book's events may be sent. */
export interface WebhooksConfig {
  /**
   * WEBHOOKS_ALLOW_PRIVATE=true: addresses on this machine or its network (loopback, private ranges) and plain
   * http:// are accepted, for an installation whose receivers live beside it. Off by default: a webhook's address
   * is anyone's to type, and the server would otherwise post into the network it sits in.
   */
  allowPrivate: boolean;
}

/** The Banco Central's index series (server/jobs/index-rates.ts). */
export interface IndexRatesConfig {
  /** BCB_SGS_URL: the SGS's address, without a trailing slash. */
  sgsUrl: string;
  /** INDEX_RATES_FETCH_HOURS: hours between two fetches; 0 is off, and so is any NODE_ENV=test (no test goes online). */
  fetchHours: number;
}

/** The Banco Central's PTAX (server/jobs/exchange-rates.ts). */
export interface ExchangeRatesConfig {
  /** BCB_PTAX_URL: the Olinda service's address, without a trailing slash. */
  ptaxUrl: string;
  /** EXCHANGE_RATES_FETCH_HOURS: hours between two fetches; 0 is off, and so is any NODE_ENV=test. */
  fetchHours: number;
}

/** Bank sync (server/features/sync): how people's aggregator secrets are sealed, and the operator's own pair. */
export interface SyncConfig {
  /**
   * SYNC_ENCRYPTION_KEY: the text the key that seals people's secrets is derived from. Unset outside production, a
   * key kept in DATA_DIR/sync.key is used instead (server/features/shared/secret-box.ts); unset in production, people
   * cannot save credentials.
   */
  encryptionKey: string | undefined;
  /** PLUGGY_CLIENT_ID and PLUGGY_CLIENT_SECRET: the installation's credentials, used for whoever has none. */
  operator: { clientId: string; clientSecret: string } | null;
  /** How often each connection is synced on its own (SYNC_INTERVAL_HOURS). */
  intervalHours: number;
  /** How often each process looks for connections due, in seconds; 0 turns the automatic runs off (SYNC_CHECK_SECONDS). */
  checkSeconds: number;
  /**
   * The longest a run may take, in seconds (SYNC_RUN_SECONDS, 5 minutes at most: a third of the run's claim on its
   * connection); a bank slower than that stops the run, recorded as too slow.
   */
  runSeconds: number;
}

export type TrustProxy = false | { hops: number } | { addresses: string[] };

export class ConfigError extends Error {}

/** proxy-addr's names for whole ranges (127.0.0.1/8 and ::1, 169.254.0.0/16 and fe80::/10, private ranges). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or 0 trusts no proxy; a whole number N trusts the N nearest hops; otherwise a comma-
 * separated list of proxy addresses, CIDR ranges or proxy-addr's range names.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^(true|all|\*)$/i.test(text)) {
    throw new ConfigError(
      'TRUST_PROXY cannot trust every hop: any client could then choose its own address and escape the rate limits. ' +
        'Set the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY: ${hops} proxy hops is more than any real deployment`);
    return { hops };
  }
  const addresses = text.split(',').map((item) => item.trim());
  for (const address of addresses) {
    if (!isProxyAddress(address)) {
      throw new ConfigError(
        `TRUST_PROXY: "${address}" is neither a number of hops nor an IP address, a CIDR range or one of loopback, linklocal, uniquelocal`,
      );
    }
  }
  return { addresses };
}

function isProxyAddress(item: string): boolean {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (
    isProduction &&
    (!e.JWT_SECRET || e.JWT_SECRET.length < 32 || e.JWT_SECRET.includes(DEV_SECRET_MARKER))
  ) {
    throw new ConfigError('JWT_SECRET must be set to a random value of at least 32 characters in production');
  }
  if (!isValidTimeZone(e.TZ)) throw new ConfigError(`Invalid TZ: ${e.TZ}`);
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      'WORKERS above 1 needs DATABASE_URL: the embedded PGlite database serves one process',
    );
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    attachmentsBucket: attachmentsBucketFrom(env),
    databaseUrl: e.DATABASE_URL || undefined,
    // Outside production a missing secret is replaced by a random one per process: access tokens then end
    // with a restart, and the web app silently renews them with the refresh cookie kept in the database.
    jwtSecret: e.JWT_SECRET || `${DEV_SECRET_MARKER}-${randomBytes(32).toString('hex')}`,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    appUrlConfigured: Boolean(e.APP_URL),
    defaultTimeZone: e.TZ,
    logLevel: e.LOG_LEVEL,
    schedulerIntervalSeconds: e.SCHEDULER_INTERVAL_SECONDS,
    undoPurgeSeconds: e.UNDO_PURGE_SECONDS,
    remindersTime: e.REMINDERS_TIME,
    workers: e.WORKERS,
    captureAi: e.CAPTURE_AI_URL
      ? { url: e.CAPTURE_AI_URL, model: e.CAPTURE_AI_MODEL, key: e.CAPTURE_AI_KEY }
      : null,
    rateLimits: {
      loginFailures: e.RATE_LIMIT_LOGIN_FAILURES,
      accountLoginFailures: e.RATE_LIMIT_ACCOUNT_LOGIN_FAILURES,
      registerPerHour: e.RATE_LIMIT_REGISTER_PER_HOUR,
      recoveryPerHour: e.RATE_LIMIT_RECOVERY_PER_HOUR,
      tokenRequestsPerMinute: e.RATE_LIMIT_TOKEN_REQUESTS_PER_MINUTE,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDist: path.resolve('dist/web'),
    sync: syncConfig(e, isProduction),
    indexRates: {
      sgsUrl: e.BCB_SGS_URL.replace(/\/+$/, ''),
      fetchHours: e.NODE_ENV === 'test' ? 0 : e.INDEX_RATES_FETCH_HOURS,
    },
    exchangeRates: {
      ptaxUrl: e.BCB_PTAX_URL.replace(/\/+$/, ''),
      fetchHours: e.NODE_ENV === 'test' ? 0 : e.EXCHANGE_RATES_FETCH_HOURS,
    },
    webhooks: { allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE === 'true' },
  };
}

function attachmentsBucketFrom(env: NodeJS.ProcessEnv): BucketConfig | undefined {
  try {
    return bucketConfigFrom(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function syncConfig(e: z.output<typeof envSchema>, isProduction: boolean): SyncConfig {
  const key = e.SYNC_ENCRYPTION_KEY || undefined;
  if (key !== undefined && key.length < SYNC_KEY_MIN_LENGTH) {
    throw new ConfigError(
      `SYNC_ENCRYPTION_KEY must be a random value of at least ${SYNC_KEY_MIN_LENGTH} characters`,
    );
  }
  const clientId = e.PLUGGY_CLIENT_ID?.trim() || undefined;
  const clientSecret = e.PLUGGY_CLIENT_SECRET?.trim() || undefined;
  if ((clientId === undefined) !== (clientSecret === undefined)) {
    throw new ConfigError('PLUGGY_CLIENT_ID and PLUGGY_CLIENT_SECRET go together: set both, or neither');
  }
  // The operator's pair turns bank sync on for everyone, whose connections then live in this database: in
  // production the people's own secrets must be sealed with a key the operator chose and keeps.
  if (isProduction && clientId !== undefined && key === undefined) {
    throw new ConfigError(
      'PLUGGY_CLIENT_ID/PLUGGY_CLIENT_SECRET need SYNC_ENCRYPTION_KEY in production (a random value of at least 32 characters)',
    );
  }
  return {
    encryptionKey: key,
    operator: clientId && clientSecret ? { clientId, clientSecret } : null,
    intervalHours: e.SYNC_INTERVAL_HOURS,
    checkSeconds: e.SYNC_CHECK_SECONDS,
    runSeconds: e.SYNC_RUN_SECONDS,
  };
}
