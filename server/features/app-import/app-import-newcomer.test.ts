import { describe, expect, it } from 'vitest';
import { addDays, addMonths, firstDayOfMonth, todayIn } from '../../../common/dates';
import { appSample, importAppFile, previewAppFile } from '../../test/app-import-upload';
import {
  actingAs,
  createAccount,
  createCard,
  createTransaction,
  createUser,
  type TestUser,
} from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

/**
 * What a newcomer from Mobills (Itaú checking account, Nubank card) found in "Trazer meus dados" (issue 74, the
 * walk's leftovers): the names of their own accounts, the balances of the account they pick, the installments of
 * the past, the categories under Mobills' parents.
 */
const ctx = setupTestApp();

const sample = { content: appSample('mobills.csv'), filename: 'mobills.csv' };

async function accountsOf(user: TestUser) {
  return (await actingAs(ctx, user).get('/accounts')).body.data as Array<{
    id: number;
    name: string;
    balance: number;
    opening_balance: number;
  }>;
}

describe('Trazer meus dados: a newcomer’s accounts', () => {
  it('proposes the person’s account of a near name, of the same kind only, and makes a new one when asked', async () => {
    const user = await createUser(ctx);
    const itau = await createAccount(ctx, user, { name: 'Itaú' });
    // A checking account named like the card is no card: the card goes to the person's card.
    await createAccount(ctx, user, { name: 'Nubank' });
    const card = await createCard(ctx, user, { name: 'Nubank cartão de crédito' });

    const preview = await previewAppFile(ctx, user, sample, { app: 'mobills' });
    const matchOf = (name: string) => preview.accounts.find((a) => a.name === name)?.match ?? null;
    expect(matchOf('Conta Itaú')).toEqual({ id: itau.id, name: 'Itaú', by: 'near' });
    expect(matchOf('Cartão Nubank')).toEqual({ id: card.id, name: 'Nubank cartão de crédito', by: 'near' });
    expect(matchOf('Carteira')).toBeNull();

    // What was proposed is what is done: no card terms asked, one account made (Carteira).
    const job = await importAppFile(ctx, user, sample, { app: 'mobills' });
    expect(job.status).toBe('done');
    expect(job.result?.accountsCreated).toBe(1);
    expect((await accountsOf(user)).map((a) => a.name).sort()).toEqual([
      'Carteira',
      'Itaú',
      'Nubank',
      'Nubank cartão de crédito',
    ]);

    // Another person turns the proposal down: "Conta Itaú" is made beside their "Itaú".
    const other = await createUser(ctx);
    await createAccount(ctx, other, { name: 'Itaú' });
    const created = await importAppFile(ctx, other, sample, {
      app: 'mobills',
      accounts: {
        'Conta Itaú': { type: 'checking' },
        'Cartão Nubank': { type: 'credit_card', closing_day: 3, due_day: 10, credit_limit: 5000 },
      },
    });
    expect(created.status).toBe('done');
    expect((await accountsOf(other)).map((a) => a.name).sort()).toEqual(
      ['Cartão Nubank', 'Carteira', 'Conta Itaú', 'Itaú'].sort(),
    );
  });

  it('proposes nothing when two of the person’s accounts are as near, and an account’s own name still wins', async () => {
    const user = await createUser(ctx);
    await createAccount(ctx, user, { name: 'Itaú' });
    await createAccount(ctx, user, { name: 'Conta corrente Itaú' });
    const carteira = await createAccount(ctx, user, { name: 'carteira', type: 'cash' });
    const preview = await previewAppFile(ctx, user, sample, { app: 'mobills' });
    const matchOf = (name: string) => preview.accounts.find((a) => a.name === name)?.match ?? null;
    expect(matchOf('Conta Itaú')).toBeNull();
    expect(matchOf('Carteira')).toEqual({ id: carteira.id, name: 'carteira', by: 'name' });
  });
});

/** A sum of reais rounded to the cent, as the API answers it. */
const reais = (value: number) => Math.round(value * 100) / 100;

