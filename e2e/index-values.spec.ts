import { expect, type Page, test } from '@playwright/test';
import { isBusinessDay } from '../common/business-days';
import { addDays, addMonths, formatDateBR, formatMonthLabel, todayIn } from '../common/dates';
import { apiPost, axeViolations, fillDate, normalise, signedInPerson } from './helpers';

/**
 * "Ver valores" on the Índices card: the CDI a CDB at 110% do CDI is valued with, typed by the person (the test
 * server never fetches the Banco Central's), listed newest first; a slip (0,14 for 0,055131) found there,
 * corrected, and a value deleted, the position's figures following each change.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const today = () => todayIn('America/Sao_Paulo');

/** The business days from `from` to the day before today: the CDI a position of `from` needs to be valued today. */
function neededDays(from: string): string[] {
  const days: string[] = [];
  for (let day = from; day < today(); day = addDays(day, 1)) if (isBusinessDay(day)) days.push(day);
  return days;
}

/** The business day `count` business days before `date`. */
function businessDaysBefore(date: string, count: number): string {
  let day = date;
  for (let n = 0; n < count; ) {
    day = addDays(day, -1);
    if (isBusinessDay(day)) n++;
  }
  return day;
}

/** A CDB of R$ 2.000,00 at 110% do CDI applied three business days ago; answers the days of CDI it needs. */
async function cdbOfThreeDays(page: Page): Promise<string[]> {
  const xp = await apiPost(page, '/accounts', {
    name: 'Corretora XP',
    type: 'investment',
    opening_balance: 2000,
  });
  const applied = businessDaysBefore(today(), 3);
  await apiPost(page, '/investments', {
    accountId: xp.id,
    name: 'CDB Banco X',
    product: 'cdb',
    indexing: 'cdi',
    rate: '110',
    amount: 2000,
    date: applied,
  });
  return neededDays(applied);
}

