import { expect, type Page, test } from '@playwright/test';
import { isBusinessDay } from '../common/business-days';
import { BOOK_HEADER, type BookView } from '../common/contract/books';
import { addDays, addMonths, formatDateBR, formatMonthLabel, todayIn } from '../common/dates';
import { BOOK_STORAGE_KEY } from '../web/lib/current-book';
import {
  apiPost,
  authHeader,
  axeViolations,
  fillDate,
  normalise,
  personElsewhere,
  signedInPerson,
} from './helpers';

/**
 * The Índices card's actions on Investimentos, with a CDB at 110% do CDI on a server without the Banco Central's
 * CDI (the test server never fetches it):
 * - the missing CDI: the position says which day is missing; the person types those days through the notice's
 *   action, or imports them from an SGS file, and the position is valued to today. A leitor is offered neither.
 * - "Ver valores": the CDI typed by the person, listed newest first; a slip (0,14 for 0,055131) found there,
 *   corrected, and a value deleted, the position's figures following each change.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const today = () => todayIn('America/Sao_Paulo');

/** The business day `count` business days before `date`. */
function businessDaysBefore(date: string, count: number): string {
  let day = date;
  for (let n = 0; n < count; ) {
    day = addDays(day, -1);
    if (isBusinessDay(day)) n++;
  }
  return day;
}

/** The business days from `from` to the day before today: the CDI a position of `from` needs to be valued today. */
function neededDays(from: string): string[] {
  const days: string[] = [];
  for (let day = from; day < today(); day = addDays(day, 1)) if (isBusinessDay(day)) days.push(day);
  return days;
}

/**
 * An investment account and a CDB of R$ 2.000,00 at 110% do CDI applied three business days ago; answers the day
 * it was applied (`neededDays` of it is the CDI it needs).
 */
async function cdbWithoutCdi(page: Page): Promise<string> {
  const xp = await apiPost(page, '/accounts', {
    name: 'Corretora XP',
    type: 'investment',
    opening_balance: 2000,
  });
  const date = businessDaysBefore(today(), 3);
  await apiPost(page, '/investments', {
    accountId: xp.id,
    name: 'CDB Banco X',
    product: 'cdb',
    indexing: 'cdi',
    rate: '110',
    amount: 2000,
    date,
  });
  return date;
}

/** The CDB's gross, as its card shows it. */
const grossOf = async (page: Page) =>
  normalise(
    await page.getByRole('article', { name: 'CDB Banco X' }).getByTestId('position-gross').innerText(),
  );

/** The position valued to today: a gross above what was applied, what a redemption pays, no notice. */
async function expectValuedToday(page: Page) {
  const card = page.getByRole('article', { name: 'CDB Banco X' });
  await expect(card.getByTestId('position-missing-rate')).toHaveCount(0);
  const gross = await grossOf(page);
  // Three days of 0,055131% a.d. at 110%: about R$ 2.003,64.
  expect(gross).toMatch(/^R\$ 2\.00[0-9],\d{2}$/);
  expect(gross).not.toBe('R$ 2.000,00');
  await expect(card.getByTestId('position-redeem-today')).toHaveText(
    /^Se resgatar hoje: R\$ [\d.]+,\d{2} líquido \(IR 22,5%: R\$ [\d.]+,\d{2}; IOF R\$ [\d.]+,\d{2}\)$/,
  );
}

/** The CDI's line on the Índices card, where its status (last value, how many typed) is told. */
const cdiSeries = (page: Page) =>
  page.getByRole('list', { name: 'Índices' }).getByRole('listitem').filter({ hasText: 'CDI' }).first();

