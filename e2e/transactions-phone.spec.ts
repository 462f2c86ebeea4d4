import { expect, type Page, test } from '@playwright/test';
import { addDays, formatDayHeading, todayIn } from '../common/dates';
import {
  apiPost,
  axeViolations,
  openWhileLoading,
  pressWhereItShows,
  signedInPerson,
  starterCategory,
} from './helpers';
import { newAccount, openNewTransactionOnPhone } from './transaction-steps';

/** The phone's transactions list: the list first, filters behind a button, rows under their days. */
test.use({ viewport: { width: 390, height: 844 } });

const today = () => todayIn('America/Sao_Paulo');

const account = (page: Page, name: string, type = 'checking') => newAccount(page, name, { type });

/** The rows under one day's heading. */
const dayRows = (page: Page, heading: string) =>
  page
    .getByRole('list', { name: `Transações de ${heading.toLowerCase()}`, exact: true })
    .getByRole('listitem');

test("the phone's grouped list: the list first, days in order, one row per transfer, Filtros with its count", async ({
  page,
}) => {
  await signedInPerson(page);
  const itau = await account(page, 'Itaú');
  const poupanca = await account(page, 'Poupança', 'savings');
  const mercado = await starterCategory(page, 'Mercado');
  const salario = await starterCategory(page, 'Salário');
  const yesterday = addDays(today(), -1);
  const earlier = addDays(today(), -5);
  const expense = (description: string, amount: number, date: string) =>
    apiPost(page, '/transactions', {
      description,
      amount,
      date,
      type: 'DESPESA',
      accountId: itau.id,
      categoryId: mercado.id,
    });
  await expense('Feira do bairro', 80, earlier);
  await apiPost(page, '/transactions', {
    description: 'Salário de novembro',
    amount: 5000,
    date: yesterday,
    type: 'RECEITA',
    accountId: itau.id,
    categoryId: salario.id,
  });
  await apiPost(page, '/transfers', {
    date: yesterday,
    amount: 500,
    fromAccountId: itau.id,
    toAccountId: poupanca.id,
  });
  await expense('Padaria', 12.5, today());
  await expense('Supermercado', 230.4, today());

  // A period from the address keeps the five days in one list whatever day of the month it is.
  await page.goto(`/transactions?from=${earlier}&to=${today()}`);

  // The list is in the first screen: its first row is whole in the viewport without scrolling.
  const first = dayRows(page, 'Hoje').first();
  await expect(first).toBeInViewport({ ratio: 1 });
  const box = await first.boundingBox();
  const nav = await page.getByRole('navigation', { name: 'Navegação inferior' }).boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(nav!.y);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // The days' headings, newest first, each with its own rows and its net.
  const earlierHeading = formatDayHeading(earlier, today());
  expect(earlierHeading).toMatch(/^[a-zçá-]+, \d{1,2} de [a-zç]+( de \d{4})?$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Hoje', 'Ontem', earlierHeading]);
  await expect(dayRows(page, 'Hoje')).toHaveCount(2);
  await expect(dayRows(page, 'Hoje').nth(0)).toContainText('Supermercado');
  await expect(dayRows(page, 'Hoje').nth(1)).toContainText('Padaria');
  await expect(main.getByRole('region', { name: 'Hoje' })).toContainText('Total do dia: -R$ 242,90');
  await expect(dayRows(page, earlierHeading)).toHaveText([/Feira do bairro/]);
  // Each category written beside its icon: Mercado's cart, Salário's briefcase.
  await expect(dayRows(page, 'Hoje').nth(0).locator('svg.lucide-shopping-cart')).toBeVisible();
  await expect(
    dayRows(page, 'Ontem').filter({ hasText: 'Salário' }).locator('svg.lucide-briefcase'),
  ).toBeVisible();

  // The transfer is one row, named by its way, its amount neither income nor expense.
  await expect(main.getByText('Itaú → Poupança')).toHaveCount(1);
  const transfer = dayRows(page, 'Ontem').filter({ hasText: 'Itaú → Poupança' });
  await expect(transfer).toContainText('R$ 500,00');
  await expect(transfer).not.toContainText('-R$ 500,00');
  await expect(transfer).not.toContainText('+R$ 500,00');
  await expect(transfer.getByText('R$ 500,00', { exact: true })).not.toHaveClass(/text-(red|emerald)/);
  await expect(dayRows(page, 'Ontem')).toHaveCount(2);
  // The day's net leaves the transfer out: the salary alone.
  await expect(main.getByRole('region', { name: 'Ontem' })).toContainText('Total do dia: +R$ 5.000,00');

  // Filters wait behind a button that counts the ones on; the search stays at hand.
  const search = main.getByLabel('Buscar', { exact: true });
  await expect(search).toBeVisible();
  await expect(main.getByLabel('Tipo')).toHaveCount(0);
  const filtros = page.getByRole('button', { name: 'Filtros', exact: true });
  await expect(filtros).toHaveAttribute('aria-expanded', 'false');
  await filtros.click();
  await expect(filtros).toHaveAttribute('aria-expanded', 'true');
  await main.getByLabel('Tipo').selectOption({ label: 'Despesa' });
  const oneOn = page.getByRole('button', { name: 'Filtros, 1 ativo' });
  await expect(oneOn).toBeVisible();
  // The badge narrows the search beside it; its placeholder is still whole: its text is no wider than the field's
  // room for text ("Descrição ou favorecido" was cut to "Descrição ou favorecid").
  const room = await search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(input.placeholder).width;
    const box = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { placeholder: input.placeholder, fits: text <= box };
  });
  expect(room).toEqual({ placeholder: 'Buscar', fits: true });
  await expect(oneOn).toContainText('1');
  await main.getByLabel('Conta', { exact: true }).selectOption({ label: 'Itaú' });
  await expect(page.getByRole('button', { name: 'Filtros, 2 ativos' })).toContainText('2');
  // Expenses only: the salary and the transfer leave, and so does a day left empty.
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Hoje', earlierHeading]);
  await expect(main.getByText('Itaú → Poupança')).toHaveCount(0);

  // 'Limpar filtros' clears them all, the link's period too: the list is the selected month's again (on the 1st
  // yesterday's transfer is last month's, so the rows are not counted here).
  await expect(main.getByText('Período escolhido pelo link')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page.getByRole('button', { name: 'Filtros', exact: true })).toBeVisible();
  await expect(main.getByLabel('Tipo')).toHaveValue('');
  await expect(main.getByLabel('Conta', { exact: true })).toHaveValue('');
  await expect(main.getByText('Período escolhido pelo link')).toHaveCount(0);
  await expect(dayRows(page, 'Hoje')).toHaveCount(2);

  await main.getByLabel('Buscar', { exact: true }).fill('padaria');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Hoje']);
  await expect(dayRows(page, 'Hoje')).toHaveText([/Padaria/]);
});

