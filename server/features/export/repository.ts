import { type SQL, sql } from 'drizzle-orm';
import type { RecurringKind } from '../../../common/contract/recurring';
import type { TransactionOrigin } from '../../../common/contract/transactions';
import { type Executor, queryRows } from '../../db/connect';
import type { MatchUndo, SecondLine } from '../../db/schema';

/**
 * What the export reads: a person's rows, always filtered by book_id. Timestamps come as ISO text with their
 * microseconds, so both drivers answer the same text and the restore writes back the same instant. Money is
 * integer cents.
 */

/** ISO 8601 in UTC with microseconds: '2026-11-21T13:45:12.345678Z'. */
const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
export const iso = (column: string) => sql.raw(isoText(column));

export interface ProfileRow {
  name: string;
  email: string;
  timeZone: string;
  createdAt: string;
}

export interface AccountRow {
  id: number;
  name: string;
  type: string;
  openingBalance: number;
  closingDay: number | null;
  dueDay: number | null;
  creditLimit: number | null;
  paymentAccountId: number | null;
  archivedAt: string | null;
  createdAt: string;
}

export interface NamedRow {
  id: number;
  name: string;
  createdAt: string;
}

/** A payee with its CPF or CNPJ (digits, as stored). */
export interface PayeeBackupRow extends NamedRow {
  document: string | null;
}

export interface CategoryRow extends NamedRow {
  type: string;
  icon: string | null;
  color: string | null;
  /** What it is in the IRPF declaration (category_tax_codes), or null. */
  taxCode: string | null;
  parentId: number | null;
}

export interface GoalRow {
  id: number;
  name: string;
  type: string;
  targetAmount: number;
  initialAmount: number;
  strategy: string;
  accountId: number | null;
  categoryId: number | null;
  targetDate: string | null;
  plannedMonthlyAmount: number | null;
  recurringDay: number | null;
  priority: string;
  archivedAt: string | null;
  createdAt: string;
}

export interface RecurringRow {
  id: number;
  accountId: number;
  type: string;
  amount: number;
  description: string;
  categoryId: number | null;
  payeeId: number | null;
  intervalUnit: string;
  intervalCount: number;
  nextRun: string;
  dueDay: number;
  dueBusinessDay: number | null;
  lastRun: string | null;
  mode: string;
  notifyDays: number;
  variableAmount: boolean;
  kind: RecurringKind;
  maxAmount: number | null;
  capturedCode: string | null;
  createdAt: string;
}

export interface BudgetRow {
  categoryId: number;
  month: string;
  amount: number;
  rollover: boolean;
  createdAt: string;
}

export interface TransactionRow {
  id: number;
  accountId: number;
  type: 'RECEITA' | 'DESPESA';
  amount: number;
  date: string;
  description: string;
  categoryId: number | null;
  payeeId: number | null;
  status: 'CLEARED' | 'PENDING' | 'RECONCILED';
  transferId: string | null;
  /** A leg of a transfer between two books: the other leg's book (that leg is not in this book's backup). */
  otherBookId: number | null;
  goalId: number | null;
  recurringId: number | null;
  /** The boleto or Pix code it was recorded from (transaction_codes). */
  capturedCode: string | null;
  externalId: string | null;
  syncId: string | null;
  secondLine: SecondLine | null;
  billMonth: string | null;
  installmentGroup: string | null;
  bankText: string | null;
  importId: string | null;
  origin: TransactionOrigin;
  bankDate: string | null;
  matchImportId: string | null;
  matchUndo: MatchUndo | null;
  installmentNumber: number | null;
  installmentCount: number | null;
  splitAmount: number;
  createdBy: number | null;
  paidBy: number | null;
  shareMode: string | null;
  createdAt: string;
  /** The other leg's account, for a transfer (the CSV's 'Destino'). */
  partnerAccountId?: number | null;
}

export interface RuleRow {
  id: number;
  name: string;
  position: number;
  conditions: unknown[];
  categoryId: number | null;
  payeeId: number | null;
  description: string | null;
  tagIds: number[];
  createdAt: string;
}

