import { expect, test } from '@playwright/test';

declare global {
  interface Window {
    policyViolations?: string[];
  }
}

test('the API reference at /api/docs shows the document, refused nothing by the policy and asked nothing elsewhere', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const outside: string[] = [];
  const refusals: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin)
      outside.push(request.url());
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  page.on('pageerror', (error) => refusals.push(`page error: ${error.message}`));
  // Each refusal of the policy fires this event in the page, whether or not the browser logs it.
  await page.addInitScript(() => {
    window.policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.policyViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const answer = await page.goto('/api/docs');
  expect(answer?.status()).toBe(200);
  await expect(page).toHaveTitle('Grana API');
  // Scalar renders the whole document in the page: seconds on a quiet machine, more beside a loaded suite.
  await expect(page.getByRole('heading', { name: 'Grana API' }).first()).toBeVisible({ timeout: 30_000 });
  // A group and one of its operations, with the path a tool calls.
  await page.getByRole('button', { name: 'Abrir Grupo - Transações' }).click();
  await page
    .getByText('Listar transações (filtros por período, conta, categoria, tipo, busca)')
    .first()
    .click();
  await expect(page.getByText('/api/v1/transactions', { exact: true }).first()).toBeVisible();

  expect(await page.evaluate(() => window.policyViolations)).toEqual([]);
  expect(refusals).toEqual([]);
  expect(outside).toEqual([]);
});
