import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  INVESTMENT_MESSAGES as M,
  MAX_POSITIONS_PER_BOOK,
  type PositionResponse,
  type PositionsResponse,
  type PositionValue,
  type positionBody,
  type redeemBody,
} from '../../../common/contract/investments';
import { addMonths, firstDayOfMonth, todayIn } from '../../../common/dates';
import type { IndexRates, Valuation } from '../../../common/fixed-income';
import type { IndexSeries } from '../../../common/index-series';
import { reaisToCents, sumCents } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import { type Db, type Executor, queryRows } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../http/errors';
import { ownTurn } from '../../threads/turns';
import { readSeries } from '../index-rates/public';
import {
  actedBy,
  type LedgerRow,
  ledger,
  ledgerTransaction,
  references,
  writeTransfer,
} from '../ledger/public';
import { lockBook } from '../shared/person-limits';
import { presentPosition, totalsOf } from './presenter';
import { type PositionRow, type PositionWithAccount, investmentsRepository as repo } from './repository';
import { type HeldPosition, portfolioReturn, positionReturn } from './returns';
import {
  contractOf,
  contractWithParts,
  grossValues,
  type PositionContract,
  presentValue,
  redemptionOf,
  sameTerms,
  seriesFor,
  splitParts,
} from './valuation';

/**
 * Where the rates of positions applied from `appliedOn` on are read from: the first day of the month before. An
 * IPCA+ position's first period starts on the 15th on or before the application and takes the IPCA of the month
 * it starts in, dated that month's 1st (read from the application's week only, a position applied on a 20th
 * lacked it); the poupança's meta Selic in force may be of the week before.
 */
const ratesFrom = (appliedOn: string) => firstDayOfMonth(addMonths(appliedOn, -1));

/** The series a return is set beside (returns.ts). */
const BENCHMARKS: IndexSeries[] = ['cdi', 'ipca'];

/**
 * The rates every position of the list needs (and the `also` asked, over the same period), each series read once
 * for the widest period asked.
 */
export async function ratesFor(
  db: Executor,
  bookId: number,
  contracts: PositionContract[],
  to: string,
  also: IndexSeries[] = [],
): Promise<IndexRates> {
  if (contracts.length === 0) return {};
  const series = [...new Set([...contracts.flatMap(seriesFor), ...also])];
  if (series.length === 0) return {};
  const from = contracts.reduce((min, c) => (c.appliedOn < min ? c.appliedOn : min), to);
  return readSeries(db, bookId, series, ratesFrom(from), to);
}

/** A category of the book by its starter name and type, if the person kept it (the yield's, the taxes'). */
export async function starterCategory(
  tx: Executor,
  bookId: number,
  name: string,
  type: 'receita' | 'despesa',
) {
  const [row] = await queryRows<{ id: number }>(
    tx,
    // The starter categories are top-level; a subcategory of the same name (allowed under another parent) is not it.
    sql`select id from categories where book_id = ${bookId} and type = ${type} and parent_id is null
          and lower(name) = ${name.toLowerCase()} limit 1`,
  );
  return row ? Number(row.id) : null;
}

/** The position's contract with the parts redeemed from it (valuation.ts, splitParts). */
async function contractOfRow(tx: Executor, bookId: number, row: PositionRow): Promise<PositionContract> {
  const note = (await repo.rows(tx, bookId)).filter(sameTerms(row));
  return contractWithParts(row, splitParts(note).get(row.id));
}

async function valueOnDay(tx: Executor, contract: PositionContract, bookId: number, date: string) {
  const rates = await ratesFor(tx, bookId, [contract], date);
  return grossValues(contract, [date], rates)[0] as Valuation;
}

