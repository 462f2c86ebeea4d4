import { afterEach, describe, expect, it } from 'vitest';
import { fakeClockAt, realClock } from '../../test/clock';
import { actingAs, createAccount, createUser } from '../../test/factories';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

type Api = ReturnType<typeof actingAs>;

/** R$ 6.000,00 in 12 monthly instalments from `firstDueDate`. */
const loan = (name: string, firstDueDate: string, contractDate: string, paidBefore = 0) => ({
  name,
  kind: 'emprestimo',
  lender: 'Banco Azul',
  principal: 6000,
  rate: '1',
  ratePeriod: 'mes',
  installments: 12,
  system: 'PRICE',
  contractDate,
  firstDueDate,
  paidBefore,
});

/** A person on 20/09/2026 with R$ 20.000,00 at Itaú. */
async function borrower(name = 'Maria da Silva') {
  await fakeClockAt(ctx, '2026-09-20T15:00:00Z');
  const user = await createUser(ctx, { name });
  const as = actingAs(ctx, user);
  const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking', opening_balance: 20000 });
  return { as, itau };
}

const upcoming = async (as: Api, days?: number) =>
  (await as.get('/debts/upcoming', days === undefined ? {} : { days })).body.data.count as number;

async function create(as: Api, body: ReturnType<typeof loan>): Promise<number> {
  const created = await as.post('/debts', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id;
}

describe("the debts' instalments in 'Avisos'", () => {
  it('counts those unpaid, overdue or due within the days asked, of the own book only', async () => {
    const { as, itau } = await borrower();
    expect(await upcoming(as)).toBe(0);
    // Instalment 1 was due on 23/08 (overdue), 2 falls due on 23/09 (in 3 days), 3 on 23/10.
    const id = await create(as, loan('Empréstimo', '2026-08-23', '2026-07-23'));
    expect(await upcoming(as, 7)).toBe(2);
    // Its first instalment falls due on 28/09, in 8 days: outside a week, inside eight days.
    await create(as, loan('Financiamento do carro', '2026-09-28', '2026-08-28'));
    expect(await upcoming(as, 7)).toBe(2);
    expect(await upcoming(as, 8)).toBe(3);
    // The default window is the badge's week.
    expect(await upcoming(as)).toBe(2);

    const paid = await as.post('/debts/pay', { id, number: 1, accountId: itau.id, date: '2026-09-20' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await upcoming(as, 7)).toBe(1);

    // Another person's book counts none of them.
    const other = await borrower('João Souza');
    expect(await upcoming(other.as, 30)).toBe(0);
  });

  it('does not count the instalments typed as paid before the debt was entered', async () => {
    const { as } = await borrower();
    // Instalments 1 (23/07) and 2 (23/08) were paid before; 3 falls due on 23/09.
    await create(as, loan('Empréstimo', '2026-07-23', '2026-06-23', 2));
    expect(await upcoming(as, 7)).toBe(1);
    expect(await upcoming(as, 0)).toBe(0);
  });

  it('refuses a window that is not a whole number of days, in Portuguese', async () => {
    const { as } = await borrower();
    for (const days of ['abc', '-1', '2.5', '400']) {
      const res = await as.get('/debts/upcoming', { days });
      expect(res.status, days).toBe(400);
      expect(res.body.error.message, days).toBe('Dias inválidos');
    }
  });
});
