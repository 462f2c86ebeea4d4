import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  firstDayOfMonth,
  lastDayOfMonth,
  monthRange,
  todayIn,
} from '../../../common/dates';
import { actingAs, createAccount, createCategory, createUser, type TestUser } from '../../test/factories';
import {
  ACCOUNTS,
  type AccountKey,
  ARCHIVED,
  inPeriod,
  linesOf,
  type SeededLedger,
  seedLedger,
  seedStranger,
  sum,
  TRANSACTIONS,
  TRANSFERS,
} from '../../test/fixtures/ledger';
import { call, setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();
const FROM = '2026-11-01';
const TO = '2026-11-30';

let user: TestUser;
let ledger: SeededLedger;

beforeAll(async () => {
  user = await createUser(ctx);
  await seedStranger(ctx, await createUser(ctx, { name: 'Outra Pessoa' }));
  ledger = await seedLedger(ctx, user);
  const as = actingAs(ctx, user);
  // Budgets of November (Farmácia overspent) and one of another month, which must not show.
  for (const [category, amount, month] of [
    ['Mercado', 400, '2026-11-01'],
    ['Farmácia', 100, '2026-11-01'],
    ['Lazer', 50, '2026-10-01'],
  ] as const) {
    const res = await as.post('/budgets', { categoryId: ledger.categoryIds.get(category), month, amount });
    expect(res.status).toBe(201);
  }
});

const summary = (query: Record<string, unknown>, who: TestUser = user) =>
  actingAs(ctx, who).get('/dashboard/summary', query);

/**
 * Each account's balance today: opening balance, incomes, expenses, transfers and contributions dated up to today
 * (the ledger has rows in late November and December: not money moved yet while today is before them).
 */
function balanceCents(key: AccountKey): number {
  const today = todayIn('America/Sao_Paulo');
  const own = TRANSACTIONS.filter((t) => t.account === key && t.date <= today);
  const moves = TRANSFERS.filter((t) => t.date <= today);
  return (
    ACCOUNTS[key].openingCents +
    sum(own.map((t) => (t.type === 'RECEITA' ? t.cents : -t.cents))) +
    sum(moves.filter((t) => t.to === key).map((t) => t.cents)) -
    sum(moves.filter((t) => t.from === key).map((t) => t.cents))
  );
}

function movementCents(key: AccountKey, from: string, to: string): number {
  const own = TRANSACTIONS.filter((t) => t.account === key && inPeriod(t.date, from, to));
  const moves = TRANSFERS.filter((t) => inPeriod(t.date, from, to));
  return (
    sum(own.map((t) => (t.type === 'RECEITA' ? t.cents : -t.cents))) +
    sum(moves.filter((t) => t.to === key).map((t) => t.cents)) -
    sum(moves.filter((t) => t.from === key).map((t) => t.cents))
  );
}

describe('GET /dashboard/summary', () => {
  it('answers the period totals with their aliases; transfers and contributions count in none', async () => {
    const res = await summary({ from: FROM, to: TO });
    expect(res.status).toBe(200);
    const november = TRANSACTIONS.filter((t) => inPeriod(t.date, FROM, TO));
    const receitas = sum(november.filter((t) => t.type === 'RECEITA').map((t) => t.cents)) / 100;
    const despesas = sum(november.filter((t) => t.type === 'DESPESA').map((t) => t.cents)) / 100;
    expect(res.body.data).toMatchObject({
      from: FROM,
      to: TO,
      receitas,
      despesas,
      totalReceitas: receitas,
      totalDespesas: despesas,
    });
    expect(receitas).toBe(6210.75);
  });

  it('saldo is "Saldo em contas": the active accounts but the card; each account has its movement and balance', async () => {
    const { data } = (await summary({ from: FROM, to: TO })).body;
    const active = (Object.keys(ACCOUNTS) as AccountKey[]).filter((k) => k !== ARCHIVED);
    const money = active.filter((k) => ACCOUNTS[k].type !== 'credit_card');
    expect(data.saldo).toBe(sum(money.map(balanceCents)) / 100);
    expect(data.balances).toMatchObject({ accounts: data.saldo, account_count: money.length });
    expect(data.accounts).toEqual(
      active
        .map((k) => ({
          id: ledger.accountIds[k],
          name: ACCOUNTS[k].name,
          type: ACCOUNTS[k].type,
          currency: 'BRL',
          month_movement: movementCents(k, FROM, TO) / 100,
          balance: balanceCents(k) / 100,
          // No investment account here (held-before.test.ts counts their "Aplicado (custo)").
          invested: null,
        }))
        .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())),
    );
    // The transfer and the contribution move money between accounts: their balances see them.
    expect(data.accounts.find((a: { name: string }) => a.name === 'Poupança').balance).toBe(
      balanceCents('poupanca') / 100,
    );
  });

  it('trends: the six months ending with the month of to, zeros included, none before the book began', async () => {
    const { data } = (await summary({ from: FROM, to: TO })).body;
    // The book's first rows are of September (its accounts were registered later): June to August were before
    // the book began in Grana, not months of nothing.
    expect(TRANSACTIONS.map((t) => t.date).sort()[0]).toBe('2026-09-01');
    const months = ['2026-09-01', '2026-10-01', '2026-11-01'];
    expect(data.trends).toEqual(
      months.map((month) => {
        const { from, to } = monthRange(month);
        const of = (type: string) =>
          sum(TRANSACTIONS.filter((t) => t.type === type && inPeriod(t.date, from, to)).map((t) => t.cents)) /
          100;
        return { month, receitas: of('RECEITA'), despesas: of('DESPESA') };
      }),
    );
    expect(data.trends[0]!.month).toBe('2026-09-01');
    // A period inside one month still shows the whole six months.
    const mid = (await summary({ from: '2026-11-10', to: '2026-11-12' })).body.data;
    expect(mid.trends).toEqual(data.trends);
    expect(mid.receitas).toBe(0);
    expect(mid.despesas).toBe(1800 + 35.9);
  });

  it("top categories: the period's expense categories, split parts under their own, the rest as Outras", async () => {
    const { data } = (await summary({ from: FROM, to: TO })).body;
    const totals = new Map<string | null, number>();
    for (const line of linesOf().filter((l) => l.type === 'DESPESA' && inPeriod(l.date, FROM, TO)))
      totals.set(line.category, (totals.get(line.category) ?? 0) + line.cents);
    const sorted = [...totals].sort(
      (a, b) => b[1] - a[1] || (a[0] ?? 'Sem categoria').localeCompare(b[0] ?? 'Sem categoria', 'pt-BR'),
    );
    expect(sorted).toHaveLength(9);
    expect(data.top_categories).toEqual([
      ...sorted.slice(0, 6).map(([name, cents]) => ({
        id: name === null ? null : ledger.categoryIds.get(name),
        name: name ?? 'Sem categoria',
        total: cents / 100,
      })),
      { id: null, name: 'Outras', total: sum(sorted.slice(6).map(([, c]) => c)) / 100 },
    ]);
    expect(data.top_categories.slice(0, 2)).toEqual([
      { id: ledger.categoryIds.get('Moradia'), name: 'Moradia', total: 1800 },
      { id: ledger.categoryIds.get('Mercado'), name: 'Mercado', total: 390.2 },
    ]);
    expect(data.top_categories[6]).toEqual({ id: null, name: 'Outras', total: 72.34 + 58 + 35 });
  });

  it("budgets of from's month with what was spent, split parts included", async () => {
    const { data } = (await summary({ from: FROM, to: TO })).body;
    const spentCents = (category: string) =>
      sum(
        linesOf()
          .filter((l) => l.type === 'DESPESA' && l.category === category && inPeriod(l.date, FROM, TO))
          .map((l) => l.cents),
      );
    expect(spentCents('Farmácia')).toBe(14_010);
    expect(data.budgets).toEqual(
      [
        ['Farmácia', 10_000],
        ['Mercado', 40_000],
      ].map(([category, budget]) => ({
        category_id: ledger.categoryIds.get(category as string),
        category,
        budget: (budget as number) / 100,
        carried: 0,
        available: (budget as number) / 100,
        spent: spentCents(category as string) / 100,
        percent: Math.round((spentCents(category as string) * 1000) / (budget as number)) / 10,
        remaining: ((budget as number) - spentCents(category as string)) / 100,
        repeated: false,
        source_month: FROM,
      })),
    );
    expect(data.budgets[0]).toMatchObject({ percent: 140.1, remaining: -40.1 });
  });

  it('an empty period answers zeros and empty lists, never made-up figures', async () => {
    const person = await createUser(ctx);
    const res = await summary({ from: '2026-11-01', to: '2026-11-30' }, person);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      receitas: 0,
      despesas: 0,
      totalReceitas: 0,
      totalDespesas: 0,
      unconverted_accounts: [],
      saldo: 0,
      balances: {
        as_of: todayIn('America/Sao_Paulo'),
        accounts: 0,
        account_count: 0,
        bills_to_pay: 0,
        future_installments: 0,
        net: 0,
        rates: [],
        unconverted_accounts: [],
      },
      // A book with nothing begins this month: no month before it is shown (none at all when November is past).
      trends: (firstDayOfMonth(todayIn('America/Sao_Paulo')) <= '2026-11-01' ? ['2026-11-01'] : []).map(
        (month) => ({
          month,
          receitas: 0,
          despesas: 0,
        }),
      ),
      accounts: [],
      budgets: [],
      top_categories: [],
      fixed: {
        count: 0,
        total_monthly: 0,
        predicted_month: 0,
        predicted_count: 0,
        paid: { count: 0, total: 0 },
        paid_in_balance: { count: 0, total: 0 },
        pending: { count: 0, total: 0 },
        overdue: { count: 0, total: 0 },
        paid_percent: 0,
        to_pay: 0,
        top_categories: [],
        categories_count: 0,
        incomes: {
          count: 0,
          total_monthly: 0,
          expected_month: 0,
          expected_count: 0,
          received: { count: 0, total: 0 },
          received_in_balance: { count: 0, total: 0 },
          to_receive: { count: 0, total: 0 },
        },
        // Every item in reais: no rate used, none left out.
        rates: [],
        unconverted_accounts: [],
      },
    });
  });

  it("another person's data never appears", async () => {
    const { data } = (await summary({ from: FROM, to: TO })).body;
    expect(data.accounts.map((a: { name: string }) => a.name)).toEqual([
      'Cartão',
      'Conta Corrente',
      'Poupança',
    ]);
    expect(data.top_categories.some((c: { total: number }) => c.total === 111.11)).toBe(false);
    expect(data.fixed.count).toBe(0);
    expect(data.budgets).toHaveLength(2);
  });

  it('asks for a session and validates from and to in Portuguese', async () => {
    expect((await call(ctx.app, 'GET', `/api/v1/dashboard/summary?from=${FROM}&to=${TO}`)).status).toBe(401);
    for (const [query, message] of [
      [{ to: TO }, 'Informe a data inicial do período (from)'],
      [{ from: FROM }, 'Informe a data final do período (to)'],
      [{ from: '2026-13-01', to: TO }, 'Data inválida: use o formato AAAA-MM-DD'],
      [{ from: 'ontem', to: TO }, 'Data inválida: use o formato AAAA-MM-DD'],
      [{ from: TO, to: FROM }, 'A data inicial deve ser anterior ou igual à data final'],
      [{ from: '1990-01-01', to: TO }, 'O período pode ter no máximo 20 anos'],
    ] as const) {
      const res = await summary(query);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });
});

