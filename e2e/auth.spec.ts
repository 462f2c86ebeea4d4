import { expect, test } from '@playwright/test';
import { CONFIRMATION_SUBJECT, createPerson, newEmail, PASSWORD, signedInPerson, signIn } from './helpers';
import { linkIn, mailTo } from './mail-inbox';

test('a signed-out visitor is sent to /login, which shows the service health', async ({ page }) => {
  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Bem-vindo de volta!' })).toBeVisible();
  await expect(page.getByText('API: OK')).toBeVisible();
  await expect(page.getByText('DB: OK')).toBeVisible();
  await expect(page.getByLabel('Lembrar-me')).toBeChecked();
});

test('sign up, land signed in and see the shell', async ({ page }) => {
  const email = newEmail('cadastro');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await expect(page.getByRole('heading', { name: 'Criar sua conta' })).toBeVisible();

  await page.getByLabel('Nome completo').fill('Carla Mendes');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill('outraSenha');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Senhas não coincidem')).toBeVisible();

  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Conta criada com sucesso! Redirecionando...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Conta criada!' })).toBeVisible();
  // Signed in at once: no second password prompt.
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

  const sidebar = page.getByRole('navigation', { name: 'Menu principal' });
  // The shell's menu (its entries and their order are first-steps.spec.ts's menu test).
  await expect(sidebar.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: 'Nova transação' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Avisos/ })).toBeVisible();
});

