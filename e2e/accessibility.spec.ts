import { expect, type Page } from '@playwright/test';
import { firstDayOfMonth, todayIn } from '../common/dates';
import { apiGet, apiPost, axeViolations, createPerson, signIn } from './helpers';
import { walkWithPerson } from './page-walk';

/** Every screen, signed in, and the public ones. */
const SIGNED_IN = [
  '/',
  '/transactions',
  '/accounts',
  '/cards',
  '/categories',
  '/tags',
  '/payees',
  '/rules',
  '/budgets',
  '/goals',
  '/reports',
  '/import',
  '/conexoes',
  '/livros',
  '/acerto-de-contas',
  '/gastos-fixos',
  '/dashboard-gastos-fixos',
  '/forecast',
  '/patrimonio',
  '/investimentos',
  '/dividas',
  '/bens',
  '/profile',
  '/change-password',
  '/debug',
];
const PUBLIC = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=x',
  '/lembretes/desativar?token=x',
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A person with some of everything, so each screen shows its lists and figures rather than empty states. */
async function personWithData(page: Page) {
  const person = await createPerson(page, 'Ana Acessível');
  await signIn(page, person.email);
  const today = todayIn('America/Sao_Paulo');
  const month = firstDayOfMonth(today);
  const conta = await apiPost(page, '/accounts', { name: 'Itaú', type: 'checking', opening_balance: 2500 });
  await apiPost(page, '/accounts', { name: 'Poupança', type: 'savings', opening_balance: 800 });
  await apiPost(page, '/accounts', {
    name: 'Nubank',
    type: 'credit_card',
    closing_day: 3,
    due_day: 10,
    credit_limit: 4000,
    payment_account_id: conta.id,
  });
  const categories = await apiGet<Array<{ id: number; name: string }>>(page, '/categories');
  const mercado = categories.find((c) => c.name === 'Mercado') as { id: number };
  await apiPost(page, '/transactions', {
    amount: 5000,
    description: 'Salário',
    date: today,
    type: 'RECEITA',
    accountId: conta.id,
  });
  await apiPost(page, '/transactions', {
    amount: 312.4,
    description: 'Supermercado',
    date: today,
    type: 'DESPESA',
    accountId: conta.id,
    categoryId: mercado.id,
  });
  await apiPost(page, '/budgets', { categoryId: mercado.id, month, amount: 250 });
  await apiPost(page, '/goals', { name: 'Viagem', target_amount: 6000, type: 'poupanca' });
  await apiPost(page, '/recurring', {
    account_id: conta.id,
    amount: 1500,
    description: 'Aluguel',
    due_day: 28,
  });
  await apiPost(page, '/tags', { name: 'Casa' });
  await apiPost(page, '/payees', { name: 'Padaria Pão Quente' });
  // A shared book: the top bar's book switcher is on every page.
  await apiPost(page, '/books', { name: 'Casa' });
  return person;
}

/**
 * Each theme once and each size once: the themes differ in colours (axe's contrast rules), the sizes in layout (the
 * phone's navigation, sheets and cards); the four pairs took nine of the browser tests' minutes for what two find.
 */
const RUNS = [
  { scheme: 'light', viewport: VIEWPORTS[0] },
  { scheme: 'dark', viewport: VIEWPORTS[1] },
] as const;

const test = walkWithPerson(personWithData);

for (const { scheme, viewport } of RUNS) {
  test.describe(`${viewport.name}, ${scheme}`, () => {
    test.use({ colorScheme: scheme, viewport });

    for (const path of PUBLIC) {
      test(`axe finds no WCAG 2 A/AA violation on ${path} (${viewport.name}, ${scheme})`, async ({
        page,
      }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    for (const path of SIGNED_IN) {
      test(`axe finds no WCAG 2 A/AA violation on ${path} (${viewport.name}, ${scheme})`, async ({
        walkPage: page,
      }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('main')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
