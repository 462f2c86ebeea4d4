/**
 * Signed-in page loads in headless Chromium (Debian's, as the browser tests launch it), timed from navigation
 * start until the page shows what a person came for: on a desktop with a fast network (the dashboard), and on a
 * phone on a mobile network (the dashboard and the transactions page, cold and from the service worker).
 */
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from '@playwright/test';
import { chromiumLaunch } from '../../e2e/chromium';
import { percentile, round } from './stats';

/** A page of the app and the moment it counts as shown, as a check evaluated in the page. */
interface Probe {
  key: 'dashboard' | 'transactions';
  label: string;
  path: string;
  /** A script expression, true once the page shows its content. */
  shown: string;
}

const DASHBOARD: Probe = {
  key: 'dashboard',
  label: "dashboard: the four 'Resumo do mês' cards with figures",
  path: '/',
  shown: `[...document.querySelectorAll('section[aria-label="Resumo do mês"] [data-testid="card-value"]')]
    .filter((v) => (v.textContent || '').trim() !== '').length >= 4`,
};

const TRANSACTIONS: Probe = {
  key: 'transactions',
  label: 'transactions: the first rows of the month',
  path: '/transactions',
  // A phone shows cards under day headings, a wide screen a table.
  shown: `document.querySelector('ul[aria-label^="Transações de"] > li, table tbody tr') !== null`,
};

/**
 * The phone of issue 19: a mid-range phone (CPU 4 times slower than this machine's) on a mobile network,
 * applied through the Chrome DevTools protocol as DevTools' own throttling does.
 */
export const PHONE = {
  description: '390×844 phone screen, CPU slowed 4×, network 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency',
  cpuRate: 4,
  network: { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
  context: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  } satisfies BrowserContextOptions,
};

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 860 } };

/**
 * Runs before the page's scripts: the session as the sign-in page leaves it (only when the tab has none, so a
 * second visit keeps its own), and an observer that notes when the probe's content is shown.
 */
function initScript(token: string, probe: Probe): string {
  return `(() => {
    if (!sessionStorage.getItem('accessToken')) {
      sessionStorage.setItem('accessToken', ${JSON.stringify(token)});
      sessionStorage.setItem('hasAuth', '1');
    }
    const check = () => {
      if (window.__benchShownAt === undefined && (${probe.shown})) window.__benchShownAt = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  })();`;
}

declare global {
  interface Window {
    __benchShownAt?: number;
  }
}

/** A request of a load, in ms from navigation start; kB as they crossed the network (0: from a cache). */
export interface RequestTiming {
  path: string;
  startMs: number;
  endMs: number;
  transferKb: number;
}

interface LoadResult {
  shownMs: number;
  /** The page was answered by the service worker. */
  controlled: boolean;
  requests: RequestTiming[];
}

/** A new context signed in through the API as the sign-in page does (cookies in the context, token in the tab). */
async function signedInContext(
  browser: Browser,
  base: string,
  credentials: { email: string; password: string },
  probe: Probe,
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    ...options,
  });
  const res = await context.request.post(`${base}/api/v1/auth/login`, {
    data: { ...credentials, remember: true },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
  // A string, not a function: tsx compiles functions with helpers (__name) the page does not have.
  await context.addInitScript({ content: initScript(token, probe) });
  return context;
}

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuRate });
}

/** Navigates and waits for the probe; the figures come from the page's own clock (0 = navigation start). */
async function timedLoad(page: Page, url: string): Promise<LoadResult> {
  await page.goto(url);
  // Functions without named inner functions: tsx's __name helper does not exist in the page, and the page's
  // CSP forbids evaluating strings.
  await page.waitForFunction(() => window.__benchShownAt !== undefined, undefined, { timeout: 90_000 });
  const result = await page.evaluate(() => ({
    shownMs: window.__benchShownAt as number,
    controlled: navigator.serviceWorker?.controller != null,
    requests: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
      path: new URL(e.name).pathname + new URL(e.name).search,
      startMs: e.startTime,
      endMs: e.responseEnd,
      transferKb: e.transferSize / 1000,
    })),
  }));
  return {
    shownMs: round(result.shownMs, 0),
    controlled: result.controlled,
    requests: result.requests.map((r) => ({
      path: r.path,
      startMs: round(r.startMs, 0),
      endMs: round(r.endMs, 0),
      transferKb: round(r.transferKb, 1),
    })),
  };
}