/** Checks a redemption's day and that every rate up to it is known; answers the valuation. */
async function redemptionOn(
  tx: Executor,
  user: AuthUser,
  row: PositionRow,
  contract: PositionContract,
  date: string,
): Promise<Valuation> {
  if (row.redeemedOn !== null) throw conflict(M.alreadyRedeemed);
  if (date < row.appliedOn) throw badRequest(M.redeemBefore, 'date');
  if (date > todayIn(user.timeZone)) throw badRequest(M.redeemFuture, 'date');
  const valuation = await valueOnDay(tx, contract, user.bookId, date);
  if (valuation.missing) throw conflict(M.ratesMissing(valuation.missing.series, valuation.missing.date));
  return valuation;
}

/**
 * What a redemption on `date` takes: the whole position (no amount, or its whole gross value), or the part whose
 * gross value that day is `amount`: a principal proportional to it, to the cent that brings its value nearest
 * the amount, valued alone; the rest stays applied and is worth the whole's value less the part's (valuation.ts,
 * splitParts), so the two add up to the whole to the cent that day and every day after. Refused for a position
 * the bank values (a sync's, an 'informado'): its value is the bank's, not its terms'.
 */
async function redemptionPart(
  tx: Executor,
  user: AuthUser,
  row: PositionRow,
  date: string,
  amount: number | undefined,
): Promise<{ contract: PositionContract; valuation: Valuation; keptCents: number }> {
  const contract = await contractOfRow(tx, user.bookId, row);
  const whole = await redemptionOn(tx, user, row, contract, date);
  const amountCents = amount === undefined ? null : reaisToCents(amount);
  if (amountCents === null || amountCents === whole.grossCents)
    return { contract, valuation: whole, keptCents: 0 };
  if (contract.bank !== null || contract.indexing === 'informado' || row.providerInvestmentId !== null)
    throw badRequest(M.partialFromBank, 'amount');
  if (amountCents > whole.grossCents) throw badRequest(M.redeemAbove(date, whole.grossCents), 'amount');
  const rates = await ratesFor(tx, user.bookId, [contract], date);
  const guess = Math.round((contract.appliedCents * amountCents) / whole.grossCents);
  let best: { contract: PositionContract; valuation: Valuation } | null = null;
  for (const cents of [guess, guess - 1, guess + 1]) {
    if (cents < 1 || cents >= contract.appliedCents) continue;
    const part = { ...contract, appliedCents: cents, splitOffCents: [] };
    const valuation = grossValues(part, [date], rates)[0] as Valuation;
    const off = Math.abs(valuation.grossCents - amountCents);
    if (!best || off < Math.abs(best.valuation.grossCents - amountCents))
      best = { contract: part, valuation };
  }
  if (!best) throw badRequest(M.redeemWhole, 'amount');
  return { ...best, keptCents: contract.appliedCents - best.contract.appliedCents };
}

