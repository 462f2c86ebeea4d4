import { describe, expect, it } from 'vitest';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '../../../common/dates';
import { actingAs, createAccount, createUser, type TestUser } from '../../test/factories';
import { creditAccount, pluggyAccount, pluggyItem, pluggyTransaction } from '../../test/fake-pluggy';
import { setupTestAppWithPluggy } from '../../test/pluggy-app';
import { syncLineOf } from './lines';
import { toTransaction } from './providers/pluggy-mapping';

const { ctx, pluggy } = setupTestAppWithPluggy();

const day = (n: number) => addDays(todayIn(DEFAULT_TIME_ZONE), -n);

/** A bank at the local Pluggy holding these accounts; the person saves their credentials and adds it. */
async function connect(user: TestUser, accounts: Array<ReturnType<typeof pluggyAccount>>) {
  const as = actingAs(ctx, user);
  const item = pluggyItem();
  pluggy().state.items.push(item);
  for (const a of accounts) pluggy().state.accounts.push({ ...a, itemId: item.id });
  await as.put('/sync/credentials', { client_id: pluggy().clientId, client_secret: pluggy().clientSecret });
  const connection = await as.post('/sync/connections', { item_id: item.id });
  expect(connection.status, JSON.stringify(connection.body)).toBe(201);
  return connection.body.data as {
    id: number;
    accounts: Array<{ id: number; name: string; currency: string }>;
  };
}

const NOMAD = () =>
  pluggyAccount({ name: 'Nomad Conta Global', currencyCode: 'USD', balance: 250.5, number: '9988' });

