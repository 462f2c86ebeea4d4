import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  APP_IMPORT_MESSAGES,
  type AppImportPreview,
  type AppImportSettings,
  type SourceApp,
} from '../../../common/contract/app-import';
import { addDays, addMonths, firstDayOfMonth, todayIn } from '../../../common/dates';
import {
  appSample,
  importAppFile,
  previewAppFile,
  sendAppFile,
  waitForAppImport,
} from '../../test/app-import-upload';
import { actingAs, createAccount, createTransaction, createUser, type TestUser } from '../../test/factories';
import { gnucashBook, gzipped, sqliteBookInReais, xmlBookInReais } from '../../test/gnucash-books';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

const SAMPLES: Array<[SourceApp, string]> = [
  ['mobills', 'mobills.csv'],
  ['organizze', 'organizze.xlsx'],
  ['meu-dinheiro', 'meu-dinheiro.xlsx'],
  ['actual', 'actual.csv'],
  ['actual', 'actual.zip'],
  ['firefly', 'firefly.csv'],
  ['ynab', 'ynab.csv'],
  ['qif', 'qif.qif'],
  ['gnucash', 'gnucash.csv'],
  ['gnucash', 'gnucash-simple.csv'],
];

const file = (name: string) => ({ content: appSample(name), filename: name });

/** New cards need their bill's terms: the file cannot say them. */
function cardTerms(preview: AppImportPreview): AppImportSettings['accounts'] {
  return Object.fromEntries(
    preview.accounts
      .filter((a) => a.kind === 'credit_card' && a.match === null)
      .map((a) => [
        a.name,
        { type: 'credit_card' as const, closing_day: 3, due_day: 10, credit_limit: 5000 },
      ]),
  );
}

async function balances(user: TestUser): Promise<Record<string, number>> {
  const accounts = (await actingAs(ctx, user).get('/accounts')).body.data as Array<{
    name: string;
    balance: number;
  }>;
  return Object.fromEntries(accounts.map((a) => [a.name, a.balance]));
}

/** A sum of reais rounded to the cent, as the API answers it. */
const reais = (value: number) => Math.round(value * 100) / 100;

describe('Trazer meus dados: each app’s sample', () => {
  it.each(SAMPLES)(
    '%s (%s): imported to the file’s counts and balances, and a second time adds nothing',
    async (app, name) => {
      const user = await createUser(ctx);
      const preview = await previewAppFile(ctx, user, file(name), { app });
      expect(preview.rows).toBeGreaterThan(10);
      expect(preview.errorCount).toBe(0);
      expect(preview.accounts.every((a) => a.match === null)).toBe(true);

      const settings = { app, accounts: cardTerms(preview) };
      const job = await importAppFile(ctx, user, file(name), settings);
      expect(job.error).toBeNull();
      expect(job.status).toBe('done');
      const result = job.result;
      if (!result) throw new Error('no result');
      // Every row written once, a transfer as its two legs, and the installments still to come of the last one the
      // file holds of each purchase; nothing skipped.
      expect(result.inserted).toBe(preview.rows + preview.transfers + result.laterInstallments);
      expect(result.transactions).toBe(preview.rows);
      expect(result.skipped).toBe(0);
      expect(result.accountsCreated).toBe(preview.accounts.length);
      // What the preview said would be made is what was made: each "Criar nova", each installment to come.
      expect(result.categoriesCreated).toBe(preview.categories.filter((c) => c.match === null).length);
      expect(result.laterInstallments).toBe(preview.installmentsToCome);
      expect(job.written).toBe(job.total);

      // The installments to come are the only rows after the file's last day.
      const later = (
        await actingAs(ctx, user).get('/transactions', {
          importId: job.id,
          from: addDays(preview.to!, 1),
          to: '2099-12-31',
          limit: 200,
        })
      ).body.data.items as Array<{ conta_name: string; amount: number; type: string }>;
      expect(later).toHaveLength(result.laterInstallments);
      expect(later.every((r) => r.type === 'DESPESA')).toBe(true);
      const laterOf = (name: string) =>
        later.filter((r) => r.conta_name === name).reduce((sum, r) => sum + r.amount, 0);
      // Each account's balance is the one it had in the app (its opening balance and what the file moved in it),
      // less the installments to come.
      expect(await balances(user)).toEqual(
        Object.fromEntries(
          preview.accounts.map((a) => [a.name, reais(a.opening + a.movement - laterOf(a.name))]),
        ),
      );
      // The categories with their parents, as the preview named them.
      const categories = (await actingAs(ctx, user).get('/categories')).body.data as Array<{
        id: number;
        name: string;
        parentId: number | null;
      }>;
      const pathOf = (c: { name: string; parentId: number | null }) => {
        const parent = categories.find((p) => p.id === c.parentId);
        return parent ? `${parent.name}:${c.name}` : c.name;
      };
      const paths = new Set(categories.map(pathOf));
      for (const c of preview.categories)
        expect(paths).toContain(c.parent ? `${c.parent}:${c.name}` : c.name);

      // Again: every row is found already there, and the balances stay.
      const before = await balances(user);
      const again = await previewAppFile(ctx, user, file(name), { app });
      expect(again.accounts.every((a) => a.match !== null)).toBe(true);
      expect(again.categories.every((c) => c.match !== null)).toBe(true);
      const second = await importAppFile(ctx, user, file(name), { app });
      expect(second.result?.inserted).toBe(0);
      expect(second.result?.accountsCreated).toBe(0);
      expect(second.result?.categoriesCreated).toBe(0);
      expect(await balances(user)).toEqual(before);
    },
  );
});

