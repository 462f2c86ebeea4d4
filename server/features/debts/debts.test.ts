import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEBT_MESSAGES, MAX_DEBTS_PER_BOOK } from '../../../common/contract/debts';
import { queryRows } from '../../db/connect';
import { fakeClockAt, realClock } from '../../test/clock';
import { actingAs, createAccount, createTransaction, createUser } from '../../test/factories';
import { CAR_LOAN } from '../../test/fixtures/loans';
import { tableCounts } from '../../test/table-counts';
import { setupTestApp } from '../../test/test-app';

const ctx = setupTestApp();

afterEach(() => realClock(ctx));

type Api = ReturnType<typeof actingAs>;

// The figures below are worked by hand (a spreadsheet's ROUND(x; 2) on each row), not taken from the code:
// R$ 12.000,00 at 1% a.m. over 12 instalments, Tabela Price: PMT = 12.000 × 0,01 / (1 − 1,01^−12) = R$ 1.066,19.
//   row 1: interest 120,00, amortization 946,19, balance 11.053,81
//   row 2: interest 110,54, amortization 955,65, balance 10.098,16
//   row 3: interest 100,98, amortization 965,21, balance  9.132,95
//   ... row 12 repays the 1.055,58 left: payment 1.066,14; interest over the 12 rows 794,23.
const carLoan = CAR_LOAN;