describe('the fixed-expenses panel', () => {
  it('counts and totals by payment status, what falls due in the month, and the top categories', async () => {
    const person = await createUser(ctx);
    const as = actingAs(ctx, person);
    const account = await createAccount(ctx, person);
    const housing = await createCategory(ctx, person, { nome: 'Moradia' });
    const health = await createCategory(ctx, person, { nome: 'Saúde' });
    const today = todayIn('America/Sao_Paulo');
    const create = async (body: Record<string, unknown>) => {
      const res = await as.post('/recurring', { account_id: account.id, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data as { id: number; payment_status: string };
    };
    // Paid this month (paying moves its next due date a month on).
    const internet = await create({
      description: 'Internet',
      amount: 99.9,
      category_id: housing.id,
      next_run: today,
    });
    expect((await as.post('/fixed-expenses/confirm', { id: internet.id })).status).toBe(200);
    // Pending: due on the month's last day.
    await create({
      description: 'Academia',
      amount: 120,
      category_id: health.id,
      next_run: lastDayOfMonth(today),
    });
    // Overdue: due three days ago.
    const streaming = await create({ description: 'Streaming', amount: 39.9, next_run: addDays(today, -3) });
    expect(streaming.payment_status).toBe('atrasado');
    // Yearly, first due in two months: pending, not due this month.
    const inTwoMonths = addMonths(firstDayOfMonth(today), 2);
    await create({
      description: 'Seguro',
      amount: 600,
      category_id: health.id,
      next_run: inTwoMonths,
      interval_count: 12,
    });

    // Fixed incomes: one received today, one still to come this month. None of the expenses' figures count them.
    const rent = await createCategory(ctx, person, { nome: 'Aluguel recebido', tipo: 'receita' });
    const salary = await create({ type: 'RECEITA', description: 'Salário', amount: 5000, next_run: today });
    expect((await as.post('/fixed-expenses/confirm', { id: salary.id })).status).toBe(200);
    await create({
      type: 'RECEITA',
      description: 'Aluguel do apartamento',
      amount: 800.5,
      category_id: rent.id,
      next_run: lastDayOfMonth(today),
    });

    const month = monthRange(today);
    const { data } = (await summary(month, person)).body;
    const total = 9_990 + 12_000 + 3_990 + 60_000;
    expect(data.fixed).toEqual({
      count: 4,
      total_monthly: total / 100,
      predicted_month: (9_990 + 12_000 + 3_990) / 100,
      predicted_count: 3,
      paid: { count: 1, total: 99.9 },
      paid_in_balance: { count: 0, total: 0 },
      pending: { count: 2, total: 720 },
      overdue: { count: 1, total: 39.9 },
      paid_percent: Math.round((9_990 / total) * 1000) / 10,
      to_pay: (12_000 + 60_000 + 3_990) / 100,
      top_categories: [
        { id: health.id, name: 'Saúde', total: 720, percent: Math.round((72_000 / total) * 1000) / 10 },
        { id: housing.id, name: 'Moradia', total: 99.9, percent: Math.round((9_990 / total) * 1000) / 10 },
        { id: null, name: 'Sem categoria', total: 39.9, percent: Math.round((3_990 / total) * 1000) / 10 },
      ],
      categories_count: 3,
      incomes: {
        count: 2,
        total_monthly: 5800.5,
        expected_month: 5800.5,
        expected_count: 2,
        received: { count: 1, total: 5000 },
        received_in_balance: { count: 0, total: 0 },
        to_receive: { count: 1, total: 800.5 },
      },
      rates: [],
      unconverted_accounts: [],
    });
    expect(data.fixed.top_categories[0].percent).toBe(83.7);
    expect(data.fixed.paid_percent).toBe(11.6);
    // The payment recorded an expense today: it is in the month's expenses like any other.
    expect(data.despesas).toBe(99.9);

    // Two months on, the yearly one falls due too; the month after, only the monthly ones.
    const later = (await summary(monthRange(inTwoMonths), person)).body.data.fixed;
    expect(later).toMatchObject({ predicted_month: total / 100, predicted_count: 4 });
    const nextYear = (await summary(monthRange(addMonths(inTwoMonths, 1)), person)).body.data.fixed;
    expect(nextYear).toMatchObject({ predicted_month: (9_990 + 12_000 + 3_990) / 100, predicted_count: 3 });
    // Before it was registered and never paid, the pending one was not due.
    const before = (await summary(monthRange(addMonths(firstDayOfMonth(today), -1)), person)).body.data.fixed;
    expect(before.predicted_month).toBe(
      // Streaming's first unpaid due date may fall in the month before when today is the 1st to the 3rd.
      addDays(today, -3) < firstDayOfMonth(today) ? 39.9 : 0,
    );
    // The status is the month's: last month nothing was paid (today's payment is this month's).
    expect(before.paid).toEqual({ count: 0, total: 0 });
  });

  it('counts a quarterly bill overdue since last month once in this month, as the fixed-expenses page does', async () => {
    const person = await createUser(ctx);
    const as = actingAs(ctx, person);
    const account = await createAccount(ctx, person);
    const today = todayIn('America/Sao_Paulo');
    const lastMonth = addMonths(firstDayOfMonth(today), -1);
    const create = async (body: Record<string, unknown>) => {
      const res = await as.post('/recurring', { account_id: account.id, interval_count: 3, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    // Overdue since last month: still to be paid, so in this month's forecast.
    await create({ description: 'IPTU', amount: 310.45, next_run: addDays(lastMonth, 14) });
    // First due next month: not in this month's forecast.
    await create({ description: 'Condomínio', amount: 500, next_run: addMonths(firstDayOfMonth(today), 1) });

    const list = (await as.get('/recurring')).body.data as {
      description: string;
      payment_status: string;
      in_month_forecast: boolean;
    }[];
    expect(list.map((i) => [i.description, i.payment_status, i.in_month_forecast])).toEqual(
      expect.arrayContaining([
        ['IPTU', 'atrasado', true],
        ['Condomínio', 'pendente', false],
      ]),
    );
    const fixed = async (from: string) => (await summary(monthRange(from), person)).body.data.fixed;
    expect(await fixed(today)).toMatchObject({ predicted_month: 310.45, predicted_count: 1 });
    // The fixed-expense pages read the same figures for today's month.
    const pages = (await as.get('/recurring/summary')).body.data;
    expect(pages).toEqual(await fixed(today));
    expect(pages.top_categories).toEqual([{ id: null, name: 'Sem categoria', total: 810.45, percent: 100 }]);
    // By the schedule: next month only the other one, and the overdue one again three months after it was due.
    expect(await fixed(addMonths(firstDayOfMonth(today), 1))).toMatchObject({
      predicted_month: 500,
      predicted_count: 1,
    });
    expect(await fixed(addMonths(lastMonth, 3))).toMatchObject({
      predicted_month: 310.45,
      predicted_count: 1,
    });
  });

  it('shows at most five categories and says how many there are', async () => {
    const person = await createUser(ctx);
    const account = await createAccount(ctx, person);
    const today = todayIn('America/Sao_Paulo');
    for (let i = 1; i <= 7; i += 1) {
      const category = await createCategory(ctx, person, { nome: `Conta ${i}` });
      const res = await actingAs(ctx, person).post('/recurring', {
        account_id: account.id,
        amount: i * 10,
        category_id: category.id,
        next_run: lastDayOfMonth(today),
      });
      expect(res.status).toBe(201);
    }
    const { fixed } = (await summary(monthRange(today), person)).body.data;
    expect(fixed.categories_count).toBe(7);
    expect(fixed.top_categories.map((c: { name: string }) => c.name)).toEqual([
      'Conta 7',
      'Conta 6',
      'Conta 5',
      'Conta 4',
      'Conta 3',
    ]);
    expect(fixed.total_monthly).toBe(280);
    expect(fixed.top_categories[0]).toMatchObject({ total: 70, percent: 25 });
  });
});
