import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOK_MESSAGES } from '../../../common/contract/books';
import {
  HOUSEHOLD_MESSAGES,
  MAX_SETTLEMENTS_LISTED,
  type Settlement,
} from '../../../common/contract/household';
import { actingAs, createUser, joinBook, succeeded, type TestUser } from '../../test/factories';
import { casaOfAnaAndBia } from '../../test/fixtures/casa';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

interface Row {
  id: number;
  description: string;
  amount: number;
  paid_by: number | null;
  paid_by_name: string | null;
  share_mode: string | null;
  shares: Array<{ userId: number; name: string; amount: number }>;
}

/** Ana and Bia share Casa (Bia editor), with a joint account and one account each; expenses answer the row. */
async function casa() {
  const casa = await casaOfAnaAndBia(ctx);
  const expense = (as: typeof casa.asAna, amount: number, description: string) =>
    casa.expense<Row>(as, amount, description);
  return { ...casa, expense };
}

async function rowOf(as: ReturnType<typeof actingAs>, id: number): Promise<Row> {
  const items = (await as.get('/transactions', { from: '2026-11-01', to: '2026-11-30', limit: 50 })).body.data
    .items as Row[];
  return items.find((r) => r.id === id)!;
}

const november = { from: '2026-11-01', to: '2026-11-30' };
const people = (s: Settlement) =>
  s.members.map((m) => [m.name, m.paid, m.owed, m.sent, m.received, m.balance]);

