import { expect, test } from '@playwright/test';
import { apiPost, signedInPerson } from './helpers';

// The browser speaks English here (playwright.config.ts): the weekdays below are the app's own.
test("the calendar's weekdays are written the Brazilian way, 'sáb' with its accent", async ({ page }) => {
  await signedInPerson(page);
  await apiPost(page, '/accounts', { name: 'Conta Corrente', type: 'checking', opening_balance: 0 });
  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Nova transação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova transação' });
  await dialog.getByRole('button', { name: 'Abrir calendário' }).click();
  const calendar = page.getByRole('dialog', { name: 'Escolher data' });
  // The heads are hidden from screen readers (each day's name says its weekday in full): read as shown.
  await expect(calendar.locator('.rdp-weekday')).toHaveText([
    'dom',
    'seg',
    'ter',
    'qua',
    'qui',
    'sex',
    'sáb',
  ]);
});
