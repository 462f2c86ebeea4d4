import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests, screenshots and benchmark drive, in this order: CHROMIUM_PATH; a system
 * Chromium (Debian's /usr/bin/chromium); else the one that arrives with `npm ci` inside @sparticuz/chromium,
 * unpacked into the temporary folder on first use. Playwright's own browser download is never used: these
 * machines reach only the npm registry.
 */
export interface ChromiumLaunch {
  executablePath: string;
  args: string[];
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
}

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Keeps Chromium from reaching for a network these machines do not have; its interface is in English. */
const COMMON_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // An English interface on purpose: the app must show dates and months in Portuguese by itself, whatever
  // the browser's language (its date pickers are its own, not the browser's).
  '--lang=en-US',
];

/**
 * The npm Chromium's own flags were chosen for serverless functions, one page per process. Left out here:
 * two would turn off the browser's same-origin and mixed-content checks, so a page would pass here and fail
 * for a person; --single-process ends the whole browser when a test closes its context, and the next test of
 * the worker finds it gone.
 */
const LEFT_OUT_FLAGS = new Set([
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--single-process',
]);

export async function chromiumLaunch(): Promise<ChromiumLaunch> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return { executablePath: fromEnv, args: COMMON_ARGS, source: 'CHROMIUM_PATH' };
  if (existsSync(SYSTEM_CHROMIUM))
    return { executablePath: SYSTEM_CHROMIUM, args: COMMON_ARGS, source: 'system' };
  const { default: npmChromium } = await import('@sparticuz/chromium');
  const executablePath = await npmChromium.executablePath();
  const own = npmChromium.args.filter((flag) => !LEFT_OUT_FLAGS.has(flag) && !flag.startsWith('--headless'));
  return { executablePath, args: [...new Set([...own, ...COMMON_ARGS])], source: '@sparticuz/chromium' };
}
