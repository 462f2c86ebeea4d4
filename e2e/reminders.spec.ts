import { expect, test } from '@playwright/test';
import type { Profile } from '../common/contract/auth';
import { UNSUBSCRIBE_LINK_INVALID_MESSAGE, UNSUBSCRIBED_MESSAGE } from '../common/contract/reminders';
import { unsubscribeToken } from '../server/features/reminders/unsubscribe-token';
import { apiGet, signedInPerson } from './helpers';
import { E2E_JWT_SECRET } from './server-env';

test('reminders by e-mail: turned on in Perfil with the keyboard, and off again by the e-mail link without a session', async ({
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
  // The test server has no SMTP_URL: the page says e-mail is not sent yet rather than pretending.
  await expect(card.getByRole('status')).toContainText(
    'Este servidor ainda não está configurado para enviar e-mails',
  );

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

  // The link of the e-mail, opened where nobody is signed in.
  const elsewhere = await browser.newContext();
  const mailPage = await elsewhere.newPage();
  await mailPage.goto(
    `/lembretes/desativar?token=${encodeURIComponent(unsubscribeToken(E2E_JWT_SECRET, me.id))}`,
  );
  await expect(mailPage.getByRole('status')).toHaveText(UNSUBSCRIBED_MESSAGE);
  // A link someone altered turns nothing off and says so.
  await mailPage.goto(`/lembretes/desativar?token=${me.id}.${'A'.repeat(43)}`);
  await expect(mailPage.getByRole('alert')).toHaveText(UNSUBSCRIBE_LINK_INVALID_MESSAGE);
  await elsewhere.close();

  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Lembretes por e-mail' })
      .getByRole('checkbox', { name: 'Receber lembretes de vencimentos por e-mail' }),
  ).not.toBeChecked();
});
