import { sql } from 'drizzle-orm';
import { LAST_BILL_MONTH } from '../../../common/card-bills';
import { type Executor, queryRows } from '../../db/connect';
import { dateArray, idArray } from '../../db/json-rows';
import { type BillPeriod, inBill } from '../shared/bill-period';
import type { CardDayTotal } from './bill-figures';

export interface CardRow {
  id: number;
  name: string;
  type: string;
  openingBalance: number;
  closingDay: number | null;
  dueDay: number | null;
  creditLimit: number | null;
  paymentAccountId: number | null;
  archived: boolean;
}

export interface MovedBill {
  accountId: number;
  month: string;
  closingDate: string;
  dueDate: string;
}

export interface BillItemRow {
  id: number;
  date: string;
  description: string;
  amount: number;
  type: 'RECEITA' | 'DESPESA';
  categoryId: number | null;
  categoryName: string | null;
  payeeName: string | null;
  installmentNumber: number | null;
  installmentCount: number | null;
  foreignAmount: number | null;
  foreignCurrency: string | null;
  foreignEstimated: boolean;
  installmentGroup: string | null;
}

/** An expense that may have paid a card's bill (bill-payment-lines.ts reads its words). */
export interface BillPaymentCandidate {
  id: number;
  date: string;
  description: string;
  bankText: string | null;
  amount: number;
  accountId: number;
  accountName: string;
}

export interface BillPaymentRow {
  id: number;
  date: string;
  amount: number;
  fromAccountId: number | null;
}

const cardColumns = sql`id, name, type, opening_balance as "openingBalance", closing_day as "closingDay",
  due_day as "dueDay", credit_limit as "creditLimit", payment_account_id as "paymentAccountId",
  archived_at is not null as archived`;

