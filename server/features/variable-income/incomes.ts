// Proventos: dividends, JCP and FII rendimentos, each a ledger income of what was received net of the tax withheld.
// The functions take the caller's transaction: the B3 import records many incomes in one.
import {
  INCOME_KIND_LABELS,
  type IncomeInput,
  VARIABLE_INCOME_MESSAGES as M,
  MAX_INCOMES_PER_BOOK,
} from '../../../common/contract/variable-income';
import { todayIn } from '../../../common/dates';
import { reaisToCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../http/errors';
import { starterCategory } from '../investments/public';
import { ledger, references } from '../ledger/public';
import { lockBook } from '../shared/person-limits';
import { ownedHolding } from './owned';
import { variableIncomeRepository as repo } from './repository';

/**
 * Records an income inside the caller's transaction: a RECEITA of gross − withheld into the account chosen (the
 * holding's investment account by default), under 'Rendimentos' when the book keeps that category, described
 * 'Dividendos: PETR4', 'JCP: PETR4' or 'Rendimentos: HGLG11'. Answers the income's id.
 */
export async function recordIncome(tx: Executor, user: AuthUser, input: IncomeInput): Promise<number> {
  if (input.date > todayIn(user.timeZone)) throw badRequest(M.incomeFuture, 'date');
  await lockBook(tx, user.bookId);
  const holding = await ownedHolding(tx, user, input.holdingId);
  if ((await repo.count(tx, user.bookId, 'incomes')) >= MAX_INCOMES_PER_BOOK)
    throw conflict(M.tooManyIncomes);
  const accountId = input.accountId ?? holding.accountId;
  const account = await references.account(tx, user.bookId, accountId);
  if (account.type === 'credit_card') throw badRequest(M.incomeAccountIsCard, 'accountId');
  const grossCents = reaisToCents(input.amount);
  const withheldCents = reaisToCents(input.withheld);
  const [transactionId] = await ledger.insert(tx, user.bookId, [
    {
      accountId,
      type: 'RECEITA',
      amount: grossCents - withheldCents,
      date: input.date,
      description: `${INCOME_KIND_LABELS[input.kind]}: ${holding.ticker}`,
      categoryId: await starterCategory(tx, user.bookId, 'Rendimentos', 'receita'),
      status: 'CLEARED',
      createdBy: user.id,
    },
  ]);
  return repo.insertIncome(tx, {
    bookId: user.bookId,
    holdingId: holding.id,
    kind: input.kind,
    paidOn: input.date,
    grossCents,
    withheldCents,
    transactionId: transactionId ?? null,
  });
}

/** Deletes an income and its ledger row (when the row still stands). Answers the holding's id. */
export async function deleteIncome(tx: Executor, user: AuthUser, id: number): Promise<number> {
  const income = await repo.income(tx, user.bookId, id);
  if (!income) throw notFound(M.incomeNotFound);
  if (income.transactionId !== null) await ledger.delete(tx, user.bookId, [Number(income.transactionId)]);
  await repo.deleteIncome(tx, user.bookId, id);
  return Number(income.holdingId);
}
