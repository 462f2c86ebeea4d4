import { expect, type Page, test } from '@playwright/test';
import type { Profile } from '../common/contract/auth';
import {
  UNSUBSCRIBE_LINK_EXPIRED_MESSAGE,
  UNSUBSCRIBE_LINK_INVALID_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from '../common/contract/reminders';
import { unsubscribeToken } from '../server/features/reminders/unsubscribe-token';
import { apiGet, authHeader, signedInPerson } from './helpers';
import { E2E_JWT_SECRET } from './server-env';

/** PUT to the API as the signed-in person. */
async function apiPut(page: Page, path: string, data: unknown) {
  const res = await page.request.put(`/api/v1${path}`, { data, headers: await authHeader(page) });
  expect(res.ok(), await res.text()).toBe(true);
}

test('reminders by e-mail: turned on in Perfil with the keyboard, and off by the e-mail link only once its button is pressed, without a session', async ({
  page,
  browser,
}) => {
  await signedInPerson(page, 'Lia Reminder');
  const me = await apiGet<Profile>(page, '/me');
  await page.goto('/profile');

  const card = page.getByRole('region', { name: 'Lembretes por e-mail' });
  const choice = card.getByRole('checkbox', { name: 'Receber lembretes de vencimentos por e-mail' });
  await expect(choice).not.toBeChecked();
  await expect(card).toContainText(me.email);
  // The test server sends e-mail (SMTP_URL): the choice promises a daily e-mail to the person's address, with its
  // link to turn them off, and says nothing of a server not configured to send.
  await expect(choice).toHaveAccessibleDescription(
    /^Uma vez por dia, em \S+@grana\.local, o que vence nos próximos dias: .* Cada e-mail traz um link para desativar\.$/,
  );
  await expect(card.getByText('não está configurado para enviar e-mails')).toHaveCount(0);

  await choice.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Lembretes por e-mail ativados' })).toBeVisible();
  await expect(choice).toBeChecked();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Lembretes por e-mail' })
      .getByRole('checkbox', { name: 'Receber lembretes de vencimentos por e-mail' }),
  ).toBeChecked();

  // The link of the e-mail, opened where nobody is signed in (as a mail scanner would open it, scripts and all).
  // The reminder goes out once a day (REMINDERS_TIME), not when a test asks, so the link is signed here as the
  // server signs it rather than read from the inbox.
  const elsewhere = await browser.newContext();
  const mailPage = await elsewhere.newPage();
  const posts: string[] = [];
  mailPage.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await mailPage.goto(
    `/lembretes/desativar?token=${encodeURIComponent(unsubscribeToken(E2E_JWT_SECRET, me.id))}`,
  );
  const button = mailPage.getByRole('button', { name: 'Desativar lembretes' });
  await expect(button).toBeVisible();
  await expect(mailPage.getByText('Este link desativa os lembretes de vencimentos')).toBeVisible();
  // Loading the page changes nothing: the reminders stay on until the person presses the button.
  await mailPage.waitForLoadState('networkidle');
  expect(posts).toEqual([]);
  expect((await apiGet<Profile>(page, '/me')).email_reminders).toBe(true);

  await button.focus();
  await mailPage.keyboard.press('Enter');
  const done = mailPage.getByRole('status');
  await expect(done).toHaveText(UNSUBSCRIBED_MESSAGE);
  await expect(button).toBeHidden();
  expect((await apiGet<Profile>(page, '/me')).email_reminders).toBe(false);

  // A link older than 90 days turns nothing off and says so.
  await apiPut(page, '/me/reminders', { email_reminders: true });
  const longAgo = new Date(Date.now() - 91 * 24 * 60 * 60 * 1000);
  await mailPage.goto(
    `/lembretes/desativar?token=${encodeURIComponent(unsubscribeToken(E2E_JWT_SECRET, me.id, longAgo))}`,
  );
  await mailPage.getByRole('button', { name: 'Desativar lembretes' }).click();
  await expect(mailPage.getByRole('alert')).toHaveText(UNSUBSCRIBE_LINK_EXPIRED_MESSAGE);
  await expect(mailPage.getByRole('button', { name: 'Desativar lembretes' })).toBeHidden();
  expect((await apiGet<Profile>(page, '/me')).email_reminders).toBe(true);

  // A link someone altered turns nothing off and says so.
  await mailPage.goto(
    `/lembretes/desativar?token=${me.id}.${Math.floor(Date.now() / 1000)}.${'A'.repeat(43)}`,
  );
  await mailPage.getByRole('button', { name: 'Desativar lembretes' }).click();
  await expect(mailPage.getByRole('alert')).toHaveText(UNSUBSCRIBE_LINK_INVALID_MESSAGE);
  await elsewhere.close();

  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Lembretes por e-mail' })
      .getByRole('checkbox', { name: 'Receber lembretes de vencimentos por e-mail' }),
  ).toBeChecked();
});
