import { expect, type Page, test } from '@playwright/test';
import { addMonths, firstDayOfMonth, todayIn } from '../common/dates';
import { apiPost, axeViolationsInBothThemes, normalise, overflowingParts, signedInPerson } from './helpers';

const today = () => todayIn('America/Sao_Paulo');
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The three months before this one, on the `day`: a fixed item still alive (the latest last month). */
const lastThreeMonths = (day: number) =>
  [3, 2, 1].map(
    (back) => addMonths(firstDayOfMonth(today()), -back).slice(0, 8) + String(day).padStart(2, '0'),
  );

/** A person whose history holds a gym paid on the 10th and a salary on the 5th, three months running. */
async function personWithHistory(page: Page) {
  await signedInPerson(page);
  const account = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 3000 });
  for (const date of lastThreeMonths(10))
    await apiPost(page, '/transactions', {
      accountId: account.id,
      type: 'DESPESA',
      amount: 119.9,
      date,
      description: 'Academia',
      payeeName: 'Smart Fit',
    });
  for (const date of lastThreeMonths(5))
    await apiPost(page, '/transactions', {
      accountId: account.id,
      type: 'RECEITA',
      amount: 5000,
      date,
      description: 'Salário',
      payeeName: 'ACME Ltda',
    });
}

for (const [name, viewport] of [
  ['a desktop', { width: 1280, height: 900 }],
  ['a 390 px phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    test('a fixed item found in the history is made fixed by keyboard and counted in the forecast; another is dismissed', async ({
      page,
    }) => {
      // Six rows typed, two suggestions acted on and the forecast read twice: 54 s on a quiet desktop run.
      test.setTimeout(120_000);
      await personWithHistory(page);
      // Previsão names the salary it does not count yet, and leads to where it is made fixed.
      await page.goto('/forecast');
      const note = page.getByTestId('found-incomes-note');
      expect(normalise(await note.textContent())).toBe(
        'Seu histórico tem uma receita que parece fixa e que a previsão ainda não conta: ACME Ltda (R$ 5.000,00, todo dia 5). Ver em Gastos Fixos',
      );
      await note.getByRole('link', { name: 'Ver em Gastos Fixos' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/gastos-fixos$/);
      const found = page.getByRole('region', { name: 'Encontrados no seu histórico' });
      const suggestions = found.getByTestId('fixed-suggestion');
      await expect(suggestions).toHaveCount(2);
      const gym = suggestions.filter({ hasText: 'Academia' });
      const salary = suggestions.filter({ hasText: 'Salário' });
      expect(normalise(await gym.textContent())).toContain(
        'Parece um gasto fixoAcademiaR$ 119,90todo dia 10 · R$ 1.438,80 por ano',
      );
      await expect(salary).toContainText('Parece uma receita fixa');
      await expect(salary).toContainText('todo dia 5');
      const subscriptions = page.getByRole('region', { name: 'Assinaturas' });
      await expect(subscriptions).toContainText('Nenhum gasto fixo cadastrado: sem assinaturas para somar.');

      expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
      expect(await overflowingParts(page)).toEqual([]);

      // By keyboard: the gym's button reached and pressed with Enter.
      const create = gym.getByRole('button', { name: 'Criar gasto fixo' });
      await create.focus();
      await expect(create).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(toast(page, 'Gasto fixo criado')).toBeVisible();
      await expect(suggestions).toHaveCount(1);
      const expenses = page.getByRole('region', { name: 'Gastos fixos', exact: true });
      await expect(expenses.getByText('Academia').first()).toBeVisible();
      const line = subscriptions.getByRole('listitem').filter({ hasText: 'Academia' });
      expect(normalise(await line.textContent())).toBe('AcademiaR$ 1.438,80 por ano');
      expect(normalise(await subscriptions.getByTestId('subscriptions-total').textContent())).toBe(
        'R$ 1.438,80',
      );

      // "Não é fixo" with the space bar: gone, and still gone after a reload.
      const notFixed = salary.getByRole('button', { name: 'Não é fixo' });
      await notFixed.focus();
      await page.keyboard.press('Space');
      await expect(toast(page, 'Sugestão dispensada: ela não aparece mais')).toBeVisible();
      await expect(found).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('region', { name: 'Assinaturas' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Encontrados no seu histórico' })).toHaveCount(0);
      expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
      expect(await overflowingParts(page)).toEqual([]);

      // The forecast counts on it; the dismissed salary is no longer named there.
      await page.goto('/forecast');
      await expect(page.getByRole('heading', { name: 'Previsão' })).toBeVisible();
      const items = page.getByRole('list', { name: 'Próximos lançamentos' }).getByRole('listitem');
      const gymItems = items.filter({ hasText: 'Academia' });
      await expect(gymItems.first()).toBeVisible();
      expect(normalise(await gymItems.first().textContent())).toMatch(/AcademiaFixo-R\$ 119,90$/);
      await expect(page.getByTestId('found-incomes-note')).toHaveCount(0);
      expect(await overflowingParts(page)).toEqual([]);
    });
  });
}
