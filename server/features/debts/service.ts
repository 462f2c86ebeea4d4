import type { z } from 'zod';
import {
  type DebtResponse,
  type DebtScheduleResponse,
  type DebtsResponse,
  type debtBody,
  type debtPaymentBody,
  type debtUpdateBody,
  DEBT_MESSAGES as M,
  MAX_DEBTS_PER_BOOK,
  type prepaymentBody,
  type UpcomingDebtPayments,
} from '../../../common/contract/debts';
import { addDays, formatDateBR, todayIn } from '../../../common/dates';
import { unpaidOn } from '../../../common/loan-balances';
import { loanSchedule, loanTermsProblem, MAX_LOAN_PREPAYMENTS } from '../../../common/loans';
import { centsToReais, formatCents, reaisToCents, sumCents } from '../../../common/money';
import { isMoneyAccountType } from '../../../common/money-accounts';
import type { AuthUser } from '../../auth-user';
import type { Db, Executor } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../http/errors';
import { actedBy, ledger, ledgerTransaction, references } from '../ledger/public';
import { lockBook } from '../shared/person-limits';
import { type DebtRow, debtsRepository as repo } from './repository';
import {
  assemble,
  type DebtParts,
  openRowsBy,
  paidOnOf,
  presentDebt,
  presentInstallments,
  presentPrepayments,
  termsOf,
} from './schedule';

type DebtInput = z.output<typeof debtBody>;

const rowValues = (input: DebtInput) => ({
  name: input.name,
  kind: input.kind,
  lender: input.lender,
  principalCents: reaisToCents(input.principal),
  ratePercent: String(input.rate),
  ratePeriod: input.ratePeriod,
  installments: input.installments,
  system: input.system,
  contractDate: input.contractDate,
  firstDueDate: input.firstDueDate,
  paidBefore: input.paidBefore,
  paymentAccountId: input.paymentAccountId,
});

/** An account that pays (an instalment, a prepayment): the book's, holding money, not a card. */
async function payingAccount(tx: Executor, bookId: number, id: number) {
  const account = await references.account(tx, bookId, id);
  if (account.type === 'credit_card') throw badRequest(M.payerIsCard, 'accountId');
  return account;
}

/**
 * The 'Conta de pagamento', when one is given: the book's (another book's or an absent id is "not found"), of a kind
 * that holds everyday money (common/money-accounts.ts): a card's bill is itself paid by an account, and an
 * investment account is not where instalments leave from.
 */
async function checkPaymentAccount(tx: Executor, bookId: number, id: number | null) {
  if (id === null) return;
  // Kept until the debt is written: an account deleted meanwhile would make the write fail as a server error.
  const account = await references.account(tx, bookId, id, true);
  if (!isMoneyAccountType(account.type)) throw badRequest(M.paymentAccountKind, 'paymentAccountId');
}

/** The debts of the book (or the one asked) with their schedules, read in three queries. */
async function parts(tx: Executor, bookId: number, only?: DebtRow): Promise<DebtParts[]> {
  const rows = only ? [only] : await repo.list(tx, bookId);
  const ids = rows.map((r) => r.id);
  const [prepayments, payments] = await Promise.all([
    repo.prepayments(tx, bookId, ids),
    repo.payments(tx, bookId, ids),
  ]);
  return assemble(rows, prepayments, payments);
}

async function owned(tx: Executor, user: AuthUser, id: number, lock = false): Promise<DebtRow> {
  const row = await repo.find(tx, user.bookId, id, lock);
  if (!row) throw notFound(M.notFound);
  return row;
}

/** Terms a schedule can be made of, or a 400 saying why not (the principal's or the rate's bound). */
function checkTerms(terms: Parameters<typeof loanTermsProblem>[0]) {
  const problem = loanTermsProblem(terms);
  if (problem) throw badRequest(problem);
}