test("while the list loads, its skeleton has the phone's shape: the one-line summary, then rows where they arrive", async ({
  page,
}) => {
  await signedInPerson(page);
  const conta = await account(page, 'Conta única');
  await apiPost(page, '/transactions', {
    description: 'Padaria',
    amount: 12.5,
    date: today(),
    type: 'DESPESA',
    accountId: conta.id,
  });
  const { loading, release } = await openWhileLoading(
    page,
    '/transactions',
    '/transactions',
    'Carregando transações...',
  );
  const skeletonSummary = (await loading.getByTestId('skeleton-summary').boundingBox())!;
  const skeletonRows = (await loading.getByTestId('skeleton-rows').boundingBox())!;
  // The rows' blocks start in the first screen, above the bottom navigation, as the list does.
  const nav = (await page.getByRole('navigation', { name: 'Navegação inferior' }).boundingBox())!;
  expect(skeletonRows.y + 64).toBeLessThanOrEqual(nav.y);

  release();
  await expect(dayRows(page, 'Hoje')).toHaveText([/Padaria/]);
  await expect(loading).toHaveCount(0);
  // What arrives stands where its blocks stood: the summary line, one line high, and the first row.
  const summary = (await page.getByRole('region', { name: 'Resumo do período' }).boundingBox())!;
  const first = (await dayRows(page, 'Hoje').first().boundingBox())!;
  expect(Math.abs(summary.y - skeletonSummary.y)).toBeLessThan(8);
  expect(Math.abs(summary.height - skeletonSummary.height)).toBeLessThan(24);
  expect(Math.abs(first.y - skeletonRows.y)).toBeLessThan(24);
});

