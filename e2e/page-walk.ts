import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { PASSWORD } from './helpers';

/**
 * The page walks (axe on every page, every page on a phone) as one test per page, run in parallel. The person whose
 * lists the pages show is seeded once per worker, through the API in a context of its own; each worker then keeps
 * one signed-in page per size and theme, and each test opens its page there, as the walk of every page in one test
 * did: a new context and sign-in per test doubled the walks' time on a loaded machine. A slow page fails alone.
 */
export function walkWithPerson(seed: (page: Page) => Promise<{ email: string }>) {
  return base.extend<
    { walkPage: Page },
    { walker: { email: string }; walkPages: Map<string, Promise<Page>> }
  >({
    walker: [
      async ({ browser }, use, workerInfo) => {
        const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
        const person = await seed(await context.newPage());
        await context.close();
        await use(person);
      },
      { scope: 'worker' },
    ],
    walkPages: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from its first argument.
      async ({}, use) => {
        const pages = new Map<string, Promise<Page>>();
        await use(pages);
        for (const page of pages.values()) await (await page).context().close();
      },
      { scope: 'worker' },
    ],
    walkPage: async (
      { browser, walker, walkPages, baseURL, viewport, colorScheme, locale, timezoneId, serviceWorkers },
      use,
    ) => {
      const options: BrowserContextOptions = {
        baseURL,
        viewport,
        colorScheme,
        locale,
        timezoneId,
        serviceWorkers,
      };
      const key = JSON.stringify(options);
      let page = walkPages.get(key);
      if (!page) {
        page = signedInPage(browser.newContext(options), walker.email);
        walkPages.set(key, page);
      }
      await use(await page);
    },
  });
}

/**
 * Signs in through the API (the session's cookies land in the context), so the page under test is the first the
 * browser opens: it renews the session as a new tab does. The sign-in page has journeys of its own.
 */
async function signedInPage(opening: Promise<BrowserContext>, email: string) {
  const context = await opening;
  const page = await context.newPage();
  const res = await page.request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return page;
}
