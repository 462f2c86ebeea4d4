import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addBillMonths, billMonthFor, installmentDate } from '../../../common/card-bills';
import type { Installment } from '../../../common/csv';
import { withoutInstallmentMarker } from '../../../common/csv/installment';
import { addDays } from '../../../common/dates';
import {
  type InstallmentLine,
  installmentIndex,
  type StoredInstallment,
} from '../../../common/installment-match';
import { type Executor, queryRows } from '../../db/connect';
import { billDatesOf, cardAccountsOf, hasTerms, movedBillsOf, termsOf } from '../cards/public';
import type { ImportedTransaction } from '../ledger/public';

/** A line of a card statement marked k of n, as the import plans it. */
export interface InstallmentPlanned {
  line: { installment?: Installment };
  value: ImportedTransaction;
}

/**
 * Card statement lines marked k of n ('Parcela 3/10'): those that are an installment already recorded (a
 * purchase typed in n installments, or a line imported before) are answered as matched, not to be written
 * again; the others become installment k of n of a purchase of their own (a new group), in the bill of their
 * date. A purchase the person typed in installments is found by its amount, k of n and bill even in other words
 * ('Geladeira' for 'MAGAZINE LUIZA'), as the matcher finds a typed row, when it is the only one that fits: what the
 * person typed is theirs, and two typed purchases alike are left apart. A line whose purchase is recorded from a
 * later installment on (bank sync's first reading listed 2/3, a later bill's file came first) joins that purchase:
 * installment k is written into its group, and no later one (they are there). Lines on accounts that are not cards
 * keep no installment.
 */
export async function matchInstallmentLines(
  tx: Executor,
  bookId: number,
  lines: InstallmentPlanned[],
): Promise<{ matched: Set<InstallmentPlanned>; billOf: Map<ImportedTransaction, string> }> {
  const matched = new Set<InstallmentPlanned>();
  const billOf = new Map<ImportedTransaction, string>();
  const marked = lines.filter((l) => l.line.installment !== undefined);
  if (marked.length === 0) return { matched, billOf };
  const cards = (await cardAccountsOf(tx, bookId)).filter(hasTerms);
  const accountIds = [...new Set(marked.map((l) => l.value.accountId))].filter((id) =>
    cards.some((c) => c.id === id),
  );
  if (accountIds.length === 0) return { matched, billOf };
  const moved = await movedBillsOf(tx, bookId, accountIds);
  const datesOf = new Map(
    cards.filter((c) => accountIds.includes(c.id)).map((c) => [c.id, billDatesOf(termsOf(c, moved))]),
  );
  const billOfLine = new Map<InstallmentPlanned, string>();
  for (const line of marked) {
    const of = datesOf.get(line.value.accountId);
    if (of) billOfLine.set(line, billMonthFor(line.value.date, of));
  }
  const stored = await storedInstallments(tx, bookId, billsNamed(billOfLine));
  const candidates: StoredInstallment[] = [];
  const groupOf = new Map<number, string>();
  // The numbers each stored purchase has among those read: a purchase holding k already is not joined by a line k.
  const numbersOf = new Map<string, Set<number>>();
  for (const s of stored) {
    const of = datesOf.get(s.accountId);
    if (!of) continue;
    candidates.push({ ...s, bill: s.billMonth ?? billMonthFor(s.date, of) });
    groupOf.set(s.id, s.group);
    numbersOf.set(s.group, (numbersOf.get(s.group) ?? new Set<number>()).add(s.number));
  }
  const index = installmentIndex(candidates);
  // Apart from `index`: a stored installment that a line k + 1 is shows a line k which purchase it belongs to.
  const nextOf = installmentIndex(candidates);

  const taken = new Set<number>();
  const open: Array<[InstallmentPlanned, string]> = [];
  for (const [line, bill] of billOfLine) {
    const installment = line.line.installment;
    if (!installment) continue;
    const { accountId, amountCents, description } = line.value;
    const found = index.take({ ...installment, accountId, amountCents, description, bill });
    if (found) {
      taken.add(found.id);
      matched.add(line);
    } else open.push([line, bill]);
  }
  // After every line found its purchase by its words: a typed purchase no line named.
  const typed = typedInstallments(candidates, stored);
  for (const [line, bill] of open) {
    const installment = line.line.installment;
    if (!installment) continue;
    const { accountId, amountCents, description } = line.value;
    const fits = typed
      .fitting({ ...installment, accountId, amountCents, bill })
      .filter((id) => !taken.has(id));
    if (fits.length === 1) {
      taken.add(fits[0]!);
      matched.add(line);
      continue;
    }
    // The list shows k/n beside it; the statement's words stay as the row's bank text.
    line.value.description = withoutInstallmentMarker(description) || description;
    const next =
      installment.number < installment.count
        ? nextOf.take({
            accountId,
            amountCents,
            description,
            count: installment.count,
            number: installment.number + 1,
            bill: addBillMonths(bill, 1),
          })
        : undefined;
    const group = next === undefined ? undefined : groupOf.get(next.id);
    if (group !== undefined && !numbersOf.get(group)?.has(installment.number)) {
      numbersOf.get(group)?.add(installment.number);
      line.value.installment = { group, ...installment, billMonth: null };
      continue;
    }
    line.value.installment = { group: randomUUID(), ...installment, billMonth: null };
    billOf.set(line.value, bill);
  }
  return { matched, billOf };
}

