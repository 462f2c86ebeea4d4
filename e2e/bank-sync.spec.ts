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
  IGPM_NAME,
  sumCents,
} from './fake-bank';
import { apiPost, axeViolationsInBothThemes, signedInPerson } from './helpers';

// The app's server talks to the local Pluggy of e2e/fake-pluggy-server.ts (playwright.config.ts), which holds the
// bank of e2e/fake-bank.ts: the figures below come from there.

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
  // Where the item id is: the same words in the empty list's steps and under the form's field (once it shows).
  const itemIdWhere =
    'O item id aparece na conexão do MeuPluggy, no dashboard do Pluggy (dashboard.pluggy.ai';
  await expect(main.getByText('Nenhuma conexão bancária').locator('..')).toContainText(itemIdWhere);

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

  // An item Pluggy does not know: the server's words under the form, gone as soon as the person types again.
  const add = page.getByRole('form', { name: 'Adicionar conexão' });
  await expect(add).toContainText(itemIdWhere);
  const itemId = add.getByLabel('Item id');
  await itemId.fill('item-que-o-pluggy-nao-conhece');
  await add.getByRole('button', { name: 'Adicionar conexão' }).click();
  await expect(add.getByRole('alert')).toHaveText(SYNC_MESSAGES.itemNotFound);
  await itemId.fill(FAKE_ITEM_ID);
  await expect(add.getByRole('alert')).toHaveCount(0);

  // The MeuPluggy item: the bank and its two accounts, not linked yet, and no error left on the form.
  await add.getByRole('button', { name: 'Adicionar conexão' }).click();
  const connection = page.getByRole('region', { name: FAKE_INSTITUTION, exact: true });
  await expect(connection).toContainText('Conectada');
  await expect(connection).toContainText('Nenhuma sincronização ainda');
  // Its first run is due at once: no time that has already gone by.
  await expect(connection).toContainText('Próxima: em alguns minutos');
  await expect(itemId).toHaveValue('');
  await expect(add.getByRole('alert')).toHaveCount(0);
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

  // Linked to an account of the person's, and unlinked again after saying what happens to its rows. The control
  // pressed goes away each time: the focus stays on the bank account, at its name.
  const checkingName = checking.getByRole('heading', { name: CHECKING_NAME });
  const choice = checking.getByLabel('Ligar a uma conta do Grana');
  await expect(choice.locator('option')).toHaveText(['Escolha uma conta', 'Carteira do dia a dia']);
  await choice.selectOption({ label: 'Carteira do dia a dia' });
  await checking.getByRole('button', { name: 'Ligar', exact: true }).click();
  await expect(checking).toContainText('Ligada à conta Carteira do dia a dia no Grana');
  await expect(checkingName).toBeFocused();
  const unlink = checking.getByRole('button', { name: `Desligar ${CHECKING_NAME}` });
  const question = page.getByRole('dialog', { name: `Desligar ${CHECKING_NAME}` });
  await unlink.click();
  await expect(question).toContainText(
    'Os lançamentos já trazidos ficam na conta Carteira do dia a dia. Os próximos só chegam depois de ligar de novo.',
  );
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeHidden();
  await expect(checking).toContainText('Ligada à conta Carteira do dia a dia no Grana');
  await unlink.click();
  await question.getByRole('button', { name: 'Desligar' }).click();
  await expect(choice).toBeVisible();
  await expect(checkingName).toBeFocused();

  // The Grana accounts made from the bank's; a card is linked to a cartão.
  await checking.getByRole('button', { name: 'Criar conta no Grana' }).click();
  await expect(checking).toContainText(`Ligada à conta ${CHECKING_NAME} no Grana`);
  await expect(checkingName).toBeFocused();
  await card.getByRole('button', { name: 'Criar conta no Grana' }).click();
  await expect(card).toContainText(`Ligado ao cartão ${CARD_NAME} no Grana`);
  await expect(card.getByRole('heading', { name: CARD_NAME })).toBeFocused();
  // The bank's investments go into an investment account, made here from them.
  const investments = connection.getByRole('listitem', { name: 'Investimentos' });
  await expect(investments).toContainText('Aplicações e ações do banco');
  await expect(investments).toContainText('Investido no banco R$ 3.409,30');
  await investments.getByRole('button', { name: 'Criar conta no Grana' }).click();
  await expect(investments).toContainText(/Ligados à conta Investimentos.* no Grana/);
  await expect(investments).not.toContainText('Saldo no Grana');

  // Sincronizar agora: every line of both accounts is new.
  const lines = checkingLines().length + cardLines().length;
  const counts = `${lines} lançamentos lidos · ${lines} novos · 0 combinados · 0 atualizados · 0 removidos`;
  await connection.getByRole('button', { name: 'Sincronizar agora' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Sincronização concluída: ${counts}` }),
  ).toBeVisible();
  await expect(connection).toContainText(`Resultado: ${counts}`);
  // The investments: the two CDBs and the shares are new; the one at IGP-M is worth what the bank says, and why.
  await expect(connection).toContainText('Investimentos: 3 novos');
  await expect(connection).toContainText(
    `${IGPM_NAME}: o Grana não calcula o índice IGPM: vale o valor informado pelo banco`,
  );
  await expect(connection).toContainText(
    `Última sincronização: ${formatDateBR(todayIn('America/Sao_Paulo'))}`,
  );
  // Then the next run has its time.
  await expect(connection).toContainText(/Próxima: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  // The balances side by side: the bank had R$ 5.000,00 before the first line Grana holds; the card agrees.
  await expect(checking).toContainText(`Saldo no Grana ${formatCents(checkingSum)} hoje`);
  await expect(checking).toContainText(
    `Diferença ${formatCents(CHECKING_BEFORE_CENTS)} o banco mostra mais que o Grana`,
  );
  // The money from before the first line is the likeliest cause of a difference: said under it, and only there.
  const differenceHint = 'A diferença pode ser o saldo de antes do primeiro lançamento trazido';
  await expect(checking).toContainText(differenceHint);
  await expect(card).toContainText(`Saldo no banco ${formatCents(sumCents(cardLines()))}`);
  await expect(card).toContainText('Saldos iguais');
  await expect(card).not.toContainText(differenceHint);

  // Histórico: the run, when and how it ended.
  await connection.getByRole('button', { name: 'Histórico' }).click();
  const history = page.getByRole('dialog', { name: `Histórico: ${FAKE_INSTITUTION}` });
  const runs = history.getByRole('list', { name: 'Sincronizações' }).getByRole('listitem');
  await expect(runs).toHaveCount(1);
  await expect(runs.first()).toContainText('Sincronizar agora · Concluída');
  await expect(runs.first()).toContainText(counts);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  // Nothing slides sideways, on a phone too.
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // The account's rows in Transações: the lines the bank sent.
  await checking.getByRole('link', { name: `Ver lançamentos de ${CHECKING_NAME}` }).click();
  await expect(page).toHaveURL(/\/transactions\?accountId=\d+&from=[\d-]+&to=/);
  await expect(main).toContainText(
    `${checkingLines().length} receitas e despesas no período com os filtros escolhidos`,
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
