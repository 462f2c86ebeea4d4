import { expect, test } from '@playwright/test';
import { apiPost, signedInPerson } from './helpers';

test('the menu keeps the specification’s entries in its order, in headed groups, Debug last', async ({
  page,
}) => {
  await signedInPerson(page);
  const sidebar = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(sidebar.getByRole('link')).toHaveText([
    'Dashboard',
    'Dashboard Gastos Fixos',
    'Gastos Fixos',
    'Transações',
    'Contas',
    'Categorias',
    'Orçamentos',
    'Metas',
    'Relatórios',
    'Importação',
    'Cartões',
    'Patrimônio',
    'Investimentos',
    'Bens',
    'Dívidas',
    'Previsão',
    'Imposto de Renda',
    'Conexões bancárias',
    'Livros',
    'Perfil',
    'Debug',
  ]);
  // Each group is a list named by its heading.
  await expect(sidebar.getByRole('list', { name: 'Sua conta' }).getByRole('link')).toHaveText([
    'Perfil',
    'Debug',
  ]);
  await expect(sidebar.getByRole('heading', { level: 2 })).toHaveText([
    'Cartões e patrimônio',
    'Planejamento',
    'Bancos e livros',
    'Sua conta',
  ]);
  await sidebar.getByRole('link', { name: 'Debug', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Debug', exact: true })).toBeVisible();
});

test('the phone’s "Mais" sheet shows the same groups, Debug last', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInPerson(page);
  await page
    .getByRole('navigation', { name: 'Navegação inferior' })
    .getByRole('button', { name: 'Mais' })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet.getByRole('list', { name: 'Sua conta' }).getByRole('link')).toHaveText([
    'Perfil',
    'Debug',
  ]);
  await expect(sheet.getByRole('link').last()).toHaveText('Debug');
});

test('"Primeiros passos" walks a newcomer through the start and ticks each step done', async ({ page }) => {
  await signedInPerson(page);
  const card = page.getByTestId('first-steps');
  await expect(card.getByRole('heading', { name: 'Primeiros passos' })).toBeVisible();
  await expect(card).toContainText('0 de 4 feitos');
  await expect(card.getByRole('listitem')).toHaveText([
    /Cadastre suas contas \(a fazer\)/,
    /Cadastre seu cartão de crédito \(a fazer\)/,
    /Traga o extrato do último mês ou conecte seu banco \(a fazer\)/,
    /Cadastre o que é fixo todo mês \(a fazer\)/,
  ]);
  await expect(card.getByRole('link', { name: 'Conectar banco' })).toHaveAttribute('href', '/conexoes');

  // An account made beside the screen, as Contas would: the card ticks it on the next visit.
  await card.getByRole('link', { name: 'Ir para Contas' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking' });
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Dashboard', exact: true })
    .click();
  await expect(card).toContainText('1 de 4 feitos');
  await expect(card.getByRole('listitem').first()).toHaveText(/Cadastre suas contas \(feito\)/);

  await card.getByRole('button', { name: 'Dispensar primeiros passos' }).click();
  await expect(page.getByTestId('first-steps')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('first-steps')).toHaveCount(0);
});