const grossOf = async (page: Page) =>
  normalise(
    await page.getByRole('article', { name: 'CDB Banco X' }).getByTestId('position-gross').innerText(),
  );

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`a CDI typed with a slip is found in "Ver valores", corrected and deleted (${viewport.name})`, async ({
      page,
    }) => {
      await signedInPerson(page);
      const days = await cdbOfThreeDays(page);
      expect(days).toHaveLength(3);
      const [first, second, last] = days as [string, string, string];
      await page.goto('/investimentos');
      const open = page.getByRole('button', { name: 'Ver valores do CDI' });
      const values = page.getByRole('dialog', { name: 'Valores do CDI' });

      // Nothing yet: said plainly; Escape closes and gives the focus back.
      await open.click();
      await expect(values.getByText('Nenhum valor do CDI informado ou importado por você.')).toBeVisible();
      await expect(values).toContainText(
        'Os valores do Banco Central aparecem aqui quando o servidor os busca.',
      );
      await page.keyboard.press('Escape');
      await expect(values).toBeHidden();
      await expect(open).toBeFocused();

      // Two days through the API, the last one typed in the dialog with a slip: 0,14 for 0,055131.
      for (const data of [first, second])
        await apiPost(page, '/index-rates', { serie: 'cdi', data, valor: '0,055131' });
      // And one of three months ago, to narrow the list by month.
      const old = businessDaysBefore(addMonths(today(), -3), 1);
      await apiPost(page, '/index-rates', { serie: 'cdi', data: old, valor: '0,0407' });
      await page.getByRole('button', { name: 'Informar valor do CDI' }).click();
      const inform = page.getByRole('dialog', { name: 'Informar valor do CDI' });
      await fillDate(inform.getByLabel('Data'), last);
      await inform.getByLabel('Valor (% ao dia)').fill('0,14');
      await inform.getByRole('button', { name: 'Salvar valor' }).click();
      await expect(inform).toBeHidden();
      await expect(
        page.getByRole('article', { name: 'CDB Banco X' }).getByTestId('position-missing-rate'),
      ).toHaveCount(0);
      const slipped = await grossOf(page);
      expect(slipped).toMatch(/^R\$ 2\.00\d,\d{2}$/);

      await open.click();
      const rows = values.getByTestId('index-rate-row');
      await expect(rows).toHaveCount(4);
      // Newest first: the date, the value in the series' unit, and whose it is.
      await expect(rows.nth(0)).toContainText(formatDateBR(last));
      await expect(rows.nth(0)).toContainText('0,14% ao dia');
      await expect(rows.nth(0)).toContainText('Seu valor');
      await expect(rows.nth(1)).toContainText(formatDateBR(second));
      await expect(rows.nth(1)).toContainText('0,055131% ao dia');
      await expect(rows.nth(3)).toContainText(formatDateBR(old));
      await expect(rows.nth(3)).toContainText('0,0407% ao dia');
      if (viewport.name === 'desktop') expect(await axeViolations(page)).toEqual([]);

      // The month of the old value alone.
      await values.getByLabel('Até').selectOption({ label: capitalised(formatMonthLabel(old)) });
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(formatDateBR(old));
      await values.getByLabel('Até').selectOption({ label: 'O último mês' });
      await expect(rows).toHaveCount(4);

      // Corrigir by keyboard: the value dialog on that date, its value there; Escape closes it alone.
      const fix = values.getByRole('button', { name: `Corrigir CDI de ${formatDateBR(last)}` });
      const correct = page.getByRole('dialog', { name: `Corrigir o CDI de ${formatDateBR(last)}` });
      await fix.focus();
      await page.keyboard.press('Enter');
      await expect(correct).toBeVisible();
      const field = correct.getByLabel('Valor (% ao dia)');
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('0,14');
      await expect(correct.getByLabel('Data')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(correct).toBeHidden();
      await expect(values).toBeVisible();
      await expect(fix).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(field).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('0,055131');
      await page.keyboard.press('Enter');
      await expect(correct).toBeHidden();
      await expect(page.getByText(`CDI de ${formatDateBR(last)} salvo neste livro`)).toBeVisible();
      await expect(rows.nth(0)).toContainText('0,055131% ao dia');
      await expect(fix).toBeFocused();
      // The position behind the dialog is valued again: less than with the slip's 0,14% in a day.
      await expect.poll(async () => reais(await grossOf(page))).toBeLessThan(reais(slipped));
      expect(reais(await grossOf(page))).toBeGreaterThan(2000);

      // Excluir asks first; then the row goes and the position says the day is missing.
      await values.getByRole('button', { name: `Excluir CDI de ${formatDateBR(last)}` }).click();
      const ask = page.getByRole('dialog', { name: 'Excluir valor' });
      await expect(ask).toContainText(
        `Excluir o CDI de ${formatDateBR(last)} (0,055131% ao dia) deste livro? As aplicações que usam esse dia passam a avisar que falta o valor`,
      );
      await ask.getByRole('button', { name: 'Excluir' }).click();
      await expect(page.getByText(`CDI de ${formatDateBR(last)} excluído deste livro`)).toBeVisible();
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(0)).toContainText(formatDateBR(second));
      // The focus stays in the dialog.
      expect(await values.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await values.getByRole('checkbox', { name: 'Só os seus valores' }).check();
      await expect(rows).toHaveCount(3);
      await page.keyboard.press('Escape');
      await expect(values).toBeHidden();

      await expect(
        page.getByRole('article', { name: 'CDB Banco X' }).getByTestId('position-missing-rate'),
      ).toHaveText(new RegExp(`^Sem CDI desde ${formatDateBR(last)}:`));
      const cdi = page
        .getByRole('list', { name: 'Índices' })
        .getByRole('listitem')
        .filter({ hasText: 'CDI' })
        .first();
      await expect(cdi.getByTestId('index-series-status')).toContainText(
        '3 valores, 3 informados neste livro',
      );
    });
  });
}

/** 'R$ 2.003,64' as a number of reais. */
const reais = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
