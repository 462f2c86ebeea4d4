import { afterEach, describe, expect, it } from 'vitest';
import { GOAL_ACCOUNT_IS_CARD_MESSAGE, GOAL_SOURCE_IS_CARD_MESSAGE } from '../../../common/contract/goals';
import { personAt, realClock } from '../../test/clock';
import { actingAs, createAccount, createCard, createUser } from '../../test/factories';
import { tableCounts } from '../../test/table-counts';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

/** A user whose "today" is 2026-11-21 in São Paulo, whatever day the tests run. */
const userOn21November = () => personAt(ctx, '2026-11-21T15:00:00Z');

describe('goals', () => {
  it('creates with defaults and answers progress, remaining, months left and the suggested contribution', async () => {
    const { user, as } = await userOn21November();
    const savings = await createAccount(ctx, user, { name: 'Reserva', type: 'savings' });
    const res = await as.post('/goals', {
      name: 'Viagem',
      target_amount: 12000,
      initial_amount: 2000,
      target_date: '2027-11-30',
      account_id: savings.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Viagem',
      type: 'poupanca',
      strategy: 'linear',
      priority: 'media',
      target_amount: 12000,
      initial_amount: 2000,
      current_amount: 2000,
      percent: 16.7,
      remaining: 10000,
      months_left: 12,
      suggested_monthly: 833.34,
      completed: false,
      archived_at: null,
    });
  });

  it('suggests nothing once a goal with a date is reached, and still counts its months', async () => {
    const { as } = await userOn21November();
    const res = await as.post('/goals', {
      name: 'Notebook',
      target_amount: 4000,
      initial_amount: 4000,
      target_date: '2027-02-10',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ completed: true, months_left: 3, suggested_monthly: null });
  });

  it('validates with the messages of docs/PRODUCT.md', async () => {
    const { as } = await userOn21November();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '', target_amount: 100 }, 'Informe um nome e um valor de alvo válido'],
      [{ name: 'Carro', target_amount: 0 }, 'Informe um nome e um valor de alvo válido'],
      [{ name: 'Carro' }, 'Informe um nome e um valor de alvo válido'],
      [
        { name: 'Carro', target_amount: 100, target_date: '2026-11-20' },
        'A data limite não pode estar no passado',
      ],
      [{ name: 'Carro', target_amount: 100, recurring_day: 32 }, 'O dia recorrente deve ser entre 1 e 31'],
      [{ name: 'Carro', target_amount: 100, recurring_day: 0 }, 'O dia recorrente deve ser entre 1 e 31'],
    ];
    for (const [body, message] of cases) {
      const res = await as.post('/goals', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    // Today itself is not in the past.
    expect(
      (await as.post('/goals', { name: 'Hoje', target_amount: 1, target_date: '2026-11-21' })).status,
    ).toBe(201);
  });

  it('a card holds no goal: as its account or as where a contribution goes, 400 and nothing written', async () => {
    const { user, as } = await userOn21November();
    const checking = await createAccount(ctx, user, { name: 'Corrente', opening_balance: 1000 });
    const card = await createCard(ctx, user, { name: 'Nubank' });
    const onCard = await as.post('/goals', { name: 'Viagem', target_amount: 500, account_id: card.id });
    expect([onCard.status, onCard.body.error.message]).toEqual([400, GOAL_ACCOUNT_IS_CARD_MESSAGE]);
    const goal = (await as.post('/goals', { name: 'Viagem', target_amount: 500 })).body.data;
    const before = await tableCounts(ctx);
    const res = await as.post('/goals/contribute', {
      id: goal.id,
      amount: 100,
      account_id: card.id,
      source_account_id: checking.id,
    });
    expect([res.status, res.body.error.message]).toEqual([400, GOAL_ACCOUNT_IS_CARD_MESSAGE]);
    const fromCard = await as.post('/goals/contribute', {
      id: goal.id,
      amount: 100,
      account_id: checking.id,
      source_account_id: card.id,
    });
    expect([fromCard.status, fromCard.body.error.message]).toEqual([400, GOAL_SOURCE_IS_CARD_MESSAGE]);
    expect(await tableCounts(ctx)).toEqual(before);
  });

  it('a contribution moves money between accounts as a transfer linked to the goal, counted in no total', async () => {
    const { user, as } = await userOn21November();
    const checking = await createAccount(ctx, user, { name: 'Corrente', opening_balance: 1000 });
    const savings = await createAccount(ctx, user, { name: 'Reserva', type: 'savings' });
    const goal = (
      await as.post('/goals', { name: 'Reserva de emergência', target_amount: 500, account_id: savings.id })
    ).body.data;

    const res = await as.post('/goals/contribute', {
      id: goal.id,
      amount: 300,
      date: '2026-11-21',
      account_id: savings.id,
      source_account_id: checking.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      current_amount: 300,
      percent: 60,
      remaining: 200,
      completed: false,
    });
    await as.post('/goals/contribute', {
      id: goal.id,
      amount: 250,
      account_id: savings.id,
      source_account_id: checking.id,
    });
    const [after] = (await as.get('/goals')).body.data;
    expect(after).toMatchObject({
      current_amount: 550,
      percent: 110,
      remaining: 0,
      completed: true,
      suggested_monthly: null,
      contributions_count: 2,
    });

    const balances = (await as.get('/accounts')).body.data.map((a: { name: string; balance: number }) => [
      a.name,
      a.balance,
    ]);
    expect(balances).toEqual([
      ['Corrente', 450],
      ['Reserva', 550],
    ]);
    const list = (await as.get('/transactions', { from: '2026-11-01', to: '2026-11-30' })).body.data;
    // One row per contribution: the money leaving Corrente, the goal's account beside it.
    expect(
      list.items.map((t: { conta_name: string; transfer_account_name: string; amount: number }) => [
        t.conta_name,
        t.transfer_account_name,
        t.amount,
      ]),
    ).toEqual([
      ['Corrente', 'Reserva', 250],
      ['Corrente', 'Reserva', 300],
    ]);
    expect(
      list.items.every(
        (t: { goal_id: number; transfer_id: string }) => t.goal_id === goal.id && t.transfer_id,
      ),
    ).toBe(true);
    expect(list.totals).toEqual({ receitas: 0, despesas: 0, count: 0 });
  });

  it('validates contributions with the messages of docs/PRODUCT.md and writes nothing', async () => {
    const { user, as } = await userOn21November();
    const a = await createAccount(ctx, user);
    const b = await createAccount(ctx, user);
    const goal = (await as.post('/goals', { name: 'Carro', target_amount: 100 })).body.data;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: 0, account_id: a.id, source_account_id: b.id }, 'Informe um valor positivo para o aporte'],
      [{ amount: -5, account_id: a.id, source_account_id: b.id }, 'Informe um valor positivo para o aporte'],
      [{ amount: 10, source_account_id: b.id }, 'Selecione uma conta destino para o aporte'],
      [{ amount: 10, account_id: a.id }, 'Selecione uma conta origem para o aporte'],
      [
        { amount: 10, account_id: a.id, source_account_id: a.id },
        'A conta origem deve ser diferente da conta destino',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await as.post('/goals/contribute', { id: goal.id, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await as.get('/transactions')).body.data.items).toEqual([]);
  });

  it('lists by priority then target date; archive, edit and delete (contributions stay as transfers)', async () => {
    const { user, as } = await userOn21November();
    const a = await createAccount(ctx, user, { opening_balance: 100 });
    const b = await createAccount(ctx, user);
    await as.post('/goals', { name: 'Baixa', target_amount: 1, priority: 'baixa' });
    await as.post('/goals', {
      name: 'Alta tarde',
      target_amount: 1,
      priority: 'alta',
      target_date: '2028-01-01',
    });
    const early = (
      await as.post('/goals', {
        name: 'Alta cedo',
        target_amount: 1,
        priority: 'alta',
        target_date: '2027-01-01',
      })
    ).body.data;
    await as.post('/goals', { name: 'Média', target_amount: 1 });
    expect((await as.get('/goals')).body.data.map((g: { name: string }) => g.name)).toEqual([
      'Alta cedo',
      'Alta tarde',
      'Média',
      'Baixa',
    ]);

    const edited = await as.put('/goals', { ...early, id: early.id, name: 'Alta editada', archived: true });
    expect(edited.status).toBe(200);
    expect(edited.body.data.name).toBe('Alta editada');
    expect(edited.body.data.archived_at).not.toBeNull();

    await as.post('/goals/contribute', {
      id: early.id,
      amount: 40,
      account_id: b.id,
      source_account_id: a.id,
    });
    expect((await as.delete('/goals', { id: early.id })).status).toBe(200);
    expect((await as.get('/goals')).body.data).toHaveLength(3);
    // Both legs of the one contribution left, as one transfer row in the list and one in each account's.
    const legs = [
      ...(await as.get('/transactions', { accountId: a.id })).body.data.items,
      ...(await as.get('/transactions', { accountId: b.id })).body.data.items,
    ];
    expect(legs).toHaveLength(2);
    expect((await as.get('/transactions')).body.data.items).toHaveLength(1);
    expect(legs.every((t: { goal_id: number | null }) => t.goal_id === null)).toBe(true);
    expect((await as.get('/accounts')).body.data.map((x: { balance: number }) => x.balance)).toEqual([
      60, 40,
    ]);
  });

  it("another user's goal answers 404 everywhere", async () => {
    const { user, as } = await userOn21November();
    const a = await createAccount(ctx, user, { opening_balance: 100 });
    const goal = (await as.post('/goals', { name: 'Minha', target_amount: 100 })).body.data;
    const intruderUser = await createUser(ctx);
    const intruder = actingAs(ctx, intruderUser);
    const x = await createAccount(ctx, intruderUser, { opening_balance: 100 });
    const y = await createAccount(ctx, intruderUser);
    expect((await intruder.get('/goals')).body.data).toEqual([]);
    expect((await intruder.put('/goals', { id: goal.id, name: 'Roubada', target_amount: 1 })).status).toBe(
      404,
    );
    expect((await intruder.delete('/goals', { id: goal.id })).status).toBe(404);
    expect(
      (
        await intruder.post('/goals/contribute', {
          id: goal.id,
          amount: 1,
          account_id: y.id,
          source_account_id: x.id,
        })
      ).status,
    ).toBe(404);
    expect(
      (await intruder.post('/goals', { name: 'Com conta alheia', target_amount: 1, account_id: a.id }))
        .status,
    ).toBe(404);
    expect((await as.get('/goals')).body.data[0]).toMatchObject({ name: 'Minha', current_amount: 0 });
  });
});
