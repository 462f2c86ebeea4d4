import {
  INCOME_KIND_LABELS,
  VARIABLE_INCOME_MESSAGES as M,
} from '../../../../common/contract/variable-income';
import { B3_IMPORT_MESSAGES as B, type B3IncomeLine } from '../../../../common/contract/variable-income-b3';
import { incomeBody } from '../../../../common/contract/variable-income-requests';
import { centsToReais } from '../../../../common/money';
import { type Asset, firstIssue, incomeKey, type Plan, type PlanContext, take } from './import-plan';
import type { B3Reading } from './reading';

/** Proventos. */
export function planIncomes(ctx: PlanContext, reading: B3Reading): Plan['incomes'] {
  const incomes: Plan['incomes'] = [];
  for (const item of reading.incomes) {
    const asset = ctx.assets.get(item.ticker) as Asset;
    const line: B3IncomeLine = {
      sheet: item.sheet,
      line: item.line,
      status: 'new',
      problem: null,
      date: item.date,
      kind: item.kind,
      kindLabel: INCOME_KIND_LABELS[item.kind],
      ticker: item.ticker,
      gross: centsToReais(item.grossCents),
      withheld: centsToReais(item.withheldCents),
      net: centsToReais(item.grossCents - item.withheldCents),
    };
    const refuse = (problem: string) => {
      line.status = 'problem';
      line.problem = problem;
      incomes.push({ line, input: null });
    };
    if (!asset.holding) {
      refuse(B.noHolding(item.ticker));
      continue;
    }
    if (item.date > ctx.today) {
      refuse(M.incomeFuture);
      continue;
    }
    if (take(asset.recordedIncomes, incomeKey(item.kind, item.date, item.grossCents))) {
      line.status = 'recorded';
      incomes.push({ line, input: null });
      continue;
    }
    const body = incomeBody.safeParse({
      holdingId: asset.holding.id,
      kind: item.kind,
      date: item.date,
      amount: line.gross,
      withheld: line.withheld,
      accountId: null,
    });
    if (body.success) incomes.push({ line, input: body.data });
    else refuse(firstIssue(body.error));
  }
  return incomes;
}
