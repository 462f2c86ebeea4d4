import type { Investment } from 'pluggy-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PositionResponse } from '../../../common/contract/investments';
import type { HoldingResponse } from '../../../common/contract/variable-income';
import { DEFAULT_TIME_ZONE, todayIn } from '../../../common/dates';
import { actingAs, createUser, type TestUser } from '../../test/factories';
import {
  type FakePluggy,
  pluggyAccount,
  pluggyInvestment,
  pluggyItem,
  pluggyStock,
  startFakePluggy,
  type Wire,
} from '../../test/fake-pluggy';
import { setupTestApp } from '../../test/test-app';
import { pluggyProvider } from './providers/pluggy';

// A bank's investments synced into Grana's positions and holdings: the real pluggy-sdk against a local server that
// speaks Pluggy's API (server/test/fake-pluggy.ts), invented data only.

let fake: FakePluggy;
const ctx = setupTestApp(
  {},
  { syncProviderFor: (c) => pluggyProvider(c, { apiUrl: fake.url, retryBaseMs: 1 }) },
);

beforeAll(async () => {
  fake = await startFakePluggy();
});
afterAll(async () => {
  await fake.close();
});

const today = () => todayIn(DEFAULT_TIME_ZONE);

interface Bank {
  user: TestUser;
  itemId: string;
  connectionId: number;
  /** The connection's investments as Grana shows them (PUT /sync/accounts/:id links them). */
  investmentsRowId: number;
}

/** A person with their Pluggy pair and a bank at the fake that holds `investments`, connected. */
async function bankWith(
  investments: Array<Partial<Wire<Investment>> & { type?: Investment['type'] }>,
  user?: TestUser,
): Promise<Bank> {
  const person = user ?? (await createUser(ctx));
  const as = actingAs(ctx, person);
  const item = pluggyItem();
  fake.state.items.push(item);
  fake.state.accounts.push(pluggyAccount({ itemId: item.id }));
  for (const i of investments)
    fake.state.investments.push(
      i.type === 'EQUITY'
        ? pluggyStock({ ...i, itemId: item.id })
        : pluggyInvestment({ ...i, itemId: item.id }),
    );
  if (!user) {
    const credentials = await as.put('/sync/credentials', {
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
    });
    expect(credentials.status, JSON.stringify(credentials.body)).toBe(200);
  }
  const connection = await as.post('/sync/connections', { item_id: item.id });
  expect(connection.status, JSON.stringify(connection.body)).toBe(201);
  const row = (connection.body.data.accounts as Array<{ id: number; kind: string; name: string }>).find(
    (a) => a.kind === 'investment',
  );
  expect(row?.name).toBe('Investimentos');
  return { user: person, itemId: item.id, connectionId: connection.body.data.id, investmentsRowId: row!.id };
}

/** Links the bank's investments to a new Grana investment account made from them: its id. */
async function createInvestmentAccount(bank: Bank): Promise<number> {
  const linked = await actingAs(ctx, bank.user).put(`/sync/accounts/${bank.investmentsRowId}`, {
    create: true,
  });
  expect(linked.status, JSON.stringify(linked.body)).toBe(200);
  return linked.body.data.account.id;
}

async function sync(bank: Bank) {
  const run = await actingAs(ctx, bank.user).post(`/sync/connections/${bank.connectionId}/sync`);
  expect(run.status, JSON.stringify(run.body)).toBe(200);
  expect(run.body.data.outcome, JSON.stringify(run.body.data)).toBe('ok');
  return run.body.data as { investments_new: number; investments_updated: number; notes: string[] };
}

async function positionsOf(user: TestUser): Promise<PositionResponse[]> {
  const res = await actingAs(ctx, user).get('/investments');
  expect(res.status).toBe(200);
  return res.body.data.positions;
}

async function holdingsOf(user: TestUser): Promise<HoldingResponse[]> {
  const res = await actingAs(ctx, user).get('/variable-income');
  expect(res.status).toBe(200);
  return res.body.data.holdings;
}

