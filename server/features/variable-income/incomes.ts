// Proventos: dividends, JCP and FII rendimentos, each a ledger income of what was received net of the tax withheld.
// The functions take the caller's transaction: the B3 import records many incomes in one.
import {
  INCOME_KIND_LABELS,
  VARIABLE_INCOME_MESSAGES as M,
  MAX_INCOMES_PER_BOOK,
} from '../../../common/contract/variable-income';
import type { IncomeInput } from '../../../common/contract/variable-income-requests';
import { type CurrencyCode, currencySymbol } from '../../../common/currencies';
import { todayIn } from '../../../common/dates';
import { reaisToCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../http/errors';
import { starterCategory } from '../investments/public';
import { ledger, references } from '../ledger/public';
import { lockBook } from '../shared/person-limits';
import { inStatements } from './batches';
import { ownedHolding } from './owned';
import { type HoldingRow, variableIncomeRepository as repo } from './repository';

/**
 * Records an income inside the caller's transaction: a RECEITA of gross − withheld into the account chosen (the
 * holding's investment account by default), under 'Rendimentos' when the book keeps that category, described
 * 'Dividendos: PETR4', 'JCP: PETR4' or 'Rendimentos: HGLG11'. Answers the income's id.
 */
export async function recordIncome(tx: Executor, user: AuthUser, input: IncomeInput): Promise<number> {
  const [id] = await recordIncomes(tx, user, [input]);
  return id as number;
}

/**
 * Records several incomes as `recordIncome` does (the B3 import): each checked in the order given, the book's
 * lock and count taken once, each holding and account read once, then all the ledger rows in one call and the
 * incomes in one insert (a thousand a statement). Answers the incomes' ids in the inputs' order.
 */
export async function recordIncomes(tx: Executor, user: AuthUser, inputs: IncomeInput[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  const today = todayIn(user.timeZone);
  await lockBook(tx, user.bookId);
  const count = await repo.count(tx, user.bookId, 'incomes');
  const holdings = new Map<number, HoldingRow>();
  const accounts = new Set<string>();
  const checked: Array<{ input: IncomeInput; holding: HoldingRow; accountId: number }> = [];
  for (const [i, input] of inputs.entries()) {
    if (input.date > today) throw badRequest(M.incomeFuture, 'date');
    let holding = holdings.get(input.holdingId);
    if (!holding) {
      holding = await ownedHolding(tx, user, input.holdingId);
      holdings.set(input.holdingId, holding);
    }
    if (count + i >= MAX_INCOMES_PER_BOOK) throw conflict(M.tooManyIncomes);
    const accountId = input.accountId ?? holding.accountId;
    // Checked once per account and holding's account (the currency check is of the pair).
    const pair = `${accountId}|${holding.accountId}`;
    if (!accounts.has(pair)) {
      const account = await references.account(tx, user.bookId, accountId);
      if (account.type === 'credit_card') throw badRequest(M.incomeAccountIsCard, 'accountId');
      // The income is in the holding's currency: it reaches an account of that currency.
      const { currency } = await references.account(tx, user.bookId, holding.accountId);
      if (account.currency !== currency)
        throw badRequest(M.cashOtherCurrency(currencySymbol(currency as CurrencyCode)), 'accountId');
      accounts.add(pair);
    }
    checked.push({ input, holding, accountId });
  }
  const categoryId = await starterCategory(tx, user.bookId, 'Rendimentos', 'receita');
  return inStatements(checked, async (batch) => {
    const rowIds = await ledger.insert(
      tx,
      user.bookId,
      batch.map(({ input, holding, accountId }) => ({
        accountId,
        type: 'RECEITA',
        amount: reaisToCents(input.amount) - reaisToCents(input.withheld),
        date: input.date,
        description: `${INCOME_KIND_LABELS[input.kind]}: ${holding.ticker}`,
        categoryId,
        status: 'CLEARED',
        createdBy: user.id,
      })),
    );
    return repo.insertIncomes(
      tx,
      batch.map(({ input, holding }, i) => ({
        bookId: user.bookId,
        holdingId: holding.id,
        kind: input.kind,
        paidOn: input.date,
        grossCents: reaisToCents(input.amount),
        withheldCents: reaisToCents(input.withheld),
        transactionId: rowIds[i] ?? null,
      })),
    );
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
