import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/connect';
import { badRequest, notFound } from '../../http/errors';
import { openEstimate } from '../ledger/public';
import type { BankLine } from './choose';
import { abroadOf, estimateEndedBy } from './rules';

export const MATCH_CHOICE_MESSAGES = {
  notFound: 'Transação escolhida para combinar não encontrada',
  unfit: (line: number) =>
    `Linha ${line}: a transação escolhida não é da mesma conta, tipo e valor, ou já está combinada com outra linha do extrato`,
  twice: (line: number) => `Linha ${line}: esta transação já foi escolhida para outra linha`,
};

/**
 * The rows the person chose in the preview for some lines ('combinar com'), checked before anything is written:
 * each the person's (404 otherwise), of the line's account, type and amount (or an estimate of its purchase abroad,
 * or its IOF, as the matcher finds one: estimates.ts), with no bank line yet, and chosen for one line only (400
 * otherwise).
 */
export async function chosenRows(
  tx: Executor,
  bookId: number,
  chosen: ReadonlyArray<{ lineNumber: number; line: BankLine; rowId: number }>,
): Promise<void> {
  if (chosen.length === 0) return;
  const ids = chosen.map((c) => c.rowId);
  const rows = await queryRows<{
    id: number;
    account_id: number;
    type: string;
    amount: number;
    bank_date: string | null;
    description: string;
    foreign_amount: number | null;
    foreign_currency: string | null;
    open_estimate: boolean;
  }>(
    tx,
    sql`select t.id, t.account_id, t.type, t.amount, t.bank_date, t.description, t.foreign_amount, t.foreign_currency,
               ${openEstimate} as open_estimate
        from transactions t
        where t.book_id = ${bookId}
          and t.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::bigint)`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const seen = new Set<number>();
  for (const { lineNumber, line, rowId } of chosen) {
    const row = byId.get(rowId);
    if (!row) throw notFound(MATCH_CHOICE_MESSAGES.notFound);
    const estimate =
      row.open_estimate &&
      estimateEndedBy(
        {
          amountCents: Number(row.amount),
          foreign: abroadOf(row.foreign_amount, row.foreign_currency),
          description: row.description,
        },
        { amountCents: line.amountCents, foreign: line.foreign ?? null, text: line.text },
      );
    const fits =
      Number(row.account_id) === line.accountId &&
      row.type === line.type &&
      (Number(row.amount) === line.amountCents || estimate) &&
      row.bank_date === null;
    if (!fits) throw badRequest(MATCH_CHOICE_MESSAGES.unfit(lineNumber));
    if (seen.has(rowId)) throw badRequest(MATCH_CHOICE_MESSAGES.twice(lineNumber));
    seen.add(rowId);
  }
}