export function createDebtsService(db: Db) {
  const service = {
    async list(user: AuthUser): Promise<DebtsResponse> {
      const today = todayIn(user.timeZone);
      const debts = (await parts(db, user.bookId)).map((p) => presentDebt(p, today));
      return {
        debts,
        totalBalance: centsToReais(sumCents(debts.map((d) => reaisToCents(d.balanceToday)))),
      };
    },

    /** Instalments still owed, overdue or due within `days` days, over the book's debts (the 'Avisos' badge). */
    async upcomingCount(user: AuthUser, days: number): Promise<UpcomingDebtPayments> {
      const today = todayIn(user.timeZone);
      const until = addDays(today, days);
      const debts = await parts(db, user.bookId);
      return { count: debts.reduce((count, debt) => count + openRowsBy(debt, until).length, 0) };
    },

    schedule: (user: AuthUser, id: number) => debtSchedule(db, user, id),

    async one(user: AuthUser, id: number): Promise<DebtResponse> {
      return (await service.schedule(user, id)).debt;
    },

    async create(user: AuthUser, input: DebtInput): Promise<DebtResponse> {
      const values = rowValues(input);
      checkTerms(termsOf(values, []));
      const id = await ledgerTransaction(db, actedBy(user, 'debts'), async (tx) => {
        await lockBook(tx, user.bookId);
        if ((await repo.count(tx, user.bookId)) >= MAX_DEBTS_PER_BOOK) throw conflict(M.tooMany);
        await checkPaymentAccount(tx, user.bookId, values.paymentAccountId);
        return repo.insert(tx, { bookId: user.bookId, ...values });
      });
      return service.one(user, id);
    },

    /** Changes the contract; the prepayments and the instalments recorded as paid stay. */
    async update(user: AuthUser, input: z.output<typeof debtUpdateBody>): Promise<DebtResponse> {
      await ledgerTransaction(db, actedBy(user, 'debts'), async (tx) => {
        const row = await owned(tx, user, input.id, true);
        const [debt] = await parts(tx, user.bookId, row);
        const values = rowValues(input);
        checkTerms(termsOf(values, debt?.prepayments ?? []));
        const recorded = [...(debt?.paid.keys() ?? [])];
        const lastPaid = Math.max(0, ...recorded);
        if (lastPaid > values.installments) throw badRequest(M.shrinkBelowPaid(lastPaid), 'installments');
        // An instalment both recorded and "paid before" would count twice.
        const firstRecorded = Math.min(Number.POSITIVE_INFINITY, ...recorded);
        if (values.paidBefore >= firstRecorded)
          throw badRequest(M.paidBeforeOverRecorded(firstRecorded), 'paidBefore');
        await checkPaymentAccount(tx, user.bookId, values.paymentAccountId);
        await repo.update(tx, user.bookId, row.id, values);
      });
      return service.one(user, input.id);
    },

    /** Deletes the debt with its prepayments; the expenses that paid it stay in the ledger. */
    async delete(user: AuthUser, id: number): Promise<void> {
      await ledgerTransaction(db, actedBy(user, 'debts'), async (tx) => {
        await owned(tx, user, id, true);
        await repo.delete(tx, user.bookId, id);
      });
    },

    pay: (user: AuthUser, input: z.output<typeof debtPaymentBody>) => payInstallment(db, user, input),

    prepay: (user: AuthUser, input: z.output<typeof prepaymentBody>) => notePrepayment(db, user, input),

    /** Removes a prepayment from the contract, and the expense recorded with it when that still stands. */
    async deletePrepayment(user: AuthUser, id: number): Promise<DebtScheduleResponse> {
      const debtId = await ledgerTransaction(db, actedBy(user, 'debts'), async (tx) => {
        const prepayment = await repo.findPrepayment(tx, user.bookId, id);
        if (!prepayment) throw notFound(M.prepaymentNotFound);
        await owned(tx, user, Number(prepayment.debtId), true);
        if (prepayment.transactionId !== null)
          await ledger.delete(tx, user.bookId, [Number(prepayment.transactionId)]);
        await repo.deletePrepayment(tx, user.bookId, id);
        return Number(prepayment.debtId);
      });
      return service.schedule(user, debtId);
    },
  };
  return service;
}

/** The debt with its instalments and prepayments, as the debt's page shows them. */
async function debtSchedule(db: Db, user: AuthUser, id: number): Promise<DebtScheduleResponse> {
  const row = await owned(db, user, id);
  const [one] = await parts(db, user.bookId, row);
  const debt = one as DebtParts;
  const today = todayIn(user.timeZone);
  return {
    debt: presentDebt(debt, today),
    installments: presentInstallments(debt, today),
    prepayments: presentPrepayments(debt),
  };
}

/**
 * Records instalment `number` as paid: an expense of the instalment's amount, plus the late fee when one is
 * given, from the account, with its interest and its fee as splits under `interestCategoryId` when one is given.
 * The fee touches neither the balance nor the schedule: it is not principal.
 */
