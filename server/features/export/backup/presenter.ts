import { BACKUP_FORMAT, BACKUP_NOTES, BACKUP_VERSION } from '../../../../common/contract/export/document';
import { centsToReais } from '../../../../common/money';
import type { MatchUndo } from '../../../db/schema';
import type { AccountRow, CategoryRow, NamedRow, PayeeBackupRow, ProfileRow } from '../repository';
import type { TransactionRow } from '../transactions-repository';
import type { PersonRow, SettlementRow } from './household-repository';
import type { BudgetRow, GoalRow, RecurringRow } from './plans-repository';
import type { TransactionParts } from './references-seen';
import type { CardBillRow, IncomeTaxStatementRow, IncomeTaxYearRow, RuleRow } from './settings-repository';
import type { HoldingRow, IncomeRow, PriceRow, TradeRow } from './variable-income-repository';
import type {
  AssetRow,
  AssetValuationRow,
  DebtPaymentRow,
  DebtPrepaymentRow,
  DebtRow,
  ExchangeRateRow,
  IndexRateRow,
  PositionRow,
} from './wealth-repository';

/** The person's lists as read for the backup document (cents), everything but the transactions. */
export interface BackupHeadRows {
  profile: ProfileRow;
  accounts: AccountRow[];
  categories: CategoryRow[];
  incomeTaxYears: IncomeTaxYearRow[];
  incomeTaxStatements: IncomeTaxStatementRow[];
  incomeTaxBeneficiaries: Array<{ payeeId: number; person: number }>;
  tags: NamedRow[];
  payees: PayeeBackupRow[];
  goals: GoalRow[];
  recurring: RecurringRow[];
  budgets: BudgetRow[];
  budgetMonths: string[];
  cardBills: CardBillRow[];
  rules: RuleRow[];
  people: PersonRow[];
  settlements: SettlementRow[];
  positions: PositionRow[];
  indexRates: IndexRateRow[];
  exchangeRates: ExchangeRateRow[];
  debts: DebtRow[];
  debtPrepayments: DebtPrepaymentRow[];
  debtPayments: DebtPaymentRow[];
  assets: AssetRow[];
  assetValuations: AssetValuationRow[];
  variableIncomeHoldings: HoldingRow[];
  variableIncomeTrades: TradeRow[];
  variableIncomeIncomes: IncomeRow[];
}

/** '110.0000' -> '110', '6.5000' -> '6.5': the numeric's text without the zeros its scale pads it with. */
const plainDecimal = (text: string) =>
  text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;

/** The backup document (common/contract/export/document.ts) without its transactions, money in reais. */
export function presentBackupHead(head: BackupHeadRows, exportedAt: Date) {
  // The document's keys in the contract's order: each part below adds its own, one after the other.
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: exportedAt.toISOString(),
    notes: BACKUP_NOTES,
    ...presentLists(head),
    ...presentHousehold(head),
    ...presentFixedIncome(head),
    ...presentDebtsAndAssets(head),
    ...presentVariableIncome(head),
  };
}

/** The profile, the accounts and the lists a person keeps (categories, tags, payees, goals, budgets, rules...). */
function presentLists(head: BackupHeadRows) {
  return {
    profile: head.profile,
    accounts: head.accounts.map((a) => ({
      ...a,
      openingBalance: centsToReais(a.openingBalance),
      creditLimit: a.creditLimit === null ? null : centsToReais(a.creditLimit),
    })),
    categories: head.categories,
    incomeTaxYears: head.incomeTaxYears.map((y) => ({
      year: y.year,
      dependents: y.dependents,
      carneLeaoPaid: y.carneLeaoPaidCents === null ? null : centsToReais(Number(y.carneLeaoPaidCents)),
    })),
    incomeTaxStatements: head.incomeTaxStatements.map((st) => ({
      year: st.year,
      person: st.person,
      payerName: st.payerName,
      payerDocument: st.payerDocument,
      taxable: centsToReais(Number(st.taxableCents)),
      officialPension: centsToReais(Number(st.officialPensionCents)),
      withheld: centsToReais(Number(st.withheldCents)),
      thirteenth: centsToReais(Number(st.thirteenthCents)),
      thirteenthWithheld: centsToReais(Number(st.thirteenthWithheldCents)),
      plr: centsToReais(Number(st.plrCents)),
      plrWithheld: centsToReais(Number(st.plrWithheldCents)),
      exempt: centsToReais(Number(st.exemptCents)),
    })),
    incomeTaxBeneficiaries: head.incomeTaxBeneficiaries.map((b) => ({
      payeeId: Number(b.payeeId),
      person: Number(b.person),
    })),
    tags: head.tags,
    payees: head.payees,
    goals: head.goals.map((g) => ({
      ...g,
      targetAmount: centsToReais(g.targetAmount),
      initialAmount: centsToReais(g.initialAmount),
      plannedMonthlyAmount: g.plannedMonthlyAmount === null ? null : centsToReais(g.plannedMonthlyAmount),
    })),
    recurring: head.recurring.map((r) => ({
      ...r,
      amount: centsToReais(r.amount),
      maxAmount: r.maxAmount === null ? null : centsToReais(r.maxAmount),
    })),
    budgets: head.budgets.map((b) => ({ ...b, amount: centsToReais(b.amount) })),
    budgetMonths: head.budgetMonths,
    cardBills: head.cardBills,
    rules: head.rules,
  };
}