describe('who paid, dividing an expense and settling up, in a shared book', () => {
  it('an expense recorded in a shared book was paid by whoever recorded it; divided equally, the odd cent goes first', async () => {
    const { ana, bia, asAna, asBia, expense } = await casa();
    const market = await expense(asAna, 100.01, 'Mercado');
    expect((await rowOf(asBia, market.id)).paid_by_name).toBe('Ana');
    const divided = await succeeded(
      asBia.put('/transactions/share', { id: market.id, payerId: ana.id, mode: 'equal' }),
    );
    expect(divided).toMatchObject({ paid_by: ana.id, share_mode: 'equal' });
    const row = await rowOf(asAna, market.id);
    expect(row.shares).toEqual([
      { userId: ana.id, name: 'Ana', amount: 50.01 },
      { userId: bia.id, name: 'Bia', amount: 50 },
    ]);
    // A new amount is divided again by the same rule.
    await succeeded(
      asAna.put('/transactions', {
        id: market.id,
        amount: 100.03,
        description: 'Mercado',
        date: '2026-11-10',
        type: 'DESPESA',
        accountId: (await asAna.get('/accounts')).body.data[0].id,
      }),
    );
    expect((await rowOf(asAna, market.id)).shares.map((s) => s.amount)).toEqual([50.02, 50.01]);
  });

  it('by values that must add up to the expense, and in proportion to incomes each person gives', async () => {
    const { ana, bia, book, asAna, asBia, expense } = await casa();
    const light = await expense(asBia, 80, 'Luz');
    const wrong = await asBia.put('/transactions/share', {
      id: light.id,
      payerId: bia.id,
      mode: 'parts',
      parts: [
        { userId: ana.id, amount: 30 },
        { userId: bia.id, amount: 49 },
      ],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('As partes somam R$ 79,00, mas a despesa é de R$ 80,00.');
    await succeeded(
      asBia.put('/transactions/share', {
        id: light.id,
        payerId: bia.id,
        mode: 'parts',
        parts: [
          { userId: bia.id, amount: 50 },
          { userId: ana.id, amount: 30 },
        ],
      }),
    );
    expect((await rowOf(asAna, light.id)).shares.map((s) => [s.name, s.amount])).toEqual([
      ['Ana', 30],
      ['Bia', 50],
    ]);

    const rent = await expense(asAna, 2500, 'Aluguel');
    const noIncome = await asAna.put('/transactions/share', { id: rent.id, payerId: ana.id, mode: 'income' });
    expect(noIncome.status).toBe(400);
    expect(noIncome.body.error.message).toBe(
      'Informe a renda de Ana e Bia no livro para dividir pela renda.',
    );
    // Each person says their own income; a dono may say anyone's; an editor not another's.
    const biaForAna = await actingAs(ctx, bia).put('/books/members/income', {
      bookId: book,
      userId: ana.id,
      income: 6000,
    });
    expect(biaForAna.status).toBe(403);
    await succeeded(
      actingAs(ctx, ana).put('/books/members/income', { bookId: book, userId: ana.id, income: 6000 }),
    );
    await succeeded(
      actingAs(ctx, bia).put('/books/members/income', { bookId: book, userId: bia.id, income: 4000 }),
    );
    const members = (await actingAs(ctx, bia).get('/books/members', { bookId: book })).body.data.members;
    expect(members.map((m: { name: string; income: number }) => [m.name, m.income])).toEqual([
      ['Ana', 6000],
      ['Bia', 4000],
    ]);
    await succeeded(asAna.put('/transactions/share', { id: rent.id, payerId: ana.id, mode: 'income' }));
    expect((await rowOf(asAna, rent.id)).shares.map((s) => [s.name, s.amount])).toEqual([
      ['Ana', 1500],
      ['Bia', 1000],
    ]);
  });

  it('Acerto de contas: balances to the cent, the payment that settles them, recorded as a transfer and undone', async () => {
    const { ana, bia, asAna, asBia, expense, anaAccount, biaAccount } = await casa();
    const market = await expense(asAna, 100.01, 'Mercado');
    await succeeded(asAna.put('/transactions/share', { id: market.id, payerId: ana.id, mode: 'equal' }));
    const light = await expense(asBia, 80, 'Luz');
    await succeeded(
      asBia.put('/transactions/share', {
        id: light.id,
        payerId: bia.id,
        mode: 'parts',
        parts: [
          { userId: ana.id, amount: 30 },
          { userId: bia.id, amount: 50 },
        ],
      }),
    );
    // Not divided: in no one's acerto.
    await expense(asAna, 999, 'Sofá');

    // Ana paid 100,01 and owes 50,01 + 30,00; Bia paid 80,00 and owes 50,00 + 50,00.
    const before = await succeeded<Settlement>(asBia.get('/settlement', november));
    expect(people(before)).toEqual([
      ['Ana', 100.01, 80.01, 0, 0, 20],
      ['Bia', 80, 100, 0, 0, -20],
    ]);
    expect(before.payments).toEqual([
      { fromUserId: bia.id, fromName: 'Bia', toUserId: ana.id, toName: 'Ana', amount: 20 },
    ]);

    const acerto = await asBia.post('/settlements', {
      fromUserId: bia.id,
      toUserId: ana.id,
      amount: 20,
      date: '2026-11-20',
      fromAccountId: biaAccount.id,
      toAccountId: anaAccount.id,
    });
    expect(acerto.status).toBe(201);
    expect(acerto.body.data).toMatchObject({
      fromName: 'Bia',
      toName: 'Ana',
      amount: 20,
      transferId: expect.any(String),
    });
    const after = await succeeded<Settlement>(asAna.get('/settlement', november));
    expect(people(after)).toEqual([
      ['Ana', 100.01, 80.01, 0, 20, 0],
      ['Bia', 80, 100, 20, 0, 0],
    ]);
    expect(after.payments).toEqual([]);
    expect(after.settlements).toMatchObject([
      { fromName: 'Bia', toName: 'Ana', amount: 20, date: '2026-11-20' },
    ]);
    const balances = async () =>
      Object.fromEntries(
        ((await asAna.get('/accounts')).body.data as Array<{ name: string; balance: number }>).map((a) => [
          a.name,
          a.balance,
        ]),
      );
    expect(await balances()).toMatchObject({ 'Conta da Ana': 20, 'Conta da Bia': -20 });

    await succeeded(asAna.delete('/settlements', { id: acerto.body.data.id }));
    expect(people(await succeeded<Settlement>(asAna.get('/settlement', november)))).toEqual(people(before));
    expect(await balances()).toMatchObject({ 'Conta da Ana': 0, 'Conta da Bia': 0 });
  });

  it('a divided expense deleted and put back by Desfazer comes back with its parts', async () => {
    const { ana, asAna, expense } = await casa();
    const market = await expense(asAna, 100.01, 'Mercado');
    await succeeded(asAna.put('/transactions/share', { id: market.id, payerId: ana.id, mode: 'equal' }));
    const before = await succeeded<Settlement>(asAna.get('/settlement', november));
    const deleted = await succeeded<{ undo: string }>(asAna.delete('/transactions', { id: market.id }));
    expect(people(await succeeded<Settlement>(asAna.get('/settlement', november))).map((p) => p[1])).toEqual([
      0, 0,
    ]);
    await succeeded(asAna.post('/undo', { token: deleted.undo }));
    expect(people(await succeeded<Settlement>(asAna.get('/settlement', november)))).toEqual(people(before));
    expect((await rowOf(asAna, market.id)).shares.map((s) => s.amount)).toEqual([50.01, 50]);
  });

  it('refuses what cannot be divided or settled, in Portuguese, and answers another book as absent', async () => {
    const { ana, bia, asAna, asBia, expense, joint, anaAccount } = await casa();
    const market = await expense(asAna, 50, 'Mercado');
    const outsider = await createUser(ctx, { name: 'Caio' });
    const notMember = await asAna.put('/transactions/share', {
      id: market.id,
      payerId: outsider.id,
      mode: null,
    });
    expect(notMember.status).toBe(404);
    expect(notMember.body.error.message).toBe(BOOK_MESSAGES.memberNotFound);
    const strangerPart = await asAna.put('/transactions/share', {
      id: market.id,
      payerId: ana.id,
      mode: 'equal',
      userIds: [ana.id, outsider.id],
    });
    expect(strangerPart.status).toBe(404);
    const salary = await succeeded<Row>(
      asAna.post('/transactions', { amount: 10, date: '2026-11-10', type: 'RECEITA', accountId: joint.id }),
    );
    const income = await asAna.put('/transactions/share', { id: salary.id, payerId: ana.id, mode: 'equal' });
    expect(income.body.error.message).toBe(HOUSEHOLD_MESSAGES.notAnExpense);
    const self = await asAna.post('/settlements', {
      fromUserId: ana.id,
      toUserId: ana.id,
      amount: 1,
      date: '2026-11-20',
    });
    expect(self.body.error.message).toBe(HOUSEHOLD_MESSAGES.settleSelf);
    const oneAccount = await asAna.post('/settlements', {
      fromUserId: bia.id,
      toUserId: ana.id,
      amount: 1,
      date: '2026-11-20',
      fromAccountId: anaAccount.id,
    });
    expect(oneAccount.body.error.message).toBe(HOUSEHOLD_MESSAGES.settleAccounts);

    // In a personal book there is no one to divide with.
    const own = actingAs(ctx, ana as TestUser);
    const mine = await succeeded(own.post('/accounts', { name: 'Minha', type: 'checking' }));
    const lunch = await succeeded<Row>(
      own.post('/transactions', { amount: 30, date: '2026-11-10', type: 'DESPESA', accountId: mine.id }),
    );
    expect(lunch.paid_by).toBeNull();
    const personal = await own.put('/transactions/share', { id: lunch.id, payerId: ana.id, mode: 'equal' });
    expect(personal.status).toBe(400);
    expect(personal.body.error.message).toBe(HOUSEHOLD_MESSAGES.sharedOnly);
    // Casa's row is absent from the personal book, and the personal row from Casa.
    expect(
      (await own.put('/transactions/share', { id: market.id, payerId: ana.id, mode: null })).status,
    ).toBe(404);
    expect(
      (await asBia.put('/transactions/share', { id: lunch.id, payerId: bia.id, mode: null })).status,
    ).toBe(404);
  });

  it(`lists a month's newest ${MAX_SETTLEMENTS_LISTED} acertos and counts them all in the balances`, async () => {
    const { ana, bia, book, asAna } = await casa();
    // More acertos than the page lists, written at once (each would otherwise be a request of its own).
    await ctx.app.deps.database.db.execute(
      sql`insert into book_settlements (book_id, from_user_id, to_user_id, amount, date, created_by)
          select ${book}, ${bia.id}, ${ana.id}, 100, date '2026-11-01' + (n % 28), ${bia.id}
          from generate_series(1, ${MAX_SETTLEMENTS_LISTED + 1}) as n`,
    );
    const settlement = await succeeded<Settlement>(asAna.get('/settlement', november));
    expect(settlement.settlements).toHaveLength(MAX_SETTLEMENTS_LISTED);
    expect(settlement.settlementsCount).toBe(MAX_SETTLEMENTS_LISTED + 1);
    expect(settlement.settlements[0]!.date).toBe('2026-11-28');
    expect(people(settlement)).toEqual([
      ['Ana', 0, 0, 0, MAX_SETTLEMENTS_LISTED + 1, -(MAX_SETTLEMENTS_LISTED + 1)],
      ['Bia', 0, 0, MAX_SETTLEMENTS_LISTED + 1, 0, MAX_SETTLEMENTS_LISTED + 1],
    ]);
  });

  it('a leitor is divided with only when named, and has no line in the acerto until they have a figure', async () => {
    const { ana, book, asAna, expense } = await casa();
    const lucia = await createUser(ctx, { name: 'Lúcia' });
    await joinBook(ctx, ana, lucia, book, 'leitor');
    const market = await expense(asAna, 90, 'Mercado');
    await succeeded(asAna.put('/transactions/share', { id: market.id, payerId: ana.id, mode: 'equal' }));
    expect((await rowOf(asAna, market.id)).shares.map((s) => [s.name, s.amount])).toEqual([
      ['Ana', 45],
      ['Bia', 45],
    ]);
    expect(people(await succeeded<Settlement>(asAna.get('/settlement', november))).map((p) => p[0])).toEqual([
      'Ana',
      'Bia',
    ]);

    const named = await succeeded(
      asAna.put('/transactions/share', {
        id: market.id,
        payerId: ana.id,
        mode: 'equal',
        userIds: [ana.id, lucia.id],
      }),
    );
    expect(named).toMatchObject({ share_mode: 'equal' });
    expect(people(await succeeded<Settlement>(asAna.get('/settlement', november)))).toEqual([
      ['Ana', 90, 45, 0, 0, 45],
      ['Bia', 0, 0, 0, 0, 0],
      ['Lúcia', 0, 45, 0, 0, -45],
    ]);
  });
});
