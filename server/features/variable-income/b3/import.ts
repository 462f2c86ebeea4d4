import {
  VARIABLE_INCOME_MESSAGES as M,
  type VariableIncomeKind,
} from '../../../../common/contract/variable-income';
import {
  B3_IMPORT_MESSAGES as B,
  B3_FILE_LABELS,
  type B3AssetLine,
  type B3ImportPreview,
  type B3ImportResult,
  type B3LineStatus,
  type B3PositionLine,
  type B3PriceLine,
} from '../../../../common/contract/variable-income-b3';
import { todayIn } from '../../../../common/dates';
import { replayTrades } from '../../../../common/trade-replay';
import { decimalText } from '../../../../common/variable-income';
import type { AuthUser } from '../../../auth-user';
import type { Db, Executor } from '../../../db/connect';
import { badRequest } from '../../../http/errors';
import { actedBy, ledgerTransaction, references } from '../../ledger/public';
import { lockBook } from '../../shared/person-limits';
import { recordIncomes, recordPrices, recordTrades } from '../public';
import { assetsOf } from './import-assets';
import { planIncomes } from './import-incomes';
import type { Asset, Fields, Plan, PlanContext, PlannedTrade } from './import-plan';
import { planPrices } from './import-prices';
import { planTrades } from './import-trades';
import type { B3Reading } from './reading';

/**
 * What a B3 spreadsheet read (read.ts) becomes in an investment account: the preview says, line by line, what would
 * be recorded, what already is, and what cannot be and why; the import records the new lines in one transaction
 * through the feature's own functions (recordTrades, recordIncomes, recordPrices), so every rule of a trade typed by hand holds.
 *
 * - A line already recorded is one the account's asset has with the same date, side (or kind), quantity and price
 *   (or gross value): a file imported twice records nothing the second time, and two equal lines of one file (two
 *   executions at one price) both count, as many as the book lacks.
 * - A desdobro adds the units B3 credits. A grupamento's line carries the units left AFTER it: the units it removes
 *   are those held then less those, so it needs the asset's trades up to its date.
 * - A compra or venda that cannot be recorded (its asset's kind not chosen, a sale of more than was held, a date in
 *   the future) stops the import, as leaving it out would falsify every later average cost; proventos, desdobros,
 *   grupamentos and prices that cannot be recorded are left out, and the preview says why.
 *
 * The plan's shapes are in import-plan.ts, the file's assets in the account in import-assets.ts, and each kind of
 * line's plan in import-trades.ts, import-incomes.ts and import-prices.ts.
 */

/** The account named: the person's own (404 otherwise) and an investment account (400 otherwise). */
export async function investmentAccount(db: Executor, user: AuthUser, accountId: number): Promise<void> {
  const account = await references.account(db, user.bookId, accountId);
  if (account.type !== 'investment') throw badRequest(M.accountNotInvestment, 'accountId');
}

export async function previewB3Import(
  db: Db,
  user: AuthUser,
  reading: B3Reading,
  fields: Fields,
  priceDate: string,
): Promise<B3ImportPreview> {
  return (await plan(db, user, reading, fields, priceDate)).preview;
}

export async function importB3(
  db: Db,
  user: AuthUser,
  reading: B3Reading,
  fields: Fields,
  priceDate: string,
): Promise<B3ImportResult> {
  return ledgerTransaction(db, actedBy(user, 'investments'), async (tx) => {
    // Under the book's lock from the first read: two imports of one file at once record it once.
    await lockBook(tx, user.bookId);
    const p = await plan(tx, user, reading, fields, priceDate);
    if (p.missingKinds.length > 0) throw badRequest(B.kindsMissing(p.missingKinds), 'kinds');
    if (p.blocking) throw badRequest(p.blocking);
    const trades = p.trades.flatMap((t) => (t.line.status === 'new' && t.input ? [t.input] : []));
    if (trades.length > 0) await recordTrades(tx, user, trades);
    const incomes = p.incomes.flatMap((i) => (i.line.status === 'new' && i.input ? [i.input] : []));
    await recordIncomes(tx, user, incomes);
    await recordPrices(tx, user, p.prices);
    return {
      trades: trades.length,
      incomes: incomes.length,
      prices: p.prices.length,
      alreadyRecorded: p.preview.counts.recorded,
    };
  });
}

async function plan(
  db: Executor,
  user: AuthUser,
  reading: B3Reading,
  fields: Fields,
  priceDate: string,
): Promise<Plan> {
  await investmentAccount(db, user, fields.accountId);
  const today = todayIn(user.timeZone);
  const assets = await assetsOf(db, user, fields.accountId, reading);
  const named = new Map(reading.assets.map((a) => [a.ticker, a]));
  const ctx: PlanContext = {
    today,
    fields,
    assets,
    named,
    kindOf: (ticker) =>
      (assets.get(ticker)?.holding?.kind as VariableIncomeKind | undefined) ??
      fields.kinds[ticker] ??
      named.get(ticker)?.kind ??
      null,
    missingKinds: new Set<string>(),
  };
  const trades = planTrades(ctx, reading);
  const blocking =
    trades.find((t) => t.line.status === 'problem' && (t.line.side === 'compra' || t.line.side === 'venda'))
      ?.line.problem ?? null;
  const incomes = planIncomes(ctx, reading);
  const { priceLines, prices } = await planPrices(db, user, ctx, reading);
  return {
    preview: previewOf(ctx, reading, priceDate, { trades, incomes, priceLines }),
    trades,
    incomes,
    prices,
    missingKinds: [...ctx.missingKinds].sort(),
    blocking,
  };
}

/** The preview of the plan: every line's fate, the positions beside what the account holds, the counts. */
function previewOf(
  ctx: PlanContext,
  reading: B3Reading,
  priceDate: string,
  lines: { trades: PlannedTrade[]; incomes: Plan['incomes']; priceLines: B3PriceLine[] },
): B3ImportPreview {
  const { trades, incomes, priceLines } = lines;
  const positions: B3PositionLine[] = reading.positions.map((p) => {
    const asset = ctx.assets.get(p.ticker) as Asset;
    return {
      sheet: p.sheet,
      line: p.line,
      ticker: p.ticker,
      quantity: p.quantity,
      held: asset.holding ? decimalText(replayTrades(asset.existing).held.quantity) : null,
    };
  });
  const assetLines: B3AssetLine[] = reading.assets.map((a) => ({
    ticker: a.ticker,
    name: a.name,
    kind: ctx.kindOf(a.ticker),
    inAccount: !!ctx.assets.get(a.ticker)?.holding,
  }));
  const counts: Record<B3LineStatus, number> = { new: 0, recorded: 0, problem: 0 };
  for (const { status } of [...trades.map((t) => t.line), ...incomes.map((i) => i.line), ...priceLines])
    counts[status] += 1;
  return {
    file: reading.file,
    fileLabel: B3_FILE_LABELS[reading.file],
    accountId: ctx.fields.accountId,
    priceDate: reading.file === 'posicao' ? priceDate : null,
    assets: assetLines,
    trades: trades.map((t) => t.line),
    incomes: incomes.map((i) => i.line),
    prices: priceLines,
    positions,
    skipped: reading.skipped,
    counts,
  };
}
