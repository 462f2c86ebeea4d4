import { expect, type Page, test } from '@playwright/test';
import { addDays, todayIn } from '../common/dates';
import {
  checkingLines,
  FAKE_INSTITUTION,
  FAKE_ITEM_ID,
  FAKE_PLUGGY_CLIENT_ID,
  FAKE_PLUGGY_CLIENT_SECRET,
} from './fake-bank';
import { apiGet, apiPost, authHeader, signedInPerson } from './helpers';

// The newcomer's first week: last month's statement imported, then the bank connected. The bank's lines are those of
// e2e/fake-bank.ts; the statement holds five of them, with the file's own ids and words.

const today = () => todayIn('America/Sao_Paulo');

/** An OFX of the first five of the bank's checking lines, as the bank's own file tells them. */
function statementOfFiveLines(): string {
  const lines = checkingLines()
    .slice(0, 5)
    .map(
      (l, i) =>
        `<STMTTRN><TRNTYPE>${l.cents < 0 ? 'DEBIT' : 'CREDIT'}<DTPOSTED>${addDays(today(), -l.daysAgo).replaceAll('-', '')}` +
        `<TRNAMT>${(l.cents / 100).toFixed(2)}<FITID>OFX-${i + 1}<MEMO>EXTRATO ${l.description}</STMTTRN>`,
    );
  return `OFXHEADER:100\nDATA:OFXSGML\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>${lines.join('')}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
}

/** The person's credentials and the MeuPluggy item, its checking account linked to a new Grana account. */
async function connectBank(page: Page): Promise<number> {
  const headers = await authHeader(page);
  const saved = await page.request.put('/api/v1/sync/credentials', {
    headers,
    data: { client_id: FAKE_PLUGGY_CLIENT_ID, client_secret: FAKE_PLUGGY_CLIENT_SECRET },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const connection = await apiPost<{ accounts: Array<{ id: number; kind: string }> }>(
    page,
    '/sync/connections',
    {
      item_id: FAKE_ITEM_ID,
    },
  );
  const link = async (kind: string) => {
    const bank = connection.accounts.find((a) => a.kind === kind)!;
    const linked = await page.request.put(`/api/v1/sync/accounts/${bank.id}`, {
      headers,
      data: { create: true },
    });
    expect(linked.ok(), await linked.text()).toBe(true);
    return ((await linked.json()) as { data: { account: { id: number } } }).data.account.id;
  };
  // The card too: its lines are a write of the run's own, which matches nothing.
  await link('card');
  return link('bank');
}

test('a statement imported, then the bank synced: its lines matched, not doubled, and one match undone', async ({
  page,
}) => {
  await signedInPerson(page);
  const accountId = await connectBank(page);
  const upload = await page.request.post('/api/v1/transactions/import-csv', {
    headers: await authHeader(page),
    multipart: {
      settings: JSON.stringify({ defaultAccountId: accountId }),
      file: {
        name: 'extrato.ofx',
        mimeType: 'application/x-ofx',
        buffer: Buffer.from(statementOfFiveLines()),
      },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);

  await page.goto('/conexoes');
  const connection = page.getByRole('region', { name: FAKE_INSTITUTION, exact: true });
  await connection.getByRole('button', { name: 'Sincronizar agora' }).click();
  await expect(connection).toContainText('Resultado: 38 lançamentos lidos · 33 novos · 5 combinados');
  const rows = async () =>
    (await apiGet<{ items: unknown[] }>(page, `/transactions?accountId=${accountId}&limit=100`)).items.length;
  expect(await rows()).toBe(30);

  // What was matched with what: the file's words beside the bank's.
  await connection.getByRole('button', { name: 'Ver combinações' }).click();
  const matches = connection.getByRole('list', { name: 'Combinações' });
  await expect(matches.getByRole('listitem')).toHaveCount(5);
  await expect(connection).not.toContainText('Nenhuma combinação a mostrar');
  const salary = matches.getByRole('listitem').filter({ hasText: 'SALARIO EMPRESA INVENTADA' });
  await expect(salary).toContainText('R$ 6.200,00');

  // The person says the salary was two movements: the bank's line becomes a row of its own.
  await salary.getByRole('button', { name: 'Desfazer combinação' }).click();
  await expect(matches.getByRole('listitem')).toHaveCount(4);
  expect(await rows()).toBe(31);

  // A later run matches nothing: the first one's matches are still within reach, in its history.
  await connection.getByRole('button', { name: 'Sincronizar agora' }).click();
  await expect(connection).toContainText('0 novos · 0 combinados');
  await expect(connection.getByRole('button', { name: 'Ver combinações' })).toHaveCount(0);
  await connection.getByRole('button', { name: 'Histórico' }).click();
  const history = page.getByRole('dialog');
  await history.getByRole('button', { name: 'Desfazer combinações' }).click();
  await expect(history).toContainText(
    'Combinações desfeitas: as linhas do banco agora são lançamentos próprios.',
  );
  expect(await rows()).toBe(35);
});