const cardTerms = { type: 'credit_card' as const, closing_day: 3, due_day: 10, credit_limit: 5000 };

describe('Trazer meus dados: the balances of the account the person picks', () => {
  /** An account that matched the bank (R$ 2.867,27 today, one row after the file's months) of a name unlike the file's. */
  async function bankAccount(user: TestUser) {
    const account = await createAccount(ctx, user, { name: 'Banco principal', opening_balance: 2967.27 });
    await createTransaction(ctx, user, account.id, {
      amount: 100,
      date: '2026-04-02',
      description: 'Padaria',
    });
    return account;
  }

  it('shows the balance before and after, and the box, for an account picked by hand; the import does what it showed', async () => {
    const user = await createUser(ctx);
    const mine = await bankAccount(user);
    const choice = { 'Conta Itaú': mine.id, 'Cartão Nubank': cardTerms };
    const preview = await previewAppFile(ctx, user, sample, { app: 'mobills', accounts: choice });
    const itau = preview.accounts.find((a) => a.name === 'Conta Itaú');
    if (!itau) throw new Error('no Conta Itaú');
    expect(itau.match).toEqual({ id: mine.id, name: 'Banco principal', by: 'choice' });
    expect([itau.balanceBefore, itau.balanceAfter, itau.keepBalance]).toEqual([2867.27, 2867.27, true]);
    expect(itau.earlier).toEqual({ before: '2026-04-02', movement: itau.movement });

    const job = await importAppFile(ctx, user, sample, { app: 'mobills', accounts: choice });
    expect(job.status).toBe('done');
    const after = (await accountsOf(user)).find((a) => a.id === mine.id);
    expect(after?.balance).toBe(itau.balanceAfter);
    expect(after?.opening_balance).toBe(reais(2967.27 - itau.movement));
  });

  it('unticked for an account picked by hand: the preview says where the balance goes, and the import takes it there', async () => {
    const user = await createUser(ctx);
    const mine = await bankAccount(user);
    const settings = {
      app: 'mobills' as const,
      accounts: { 'Conta Itaú': mine.id, 'Cartão Nubank': cardTerms },
      keepBalances: { 'Conta Itaú': false },
    };
    const preview = await previewAppFile(ctx, user, sample, settings);
    const itau = preview.accounts.find((a) => a.name === 'Conta Itaú');
    if (!itau) throw new Error('no Conta Itaú');
    expect(itau.keepBalance).toBe(false);
    expect(itau.balanceAfter).toBe(reais(2867.27 + itau.movement));

    const job = await importAppFile(ctx, user, sample, settings);
    expect(job.status).toBe('done');
    const after = (await accountsOf(user)).find((a) => a.id === mine.id);
    expect(after?.balance).toBe(itau.balanceAfter);
    expect(after?.opening_balance).toBe(2967.27);
  });
});

