import { createHmac } from 'node:crypto';
import http from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { signedInPerson } from './helpers';

/**
 * The receiver the webhook posts to, on 127.0.0.1 (the server runs with WEBHOOKS_ALLOW_PRIVATE): E2E_PORT + 4000
 * unless E2E_WEBHOOK_PORT says otherwise, so parallel runs on other ports do not meet.
 */
const receiverPort = Number(process.env.E2E_WEBHOOK_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 4000);
const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    received.push({ headers: req.headers, body });
    res.end('ok');
  });
});

test.beforeAll(() => new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', resolve)));
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

/** The page's own sideways scroll, if any (a phone must not have one). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('the dono adds a webhook, sees its secret once, sends a test and the log shows it delivered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInPerson(page, 'Wagner Webhook');
  await page.goto('/webhooks');
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();

  // By keyboard: the address, then the events.
  await page.getByLabel('Endereço (URL)').fill(`http://127.0.0.1:${receiverPort}/grana`);
  await page.getByRole('checkbox', { name: 'Transação criada' }).check();
  await page.getByRole('checkbox', { name: 'Fatura ou gasto fixo a vencer' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Fatura ou gasto fixo a vencer' })).toBeChecked();
  await page.getByRole('button', { name: 'Adicionar webhook' }).click();

  await expect(page.getByText('ele não será mostrado novamente')).toBeVisible();
  const secret = await page.getByRole('textbox', { name: 'Segredo do webhook' }).inputValue();
  expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
  await expect(page.getByRole('button', { name: 'Copiar' })).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Já copiei' }).click();
  await expect(page.locator('body')).not.toContainText(secret.slice(6));

  const card = page.getByTestId('webhook-card');
  await expect(card).toContainText(`http://127.0.0.1:${receiverPort}/grana`);
  await expect(card).toContainText('Transação criada · Fatura ou gasto fixo a vencer');
  await expect(card).toContainText('Nenhuma entrega ainda.');
  await card.getByRole('button', { name: 'Enviar teste' }).click();

  const delivery = card.getByTestId('webhook-delivery').first();
  await expect(delivery).toContainText('Teste');
  await expect(delivery).toContainText('Entregue');
  await expect(delivery).toContainText('HTTP 200');
  await expect(delivery).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

  // What arrived is the ping, signed with the secret shown once.
  const ping = received.at(-1)!;
  expect(ping.headers['x-grana-event']).toBe('ping');
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(ping.headers['x-grana-signature'])) ?? [];
  expect(createHmac('sha256', secret).update(`${t}.${ping.body}`).digest('hex')).toBe(v1);

  // Shown once: a reload lists the webhook without its secret.
  await page.reload();
  await expect(page.getByTestId('webhook-card')).toContainText('Entregue');
  await expect(page.locator('body')).not.toContainText(secret.slice(6));
});
