import { expect, type Page } from '@playwright/test';
import { addDays, firstDayOfMonth, todayIn } from '../common/dates';
import { SIGNED_IN_PAGES } from '../common/web-pages';
import { tabs as REPORT_TABS } from '../web/features/reports/report-tabs';
import { apiPost, createPerson, signIn, starterCategory } from './helpers';
import { walkWithPerson } from './page-walk';

/**
 * Every page fits a 390 px phone: nothing slides sideways and nothing sticks out past the screen's edges
 * (issue 31: Relatórios → Insights was 468 px wide and cut its amounts).
 */

/** The router's signed-in pages (common/web-pages.ts lists those the server preloads; these two it does not). */
const SIGNED_IN = [...Object.keys(SIGNED_IN_PAGES), '/change-password', '/debug'];
const PUBLIC = ['/login', '/register', '/forgot-password', '/reset-password?token=x'];

const today = () => todayIn('America/Sao_Paulo');

/** The walk's person: an account, a card with a purchase in 10x, transactions, a fixed item, a budget, a goal, a rule. */
async function personWithData(page: Page) {
  const person = await createPerson(page, 'Maria Aparecida dos Santos Oliveira');
  await signIn(page, person.email);
  const itau = await apiPost(page, '/accounts', {
    name: 'Itaú Conta Corrente Personnalité',
    type: 'checking',
    opening_balance: 12345.67,
  });
  await apiPost(page, '/accounts', { name: 'Poupança', type: 'savings', opening_balance: 800 });
  const nubank = await apiPost(page, '/accounts', {
    name: 'Nubank',
    type: 'credit_card',
    closing_day: 3,
    due_day: 10,
    credit_limit: 8000,
    payment_account_id: itau.id,
  });
  const mercado = await starterCategory(page, 'Mercado');
  const transporte = await starterCategory(page, 'Transporte');
  const salario = await starterCategory(page, 'Salário');
  await apiPost(page, '/transactions', {
    accountId: nubank.id,
    type: 'DESPESA',
    amount: 3299.9,
    description: 'TV Samsung 55 polegadas Crystal UHD 4K',
    date: today(),
    installments: 10,
  });
  for (const [description, amount, categoryId, type, days] of [
    ['Salário empresa', 8750.35, salario.id, 'RECEITA', -3],
    ['UBER *TRIP HELP.UBER.COM', 45.9, transporte.id, 'DESPESA', -1],
    ['CARREFOUR COMERCIO E INDUSTRIA LTDA FILIAL 123', 1312.4, mercado.id, 'DESPESA', 0],
    ['Drogasil', 89.9, null, 'DESPESA', 0],
  ] as const) {
    await apiPost(page, '/transactions', {
      accountId: itau.id,
      type,
      amount,
      description,
      date: addDays(today(), days),
      categoryId,
    });
  }
  await apiPost(page, '/recurring', {
    account_id: itau.id,
    amount: 2450,
    description: 'Aluguel do apartamento',
    due_day: 10,
  });
  await apiPost(page, '/budgets', { categoryId: mercado.id, month: firstDayOfMonth(today()), amount: 1000 });
  await apiPost(page, '/goals', { name: 'Viagem para Portugal', target_amount: 25000, type: 'poupanca' });
  await apiPost(page, '/rules', {
    name: 'Corridas de aplicativo',
    conditions: [{ field: 'description', operator: 'contains', value: 'uber' }],
    actions: { category_id: transporte.id },
  });
  await apiPost(page, '/tags', { name: 'Casa' });
  return person;
}

const test = walkWithPerson(personWithData);
test.use({ viewport: { width: 390, height: 844 } });

/**
 * What does not fit the viewport: the page's own sideways scroll, and each visible element that sticks out past
 * the left or right edge without a scrolling box (a sideways list, a table's scroller) holding it. A box that
 * only hides what overflows (overflow: hidden) does not count as holding: it cuts what it hides.
 */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) found.push(`page scrolls sideways: ${scrollWidth} px`);
    const heldByScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
          const box = p.getBoundingClientRect();
          return box.left >= -0.5 && box.right <= width + 0.5;
        }
      }
      return false;
    };
    const describe = (el: Element) => {
      const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? '';
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const box = el.getBoundingClientRect();
      return `<${el.tagName.toLowerCase()}${id ? ` ${id}` : ''}> ${Math.round(box.left)}..${Math.round(box.right)} "${text}"`;
    };
    // Read by screen readers only (the sr-only class: clipped to nothing), so never seen sticking out.
    const clippedAway = (el: Element) => {
      for (let p: Element | null = el; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.clip !== 'auto' || style.clipPath !== 'none') return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.right <= width + 0.5 && box.left >= -0.5) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      if (heldByScroller(el) || clippedAway(el)) continue;
      // Report the outermost offender only: its children stick out with it.
      const parent = el.parentElement?.getBoundingClientRect();
      if (parent && (parent.right > width + 0.5 || parent.left < -0.5) && !heldByScroller(el.parentElement!))
        continue;
      found.push(describe(el));
      if (found.length >= 5) break;
    }
    return found;
  });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`390 px, ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    for (const path of PUBLIC) {
      test(`${path} fits a 390 px phone (${scheme})`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await overflowing(page)).toEqual([]);
      });
    }

    for (const path of SIGNED_IN) {
      test(`${path} fits a 390 px phone (${scheme})`, async ({ walkPage: page }) => {
        await page.goto(path);
        await settle(page);
        if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
        expect(await overflowing(page)).toEqual([]);
      });
    }

    for (const tab of REPORT_TABS) {
      test(`Relatórios → ${tab.label} fits a 390 px phone (${scheme})`, async ({ walkPage: page }) => {
        await page.goto(`/reports?tab=${tab.value}`);
        await settle(page);
        await expect(page.getByRole('tab', { name: tab.label })).toHaveAttribute('aria-selected', 'true');
        expect(await overflowing(page)).toEqual([]);
      });
    }
  });
}
