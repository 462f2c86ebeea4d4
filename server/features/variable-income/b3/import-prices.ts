import { VARIABLE_INCOME_MESSAGES as M } from '../../../../common/contract/variable-income';
import { B3_IMPORT_MESSAGES as B, type B3PriceLine } from '../../../../common/contract/variable-income-b3';
import { priceBody } from '../../../../common/contract/variable-income-requests';
import { scaledOf } from '../../../../common/variable-income';
import type { AuthUser } from '../../../auth-user';
import type { Executor } from '../../../db/connect';
import { variableIncomeRepository as repo } from '../public';
import { firstIssue, type Plan, type PlanContext } from './import-plan';
import type { B3Reading } from './reading';

/** Closing prices (Posição), on the day given: a price the book already has for that day is recorded. */
export async function planPrices(
  db: Executor,
  user: AuthUser,
  ctx: PlanContext,
  reading: B3Reading,
): Promise<{ priceLines: B3PriceLine[]; prices: Plan['prices'] }> {
  const priceLines: B3PriceLine[] = [];
  const prices: Plan['prices'] = [];
  const pricedHoldings = reading.prices.flatMap((p) => ctx.assets.get(p.ticker)?.holding?.id ?? []);
  const current = new Map(
    (
      await repo.pricesOn(
        db,
        user.bookId,
        [...new Set(pricedHoldings)],
        [...new Set(reading.prices.map((p) => p.date))],
      )
    ).map((row) => [`${row.holdingId}|${row.pricedOn}`, scaledOf(row.price)]),
  );
  for (const item of reading.prices) {
    const holding = ctx.assets.get(item.ticker)?.holding;
    const line: B3PriceLine = { ...item, status: 'new', problem: null };
    priceLines.push(line);
    const refuse = (problem: string) => {
      line.status = 'problem';
      line.problem = problem;
    };
    if (!holding) {
      refuse(B.noHolding(item.ticker));
      continue;
    }
    if (item.date > ctx.today) {
      refuse(M.priceFuture);
      continue;
    }
    const body = priceBody.safeParse({ holdingId: holding.id, date: item.date, price: item.price });
    if (!body.success) {
      refuse(firstIssue(body.error));
      continue;
    }
    if (current.get(`${holding.id}|${item.date}`) === scaledOf(body.data.price)) line.status = 'recorded';
    else prices.push(body.data);
  }
  return { priceLines, prices };
}
