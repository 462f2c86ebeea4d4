import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { SYNC_MESSAGES } from '../common/contract/sync';
import { formatDateBR, todayIn } from '../common/dates';
import { formatCents } from '../common/money';
import {
  CARD_NAME,
  CHECKING_BEFORE_CENTS,
  CHECKING_NAME,
  cardLines,
  checkingLines,
  FAKE_INSTITUTION,
  FAKE_ITEM_ID,
  FAKE_PLUGGY_CLIENT_ID,
  FAKE_PLUGGY_CLIENT_SECRET,
  sumCents,
} from './fake-bank';
import { apiPost, signedInPerson } from './helpers';

// The app's server talks to the local Pluggy of e2e/fake-pluggy-server.ts (playwright.config.ts), which holds the
// bank of e2e/fake-bank.ts: the figures below come from there.

/** The violations of WCAG 2.0/2.1 A and AA on the page, one line each. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function axeInBothThemes(page: Page) {
  const html = page.locator('html');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    if (scheme === 'dark') await expect(html).toHaveClass(/dark/);
    else await expect(html).not.toHaveClass(/dark/);
    await expect(html).not.toHaveClass(/theme-transition/);
    expect(await violations(page), scheme).toEqual([]);
  }
}

async function bankSyncJourney(page: Page) {
  await signedInPerson(page);
  // An account of the person's own, which the bank's checking account may be linked to.
  await apiPost(page, '/accounts', { name: 'Carteira do dia a dia', type: 'wallet' });
  const main = page.getByRole('main');

  // Reached from Contas.
  await page.goto('/accounts');
  await main.getByRole('link', { name: 'Conexões bancárias' }).click();
  await expect(page).toHaveURL(/\/conexoes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Conexões bancárias' })).toBeVisible();

  // No credentials yet: what MeuPluggy is, where the pair comes from, and nothing to add a connection with.
  const credentials = page.getByRole('region', { name: 'Credenciais do Pluggy' });
  await expect(credentials).toContainText('uso pessoal, até 5 conexões');
  await expect(credentials.getByRole('link', { name: /dashboard\.pluggy\.ai/ })).toHaveAttribute(
    'href',
    'https://dashboard.pluggy.ai',
  );
  await expect(main).toContainText('Salve suas credenciais do Pluggy acima para adicionar uma conexão.');
  await expect(main).toContainText('Nenhuma conexão bancária');
  await expect(main).toContainText('Adicione a conexão do MeuPluggy pelo item id');

  // A secret Pluggy refuses: the server's words, and nothing kept.
  const clientId = credentials.getByLabel('Client id');
  const secret = credentials.getByLabel('Client secret');
  await expect(secret).toHaveAttribute('type', 'password');
  await clientId.fill(FAKE_PLUGGY_CLIENT_ID);
  await secret.fill('segredo-que-o-pluggy-recusa');
  await credentials.getByRole('button', { name: 'Salvar credenciais' }).click();
  await expect(credentials.getByRole('alert')).toHaveText(SYNC_MESSAGES.credentialsRefused);

  await secret.fill(FAKE_PLUGGY_CLIENT_SECRET);
  await secret.press('Enter');
  await expect(credentials).toContainText('Credenciais salvas');
  await expect(credentials).toContainText(`Client id: ${FAKE_PLUGGY_CLIENT_ID}`);
  await expect(credentials.getByRole('button', { name: 'Trocar credenciais' })).toBeVisible();
  await expect(credentials.getByRole('button', { name: 'Remover' })).toBeVisible();
  await expect(main).not.toContainText(FAKE_PLUGGY_CLIENT_SECRET);

  // The MeuPluggy item: the bank and its two accounts, not linked yet.
  const add = page.getByRole('form', { name: 'Adicionar conexão' });
  await add.getByLabel('Item id').fill(FAKE_ITEM_ID);
  await add.getByRole('button', { name: 'Adicionar conexão' }).click();
  const connection = page.getByRole('region', { name: FAKE_INSTITUTION, exact: true });
  await expect(connection).toContainText('Conectada');
  await expect(connection).toContainText('Nenhuma sincronização ainda');
  await expect(add.getByLabel('Item id')).toHaveValue('');
  const checking = connection.getByRole('listitem', { name: CHECKING_NAME });
  const card = connection.getByRole('listitem', { name: CARD_NAME });
  await expect(checking).toContainText('Conta · 12345-6');
  await expect(card).toContainText('Cartão de crédito · 4321');
  await expect(card).toContainText('Limite R$ 8.000,00');
  const checkingSum = sumCents(checkingLines());
  const bankChecking = formatCents(CHECKING_BEFORE_CENTS + checkingSum);
  await expect(checking).toContainText(
    `Saldo no banco ${bankChecking} em ${formatDateBR(todayIn('America/Sao_Paulo'))}`,
  );
  await expect(card).toContainText('Nenhum cartão de crédito do Grana livre para ligar');

  // Linked to an account of the person's, and unlinked again.
  const choice = checking.getByLabel('Ligar a uma conta do Grana');
  await expect(choice.locator('option')).toHaveText(['Escolha uma conta', 'Carteira do dia a dia']);
  await choice.selectOption({ label: 'Carteira do dia a dia' });
  await checking.getByRole('button', { name: 'Ligar', exact: true }).click();
  await expect(checking).toContainText('Ligada a Carteira do dia a dia no Grana');
  await checking.getByRole('button', { name: `Desligar ${CHECKING_NAME}` }).click();
  await expect(choice).toBeVisible();

  // The Grana accounts made from the bank's.
  await checking.getByRole('button', { name: 'Criar conta no Grana' }).click();
  await expect(checking).toContainText(`Ligada a ${CHECKING_NAME} no Grana`);
  await card.getByRole('button', { name: 'Criar conta no Grana' }).click();
  await expect(card).toContainText(`Ligada a ${CARD_NAME} no Grana`);

  // Sincronizar agora: every line of both accounts is new.
  const lines = checkingLines().length + cardLines().length;
  const counts = `${lines} lançamentos lidos · ${lines} novos · 0 combinados · 0 atualizados · 0 removidos`;
  await connection.getByRole('button', { name: 'Sincronizar agora' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Sincronização concluída: ${counts}` }),
  ).toBeVisible();
  await expect(connection).toContainText(`Resultado: ${counts}`);
  await expect(connection).toContainText(
    `Última sincronização: ${formatDateBR(todayIn('America/Sao_Paulo'))}`,
  );
  await expect(connection).toContainText('Próxima:');

  // The balances side by side: the bank had R$ 5.000,00 before the first line Grana holds; the card agrees.
  await expect(checking).toContainText(`Saldo no Grana ${formatCents(checkingSum)} hoje`);
  await expect(checking).toContainText(
    `Diferença ${formatCents(CHECKING_BEFORE_CENTS)} o banco mostra mais que o Grana`,
  );
  await expect(card).toContainText(`Saldo no banco ${formatCents(sumCents(cardLines()))}`);
  await expect(card).toContainText('Saldos iguais');

  // Histórico: the run, when and how it ended.
  await connection.getByRole('button', { name: 'Histórico' }).click();
  const history = page.getByRole('dialog', { name: `Histórico: ${FAKE_INSTITUTION}` });
  const runs = history.getByRole('list', { name: 'Sincronizações' }).getByRole('listitem');
  await expect(runs).toHaveCount(1);
  await expect(runs.first()).toContainText('Sincronizar agora · Concluída');
  await expect(runs.first()).toContainText(counts);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  await axeInBothThemes(page);
  // Nothing slides sideways, on a phone too.
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // The account's rows in Transações: the lines the bank sent.
  await checking.getByRole('link', { name: `Ver lançamentos de ${CHECKING_NAME}` }).click();
  await expect(page).toHaveURL(/\/transactions\?accountId=\d+&from=[\d-]+&to=/);
  await expect(main).toContainText(
    `${checkingLines().length} transações no período com os filtros escolhidos`,
  );
  await expect(main.getByText(/salario empresa inventada/i).first()).toBeVisible();
}

test('Conexões bancárias: credentials, the MeuPluggy item, accounts created, synced, balances side by side', async ({
  page,
}) => {
  await bankSyncJourney(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Conexões bancárias: credentials, the MeuPluggy item, accounts created, synced, balances side by side', async ({
    page,
  }) => {
    await bankSyncJourney(page);
  });
});
