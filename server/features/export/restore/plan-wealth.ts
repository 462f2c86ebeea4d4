import type { BackupDocument } from '../../../../common/contract/export/document';
import { reaisToCents } from '../../../../common/money';
import { type NewIds, to, toOptional } from './new-ids';
import { centsOrNull, type Plan } from './plan-rows';
import { TABLES } from './restore-tables';

/**
 * The restore plan's parts for what the book holds and owes beside its accounts: fixed income and the book's index
 * values, debts, bens, renda variável. Their rows name accounts and ledger rows, by the ids those were given.
 */

/** Fixed-income positions and the book's index rates. */
export async function planFixedIncome(
  plan: Plan,
  doc: BackupDocument,
  { accounts, transferOf }: NewIds,
): Promise<void> {
  // A position's transfer was checked to be among the transactions': it takes the id they were given.
  await plan.insertRenumbered('fixedIncomePositions', doc.fixedIncomePositions, (p) => ({
    account_id: to(accounts, p.accountId),
    name: p.name,
    product: p.product,
    indexing: p.indexing,
    rate: p.rate,
    applied_cents: reaisToCents(p.applied),
    applied_on: p.appliedOn,
    maturity_on: p.maturityOn,
    application_transfer_id: p.applicationTransferId === null ? null : transferOf(p.applicationTransferId),
    redeemed_on: p.redeemedOn,
    redeemed_net_cents: centsOrNull(p.redeemedNet),
    provider_investment_id: p.providerInvestmentId,
    bank_value_cents: centsOrNull(p.bankValue),
    bank_value_on: p.bankValueOn,
  }));
  plan.insert(
    TABLES.bookIndexRates,
    doc.indexRates.map((r) => ({
      series: r.series,
      date: r.date,
      value: r.value,
      created_at: r.createdAt ?? null,
    })),
  );
  plan.insert(
    TABLES.bookExchangeRates,
    doc.exchangeRates.map((r) => ({
      currency: r.currency,
      date: r.date,
      rate: r.rate,
      created_at: r.createdAt ?? null,
    })),
  );
}

/** Debts, their prepayments and their paid instalments. */
export async function planDebts(
  plan: Plan,
  doc: BackupDocument,
  { accounts, transactions }: NewIds,
): Promise<void> {
  const debts = await plan.insertRenumbered('debts', doc.debts, (d) => ({
    name: d.name,
    kind: d.kind,
    lender: d.lender,
    principal_cents: reaisToCents(d.principal),
    rate_percent: d.rate,
    rate_period: d.ratePeriod,
    installments: d.installments,
    system: d.system,
    contract_date: d.contractDate,
    first_due_date: d.firstDueDate,
    paid_before: d.paidBefore,
    payment_account_id: toOptional(accounts, d.paymentAccountId),
  }));
  // The expense a prepayment or a payment names has the id its transaction was given. One not in the file (the
  // tables keep no foreign key to it) restores as the app shows one deleted: a prepayment paid by nothing, an
  // instalment unpaid.
  // In the old ids' order, so that prepayments of one date still apply in the order they were entered.
  await plan.insertRenumbered('debtPrepayments', doc.debtPrepayments, (p) => ({
    debt_id: to(debts, p.debtId),
    date: p.date,
    amount_cents: reaisToCents(p.amount),
    mode: p.mode,
    transaction_id: p.transactionId === null ? null : (transactions.get(p.transactionId) ?? null),
  }));
  plan.insert(
    TABLES.debtPayments,
    doc.debtPayments.flatMap((p) => {
      const transactionId = transactions.get(p.transactionId);
      return transactionId === undefined
        ? []
        : [{ debt_id: to(debts, p.debtId), number: p.number, transaction_id: transactionId }];
    }),
  );
}

/** Assets and their valuations. */
export async function planAssets(plan: Plan, doc: BackupDocument): Promise<void> {
  const assets = await plan.insertRenumbered('assets', doc.assets, (a) => ({
    name: a.name,
    kind: a.kind,
    acquired_on: a.acquiredOn,
    acquired_cents: reaisToCents(a.acquired),
    sold_on: a.soldOn,
    sold_cents: centsOrNull(a.sold),
    notes: a.notes,
  }));
  await plan.insertRenumbered('assetValuations', doc.assetValuations, (v) => ({
    asset_id: to(assets, v.assetId),
    date: v.date,
    value_cents: reaisToCents(v.value),
  }));
}

/**
 * A holding in its account; a trade's cash account, transfer and gain row, and an income's row, under the new ids
 * of the accounts and ledger rows (check-variable-income.ts found each in the file). Trades of one date apply in
 * the order of their ids, which the new ones keep.
 */
export async function planVariableIncome(plan: Plan, doc: BackupDocument, ids: NewIds): Promise<void> {
  const { accounts, transactions, transferOf } = ids;
  const holdings = await plan.insertRenumbered('variableIncomeHoldings', doc.variableIncomeHoldings, (h) => ({
    account_id: to(accounts, h.accountId),
    ticker: h.ticker,
    name: h.name,
    kind: h.kind,
    fund_class: h.fundClass,
  }));
  await plan.insertRenumbered('variableIncomeTrades', doc.variableIncomeTrades, (t) => ({
    holding_id: to(holdings, t.holdingId),
    side: t.side,
    traded_on: t.date,
    quantity: t.quantity,
    price: t.price,
    fees_cents: reaisToCents(t.fees),
    amount_cents: reaisToCents(t.amount),
    cash_account_id: toOptional(accounts, t.cashAccountId),
    transfer_id: t.transferId === null ? null : transferOf(t.transferId),
    gain_transaction_id: toOptional(transactions, t.gainTransactionId),
    realized_gain_cents: centsOrNull(t.realizedGain),
  }));
  plan.insert(
    TABLES.variableIncomePrices,
    doc.variableIncomePrices.map((p) => ({
      holding_id: to(holdings, p.holdingId),
      priced_on: p.date,
      price: p.price,
      created_at: p.createdAt ?? null,
    })),
  );
  await plan.insertRenumbered('variableIncomeIncomes', doc.variableIncomeIncomes, (i) => ({
    holding_id: to(holdings, i.holdingId),
    kind: i.kind,
    paid_on: i.date,
    gross_cents: reaisToCents(i.gross),
    withheld_cents: reaisToCents(i.withheld),
    transaction_id: toOptional(transactions, i.transactionId),
  }));
}