/** 'R$ 2.003,64' as a number of reais. */
const reais = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`the missing CDI typed through the notice's action, by keyboard, day after day (${viewport.name})`, async ({
      page,
    }) => {
      await signedInPerson(page);
      const applied = await cdbWithoutCdi(page);
      const days = neededDays(applied);
      expect(days.length).toBe(3);
      await page.goto('/investimentos');
      const card = page.getByRole('article', { name: 'CDB Banco X' });
      const notice = card.getByTestId('position-missing-rate');
      const dialog = page.getByRole('dialog', { name: 'Informar valor do CDI' });

      for (const [i, day] of days.entries()) {
        await expect(notice).toHaveText(new RegExp(`^Sem CDI desde ${formatDateBR(day)}:`));
        const action = card.getByRole('button', { name: `Informar o CDI de ${formatDateBR(day)}` });
        await action.focus();
        await page.keyboard.press('Enter');
        await expect(dialog).toBeVisible();
        // The series is fixed, the day is the missing one, and the value field has the focus.
        await expect(dialog.getByLabel('Data')).toHaveValue(formatDateBR(day));
        await expect(dialog.getByLabel('Valor (% ao dia)')).toBeFocused();
        await expect(dialog).toContainText('O CDI vem do SGS do Banco Central (série 12)');
        await expect(dialog).toContainText('que sempre prevalece');
        if (i === 0) {
          // A rate a year, typed where the day's is asked: the server's message, and the dialog holds the focus.
          await page.keyboard.type('14,90');
          await page.keyboard.press('Enter');
          await expect(dialog.getByRole('alert')).toHaveText('CDI deve ser de 0 até menos de 0,2 (% ao dia)');
          for (let n = 0; n < 6; n++) {
            await page.keyboard.press('Tab');
            expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
          }
          await dialog.getByLabel('Valor (% ao dia)').focus();
          await page.keyboard.press('ControlOrMeta+a');
          if (viewport.name === 'desktop') expect(await axeViolations(page)).toEqual([]);
        }
        await page.keyboard.type('0,055131');
        await page.keyboard.press('Enter');
        await expect(dialog).toBeHidden();
        await expect(page.getByText(`CDI de ${formatDateBR(day)} salvo neste livro`)).toBeVisible();
      }

      await expectValuedToday(page);
      const cdi = cdiSeries(page);
      await expect(cdi.getByTestId('index-series-status')).toContainText(
        `Último valor: ${formatDateBR(days[2] as string)} (informado neste livro)`,
      );
      await expect(cdi.getByTestId('index-series-status')).toContainText(
        '3 valores, 3 informados neste livro',
      );
    });

    test(`the missing CDI imported from an SGS file (${viewport.name})`, async ({ page }) => {
      await signedInPerson(page);
      const applied = await cdbWithoutCdi(page);
      await page.goto('/investimentos');
      await expect(
        page.getByRole('article', { name: 'CDB Banco X' }).getByTestId('position-missing-rate'),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Importar arquivo do CDI' }).click();
      const dialog = page.getByRole('dialog', { name: 'Importar arquivo do CDI' });
      await expect(dialog).toContainText('O CDI vem do SGS do Banco Central (série 12)');
      const input = dialog.getByLabel('Arquivo .csv do SGS (série 12, CDI)');
      const importButton = dialog.getByRole('button', { name: 'Importar' });
      await expect(importButton).toBeDisabled();

      // Over 2 MB: refused before anything is sent.
      let sent = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/v1/index-rates/import')) sent++;
      });
      await input.setInputFiles({
        name: 'grande.csv',
        mimeType: 'text/csv',
        buffer: Buffer.alloc(2 * 1024 * 1024 + 1, '0'),
      });
      await expect(dialog.getByRole('alert')).toContainText('O arquivo passa de 2 MB');
      await expect(importButton).toBeDisabled();

      // A line on a Saturday: the server names it, and nothing is written.
      const lines = neededDays(applied).map((day) => `${formatDateBR(day)};0,055131`);
      let saturday = applied;
      while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, -1);
      const bad = ['"data";"valor"', `${formatDateBR(saturday)};0,055131`, ...lines].join('\n');
      await input.setInputFiles({ name: 'cdi.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
      await expect(dialog.getByTestId('index-rate-file')).toHaveText('cdi.csv');
      await importButton.click();
      await expect(dialog.getByRole('alert')).toHaveText(
        `Linha 2: ${formatDateBR(saturday)} não é dia útil: CDI só tem valores em dias úteis. Nada foi importado.`,
      );
      await expect(
        page.getByRole('article', { name: 'CDB Banco X' }).getByTestId('position-missing-rate'),
      ).toBeVisible();

      const good = ['"data";"valor"', ...lines].join('\r\n');
      await input.setInputFiles({ name: 'cdi.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
      await importButton.click();
      await expect(dialog.getByRole('status')).toHaveText(
        'Arquivo com 3 valores: 3 inseridos, 0 atualizados, 0 iguais, 0 ignorados (o Banco Central já tem).',
      );
      expect(sent).toBe(2);
      // The same file again: nothing new.
      await input.setInputFiles({ name: 'cdi.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
      await importButton.click();
      await expect(dialog.getByRole('status')).toHaveText(
        'Arquivo com 3 valores: 0 inseridos, 0 atualizados, 3 iguais, 0 ignorados (o Banco Central já tem).',
      );
      await dialog.getByRole('button', { name: 'Fechar' }).last().click();
      await expect(dialog).toBeHidden();
      await expectValuedToday(page);
    });

    test(`a CDI typed with a slip is found in "Ver valores", corrected and deleted (${viewport.name})`, async ({
      page,
    }) => {
      await signedInPerson(page);
      const days = neededDays(await cdbWithoutCdi(page));
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
      const cdi = cdiSeries(page);
      await expect(cdi.getByTestId('index-series-status')).toContainText(
        '3 valores, 3 informados neste livro',
      );
    });
  });
}

test('a leitor sees the notice and the series, with no way to write them', async ({ page, browser }) => {
  await signedInPerson(page, 'Ana Souza');
  const casa = await apiPost<BookView>(page, '/books', { name: 'Casa' });
  const inCasa = async (path: string, data: unknown) => {
    const res = await page.request.post(`/api/v1${path}`, {
      data,
      headers: { ...(await authHeader(page)), [BOOK_HEADER]: String(casa.id) },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: { id: number } }).data;
  };
  // The same CDB as cdbWithoutCdi's, but in Casa, the book the leitor is invited to: apiPost writes to the
  // person's own book.
  const xp = await inCasa('/accounts', { name: 'Corretora XP', type: 'investment', opening_balance: 2000 });
  await inCasa('/investments', {
    accountId: xp.id,
    name: 'CDB Banco X',
    product: 'cdb',
    indexing: 'cdi',
    rate: '110',
    amount: 2000,
    date: businessDaysBefore(today(), 3),
  });
  const lia = await personElsewhere(browser, page, 'Lia Leitora', 'lia');
  const { link } = await apiPost<{ link: string }>(page, '/books/invitations', {
    bookId: casa.id,
    email: lia.email,
    role: 'leitor',
  });
  await apiPost(lia.page, '/books/invitations/accept', { token: new URL(link).searchParams.get('token') });
  await lia.page.evaluate(({ key, id }) => localStorage.setItem(key, id), {
    key: BOOK_STORAGE_KEY,
    id: String(casa.id),
  });

  await lia.page.goto('/investimentos');
  const card = lia.page.getByRole('article', { name: 'CDB Banco X' });
  await expect(card.getByTestId('position-missing-rate')).toContainText('Sem CDI desde');
  await expect(lia.page.getByRole('list', { name: 'Índices' }).getByRole('listitem')).toHaveCount(5);
  await expect(lia.page.getByRole('button', { name: /^Informar/ })).toHaveCount(0);
  await expect(lia.page.getByRole('button', { name: /^Importar/ })).toHaveCount(0);
  await lia.context.close();
});
