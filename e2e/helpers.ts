import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { formatDateBR } from '../common/dates';
import { linkIn, mailTo } from './mail-inbox';

export const PASSWORD = 'segredo123';

export function newEmail(prefix = 'e2e'): string {
  return `${prefix}.${Date.now()}.${randomBytes(3).toString('hex')}@grana.local`;
}

/** Creates a person through the API (fast), for tests whose subject is not the sign-up form. */
export async function createPerson(
  page: Page,
  name = 'Pessoa E2E',
): Promise<{ email: string; password: string; name: string }> {
  const email = newEmail();
  const res = await page.request.post('/api/v1/auth/register', { data: { name, email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  return { email, password: PASSWORD, name };
}

/**
 * Signs in through the sign-in page and waits for the dashboard inside the shell. The address changes before
 * the shell's lazy chunk has rendered: a key pressed then would reach no shortcut handler.
 */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toBeVisible();
}

/** A new person, signed in. */
export async function signedInPerson(page: Page, name?: string) {
  const person = await createPerson(page, name);
  await signIn(page, person.email);
  return person;
}

/**
 * Someone else in a browser of their own (a shared book's other person): registered with a known e-mail (the one an
 * invitation names) and signed in, at the size of the test's page. The test closes `context` when done.
 */
export async function personElsewhere(
  browser: Browser,
  page: Page,
  name: string,
  prefix: string,
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const other = await context.newPage();
  const email = newEmail(prefix);
  const res = await other.request.post('/api/v1/auth/register', {
    data: { name, email, password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  await signIn(other, email);
  return { context, page: other, email };
}

/** Screen text with the spaces Intl may put in money normalised. */
export function normalise(text: string | null): string {
  return (text ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The bearer token the page keeps, for calls made beside the screen (setting up data quickly). */
export async function authHeader(page: Page): Promise<{ authorization: string }> {
  const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  return { authorization: `Bearer ${token}` };
}

/** POST to the API as the signed-in person; answers `data`. */
export async function apiPost<T = { id: number }>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(`/api/v1${path}`, { data, headers: await authHeader(page) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** GET from the API as the signed-in person; answers `data`. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api/v1${path}`, { headers: await authHeader(page) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/**
 * One of the starter categories sign-up gives every new person ('Mercado', 'Salário', ...): tests use these
 * instead of creating them, as a person would.
 */
export async function starterCategory(page: Page, name: string): Promise<{ id: number }> {
  const categories = await apiGet<Array<{ id: number; name: string }>>(page, '/categories');
  const found = categories.find((c) => c.name === name);
  expect(found, `no starter category ${name}`).toBeDefined();
  return { id: (found as { id: number }).id };
}

/**
 * A press on the middle of what shows `target`, as a finger lands there (a tap with `touch`, in a context made with
 * hasTouch): whatever is on top at that spot receives it, such as a phone row's tap area over its text, where
 * Playwright's own click would refuse a target covered by another element.
 */
export async function pressWhereItShows(target: Locator, { touch = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (touch) await target.page().touchscreen.tap(x, y);
  else await target.page().mouse.click(x, y);
}

/** Types an ISO date into one of the app's date fields the Brazilian way: '2026-11-21' as 21112026. */
export async function fillDate(field: Locator, iso: string): Promise<void> {
  const typed = formatDateBR(iso);
  for (let attempt = 0; ; attempt++) {
    await field.clear();
    await field.pressSequentially(typed.replaceAll('/', ''));
    // A form that re-renders under the typing (a list it shows arriving) can keep only the first keystrokes, as a
    // person's typing would be: typed once more, as they would.
    if (attempt > 0 || (await field.inputValue()) === typed) break;
  }
  await expect(field).toHaveValue(typed);
}

/** Checks that a date field shows the ISO date as dd/mm/aaaa. */
export async function expectDate(field: Locator, iso: string): Promise<void> {
  await expect(field).toHaveValue(formatDateBR(iso));
}

/**
 * Holds the answers of the API path (`/api/v1/...`, any query) until release() is called, so a test sees the
 * page as it is while that data loads; later requests pass at once.
 */
export async function holdApi(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === `/api/v1${path}`,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Pastes text into a field as a person does: the text on the clipboard, then Ctrl+V in the field. */
export async function pasteInto(field: Locator, text: string): Promise<void> {
  const page = field.page();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.press('ControlOrMeta+v');
}

/**
 * Opens path with the API path's answer held: the page's skeleton, read as label, is busy. Answers it, its box,
 * and release() to let the answer through.
 */
export async function openWhileLoading(page: Page, path: string, api: string, label: string) {
  const release = await holdApi(page, api);
  await page.goto(path);
  const loading = page.getByRole('status').filter({ hasText: label });
  await expect(loading).toHaveAttribute('aria-busy', 'true');
  const blocks = (await loading.boundingBox())!;
  return { loading, blocks, release };
}

/**
 * The page's WCAG 2.0/2.1 A and AA violations as axe reports them, one line each: the rule, what it asks and the first
 * few places. `within`, a selector, limits axe to that part of the page (a dialog).
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const result = await (within ? builder.include(within) : builder).analyze();
  return result.violations.map((v) => {
    const places = v.nodes.map((n) => n.target.join(' '));
    const more = places.length > 5 ? ` | and ${places.length - 5} more` : '';
    return `${v.id} (${v.help}): ${places.slice(0, 5).join(' | ')}${more}`;
  });
}

/**
 * What slides sideways or sticks out past the screen's edges in the page's main part: none on a good page. A part
 * inside a box that scrolls sideways on purpose (the report's tabs, a wide chart) is that box's, not the page's.
 */
export const overflowingParts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push('the page scrolls sideways');
    const inScroller = (el: Element) => {
      for (let up = el.parentElement; up && up.tagName !== 'MAIN'; up = up.parentElement)
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(up).overflowX)) return true;
      return false;
    };
    for (const el of document.querySelectorAll('main *')) {
      if (inScroller(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 1 && (box.right > width + 0.5 || box.left < -0.5))
        found.push(`${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return found.slice(0, 5);
  });

/**
 * The violations in the light theme and in the dark one, switched as the system switches them. The app follows the
 * system live with a 300 ms fade (web/app/theme.tsx) and axe reads colours: each theme is checked once its class is
 * on and no colour is still fading (a loaded CI machine once read dark text mid-fade on a dark card). `within`: only
 * that part of the page (a dialog).
 */
export async function axeViolationsInBothThemes(
  page: Page,
  within?: string,
): Promise<{ light: string[]; dark: string[] }> {
  const found = { light: [] as string[], dark: [] as string[] };
  for (const scheme of ['light', 'dark'] as const) {
    await settledTheme(page, scheme);
    found[scheme] = await axeViolations(page, within);
  }
  return found;
}

/** The system's theme switched to `scheme`, once its class is on and no colour is still fading. */
export async function settledTheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  await page.emulateMedia({ colorScheme: scheme });
  if (scheme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(html).not.toHaveClass(/theme-transition/);
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)));
}

/** The subject of the confirmation e-mail sign-up sends (server/mail/mailer.ts). */
export const CONFIRMATION_SUBJECT = 'Grana: confirme o seu e-mail';

/**
 * The person opens the newest confirmation link sign-up (or Perfil) mailed them, in a tab of its own of `context`,
 * and confirms: invitations to their address are then listed in the app.
 */
export async function confirmEmailFromMail(context: BrowserContext, email: string, count = 1): Promise<void> {
  const mail = (await mailTo(email, count)).filter((m) => m.subject === CONFIRMATION_SUBJECT).at(-1);
  if (!mail) throw new Error(`no confirmation e-mail to ${email}`);
  const tab = await context.newPage();
  await tab.goto(linkIn(mail, '/confirmar-email'));
  await tab.getByRole('button', { name: 'Confirmar e-mail' }).click();
  await expect(tab.getByText('E-mail confirmado!')).toBeVisible();
  await tab.close();
}