/**
 * The installments the person typed (origin 'manual'), by card, k of n, bill and amount, whatever their words: the
 * ids of those that fit a line (its bill or that bill plus k - 1, its amount within a cent, as installmentIndex).
 */
function typedInstallments(
  candidates: readonly StoredInstallment[],
  stored: ReadonlyArray<{ id: number; origin: string }>,
) {
  const manual = new Set(stored.filter((s) => s.origin === 'manual').map((s) => s.id));
  const keyOf = (accountId: number, count: number, number: number, bill: string, cents: number) =>
    `${accountId}|${count}|${number}|${bill}|${cents}`;
  const byKey = new Map<string, number[]>();
  for (const c of candidates) {
    if (!manual.has(c.id)) continue;
    const key = keyOf(c.accountId, c.count, c.number, c.bill, c.amountCents);
    byKey.set(key, [...(byKey.get(key) ?? []), c.id]);
  }
  return {
    fitting(line: Omit<InstallmentLine, 'description'>): number[] {
      const ids = new Set<number>();
      for (const bill of new Set([line.bill, addBillMonths(line.bill, line.number - 1)]))
        for (const cents of [line.amountCents - 1, line.amountCents, line.amountCents + 1])
          for (const id of byKey.get(keyOf(line.accountId, line.count, line.number, bill, cents)) ?? [])
            ids.add(id);
      return [...ids];
    },
  };
}

/**
 * The rest of a purchase a card statement names by one installment: k + 1 to n, a month apart from the line,
 * each pinned to the bill after the previous one, as if the purchase had been typed in n installments.
 */
export function laterInstallments(line: ImportedTransaction, lineBill: string): ImportedTransaction[] {
  const first = line.installment;
  if (!first) return [];
  return Array.from({ length: laterInstallmentCount(line) }, (_, i) => {
    const number = first.number + i + 1;
    return {
      ...line,
      bankText: null,
      externalId: null,
      // The line's amount abroad is its own: a later installment is Grana's, in reais.
      foreign: undefined,
      date: installmentDate(line.date, i + 2),
      installment: { ...first, number, billMonth: addBillMonths(lineBill, i + 1) },
    };
  });
}

/** How many rows laterInstallments adds for the line: n - k. */
export const laterInstallmentCount = (line: ImportedTransaction): number =>
  line.installment ? line.installment.count - line.installment.number : 0;

/** The stored installments a line can be: on its card, of its k of n, in one of the bills it can name. */
interface InstallmentsNamed {
  /** Card and bill, as parallel lists (one pair an element), for the rows pinned to a bill. */
  accountIds: number[];
  bills: string[];
  /** Card and dates, as parallel lists, for the rows that belong to a bill by their date. */
  windowAccountIds: number[];
  froms: string[];
  tos: string[];
  numbers: number[];
  counts: number[];
}

