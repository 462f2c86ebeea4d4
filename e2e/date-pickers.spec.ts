import { expect, type Page, test } from '@playwright/test';
import { DATE_NOT_IN_CALENDAR_MESSAGE } from '../common/contract/shared';
import {
  addDays,
  addMonths,
  firstDayOfMonth,
  formatDateBR,
  formatMonthLabel,
  todayIn,
} from '../common/dates';
import { apiGet, apiPost, signedInPerson } from './helpers';

// The whole suite runs Chromium with an English interface (e2e/chromium.ts, playwright.config.ts): everything
// below is the app's own Portuguese, not the browser's.

const today = () => todayIn('America/Sao_Paulo');

async function newTransactionDialog(page: Page) {
  await signedInPerson(page);
  await apiPost(page, '/accounts', { name: 'Conta Corrente', type: 'checking', opening_balance: 0 });
  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Nova transação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova transação' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a date typed the Brazilian way is saved as that date; an impossible one is explained', async ({
  page,
}) => {
  const dialog = await newTransactionDialog(page);
  const date = dialog.getByLabel('Data', { exact: true });
  await expect(date).toHaveValue(formatDateBR(today()));
  await expect(date).toHaveAttribute('placeholder', 'dd/mm/aaaa');

  await date.clear();
  await date.pressSequentially('31022026');
  await expect(date).toHaveValue('31/02/2026');
  await expect(dialog.getByText(DATE_NOT_IN_CALENDAR_MESSAGE)).toBeVisible();

  // A pasted ISO date is read too.
  await date.fill('2026-11-21');
  await expect(date).toHaveValue('21/11/2026');
  await expect(dialog.getByText(DATE_NOT_IN_CALENDAR_MESSAGE)).toBeHidden();

  await date.clear();
  await date.pressSequentially('21112026');
  await expect(date).toHaveValue('21/11/2026');
  await dialog.getByLabel('Descrição').fill('Padaria');
  await dialog.getByLabel('Valor', { exact: true }).fill('12,50');
  await dialog.getByLabel('Conta', { exact: true }).selectOption({ label: 'Conta Corrente' });
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog).toBeHidden();
  const { items } = await apiGet<{ items: { description: string; date: string }[] }>(page, '/transactions');
  expect(items.map((t) => [t.description, t.date])).toEqual([['Padaria', '2026-11-21']]);
});

test("the calendar's 'Hoje' and 'Ontem', and a day picked with the keyboard", async ({ page }) => {
  const dialog = await newTransactionDialog(page);
  const date = dialog.getByLabel('Data', { exact: true });
  const opener = dialog.getByRole('button', { name: 'Abrir calendário' });

  await opener.click();
  const calendar = page.getByRole('dialog', { name: 'Escolher data' });
  await expect(calendar.getByRole('grid')).toHaveAccessibleName(
    new RegExp(formatMonthLabel(today()).split(' ')[0]!),
  );
  await calendar.getByRole('button', { name: 'Ontem' }).click();
  await expect(calendar).toBeHidden();
  await expect(date).toHaveValue(formatDateBR(addDays(today(), -1)));
  await expect(opener).toBeFocused();

  // Escape closes only the calendar, not the dialog around it.
  await page.keyboard.press('Enter');
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(opener).toBeFocused();

  // The chosen day takes the focus; the arrows move a day at a time and Enter picks.
  await page.keyboard.press('Enter');
  await expect(calendar.getByRole('button', { name: /selecionado/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(date).toHaveValue(formatDateBR(addDays(today(), 1)));

  await opener.click();
  await calendar.getByRole('button', { name: 'Hoje', exact: true }).click();
  await expect(date).toHaveValue(formatDateBR(today()));
});

test('the month selector writes the month in Portuguese and picks one from its grid', async ({ page }) => {
  await signedInPerson(page);
  await page.goto('/transactions');
  const month = firstDayOfMonth(today());
  const picker = page.getByTestId('month-picker');
  await expect(picker).toHaveText(formatMonthLabel(month));

  await page.getByRole('button', { name: 'Mês anterior' }).click();
  await expect(picker).toHaveText(formatMonthLabel(addMonths(month, -1)));
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await expect(picker).toHaveText(formatMonthLabel(month));

  // By keyboard: the chosen month has the focus, the arrows move and cross into the next year.
  await picker.focus();
  await page.keyboard.press('Enter');
  const grid = page.getByRole('dialog', { name: 'Escolher mês' });
  await expect(grid.getByRole('button', { name: formatMonthLabel(month) })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(grid).toBeHidden();
  await expect(picker).toHaveText(formatMonthLabel(addMonths(month, 3)));
  await expect(picker).toBeFocused();

  await picker.click();
  await grid.getByRole('button', { name: 'Próximo ano' }).click();
  const nextJanuary = `${Number(addMonths(month, 3).slice(0, 4)) + 1}-01-01`;
  await grid.getByRole('button', { name: formatMonthLabel(nextJanuary) }).click();
  await expect(picker).toHaveText(formatMonthLabel(nextJanuary));
  await expect(page.getByTestId('month-label')).toHaveText(formatMonthLabel(nextJanuary));

  await picker.click();
  await page.keyboard.press('Escape');
  await expect(grid).toBeHidden();
  await expect(picker).toBeFocused();
});