describe('Trazer meus dados: a GnuCash book read directly (issue 74 point 7)', () => {
  it('imports the .gnucash book itself, SQLite or compressed XML, to GnuCash’s balances', async () => {
    const user = await createUser(ctx);
    // piecash's book_schtx.gnucash (SQLite, written by GnuCash), its euros renamed reais.
    const sqlite = {
      content: Buffer.from(await sqliteBookInReais('gnucash-book_schtx.gnucash', 'EUR')),
      filename: 'casa.gnucash',
    };
    const preview = await previewAppFile(ctx, user, sqlite, { app: 'gnucash' });
    expect(preview.rows).toBe(136);
    // GnuCash's Checking Account: opening balance 700.00 (Equity:Opening Balances), -2,260.00 at the end; the one
    // transaction from a dollar account is said, not imported (+100.00).
    expect(preview.accounts.map((a) => [a.name, a.kind, a.opening, reais(a.opening + a.movement)])).toEqual([
      ['Checking Account', 'checking', 700, -2360],
    ]);
    expect(preview.errors.map((e) => e.message)).toEqual([
      'Transação de 18/11/2015 "test": em USD; o Grana guarda valores em reais (BRL) e não converte moedas. Não importada.',
    ]);
    const job = await importAppFile(ctx, user, sqlite, { app: 'gnucash' });
    expect(job.status).toBe('done');
    expect(job.result?.transactions).toBe(136);
    expect(await balances(user)).toEqual({ 'Checking Account': -2360 });

    // GnuCash for Android's XML book, gzip-compressed as GnuCash saves it: one dinner paid from two accounts.
    const other = await createUser(ctx);
    const xml = {
      content: Buffer.from(
        gzipped(xmlBookInReais('gnucash-android-transactionWithNonDefaultSplitsImport.gnucash', 'USD')),
      ),
      filename: 'livro.gnucash',
    };
    const xmlJob = await importAppFile(ctx, other, xml, { app: 'gnucash' });
    expect(xmlJob.status).toBe('done');
    expect(await balances(other)).toEqual({ 'Cash in Wallet': -5, Bank: -45 });
  });

  it('refuses a book kept in another currency, saying which', async () => {
    const user = await createUser(ctx);
    const res = await sendAppFile(
      ctx,
      user,
      '/import/apps/preview',
      { content: Buffer.from(gnucashBook('gnucash-book_schtx.gnucash')), filename: 'casa.gnucash' },
      { app: 'gnucash' },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'O livro do GnuCash está em EUR: o Grana guarda valores em reais (BRL) e não converte moedas.',
    );
  });
});