/** The household: each person's income, the acertos between them. */
function presentHousehold(head: BackupHeadRows) {
  return {
    people: head.people.map((p) => ({ ...p, income: p.income === null ? null : centsToReais(p.income) })),
    settlements: head.settlements.map((s) => ({
      id: s.id,
      fromPersonId: s.fromUserId,
      toPersonId: s.toUserId,
      amount: centsToReais(s.amount),
      date: s.date,
      transferId: s.transferId,
      createdBy: s.createdBy,
      createdAt: s.createdAt,
    })),
  };
}

/** Fixed-income positions and the book's index values. */
function presentFixedIncome(head: BackupHeadRows) {
  return {
    fixedIncomePositions: head.positions.map((p) => ({
      id: p.id,
      accountId: p.accountId,
      name: p.name,
      product: p.product,
      indexing: p.indexing,
      rate: p.rate === null ? null : plainDecimal(p.rate),
      applied: centsToReais(p.appliedCents),
      appliedOn: p.appliedOn,
      maturityOn: p.maturityOn,
      applicationTransferId: p.applicationTransferId,
      redeemedOn: p.redeemedOn,
      redeemedNet: p.redeemedNetCents === null ? null : centsToReais(p.redeemedNetCents),
      providerInvestmentId: p.providerInvestmentId,
      bankValue: p.bankValueCents === null ? null : centsToReais(Number(p.bankValueCents)),
      bankValueOn: p.bankValueOn,
      createdAt: p.createdAt,
    })),
    // The value exactly as stored: the decimal text the Banco Central publishes, never a float.
    indexRates: head.indexRates,
    // The book's typed rates exactly as stored (decimal text), never the PTAX: that one is everyone's.
    exchangeRates: head.exchangeRates,
  };
}

/** Debts with their prepayments and paid instalments; bens with their valuations. */
function presentDebtsAndAssets(head: BackupHeadRows) {
  return {
    debts: head.debts.map((d) => ({
      id: d.id,
      name: d.name,
      kind: d.kind,
      lender: d.lender,
      principal: centsToReais(d.principalCents),
      rate: plainDecimal(d.ratePercent),
      ratePeriod: d.ratePeriod,
      installments: d.installments,
      system: d.system,
      contractDate: d.contractDate,
      firstDueDate: d.firstDueDate,
      paidBefore: d.paidBefore,
      paymentAccountId: d.paymentAccountId,
      createdAt: d.createdAt,
    })),
    debtPrepayments: head.debtPrepayments.map((p) => ({
      id: p.id,
      debtId: p.debtId,
      date: p.date,
      amount: centsToReais(p.amountCents),
      mode: p.mode,
      transactionId: p.transactionId,
      createdAt: p.createdAt,
    })),
    debtPayments: head.debtPayments,
    assets: head.assets.map((a) => ({
      id: a.id,
      name: a.name,
      kind: a.kind,
      acquiredOn: a.acquiredOn,
      acquired: centsToReais(a.acquiredCents),
      soldOn: a.soldOn,
      sold: a.soldCents === null ? null : centsToReais(a.soldCents),
      notes: a.notes,
      createdAt: a.createdAt,
    })),
    assetValuations: head.assetValuations.map((v) => ({
      id: v.id,
      assetId: v.assetId,
      date: v.date,
      value: centsToReais(v.valueCents),
      createdAt: v.createdAt,
    })),
  };
}