async function owned(tx: Executor, user: AuthUser, id: number): Promise<PositionRow> {
  const row = await repo.findForUpdate(tx, user.bookId, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

/** The position as the API answers it, after a change. */
async function answer(db: Db, user: AuthUser, id: number): Promise<PositionResponse> {
  const { positions } = await listPositions(db, user);
  const found = positions.find((p) => p.id === id);
  if (!found) throw notFound(M.notFound);
  return found;
}

export function createInvestmentsService(db: Db) {
  return {
    list: (user: AuthUser) => listPositions(db, user),
    create: (user: AuthUser, input: z.output<typeof positionBody>) => createPosition(db, user, input),

    /** What redeeming the position (or `amount` of it, gross) on `date` would pay. */
    async preview(user: AuthUser, id: number, date: string, amount?: number): Promise<PositionValue> {
      const row = await owned(db, user, id);
      const { contract, valuation } = await redemptionPart(db, user, row, date, amount);
      return presentValue(contract, valuation);
    },

    redeem: (user: AuthUser, input: z.output<typeof redeemBody>) => redeemPosition(db, user, input),

    /** Deletes the position; the rows the ledger holds (its application, a redemption) stay. */
    async delete(user: AuthUser, id: number): Promise<void> {
      await ledgerTransaction(db, actedBy(user, 'investments'), async (tx) => {
        await owned(tx, user, id);
        await repo.delete(tx, user.bookId, id);
      });
    },
  };
}

/** Positions valued on one turn of the event loop (the list's and the net worth's). */
export const POSITIONS_PER_TURN = 50;

/** Every position with its value today, its return, and the portfolio's. */
async function listPositions(db: Db, user: AuthUser): Promise<PositionsResponse> {
  const today = todayIn(user.timeZone);
  const rows = await repo.list(db, user.bookId);
  // Every position's, the redeemed ones' too: their returns run to the redemption.
  const rates = await ratesFor(db, user.bookId, rows.map(contractOf), today, BENCHMARKS);
  const parts = splitParts(rows);
  const held: HeldPosition[] = [];
  const positions: PositionResponse[] = [];
  for (const [n, row] of rows.entries()) {
    // 500 positions of 16 years held the event loop a second in one stretch (another person's poll waited 1.1 s):
    // others answer between pieces.
    if (n % POSITIONS_PER_TURN === 0) await ownTurn();
    positions.push(valuedPosition(row, contractWithParts(row, parts.get(row.id)), today, rates, held));
  }
  await ownTurn();
  return { positions, totals: totalsOf(positions), returns: portfolioReturn(held, rates) };
}

/** A position's value today (or on its redemption), its return, and its value at maturity; `held` gets its flows. */
function valuedPosition(
  row: PositionWithAccount,
  contract: PositionContract,
  today: string,
  rates: IndexRates,
  held: HeldPosition[],
): PositionResponse {
  // A redeemed position's gross value on its day: the rates it was redeemed on (a redemption needs them all).
  const end = grossValues(contract, [row.redeemedOn ?? today], rates)[0] as Valuation;
  const position = { appliedCents: contract.appliedCents, appliedOn: contract.appliedOn, end };
  held.push(position);
  const returns = positionReturn(position, rates);
  if (row.redeemedOn !== null) return presentPosition(row, null, null, returns);
  const atMaturity =
    contract.indexing === 'prefixado' && contract.maturityOn
      ? presentValue(contract, grossValues(contract, [contract.maturityOn], {})[0] as Valuation)
      : null;
  return presentPosition(row, presentValue(contract, end), atMaturity, returns);
}

/** A new position, its application a transfer from the source account when one is named. */
async function createPosition(
  db: Db,
  user: AuthUser,
  input: z.output<typeof positionBody>,
): Promise<PositionResponse> {
  if (input.date > todayIn(user.timeZone)) throw badRequest(M.future, 'date');
  const id = await ledgerTransaction(db, actedBy(user, 'investments'), async (tx) => {
    await lockBook(tx, user.bookId);
    if ((await repo.count(tx, user.bookId)) >= MAX_POSITIONS_PER_BOOK) throw conflict(M.tooMany);
    const account = await references.account(tx, user.bookId, input.accountId);
    if (account.type !== 'investment') throw badRequest(M.accountNotInvestment, 'accountId');
    const amountCents = reaisToCents(input.amount);
    let applicationTransferId: string | null = null;
    if (input.sourceAccountId !== null) {
      if (input.sourceAccountId === input.accountId) throw badRequest(M.sourceSameAccount, 'sourceAccountId');
      const source = await references.account(tx, user.bookId, input.sourceAccountId);
      if (source.type === 'credit_card') throw badRequest(M.sourceIsCard, 'sourceAccountId');
      applicationTransferId = await writeTransfer(tx, user.bookId, {
        date: input.date,
        amountCents,
        fromAccountId: input.sourceAccountId,
        toAccountId: input.accountId,
        description: input.description || `Aplicação: ${input.name}`,
        createdBy: user.id,
      });
    }
    return repo.insert(tx, {
      bookId: user.bookId,
      accountId: input.accountId,
      name: input.name,
      product: input.product,
      indexing: input.indexing,
      rate: input.rate === null ? null : String(input.rate),
      appliedCents: amountCents,
      appliedOn: input.date,
      maturityOn: input.maturityDate,
      applicationTransferId,
    });
  });
  return answer(db, user, id);
}

/**
 * Redeems the position on a day: the yield enters the investment account as income ('Rendimentos'), the IOF
 * and IR leave it as an expense ('Impostos e taxas'), a loss as an expense, and the net value goes to the
 * account chosen as a transfer; the account's own balance ends where it was before the application. With an
 * amount below its value, a part (redemptionPart): that part becomes a position of its own, redeemed so, and
 * the position keeps the rest of what was applied.
 */
async function redeemPosition(
  db: Db,
  user: AuthUser,
  input: z.output<typeof redeemBody>,
): Promise<PositionResponse> {
  await ledgerTransaction(db, actedBy(user, 'investments'), async (tx) => {
    const row = await owned(tx, user, input.id);
    const { contract, valuation, keptCents } = await redemptionPart(tx, user, row, input.date, input.amount);
    const destination = await references.account(tx, user.bookId, input.accountId);
    if (destination.type === 'credit_card') throw badRequest(M.sourceIsCard, 'accountId');
    let redeemedId = row.id;
    if (keptCents > 0) {
      await lockBook(tx, user.bookId);
      if ((await repo.count(tx, user.bookId)) >= MAX_POSITIONS_PER_BOOK) throw conflict(M.tooMany);
      await repo.keepApplied(tx, user.bookId, row.id, keptCents);
      redeemedId = await repo.insert(tx, {
        bookId: user.bookId,
        accountId: row.accountId,
        name: row.name,
        product: row.product,
        indexing: row.indexing,
        rate: row.rate,
        appliedCents: contract.appliedCents,
        appliedOn: row.appliedOn,
        maturityOn: row.maturityOn,
        applicationTransferId: null,
      });
    }
    const paid = redemptionOf(contract, valuation);
    const taxCents = sumCents([paid.iofCents, paid.incomeTaxCents]);
    const lossCents = Math.max(0, contract.appliedCents - valuation.grossCents);
    const base = {
      accountId: row.accountId,
      date: input.date,
      status: 'CLEARED' as const,
      createdBy: user.id,
    };
    const rows: LedgerRow[] = [];
    if (paid.yieldCents > 0) {
      rows.push({
        ...base,
        type: 'RECEITA',
        amount: paid.yieldCents,
        description: `Rendimento: ${row.name}`,
        categoryId: await starterCategory(tx, user.bookId, 'Rendimentos', 'receita'),
      });
    }
    if (taxCents > 0 || lossCents > 0) {
      const taxes = await starterCategory(tx, user.bookId, 'Impostos e taxas', 'despesa');
      if (taxCents > 0)
        rows.push({
          ...base,
          type: 'DESPESA',
          amount: taxCents,
          description: `IR e IOF do resgate: ${row.name}`,
          categoryId: taxes,
        });
      if (lossCents > 0)
        rows.push({
          ...base,
          type: 'DESPESA',
          amount: lossCents,
          description: `Perda no resgate: ${row.name}`,
          categoryId: null,
        });
    }
    if (rows.length > 0) await ledger.insert(tx, user.bookId, rows);
    if (input.accountId !== row.accountId && paid.netCents > 0) {
      await writeTransfer(tx, user.bookId, {
        date: input.date,
        amountCents: paid.netCents,
        fromAccountId: row.accountId,
        toAccountId: input.accountId,
        description: `Resgate: ${row.name}`,
        createdBy: user.id,
      });
    }
    await repo.markRedeemed(tx, user.bookId, redeemedId, input.date, paid.netCents);
  });
  return answer(db, user, input.id);
}
