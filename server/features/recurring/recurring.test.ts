import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { moveClockTo, personAt, realClock } from '../../test/clock';
import { actingAs, createAccount, createCategory, createUser, succeeded } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';
import { runAllDue } from './run-due';
import { TOO_FAR_BEHIND } from './service';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

const userAt = (instant: string) => personAt(ctx, instant);

describe('fixed expenses', () => {
  it('creates with defaults, clamps the due day to the month, and matches or creates the payee by name', async () => {
    const { user, as } = await userAt('2026-11-21T15:00:00Z');
    const account = await createAccount(ctx, user, { name: 'Corrente' });
    const housing = await createCategory(ctx, user, { nome: 'Moradia' });
    await as.post('/payees', { name: 'Imobiliária Sol' });
    const res = await as.post('/recurring', {
      account_id: account.id,
      amount: 1800,
      category_id: housing.id,
      payee_name: 'IMOBILIÁRIA SOL',
      due_day: 31,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      description: 'Gasto Fixo',
      type: 'DESPESA',
      amount: 1800,
      account_name: 'Corrente',
      category_name: 'Moradia',
      payee_name: 'Imobiliária Sol',
      interval_unit: 'month',
      interval_count: 1,
      next_run: '2026-11-30',
      due_day: 31,
      mode: 'manual',
      notify_days: 3,
      variable_amount: false,
      last_run: null,
      payment_status: 'pendente',
    });
    expect((await as.get('/payees')).body.data).toHaveLength(1);
    // Day 5 has passed on the 21st: a new item starts at the next one, never overdue.
    const created = await as.post('/recurring', {
      account_id: account.id,
      amount: 50,
      payee_name: 'Academia Forte',
      due_day: 5,
    });
    expect(created.body.data).toMatchObject({
      payee_name: 'Academia Forte',
      next_run: '2026-12-05',
      last_run: null,
      payment_status: 'pendente',
    });
  });

  it('validates the form', async () => {
    const { user, as } = await userAt('2026-11-21T15:00:00Z');
    const account = await createAccount(ctx, user);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: 10, due_day: 5 }, 'Selecione uma conta'],
      [{ account_id: account.id, amount: 10, due_day: 32 }, 'O dia de vencimento deve ser entre 1 e 31'],
      [{ account_id: account.id, amount: 10, due_day: 0 }, 'O dia de vencimento deve ser entre 1 e 31'],
      [{ account_id: account.id, amount: 10 }, 'Informe o dia de vencimento'],
      [
        { account_id: account.id, amount: 10, due_day: 5, notify_days: -1 },
        'Os dias de aviso não podem ser negativos',
      ],
      [{ account_id: account.id, amount: 0, due_day: 5 }, 'O valor deve ser maior que zero'],
      [
        { account_id: account.id, amount: 10, due_day: 5, mode: 'sempre' },
        'Modo inválido: use manual ou automatic',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await as.post('/recurring', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });

  it("Pagar records today's expense, sets last_run, moves next_run, and never pays twice in the month", async () => {
    const { user, as } = await userAt('2026-11-21T15:00:00Z');
    const account = await createAccount(ctx, user, { opening_balance: 3000 });
    const item = (
      await as.post('/recurring', {
        account_id: account.id,
        amount: 1200.5,
        description: 'Aluguel',
        due_day: 31,
      })
    ).body.data;

    const paid = await as.post('/fixed-expenses/confirm', { id: item.id });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      last_run: '2026-11-21',
      next_run: '2026-12-31',
      payment_status: 'pago',
    });
    const again = await as.post('/fixed-expenses/confirm', { id: item.id });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Este gasto fixo já foi pago neste mês');

    const txs = (await as.get('/transactions')).body.data.items;
    expect(txs).toHaveLength(1);
    expect(txs[0]).toMatchObject({
      date: '2026-11-21',
      amount: 1200.5,
      type: 'DESPESA',
      description: 'Aluguel',
      contaId: account.id,
    });
    expect((await as.get('/accounts')).body.data[0].balance).toBe(1799.5);
  });

  it('twenty concurrent Pagar on one item pay it exactly once', async () => {
    const { user, as } = await userAt('2026-11-21T15:00:00Z');
    const account = await createAccount(ctx, user, { opening_balance: 100 });
    const item = (await as.post('/recurring', { account_id: account.id, amount: 10, due_day: 10 })).body.data;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => as.post('/fixed-expenses/confirm', { id: item.id })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect((await as.get('/transactions')).body.data.items).toHaveLength(1);
    expect((await as.get('/accounts')).body.data[0].balance).toBe(90);
  });

  it('status on either side of midnight in São Paulo', async () => {
    // 23:30 on 30 November in São Paulo is already 1 December in UTC.
    const { user, as } = await userAt('2026-12-01T02:30:00Z');
    const account = await createAccount(ctx, user);
    const due = (await as.post('/recurring', { account_id: account.id, amount: 10, next_run: '2026-11-30' }))
      .body.data;
    expect(due.payment_status).toBe('pendente');
    expect((await as.get('/recurring/upcoming', { days: 0 })).body.data.count).toBe(1);
    const paid = (await as.post('/fixed-expenses/confirm', { id: due.id })).body.data;
    expect(paid).toMatchObject({ last_run: '2026-11-30', payment_status: 'pago' });
    const late = (await as.post('/recurring', { account_id: account.id, amount: 10, next_run: '2026-11-30' }))
      .body.data;

    const later = await moveClockTo(ctx, '2026-12-01T03:30:00Z', user); // 00:30 on 1 December in São Paulo
    const items = (await later.get('/recurring')).body.data as Array<{ id: number; payment_status: string }>;
    expect(items.find((i) => i.id === late.id)?.payment_status).toBe('atrasado');
    // Paid in November: in December it is no longer "pago"; its next due date is 31 December.
    expect(items.find((i) => i.id === due.id)).toMatchObject({
      payment_status: 'pendente',
      next_run: '2026-12-30',
    });
  });

  it('the upcoming count is of unpaid items due within the window, overdue included', async () => {
    const { user, as } = await userAt('2026-11-21T15:00:00Z');
    const account = await createAccount(ctx, user);
    // Overdue: the person said this month's (the 10th) is still owed.
    await as.post('/recurring', { account_id: account.id, amount: 1, due_day: 10, paid_this_month: false });
    await as.post('/recurring', { account_id: account.id, amount: 1, next_run: '2026-11-28' }); // in 7 days
    await as.post('/recurring', { account_id: account.id, amount: 1, next_run: '2026-11-29' }); // in 8 days
    const paid = (await as.post('/recurring', { account_id: account.id, amount: 1, next_run: '2026-11-22' }))
      .body.data;
    await as.post('/fixed-expenses/confirm', { id: paid.id });
    expect((await as.get('/recurring/upcoming', { days: 7 })).body.data).toEqual({ count: 2 });
    expect((await as.get('/recurring/upcoming')).body.data).toEqual({ count: 2 });
    expect((await as.get('/recurring/upcoming', { days: 8 })).body.data).toEqual({ count: 3 });
  });

  it('automatic items: one expense per due date up to today, idempotent, and safe when run concurrently', async () => {
    // Items registered in August, run in November: what is due since then is recorded.
    const { user, as: asInAugust } = await userAt('2026-08-20T15:00:00Z');
    let as = asInAugust;
    const account = await createAccount(ctx, user, { opening_balance: 1000 });
    const auto = (
      await as.post('/recurring', {
        account_id: account.id,
        amount: 99.9,
        next_run: '2026-08-31',
        mode: 'automatic',
        description: 'Streaming',
      })
    ).body.data;
    await as.post('/recurring', {
      account_id: account.id,
      amount: 5,
      next_run: '2026-11-01',
      mode: 'manual',
    });
    await as.post('/recurring', {
      account_id: account.id,
      amount: 7,
      next_run: '2026-11-22',
      mode: 'automatic',
    });
    as = await moveClockTo(ctx, '2026-11-21T15:00:00Z', user);

    const runs = await Promise.all(Array.from({ length: 5 }, () => as.post('/recurring/run')));
    const created = runs.reduce((sum, r) => sum + r.body.data.created, 0);
    expect(created).toBe(3); // 31/08, 30/09, 31/10 — 30/11 is not due yet
    expect((await as.post('/recurring/run')).body.data).toEqual({
      processed: 0,
      created: 0,
      created_incomes: 0,
      behind: 0,
      failed: 0,
    });

    const txs = (await as.get('/transactions')).body.data.items as Array<{ date: string; amount: number }>;
    expect(txs.map((t) => t.date)).toEqual(['2026-10-31', '2026-09-30', '2026-08-31']);
    const item = (await as.get('/recurring')).body.data.find((i: { id: number }) => i.id === auto.id);
    expect(item).toMatchObject({
      last_run: '2026-10-31',
      next_run: '2026-11-30',
      payment_status: 'pendente',
    });
    expect((await as.get('/accounts')).body.data[0].balance).toBe(700.3);
  });

  it('edits mode, next run and notice days, deletes, and keeps other users out', async () => {
    const { user, as } = await userAt('2026-11-21T15:00:00Z');
    const account = await createAccount(ctx, user);
    const item = (await as.post('/recurring', { account_id: account.id, amount: 30, due_day: 25 })).body.data;
    const edited = await as.put('/recurring', {
      id: item.id,
      mode: 'automatic',
      next_run: '2026-12-10',
      notify_days: 0,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      mode: 'automatic',
      next_run: '2026-12-10',
      due_day: 10,
      notify_days: 0,
    });
    expect((await as.put('/recurring', { id: item.id, notify_days: -2 })).status).toBe(400);

    const intruder = actingAs(ctx, await createUser(ctx));
    expect((await intruder.get('/recurring')).body.data).toEqual([]);
    expect((await intruder.put('/recurring', { id: item.id, notify_days: 9 })).status).toBe(404);
    expect((await intruder.post('/fixed-expenses/confirm', { id: item.id })).status).toBe(404);
    expect((await intruder.delete('/recurring', { id: item.id })).status).toBe(404);
    expect(
      (await intruder.post('/recurring', { account_id: account.id, amount: 1, due_day: 1 })).status,
    ).toBe(404);
    expect((await as.get('/recurring')).body.data[0]).toMatchObject({ notify_days: 0, last_run: null });

    // A paid expense outlives its fixed expense: the money did leave the account.
    expect((await as.post('/fixed-expenses/confirm', { id: item.id })).status).toBe(200);
    expect((await as.delete('/recurring', { id: item.id })).status).toBe(200);
    expect((await as.get('/recurring')).body.data).toEqual([]);
    const left = (await as.get('/transactions')).body.data.items;
    expect(left.map((t: { amount: number; type: string }) => [t.type, t.amount])).toEqual([['DESPESA', 30]]);
    expect((await as.get('/accounts')).body.data[0].balance).toBe(-30);
  });

  it("edits what the item is: amount, description, account, category and payee, with create's checks", async () => {
    const { user, as } = await userAt('2026-11-21T15:00:00Z');
    const itau = await createAccount(ctx, user, { name: 'Itaú' });
    const nubank = await createAccount(ctx, user, { name: 'Nubank' });
    const housing = await createCategory(ctx, user, { nome: 'Moradia' });
    const bills = await createCategory(ctx, user, { nome: 'Contas' });
    const item = (
      await as.post('/recurring', {
        account_id: itau.id,
        amount: 1800,
        description: 'Aluguel',
        category_id: housing.id,
        payee_name: 'Imobiliária Sol',
        due_day: 10,
      })
    ).body.data;

    // A rent increase, and a new account, category and landlord (typed: created; typed again: matched).
    const edited = await as.put('/recurring', {
      id: item.id,
      amount: 1950.75,
      description: 'Aluguel reajustado',
      account_id: nubank.id,
      category_id: bills.id,
      payee_name: 'Imobiliária Lua',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      amount: 1950.75,
      description: 'Aluguel reajustado',
      account_id: nubank.id,
      account_name: 'Nubank',
      category_name: 'Contas',
      payee_name: 'Imobiliária Lua',
      next_run: '2026-12-10',
      mode: 'manual',
    });
    const lua = edited.body.data.payee_id;
    expect(
      (await as.put('/recurring', { id: item.id, payee_name: 'IMOBILIÁRIA LUA' })).body.data.payee_id,
    ).toBe(lua);
    expect((await as.get('/payees')).body.data).toHaveLength(2);

    // 'Pagar' records the new amount on the new account.
    await as.post('/fixed-expenses/confirm', { id: item.id });
    expect((await as.get('/transactions')).body.data.items[0]).toMatchObject({
      amount: 1950.75,
      contaId: nubank.id,
      categoria_name: 'Contas',
      payee_name: 'Imobiliária Lua',
    });

    // Cleared: no category, no payee; a blank description is the type's default. Keys left out stay.
    const cleared = await as.put('/recurring', {
      id: item.id,
      category_id: null,
      payee_name: '',
      description: ' ',
    });
    expect(cleared.body.data).toMatchObject({
      category_id: null,
      payee_id: null,
      description: 'Gasto Fixo',
      amount: 1950.75,
      account_id: nubank.id,
    });
    const byId = await as.put('/recurring', { id: item.id, payee_id: lua });
    expect(byId.body.data.payee_name).toBe('Imobiliária Lua');
    expect((await as.put('/recurring', { id: item.id, payee_id: null })).body.data.payee_id).toBeNull();

    // The create's messages, and another person's account, category or payee is not found.
    const refused = async (body: Record<string, unknown>) => {
      const res = await as.put('/recurring', { id: item.id, ...body });
      return [res.status, res.body.error?.message];
    };
    expect(await refused({ amount: 0 })).toEqual([400, 'O valor deve ser maior que zero']);
    expect(await refused({ amount: 1.999 })).toEqual([400, 'Use no máximo 2 casas decimais']);
    expect(await refused({ description: 'x'.repeat(201) })).toEqual([
      400,
      'A descrição deve ter no máximo 200 caracteres',
    ]);
    expect(await refused({ account_id: '' })).toEqual([400, 'Selecione uma conta']);
    expect(await refused({ payee_name: 'x'.repeat(81) })).toEqual([
      400,
      'O favorecido deve ter no máximo 80 caracteres',
    ]);
    const stranger = await createUser(ctx);
    const theirAccount = await createAccount(ctx, stranger);
    const theirCategory = await createCategory(ctx, stranger, { nome: 'Deles' });
    const theirPayee = (await actingAs(ctx, stranger).post('/payees', { name: 'Deles' })).body.data;
    expect(await refused({ account_id: theirAccount.id })).toEqual([404, 'Conta não encontrada']);
    expect((await refused({ category_id: theirCategory.id }))[0]).toBe(404);
    expect((await refused({ payee_id: theirPayee.id }))[0]).toBe(404);
    expect((await as.get('/recurring')).body.data[0]).toMatchObject({
      amount: 1950.75,
      account_id: nubank.id,
      category_id: null,
      payee_id: null,
    });
  });

  it("'Valor variável': create and edit take it and answer it; anything but true or false is refused", async () => {
    const { user, as } = await userAt('2026-11-21T15:00:00Z');
    const account = await createAccount(ctx, user);
    const created = await as.post('/recurring', {
      account_id: account.id,
      amount: 180,
      description: 'Luz',
      due_day: 10,
      variable_amount: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ description: 'Luz', amount: 180, variable_amount: true });
    const id = created.body.data.id;

    // An edit that leaves it out keeps it; an edit that sends it changes it.
    expect((await as.put('/recurring', { id, amount: 195 })).body.data).toMatchObject({
      amount: 195,
      variable_amount: true,
    });
    const fixed = await as.put('/recurring', { id, variable_amount: false });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data.variable_amount).toBe(false);
    expect((await as.get('/recurring')).body.data).toMatchObject([{ id, variable_amount: false }]);

    const message = 'Responda se o valor é variável: true ou false';
    const create = await as.post('/recurring', {
      account_id: account.id,
      amount: 90,
      due_day: 10,
      variable_amount: 'sim',
    });
    expect([create.status, create.body.error.message]).toEqual([400, message]);
    const edit = await as.put('/recurring', { id, variable_amount: 1 });
    expect([edit.status, edit.body.error.message]).toEqual([400, message]);
    expect((await as.get('/recurring')).body.data).toHaveLength(1);
  });

  it('Pagar with another amount and an earlier date: recorded so, and the next due date moves on', async () => {
    // Registered on 10/10 with its first due date on the 15th, and not paid by 21/11.
    const { user, as: asInOctober } = await userAt('2026-10-10T15:00:00Z');
    const account = await createAccount(ctx, user, { opening_balance: 1000 });
    const energy = await createCategory(ctx, user, { nome: 'Energia' });
    const item = (
      await asInOctober.post('/recurring', {
        account_id: account.id,
        amount: 180,
        description: 'Conta de luz',
        category_id: energy.id,
        next_run: '2026-10-15',
      })
    ).body.data;
    expect(item.payment_status).toBe('pendente');
    const as = await moveClockTo(ctx, '2026-11-21T15:00:00Z', user);
    expect((await as.get('/recurring')).body.data[0].payment_status).toBe('atrasado');

    // October's bill, paid late in October: the amount varies.
    const october = await as.post('/fixed-expenses/confirm', {
      id: item.id,
      amount: 214.37,
      date: '2026-10-30',
    });
    expect(october.status).toBe(200);
    // Paid in October, so November's bill (due on the 15th, already past) is still to pay.
    expect(october.body.data).toMatchObject({
      last_run: '2026-10-30',
      next_run: '2026-11-15',
      payment_status: 'atrasado',
      amount: 180,
    });
    // October again, or earlier: that month is paid already.
    const twice = await as.post('/fixed-expenses/confirm', { id: item.id, date: '2026-10-31' });
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toBe(
      'Este gasto fixo já foi pago em 30/10/2026: escolha uma data de um mês seguinte',
    );
    // Not after today (21/11 in São Paulo).
    const future = await as.post('/fixed-expenses/confirm', { id: item.id, date: '2026-11-22' });
    expect(future.status).toBe(400);
    expect(future.body.error.message).toBe('A data não pode ser depois de hoje');
    for (const [body, message] of [
      [{ amount: 0 }, 'O valor deve ser maior que zero'],
      [{ amount: 'abc' }, 'Informe um valor'],
      [{ date: '31/11/2026' }, 'Data inválida'],
    ] as const) {
      const res = await as.post('/fixed-expenses/confirm', { id: item.id, ...body });
      expect([res.status, res.body.error.message]).toEqual([400, message]);
    }

    // November's, yesterday, with the defaults' amount left out: the stored amount.
    const november = await as.post('/fixed-expenses/confirm', { id: item.id, date: '2026-11-20' });
    expect(november.body.data).toMatchObject({
      last_run: '2026-11-20',
      next_run: '2026-12-15',
      payment_status: 'pago',
    });
    const txs = (await as.get('/transactions')).body.data.items as Array<Record<string, unknown>>;
    expect(txs.map((t) => [t.date, t.amount, t.description, t.categoria_name])).toEqual([
      ['2026-11-20', 180, 'Conta de luz', 'Energia'],
      ['2026-10-30', 214.37, 'Conta de luz', 'Energia'],
    ]);
    expect((await as.get('/accounts')).body.data[0].balance).toBe(605.63);
    // Month totals follow the dates: October's expenses hold the varied amount.
    const octoberTotals = (await as.get('/transactions', { from: '2026-10-01', to: '2026-10-31' })).body.data
      .totals;
    expect(octoberTotals).toEqual({ receitas: 0, despesas: 214.37, count: 1 });
  });

  it('an automatic item decades behind is refused at the door, and one stored that way is left overdue, not written', async () => {
    const { user, as } = await userAt('2026-11-21T15:00:00Z');
    const account = await createAccount(ctx, user);
    // A past first due date named by the client is kept, within the bound when automatic; so is an edit's.
    const tooOld = await as.post('/recurring', {
      account_id: account.id,
      amount: 10,
      next_run: '1900-01-05',
      mode: 'automatic',
    });
    expect(tooOld.status).toBe(400);
    expect(tooOld.body.error.message).toBe(TOO_FAR_BEHIND);
    const twoYears = await succeeded<{ id: number }>(
      as.post('/recurring', { account_id: account.id, amount: 1, due_day: 21, mode: 'automatic' }),
    );
    // Two years of monthly due dates is the bound: 24 recorded at once is still accepted, 25 are not.
    const pastBound = await as.put('/recurring', { id: twoYears.id, next_run: '2024-11-20' });
    expect([pastBound.status, pastBound.body.error.message]).toEqual([400, TOO_FAR_BEHIND]);
    expect((await as.put('/recurring', { id: twoYears.id, next_run: '2024-12-21' })).status).toBe(200);
    const manual = await succeeded<{ id: number }>(
      as.post('/recurring', { account_id: account.id, amount: 10, due_day: 5 }),
    );
    expect((await as.put('/recurring', { id: manual.id, next_run: '1900-01-05' })).status).toBe(200);
    const switched = await as.put('/recurring', { id: manual.id, mode: 'automatic' });
    expect(switched.status).toBe(400);
    expect(switched.body.error.message).toBe(TOO_FAR_BEHIND);

    // An item stored before the bound existed: the run writes nothing for it and says so.
    await ctx.database.db.execute(sql`update recurring set mode = 'automatic' where id = ${manual.id}`);
    expect((await as.post('/recurring/run')).body.data).toEqual({
      processed: 1,
      created: 24,
      created_incomes: 0,
      behind: 1,
      failed: 0,
    });
    const items = (await as.get('/recurring')).body.data as Array<{
      id: number;
      payment_status: string;
      next_run: string;
    }>;
    expect(items.find((i) => i.id === manual.id)).toMatchObject({
      next_run: '1900-01-05',
      payment_status: 'atrasado',
    });
    expect(items.find((i) => i.id === twoYears.id)).toMatchObject({ next_run: '2026-12-21' });
    expect((await as.get('/transactions', { limit: 100 })).body.data.items).toHaveLength(24);
  });

  it("one item that fails does not stop the run: everyone else's automatic expenses are recorded", async () => {
    const { user: first, as: asFirst } = await userAt('2026-11-21T15:00:00Z');
    const second = await createUser(ctx);
    const asSecond = actingAs(ctx, second);
    // The first person's month is at the largest total an account may hold: one more real is refused.
    const full = await createAccount(ctx, first);
    for (let i = 0; i < 10; i++) {
      await succeeded(
        asFirst.post('/transactions', {
          accountId: full.id,
          type: 'DESPESA',
          amount: 999_999_999_999.99,
          description: 'Enorme',
          date: '2026-11-02',
        }),
      );
    }
    const failing = await succeeded<{ id: number }>(
      asFirst.post('/recurring', {
        account_id: full.id,
        amount: 1,
        due_day: 20,
        paid_this_month: false,
        mode: 'automatic',
      }),
    );
    const secondAccount = await createAccount(ctx, second, { opening_balance: 100 });
    await succeeded(
      asSecond.post('/recurring', {
        account_id: secondAccount.id,
        amount: 40,
        due_day: 20,
        paid_this_month: false,
        mode: 'automatic',
      }),
    );

    const failures: Array<{ recurringId: number; bookId: number }> = [];
    const result = await runAllDue(ctx.database.db, undefined, (f) => failures.push(f));
    expect(result).toMatchObject({ failed: 1 });
    expect(failures.map((f) => [f.recurringId, f.bookId])).toEqual([[failing.id, first.id]]);
    expect((await asSecond.get('/accounts')).body.data[0].balance).toBe(60);
    expect((await asFirst.get('/recurring')).body.data[0]).toMatchObject({ payment_status: 'atrasado' });
  });
});

describe('"Total mensal" of the fixed expenses', () => {
  it('counts what repeats every month, not a conta a pagar (a one-off boleto), which is still due in its month', async () => {
    const { user, as } = await personAt(ctx, '2026-11-20T15:00:00Z');
    const account = await createAccount(ctx, user);
    const rent = await as.post('/recurring', {
      account_id: account.id,
      amount: 1500,
      description: 'Aluguel',
      next_run: '2026-11-25',
    });
    expect(rent.status, JSON.stringify(rent.body)).toBe(201);
    const boleto = await as.post('/recurring', {
      account_id: account.id,
      kind: 'conta',
      amount: 350,
      description: 'Boleto IPVA',
      next_run: '2026-11-28',
    });
    expect(boleto.status, JSON.stringify(boleto.body)).toBe(201);
    const summary = (await as.get('/recurring/summary')).body.data;
    // One round of the fixed expenses: the rent alone.
    expect(summary).toMatchObject({ count: 1, total_monthly: 1500 });
    // Both fall due this month: the boleto is still to pay and foreseen.
    expect(summary).toMatchObject({ predicted_month: 1850, to_pay: 1850 });
  });
});
