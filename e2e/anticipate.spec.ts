import { expect, type Page, test } from '@playwright/test';
import { billMonthName } from '../common/anticipation';
import { billDates, billMonthFor } from '../common/card-bills';
import { todayIn } from '../common/dates';
import { apiPost, signedInPerson } from './helpers';

const today = () => todayIn('America/Sao_Paulo');

/** A Nubank card, closing on the 3rd and due on the 10th. */
function nubank(page: Page): Promise<{ id: number }> {
  return apiPost(page, '/accounts', {
    name: 'Nubank',
    type: 'credit_card',
    closing_day: 3,
    due_day: 10,
    credit_limit: 5000,
  });
}

/** A Nubank card and a Sofá of R$ 600,00 in 3 installments bought today. */
async function sofaInThree(page: Page): Promise<void> {
  const card = await nubank(page);
  await apiPost(page, '/transactions', {
    accountId: card.id,
    type: 'DESPESA',
    amount: 600,
    installments: 3,
    date: today(),
    description: 'Sofá',
  });
}

test('anticipating: nothing chosen until the person picks, a preview of the figures, and Desfazer', async ({
  page,
}) => {
  await signedInPerson(page);
  const card = await nubank(page);
  await apiPost(page, '/transactions', {
    accountId: card.id,
    type: 'DESPESA',
    amount: 1200,
    installments: 4,
    date: today(),
    description: 'Televisão',
  });
  // The open bill: the one today falls in, where the first installment is.
  const bill = billMonthName(billMonthFor(today(), (month) => billDates(month, 3, 10)));

  await page.goto('/cards');
  const view = page.getByTestId('bill-view');
  const items = view.getByRole('list', { name: 'Compras da fatura' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(view.getByTestId('bill-total')).toHaveText('R$ 300,00');

  await view.getByRole('button', { name: 'Antecipar parcelas de Televisão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Antecipar parcelas' });
  const count = dialog.getByLabel('Parcelas a antecipar');
  const submit = dialog.getByRole('button', { name: 'Antecipar' });
  const preview = dialog.getByRole('status', { name: 'Resumo da antecipação' });
  // Nothing is chosen: the button waits and the preview says what is missing.
  await expect(count.locator('option')).toHaveText([
    'Escolha quantas',
    'A última',
    'As últimas 2',
    'As últimas 3',
  ]);
  await expect(count).toHaveValue('');
  await expect(submit).toBeDisabled();
  await expect(preview).toHaveText('Escolha quantas parcelas antecipar para ver o valor.');

  await count.selectOption({ label: 'As últimas 2' });
  await expect(preview).toHaveText(`2 parcelas, R$ 600,00 na ${bill}`);
  await dialog.getByLabel('Desconto (opcional)').fill('20,00');
  await expect(preview).toHaveText(
    `2 parcelas, R$ 600,00 na ${bill}; desconto R$ 20,00 (a fatura recebe R$ 580,00)`,
  );
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 parcelas antecipadas')).toBeVisible();

  // The 3rd and 4th are in the open bill, lowered by the discount: no income line of a discount.
  await expect(items).toHaveCount(3);
  await expect(view).toContainText('Televisão3/4');
  await expect(view).not.toContainText('Desconto');
  await expect(view.getByTestId('bill-total')).toHaveText('R$ 880,00');

  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('Antecipação desfeita')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(view.getByTestId('bill-total')).toHaveText('R$ 300,00');
  await page.getByRole('button', { name: 'Próxima fatura' }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Televisão2/4');
});

test('a discount as large as the installments is refused in the preview, and the button waits', async ({
  page,
}) => {
  await signedInPerson(page);
  await sofaInThree(page);
  await page.goto('/cards');
  await page.getByRole('button', { name: 'Antecipar parcelas de Sofá' }).click();
  const dialog = page.getByRole('dialog', { name: 'Antecipar parcelas' });
  await dialog.getByLabel('Parcelas a antecipar').selectOption({ label: 'A última' });
  await dialog.getByLabel('Desconto (opcional)').fill('200,00');
  await expect(dialog.getByRole('status', { name: 'Resumo da antecipação' })).toHaveText(
    'O desconto deve ser menor que o valor antecipado',
  );
  await expect(dialog.getByRole('button', { name: 'Antecipar' })).toBeDisabled();
});

// The bill's actions and the anticipation dialog are widest on a phone: nothing may scroll sideways there.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a bill’s actions fit and the anticipation dialog opens', async ({ page }) => {
    await signedInPerson(page);
    await sofaInThree(page);
    await page.goto('/cards');
    await page.getByRole('button', { name: 'Antecipar parcelas de Sofá' }).click();
    await expect(page.getByRole('dialog', { name: 'Antecipar parcelas' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
