import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BackupDocument } from '../../../common/contract/export/document';
import { todayIn } from '../../../common/dates';
import { queryRows } from '../../db/connect';
import { restoreBook } from '../../test/book-restore';
import { actingAs, createAccount, createTransaction, createUser, type TestUser } from '../../test/factories';
import { type SeededDebt, seedDebt } from '../../test/fixtures/debt';
import { CAR_LOAN } from '../../test/fixtures/loans';
import { richMonths, richPeriod, seedRichUser } from '../../test/fixtures/rich-user';
import { type SeededVariableIncome, seedVariableIncome } from '../../test/fixtures/variable-income';
import { call, setupTestApp } from '../../test/test-app';
import { expectLedgerConsistent } from '../../trust/world';

const ctx = setupTestApp();

let original: TestUser;
let backupText: string;
let debt: SeededDebt;
let variableIncome: SeededVariableIncome;

/**
 * Fixed income and the book's own index values: a CDB at 110% do CDI applied from a checking account (a
 * transfer), a Tesouro Prefixado already there and redeemed, the CDI of three days and an IPCA month typed.
 */
async function addInvestments(user: TestUser) {
  const as = actingAs(ctx, user);
  const accounts = (await as.get('/accounts')).body.data as Array<{ id: number; type: string }>;
  const source = accounts.find((a) => a.type === 'checking');
  if (!source) throw new Error('the person lacks a checking account');
  const broker = await createAccount(ctx, user, { name: 'Corretora', type: 'investment' });
  for (const [serie, data, valor] of [
    ['cdi', '2026-10-30', '0,055131'],
    ['cdi', '2026-11-03', '0,055131'],
    ['cdi', '2026-11-04', '0,054985'],
    ['ipca', '2026-09-01', '-0,21'],
  ]) {
    const res = await as.post('/index-rates', { serie, data, valor });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  const cdb = await as.post('/investments', {
    accountId: broker.id,
    sourceAccountId: source.id,
    name: 'CDB Banco Azul',
    product: 'cdb',
    indexing: 'cdi',
    rate: '110',
    amount: 10000,
    date: '2026-10-30',
  });
  expect(cdb.status, JSON.stringify(cdb.body)).toBe(201);
  const prefixado = await as.post('/investments', {
    accountId: broker.id,
    name: 'Tesouro Prefixado 2029',
    product: 'tesouro_prefixado',
    indexing: 'prefixado',
    rate: '12,35',
    amount: 2500,
    date: '2026-09-01',
    maturityDate: '2029-01-01',
  });
  expect(prefixado.status, JSON.stringify(prefixado.body)).toBe(201);
  const redeemed = await as.post('/investments/redeem', {
    id: prefixado.body.data.id,
    date: '2026-10-01',
    accountId: source.id,
  });
  expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
}

/** Bens: an apartment valued twice since it was bought, and a car sold after a valuation. */
async function addAssets(user: TestUser) {
  const as = actingAs(ctx, user);
  const created = async (body: Record<string, unknown>) => {
    const res = await as.post('/assets', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as number;
  };
  const apartment = { name: 'Apartamento', kind: 'imovel', acquiredOn: '2025-12-10', acquired: 450000 };
  const car = {
    name: 'Carro',
    kind: 'veiculo',
    acquiredOn: '2026-02-15',
    acquired: 80000,
    notes: 'Placa ABC1D23',
  };
  const home = await created(apartment);
  const auto = await created(car);
  for (const [assetId, date, value] of [
    [home, '2026-06-01', 465000],
    [home, '2026-10-01', 470500.5],
    [auto, '2026-08-01', 72000],
  ] as const) {
    const res = await as.post('/assets/valuations', { assetId, date, value });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  const sold = await as.put('/assets', { id: auto, ...car, soldOn: '2026-10-20', sold: 70000 });
  expect(sold.status, JSON.stringify(sold.body)).toBe(200);
}

beforeAll(async () => {
  original = await createUser(ctx, { name: 'Ana Original' });
  await seedRichUser(ctx, original);
  await addInvestments(original);
  const accounts = (await actingAs(ctx, original).get('/accounts')).body.data as Array<{
    id: number;
    type: string;
  }>;
  const checking = accounts.find((a) => a.type === 'checking')?.id as number;
  debt = await seedDebt(ctx, original, checking);
  await addAssets(original);
  variableIncome = await seedVariableIncome(ctx, original, checking);
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/export',
    headers: { authorization: `Bearer ${original.token}` },
  });
  expect(res.statusCode).toBe(200);
  backupText = res.body;
});

const exportOf = async (user: TestUser): Promise<BackupDocument> => {
  const res = await call<BackupDocument>(ctx.app, 'GET', '/api/v1/export', { token: user.token });
  expect(res.status).toBe(200);
  return res.body as BackupDocument;
};

const restore = (user: TestUser, payload: string) => restoreBook(ctx, user, payload);

/**
 * What a backup does not carry, being the database's bookkeeping rather than the person's data: when a row last
 * changed (a restored row was written now).
 */
const NOT_IN_BACKUP = new Set(['updated_at']);

/** Ids differ between the two people: every id-like key keeps only whether it was set. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !NOT_IN_BACKUP.has(key))
        .map(([key, v]) =>
          // A person (who typed or paid a row) is an id too: the restorer stands for the exporter.
          /^id$|Id$|_id$|_group$|_by$/.test(key)
            ? [key, v === null ? null : '#']
            : /Ids$|_ids$/.test(key) && Array.isArray(v)
              ? [key, v.map(() => '#')]
              : [key, withoutIds(v)],
        ),
    );
  }
  return value;
}

/** Every figure and list a person can read, over the months of the data. */
async function everything(user: TestUser): Promise<Record<string, unknown>> {
  const as = actingAs(ctx, user);
  const { from, to } = richPeriod();
  const reads: Array<[string, Record<string, unknown>?]> = [
    ['/accounts', { includeArchived: 'true' }],
    ['/categories'],
    ['/tags'],
    ['/payees'],
    ['/goals'],
    ['/recurring'],
    ['/recurring/upcoming', { days: 60 }],
    ['/debug/goal-transactions'],
    ['/reports/summary', { from, to }],
    ['/reports/by-category', { from, to }],
    ['/reports/by-payee', { from, to }],
    ['/reports/by-tag', { from, to }],
    ['/reports/monthly', { from, to }],
    ['/reports/top-expenses', { from, to, limit: 50 }],
    ['/reports/top-incomes', { from, to, limit: 50 }],
    ['/transactions', { from, to, limit: 200 }],
    ['/cards'],
    ['/rules'],
    // Each position's value today and what a redemption today would pay, from the index values typed.
    ['/investments'],
    ['/index-rates'],
    ['/index-rates/values', { serie: 'cdi', de: '2026-10-01', ate: '2026-11-30' }],
    ['/index-rates/values', { serie: 'ipca', de: '2026-01-01', ate: '2026-12-31' }],
    // Each bem's value today, its valuations and its sale.
    ['/assets'],
    // Each renda variável holding's units, cost, price, value, incomes and realized gain.
    ['/variable-income'],
  ];
  const card = (await as.get('/accounts')).body.data.find((a: { type: string }) => a.type === 'credit_card');
  reads.push(['/cards/bills', { account_id: card.id }]);
  for (const month of ['2026-10', '2026-11', '2026-12', '2027-01', '2027-02']) {
    reads.push(['/cards/bills', { account_id: card.id, month }]);
  }
  for (const month of richMonths()) {
    const end = `${month.slice(0, 8)}28`;
    reads.push(['/accounts', { includeArchived: 'true', from: month, to: end }]);
    reads.push(['/dashboard/summary', { from: month, to: end }]);
    reads.push(['/budgets', { month }]);
  }
  for (let page = 1; page <= 3; page++) reads.push(['/transactions', { page, limit: 10 }]);

  const out: Record<string, unknown> = {};
  for (const [path, query] of reads) {
    const res = await as.get(path, query);
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
    // The top lists answer { data, total } without the envelope's other keys.
    out[`${path} ${JSON.stringify(withoutIds(query ?? {}))}`] = withoutIds(res.body);
  }
  // The debts with what they owe today, and each one's schedule: every row's figures, which instalments were paid
  // (an expense's id kept only as there or not), the prepayments as applied.
  const debts = await as.get('/debts');
  out['/debts'] = withoutIds(debts.body);
  for (const [i, { id }] of (debts.body.data.debts as Array<{ id: number }>).entries()) {
    const schedule = await as.get('/debts/schedule', { id });
    expect(schedule.status, JSON.stringify(schedule.body)).toBe(200);
    out[`/debts/schedule ${i}`] = withoutIds(schedule.body);
  }
  // Each holding's trades (with their gains), prices and incomes.
  const holdings = (await as.get('/variable-income')).body.data.holdings as Array<{ id: number }>;
  for (const [i, { id }] of holdings.entries()) {
    for (const [path, query] of [
      ['/variable-income/trades', { holdingId: id }],
      ['/variable-income/prices', { holdingId: id }],
      ['/variable-income/incomes', { holdingId: id }],
    ] as const) {
      const res = await as.get(path, query);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      out[`${path} ${i}`] = withoutIds(res.body);
    }
  }
  const me = await as.get('/me');
  out.timeZone = me.body.data.time_zone;
  return out;
}

/**
 * The document with its ids replaced by positions: entity i of a list is 'i', a reference names the position
 * of what it points at, a transfer (and an installment group) is numbered by its first row. The person's own profile (name, e-mail,
 * sign-up date) and the export's time are left out: they belong to the account, not to the data.
 */
function canonical(doc: BackupDocument): unknown {
  const position = (rows: Array<{ id: number }>) => new Map(rows.map((row, i) => [row.id, i]));
  const accounts = position(doc.accounts);
  const categories = position(doc.categories);
  const tags = position(doc.tags);
  const payees = position(doc.payees);
  const goals = position(doc.goals);
  const recurring = position(doc.recurring);
  const people = position(doc.people);
  const transactions = position(doc.transactions);
  const debts = position(doc.debts);
  const assets = position(doc.assets);
  const holdings = position(doc.variableIncomeHoldings);
  const ref = (map: Map<number, number>, id: number | null | undefined) =>
    id === null || id === undefined ? null : map.get(id);
  // Transfers and installment groups are numbered in the order they are first met.
  const numbering = () => {
    const seen = new Map<string, number>();
    return (id: string | null | undefined) => {
      if (!id) return null;
      if (!seen.has(id)) seen.set(id, seen.size);
      return seen.get(id);
    };
  };
  const transferRef = numbering();
  const groupRef = numbering();
  const importRef = numbering();
  return {
    format: doc.format,
    version: doc.version,
    timeZone: doc.profile.timeZone,
    accounts: doc.accounts.map((a) => ({
      ...a,
      id: ref(accounts, a.id),
      paymentAccountId: ref(accounts, a.paymentAccountId),
    })),
    categories: doc.categories.map((c) => ({ ...c, id: ref(categories, c.id) })),
    tags: doc.tags.map((t) => ({ ...t, id: ref(tags, t.id) })),
    payees: doc.payees.map((p) => ({ ...p, id: ref(payees, p.id) })),
    goals: doc.goals.map((g) => ({
      ...g,
      id: ref(goals, g.id),
      accountId: ref(accounts, g.accountId),
      categoryId: ref(categories, g.categoryId),
    })),
    recurring: doc.recurring.map((r) => ({
      ...r,
      id: ref(recurring, r.id),
      accountId: ref(accounts, r.accountId),
      categoryId: ref(categories, r.categoryId),
      payeeId: ref(payees, r.payeeId),
    })),
    budgets: doc.budgets.map((b) => ({ ...b, categoryId: ref(categories, b.categoryId) })),
    cardBills: doc.cardBills.map((b) => ({ ...b, accountId: ref(accounts, b.accountId) })),
    // Who a person is (name, e-mail) belongs to their account, as the profile does.
    people: doc.people.map((p) => ({ id: ref(people, p.id), income: p.income })),
    rules: doc.rules.map((r) => ({
      ...r,
      id: null,
      categoryId: ref(categories, r.categoryId),
      payeeId: ref(payees, r.payeeId),
      tagIds: r.tagIds.map((id) => ref(tags, id)),
      conditions: r.conditions.map((c) =>
        c.field === 'payee'
          ? { ...c, payee_id: ref(payees, c.payee_id) }
          : c.field === 'account'
            ? { ...c, account_id: ref(accounts, c.account_id) }
            : c,
      ),
    })),
    transactions: doc.transactions.map((t, i) => ({
      ...t,
      id: i,
      accountId: ref(accounts, t.accountId),
      categoryId: ref(categories, t.categoryId),
      payeeId: ref(payees, t.payeeId),
      goalId: ref(goals, t.goalId),
      recurringId: ref(recurring, t.recurringId),
      transferId: transferRef(t.transferId),
      installmentGroup: groupRef(t.installmentGroup),
      importId: importRef(t.importId),
      createdBy: ref(people, t.createdBy),
      paidBy: ref(people, t.paidBy),
      shares: (t.shares ?? []).map((share) => ({ ...share, personId: ref(people, share.personId) })),
      tagIds: (t.tagIds ?? []).map((id) => ref(tags, id)),
      splits: (t.splits ?? []).map((s) => ({
        ...s,
        categoryId: ref(categories, s.categoryId),
        payeeId: ref(payees, s.payeeId),
      })),
    })),
    // After the transactions, so that a position's transfer has the number its legs got.
    fixedIncomePositions: doc.fixedIncomePositions.map((p, i) => ({
      ...p,
      id: i,
      accountId: ref(accounts, p.accountId),
      applicationTransferId: transferRef(p.applicationTransferId),
    })),
    indexRates: doc.indexRates,
    debts: doc.debts.map((d) => ({
      ...d,
      id: ref(debts, d.id),
      paymentAccountId: ref(accounts, d.paymentAccountId),
    })),
    debtPrepayments: doc.debtPrepayments.map((p, i) => ({
      ...p,
      id: i,
      debtId: ref(debts, p.debtId),
      transactionId: ref(transactions, p.transactionId),
    })),
    debtPayments: doc.debtPayments.map((p) => ({
      ...p,
      debtId: ref(debts, p.debtId),
      transactionId: ref(transactions, p.transactionId),
    })),
    assets: doc.assets.map((a) => ({ ...a, id: ref(assets, a.id) })),
    assetValuations: doc.assetValuations.map((v, i) => ({ ...v, id: i, assetId: ref(assets, v.assetId) })),
    variableIncomeHoldings: doc.variableIncomeHoldings.map((h) => ({
      ...h,
      id: ref(holdings, h.id),
      accountId: ref(accounts, h.accountId),
    })),
    variableIncomeTrades: doc.variableIncomeTrades.map((t, i) => ({
      ...t,
      id: i,
      holdingId: ref(holdings, t.holdingId),
      cashAccountId: ref(accounts, t.cashAccountId),
      transferId: transferRef(t.transferId),
      gainTransactionId: ref(transactions, t.gainTransactionId),
    })),
    variableIncomePrices: doc.variableIncomePrices.map((p) => ({
      ...p,
      holdingId: ref(holdings, p.holdingId),
    })),
    variableIncomeIncomes: doc.variableIncomeIncomes.map((income, i) => ({
      ...income,
      id: i,
      holdingId: ref(holdings, income.holdingId),
      transactionId: ref(transactions, income.transactionId),
    })),
  };
}

describe('export and restore', () => {
  it('restores the backup into a new empty account exactly: every balance, report, budget, goal and list', async () => {
    const before = await everything(original);
    const doc = JSON.parse(backupText) as BackupDocument;
    // The document holds every kind of thing the person made.
    expect(doc.accounts.some((a) => a.archivedAt !== null)).toBe(true);
    expect(doc.goals.some((g) => g.archivedAt !== null)).toBe(true);
    expect(doc.budgets.some((b) => b.rollover)).toBe(true);
    expect(doc.recurring.some((r) => r.mode === 'automatic' && r.lastRun !== null)).toBe(true);
    expect(doc.recurring.some((r) => r.mode === 'manual' && r.lastRun !== null)).toBe(true);
    expect(doc.recurring.some((r) => r.type === 'RECEITA' && r.dueBusinessDay === 5)).toBe(true);
    expect(doc.recurring.filter((r) => r.variableAmount).map((r) => r.description)).toEqual(['Internet']);
    expect(doc.transactions.filter((t) => t.recurringId).length).toBe(2);
    expect(doc.transactions.filter((t) => t.goalId).length).toBe(4);
    expect(doc.transactions.find((t) => t.externalId === 'FITID-0042')?.amount).toBe(150.75);
    expect(doc.transactions.some((t) => (t.splits ?? []).length > 0 && (t.tagIds ?? []).length > 0)).toBe(
      true,
    );
    expect(doc.rules.map((r) => r.name)).toEqual(['Corridas', 'Receitas de Pix']);
    // The positions with their rates as decimal text and the application's transfer among the transactions'; the
    // index values as typed, decimal text too.
    expect(
      doc.fixedIncomePositions.map(({ name, rate, applied, redeemedOn }) => ({
        name,
        rate,
        applied,
        redeemedOn,
      })),
    ).toEqual([
      { name: 'CDB Banco Azul', rate: '110', applied: 10000, redeemedOn: null },
      { name: 'Tesouro Prefixado 2029', rate: '12.35', applied: 2500, redeemedOn: '2026-10-01' },
    ]);
    const applicationTransfer = doc.fixedIncomePositions[0]?.applicationTransferId;
    expect(doc.transactions.filter((t) => t.transferId === applicationTransfer)).toHaveLength(2);
    expect(doc.fixedIncomePositions[1]?.applicationTransferId).toBeNull();
    expect(doc.fixedIncomePositions[1]?.redeemedNet).toBeGreaterThan(2500);
    expect(doc.indexRates.map(({ series, date, value }) => ({ series, date, value }))).toEqual([
      { series: 'cdi', date: '2026-10-30', value: '0.055131' },
      { series: 'cdi', date: '2026-11-03', value: '0.055131' },
      { series: 'cdi', date: '2026-11-04', value: '0.054985' },
      { series: 'ipca', date: '2026-09-01', value: '-0.21' },
    ]);
    // The debt with its rate as decimal text; instalment 1 paid by an expense of the file, R$ 1.066,19 with its
    // R$ 120,00 of interest split off (CAR_LOAN's figures); the prepayment paid from the account naming its
    // expense, the one only noted naming none.
    expect(
      doc.debts.map(({ name, principal, rate, ratePeriod, installments, system }) => ({
        name,
        principal,
        rate,
        ratePeriod,
        installments,
        system,
      })),
    ).toEqual([
      {
        name: CAR_LOAN.name,
        principal: 12000,
        rate: '1',
        ratePeriod: 'mes',
        installments: 12,
        system: 'PRICE',
      },
    ]);
    // Its 'Conta de pagamento': the checking account it was paid from.
    const checking = doc.accounts.find((a) => a.type === 'checking');
    expect(doc.debts.map((d) => d.paymentAccountId)).toEqual([checking?.id]);
    expect(doc.debtPayments.map(({ number, transactionId }) => ({ number, transactionId }))).toEqual([
      { number: 1, transactionId: debt.paymentId },
    ]);
    const instalment = doc.transactions.find((t) => t.id === debt.paymentId);
    expect(instalment?.amount).toBe(1066.19);
    expect((instalment?.splits ?? []).map((s) => s.amount)).toEqual([120]);
    expect(doc.debtPrepayments.map(({ date, amount, mode }) => ({ date, amount, mode }))).toEqual([
      { date: '2026-08-20', amount: 2000, mode: 'parcela' },
      { date: '2026-09-20', amount: 1000, mode: 'prazo' },
    ]);
    expect(doc.debtPrepayments[0]?.transactionId).toBe(debt.prepaymentExpenseId);
    const prepaid = doc.transactions.find((t) => t.id === debt.prepaymentExpenseId);
    expect(prepaid?.amount).toBe(2000);
    expect(doc.debtPrepayments[1]?.transactionId).toBeNull();
    // The bens with their sale and notes, and their valuations (the cents of one kept).
    expect(
      doc.assets.map(({ name, acquired, soldOn, sold, notes }) => ({ name, acquired, soldOn, sold, notes })),
    ).toEqual([
      { name: 'Apartamento', acquired: 450000, soldOn: null, sold: null, notes: null },
      { name: 'Carro', acquired: 80000, soldOn: '2026-10-20', sold: 70000, notes: 'Placa ABC1D23' },
    ]);
    expect(doc.assetValuations.map(({ date, value }) => ({ date, value }))).toEqual([
      { date: '2026-06-01', value: 465000 },
      { date: '2026-10-01', value: 470500.5 },
      { date: '2026-08-01', value: 72000 },
    ]);
    // Renda variável: the holdings in their account, the trades with their decimals as text, the compra's transfer
    // and the venda's gain row among the transactions (R$ 96,25: seedVariableIncome's figures), the prices and the
    // JCP with the row of what it paid.
    const broker = doc.variableIncomeHoldings.map((h) => h.accountId);
    expect(broker).toEqual([variableIncome.brokerId, variableIncome.brokerId]);
    expect(doc.variableIncomeHoldings.map(({ ticker, kind, name }) => ({ ticker, kind, name }))).toEqual([
      { ticker: 'ITSA4', kind: 'acao', name: 'Itaúsa PN' },
      { ticker: 'HGLG11', kind: 'fii', name: 'CSHG Logística' },
    ]);
    expect(
      doc.variableIncomeTrades.map(({ side, date, quantity, price, fees, amount, realizedGain }) => ({
        side,
        date,
        quantity,
        price,
        fees,
        amount,
        realizedGain,
      })),
    ).toEqual([
      {
        side: 'compra',
        date: '2026-03-02',
        quantity: '100',
        price: '10',
        fees: 5,
        amount: 1005,
        realizedGain: null,
      },
      {
        side: 'compra',
        date: '2026-04-01',
        quantity: '100',
        price: '12',
        fees: 0,
        amount: 1200,
        realizedGain: null,
      },
      {
        side: 'venda',
        date: '2026-06-01',
        quantity: '50',
        price: '13',
        fees: 2.5,
        amount: 647.5,
        realizedGain: 96.25,
      },
      {
        side: 'desdobro',
        date: '2026-08-03',
        quantity: '15',
        price: null,
        fees: 0,
        amount: 0,
        realizedGain: null,
      },
      {
        side: 'compra',
        date: '2026-05-04',
        quantity: '10',
        price: '160',
        fees: 0,
        amount: 1600,
        realizedGain: null,
      },
    ]);
    const [bought, , sold] = doc.variableIncomeTrades;
    expect(doc.transactions.filter((t) => t.transferId === bought?.transferId).map((t) => t.amount)).toEqual([
      1005, 1005,
    ]);
    expect(doc.transactions.filter((t) => t.transferId === sold?.transferId)).toHaveLength(2);
    const gain = doc.transactions.find((t) => t.id === sold?.gainTransactionId);
    expect([gain?.description, gain?.amount, gain?.type]).toEqual([
      'Ganho na venda: ITSA4',
      96.25,
      'RECEITA',
    ]);
    expect(doc.variableIncomePrices.map(({ date, price }) => ({ date, price }))).toEqual([
      { date: '2026-10-01', price: '11.5' },
      { date: '2026-11-02', price: '12.25' },
      { date: '2026-11-02', price: '165.3' },
    ]);
    const jcp = doc.variableIncomeIncomes[0];
    expect([jcp?.kind, jcp?.gross, jcp?.withheld]).toEqual(['jcp', 30, 4.5]);
    expect(doc.transactions.find((t) => t.id === jcp?.transactionId)?.amount).toBe(25.5);
    expect(backupText).not.toMatch(/password|hash|token/i);

    const copy = await createUser(ctx, { name: 'Ana Restaurada' });
    const restored = await restore(copy, backupText);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toEqual({
      accounts: doc.accounts.length,
      categories: doc.categories.length,
      tags: doc.tags.length,
      payees: doc.payees.length,
      goals: doc.goals.length,
      recurring: doc.recurring.length,
      budgets: doc.budgets.length,
      rules: doc.rules.length,
      transactions: doc.transactions.length,
      attachments: doc.attachments.length,
      skippedAttachments: [],
    });

    expect(await everything(copy)).toEqual(before);
    expect(canonical(await exportOf(copy))).toEqual(canonical(doc));
    const variable = (await actingAs(ctx, copy).get('/recurring')).body.data.filter(
      (r: { variable_amount: boolean }) => r.variable_amount,
    );
    expect(variable.map((r: { description: string }) => r.description)).toEqual(['Internet']);
    // Month totals, transfer legs and split sums of both people agree with their transactions.
    await expectLedgerConsistent(ctx, [original, copy]);
    // Nothing of the copy points at the original's rows.
    const shared = await queryRows(
      ctx.database.db,
      sql`select c.id from transactions c join transactions o
            on o.book_id = ${original.id} and c.book_id = ${copy.id}
           and (c.id = o.id or c.transfer_id = o.transfer_id)`,
    );
    expect(shared).toEqual([]);
    // The restored CDB names the transfer its application was written with: the copy's, under its new id.
    const applied = await queryRows<{ legs: number }>(
      ctx.database.db,
      sql`select count(t.id)::int as legs from fixed_income_positions p
          join transactions t on t.book_id = p.book_id and t.transfer_id = p.application_transfer_id
          where p.book_id = ${copy.id}`,
    );
    expect(applied[0]?.legs).toBe(2);
    // The paid instalment and the prepayment name the copy's expenses, under their new ids.
    const debtLinks = await queryRows<{ payments: number; prepayments: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from debt_payments p join transactions t
                    on t.id = p.transaction_id and t.book_id = p.book_id where p.book_id = ${copy.id}) as payments,
                 (select count(*)::int from debt_prepayments p join transactions t
                    on t.id = p.transaction_id and t.book_id = p.book_id where p.book_id = ${copy.id}) as prepayments`,
    );
    expect(debtLinks).toEqual([{ payments: 1, prepayments: 1 }]);
    // The trades and the incomes name the copy's ledger rows and accounts, under their new ids: the compra's and
    // the venda's transfers (two legs each, from and to the cash account), the gain row, the incomes' rows.
    const variableLinks = await queryRows<{ link: string; amount: number }>(
      ctx.database.db,
      sql`select 'transfer ' || r.side || ' ' || a.name as link, t.amount from variable_income_trades r
            join transactions t on t.book_id = r.book_id and t.transfer_id = r.transfer_id
            join accounts a on a.id = t.account_id and a.book_id = t.book_id and a.id = r.cash_account_id
          where r.book_id = ${copy.id}
          union all
          select 'gain ' || t.description, t.amount from variable_income_trades r
            join transactions t on t.id = r.gain_transaction_id and t.book_id = r.book_id
          where r.book_id = ${copy.id}
          union all
          select 'income ' || t.description, t.amount from variable_income_incomes i
            join transactions t on t.id = i.transaction_id and t.book_id = i.book_id
          where i.book_id = ${copy.id}
          order by link`,
    );
    const checkingName = doc.accounts.find((a) => a.id === bought?.cashAccountId)?.name;
    expect(variableLinks.map((l) => [l.link, Number(l.amount)])).toEqual([
      ['gain Ganho na venda: ITSA4', 9625],
      ['income JCP: ITSA4', 2550],
      ['income Rendimentos: HGLG11', 1100],
      [`transfer compra ${checkingName}`, 100500],
      [`transfer venda ${checkingName}`, 64750],
    ]);
    // What GET /variable-income answers after, worked by hand (seedVariableIncome): the same as before (above).
    const after = (await actingAs(ctx, copy).get('/variable-income')).body.data;
    expect(
      after.holdings.map((h: Record<string, unknown>) => [
        h.ticker,
        h.quantity,
        h.cost,
        h.value,
        h.incomes,
        h.realizedGain,
        h.trades,
      ]),
    ).toEqual([
      ['HGLG11', '10.00000000', 1600, 1653, 11, 0, 1],
      ['ITSA4', '165.00000000', 1653.75, 2021.25, 25.5, 96.25, 4],
    ]);

    // Restoring again into the account that now has data: refused, nothing changed.
    const again = await restore(copy, backupText);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'A restauração só pode ser feita em uma conta vazia, e esta conta já tem dados. ' +
        'Crie uma nova conta e restaure o backup nela.',
    );
    expect(await everything(copy)).toEqual(before);
  });

  it("restores a backup written before 'valor variável' with every fixed item of an exact amount", async () => {
    const doc = JSON.parse(backupText) as BackupDocument;
    const older = {
      ...doc,
      recurring: doc.recurring.map(({ variableAmount: _left, ...item }) => item),
    };
    expect(JSON.stringify(older.recurring)).not.toContain('variableAmount');
    const copy = await createUser(ctx);
    const res = await restore(copy, JSON.stringify(older));
    expect(res.statusCode, res.body).toBe(200);
    const items = (await actingAs(ctx, copy).get('/recurring')).body.data as Array<{
      description: string;
      variable_amount: boolean;
    }>;
    expect(items).toHaveLength(doc.recurring.length);
    expect(items.every((i) => i.variable_amount === false)).toBe(true);
  });

  it('restores a backup written before fixed income and index values, as a book without them', async () => {
    const doc = JSON.parse(backupText) as BackupDocument & Record<string, unknown>;
    const { fixedIncomePositions: _positions, indexRates: _rates, ...older } = doc;
    expect(JSON.stringify(older)).not.toMatch(/fixedIncomePositions|indexRates/);
    const copy = await createUser(ctx);
    const res = await restore(copy, JSON.stringify(older));
    expect(res.statusCode, res.body).toBe(200);
    const as = actingAs(ctx, copy);
    expect((await as.get('/investments')).body.data.positions).toEqual([]);
    const values = await as.get('/index-rates/values', { serie: 'cdi', de: '2026-01-01', ate: '2026-12-31' });
    expect(values.body.data.valores).toEqual([]);
    // The application's transfer is still a transfer between the two accounts: the ledger is the backup's. Without
    // its position, the broker's money is free money there ('Aplicado (custo)' says so).
    const withoutInvested = ({ invested: _invested, ...a }: Record<string, unknown>) => a;
    const restored = (await as.get('/accounts')).body.data as Array<Record<string, unknown>>;
    expect(restored.map(withoutInvested)).toEqual(
      (await actingAs(ctx, original).get('/accounts')).body.data.map((a: Record<string, unknown>) => ({
        ...withoutInvested(a),
        id: expect.any(Number),
      })),
    );
    const broker = restored.find((a) => a.invested !== null) as { balance: number; invested: object };
    expect(broker.invested).toEqual({ applied: 0, cost: 0, cash: broker.balance, total: broker.balance });
  });

  it('restores a backup written before debts, as a book without them and with the expenses that paid them', async () => {
    const doc = JSON.parse(backupText) as BackupDocument & Record<string, unknown>;
    const { debts: _debts, debtPrepayments: _prepayments, debtPayments: _payments, ...older } = doc;
    expect(JSON.stringify(older)).not.toMatch(/"debts"|debtPrepayments|debtPayments/);
    const copy = await createUser(ctx);
    const res = await restore(copy, JSON.stringify(older));
    expect(res.statusCode, res.body).toBe(200);
    const as = actingAs(ctx, copy);
    expect((await as.get('/debts')).body.data).toEqual({ debts: [], totalBalance: 0 });
    const paid = await as.get('/transactions', { q: 'Parcela 1 de 12', limit: 10 });
    expect(paid.body.data.items.map((t: { amount: number }) => t.amount)).toEqual([1066.19]);
  });

  it('restores a backup written before bens, as a book without them', async () => {
    const doc = JSON.parse(backupText) as BackupDocument & Record<string, unknown>;
    const { assets: _assets, assetValuations: _valuations, ...older } = doc;
    expect(JSON.stringify(older)).not.toMatch(/"assets"|assetValuations/);
    const copy = await createUser(ctx);
    const res = await restore(copy, JSON.stringify(older));
    expect(res.statusCode, res.body).toBe(200);
    expect((await actingAs(ctx, copy).get('/assets')).body.data).toEqual({ assets: [], totalToday: 0 });
  });

  it('restores a backup written before renda variável, as a book without it and with the rows it wrote', async () => {
    const doc = JSON.parse(backupText) as BackupDocument & Record<string, unknown>;
    const {
      variableIncomeHoldings: _holdings,
      variableIncomeTrades: _trades,
      variableIncomePrices: _prices,
      variableIncomeIncomes: _incomes,
      ...older
    } = doc;
    expect(JSON.stringify(older)).not.toMatch(/variableIncome/);
    const copy = await createUser(ctx);
    const res = await restore(copy, JSON.stringify(older));
    expect(res.statusCode, res.body).toBe(200);
    const as = actingAs(ctx, copy);
    expect((await as.get('/variable-income')).body.data.holdings).toEqual([]);
    const gain = await as.get('/transactions', { q: 'Ganho na venda', limit: 10 });
    expect(gain.body.data.items.map((t: { amount: number }) => t.amount)).toEqual([96.25]);
  });

  it('writes a trade whose transfer or gain row, and an income whose row, was deleted as naming none', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Itaú', type: 'checking', opening_balance: 5000 });
    await seedVariableIncome(ctx, user, account.id);
    const as = actingAs(ctx, user);
    let doc = await exportOf(user);
    const sale = doc.variableIncomeTrades.find((t) => t.side === 'venda');
    const rows = [
      doc.transactions.find((t) => t.transferId === sale?.transferId)?.id,
      sale?.gainTransactionId,
      doc.variableIncomeIncomes[0]?.transactionId,
    ];
    for (const id of rows) expect((await as.delete('/transactions', { id })).status).toBe(200);
    doc = await exportOf(user);
    const written = doc.variableIncomeTrades.find((t) => t.side === 'venda');
    expect([written?.transferId, written?.gainTransactionId, written?.cashAccountId]).toEqual([
      null,
      null,
      account.id,
    ]);
    expect(doc.variableIncomeIncomes.map((i) => i.transactionId)).toEqual([null, expect.any(Number)]);
    // The file restores (a link to a row not in the file would be refused) to the same holdings.
    const copy = await createUser(ctx);
    const res = await restore(copy, JSON.stringify(doc));
    expect(res.statusCode, res.body).toBe(200);
    const holdings = async (who: TestUser) =>
      withoutIds((await actingAs(ctx, who).get('/variable-income')).body.data.holdings);
    expect(await holdings(copy)).toEqual(await holdings(user));
  });

  it('restores an instalment whose expense is not in the file as unpaid, and a prepayment as paid by nothing', async () => {
    const doc = JSON.parse(backupText) as BackupDocument;
    const expenses = new Set([doc.debtPayments[0]?.transactionId, doc.debtPrepayments[0]?.transactionId]);
    expect(expenses.size).toBe(2);
    const without = { ...doc, transactions: doc.transactions.filter((t) => !expenses.has(t.id)) };
    const copy = await createUser(ctx);
    const res = await restore(copy, JSON.stringify(without));
    expect(res.statusCode, res.body).toBe(200);

    const schedule = async (user: TestUser) => {
      const [{ id }] = (await actingAs(ctx, user).get('/debts')).body.data.debts;
      return (await actingAs(ctx, user).get('/debts/schedule', { id })).body.data;
    };
    const before = await schedule(original);
    const after = await schedule(copy);
    type Row = { id?: number; transactionId: number | null };
    // The contract is the same: every row's figures and what each prepayment lowered.
    const figures = (rows: Row[]) =>
      rows.map(
        ({ id: _id, transactionId: _expense, overdue: _overdue, ...row }: Row & { overdue?: boolean }) => row,
      );
    expect(figures(after.installments)).toEqual(figures(before.installments));
    expect(figures(after.prepayments)).toEqual(figures(before.prepayments));
    // Nothing paid: instalment 1 is the next one again, overdue since 15/07/2026, and owed again: the balance is
    // higher by its amortization, R$ 946,19 (CAR_LOAN's row 1, worked by hand in debts.test.ts). No prepayment
    // names an expense.
    expect(before.debt.paidCount).toBe(1);
    expect(after.debt.paidCount).toBe(0);
    expect(after.debt.next).toMatchObject({ number: 1, overdue: true });
    expect(after.debt.overdueInstallments).toBe(before.debt.overdueInstallments + 1);
    expect(Math.round(after.debt.balanceToday * 100 - before.debt.balanceToday * 100)).toBe(94619);
    expect([...after.installments, ...after.prepayments].every((r: Row) => r.transactionId === null)).toBe(
      true,
    );
  });

  it('writes an instalment whose expense was deleted as unpaid, and a prepayment whose expense was as paid by nothing', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, {
      name: 'Itaú',
      type: 'checking',
      opening_balance: 20000,
    });
    const seeded = await seedDebt(ctx, user, account.id);
    const as = actingAs(ctx, user);
    let doc = await exportOf(user);
    expect(doc.debtPayments.map((p) => p.transactionId)).toEqual([seeded.paymentId]);
    expect(doc.debtPrepayments.map((p) => p.transactionId)).toEqual([seeded.prepaymentExpenseId, null]);
    for (const id of [seeded.paymentId, seeded.prepaymentExpenseId]) {
      expect((await as.delete('/transactions', { id })).status).toBe(200);
    }
    doc = await exportOf(user);
    expect(doc.debtPayments).toEqual([]);
    expect(doc.debtPrepayments.map((p) => p.transactionId)).toEqual([null, null]);
    // The contract keeps both prepayments: deleting an expense does not undo what it paid off.
    expect(doc.debtPrepayments.map((p) => p.amount)).toEqual([2000, 1000]);
  });

  it('answers the file with its name, dated today in the person’s time zone, and keeps integer cents exact', async () => {
    const user = await createUser(ctx);
    const account = await createAccount(ctx, user, { name: 'Centavos', opening_balance: -0.07 });
    for (const amount of [0.01, 0.1, 0.29, 1.15, 19.99, 1234567.89, 99999999999.99]) {
      await createTransaction(ctx, user, account.id, { amount, date: '2026-11-05' });
    }
    const res = await call(ctx.app, 'GET', '/api/v1/export', { token: user.token });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="grana-backup-${todayIn('America/Sao_Paulo')}.json"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const doc = res.body as BackupDocument;
    expect(doc.format).toBe('grana-export');
    expect(doc.version).toBe(2);
    expect(doc.accounts[0]?.openingBalance).toBe(-0.07);
    expect(doc.transactions.map((t) => t.amount)).toEqual([
      0.01, 0.1, 0.29, 1.15, 19.99, 1234567.89, 99999999999.99,
    ]);

    const copy = await createUser(ctx);
    expect((await restore(copy, JSON.stringify(doc))).statusCode).toBe(200);
    const cents = (id: number) =>
      queryRows<{ amount: number }>(
        ctx.database.db,
        sql`select amount from transactions where book_id = ${id} order by id`,
      );
    expect(await cents(copy.id)).toEqual(await cents(user.id));
    const balance = (await actingAs(ctx, copy).get('/accounts')).body.data[0].balance;
    expect(balance).toBe((await actingAs(ctx, user).get('/accounts')).body.data[0].balance);
  });

  it('only ever exports the signed-in person', async () => {
    const other = await createUser(ctx, { name: 'Bruno Outro' });
    const account = await createAccount(ctx, other, { name: 'Conta SegredoDoBruno' });
    await createTransaction(ctx, other, account.id, { description: 'Compra SegredoDoBruno' });

    // A query naming someone else changes nothing: the token says whose data it is.
    const mine = await call(ctx.app, 'GET', `/api/v1/export?bookId=${original.id}&book_id=${original.id}`, {
      token: other.token,
    });
    expect(mine.status).toBe(200);
    const text = JSON.stringify(mine.body);
    expect(text).toContain('SegredoDoBruno');
    expect(text).not.toContain('Pão de Açúcar');
    expect((mine.body as BackupDocument).transactions).toHaveLength(1);
    expect(backupText).not.toContain('SegredoDoBruno');

    const csv = await call(ctx.app, 'GET', `/api/v1/export/transactions.csv?bookId=${original.id}`, {
      token: other.token,
    });
    expect(csv.body).toContain('SegredoDoBruno');
    expect(csv.body).not.toContain('Pão de Açúcar');

    for (const url of ['/api/v1/export', '/api/v1/export/transactions.csv']) {
      expect((await call(ctx.app, 'GET', url)).status).toBe(401);
    }
    expect((await call(ctx.app, 'POST', '/api/v1/restore', { body: {} })).status).toBe(401);
  });

  it('restores a backup far larger than the 1 MB other requests may send', async () => {
    const user = await createUser(ctx);
    const count = 8000;
    const doc = {
      format: 'grana-export',
      version: 1,
      accounts: [{ id: 7, name: 'Grande', type: 'checking', openingBalance: 10 }],
      categories: [{ id: 3, name: 'Mercado', type: 'despesa' }],
      tags: [],
      payees: [],
      goals: [],
      recurring: [],
      budgets: [],
      transactions: Array.from({ length: count }, (_, i) => ({
        id: 1000 + i,
        accountId: 7,
        type: i % 2 === 0 ? 'RECEITA' : 'DESPESA',
        amount: 1 + (i % 100) / 100,
        date: `2025-${String(1 + (i % 12)).padStart(2, '0')}-15`,
        description: `Lançamento número ${i} de um backup grande`,
        categoryId: i % 2 === 0 ? null : 3,
        status: 'CLEARED',
      })),
    };
    const payload = JSON.stringify(doc);
    expect(payload.length).toBeGreaterThan(1024 * 1024);
    const res = await restore(user, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.transactions).toBe(count);
    const cents = doc.transactions.reduce(
      (sum, t) => sum + (t.type === 'RECEITA' ? 1 : -1) * Math.round(t.amount * 100),
      1000,
    );
    const accounts = (await actingAs(ctx, user).get('/accounts')).body.data;
    expect(accounts[0].balance).toBe(cents / 100);
    await expectLedgerConsistent(ctx, [user]);
  });

  it('lets only one of two restores sent together into the same account write', async () => {
    const user = await createUser(ctx);
    const answers = await Promise.all([restore(user, backupText), restore(user, backupText)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const count = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from accounts where book_id = ${user.id}`,
    );
    expect(count[0]?.n).toBe((JSON.parse(backupText) as BackupDocument).accounts.length);
  });
});
