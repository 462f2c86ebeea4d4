import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/connect';
import { iso } from '../repository';

/**
 * What the backup reads of what the book holds and owes beside its accounts: fixed income (with the book's own
 * index values it is computed from), debts with their prepayments and paid instalments, bens with their
 * valuations. Renda variável is in variable-income-repository.ts.
 */

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
  /** Only while the transfer's rows are in the book (see wealthExportRepository.positions). */
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

/** A rate the book typed for a currency, as stored (decimal text). */
export interface ExchangeRateRow {
  currency: string;
  date: string;
  rate: string;
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
  /** Only while the expense is in the book (see wealthExportRepository.debtPrepaymentPage). */
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

export const wealthExportRepository = {
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

  /** The book's own exchange rates (not the PTAX), by currency and date, the rate as stored. */
  exchangeRates(db: Executor, bookId: number): Promise<ExchangeRateRow[]> {
    return queryRows<ExchangeRateRow>(
      db,
      sql`select currency, date::text as date, rate::text as rate, ${iso('created_at')} as "createdAt"
          from book_exchange_rates where book_id = ${bookId} order by currency, date`,
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
};