export interface CardBillRow {
  accountId: number;
  month: string;
  closingDate: string;
  dueDate: string;
}

export interface SplitRow {
  transactionId: number;
  amount: number;
  description: string;
  categoryId: number | null;
  payeeId: number | null;
}

export interface ShareRow {
  transactionId: number;
  userId: number;
  amount: number;
}

/** Someone a shared book's rows name (a member, or someone who left), with their income in the book if any. */
export interface PersonRow {
  id: number;
  name: string;
  email: string;
  income: number | null;
}

export interface SettlementRow {
  id: number;
  fromUserId: number;
  toUserId: number;
  amount: number;
  date: string;
  transferId: string | null;
  createdBy: number | null;
  createdAt: string;
}

/** A fixed-income position; its rate as the database prints the numeric ('110.0000'). */
export interface PositionRow {
  id: number;
  accountId: number;
  name: string;
  product: string;
  indexing: string;
  rate: string | null;
  appliedCents: number;
  appliedOn: string;
  maturityOn: string | null;
  /** Only while the transfer's rows are in the book (see exportRepository.positions). */
  applicationTransferId: string | null;
  redeemedOn: string | null;
  redeemedNetCents: number | null;
  providerInvestmentId: string | null;
  bankValueCents: number | null;
  bankValueOn: string | null;
  createdAt: string;
}

/** A value the book typed or imported for an index series, as stored (decimal text). */
export interface IndexRateRow {
  series: string;
  date: string;
  value: string;
  createdAt: string;
}

/** A debt's contract; its rate as the database prints the numeric ('11.5000'). */
export interface DebtRow {
  id: number;
  name: string;
  kind: string;
  lender: string | null;
  principalCents: number;
  ratePercent: string;
  ratePeriod: string;
  installments: number;
  system: string;
  contractDate: string;
  firstDueDate: string;
  paidBefore: number;
  paymentAccountId: number | null;
  createdAt: string;
}

export interface DebtPrepaymentRow {
  id: number;
  debtId: number;
  date: string;
  amountCents: number;
  mode: string;
  /** Only while the expense is in the book (see exportRepository.debtPrepayments). */
  transactionId: number | null;
  createdAt: string;
}

/** An instalment recorded as paid whose expense is in the book. */
export interface DebtPaymentRow {
  debtId: number;
  number: number;
  transactionId: number;
}

/** A bem, money in cents. */
export interface AssetRow {
  id: number;
  name: string;
  kind: string;
  acquiredOn: string;
  acquiredCents: number;
  soldOn: string | null;
  soldCents: number | null;
  notes: string | null;
  createdAt: string;
}

export interface AssetValuationRow {
  id: number;
  assetId: number;
  date: string;
  valueCents: number;
  createdAt: string;
}

export interface TagLinkRow {
  transactionId: number;
  tagId: number;
}

/**
 * Transactions per page: one page is a few tens of milliseconds of the database, and its rows as JSON (the
 * backup's, with their splits and tags) a turn of the event loop short enough for everybody else's requests.
 */
export const PAGE_ROWS = 1000;

const TRANSACTION_COLUMNS =
  sql.raw(`t.id, t.account_id as "accountId", t.type, t.amount, t.date, t.description,
  t.category_id as "categoryId", t.payee_id as "payeeId", t.status, t.transfer_id as "transferId",
  t.other_book_id as "otherBookId", t.goal_id as "goalId", t.recurring_id as "recurringId", t.external_id as "externalId",
  t.sync_id as "syncId", t.second_line as "secondLine",
  t.bill_month as "billMonth", t.installment_group::text as "installmentGroup",
  t.installment_number as "installmentNumber", t.installment_count as "installmentCount",
  t.bank_text as "bankText", t.import_id::text as "importId", t.origin, t.bank_date as "bankDate",
  t.match_import_id::text as "matchImportId", t.match_undo as "matchUndo",
  t.split_amount as "splitAmount", t.created_by as "createdBy", t.paid_by as "paidBy", t.share_mode as "shareMode",
  (select c.code_key from transaction_codes c where c.transaction_id = t.id and c.book_id = t.book_id) as "capturedCode",
  ${isoText('t.created_at')} as "createdAt"`);