export const cardsRepository = {
  /** The person's active credit cards, by name. */
  cards(db: Executor, bookId: number): Promise<CardRow[]> {
    return queryRows<CardRow>(
      db,
      sql`select ${cardColumns} from accounts
          where book_id = ${bookId} and type = 'credit_card' and archived_at is null
          order by lower(name), id`,
    );
  },

  /** One of the person's accounts (any type: the caller says what is wrong with a non-card). */
  async account(db: Executor, bookId: number, id: number): Promise<CardRow | undefined> {
    const [row] = await queryRows<CardRow>(
      db,
      sql`select ${cardColumns} from accounts where book_id = ${bookId} and id = ${id}`,
    );
    return row;
  },

  movedBills(db: Executor, bookId: number, accountIds: number[]): Promise<MovedBill[]> {
    if (accountIds.length === 0) return Promise.resolve([]);
    return queryRows<MovedBill>(
      db,
      sql`select account_id as "accountId", month, closing_date::text as "closingDate", due_date::text as "dueDate"
          from card_bills
          where book_id = ${bookId} and account_id in (${sql.join(
            accountIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
  },

  async moveBill(db: Executor, bookId: number, bill: MovedBill): Promise<void> {
    await db.execute(
      sql`insert into card_bills (book_id, account_id, month, closing_date, due_date)
          values (${bookId}, ${bill.accountId}, ${bill.month}, ${bill.closingDate}, ${bill.dueDate})
          on conflict (book_id, account_id, month)
          do update set closing_date = excluded.closing_date, due_date = excluded.due_date, updated_at = now()`,
    );
  },

  /** The card's limit as its bank reports it (bank sync). */
  async setCreditLimit(db: Executor, bookId: number, accountId: number, cents: number): Promise<void> {
    await db.execute(
      sql`update accounts set credit_limit = ${cents}, updated_at = now()
          where book_id = ${bookId} and id = ${accountId} and type = 'credit_card'`,
    );
  },

  /**
   * Each card's rows of bill `from.month` and later, summed per day, pin, type and kind: what those bills are
   * computed from, a few hundred rows a year whatever the number of purchases. Rows pinned to a bill (installments
   * after the first, anticipated ones, payments) come summed per bill from card_bill_totals, which the ledger keeps,
   * their date the bill's first day: the pin alone places them, and the heavy person's card of 1,050 purchases in 48
   * installments had 50,000 of them summed at every read (issue 80). A pin stored before months were checked
   * (outside FIRST_BILL_MONTH..LAST_BILL_MONTH) is not in those totals and keeps its date, which then places the
   * row: windows start in 1900 or later (isBillMonth), so those that count are pins after LAST_BILL_MONTH. One
   * statement for every card, each card's window read by index seeks: unpinned rows from the date the account index
   * seeks to, the bills' totals from `from.month`, and the rare old pins through the bill index.
   */
  async dayTotals(
    db: Executor,
    bookId: number,
    windows: ReadonlyArray<{ accountId: number; from: BillPeriod }>,
  ): Promise<Array<CardDayTotal & { accountId: number }>> {
    if (windows.length === 0) return [];
    const rows = await queryRows<CardDayTotal & { accountId: number }>(
      db,
      sql`select w.account_id as "accountId", r.date::text as date, r.bill_month as "billMonth", r.type,
                 r.transfer, r.cents
          from unnest(${idArray(windows.map((w) => w.accountId))}::bigint[],
                      ${dateArray(windows.map((w) => w.from.from))}::date[],
                      ${dateArray(windows.map((w) => w.from.month))}::text[]) as w(account_id, from_date, from_month)
          cross join lateral (
            select date, bill_month, type, transfer_id is not null as transfer, sum(amount)::bigint as cents
            from transactions
            where book_id = ${bookId} and account_id = w.account_id and date >= w.from_date and bill_month is null
            group by date, bill_month, type, transfer_id is not null
            union all
            select (b.bill_month || '-01')::date, b.bill_month, b.type, b.transfer, b.amount
            from card_bill_totals b
            where b.book_id = ${bookId} and b.account_id = w.account_id and b.bill_month >= w.from_month
              and b.rows > 0
            union all
            select date, bill_month, type, transfer_id is not null, sum(amount)::bigint
            from transactions
            where book_id = ${bookId} and account_id = w.account_id and bill_month >= w.from_month
              and bill_month > ${LAST_BILL_MONTH}
            group by date, bill_month, type, transfer_id is not null
          ) r
          order by r.date, w.account_id, r.bill_month, r.type, r.transfer`,
    );
    return rows.map((r) => ({ ...r, accountId: Number(r.accountId), cents: Number(r.cents) }));
  },

  /** A card's opening balance: what it owed before Grana ("Fatura anterior ao Grana", and its undo). */
  async setOpeningBalance(db: Executor, bookId: number, id: number, cents: number): Promise<void> {
    await db.execute(
      sql`update accounts set opening_balance = ${cents}, updated_at = now() where book_id = ${bookId} and id = ${id}`,
    );
  },

  /**
   * Every row of each card added up from the month totals the ledger keeps: expenses less income (what was bought
   * and not paid back, before the opening balance), and the first month with any row. A card without rows is
   * absent.
   */
  async netTotals(
    db: Executor,
    bookId: number,
    accountIds: number[],
  ): Promise<Map<number, { netCents: number; firstMonth: string | null }>> {
    if (accountIds.length === 0) return new Map();
    const rows = await queryRows<{ accountId: number; net: string | null; first: string | null }>(
      db,
      sql`select account_id as "accountId", sum(expense - income)::bigint as net, min(month)::text as first
          from account_month_totals
          where book_id = ${bookId} and account_id = any(${idArray(accountIds)}::bigint[])
          group by account_id`,
    );
    return new Map(
      rows.map((r) => [Number(r.accountId), { netCents: Number(r.net ?? 0), firstMonth: r.first ?? null }]),
    );
  },

  /** A bill's purchases and credits, oldest first: every row but the transfers into the card (its payments). */
  billItems(db: Executor, bookId: number, accountId: number, bill: BillPeriod): Promise<BillItemRow[]> {
    return queryRows<BillItemRow>(
      db,
      sql`select t.id, t.date::text as date, t.description, t.amount, t.type, t.category_id as "categoryId",
                 c.name as "categoryName", p.name as "payeeName", t.installment_number as "installmentNumber",
                 t.installment_count as "installmentCount", t.installment_group::text as "installmentGroup",
                 t.foreign_amount as "foreignAmount", t.foreign_currency as "foreignCurrency",
                 t.foreign_estimated as "foreignEstimated"
          from transactions t
          left join categories c on c.id = t.category_id and c.book_id = t.book_id
          left join payees p on p.id = t.payee_id and p.book_id = t.book_id
          where t.book_id = ${bookId} and t.account_id = ${accountId}
            and not (t.transfer_id is not null and t.type = 'RECEITA')
            and ${inBill(bill)}
          order by t.date, t.id`,
    );
  },

  /**
   * Expenses of non-card accounts that may be a card bill's payment: no transfer, installment, divided row or fixed
   * item's payment, and a text with "fat" or "cart" in it (the words' rule then reads them). Those of one import,
   * or one row, or else the latest since `since` still without a category; newest first.
   */
  billPaymentCandidates(
    db: Executor,
    bookId: number,
    only: { importId: string | null; transactionId: number | null; since: string; limit: number },
  ): Promise<BillPaymentCandidate[]> {
    const which =
      only.transactionId !== null
        ? sql`t.id = ${only.transactionId}`
        : only.importId !== null
          ? sql`t.import_id = ${only.importId}`
          : sql`t.date >= ${only.since} and t.category_id is null`;
    return queryRows<BillPaymentCandidate>(
      db,
      sql`select t.id, t.date::text as date, t.description, t.bank_text as "bankText", t.amount,
                 t.account_id as "accountId", a.name as "accountName"
          from transactions t
          join accounts a on a.id = t.account_id and a.book_id = t.book_id
          where t.book_id = ${bookId} and ${which} and t.type = 'DESPESA' and a.type <> 'credit_card'
            and t.transfer_id is null and t.installment_group is null and t.split_amount = 0
            and t.recurring_id is null
            and (t.description ilike '%fat%' or t.description ilike '%cart%'
                 or t.bank_text ilike '%fat%' or t.bank_text ilike '%cart%')
          order by t.date desc, t.id desc
          limit ${only.limit}`,
    ).then((rows) =>
      rows.map((r) => ({ ...r, id: Number(r.id), amount: Number(r.amount), accountId: Number(r.accountId) })),
    );
  },

  /** The transfers into the card counted for a bill, with the account each came from. */
  billPayments(db: Executor, bookId: number, accountId: number, bill: BillPeriod): Promise<BillPaymentRow[]> {
    return queryRows<BillPaymentRow>(
      db,
      sql`select t.id, t.date::text as date, t.amount, o.account_id as "fromAccountId"
          from transactions t
          left join transactions o
            on o.transfer_id = t.transfer_id and o.book_id = t.book_id and o.id <> t.id
          where t.book_id = ${bookId} and t.account_id = ${accountId} and t.transfer_id is not null
            and t.type = 'RECEITA' and ${inBill(bill)}
          order by t.date, t.id`,
    );
  },
};