test('signing up with a registered e-mail and another password leaves the sign-in to the person', async ({
  page,
}) => {
  const person = await createPerson(page);
  await page.goto('/register');
  await page.getByLabel('Nome completo').fill('Outra Pessoa');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Senha', { exact: true }).fill('outraSenha1');
  await page.getByLabel('Confirmar senha').fill('outraSenha1');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  // The same answer as a new account's (no one learns whose e-mail is registered), but no session: the e-mail is
  // carried to the sign-in, the password is the person's to type.
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  await expect(page.getByText('Conta criada. Digite sua senha para entrar.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(person.email);
  await expect(page.getByLabel('Senha', { exact: true })).toBeFocused();
});

test('a wrong password shows the server message and stays on /login', async ({ page }) => {
  const person = await createPerson(page);
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Senha', { exact: true }).fill('senhaErrada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha inválidos');
  await expect(page).toHaveURL(/\/login$/);
});

test('every sidebar link opens its page without an error screen', async ({ page }) => {
  await signedInPerson(page);
  const sidebar = page.getByRole('navigation', { name: 'Menu principal' });
  const titles: Record<string, string> = {
    Dashboard: 'Dashboard',
    'Dashboard Gastos Fixos': 'Dashboard Gastos Fixos',
    Previsão: 'Previsão',
    Patrimônio: 'Patrimônio',
    'Gastos Fixos': 'Gastos Fixos',
    Transações: 'Transações',
    Contas: 'Contas',
    Cartões: 'Cartões',
    Categorias: 'Categorias',
    Orçamentos: 'Orçamentos',
    Metas: 'Metas',
    Investimentos: 'Investimentos',
    Bens: 'Bens',
    Dívidas: 'Dívidas',
    Relatórios: 'Relatórios',
    'Imposto de Renda': 'Imposto de Renda',
    Importação: 'Importação',
    'Conexões bancárias': 'Conexões bancárias',
    Livros: 'Livros',
    Perfil: 'Perfil',
  };
  for (const [link, title] of Object.entries(titles)) {
    await sidebar.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  }
  // Debug is for whoever runs the installation: folded in Perfil's "Avançado", not in everyone's menu.
  await page.getByText('Avançado', { exact: true }).click();
  await page.getByRole('link', { name: 'Abrir Debug' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Debug', exact: true })).toBeVisible();
  for (const [path, title] of [
    ['/fixed', 'Gastos Fixos'],
    ['/fixed-dashboard', 'Dashboard Gastos Fixos'],
    ['/dashboard', 'Dashboard'],
    ['/change-password', 'Alterar Senha'],
    ['/rules', 'Regras'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  }
});

test('the theme toggles, fades and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signedInPerson(page);
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  // The fade class lives for 300 ms only: record every class the root element takes.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenClasses: string[] }).seenClasses = seen;
    new MutationObserver(() => seen.push(document.documentElement.className)).observe(
      document.documentElement,
      {
        attributes: true,
        attributeFilter: ['class'],
      },
    );
  });
  await page.getByRole('button', { name: 'Usar tema escuro' }).click();
  await expect(html).toHaveClass(/dark/);
  await expect(html).not.toHaveClass(/theme-transition/);
  const seen = await page.evaluate(() => (window as unknown as { seenClasses: string[] }).seenClasses);
  expect(seen.some((c) => c.includes('theme-transition'))).toBe(true);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Usar tema claro' }).click();
  await expect(html).not.toHaveClass(/dark/);
});

test('the system theme is the default until the person chooses', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signedInPerson(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('keyboard shortcuts g and t move between pages, but not while typing', async ({ page }) => {
  await signedInPerson(page);
  await page.keyboard.press('t');
  await expect(page).toHaveURL(/\/transactions$/);
  await page.keyboard.press('g');
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel('Buscar transações').fill('gt');
  await expect(page).toHaveURL(/\/$/);
});

test('the top bar search opens the transactions filtered by the text', async ({ page }) => {
  await signedInPerson(page);
  await page.getByLabel('Buscar transações').fill('mercado');
  await page.getByLabel('Buscar transações').press('Enter');
  await expect(page).toHaveURL(/\/transactions\?q=mercado$/);
});

test('Sair ends the session: back to /login, and protected pages stay closed', async ({ page }) => {
  await signedInPerson(page);
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
  await page.goto('/accounts');
  await expect(page).toHaveURL(/\/login$/);
  const refresh = await page.request.post('/api/v1/auth/refresh');
  expect(refresh.status()).toBe(401);
});

test('a new tab keeps the session through the refresh cookie, renewed before its first call', async ({
  page,
  context,
}) => {
  const person = await signedInPerson(page, 'Bruno Lima');
  const tab = await context.newPage();
  const refused: string[] = [];
  tab.on('response', (r) => {
    if (r.status() === 401) refused.push(new URL(r.url()).pathname);
  });
  await tab.goto('/profile');
  await expect(tab.getByRole('definition').filter({ hasText: person.email })).toBeVisible();
  await expect(tab.getByText('Bruno Lima')).toBeVisible();
  // No call of the new tab went out without the token to be answered 401 (each one a red line in the console).
  expect(refused).toEqual([]);
});

test('an expired access token is renewed silently once', async ({ page }) => {
  const person = await signedInPerson(page, 'Renata Alves');
  // Off the running app first (a file of the same origin): its own refreshes would otherwise race the token set here.
  await page.goto('/favicon.svg');
  await page.evaluate(() => sessionStorage.setItem('accessToken', 'token-invalido'));
  await page.goto('/profile');
  await expect(page.getByRole('definition').filter({ hasText: person.email })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).not.toBe('token-invalido');
});

test('password recovery with the e-mailed link, then sign in with the new password', async ({ page }) => {
  const person = await createPerson(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
  await expect(page.getByText('Enviaremos um link para redefinir sua senha')).toBeVisible();
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('heading', { name: 'Email enviado!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao login' })).toBeVisible();

  // The person's mailbox holds the link, which the page also shows outside production (ambiente de desenvolvimento).
  // Sign-up mailed the confirmation of the address first; the reset is the one mail after it.
  const [confirmation, mail, ...more] = await mailTo(person.email, 2);
  expect(confirmation!.subject).toBe(CONFIRMATION_SUBJECT);
  expect(more).toEqual([]);
  expect(mail!.subject).toBe('Grana: redefinição de senha');
  expect(mail!.text).toContain(`Olá, ${person.name}.`);
  expect(mail!.text).toContain('Use o link abaixo em até 1 hora');
  const link = linkIn(mail!, '/reset-password');
  await expect(page.getByRole('link', { name: link })).toHaveAttribute('href', link);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Nova senha' })).toBeVisible();
  await expect(page.getByText('Mínimo de 6 caracteres')).toBeVisible();
  await page.getByLabel('Nova senha').fill('123');
  await page.getByLabel('Confirmar senha').fill('123');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
  await page.getByLabel('Nova senha').fill('novaSenha9');
  await page.getByLabel('Confirmar senha').fill('novaSenha8');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();
  await page.getByLabel('Confirmar senha').fill('novaSenha9');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Senha alterada!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  await signIn(page, person.email, 'novaSenha9');
});

test('the reset page without a token says so', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText('Token ausente ou inválido');
});

test('profile shows the person and changes the password', async ({ page }) => {
  const person = await signedInPerson(page, 'Paulo Rocha');
  await page.goto('/profile');
  await expect(page.getByText('Paulo Rocha')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: person.email })).toBeVisible();
  await expect(page.getByText('Usuário desde')).toBeVisible();
  await expect(page.getByText(/Membro desde \w+ de \d{4}/)).toBeVisible();

  await page.getByRole('link', { name: 'Alterar Senha' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel('Senha atual').fill('errada');
  await page.getByLabel('Nova senha', { exact: true }).fill('outraSenha1');
  await page.getByLabel('Confirmar nova senha').fill('outraSenha1');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Senha atual incorreta');
  await page.getByLabel('Senha atual').fill(person.password);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Senha alterada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('button', { name: 'Sair da Conta' }).click();
  await expect(page.getByText('Tem certeza que deseja sair?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, person.email, 'outraSenha1');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bottom navigation and its Mais sheet', async ({ page }) => {
    await signedInPerson(page);
    const bottom = page.getByRole('navigation', { name: 'Navegação inferior' });
    await expect(bottom.getByRole('link', { name: 'Início' })).toBeVisible();
    await expect(bottom.getByRole('button', { name: 'Nova' })).toBeVisible();
    await bottom.getByRole('link', { name: 'Transações' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await bottom.getByRole('button', { name: 'Mais' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet.getByRole('link', { name: 'Metas' })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Regras' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await bottom.getByRole('button', { name: 'Mais' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  });
});
