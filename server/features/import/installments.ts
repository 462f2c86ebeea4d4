import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addBillMonths, billMonthFor, installmentDate } from '../../../common/card-bills';
import type { ImportRow } from '../../../common/csv';
import { withoutInstallmentMarker } from '../../../common/csv/installment';
import { addMonths } from '../../../common/dates';
import { matchInstallment, type StoredInstallment } from '../../../common/installment-match';
import { type Executor, queryRows } from '../../db/connect';
import { billDatesOf } from '../cards/bill-figures';
import { hasTerms, termsOf } from '../cards/card-terms';
import { cardsRepository } from '../cards/repository';
import type { ImportedTransaction } from '../ledger/ledger';

/** A line of a card statement marked k of n, as the import plans it. */
export interface InstallmentPlanned {
  row: ImportRow;
  value: ImportedTransaction;
}

/** The latest an installment can fall after the line that names it: n - 1 months (48 at most), and a margin. */
const MONTHS_AHEAD = 49;

/**
 * Card statement lines marked k of n ('Parcela 3/10'): those that are an installment already recorded (a
 * purchase typed in n installments, or a line imported before) are answered as matched, not to be written
 * again; the others become installment k of n of a purchase of their own (a new group), in the bill of their
 * date. Lines on accounts that are not cards keep no installment.
 */
export async function matchInstallmentLines(
  tx: Executor,
  userId: number,
  lines: InstallmentPlanned[],
): Promise<{ matched: Set<InstallmentPlanned>; billOf: Map<ImportedTransaction, string> }> {
  const matched = new Set<InstallmentPlanned>();
  const billOf = new Map<ImportedTransaction, string>();
  const marked = lines.filter((l) => l.row.installment !== undefined);
  if (marked.length === 0) return { matched, billOf };
  const cards = (await cardsRepository.cards(tx, userId)).filter(hasTerms);
  const accountIds = [...new Set(marked.map((l) => l.value.accountId))].filter((id) =>
    cards.some((c) => c.id === id),
  );
  if (accountIds.length === 0) return { matched, billOf };
  const moved = await cardsRepository.movedBills(tx, userId, accountIds);
  const datesOf = new Map(
    cards.filter((c) => accountIds.includes(c.id)).map((c) => [c.id, billDatesOf(termsOf(c, moved))]),
  );
  const dates = marked.map((l) => l.value.date).sort();
  const stored = await storedInstallments(tx, userId, accountIds, {
    // A bank may post a line some days after the date typed for it.
    from: addMonths(dates[0] as string, -1),
    to: addMonths(dates[dates.length - 1] as string, MONTHS_AHEAD),
  });
  const candidates: StoredInstallment[] = [];
  for (const s of stored) {
    const of = datesOf.get(s.accountId);
    if (of) candidates.push({ ...s, bill: s.billMonth ?? billMonthFor(s.date, of) });
  }

  for (const line of marked) {
    const of = datesOf.get(line.value.accountId);
    const installment = line.row.installment;
    if (!of || !installment) continue;
    const bill = billMonthFor(line.value.date, of);
    const { accountId, amountCents, description } = line.value;
    const found = matchInstallment({ ...installment, accountId, amountCents, description, bill }, candidates);
    if (found) {
      matched.add(line);
      candidates.splice(candidates.indexOf(found), 1);
      continue;
    }
    line.value.installment = { group: randomUUID(), ...installment, billMonth: null };
    // The list shows k/n beside it; the statement's words stay as the row's bank text.
    line.value.description = withoutInstallmentMarker(description) || description;
    billOf.set(line.value, bill);
  }
  return { matched, billOf };
}

/**
 * The rest of a purchase a card statement names by one installment: k + 1 to n, a month apart from the line,
 * each pinned to the bill after the previous one, as if the purchase had been typed in n installments.
 */
export function laterInstallments(line: ImportedTransaction, lineBill: string): ImportedTransaction[] {
  const first = line.installment;
  if (!first) return [];
  return Array.from({ length: first.count - first.number }, (_, i) => {
    const number = first.number + i + 1;
    return {
      ...line,
      bankText: null,
      externalId: null,
      date: installmentDate(line.date, i + 2),
      installment: { ...first, number, billMonth: addBillMonths(lineBill, i + 1) },
    };
  });
}

async function storedInstallments(
  tx: Executor,
  userId: number,
  accountIds: number[],
  range: { from: string; to: string },
) {
  const rows = await queryRows<{
    id: number;
    accountId: number;
    amountCents: number;
    description: string;
    billMonth: string | null;
    date: string;
    number: number;
    count: number;
  }>(
    tx,
    sql`select id, account_id as "accountId", amount as "amountCents", description, bill_month as "billMonth",
               date::text as date, installment_number as number, installment_count as count
        from transactions
        where user_id = ${userId} and installment_group is not null
          and account_id = any(${sql.param(accountIds)}::bigint[])
          and date between ${range.from} and ${range.to}`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    accountId: Number(r.accountId),
    amountCents: Number(r.amountCents),
  }));
}