/** Renda variável: holdings, trades and incomes (its prices are written a page at a time, as transactions are). */
function presentVariableIncome(head: BackupHeadRows) {
  return {
    variableIncomeHoldings: head.variableIncomeHoldings,
    variableIncomeTrades: head.variableIncomeTrades.map((t) => ({
      id: t.id,
      holdingId: t.holdingId,
      side: t.side,
      date: t.date,
      quantity: plainDecimal(t.quantity),
      price: t.price === null ? null : plainDecimal(t.price),
      fees: centsToReais(t.feesCents),
      amount: centsToReais(t.amountCents),
      cashAccountId: t.cashAccountId,
      transferId: t.transferId,
      gainTransactionId: t.gainTransactionId,
      realizedGain: t.realizedGainCents === null ? null : centsToReais(t.realizedGainCents),
      createdAt: t.createdAt,
    })),
    variableIncomeIncomes: head.variableIncomeIncomes.map((i) => ({
      id: i.id,
      holdingId: i.holdingId,
      kind: i.kind,
      date: i.date,
      gross: centsToReais(i.grossCents),
      withheld: centsToReais(i.withheldCents),
      transactionId: i.transactionId,
      createdAt: i.createdAt,
    })),
  };
}

/** A renda variável price as the document holds it (written a page at a time, as the transactions are). */
export function presentBackupPrice(row: PriceRow) {
  return {
    holdingId: row.holdingId,
    date: row.date,
    price: plainDecimal(row.price),
    createdAt: row.createdAt,
  };
}

/** A match's undo as the document holds it: as stored, but its figures' money in reais as every amount. */
function backupMatchUndo(undo: MatchUndo): Record<string, unknown> {
  const { figures, ...rest } = undo;
  if (!figures) return rest;
  return {
    ...rest,
    figures: {
      ...figures,
      amount: centsToReais(figures.amount),
      foreignAmount: figures.foreignAmount === null ? null : centsToReais(figures.foreignAmount),
    },
  };
}

/** A transaction as the document holds it; empty optional keys are left out (see the contract). */
export function presentBackupTransaction(
  row: TransactionRow,
  { splits, tagLinks, shares }: TransactionParts,
): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: row.id,
    accountId: row.accountId,
    type: row.type,
    amount: centsToReais(row.amount),
    date: row.date,
    description: row.description,
    status: row.status,
    createdAt: row.createdAt,
  };
  if (row.categoryId !== null) out.categoryId = row.categoryId;
  if (row.payeeId !== null) out.payeeId = row.payeeId;
  if (row.transferId !== null) out.transferId = row.transferId;
  if (row.otherBookId !== null) out.otherBookId = row.otherBookId;
  if (row.feeOfTransfer !== null) out.feeOfTransfer = row.feeOfTransfer;
  if (row.goalId !== null) out.goalId = row.goalId;
  if (row.recurringId !== null) out.recurringId = row.recurringId;
  if (row.capturedCode !== null) out.capturedCode = row.capturedCode;
  if (row.externalId !== null) out.externalId = row.externalId;
  if (row.syncId !== null) out.syncId = row.syncId;
  if (row.secondLine !== null) out.secondLine = row.secondLine;
  if (row.billMonth !== null) out.billMonth = row.billMonth;
  if (row.bankText !== null) out.bankText = row.bankText;
  if (row.importId !== null) out.importId = row.importId;
  out.origin = row.origin;
  if (row.bankDate !== null) out.bankDate = row.bankDate;
  if (row.matchImportId !== null) out.matchImportId = row.matchImportId;
  if (row.matchUndo !== null) out.matchUndo = backupMatchUndo(row.matchUndo);
  if (row.installmentGroup !== null) {
    out.installmentGroup = row.installmentGroup;
    out.installmentNumber = row.installmentNumber;
    out.installmentCount = row.installmentCount;
  }
  if (row.foreignAmount !== null && row.foreignCurrency !== null) {
    out.foreignAmount = centsToReais(row.foreignAmount);
    out.foreignCurrency = row.foreignCurrency;
  }
  // Also an IOF line Grana worked for a purchase abroad, with no amount abroad of its own.
  if (row.foreignEstimated) out.foreignEstimated = true;
  if (row.createdBy !== null) out.createdBy = row.createdBy;
  if (row.paidBy !== null) out.paidBy = row.paidBy;
  if (row.shareMode !== null) {
    out.shareMode = row.shareMode;
    out.shares = (shares ?? []).map((s) => ({ personId: s.userId, amount: centsToReais(s.amount) }));
  }
  if (tagLinks) out.tagIds = tagLinks.map((t) => t.tagId);
  if (splits) {
    out.splits = splits.map((s) => ({
      amount: centsToReais(s.amount),
      description: s.description,
      categoryId: s.categoryId,
      payeeId: s.payeeId,
    }));
  }
  return out;
}
