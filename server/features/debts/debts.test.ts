import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEBT_MESSAGES, MAX_DEBTS_PER_BOOK } from '../../../common/contract/debts';
import { queryRows } from '../../db/connect';
import { actingAs, createAccount, createUser } from '../../test/factories';
import { tableCounts } from '../../test/table-counts';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => {
  vi.useRealTimers();
});

type Api = ReturnType<typeof actingAs>;

// The figures below are worked by hand (a spreadsheet's ROUND(x; 2) on each row), not taken from the code:
// R$ 12.000,00 at 1% a.m. over 12 instalments, Tabela Price: PMT = 12.000 × 0,01 / (1 − 1,01^−12) = R$ 1.066,19.
//   row 1: interest 120,00, amortization 946,19, balance 11.053,81
//   row 2: interest 110,54, amortization 955,65, balance 10.098,16
//   row 3: interest 100,98, amortization 965,21, balance  9.132,95
//   ... row 12 repays the 1.055,58 left: payment 1.066,14; interest over the 12 rows 794,23.
const carLoan = {
  name: 'Financiamento do carro',
  kind: 'financiamento_veiculo',
  lender: 'Banco Azul',
  principal: 12000,
  rate: '1',
  ratePeriod: 'mes',
  installments: 12,
  system: 'PRICE',
  contractDate: '2026-06-15',
  firstDueDate: '2026-07-15',
};

/** A person on 20/09/2026 with R$ 20.000,00 at Itaú. */
async function borrower() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-09-20T15:00:00Z'));
  const user = await createUser(ctx, { starterCategories: true });
  const as = actingAs(ctx, user);
  const itau = await createAccount(ctx, user, { name: 'Itaú', type: 'checking', opening_balance: 20000 });
  return { user, as, itau };
}

const balanceOf = async (as: Api, name: string) =>
  (await as.get('/accounts')).body.data.find((a: { name: string }) => a.name === name).balance;

const categoryId = async (as: Api, name: string) =>
  (await as.get('/categories')).body.data.find((c: { name: string }) => c.name === name).id as number;