describe('a bank account in dollars (Nomad, Wise, Inter Global)', () => {
  it('becomes a Grana account in dollars, its lines and balance in dollars', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const nomad = NOMAD();
    const connection = await connect(user, [nomad]);
    const bank = connection.accounts[0]!;
    expect(bank).toMatchObject({ name: 'Nomad Conta Global', currency: 'USD', bank_balance: 250.5 });
    const linked = await as.put(`/sync/accounts/${bank.id}`, { create: true });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);

    pluggy().state.transactions.push(
      pluggyTransaction({
        accountId: nomad.id,
        date: `${day(3)}T00:00:00.000Z`,
        description: 'STARBUCKS NEW YORK',
        type: 'DEBIT',
        amount: -12.5,
        currencyCode: 'USD',
      }),
      pluggyTransaction({
        accountId: nomad.id,
        date: `${day(2)}T00:00:00.000Z`,
        description: 'DEPOSITO RECEBIDO',
        type: 'CREDIT',
        amount: 263,
        currencyCode: 'USD',
      }),
    );
    const run = await as.post(`/sync/connections/${connection.id}/sync`);
    expect(run.body.data, JSON.stringify(run.body)).toMatchObject({ outcome: 'ok', inserted: 2 });

    const accounts = (await as.get('/accounts')).body.data as Array<Record<string, unknown>>;
    const grana = accounts.find((a) => a.id === linked.body.data.account.id);
    // US$ 263,00 − US$ 12,50: the account's balance in dollars, as the bank's.
    expect(grana).toMatchObject({
      name: 'Nomad Conta Global',
      currency: 'USD',
      type: 'checking',
      balance: 250.5,
    });
    const listed = (await as.get('/sync/connections')).body.data as Array<{
      id: number;
      accounts: unknown[];
    }>;
    expect(listed.find((c) => c.id === connection.id)?.accounts[0]).toMatchObject({
      currency: 'USD',
      bank_balance: 250.5,
      account: { balance: 250.5, difference: 0 },
    });
  });

  it('is not linked to an account in reais, saying which currency each is in', async () => {
    const user = await createUser(ctx);
    const itau = await createAccount(ctx, user, { name: 'Itaú' });
    const connection = await connect(user, [NOMAD()]);
    const res = await actingAs(ctx, user).put(`/sync/accounts/${connection.accounts[0]!.id}`, {
      account_id: itau.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Esta conta do banco está em USD e a conta Itaú do Grana está em BRL. Ligue-a a uma conta em USD ou peça para criar uma.',
    );
    // An account in dollars takes it.
    const dollars = await createAccount(ctx, user, { name: 'Dólares', currency: 'USD' });
    const ok = await actingAs(ctx, user).put(`/sync/accounts/${connection.accounts[0]!.id}`, {
      account_id: dollars.id,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('linked to an account in reais before the bank said its currency writes nothing there, and the run says why', async () => {
    const user = await createUser(ctx);
    const as = actingAs(ctx, user);
    const itau = await createAccount(ctx, user, { name: 'Itaú' });
    const wise = pluggyAccount({ name: 'Wise', currencyCode: 'BRL' });
    const connection = await connect(user, [wise]);
    const linked = await as.put(`/sync/accounts/${connection.accounts[0]!.id}`, { account_id: itau.id });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    // The bank now says the account is in dollars.
    const atBank = pluggy().state.accounts.find((a) => a.id === wise.id)!;
    atBank.currencyCode = 'USD';
    pluggy().state.transactions.push(
      pluggyTransaction({
        accountId: wise.id,
        date: `${day(1)}T00:00:00.000Z`,
        amount: -40,
        currencyCode: 'USD',
      }),
    );
    const run = (await as.post(`/sync/connections/${connection.id}/sync`)).body.data;
    expect(run).toMatchObject({ outcome: 'ok', inserted: 0 });
    expect(run.notes).toContain(
      'A conta Wise do banco está em USD e a conta Itaú do Grana está em BRL: suas linhas não foram sincronizadas. Ligue-a a uma conta em USD.',
    );
    const rows = (await as.get('/transactions', { accountId: itau.id })).body.data.items;
    expect(rows).toEqual([]);
  });

  it('in a currency Grana does not keep is neither created nor linked', async () => {
    const user = await createUser(ctx);
    const itau = await createAccount(ctx, user, { name: 'Itaú' });
    const connection = await connect(user, [pluggyAccount({ name: 'Wise HKD', currencyCode: 'HKD' })]);
    const as = actingAs(ctx, user);
    const message =
      'Esta conta do banco está em HKD, uma moeda que o Grana não acompanha: ela não pode ser ligada nem criada.';
    const created = await as.put(`/sync/accounts/${connection.accounts[0]!.id}`, { create: true });
    expect(created.status).toBe(400);
    expect(created.body.error.message).toBe(message);
    const linked = await as.put(`/sync/accounts/${connection.accounts[0]!.id}`, { account_id: itau.id });
    expect(linked.status).toBe(400);
    expect(linked.body.error.message).toBe(message);
    const names = ((await as.get('/accounts')).body.data as Array<{ name: string }>).map((a) => a.name);
    expect(names).toEqual(['Itaú']);
  });
});

describe("a card in reais with a purchase abroad (Pluggy's amountInAccountCurrency)", () => {
  it('is charged in reais, and the line keeps what it was in dollars', () => {
    const card = creditAccount();
    const line = toTransaction({
      ...pluggyTransaction({
        accountId: card.id,
        description: 'AMAZON WEB SERVICES',
        type: 'DEBIT',
        amount: 50,
        currencyCode: 'USD',
        amountInAccountCurrency: 287.53,
      }),
      date: new Date('2026-10-08T00:00:00.000Z'),
    } as never);
    expect(line).toMatchObject({
      amountCents: 28753,
      type: 'DESPESA',
      foreign: { amount: 5000, currency: 'USD' },
    });
    expect(syncLineOf(line)).toMatchObject({
      amountCents: 28753,
      foreign: { amount: 5000, currency: 'USD' },
    });
    // A line in the account's own currency has none.
    const local = toTransaction({
      ...pluggyTransaction(),
      date: new Date('2026-10-08T00:00:00.000Z'),
    } as never);
    expect(local.foreign).toBeUndefined();
  });
});