/**
 * The bills the lines can name (each line's, and that bill plus k - 1) and, for rows without a pin, the dates
 * that can fall in them: a date's bill is its month's or one of the two after (billMonthFor), so a bill's rows
 * are dated from the first day of two months before it to its last day. Those windows are merged per card, so
 * that no stored row is read twice.
 */
function billsNamed(billOfLine: ReadonlyMap<InstallmentPlanned, string>): InstallmentsNamed {
  const named = new Map<number, Set<string>>();
  const numbers = new Set<number>();
  const counts = new Set<number>();
  for (const [line, bill] of billOfLine) {
    const installment = line.line.installment;
    if (!installment) continue;
    numbers.add(installment.number);
    counts.add(installment.count);
    const bills = named.get(line.value.accountId) ?? new Set<string>();
    named.set(line.value.accountId, bills);
    bills.add(bill).add(addBillMonths(bill, installment.number - 1));
    // The next installment, in the bill after the line's: the purchase a line joins when it was recorded from a
    // later installment on.
    if (installment.number < installment.count) {
      numbers.add(installment.number + 1);
      bills.add(addBillMonths(bill, 1));
    }
  }
  const out: InstallmentsNamed = {
    accountIds: [],
    bills: [],
    windowAccountIds: [],
    froms: [],
    tos: [],
    numbers: [...numbers],
    counts: [...counts],
  };
  for (const [accountId, bills] of named) {
    const sorted = [...bills].sort();
    let window: { from: string; to: string } | undefined;
    const close = () => {
      if (!window) return;
      out.windowAccountIds.push(accountId);
      out.froms.push(window.from);
      out.tos.push(window.to);
    };
    for (const bill of sorted) {
      out.accountIds.push(accountId);
      out.bills.push(bill);
      const from = `${addBillMonths(bill, -2)}-01`;
      const to = addDays(`${addBillMonths(bill, 1)}-01`, -1);
      // Sorted bills give windows in order: one that starts by the day after the last one's end extends it.
      if (window && from <= addDays(window.to, 1)) window.to = to;
      else {
        close();
        window = { from, to };
      }
    }
    close();
  }
  return out;
}

/**
 * The card's installments in the bills named: those pinned to one of them, through the bill index, and those
 * without a pin dated within the windows, through the account's date index; in the order they were stored.
 */
async function storedInstallments(tx: Executor, bookId: number, named: InstallmentsNamed) {
  const rows = await queryRows<{
    id: number;
    accountId: number;
    amountCents: number;
    description: string;
    billMonth: string | null;
    date: string;
    number: number;
    count: number;
    group: string;
    origin: string;
  }>(
    tx,
    sql`with pinned as (
          select t.* from unnest(${sql.param(named.accountIds)}::bigint[], ${sql.param(named.bills)}::text[])
            as k(account_id, bill)
          join transactions t on t.book_id = ${bookId} and t.account_id = k.account_id and t.bill_month = k.bill
          where t.bill_month is not null
        ),
        by_date as (
          select t.* from unnest(${sql.param(named.windowAccountIds)}::bigint[], ${sql.param(named.froms)}::date[],
                                 ${sql.param(named.tos)}::date[]) as w(account_id, first_day, last_day)
          join transactions t on t.book_id = ${bookId} and t.account_id = w.account_id
                              and t.date between w.first_day and w.last_day
          where t.bill_month is null
        )
        select id, account_id as "accountId", amount as "amountCents", description, bill_month as "billMonth",
               date::text as date, installment_number as number, installment_count as count,
               installment_group as "group", origin
        from (select * from pinned union all select * from by_date) t
        where installment_group is not null
          and installment_number = any(${sql.param(named.numbers)}::int[])
          and installment_count = any(${sql.param(named.counts)}::int[])
        order by id`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    accountId: Number(r.accountId),
    amountCents: Number(r.amountCents),
  }));
}
