import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_IMPORT_MESSAGES } from '../../../common/contract/app-import';
import { importAppFile, previewAppFile, sendAppFile } from '../../test/app-import-upload';
import { actingAs, createUser, type TestUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

/**
 * "Trazer meus dados" against other apps' real export files (readers/real-files/, their sources in SOURCES.md there):
 * what the person sees in the preview, what is refused before anything is written, and what the import writes.
 */
const ctx = setupTestApp();

const realFile = (name: string) => ({
  content: readFileSync(new URL(`readers/real-files/${name}`, import.meta.url)),
  filename: name,
});

async function accounts(user: TestUser) {
  return (await actingAs(ctx, user).get('/accounts')).body.data as Array<{
    id: number;
    name: string;
    balance: number;
    opening_balance: number;
  }>;
}

async function rows(user: TestUser) {
  return (await actingAs(ctx, user).get('/transactions', { limit: 200 })).body.data.items as Array<{
    date: string;
    amount: number;
    type: string;
    conta_name: string;
    categoria_name: string | null;
  }>;
}

describe('Trazer meus dados: Quicken’s QIF (Microsoft Money’s export, GnuCash’s examples)', () => {
  it('a file cut short is refused whole at the preview and the import, naming the line; nothing is written', async () => {
    const user = await createUser(ctx);
    const full = realFile('ms-money.qif').content.toString('utf8');
    // Cut in the middle of a record's memo, as a download cut short leaves it.
    const cut = {
      content: full.slice(0, full.indexOf('MFrom other checking') + 10),
      filename: 'ms-money.qif',
    };
    const message =
      'Linha 123: o registro começado nesta linha não termina (falta a linha "^"): o arquivo parece cortado. Nada foi importado: corrija a linha ou exporte o arquivo de novo.';
    const preview = await sendAppFile(ctx, user, '/import/apps/preview', cut, { app: 'qif' });
    expect([preview.status, preview.body.error?.message]).toEqual([400, message]);
    const started = await sendAppFile(ctx, user, '/import/apps', cut, { app: 'qif' });
    expect([started.status, started.body.error?.message]).toEqual([400, message]);
    expect(await rows(user)).toEqual([]);
    expect(await accounts(user)).toEqual([]);
  });

  it('a one-account file opens its account with Quicken’s Opening Balance, read month first by its dates', async () => {
    const user = await createUser(ctx);
    const preview = await previewAppFile(ctx, user, realFile('ms-money.qif'), { app: 'qif' });
    expect(preview.errorCount).toBe(0);
    expect(preview.dayOrder).toEqual({ order: 'mes-dia', asked: false });
    // The account is the one its Opening Balance names, opened with that balance: no second account, no transfer.
    expect(preview.accounts.find((a) => a.name === 'New Bank')).toMatchObject({ opening: 4706.57 });
    expect(preview.accounts.map((a) => a.name)).toEqual(['New Bank', 'Cathy Bank', 'School Credit']);
    expect(preview.sample.some((r) => r.description === 'Opening Balance')).toBe(false);
    expect(preview.rows).toBe(345);
    // D12/20/95 is 20 December 1995.
    expect(preview.sample.find((r) => r.line === 53)).toMatchObject({ date: '1995-12-20', amount: 1065.94 });

    const job = await importAppFile(ctx, user, realFile('ms-money.qif'), {
      app: 'qif',
      accounts: { 'School Credit': { type: 'credit_card', closing_day: 3, due_day: 10, credit_limit: 5000 } },
    });
    expect(job.status).toBe('done');
    const bank = (await accounts(user)).find((a) => a.name === 'New Bank');
    expect(bank).toMatchObject({ opening_balance: 4706.57, balance: 2001.93 });
  });

  it('dates that read both ways are asked in the preview, and imported only in the order the person chose', async () => {
    const user = await createUser(ctx);
    const qif = {
      content: ['!Type:Bank', 'D08/01/2017', 'T-21.05', 'PMercado', 'LAlimentação', '^'].join('\n'),
      filename: 'conta.qif',
    };
    const asked = await previewAppFile(ctx, user, qif, { app: 'qif' });
    expect(asked.dayOrder).toEqual({ order: 'dia-mes', asked: true });
    const unanswered = await sendAppFile(ctx, user, '/import/apps', qif, { app: 'qif' });
    expect([unanswered.status, unanswered.body.error?.message]).toEqual([400, APP_IMPORT_MESSAGES.dayOrder]);
    expect(await rows(user)).toEqual([]);

    const answered = await previewAppFile(ctx, user, qif, { app: 'qif', dayOrder: 'mes-dia' });
    expect(answered.dayOrder).toEqual({ order: 'mes-dia', asked: true });
    expect(answered.sample[0]?.date).toBe('2017-08-01');
    await importAppFile(ctx, user, qif, { app: 'qif', dayOrder: 'mes-dia' });
    expect((await rows(user)).map((r) => [r.date, r.amount])).toEqual([['2017-08-01', 21.05]]);
  });
});

describe('Trazer meus dados: YNAB’s register (a US plan)', () => {
  it('is read month first by its dollars, and "To be Budgeted" is income, not a category', async () => {
    const user = await createUser(ctx);
    const preview = await previewAppFile(ctx, user, realFile('ynab-register-us.csv'), { app: 'ynab' });
    expect(preview.dayOrder).toEqual({ order: 'mes-dia', asked: false });
    expect(preview.sample.map((r) => [r.date, r.type, r.category])).toEqual([
      ['2017-08-01', 'DESPESA', 'Mandatory Expenses:Groceries'],
      ['2017-08-01', 'RECEITA', null],
    ]);
    expect(preview.categories.map((c) => c.name)).not.toContain('To be Budgeted');
  });
});

describe('Trazer meus dados: Firefly III’s export', () => {
  it('a withdrawal to Firefly’s cash account is an expense with its category, not a transfer to a new account', async () => {
    const user = await createUser(ctx);
    const preview = await previewAppFile(ctx, user, realFile('firefly-withdrawal-cash.csv'), {
      app: 'firefly',
    });
    expect(preview.accounts.map((a) => a.name)).toEqual(['Account UAH']);
    expect(preview.transfers).toBe(0);
    await importAppFile(ctx, user, realFile('firefly-withdrawal-cash.csv'), { app: 'firefly' });
    expect((await accounts(user)).map((a) => [a.name, a.balance])).toEqual([['Account UAH', -964.44]]);
    expect(await rows(user)).toEqual([
      expect.objectContaining({
        date: '2025-06-17',
        type: 'DESPESA',
        amount: 964.44,
        conta_name: 'Account UAH',
        categoria_name: 'Grocery',
      }),
    ]);
  });
});