test("a day that a page ends in goes on under the same heading when 'Carregar mais' brings the rest", async ({
  page,
}) => {
  await signedInPerson(page);
  const conta = await account(page, 'Conta única');
  const yesterday = addDays(today(), -1);
  // 31 rows: a page holds 30, so yesterday's last row arrives with the second page.
  for (let i = 1; i <= 29; i++) {
    await apiPost(page, '/transactions', {
      description: `Compra ${i}`,
      amount: 1,
      date: today(),
      type: 'DESPESA',
      accountId: conta.id,
    });
  }
  for (const description of ['Ontem A', 'Ontem B']) {
    await apiPost(page, '/transactions', {
      description,
      amount: 10,
      date: yesterday,
      type: 'DESPESA',
      accountId: conta.id,
    });
  }
  await page.goto(`/transactions?from=${yesterday}&to=${today()}`);
  const main = page.getByRole('main');
  await expect(dayRows(page, 'Hoje')).toHaveCount(29);
  await expect(dayRows(page, 'Ontem')).toHaveCount(1);
  // The day is not whole yet: no net for it until the rest arrives.
  await expect(main.getByRole('region', { name: 'Ontem' })).not.toContainText('Total do dia');

  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(page.getByText('Fim da lista')).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Hoje', 'Ontem']);
  await expect(dayRows(page, 'Ontem')).toHaveText([/Ontem B/, /Ontem A/]);
  await expect(main.getByRole('region', { name: 'Ontem' })).toContainText('Total do dia: -R$ 20,00');
});

