import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signedInPerson } from './helpers';
import { activeWorker, isController } from './service-worker';

// The one place the service worker is the subject: the other specs block it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// A new build is made by changing the sw.js the server reads from dist/web (Playwright cannot route the browser's
// update check). The file stays changed until the test ends: restored earlier, the navigation that follows
// "Atualizar" finds the original file, a version newer than the one just switched to, and installs it again. This
// file therefore runs after every other one (playwright.config.ts, project 'new-version'), when no other test's
// browser can meet the changed file.
test('a new version is offered, can wait for later, and "Atualizar" switches to it', async ({ page }) => {
  await signedInPerson(page);
  await activeWorker(page);
  await page.reload();
  expect(await isController(page)).toBe(true);
  const prompt = page.locator('[aria-live="polite"]').filter({ hasText: 'Nova versão disponível.' });
  await expect(prompt).toHaveCount(0);

  const swFile = path.resolve('dist/web/sw.js');
  const built = readFileSync(swFile, 'utf8');
  try {
    writeFileSync(swFile, `${built}\n// nova versão`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Atualizar' })).toBeVisible();

    await prompt.getByRole('button', { name: 'Depois' }).click();
    await expect(prompt).toHaveCount(0);
    // Still waiting: the next start offers it again.
    await page.reload();
    await expect(prompt).toBeVisible();

    const waiting = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);
    expect(await waiting()).toBe('installed');
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Atualizar' }).click()]);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(prompt).toHaveCount(0);
    // The new version is the one in charge now; none is left waiting.
    expect(await waiting()).toBeNull();
    expect(await isController(page)).toBe(true);
  } finally {
    writeFileSync(swFile, built);
  }
});
