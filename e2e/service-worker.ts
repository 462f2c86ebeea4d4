import type { Page, Response } from '@playwright/test';

/** The page's registration once its worker is active (installed: the whole build is in its cache). */
export async function activeWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
}

export const isController = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** Every answer the page receives while `action` runs, with whether the worker gave it. */
export async function answersDuring(page: Page, action: () => Promise<unknown>) {
  const answers: Array<{ url: URL; fromWorker: boolean; type: string }> = [];
  const record = (response: Response) =>
    answers.push({
      url: new URL(response.url()),
      fromWorker: response.fromServiceWorker(),
      type: response.request().resourceType(),
    });
  page.on('response', record);
  await action();
  page.off('response', record);
  return answers;
}