/** A person on 20/09/2026 with R$ 20.000,00 at Itaú. */
async function borrower() {
  await fakeClockAt(ctx, '2026-09-20T15:00:00Z');
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
  it('entered on 20/09 with none of the three instalments due paid: owes all of it, three overdue', async () => {
    const { as } = await borrower();
    const created = await as.post('/debts', carLoan);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // Neither recorded nor typed as paid before: a person who has not paid an instalment still owes it, so the
    // balance is the contract's after row 3 plus the three amortizations, 9.132,95 + 946,19 + 955,65 + 965,21 =
    // 12.000,00, and the card says the three are overdue: 3 × 1.066,19 = 3.198,57 (no late fees: unknown here).
    expect(created.body.data).toMatchObject({
      name: 'Financiamento do carro',
      kindLabel: 'Financiamento de veículo',
      rateLabel: '1% a.m.',
      principal: 12000,
      balanceToday: 12000,
      overdueInstallments: 3,
      overdue: 3198.57,
      paidCount: 0,
      scheduleCount: 12,
      lastDueDate: '2027-06-15',
      next: {
        number: 1,
        dueDate: '2026-07-15',
        payment: 1066.19,
        interest: 120,
        amortization: 946.19,
        overdue: true,
      },
      totals: { payments: 12794.23, interest: 794.23, prepaid: 0 },
    });

    const { installments } = (await as.get(`/debts/schedule?id=${created.body.data.id}`)).body.data;
    expect(installments.slice(0, 4)).toEqual([
      expect.objectContaining({ number: 1, amortization: 946.19, balance: 11053.81, overdue: true }),
      expect.objectContaining({ number: 2, interest: 110.54, amortization: 955.65, overdue: true }),
      expect.objectContaining({ number: 3, amortization: 965.21, balance: 9132.95, overdue: true }),
      // Due on 15/10: still to come.
      expect.objectContaining({ number: 4, dueDate: '2026-10-15', overdue: false }),
    ]);
    expect(installments[11]).toMatchObject({
      number: 12,
      payment: 1066.14,
      amortization: 1055.58,
      balance: 0,
    });

    const list = (await as.get('/debts')).body.data;
    expect(list.totalBalance).toBe(12000);
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
    // Rows 2 and 3 are still owed: 9.132,95 + 955,65 + 965,21 = 11.053,81, two overdue of 1.066,19.
    expect(paid.body.data.debt).toMatchObject({
      paidCount: 1,
      next: { number: 2, payment: 1066.19 },
      balanceToday: 11053.81,
      overdueInstallments: 2,
      overdue: 2132.38,
    });
    expect(paid.body.data.installments[0]).toMatchObject({ overdue: false });
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

    // The expense deleted, the instalment reads unpaid again: its 946,19 is owed again, and it is overdue.
    const transactionId = paid.body.data.installments[0].transactionId;
    expect((await as.delete('/transactions', { id: transactionId })).status).toBe(200);
    const after = (await as.get(`/debts/schedule?id=${id}`)).body.data;
    expect(after.debt).toMatchObject({ paidCount: 0, balanceToday: 12000, overdueInstallments: 3 });
    expect(after.installments[0]).toMatchObject({ transactionId: null, overdue: true });
  });

  it('entered in its third month with two instalments paid before: those count as paid, the third is next', async () => {
    const { as, itau } = await borrower();
    const created = await as.post('/debts', { ...carLoan, paidBefore: '2' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      paidBefore: 2,
      paidCount: 2,
      next: { number: 3, dueDate: '2026-09-15', payment: 1066.19, interest: 100.98, overdue: true },
      // Rows 1 and 2 paid, row 3 (15/09) not: 9.132,95 + its 965,21 = 10.098,16, the balance after row 2.
      balanceToday: 10098.16,
      overdueInstallments: 1,
      overdue: 1066.19,
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
    // The contract's balance is all a prepayment lowers; the three instalments unpaid are owed besides it.
    expect(tooMuch.body.error.message).toBe(
      'O saldo devedor em 20/09/2026, fora as 3 parcelas em aberto, é R$ 9.132,95: informe até esse valor',
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
    // 61,33 of interest; row 9 repays the 1.007,15 left with 10,07 of interest. Owed today: that and the 2.867,05
    // of the three rows unpaid, 9.000,00.
    const { debt, installments, prepayments } = prepaid.body.data;
    expect(debt).toMatchObject({ balanceToday: 9000, scheduleCount: 9, lastDueDate: '2027-03-15' });
    expect(installments[3]).toMatchObject({ number: 4, interest: 61.33, amortization: 1004.86 });
    expect(installments[8]).toMatchObject({ number: 9, payment: 1017.22, balance: 0 });
    expect(prepayments).toEqual([
      expect.objectContaining({ date: '2026-09-20', amount: 3000, applied: 3000, balance: 6132.95 }),
    ]);
    expect(await balanceOf(as, 'Itaú')).toBe(17000);

    const removed = await as.delete('/debts/prepayments', { id: prepayments[0].id });
    expect(removed.status).toBe(200);
    expect(removed.body.data.debt).toMatchObject({ balanceToday: 12000, scheduleCount: 12 });
    expect(await balanceOf(as, 'Itaú')).toBe(20000);
  });

  it('counts in the net worth from its contract on, each instalment owed from its due date to its payment', async () => {
    const { user, as, itau } = await borrower();
    // The book begins in Grana with June's statement (a coffee on 01/06): the net worth has no month before it.
    await createTransaction(ctx, user, itau.id, { amount: 5, date: '2026-06-01', description: 'Café' });
    const { id } = (await as.post('/debts', carLoan)).body.data;
    // Row 1 paid on its due date, row 2 (15/08) on 02/09, row 3 (15/09) not yet.
    for (const [number, date] of [
      [1, '2026-07-15'],
      [2, '2026-09-02'],
    ] as const)
      expect((await as.post('/debts/pay', { id, number, accountId: itau.id, date })).status).toBe(200);
    const dividas = async () =>
      (await as.get('/net-worth?meses=4')).body.data.months.map((m: { month: string; dividas: number }) => [
        m.month,
        m.dividas,
      ]);
    // May, before the contract, had nothing: it is not in the answer.
    expect(await dividas()).toEqual([
      ['2026-06', -12000],
      ['2026-07', -11053.81],
      // 31/08: row 2 due and unpaid, 10.098,16 + 955,65.
      ['2026-08', -11053.81],
      // Today, 20/09: row 2 paid, row 3 not, 9.132,95 + 965,21.
      ['2026-09', -10098.16],
    ]);
    expect(
      (await as.post('/debts/pay', { id, number: 3, accountId: itau.id, date: '2026-09-20' })).status,
    ).toBe(200);
    expect((await dividas()).slice(2)).toEqual([
      ['2026-08', -11053.81],
      ['2026-09', -9132.95],
    ]);
  });
});

// The newcomer's case: R$ 10.000,00 at 2% a.m. in 12 by the Tabela Price, worked by hand (ROUND(x; 2) on each row):
//   PMT = 10.000 × 0,02 / (1 − 1,02^−12) = 945,5959… → R$ 945,60; row 1 pays 200,00 of interest, 745,60 of principal.
//   row  9: interest 72,01, amortization 873,59, balance 2.726,95
//   row 10: interest 2% × 2.726,95 = 54,539 → 54,54, amortization 945,60 − 54,54 = 891,06, balance 1.835,89
//   row 11: interest 2% × 1.835,89 = 36,7178 → 36,72, amortization 945,60 − 36,72 = 908,88, balance 927,01
//   row 12: repays the 927,01 left with 18,54 of interest.
// First due 15/11/2025: row 9 falls on 15/07/2026, row 10 on 15/08, row 11 on 15/09, row 12 on 15/10.
const personalLoan = {
  name: 'Empréstimo do banco',
  kind: 'emprestimo',
  lender: null,
  principal: 10000,
  rate: '2',
  ratePeriod: 'mes',
  installments: 12,
  system: 'PRICE',
  contractDate: '2025-10-15',
  firstDueDate: '2025-11-15',
  paidBefore: 10,
};

describe('an instalment due and not paid', () => {
  it('is still owed: ten paid, the eleventh overdue, the balance is the one after the tenth', async () => {
    const { user, as, itau } = await borrower();
    // The book begins in Grana with July's statement (a coffee on 01/07).
    await createTransaction(ctx, user, itau.id, { amount: 5, date: '2026-07-01', description: 'Café' });
    const created = await as.post('/debts', personalLoan);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body.data;
    // On 20/09 the contract has row 11 paid (927,01 left); it is not, so its 908,88 is owed too: 1.835,89.
    expect(created.body.data).toMatchObject({
      balanceToday: 1835.89,
      overdueInstallments: 1,
      overdue: 945.6,
      paidCount: 10,
      next: { number: 11, dueDate: '2026-09-15', amortization: 908.88, overdue: true },
    });
    const before = (await as.get(`/debts/schedule?id=${id}`)).body.data.installments;
    expect(before.map((i: { overdue: boolean }) => i.overdue)).toEqual([
      ...Array(10).fill(false),
      true,
      false,
    ]);
    const dividas = async () =>
      (await as.get('/net-worth?meses=2')).body.data.months.map((m: { month: string; dividas: number }) => [
        m.month,
        m.dividas,
      ]);
    // The ten paid before the debt was entered count as paid from the contract on: Grana knows neither when nor from
    // where, and on their due dates row 10's 891,06 made August's net worth rise with no money leaving an account.
    // 31/07 and 31/08: 1.835,89 after row 10; today the same, row 11 unpaid.
    expect(await dividas()).toEqual([
      ['2026-07', -1835.89],
      ['2026-08', -1835.89],
      ['2026-09', -1835.89],
    ]);

    const paid = await as.post('/debts/pay', { id, number: 11, accountId: itau.id, date: '2026-09-20' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.debt).toMatchObject({
      balanceToday: 927.01,
      overdueInstallments: 0,
      overdue: 0,
      next: { number: 12, overdue: false },
    });
    expect(paid.body.data.installments[10]).toMatchObject({ overdue: false });
    expect(await dividas()).toEqual([
      ['2026-07', -1835.89],
      ['2026-08', -1835.89],
      ['2026-09', -927.01],
    ]);
    expect((await as.get('/debts')).body.data.totalBalance).toBe(927.01);
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