test("'Salvar e adicionar outra' on the phone saves and leaves the dialog open for the next one", async ({
  page,
}) => {
  await signedInPerson(page);
  await account(page, 'Conta única');
  await page.goto('/transactions');

  const dialog = await openNewTransactionOnPhone(page);
  const again = dialog.getByRole('button', { name: 'Salvar e adicionar outra' });
  await expect(again).toBeInViewport({ ratio: 1 });
  // It fits beside Cancelar and Salvar: nothing spills sideways.
  const box = await again.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expect(dialog.getByRole('button', { name: 'Salvar', exact: true })).toBeInViewport({ ratio: 1 });

  await dialog.getByLabel('Valor', { exact: true }).fill('8,50');
  await dialog.getByLabel('Descrição', { exact: true }).fill('Café');
  await again.click();
  await expect(page.getByRole('status').filter({ hasText: 'Transação salva' })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Valor', { exact: true })).toHaveValue('');
  await dialog.getByLabel('Valor', { exact: true }).fill('6');
  await dialog.getByLabel('Descrição', { exact: true }).fill('Pão de queijo');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(dayRows(page, 'Hoje')).toHaveText([/Pão de queijo.*-R\$ 6,00/, /Café.*-R\$ 8,50/]);
});

test.describe('with a finger', () => {
  test.use({ hasTouch: true });

  test('a tap on a row opens it as its pencil does; a description takes up to two lines, the amounts aligned', async ({
    page,
  }) => {
    await signedInPerson(page);
    const conta = await account(page, 'Conta única');
    const twoLines = 'Supermercado Pão de Açúcar';
    const tooLong = 'CARREFOUR COMERCIO E INDUSTRIA LTDA FILIAL 123 AVENIDA PAULISTA SAO PAULO';
    for (const [description, amount] of [
      [tooLong, 1312.4],
      [twoLines, 230.4],
      ['Padaria', 12.5],
    ] as const) {
      await apiPost(page, '/transactions', {
        description,
        amount,
        date: today(),
        type: 'DESPESA',
        accountId: conta.id,
      });
    }
    await page.goto('/transactions');
    const rows = dayRows(page, 'Hoje');
    await expect(rows).toHaveCount(3);

    // A description is no longer cut to one line: two fit, more end in an ellipsis on the second.
    const shape = (text: string) =>
      rows
        .filter({ hasText: text })
        .getByText(text)
        .evaluate((el) => ({
          lines: Math.round(
            el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
          ),
          cut: el.scrollHeight > el.clientHeight + 1,
        }));
    expect(await shape('Padaria')).toEqual({ lines: 1, cut: false });
    expect(await shape(twoLines)).toEqual({ lines: 2, cut: false });
    expect(await shape(tooLong)).toEqual({ lines: 2, cut: true });
    // The amounts keep their column: the same right edge, on the description's first line.
    const amounts = await Promise.all(
      (
        [
          [tooLong, '-R$ 1.312,40'],
          [twoLines, '-R$ 230,40'],
          ['Padaria', '-R$ 12,50'],
        ] as const
      ).map(async ([text, amount]) => {
        const row = rows.filter({ hasText: text });
        const box = (await row.getByText(amount, { exact: true }).boundingBox())!;
        const rowBox = (await row.boundingBox())!;
        return { right: Math.round(box.x + box.width), fromTop: box.y - rowBox.y };
      }),
    );
    expect(new Set(amounts.map((a) => a.right)).size).toBe(1);
    for (const a of amounts) expect(a.fromTop).toBeLessThan(16);

    // A tap anywhere on the row (here its account) opens 'Editar Transação', as the pencil does.
    const padaria = rows.filter({ hasText: 'Padaria' });
    await pressWhereItShows(padaria.getByText('Conta única'), { touch: true });
    const edit = page.getByRole('dialog', { name: 'Editar Transação' });
    await expect(edit).toBeVisible();
    await expect(edit.getByLabel('Descrição', { exact: true })).toHaveValue('Padaria');
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await expect(edit).toHaveCount(0);
    await pressWhereItShows(rows.filter({ hasText: twoLines }).getByText(twoLines), { touch: true });
    await expect(edit.getByLabel('Descrição', { exact: true })).toHaveValue(twoLines);
    await edit.getByRole('button', { name: 'Cancelar' }).click();

    // What is a control of its own in the row still does its own thing: the category's sheet, the box, the
    // pencil (the keyboard's way: the row's tap area is not a Tab stop), never a button inside a button.
    await pressWhereItShows(padaria.getByRole('button', { name: 'Categoria de Padaria: Sem categoria' }), {
      touch: true,
    });
    const sheet = page.getByRole('dialog', { name: 'Categoria de Padaria' });
    await expect(sheet).toBeVisible();
    await expect(edit).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await pressWhereItShows(padaria.getByRole('checkbox', { name: 'Selecionar Padaria' }), { touch: true });
    await expect(padaria.getByRole('checkbox', { name: 'Selecionar Padaria' })).toBeChecked();
    await expect(edit).toHaveCount(0);
    await expect(page.getByText('1 selecionada')).toBeVisible();
    await padaria.getByRole('button', { name: 'Editar Padaria' }).focus();
    await page.keyboard.press('Enter');
    await expect(edit).toBeVisible();
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    expect(await page.locator('button button, button a, a button, button input, button select').count()).toBe(
      0,
    );
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no WCAG 2 A/AA violation in the grouped list with a transfer and Filtros open (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signedInPerson(page);
    const itau = await account(page, 'Itaú');
    const poupanca = await account(page, 'Poupança', 'savings');
    await apiPost(page, '/transactions', {
      description: 'Padaria',
      amount: 12.5,
      date: today(),
      type: 'DESPESA',
      accountId: itau.id,
    });
    await apiPost(page, '/transfers', {
      date: today(),
      amount: 500,
      fromAccountId: itau.id,
      toAccountId: poupanca.id,
    });
    await page.goto('/transactions');
    await expect(dayRows(page, 'Hoje')).toHaveCount(2);
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    await page.getByRole('main').getByLabel('Conta', { exact: true }).selectOption({ label: 'Itaú' });
    await expect(page.getByRole('button', { name: 'Filtros, 1 ativo' })).toBeVisible();
    await expect(dayRows(page, 'Hoje')).toHaveCount(2);

    expect(await axeViolations(page)).toEqual([]);
  });
}
