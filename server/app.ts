import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/connect';
import { createPersonalTokenCheck } from './features/api-tokens/public';
import { createLivePeopleCheck } from './features/auth/live-people';
import { createTokenSigner } from './features/auth/tokens';
import { createBookMembershipCheck } from './features/books/public';
import { protectedRoutes, publicRoutes } from './features/index';
import { subscribeToLedgerChanges } from './features/ledger-subscribers';
import { mcpRoutes } from './features/mcp/public';
import { PLUGGY_CONNECT_ORIGIN, type ProviderFactory, syncSettings } from './features/sync/settings';
import { AccessLog } from './http/access-log';
import { documentBearerAuthentication, registerApiReference } from './http/api-reference';
import { authenticationChecks, requireAuthentication } from './http/authenticate';
import { closeConnectionsOnShutdown } from './http/close-on-shutdown';
import type { AppDeps } from './http/deps';
import { registerErrorHandling } from './http/error-handler';
import { addSecurityHeaders, forbidCaching } from './http/security-headers';
import { serveWebApp } from './http/web-app';
import { createMailer, type Mailer } from './mail/mailer';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  /** The bank sync aggregator's client (Pluggy's in main.ts; tests give one of their own). */
  syncProviderFor?: ProviderFactory;
}

/** Upload cap for statement files; a 50,000-row bank CSV is about 4 MB. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * Fastify's own hop count trusts no hop at all (it cannot check the nearest peer), so a count becomes
 * proxy-addr's rule: the N nearest addresses are proxies and the next one is the client.
 */
function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (!trust) return false;
  if ('hops' in trust) return (_address: string, hop: number) => hop < trust.hops;
  return trust.addresses;
}

/** Builds the application with its plugins and routes. It never listens: main.ts does, tests use inject. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  subscribeToLedgerChanges();
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    requestIdHeader: false,
    logController: new AccessLog(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  closeConnectionsOnShutdown(app);

  const deps: AppDeps = {
    config,
    database,
    signer: createTokenSigner(config.jwtSecret),
    mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    sync: syncSettings(config, options.syncProviderFor),
  };
  app.decorate('deps', deps);
  const routeTable: RouteOptions[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    routeTable.push(route);
  });

  addSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' compiles WebAssembly only (the QR and bar code reader's, served by the app); no eval of
        // JavaScript, no inline script.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Chart libraries set inline style attributes; no inline script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        // The service worker (sw.js) and the import wizard's Web Worker are our own files.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // Pluggy Connect's frame, on an installation with its own Pluggy pair only (bank sync's widget).
        frameSrc: deps.sync.operator ? ["'self'", 'blob:', PLUGGY_CONNECT_ORIGIN] : ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    strictTransportSecurity: config.isProduction,
  });
  forbidCaching(app, '/api/');
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 } });
  // Before the routes: the document records each route as it is registered.
  await registerApiReference(app);
  const checks = authenticationChecks(
    createLivePeopleCheck(database.db),
    createBookMembershipCheck(database.db),
    createPersonalTokenCheck(database.db, { requestsPerMinute: config.rateLimits.tokenRequestsPerMinute }),
  );

  await app.register(
    async (api) => {
      await api.register(publicRoutes);
      await api.register(async (scope) => {
        requireAuthentication(scope, checks);
        documentBearerAuthentication(scope);
        await scope.register(protectedRoutes);
      });
    },
    { prefix: '/api/v1' },
  );
  // Grana's MCP server: its tools call the routes above in process, behind the same hook (here too, for the bearer
  // and the book); the checks are shared, so a token's /mcp requests and its tools' calls count in one rate.
  await app.register(async (mcp) => {
    requireAuthentication(mcp, checks);
    await mcp.register(mcpRoutes);
  });

  await serveWebApp(app, config.webDist);
  return app;
}
