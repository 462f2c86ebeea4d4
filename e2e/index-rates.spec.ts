import { expect, type Page, test } from '@playwright/test';
import { isBusinessDay } from '../common/business-days';
import { BOOK_HEADER, type BookView } from '../common/contract/books';
import { addDays, formatDateBR, todayIn } from '../common/dates';
import { BOOK_STORAGE_KEY } from '../web/lib/current-book';
import { apiPost, authHeader, axeViolations, normalise, personElsewhere, signedInPerson } from './helpers';

/**
 * The Índices card's actions on Investimentos: a CDB at 110% do CDI on a server without the Banco Central's CDI
 * (the test server never fetches it) says which day is missing; the person types those days through the notice's
 * action, or imports them from an SGS file, and the position is valued to today. A leitor is offered neither.
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

/** An investment account and a CDB of R$ 2.000,00 at 110% do CDI applied three business days ago. */
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

/** The position valued to today: a gross above what was applied, what a redemption pays, no notice. */
async function expectValuedToday(page: Page) {
  const card = page.getByRole('article', { name: 'CDB Banco X' });
  await expect(card.getByTestId('position-missing-rate')).toHaveCount(0);
  const gross = normalise(await card.getByTestId('position-gross').innerText());
  // Three days of 0,055131% a.d. at 110%: about R$ 2.003,64.
  expect(gross).toMatch(/^R\$ 2\.00[0-9],\d{2}$/);
  expect(gross).not.toBe('R$ 2.000,00');
  await expect(card.getByTestId('position-redeem-today')).toHaveText(
    /^Se resgatar hoje: R\$ [\d.]+,\d{2} líquido \(IR 22,5%: R\$ [\d.]+,\d{2}; IOF R\$ [\d.]+,\d{2}\)$/,
  );
}

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
      const cdi = page
        .getByRole('list', { name: 'Índices' })
        .getByRole('listitem')
        .filter({ hasText: 'CDI' })
        .first();
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