describe('Trazer meus dados: the mapping and what the book has', () => {
  it('a category mapped onto the person’s own is remembered for the next import of that app', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const mine = (await as.post('/categories', { nome: 'Comida', tipo: 'despesa' })).body.data;
    const preview = await previewAppFile(ctx, user, file('ynab.csv'), { app: 'ynab' });
    const expense = preview.categories.find((c) => c.type === 'despesa' && c.rows > 0);
    if (!expense) throw new Error('the sample has no expense category');
    expect(expense.match).toBeNull();

    await importAppFile(ctx, user, file('ynab.csv'), {
      app: 'ynab',
      accounts: cardTerms(preview),
      categories: { [expense.key]: mine.id },
    });
    const rows = (await as.get('/transactions', { categoryId: mine.id, limit: 100 })).body.data.items;
    expect(rows).toHaveLength(expense.rows);
    const again = await previewAppFile(ctx, user, file('ynab.csv'), { app: 'ynab' });
    expect(again.categories.find((c) => c.key === expense.key)?.match).toEqual({
      id: mine.id,
      path: 'Comida',
      remembered: true,
      near: false,
    });
  });

  it('subcategories of one name under different parents stay apart, matched by their full path (issue 74 point 3)', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const car = (await as.post('/categories', { nome: 'Automóvel', tipo: 'despesa' })).body.data;
    const csv = [
      'Data;Descrição;Valor;Conta;Cartão de crédito;Categoria;Subcategoria;Tags;Tipo;Situação;Observação',
      '05/01/2026;Salário;6.500,00;Conta Itaú;;Salário;;;Receita;Pago;',
      '06/01/2026;Seguro do carro;-180,00;Conta Itaú;;Seguros;Automóvel;;Despesa;Pago;',
      '07/01/2026;Revisão;-420,00;Conta Itaú;;Automóvel;;;Despesa;Pago;',
      '08/01/2026;IRPF;-300,00;Conta Itaú;;Imposto;Federal;;Despesa;Pago;',
      '09/01/2026;IRPF da esposa;-200,00;Conta Itaú;;Imposto Cônjuge;Federal;;Despesa;Pago;',
    ].join('\n');
    const upload = { content: Buffer.from(csv, 'utf8'), filename: 'mobills.csv' };
    const preview = await previewAppFile(ctx, user, upload, { app: 'mobills' });
    const matchOf = (path: string) =>
      preview.categories.find((c) => (c.parent ? `${c.parent}:${c.name}` : c.name) === path)?.match ?? null;
    // The person's top-level Automóvel is the file's top-level one, not the insurance's.
    expect(matchOf('Automóvel')).toEqual({ id: car.id, path: 'Automóvel', remembered: false, near: false });
    expect(matchOf('Seguros:Automóvel')).toBeNull();

    const job = await importAppFile(ctx, user, upload, { app: 'mobills' });
    expect(job.status).toBe('done');
    const categories = (await as.get('/categories')).body.data as Array<{
      id: number;
      name: string;
      parentId: number | null;
    }>;
    const pathOf = (id: number) => {
      const c = categories.find((x) => x.id === id);
      const parent = categories.find((x) => x.id === c?.parentId);
      return parent ? `${parent.name}:${c?.name}` : c?.name;
    };
    const rows = (await as.get('/transactions', { importId: job.id, limit: 100 })).body.data.items as Array<{
      description: string;
      categoriaId: number;
    }>;
    expect(Object.fromEntries(rows.map((r) => [r.description, pathOf(r.categoriaId)]))).toEqual({
      Salário: 'Salário',
      'Seguro do carro': 'Seguros:Automóvel',
      Revisão: 'Automóvel',
      IRPF: 'Imposto:Federal',
      'IRPF da esposa': 'Imposto Cônjuge:Federal',
    });
  });

  it('history landing before an account’s first row keeps today’s balance by moving the opening balance (issue 74 point 8)', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    // The account matched the bank before the import: R$ 2.867,27 today, with one row after the file's months.
    const itau = await createAccount(ctx, user, { name: 'Conta Itaú', opening_balance: 2967.27 });
    await createTransaction(ctx, user, itau.id, { amount: 100, date: '2026-04-02', description: 'Padaria' });
    const bank = (await balances(user))['Conta Itaú'];
    expect(bank).toBe(2867.27);

    const preview = await previewAppFile(ctx, user, file('mobills.csv'), { app: 'mobills' });
    const account = preview.accounts.find((a) => a.name === 'Conta Itaú');
    expect(account?.match?.id).toBe(itau.id);
    expect(account?.balanceBefore).toBe(2867.27);
    // Every row of the file is before the account's first one: offered, and on by default.
    expect(account?.earlier).toEqual({ before: '2026-04-02', movement: account?.movement });
    expect(account?.keepBalance).toBe(true);
    expect(account?.balanceAfter).toBe(2867.27);
    // Unticked, the preview says where the balance would go.
    const moved = await previewAppFile(ctx, user, file('mobills.csv'), {
      app: 'mobills',
      keepBalances: { 'Conta Itaú': false },
    });
    const movedAccount = moved.accounts.find((a) => a.name === 'Conta Itaú');
    expect(movedAccount?.balanceAfter).toBe(reais(2867.27 + (account?.movement ?? 0)));

    const job = await importAppFile(ctx, user, file('mobills.csv'), {
      app: 'mobills',
      accounts: cardTerms(preview),
    });
    expect(job.status).toBe('done');
    expect((await balances(user))['Conta Itaú']).toBe(2867.27);
    const opening = (
      (await as.get('/accounts')).body.data as Array<{ id: number; opening_balance: number }>
    ).find((a) => a.id === itau.id)?.opening_balance;
    expect(opening).toBe(reais(2967.27 - (account?.movement ?? 0)));
  });

  it('a file already imported is previewed as such: its count is what the import writes (issue 74 point 8)', async () => {
    const user = await createUser(ctx);
    const first = await previewAppFile(ctx, user, file('mobills.csv'), { app: 'mobills' });
    expect([first.fresh, first.known]).toEqual([first.rows, 0]);
    const job = await importAppFile(ctx, user, file('mobills.csv'), {
      app: 'mobills',
      accounts: cardTerms(first),
    });
    expect(job.result?.transactions).toBe(first.fresh);
    const again = await previewAppFile(ctx, user, file('mobills.csv'), { app: 'mobills' });
    expect([again.fresh, again.known]).toEqual([0, first.rows]);
    const second = await importAppFile(ctx, user, file('mobills.csv'), { app: 'mobills' });
    expect(second.result?.transactions).toBe(again.fresh);
  });

  it('only the categories the rows use are created; a near-equal name is the default mapping (issue 74 point 8)', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const market = (await as.post('/categories', { nome: 'Mercado', tipo: 'despesa' })).body.data;
    const pharmacy = (await as.post('/categories', { nome: 'Farmácia', tipo: 'despesa' })).body.data;
    const qif = [
      '!Type:Cat',
      ...['Supermercado', 'Farmacias', 'Lazer', 'Educação', 'Viagens', 'Pets', 'Saúde:Dentista'].flatMap(
        (n) => [`N${n}`, 'E', '^'],
      ),
      ...['Salário', 'Bônus'].flatMap((n) => [`N${n}`, 'I', '^']),
      '!Type:Bank',
      ...[
        ['05/01/2026', '5.000,00', 'Empresa', 'Salário'],
        ['08/01/2026', '-342,75', 'Extra', 'Supermercado'],
        ['09/01/2026', '-42,10', 'Drogasil', 'Farmacias'],
        ['10/01/2026', '-180,00', 'Dr. Ana', 'Saúde:Dentista'],
      ].flatMap(([d, t, p, l]) => [`D${d}`, `T${t}`, `P${p}`, `L${l}`, '^']),
    ].join('\n');
    const upload = { content: Buffer.from(qif, 'utf8'), filename: 'quicken.qif' };
    const preview = await previewAppFile(ctx, user, upload, { app: 'qif' });
    const byPath = Object.fromEntries(
      preview.categories.map((c) => [c.parent ? `${c.parent}:${c.name}` : c.name, c.match]),
    );
    expect(byPath.Supermercado).toEqual({ id: market.id, path: 'Mercado', remembered: false, near: true });
    expect(byPath.Farmacias).toEqual({ id: pharmacy.id, path: 'Farmácia', remembered: false, near: true });
    // The categories no row uses are not offered.
    expect(Object.keys(byPath).sort()).toEqual([
      'Farmacias',
      'Salário',
      'Saúde',
      'Saúde:Dentista',
      'Supermercado',
    ]);

    const job = await importAppFile(ctx, user, upload, { app: 'qif' });
    expect(job.result?.categoriesCreated).toBe(3);
    const names = ((await as.get('/categories')).body.data as Array<{ name: string }>)
      .map((c) => c.name)
      .sort();
    expect(names).toEqual(['Dentista', 'Farmácia', 'Mercado', 'Salário', 'Saúde']);
  });

  it('a parent whose children all go to the person’s categories is not created empty', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const mine = (await as.post('/categories', { nome: 'Dia a dia', tipo: 'despesa' })).body.data;
    const preview = await previewAppFile(ctx, user, file('ynab.csv'), { app: 'ynab' });
    const children = preview.categories.filter((c) => c.parent === 'Gastos do dia a dia');
    expect(children.length).toBeGreaterThan(1);
    const job = await importAppFile(ctx, user, file('ynab.csv'), {
      app: 'ynab',
      accounts: cardTerms(preview),
      categories: Object.fromEntries(children.map((c) => [c.key, mine.id])),
    });
    expect(job.status).toBe('done');
    const names = ((await as.get('/categories')).body.data as Array<{ name: string }>).map((c) => c.name);
    expect(names).not.toContain('Gastos do dia a dia');
    expect(names).toContain('Diversão');
    const rows = (await as.get('/transactions', { categoryId: mine.id, limit: 100 })).body.data.items;
    expect(rows).toHaveLength(children.reduce((sum, c) => sum + c.rows, 0));
  });

  it('a purchase in installments gets the installments after the last one the file holds, in the bills to come', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    // 'Notebook Dell 1/10' to '3/10' (R$ 450,00 on the 10th of the month before last to this month's): 4/10 to 10/10,
    // all after today, are to come (those already past are not: installments-to-come.ts).
    const tenth = (months: number) => addDays(addMonths(firstDayOfMonth(todayIn()), months), 9);
    const csv = [
      'Data;Descrição;Valor;Conta;Cartão de crédito;Categoria;Subcategoria;Tags;Tipo;Situação;Observação',
      ...[1, 2, 3].map(
        (n) =>
          `${tenth(n - 3)
            .split('-')
            .reverse()
            .join('/')};Notebook Dell ${n}/10;-450,00;;Cartão Nubank;Eletrônicos;;;Despesa cartão;Pago;`,
      ),
    ].join('\n');
    const upload = { content: Buffer.from(csv, 'utf8'), filename: 'mobills.csv' };
    const preview = await previewAppFile(ctx, user, upload, { app: 'mobills' });
    expect(preview.installmentsToCome).toBe(7);
    const job = await importAppFile(ctx, user, upload, { app: 'mobills', accounts: cardTerms(preview) });
    expect(job.result?.laterInstallments).toBe(7);
    const rows = (
      await as.get('/transactions', { q: 'Notebook Dell', from: '2000-01-01', to: '2099-12-31', limit: 50 })
    ).body.data.items as Array<{
      date: string;
      amount: number;
      installment_number: number;
      installment_count: number;
    }>;
    expect(
      rows
        .map((r) => [r.date, r.amount, r.installment_number, r.installment_count])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual(Array.from({ length: 10 }, (_, i) => [tenth(i - 2), 450, i + 1, 10]));
    // Imported again: 3/10 is the installment already there, and nothing more is written.
    const again = await importAppFile(ctx, user, upload, { app: 'mobills' });
    expect(again.result).toMatchObject({ inserted: 0, laterInstallments: 0 });
  });

  it('a row typed before the import is matched, not doubled', async () => {
    const user = await createUser(ctx);
    const preview = await previewAppFile(ctx, user, file('mobills.csv'), { app: 'mobills' });
    const expense = preview.sample.find((r) => r.type === 'DESPESA' && r.installment === null);
    if (!expense) throw new Error('the sample has no expense');
    const account = await createAccount(ctx, user, { name: expense.account });
    await createTransaction(ctx, user, account.id, {
      description: expense.description,
      amount: expense.amount,
      date: expense.date,
    });
    const job = await importAppFile(ctx, user, file('mobills.csv'), {
      app: 'mobills',
      accounts: cardTerms(preview),
    });
    expect(job.result?.inserted).toBe(preview.rows + preview.transfers - 1 + job.result!.laterInstallments);
    expect(job.result?.skipped).toBe(1);
    const rows = (await actingAs(ctx, user).get('/transactions', { accountId: account.id, limit: 200 })).body
      .data.items as Array<{ description: string; amount: number; date: string }>;
    const same = rows.filter((r) => r.date === expense.date && r.amount === expense.amount);
    expect(same).toHaveLength(1);
  });

  it('a card’s bill paid by a transfer on its due date is that bill’s payment, not a credit of the next', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const preview = await previewAppFile(ctx, user, file('ynab.csv'), { app: 'ynab' });
    // Closing on the 3rd, due on the 10th: January's purchases (R$ 712,35) are the bill of 2026-02, which YNAB's
    // "Transfer : Nubank Cartão" pays on 10/02.
    await importAppFile(ctx, user, file('ynab.csv'), { app: 'ynab', accounts: cardTerms(preview) });
    const card = ((await as.get('/accounts')).body.data as Array<{ id: number; name: string }>).find(
      (a) => a.name === 'Nubank Cartão',
    );
    if (!card) throw new Error('no card');
    const february = (await as.get('/cards/bills', { account_id: card.id, month: '2026-02' })).body.data;
    expect(february).toMatchObject({ total: 712.35, paid: 712.35, status: 'paga' });
    const march = (await as.get('/cards/bills', { account_id: card.id, month: '2026-03' })).body.data;
    expect(march).toMatchObject({ paid: 0 });
  });

  it('YNAB’s "Starting Balance" opens a new account; an account of the person’s keeps its own', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const mine = await createAccount(ctx, user, {
      name: 'Minha poupança',
      type: 'savings',
      opening_balance: 40,
    });
    const preview = await previewAppFile(ctx, user, file('ynab.csv'), { app: 'ynab' });
    expect(preview.accounts.find((a) => a.name === 'Nubank Conta')?.opening).toBe(2500);
    expect(preview.accounts.find((a) => a.name === 'Poupança')?.opening).toBe(10_000);
    expect(preview.sample.some((r) => r.description === 'Starting Balance')).toBe(false);
    await importAppFile(ctx, user, file('ynab.csv'), {
      app: 'ynab',
      accounts: { ...cardTerms(preview), Poupança: mine.id },
      // Its history moving today's balance, as the person chose: the opening balance is left alone.
      keepBalances: { Poupança: false },
    });
    const accounts = (await as.get('/accounts')).body.data as Array<{
      id: number;
      name: string;
      opening_balance: number;
    }>;
    expect(accounts.find((a) => a.name === 'Nubank Conta')?.opening_balance).toBe(2500);
    expect(accounts.find((a) => a.id === mine.id)?.opening_balance).toBe(40);
    // No income of R$ 2.500,00 or R$ 10.000,00 in January: the salary and the savings' yield alone.
    const summary = (await as.get('/reports/summary', { from: '2026-01-01', to: '2026-01-31' })).body.data;
    expect(summary.receitas).toBe(6065.32);
  });

  it('refuses, before writing, what it cannot do', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const foreign = await createAccount(ctx, other, { name: 'Conta do outro' });
    const send = (
      settings: AppImportSettings | string,
      name = 'mobills.csv',
      path: '/import/apps' | '/import/apps/preview' = '/import/apps',
    ) => sendAppFile(ctx, user, path, file(name), settings);
    const preview = await previewAppFile(ctx, user, file('mobills.csv'), { app: 'mobills' });
    const card = preview.accounts.find((a) => a.kind === 'credit_card');
    if (!card) throw new Error('the sample has no card');

    const noApp = await send({} as AppImportSettings);
    expect([noApp.status, noApp.body.error.message]).toEqual([400, `${APP_IMPORT_MESSAGES.app} (app)`]);
    const notJson = await send('{');
    expect(notJson.status).toBe(400);
    const wrongApp = await send({ app: 'mobills' }, 'qif.qif');
    expect(wrongApp.status).toBe(400);
    expect(wrongApp.body.error.message).toMatch(/Mobills/);
    const noTerms = await send({ app: 'mobills' });
    expect([noTerms.status, noTerms.body.error.message]).toEqual([
      400,
      APP_IMPORT_MESSAGES.cardTerms(card.name),
    ]);
    const elsewhere = await send({ app: 'mobills', accounts: { [card.name]: foreign.id } });
    expect([elsewhere.status, elsewhere.body.error.message]).toEqual([
      404,
      APP_IMPORT_MESSAGES.accountChoice(card.name),
    ]);
    const expense = preview.categories.find((c) => c.type === 'despesa');
    const income = preview.categories.find((c) => c.type === 'receita');
    if (!expense || !income) throw new Error('the sample lacks a category');
    const salary = (await actingAs(ctx, user).post('/categories', { nome: 'Renda', tipo: 'receita' })).body
      .data;
    const wrongType = await send({
      app: 'mobills',
      accounts: cardTerms(preview),
      categories: { [expense.key]: salary.id },
    });
    expect([wrongType.status, wrongType.body.error.message]).toEqual([
      400,
      APP_IMPORT_MESSAGES.categoryType(expense.name),
    ]);
    const junk = await sendAppFile(
      ctx,
      user,
      '/import/apps',
      { content: Buffer.from([0, 1, 2, 255]), filename: 'x.csv' },
      { app: 'mobills' },
    );
    expect(junk.status).toBe(400);

    // Nothing was written by any of them.
    expect((await actingAs(ctx, user).get('/accounts')).body.data).toEqual([]);
    expect((await actingAs(ctx, user).get('/import/apps/current')).body.data).toBeNull();
  });

  it('one import at a time in a book; one left by a stopped server gives way; another book’s job is not found', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const preview = await previewAppFile(ctx, user, file('qif.qif'), { app: 'qif' });
    const settings = { app: 'qif' as const, accounts: cardTerms(preview) };
    const db = ctx.app.deps.database.db;
    const running = '00000000-0000-4000-8000-000000000001';
    await db.execute(
      sql`insert into app_imports (id, book_id, app, file_name, total) values (${running}, ${user.id}, 'qif', 'a.qif', 10)`,
    );
    const refused = await sendAppFile(ctx, user, '/import/apps', file('qif.qif'), settings);
    expect([refused.status, refused.body.error.message]).toEqual([409, APP_IMPORT_MESSAGES.running]);

    // Its server stopped ten minutes ago: the page says so, and a new import may start.
    await db.execute(
      sql`update app_imports set updated_at = now() - interval '11 minutes' where id = ${running}`,
    );
    expect((await actingAs(ctx, user).get('/import/apps/job', { id: running })).body.data).toMatchObject({
      status: 'failed',
      error: APP_IMPORT_MESSAGES.interrupted,
    });
    const started = await sendAppFile(ctx, user, '/import/apps', file('qif.qif'), settings);
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({
      status: 'running',
      app: 'qif',
      fileName: 'qif.qif',
      written: 0,
    });
    expect(started.body.data.total).toBe(preview.rows + preview.transfers);
    const theirs = await actingAs(ctx, other).get('/import/apps/job', { id: started.body.data.id });
    expect([theirs.status, theirs.body.data]).toEqual([200, null]);
    expect((await actingAs(ctx, user).get('/import/apps/job', { id: 'x' })).status).toBe(400);
    const done = await waitForAppImport(ctx, user, started.body.data.id);
    expect(done).toMatchObject({ status: 'done', written: done.total });
    expect((await actingAs(ctx, user).get('/import/apps/current')).body.data).toMatchObject({
      id: started.body.data.id,
      status: 'done',
    });
  });
});