describe('a car financing by the Tabela Price', () => {
  it('owes, on 20/09, what is left after the three instalments due, and lists its schedule', async () => {
    const { as } = await borrower();
    const created = await as.post('/debts', carLoan);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Financiamento do carro',
      kindLabel: 'Financiamento de veículo',
      rateLabel: '1% a.m.',
      principal: 12000,
      balanceToday: 9132.95,
      paidCount: 0,
      scheduleCount: 12,
      lastDueDate: '2027-06-15',
      next: { number: 1, dueDate: '2026-07-15', payment: 1066.19, interest: 120, amortization: 946.19 },
      totals: { payments: 12794.23, interest: 794.23, prepaid: 0 },
    });

    const { installments } = (await as.get(`/debts/schedule?id=${created.body.data.id}`)).body.data;
    expect(installments.slice(0, 3)).toEqual([
      expect.objectContaining({ number: 1, interest: 120, amortization: 946.19, balance: 11053.81 }),
      expect.objectContaining({ number: 2, interest: 110.54, amortization: 955.65, balance: 10098.16 }),
      expect.objectContaining({ number: 3, interest: 100.98, amortization: 965.21, balance: 9132.95 }),
    ]);
    expect(installments[11]).toMatchObject({
      number: 12,
      payment: 1066.14,
      amortization: 1055.58,
      balance: 0,
    });

    const list = (await as.get('/debts')).body.data;
    expect(list.totalBalance).toBe(9132.95);
  });

  it('pays instalment 1 from Itaú once: an expense of R$ 1.066,19 with its interest apart', async () => {
    const { as, itau } = await borrower();
    const { id } = (await as.post('/debts', carLoan)).body.data;
    const transporte = await categoryId(as, 'Transporte');
    const taxas = await categoryId(as, 'Impostos e taxas');
    const paid = await as.post('/debts/pay', {
      id,
      number: 1,
      accountId: itau.id,
      date: '2026-07-15',
      categoryId: transporte,
      interestCategoryId: taxas,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.debt).toMatchObject({ paidCount: 1, next: { number: 2, payment: 1066.19 } });
    expect(await balanceOf(as, 'Itaú')).toBe(18933.81);
    const [row] = await queryRows<{ description: string; amount: number; split: number }>(
      ctx.database.db,
      sql`select t.description, t.amount::int as amount, t.split_amount::int as split
          from transactions t where t.account_id = ${itau.id} and t.type = 'DESPESA'`,
    );
    expect(row).toEqual({
      description: 'Parcela 1 de 12: Financiamento do carro',
      amount: 106619,
      split: 12000,
    });

    const before = await tableCounts(ctx);
    const again = await as.post('/debts/pay', { id, number: 1, accountId: itau.id, date: '2026-07-15' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('A parcela 1 já foi registrada');
    expect(await tableCounts(ctx)).toEqual(before);

    // The expense deleted, the instalment reads unpaid again: the balance owed is the contract's all along.
    const transactionId = paid.body.data.installments[0].transactionId;
    expect((await as.delete('/transactions', { id: transactionId })).status).toBe(200);
    const after = (await as.get(`/debts/schedule?id=${id}`)).body.data;
    expect(after.debt).toMatchObject({ paidCount: 0, balanceToday: 9132.95 });
    expect(after.installments[0].transactionId).toBeNull();
  });

  it('entered in its third month with two instalments paid before: those count as paid, the third is next', async () => {
    const { as, itau } = await borrower();
    const created = await as.post('/debts', { ...carLoan, paidBefore: '2' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      paidBefore: 2,
      paidCount: 2,
      next: { number: 3, dueDate: '2026-09-15', payment: 1066.19, interest: 100.98 },
      // The contract's balance on 20/09, as without them: the schedule is the contract's.
      balanceToday: 9132.95,
    });
    const { id } = created.body.data;
    const schedule = (await as.get(`/debts/schedule?id=${id}`)).body.data;
    expect(schedule.installments.slice(0, 3).map((i: { paidBefore: boolean }) => i.paidBefore)).toEqual([
      true,
      true,
      false,
    ]);
    // No expense was recorded for them, and none can be: they were paid before.
    expect(await balanceOf(as, 'Itaú')).toBe(20000);
    const twice = await as.post('/debts/pay', { id, number: 2, accountId: itau.id, date: '2026-08-15' });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('A parcela 2 foi paga antes de a dívida ser cadastrada');

    // The third paid in Grana; "paid before" cannot then reach it, nor pass the number of instalments.
    expect(
      (await as.post('/debts/pay', { id, number: 3, accountId: itau.id, date: '2026-09-15' })).status,
    ).toBe(200);
    const over = await as.put('/debts', { ...carLoan, id, paidBefore: 3 });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toBe(
      'A parcela 3 foi registrada em Grana: as pagas antes de cadastrar devem ser anteriores a ela',
    );
    const tooMany = await as.post('/debts', { ...carLoan, paidBefore: 13 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe(DEBT_MESSAGES.paidBeforeAboveCount);
    // Lowered to one: the second is unpaid again, and next.
    const edited = await as.put('/debts', { ...carLoan, id, paidBefore: 1 });
    expect(edited.body.data).toMatchObject({ paidBefore: 1, paidCount: 2, next: { number: 2 } });
  });

  it('takes a prepayment up to the balance owed then, shortening the term, and removes it with its expense', async () => {
    const { as, itau } = await borrower();
    const { id } = (await as.post('/debts', carLoan)).body.data;

    const tooMuch = await as.post('/debts/prepayments', {
      debtId: id,
      date: '2026-09-20',
      amount: 10000,
      mode: 'prazo',
      accountId: itau.id,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.message).toBe(
      'O saldo devedor em 20/09/2026 é R$ 9.132,95: informe até esse valor',
    );

    const prepaid = await as.post('/debts/prepayments', {
      debtId: id,
      date: '2026-09-20',
      amount: 3000,
      mode: 'prazo',
      accountId: itau.id,
    });
    expect(prepaid.status, JSON.stringify(prepaid.body)).toBe(201);
    // 9.132,95 − 3.000,00 = 6.132,95, repaid by the same R$ 1.066,19 in six rows instead of nine: row 4 pays
    // 61,33 of interest; row 9 repays the 1.007,15 left with 10,07 of interest.
    const { debt, installments, prepayments } = prepaid.body.data;
    expect(debt).toMatchObject({ balanceToday: 6132.95, scheduleCount: 9, lastDueDate: '2027-03-15' });
    expect(installments[3]).toMatchObject({ number: 4, interest: 61.33, amortization: 1004.86 });
    expect(installments[8]).toMatchObject({ number: 9, payment: 1017.22, balance: 0 });
    expect(prepayments).toEqual([
      expect.objectContaining({ date: '2026-09-20', amount: 3000, applied: 3000, balance: 6132.95 }),
    ]);
    expect(await balanceOf(as, 'Itaú')).toBe(17000);

    const removed = await as.delete('/debts/prepayments', { id: prepayments[0].id });
    expect(removed.status).toBe(200);
    expect(removed.body.data.debt).toMatchObject({ balanceToday: 9132.95, scheduleCount: 12 });
    expect(await balanceOf(as, 'Itaú')).toBe(20000);
  });

  it('counts in the net worth as a debt from its contract on, by what it owes at each month end', async () => {
    const { as } = await borrower();
    await as.post('/debts', carLoan);
    const { months } = (await as.get('/net-worth?meses=4')).body.data;
    expect(months.map((m: { month: string; dividas: number }) => [m.month, m.dividas])).toEqual([
      ['2026-05', 0],
      ['2026-06', -12000],
      ['2026-07', -11053.81],
      ['2026-08', -10098.16],
      ['2026-09', -9132.95],
    ]);
  });
});

describe('a debt SAC', () => {
  it('repays the principal in equal parts, the interest falling (R$ 1.200,00 in 12 at 2% a.m.)', async () => {
    const { as } = await borrower();
    const res = await as.post('/debts', {
      ...carLoan,
      name: 'Consignado',
      kind: 'consignado',
      principal: 1200,
      rate: '2',
      system: 'SAC',
    });
    expect(res.status).toBe(201);
    const { installments } = (await as.get(`/debts/schedule?id=${res.body.data.id}`)).body.data;
    // Amortization 100,00 each; interest 2% of 1.200,00, 1.100,00, ...: 24,00, 22,00, ... 2,00.
    expect(installments.map((i: { payment: number }) => i.payment)).toEqual([
      124, 122, 120, 118, 116, 114, 112, 110, 108, 106, 104, 102,
    ]);
  });
});

describe('what a debt refuses', () => {
  it('answers 400 in Portuguese and writes nothing', async () => {
    const { as } = await borrower();
    const before = await tableCounts(ctx);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...carLoan, installments: 0 }, DEBT_MESSAGES.installments],
      [{ ...carLoan, rate: '101', ratePeriod: 'mes' }, DEBT_MESSAGES.rateRange('mes')],
      [{ ...carLoan, rate: '1,23456' }, DEBT_MESSAGES.rateDecimals],
      [{ ...carLoan, firstDueDate: '2026-06-15' }, DEBT_MESSAGES.firstDueBefore],
      [{ ...carLoan, principal: 20_000_000_000 }, DEBT_MESSAGES.principalTooLarge],
      [{ ...carLoan, system: 'alemao' }, DEBT_MESSAGES.system],
      [{ ...carLoan, name: ' ' }, DEBT_MESSAGES.name],
    ];
    for (const [body, message] of cases) {
      const res = await as.post('/debts', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect(await tableCounts(ctx)).toEqual(before);
  });

  it('refuses an instalment past the schedule, a card paying it, and the 101st debt', async () => {
    const { user, as, itau } = await borrower();
    const { id } = (await as.post('/debts', carLoan)).body.data;
    const card = await createAccount(ctx, user, {
      name: 'Cartão',
      type: 'credit_card',
      closing_day: 1,
      due_day: 10,
      credit_limit: 1000,
    });
    const late = await as.post('/debts/pay', { id, number: 13, accountId: itau.id, date: '2026-09-20' });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe('Escolha uma parcela de 1 a 12');
    const byCard = await as.post('/debts/pay', { id, number: 2, accountId: card.id, date: '2026-09-20' });
    expect(byCard.status).toBe(400);
    expect(byCard.body.error.message).toBe(DEBT_MESSAGES.payerIsCard);

    await ctx.database.db.execute(sql`
      insert into debts (book_id, name, kind, principal_cents, rate_percent, rate_period, installments, system,
                         contract_date, first_due_date)
      select ${user.id}, 'Dívida ' || n, 'outra', 100000, 1, 'mes', 12, 'PRICE', '2026-01-01', '2026-02-01'
      from generate_series(2, ${MAX_DEBTS_PER_BOOK}) n`);
    const tooMany = await as.post('/debts', carLoan);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toBe(DEBT_MESSAGES.tooMany);
  });
});