async function investmentAccount(user: TestUser, name: string): Promise<number> {
  const res = await actingAs(ctx, user).post('/accounts', { name, type: 'investment' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

describe("a bank's investments synced into Grana", () => {
  it('the first sync writes a CDB and a stock; the second finds them and writes nothing twice', async () => {
    const bank = await bankWith([
      { id: 'inv-cdb-1', name: 'CDB Banco Inventado 102% CDI' },
      { id: 'inv-invt3-1', type: 'EQUITY' },
    ]);
    const accountId = await createInvestmentAccount(bank);

    const first = await sync(bank);

    expect(first).toMatchObject({ investments_new: 2, investments_updated: 0, notes: [] });
    const [cdb, ...others] = await positionsOf(bank.user);
    expect(others).toEqual([]);
    expect(cdb).toMatchObject({
      accountId,
      name: 'CDB Banco Inventado 102% CDI',
      productLabel: 'CDB',
      indexingLabel: '102% do CDI',
      applied: 1000,
      date: '2025-06-02',
      maturityDate: '2027-06-01',
      bank: { value: 1087.65, date: '2026-03-02' },
    });
    const [stock, ...more] = await holdingsOf(bank.user);
    expect(more).toEqual([]);
    expect(stock).toMatchObject({
      accountId,
      ticker: 'INVT3',
      kind: 'acao',
      quantity: '100.00000000',
      price: { date: today(), value: '12.34000000' },
      value: 1234,
      trades: 1,
    });

    const second = await sync(bank);

    expect(second).toMatchObject({ investments_new: 0, investments_updated: 2, notes: [] });
    expect(await positionsOf(bank.user)).toHaveLength(1);
    const [again] = await holdingsOf(bank.user);
    expect(again).toMatchObject({ quantity: '100.00000000', trades: 1 });
    // The page's words for the run.
    const runs = await actingAs(ctx, bank.user).get(`/sync/connections/${bank.connectionId}/runs`);
    expect(runs.body.data[0]).toMatchObject({ investments_new: 0, investments_updated: 2 });
  });

  it('a ticker the person typed is not doubled: the price is recorded, another quantity is told', async () => {
    const user = await createUser(ctx);
    const corretora = await investmentAccount(user, 'Corretora Inventada');
    const trade = await actingAs(ctx, user).post('/variable-income/trades', {
      accountId: corretora,
      ticker: 'INVT3',
      kind: 'acao',
      side: 'compra',
      date: '2026-01-05',
      quantity: '80',
      price: '10,00',
    });
    expect(trade.status, JSON.stringify(trade.body)).toBe(201);
    const credentials = await actingAs(ctx, user).put('/sync/credentials', {
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
    });
    expect(credentials.status).toBe(200);
    const bank = await bankWith([{ id: 'inv-invt3-typed', type: 'EQUITY', quantity: 100 }], user);
    await createInvestmentAccount(bank);

    const run = await sync(bank);

    expect(run).toMatchObject({ investments_new: 0, investments_updated: 1 });
    expect(run.notes).toEqual([
      'INVT3: o banco informa 100 unidades, o Grana tem 80 unidades; nenhuma operação foi registrada (confira as compras e vendas)',
    ]);
    const holdings = await holdingsOf(user);
    expect(holdings).toHaveLength(1);
    expect(holdings[0]).toMatchObject({
      accountId: corretora,
      quantity: '80.00000000',
      trades: 1,
      price: { date: today(), value: '12.34000000' },
    });
  });

  it('a position the person typed in the linked account is found by its product, day and amount', async () => {
    const bank = await bankWith([{ id: 'inv-cdb-typed' }]);
    const accountId = await investmentAccount(bank.user, 'Banco Inventado Investimentos');
    const as = actingAs(ctx, bank.user);
    const linked = await as.put(`/sync/accounts/${bank.investmentsRowId}`, { account_id: accountId });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const typed = await as.post('/investments', {
      accountId,
      name: 'Meu CDB',
      product: 'cdb',
      indexing: 'cdi',
      rate: '101,5',
      amount: 1000,
      date: '2025-06-02',
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);

    const run = await sync(bank);

    expect(run).toMatchObject({ investments_new: 0, investments_updated: 1 });
    const positions = await positionsOf(bank.user);
    // The person's own contract kept (the rate they typed), the bank's value beside it.
    expect(positions.map((p) => [p.id, p.name, p.indexingLabel, p.bank])).toEqual([
      [typed.body.data.id, 'Meu CDB', '101,5% do CDI', { value: 1087.65, date: '2026-03-02' }],
    ]);
    expect((await sync(bank)).investments_new).toBe(0);
    expect(await positionsOf(bank.user)).toHaveLength(1);
  });

  it('without the rate the engine needs, the position is worth the bank’s value and the run says why', async () => {
    const bank = await bankWith([
      { id: 'inv-igpm', name: 'CDB IGP-M Inventado', rate: null, rateType: 'IGPM', fixedAnnualRate: 5 },
      {
        id: 'inv-norate',
        name: 'LCA Inventada',
        subtype: 'LCA',
        rate: null,
        rateType: 'CDI',
        balance: 1050.1,
        amount: 1050.1,
      },
    ]);
    await createInvestmentAccount(bank);

    const run = await sync(bank);

    expect(run.investments_new).toBe(2);
    expect(run.notes).toEqual([
      'CDB IGP-M Inventado: o Grana não calcula o índice IGPM: vale o valor informado pelo banco',
      'LCA Inventada: o banco não informou a taxa: vale o valor informado pelo banco',
    ]);
    const positions = await positionsOf(bank.user);
    expect(positions.map((p) => [p.name, p.indexingLabel, p.rate, p.applied, p.today?.gross])).toEqual([
      ['CDB IGP-M Inventado', 'Valor informado pelo banco', null, 1000, 1087.65],
      ['LCA Inventada', 'Valor informado pelo banco', null, 1000, 1050.1],
    ]);
    // An LCA is free of income tax: what a redemption pays is the bank's value itself.
    expect(positions[1]?.today).toMatchObject({ incomeTaxRate: 'isento', net: 1050.1 });
  });

  it('a position the bank shows withdrawn, or no longer lists, stays in Grana and is told', async () => {
    const bank = await bankWith([
      { id: 'inv-going', name: 'CDB Que Vai Sair' },
      { id: 'inv-leaving', name: 'LCI Que Some', subtype: 'LCI' },
    ]);
    await createInvestmentAccount(bank);
    expect((await sync(bank)).investments_new).toBe(2);
    const going = fake.state.investments.find((i) => i.id === 'inv-going')!;
    Object.assign(going, { status: 'TOTAL_WITHDRAWAL', balance: 0, amount: 0 });
    fake.state.investments = fake.state.investments.filter((i) => i.id !== 'inv-leaving');

    const run = await sync(bank);

    expect(run).toMatchObject({ investments_new: 0, investments_updated: 0 });
    expect(run.notes.sort()).toEqual([
      'CDB Que Vai Sair: o banco não mostra mais esta aplicação (resgatada?); ela continua no Grana até você registrar o resgate',
      'LCI Que Some: o banco não mostra mais esta aplicação (resgatada?); ela continua no Grana até você registrar o resgate',
    ]);
    expect((await positionsOf(bank.user)).map((p) => [p.name, p.redeemedOn])).toEqual([
      ['CDB Que Vai Sair', null],
      ['LCI Que Some', null],
    ]);
  });

  it('funds are counted, not written; nothing arrives before the investments are linked', async () => {
    const bank = await bankWith([
      { id: 'inv-fund', type: 'MUTUAL_FUND', subtype: 'MULTIMARKET_FUND', name: 'Fundo Inventado' },
      { id: 'inv-cdb-later' },
      { id: 'inv-cri', subtype: 'CRI', name: 'CRI Inventado' },
    ]);
    const before = await sync(bank);
    expect(before).toMatchObject({ investments_new: 0, investments_updated: 0, notes: [] });
    expect(await positionsOf(bank.user)).toEqual([]);

    await createInvestmentAccount(bank);
    const run = await sync(bank);

    expect(run.investments_new).toBe(1);
    expect(run.notes).toEqual([
      'CRI Inventado: produto que o Grana não tem (CRI); não foi registrado',
      '1 investimento de um tipo que o Grana não acompanha (fundo, previdência, COE) não foi registrado',
    ]);
  });

  it('the investments link only to an investment account', async () => {
    const bank = await bankWith([{ id: 'inv-cdb-link' }]);
    const checking = await actingAs(ctx, bank.user).post('/accounts', {
      name: 'Conta Inventada',
      type: 'checking',
    });
    expect(checking.status).toBe(201);

    const refused = await actingAs(ctx, bank.user).put(`/sync/accounts/${bank.investmentsRowId}`, {
      account_id: checking.body.data.id,
    });

    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'Os investimentos do banco só podem ser ligados a uma conta do tipo Investimentos do Grana.',
    );
  });

  it("another person's positions and holdings are never touched, whatever ids and tickers they share", async () => {
    const other = await bankWith([
      { id: 'inv-shared-cdb' },
      { id: 'inv-shared-stock', type: 'EQUITY', quantity: 5 },
    ]);
    await createInvestmentAccount(other);
    await sync(other);
    const theirs = { positions: await positionsOf(other.user), holdings: await holdingsOf(other.user) };

    // Another person whose bank gives the same ids (the aggregator's ids are not Grana's) and the same ticker.
    const bank = await bankWith([
      { id: 'inv-shared-cdb' },
      { id: 'inv-shared-stock', type: 'EQUITY', quantity: 7 },
    ]);
    await createInvestmentAccount(bank);
    const run = await sync(bank);

    expect(run).toMatchObject({ investments_new: 2, investments_updated: 0, notes: [] });
    expect((await holdingsOf(bank.user)).map((h) => h.quantity)).toEqual(['7.00000000']);
    expect(await positionsOf(other.user)).toEqual(theirs.positions);
    expect(await holdingsOf(other.user)).toEqual(theirs.holdings);
  });

  it('a backup carries the bank’s id and value: restored, the positions read the same', async () => {
    const bank = await bankWith([
      { id: 'inv-backup-cdb', name: 'CDB Para Backup' },
      { id: 'inv-backup-igpm', name: 'CDB IGP-M Para Backup', rateType: 'IGPM', rate: null },
    ]);
    await createInvestmentAccount(bank);
    await sync(bank);
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/export',
      headers: { authorization: `Bearer ${bank.user.token}` },
    });
    expect(exported.statusCode).toBe(200);
    const doc = JSON.parse(exported.body) as { fixedIncomePositions: Array<Record<string, unknown>> };
    expect(
      doc.fixedIncomePositions.map((p) => [p.providerInvestmentId, p.indexing, p.bankValue, p.bankValueOn]),
    ).toEqual([
      ['inv-backup-cdb', 'cdi', 1087.65, '2026-03-02'],
      ['inv-backup-igpm', 'informado', 1087.65, '2026-03-02'],
    ]);

    const fresh = await createUser(ctx);
    const restored = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/restore',
      headers: { authorization: `Bearer ${fresh.token}`, 'content-type': 'application/json' },
      payload: exported.body,
    });
    expect(restored.statusCode, restored.body).toBe(200);

    const shown = (positions: PositionResponse[]) =>
      positions.map((p) => [p.name, p.indexingLabel, p.applied, p.bank, p.today?.gross]);
    expect(shown(await positionsOf(fresh))).toEqual(shown(await positionsOf(bank.user)));
  });
});