const median = (values: number[]) => (values.length ? percentile(values, 50) : null);

function failure(error: unknown): string {
  return (error as Error).message.split('\n')[0] ?? 'failed';
}

export interface ColdLoadFigures {
  available: boolean;
  reason?: string;
  /** ms from navigation start to the four dashboard cards showing figures, per load. */
  loads: number[];
  medianMs: number | null;
}

/**
 * Cold loads of the dashboard on a desktop with the machine's own network and CPU: new browser contexts (empty
 * cache, no service worker), signed in through the API.
 */
export async function coldLoads(
  base: string,
  email: string,
  password: string,
  count: number,
): Promise<ColdLoadFigures> {
  const browser = await chromium.launch(await chromiumLaunch());
  const loads: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const context = await signedInContext(browser, base, { email, password }, DASHBOARD, DESKTOP);
      try {
        loads.push((await timedLoad(await context.newPage(), `${base}${DASHBOARD.path}`)).shownMs);
      } finally {
        await context.close();
      }
    }
  } catch (error) {
    return { available: false, reason: failure(error), loads, medianMs: null };
  } finally {
    await browser.close();
  }
  return { available: true, loads, medianMs: median(loads) };
}

export interface PhoneRouteFigures {
  key: Probe['key'];
  label: string;
  path: string;
  /** ms from navigation start to the content, per run: a new context (empty cache, no service worker). */
  cold: number[];
  /** The same context again once its service worker is active: the page and its files come from the worker. */
  second: number[];
  coldMedianMs: number | null;
  secondMedianMs: number | null;
  /** Every second visit was answered by the service worker. */
  secondControlled: boolean;
  /** The first cold load's requests, to see what waits for what. */
  waterfall: RequestTiming[];
}

export interface PhoneFigures {
  available: boolean;
  reason?: string;
  profile: string;
  routes: PhoneRouteFigures[];
}

/**
 * The phone of issue 19 on each probed page: per run a cold visit in a new context, then, once the service
 * worker that visit installed is active, a second visit in the same tab.
 */
export async function phoneLoads(
  base: string,
  email: string,
  password: string,
  runs: number,
): Promise<PhoneFigures> {
  const browser = await chromium.launch(await chromiumLaunch());
  const routes: PhoneRouteFigures[] = [];
  try {
    for (const probe of [DASHBOARD, TRANSACTIONS]) {
      const figures: PhoneRouteFigures = {
        key: probe.key,
        label: probe.label,
        path: probe.path,
        cold: [],
        second: [],
        coldMedianMs: null,
        secondMedianMs: null,
        secondControlled: true,
        waterfall: [],
      };
      routes.push(figures);
      for (let i = 0; i < runs; i++) {
        const context = await signedInContext(browser, base, { email, password }, probe, PHONE.context);
        try {
          const page = await context.newPage();
          await throttle(context, page);
          const cold = await timedLoad(page, `${base}${probe.path}`);
          figures.cold.push(cold.shownMs);
          if (i === 0) figures.waterfall = cold.requests;
          // The worker installs after the load event and precaches the build; it is active once it has all.
          await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
          const second = await timedLoad(page, `${base}${probe.path}`);
          figures.second.push(second.shownMs);
          figures.secondControlled &&= second.controlled;
        } finally {
          await context.close();
        }
      }
      figures.coldMedianMs = median(figures.cold);
      figures.secondMedianMs = median(figures.second);
    }
  } catch (error) {
    return { available: false, reason: failure(error), profile: PHONE.description, routes };
  } finally {
    await browser.close();
  }
  return { available: true, profile: PHONE.description, routes };
}
