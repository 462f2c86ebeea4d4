import { test as base, expect, type Page } from '@playwright/test';
import { PASSWORD } from './helpers';

/**
 * The page walks (axe on every page, every page on a phone) as one test per page, run in parallel. The person whose
 * lists the pages show is seeded once per worker, through the API in a context of its own; each test signs that
 * person in afresh, so a page's test stands alone and a slow page fails alone.
 */
export function walkWithPerson(seed: (page: Page) => Promise<{ email: string }>) {
  return base.extend<object, { walker: { email: string } }>({
    walker: [
      async ({ browser }, use, workerInfo) => {
        const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
        const person = await seed(await context.newPage());
        await context.close();
        await use(person);
      },
      { scope: 'worker' },
    ],
  });
}

/**
 * Signs in through the API (the session's cookies land in the page's context), so the page under test is the first
 * the browser opens: it renews the session as a new tab does. The sign-in page has journeys of its own.
 */
export async function signInQuietly(page: Page, email: string): Promise<void> {
  const res = await page.request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
}
