import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './e2e/chromium';
import { fakePluggyPort } from './e2e/fake-bank';
import { MAIL_HEALTH_PATH, mailInboxPorts } from './e2e/mail-inbox';
import { E2E_JWT_SECRET } from './e2e/server-env';
import { HEALTH_PATH } from './server/test/fake-pluggy';

// The browser tests drive the built app served by the real server (npm run serve, what npm start runs after
// building) on a fresh embedded database in a temporary folder.
const port = Number(process.env.E2E_PORT ?? 3100);
// Bank sync talks to a local Pluggy (e2e/fake-pluggy-server.ts), never to api.pluggy.ai.
const pluggyPort = fakePluggyPort(port);
// The app's e-mail goes to a local inbox (e2e/mail-inbox-server.ts), from which the tests read it as its person would.
const mailPorts = mailInboxPorts(port);
const baseURL = `http://127.0.0.1:${port}`;
/** The test of a new version's offer (e2e/pwa-update.spec.ts). */
const NEW_VERSION = '**/pwa-update.spec.ts';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'grana-e2e-'));
const { executablePath, args } = await chromiumLaunch();

export default defineConfig({
  testDir: 'e2e',
  projects: [
    { name: 'app', testMatch: '**/*.spec.ts', testIgnore: NEW_VERSION },
    // It changes the build the server serves: after every other test, so none of them meets the change. Alone:
    // `npx playwright test e2e/pwa-update.spec.ts --no-deps` (a dependency project runs whole otherwise).
    { name: 'new-version', testMatch: NEW_VERSION, dependencies: ['app'] },
  ],
  outputDir: 'test-results',
  fullyParallel: true,
  // Three on CI's two cores: a test spends much of its time waiting on the page and the server (a third of the CPU
  // stood idle with two), and every test signs up its own person, so none waits on another.
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // The browser's language is English: every text and date the tests read comes from the app, in Portuguese.
    locale: 'en-US',
    timezoneId: 'America/Sao_Paulo',
    screenshot: 'only-on-failure',
    trace: 'off',
    // The app's service worker precaches the whole build (some 190 files) in every new context, which no journey
    // but the installed app's reads: its specs allow it (e2e/pwa.spec.ts, e2e/pwa-update.spec.ts).
    serviceWorkers: 'block',
    launchOptions: { executablePath, args },
  },
  webServer: [
    {
      command: `npx tsx e2e/fake-pluggy-server.ts ${pluggyPort}`,
      url: `http://127.0.0.1:${pluggyPort}${HEALTH_PATH}`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx tsx e2e/mail-inbox-server.ts ${mailPorts.smtp} ${mailPorts.http}`,
      url: `http://127.0.0.1:${mailPorts.http}${MAIL_HEALTH_PATH}`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npm run serve',
      url: `http://127.0.0.1:${port}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        JWT_SECRET: E2E_JWT_SECRET,
        // Tests run 'Processar automáticos' themselves; a scheduler tick in between would race them.
        SCHEDULER_INTERVAL_SECONDS: '0',
        // Every test signs up its own person from the same address.
        RATE_LIMIT_REGISTER_PER_HOUR: '1000',
        RATE_LIMIT_RECOVERY_PER_HOUR: '1000',
        PLUGGY_API_URL: `http://127.0.0.1:${pluggyPort}`,
        // The tests press 'Sincronizar agora' themselves; an automatic run in between would race them.
        SYNC_CHECK_SECONDS: '0',
        SMTP_URL: `smtp://127.0.0.1:${mailPorts.smtp}`,
        // The webhooks' tests post to a receiver on 127.0.0.1 (e2e/webhooks.spec.ts), refused by default.
        WEBHOOKS_ALLOW_PRIVATE: 'true',
        // The links in the e-mails (an invitation, a password reset) open in the tests' own server, at the origin
        // where their people are signed in (APP_URL would otherwise be http://localhost:PORT).
        APP_URL: baseURL,
      },
    },
  ],
});