describe('Trazer meus dados: Mobills’ subcategories and the starter categories', () => {
  it('a child no path matches goes to the one category of the person’s of a near name and its type', async () => {
    const user = await createUser(ctx, { starterCategories: true });
    const csv = [
      'Data;Descrição;Valor;Conta;Cartão de crédito;Categoria;Subcategoria;Tags;Tipo;Situação;Observação',
      '05/01/2026;Salário;6.500,00;Conta Itaú;;Salário;;;Receita;Pago;',
      '08/01/2026;Conta de luz;-187,45;Conta Itaú;;Casa;Energia;;Despesa;Pago;',
      '09/01/2026;Uber;-23,40;Conta Itaú;;Transporte;Aplicativos de transporte;;Despesa;Pago;',
      '10/01/2026;Mercado Extra;-342,75;Conta Itaú;;Alimentação;Mercado;;Despesa;Pago;',
      '12/01/2026;Outback;-158,90;Conta Itaú;;Alimentação;Restaurantes;;Despesa;Pago;',
      '14/01/2026;Padaria;-18,50;Conta Itaú;;Alimentação;Padaria;;Despesa;Pago;',
    ].join('\n');
    const upload = { content: Buffer.from(csv, 'utf8'), filename: 'mobills.csv' };
    const preview = await previewAppFile(ctx, user, upload, { app: 'mobills' });
    const proposed = Object.fromEntries(
      preview.categories.map((c) => [
        c.parent ? `${c.parent}:${c.name}` : c.name,
        c.match ? `${c.match.path}${c.match.near ? ' (near)' : ''}` : null,
      ]),
    );
    expect(proposed).toEqual({
      Salário: 'Salário',
      'Casa:Energia': 'Contas da casa:Energia (near)',
      'Transporte:Aplicativos de transporte': 'Transporte:Aplicativos de transporte',
      'Alimentação:Mercado': 'Mercado (near)',
      'Alimentação:Restaurantes': 'Restaurantes (near)',
      // No category of the person's is near: made under a new Alimentação.
      'Alimentação:Padaria': null,
      Alimentação: null,
    });

    const job = await importAppFile(ctx, user, upload, { app: 'mobills' });
    expect(job.status).toBe('done');
    const as = actingAs(ctx, user);
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
      'Conta de luz': 'Contas da casa:Energia',
      Uber: 'Transporte:Aplicativos de transporte',
      'Mercado Extra': 'Mercado',
      Outback: 'Restaurantes',
      Padaria: 'Alimentação:Padaria',
    });
  });
});

describe('Trazer meus dados: a purchase in installments whose later installments are already past', () => {
  it('writes only the installments dated after today: those before are history, not bills still owed', async () => {
    const user = await createUser(ctx);
    const today = todayIn();
    /** The 10th of the month `months` away from today's. */
    const tenth = (months: number) => addDays(addMonths(firstDayOfMonth(today), months), 9);
    const br = (iso: string) => iso.split('-').reverse().join('/');
    // 'Geladeira' in 10 installments of R$ 415,44, the file's last three months ago (3/10): 4/10 and 5/10 fell due
    // before today, 7/10 to 10/10 after.
    const csv = [
      'Data;Descrição;Valor;Conta;Cartão de crédito;Categoria;Subcategoria;Tags;Tipo;Situação;Observação',
      ...[1, 2, 3].map(
        (n) => `${br(tenth(n - 6))};Geladeira ${n}/10;-415,44;;Cartão Nubank;Casa;;;Despesa cartão;Pago;`,
      ),
      `${br(tenth(-3))};Salário;6.500,00;Conta Itaú;;Salário;;;Receita;Pago;`,
    ].join('\n');
    const upload = { content: Buffer.from(csv, 'utf8'), filename: 'mobills.csv' };
    const preview = await previewAppFile(ctx, user, upload, { app: 'mobills' });
    const job = await importAppFile(ctx, user, upload, {
      app: 'mobills',
      accounts: { 'Cartão Nubank': cardTerms },
    });
    expect(job.status).toBe('done');
    const rows = (
      await actingAs(ctx, user).get('/transactions', {
        q: 'Geladeira',
        from: '2000-01-01',
        to: '2099-12-31',
        limit: 50,
      })
    ).body.data.items as Array<{ date: string; amount: number; installment_number: number }>;
    const byNumber = new Map(rows.map((r) => [r.installment_number, r.date]));
    // The file's three, then none of those already past, and those still to come.
    expect([1, 2, 3].map((n) => byNumber.get(n))).toEqual([tenth(-5), tenth(-4), tenth(-3)]);
    expect(byNumber.has(4)).toBe(false);
    expect(byNumber.has(5)).toBe(false);
    expect([7, 8, 9, 10].map((n) => byNumber.get(n))).toEqual([tenth(1), tenth(2), tenth(3), tenth(4)]);
    const later = rows.filter((r) => r.installment_number > 3);
    expect(later.every((r) => r.date > today)).toBe(true);
    expect(later).toHaveLength(job.result?.laterInstallments ?? -1);
    expect(preview.installmentsToCome).toBe(later.length);
  });
});