async function payInstallment(
  db: Db,
  user: AuthUser,
  input: z.output<typeof debtPaymentBody>,
): Promise<DebtScheduleResponse> {
  await ledgerTransaction(db, actedBy(user, 'debts'), async (tx) => {
    const row = await owned(tx, user, input.id, true);
    const [debt] = (await parts(tx, user.bookId, row)) as [DebtParts];
    const rows = debt.schedule.rows;
    if (input.number > row.installments) throw badRequest(M.installmentMissing(rows.length), 'number');
    const due = rows[input.number - 1];
    if (!due) throw badRequest(M.installmentGone(input.number), 'number');
    if (debt.paid.has(input.number)) throw conflict(M.installmentPaid(input.number));
    if (input.number <= row.paidBefore) throw conflict(M.installmentPaidBefore(input.number));
    const feeCents = input.lateFee ? reaisToCents(input.lateFee) : 0;
    if (feeCents > 0 && input.date <= due.dueDate) throw badRequest(M.lateFeeOnTime(due.dueDate), 'lateFee');
    if (feeCents > due.paymentCents) throw badRequest(M.lateFeeOverInstallment(due.paymentCents), 'lateFee');
    await payingAccount(tx, user.bookId, input.accountId);
    const categoryId = await references.category(tx, user.bookId, input.categoryId);
    const interestCategoryId = await references.category(tx, user.bookId, input.interestCategoryId);
    // Under the expense's own category the amount alone carries the interest and the fee: no split is needed.
    const apart = interestCategoryId !== null && interestCategoryId !== categoryId;
    const splits = [
      { cents: due.interestCents, description: `Juros da parcela ${due.number}` },
      { cents: feeCents, description: `Multa e juros de atraso da parcela ${due.number}` },
    ]
      .filter((part) => apart && part.cents > 0)
      .map((part) => ({
        amount: part.cents,
        description: part.description,
        categoryId: interestCategoryId,
        payeeId: null,
      }));
    const [transactionId] = await ledger.insert(tx, user.bookId, [
      {
        accountId: input.accountId,
        type: 'DESPESA',
        amount: due.paymentCents + feeCents,
        date: input.date,
        description: `Parcela ${due.number} de ${rows.length}: ${row.name}`,
        categoryId,
        status: 'CLEARED',
        createdBy: user.id,
        splits: splits.length > 0 ? splits : undefined,
      },
    ]);
    await repo.recordPayment(tx, user.bookId, {
      debtId: row.id,
      number: due.number,
      transactionId: transactionId as number,
    });
  });
  return debtSchedule(db, user, input.id);
}

/**
 * Notes a prepayment on the contract and, when an account paid it, records that expense. Refused when it
 * would pay more than the balance owed then (the schedule would apply less than was paid).
 */
async function notePrepayment(
  db: Db,
  user: AuthUser,
  input: z.output<typeof prepaymentBody>,
): Promise<DebtScheduleResponse> {
  await ledgerTransaction(db, actedBy(user, 'debts'), async (tx) => {
    const row = await owned(tx, user, input.debtId, true);
    const [debt] = (await parts(tx, user.bookId, row)) as [DebtParts];
    if (debt.prepayments.length >= MAX_LOAN_PREPAYMENTS) throw conflict(M.tooManyPrepayments);
    if (input.date < row.contractDate) throw badRequest(M.prepaymentBefore, 'date');
    const amountCents = reaisToCents(input.amount);
    const candidate = { id: 0, date: input.date, amountCents, mode: input.mode };
    const withIt = loanSchedule(
      termsOf(row, [
        ...debt.prepayments,
        { ...candidate, bookId: user.bookId, debtId: row.id, transactionId: null, createdAt: new Date() },
      ]),
    );
    // Prepayments of one date apply in the order entered: the new one is the last of its date.
    const applied = withIt.prepayments.findLast((p) => p.date === input.date)?.appliedCents ?? 0;
    if (applied === 0) throw badRequest(M.prepaymentPaidOff, 'date');
    if (applied < amountCents) {
      // The cap is the contract's balance; the instalments unpaid then are owed besides it (a prepayment does not
      // pay them), and the page's balance counts them: say so, or the two figures would disagree unexplained.
      const paidOn = paidOnOf(debt);
      const open = debt.schedule.rows.filter((r) => unpaidOn(r, paidOn, input.date)).length;
      const besides =
        open === 0
          ? ''
          : open === 1
            ? ', fora a parcela em aberto,'
            : `, fora as ${open} parcelas em aberto,`;
      throw badRequest(
        `O saldo devedor em ${formatDateBR(input.date)}${besides} é ${formatCents(applied)}: informe até esse valor`,
        'amount',
      );
    }
    let transactionId: number | null = null;
    if (input.accountId) {
      await payingAccount(tx, user.bookId, input.accountId);
      const categoryId = await references.category(tx, user.bookId, input.categoryId);
      [transactionId = null] = await ledger.insert(tx, user.bookId, [
        {
          accountId: input.accountId,
          type: 'DESPESA',
          amount: amountCents,
          date: input.date,
          description: `Amortização extraordinária: ${row.name}`,
          categoryId,
          status: 'CLEARED',
          createdBy: user.id,
        },
      ]);
    }
    await repo.insertPrepayment(tx, {
      bookId: user.bookId,
      debtId: row.id,
      date: input.date,
      amountCents,
      mode: input.mode,
      transactionId,
    });
  });
  return debtSchedule(db, user, input.debtId);
}