const idList = (ids: number[]) => sql`${sql.param(ids)}::bigint[]`;

async function ids(db: Executor, query: SQL): Promise<number[]> {
  return (await queryRows<{ id: number }>(db, query)).map((row) => row.id);
}

export const exportRepository = {
  /** The person's profile (not the book's). */
  async profile(db: Executor, userId: number): Promise<ProfileRow | undefined> {
    const [row] = await queryRows<ProfileRow>(
      db,
      sql`select name, email, time_zone as "timeZone", ${iso('created_at')} as "createdAt"
          from users where id = ${userId}`,
    );
    return row;
  },

  accounts(db: Executor, bookId: number): Promise<AccountRow[]> {
    return queryRows<AccountRow>(
      db,
      sql`select id, name, type, opening_balance as "openingBalance", closing_day as "closingDay",
                 due_day as "dueDay", credit_limit as "creditLimit", payment_account_id as "paymentAccountId",
                 ${iso('archived_at')} as "archivedAt",
                 ${iso('created_at')} as "createdAt"
          from accounts where book_id = ${bookId} order by id`,
    );
  },

  categories(db: Executor, bookId: number): Promise<CategoryRow[]> {
    return queryRows<CategoryRow>(
      db,
      sql`select c.id, c.name, c.type, c.icon, c.color, m.code as "taxCode", c.parent_id as "parentId",
                 ${iso('c.created_at')} as "createdAt"
          from categories c
          left join category_tax_codes m on m.category_id = c.id and m.book_id = c.book_id
          where c.book_id = ${bookId} order by c.id`,
    );
  },

  incomeTaxBeneficiaries(db: Executor, bookId: number): Promise<Array<{ payeeId: number; person: number }>> {
    return queryRows(
      db,
      sql`select payee_id as "payeeId", person from income_tax_beneficiaries where book_id = ${bookId}
          order by payee_id`,
    );
  },

  incomeTaxYears(db: Executor, bookId: number): Promise<Array<{ year: number; dependents: number }>> {
    return queryRows(
      db,
      sql`select year, dependents from income_tax_years where book_id = ${bookId} order by year`,
    );
  },

  tags(db: Executor, bookId: number): Promise<NamedRow[]> {
    return queryRows<NamedRow>(
      db,
      sql`select id, name, ${iso('created_at')} as "createdAt" from tags where book_id = ${bookId} order by id`,
    );
  },

  payees(db: Executor, bookId: number): Promise<PayeeBackupRow[]> {
    return queryRows<PayeeBackupRow>(
      db,
      sql`select id, name, document, ${iso('created_at')} as "createdAt" from payees where book_id = ${bookId} order by id`,
    );
  },

  goals(db: Executor, bookId: number): Promise<GoalRow[]> {
    return queryRows<GoalRow>(
      db,
      sql`select id, name, type, target_amount as "targetAmount", initial_amount as "initialAmount", strategy,
                 account_id as "accountId", category_id as "categoryId", target_date as "targetDate",
                 planned_monthly_amount as "plannedMonthlyAmount", recurring_day as "recurringDay", priority,
                 ${iso('archived_at')} as "archivedAt", ${iso('created_at')} as "createdAt"
          from goals where book_id = ${bookId} order by id`,
    );
  },

  recurring(db: Executor, bookId: number): Promise<RecurringRow[]> {
    return queryRows<RecurringRow>(
      db,
      sql`select id, account_id as "accountId", type, amount, description, category_id as "categoryId",
                 payee_id as "payeeId", interval_unit as "intervalUnit", interval_count as "intervalCount",
                 next_run as "nextRun", due_day as "dueDay",
                 due_business_day as "dueBusinessDay", last_run as "lastRun", mode,
                 notify_days as "notifyDays", variable_amount as "variableAmount",
                 kind, max_amount as "maxAmount", captured_code as "capturedCode",
                 ${iso('created_at')} as "createdAt"
          from recurring where book_id = ${bookId} order by id`,
    );
  },

  async rules(db: Executor, bookId: number): Promise<RuleRow[]> {
    const rows = await queryRows<RuleRow>(
      db,
      sql`select r.id, r.name, r.position, r.conditions, r.category_id as "categoryId", r.payee_id as "payeeId",
                 r.description,
                 coalesce((select array_agg(rt.tag_id order by rt.tag_id) from rule_tags rt
                           where rt.rule_id = r.id and rt.book_id = r.book_id), '{}') as "tagIds",
                 ${iso('r.created_at')} as "createdAt"
          from rules r where r.book_id = ${bookId} order by r.position, r.id`,
    );
    return rows.map((r) => ({ ...r, tagIds: r.tagIds.map(Number) }));
  },

  cardBills(db: Executor, bookId: number): Promise<CardBillRow[]> {
    return queryRows<CardBillRow>(
      db,
      sql`select account_id as "accountId", month, closing_date::text as "closingDate", due_date::text as "dueDate"
          from card_bills where book_id = ${bookId} order by account_id, month`,
    );
  },

  budgetMonths(db: Executor, bookId: number): Promise<string[]> {
    return queryRows<{ month: string }>(
      db,
      sql`select month from budget_months where book_id = ${bookId} order by month`,
    ).then((rows) => rows.map((r) => r.month));
  },

  budgets(db: Executor, bookId: number): Promise<BudgetRow[]> {
    return queryRows<BudgetRow>(
      db,
      sql`select category_id as "categoryId", month, amount, rollover, ${iso('created_at')} as "createdAt"
          from budgets where book_id = ${bookId} order by id`,
    );
  },

  /**
   * The ids of the next page of transactions, in the document's order (id), after `after`. The export reads a page
   * of ids, then those rows, a step each: a person's 200,000 ids read at once held PGlite (and so everybody) for a
   * second.
   */
  transactionIdPage(db: Executor, bookId: number, after: number, limit: number): Promise<number[]> {
    return ids(
      db,
      sql`select id from transactions t where t.book_id = ${bookId} and t.id > ${after} order by t.id limit ${limit}`,
    );
  },

  /** The rows of those ids, in id order. */
  transactionsByIds(db: Executor, bookId: number, transactionIds: number[]): Promise<TransactionRow[]> {
    return queryRows<TransactionRow>(
      db,
      sql`select ${TRANSACTION_COLUMNS} from transactions t
          where t.book_id = ${bookId} and t.id = any(${idList(transactionIds)})
          order by t.id`,
    );
  },

  /**
   * The ids of the spreadsheet's next page of rows, by date, after the row `after`: the rows `which` picks (the
   * list's filters, transactions/public.ts listRowsWhere: a transfer once, but for one account's rows its own leg).
   */
  spreadsheetIdPage(
    db: Executor,
    which: SQL,
    after: { date: string; id: number } | null,
    limit: number,
  ): Promise<Array<{ id: number; date: string }>> {
    return queryRows<{ id: number; date: string }>(
      db,
      sql`select id, date::text as date from transactions t where ${which}
            ${after ? sql`and (t.date, t.id) > (${after.date}::date, ${after.id})` : sql``}
          order by t.date, t.id limit ${limit}`,
    );
  },

  /**
   * Transactions for a spreadsheet or a statement, by date, with the account of the transfer's other leg beside
   * them (our import writes both legs back from such a row).
   */
  spreadsheetRowsByIds(db: Executor, bookId: number, transactionIds: number[]): Promise<TransactionRow[]> {
    return queryRows<TransactionRow>(
      db,
      sql`select ${TRANSACTION_COLUMNS},
                 (select p.account_id from transactions p
                  where p.book_id = t.book_id and p.transfer_id = t.transfer_id and p.id <> t.id
                  limit 1) as "partnerAccountId"
          from transactions t
          where t.book_id = ${bookId} and t.id = any(${idList(transactionIds)})
          order by t.date, t.id`,
    );
  },

  splitsOf(db: Executor, bookId: number, transactionIds: number[]): Promise<SplitRow[]> {
    if (transactionIds.length === 0) return Promise.resolve([]);
    return queryRows<SplitRow>(
      db,
      sql`select transaction_id as "transactionId", amount, description, category_id as "categoryId",
                 payee_id as "payeeId"
          from transaction_splits
          where book_id = ${bookId} and transaction_id = any(${idList(transactionIds)})
          order by id`,
    );
  },

  /** The parts of divided expenses among these transactions. */
  sharesOf(db: Executor, bookId: number, transactionIds: number[]): Promise<ShareRow[]> {
    if (transactionIds.length === 0) return Promise.resolve([]);
    return queryRows<ShareRow>(
      db,
      sql`select transaction_id as "transactionId", user_id as "userId", amount
          from transaction_shares
          where book_id = ${bookId} and transaction_id = any(${idList(transactionIds)})
          order by transaction_id, user_id`,
    );
  },

  /** The book's acertos, in the order they were recorded. */
  settlements(db: Executor, bookId: number): Promise<SettlementRow[]> {
    return queryRows<SettlementRow>(
      db,
      sql`select id, from_user_id as "fromUserId", to_user_id as "toUserId", amount, date::text as date,
                 transfer_id::text as "transferId", created_by as "createdBy", ${iso('created_at')} as "createdAt"
          from book_settlements where book_id = ${bookId} order by id`,
    );
  },

  /**
   * The book's people and anyone else among `userIds` (someone who left but still paid or owes a row), by e-mail;
   * an id of a deleted person names no one and is not here.
   */
  people(db: Executor, bookId: number, userIds: number[]): Promise<PersonRow[]> {
    return queryRows<PersonRow>(
      db,
      sql`with ids as (
            select user_id as id from book_members where book_id = ${bookId}
            union select unnest(${idList(userIds)}))
          select u.id, u.name, u.email, m.income
          from ids join users u on u.id = ids.id
          left join book_members m on m.book_id = ${bookId} and m.user_id = u.id
          order by u.id`,
    );
  },

  /**
   * The book's fixed-income positions. The application's transfer id is written only while the transfer's rows are
   * in the book: deleting the transfer (from the transactions) keeps the position, and an id naming nothing would
   * be refused by the restore. A transfer that is there was read with the transactions (references-seen.ts).
   */
  positions(db: Executor, bookId: number): Promise<PositionRow[]> {
    return queryRows<PositionRow>(
      db,
      sql`select p.id, p.account_id as "accountId", p.name, p.product, p.indexing, p.rate::text as rate,
                 p.applied_cents as "appliedCents", p.applied_on::text as "appliedOn",
                 p.maturity_on::text as "maturityOn",
                 case when exists (select 1 from transactions t
                                   where t.book_id = p.book_id and t.transfer_id = p.application_transfer_id
                                     and t.other_book_id is null)
                      then p.application_transfer_id::text end as "applicationTransferId",
                 p.redeemed_on::text as "redeemedOn", p.redeemed_net_cents as "redeemedNetCents",
                 p.provider_investment_id as "providerInvestmentId", p.bank_value_cents as "bankValueCents",
                 p.bank_value_on::text as "bankValueOn",
                 ${iso('p.created_at')} as "createdAt"
          from fixed_income_positions p where p.book_id = ${bookId} order by p.id`,
    );
  },

  /** The book's own index values (not the Banco Central's), by series and date, the value as stored. */
  indexRates(db: Executor, bookId: number): Promise<IndexRateRow[]> {
    return queryRows<IndexRateRow>(
      db,
      sql`select series, date::text as date, value::text as value, ${iso('created_at')} as "createdAt"
          from book_index_rates where book_id = ${bookId} order by series, date`,
    );
  },

  /** The book's debts (at most MAX_DEBTS_PER_BOOK). */
  debts(db: Executor, bookId: number): Promise<DebtRow[]> {
    return queryRows<DebtRow>(
      db,
      sql`select id, name, kind, lender, principal_cents as "principalCents", rate_percent::text as "ratePercent",
                 rate_period as "ratePeriod", installments, system, contract_date::text as "contractDate",
                 first_due_date::text as "firstDueDate", paid_before as "paidBefore",
                 payment_account_id as "paymentAccountId",
                 ${iso('created_at')} as "createdAt"
          from debts where book_id = ${bookId} order by id`,
    );
  },

  /**
   * The debts' prepayments by id (those of one date apply in that order). The expense that paid one is written
   * only while it is in the book: the link outlives a deleted expense (so that undoing the deletion finds it), but
   * the file has no such expense to name. One that is there was read with the transactions (references-seen.ts).
   * A page past the id `after`: the backup reads these lists a page per step (read-steps.ts listInSteps), as the
   * heaviest person's 12,000 prepayments, 12,000 paid instalments and 24,000 valuations in a step each held PGlite,
   * and the event loop, several hundred milliseconds.
   */
  debtPrepaymentPage(
    db: Executor,
    bookId: number,
    after: number,
    limit: number,
  ): Promise<DebtPrepaymentRow[]> {
    return queryRows<DebtPrepaymentRow>(
      db,
      sql`select p.id, p.debt_id as "debtId", p.date::text as date, p.amount_cents as "amountCents", p.mode,
                 case when exists (select 1 from transactions t where t.id = p.transaction_id and t.book_id = p.book_id)
                      then p.transaction_id end as "transactionId",
                 ${iso('p.created_at')} as "createdAt"
          from debts d join debt_prepayments p on p.debt_id = d.id and p.book_id = d.book_id
          where d.book_id = ${bookId} and p.id > ${after} order by p.id limit ${limit}`,
    );
  },

  /**
   * The instalments recorded as paid whose expense is in the book (one whose expense was deleted reads as unpaid),
   * by debt and number, past the instalment `after`.
   */
  debtPaymentPage(
    db: Executor,
    bookId: number,
    after: Pick<DebtPaymentRow, 'debtId' | 'number'> | null,
    limit: number,
  ): Promise<DebtPaymentRow[]> {
    return queryRows<DebtPaymentRow>(
      db,
      sql`select p.debt_id as "debtId", p.number, p.transaction_id as "transactionId"
          from debts d join debt_payments p on p.debt_id = d.id and p.book_id = d.book_id
          where d.book_id = ${bookId}
            ${after === null ? sql`` : sql`and (p.debt_id, p.number) > (${after.debtId}, ${after.number})`}
            and exists (select 1 from transactions t where t.id = p.transaction_id and t.book_id = p.book_id)
          order by p.debt_id, p.number limit ${limit}`,
    );
  },

  /** The book's bens (at most MAX_ASSETS_PER_BOOK), sold ones too. */
  assets(db: Executor, bookId: number): Promise<AssetRow[]> {
    return queryRows<AssetRow>(
      db,
      sql`select id, name, kind, acquired_on::text as "acquiredOn", acquired_cents as "acquiredCents",
                 sold_on::text as "soldOn", sold_cents as "soldCents", notes, ${iso('created_at')} as "createdAt"
          from assets where book_id = ${bookId} order by id`,
    );
  },

  /** The bens' valuations by id, through their bens (the valuations' index leads with the bem). */
  assetValuationPage(
    db: Executor,
    bookId: number,
    after: number,
    limit: number,
  ): Promise<AssetValuationRow[]> {
    return queryRows<AssetValuationRow>(
      db,
      sql`select v.id, v.asset_id as "assetId", v.date::text as date, v.value_cents as "valueCents",
                 ${iso('v.created_at')} as "createdAt"
          from assets a join asset_valuations v on v.asset_id = a.id and v.book_id = a.book_id
          where a.book_id = ${bookId} and v.id > ${after} order by v.id limit ${limit}`,
    );
  },
  tagLinksOf(db: Executor, bookId: number, transactionIds: number[]): Promise<TagLinkRow[]> {
    if (transactionIds.length === 0) return Promise.resolve([]);
    return queryRows<TagLinkRow>(
      db,
      sql`select transaction_id as "transactionId", tag_id as "tagId"
          from transaction_tags
          where book_id = ${bookId} and transaction_id = any(${idList(transactionIds)})
          order by transaction_id, tag_id`,
    );
  },
};
