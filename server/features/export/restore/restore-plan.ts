import { randomUUID } from 'node:crypto';
import type { BackupDocument, RestoreCounts } from '../../../../common/contract/export';
import { STARTER_TAX_MAPPINGS } from '../../../../common/income-tax-declaration';
import { reaisToCents } from '../../../../common/money';
import type { AuthUser } from '../../../auth-user';
import type { Executor } from '../../../db/connect';
import { deleteUntouchedStarterCategories } from '../../categories/public';
import { ledger, type RestoredRows } from '../../ledger/public';
import { slices } from '../../shared/slices';
import { INSERT_BATCH_ROWS } from '../../shared/write-steps';
import type { RestoredFiles } from './restore-files';
import { peopleOfRestore } from './restore-people';
import {
  type IdTable,
  type OwnIdTable,
  type RestoreTable,
  restoreRepository as repo,
  TABLES,
} from './restore-repository';

/**
 * The restore as steps (restore.ts runs them): the new ids are taken first (so every reference is remapped before
 * anything is written), then each step inserts one batch of rows, parents before children; `finish` sets the time
 * zone and rebuilds the month totals. Each part of the document has a function of its own below, called in the
 * order its rows must be written.
 */

/** A bounded write: at most INSERT_BATCH_ROWS rows into one table. */
export type Step = (tx: Executor) => Promise<void>;

type Owner = Pick<AuthUser, 'id' | 'bookId'>;
type IdMap = Map<number, number>;

/** A restore of this many transactions refreshes the planner's statistics before it adds them up. */
const ANALYZE_FROM_ROWS = 1000;

/** Gives each id of the document a new uuid, the same one every time it is met again. */
function renamer(): (old: string) => string {
  const seen = new Map<string, string>();
  return (old) => {
    let id = seen.get(old);
    if (!id) {
      id = randomUUID();
      seen.set(old, id);
    }
    return id;
  };
}

/** Old id -> new id, the new ids given in the order of the old ones. */
async function remap(tx: Executor, table: IdTable, rows: Array<{ id: number }>): Promise<IdMap> {
  const fresh = await newIds(tx, table, rows.length);
  const sorted = rows.map((row) => row.id).sort((a, b) => a - b);
  return new Map(sorted.map((old, i) => [old, fresh[i] as number]));
}

/** `count` new ids, ascending, taken a bounded number at a time (each a short query of its own on PGlite). */
async function newIds(db: Executor, table: IdTable, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < count; start += INSERT_BATCH_ROWS) {
    ids.push(...(await repo.newIds(db, table, Math.min(INSERT_BATCH_ROWS, count - start))));
  }
  return ids;
}

// Every reference was checked to be in the document, so each lookup finds its new id.
const to = (map: IdMap, old: number) => map.get(old) as number;
const toOptional = (map: IdMap, old: number | null) => (old === null ? null : to(map, old));
const centsOrNull = (reais: number | null) => (reais === null ? null : reaisToCents(reais));

/** The new ids of the rows others refer to, taken before any row is written. */
interface NewIds {
  accounts: IdMap;
  categories: IdMap;
  tags: IdMap;
  payees: IdMap;
  goals: IdMap;
  recurring: IdMap;
  rules: IdMap;
  transactions: IdMap;
  settlements: IdMap;
  /** The document's people -> the people they are in the book (peopleOfRestore). */
  people: IdMap;
  /** A person the document names, as the one they are in the book; null for none. */
  person: (old: number | null) => number | null;
  /** Budgets and split parts are referenced by nothing; their new ids only keep the document's order. */
  budgetIds: number[];
  splitIds: number[];
  /** Transfers, installment groups and imports get new ids; the rows that shared one still share its successor. */
  transferOf: (old: string) => string;
  groupOf: (old: string) => string;
  importOf: (old: string) => string;
}

async function takeNewIds(db: Executor, owner: Owner, doc: BackupDocument): Promise<NewIds> {
  const accounts = await remap(db, 'accounts', doc.accounts);
  const categories = await remap(db, 'categories', doc.categories);
  const tags = await remap(db, 'tags', doc.tags);
  const payees = await remap(db, 'payees', doc.payees);
  const goals = await remap(db, 'goals', doc.goals);
  const recurring = await remap(db, 'recurring', doc.recurring);
  const rules = await remap(db, 'rules', doc.rules);
  const transactions = await remap(db, 'transactions', doc.transactions);
  const settlements = await remap(db, 'bookSettlements', doc.settlements);
  const people = await peopleOfRestore(db, owner.bookId, owner.id, doc);
  const budgetIds = await newIds(db, 'budgets', doc.budgets.length);
  const splitCount = doc.transactions.reduce((n, t) => n + t.splits.length, 0);
  const splitIds = await newIds(db, 'transactionSplits', splitCount);
  return {
    accounts,
    categories,
    tags,
    payees,
    goals,
    recurring,
    rules,
    transactions,
    settlements,
    people,
    person: (old) => (old === null ? null : (people.get(old) ?? null)),
    budgetIds,
    splitIds,
    transferOf: renamer(),
    groupOf: renamer(),
    importOf: renamer(),
  };
}

/** Where the parts below put their rows: each table's rows become steps of at most INSERT_BATCH_ROWS rows. */
interface Plan {
  insert(table: RestoreTable, rows: Array<Record<string, unknown>>): void;
  /** The transactions, their split parts and tag links: through the ledger, the one writer of them. */
  insertLedger(kind: RestoredRows, rows: Array<Record<string, unknown>>): void;
  /**
   * Rows with an id of their own that nothing above refers to: new ids in the old ones' order (lists that break
   * ties by id keep their order), each row inserted as `columns` writes it, with its new id and its creation time.
   * Answers old id -> new id.
   */
  insertRenumbered<Row extends { id: number; createdAt?: string | undefined }>(
    table: OwnIdTable,
    rows: Row[],
    columns: (row: Row) => Record<string, unknown>,
  ): Promise<IdMap>;
}

export async function planRestore(
  db: Executor,
  owner: Owner,
  doc: BackupDocument,
  files: RestoredFiles = new Map(),
): Promise<{ steps: Step[]; finish: (tx: Executor) => Promise<RestoreCounts> }> {
  const { bookId } = owner;
  // The only rows a person may have before a restore are the starter categories, untouched: the backup's
  // categories replace them (they would clash with its own 'Mercado').
  const steps: Step[] = [(tx) => deleteUntouchedStarterCategories(tx, bookId)];
  const insert = (table: RestoreTable, rows: Array<Record<string, unknown>>) => {
    for (const batch of slices(rows, INSERT_BATCH_ROWS)) {
      steps.push((tx) => repo.insert(tx, bookId, table, batch));
    }
  };
  const plan: Plan = {
    insert,
    // In the same batches; the month totals are rebuilt once at the end (finishRestore).
    insertLedger(kind, rows) {
      for (const batch of slices(rows, INSERT_BATCH_ROWS)) {
        steps.push((tx) => ledger.insertRestored(tx, bookId, kind, batch));
      }
    },
    async insertRenumbered(table, rows, columns) {
      const ids = await remap(db, table, rows);
      insert(
        TABLES[table],
        rows.map((row) => ({ id: to(ids, row.id), ...columns(row), created_at: row.createdAt ?? null })),
      );
      return ids;
    },
  };

  const ids = await takeNewIds(db, owner, doc);
  planAccounts(plan, doc, ids);
  planLists(plan, doc, ids);
  planGoalsAndRecurring(plan, doc, ids);
  planRulesAndBudgets(plan, doc, ids);
  planTransactions(plan, doc, ids);
  planSharesAndSettlements(plan, doc, ids);
  await planFixedIncome(plan, doc, ids);
  await planDebts(plan, doc, ids);
  await planAssets(plan, doc);
  await planVariableIncome(plan, doc, ids);
  const incomes = doc.people.flatMap((p) => {
    const userId = ids.people.get(p.id);
    return userId === undefined || p.income === null ? [] : [{ userId, income: reaisToCents(p.income) }];
  });
  planTransactionParts(plan, doc, ids);
  await planAttachments(plan, doc, ids, files);
  return { steps, finish: (tx) => finishRestore(tx, owner, doc, incomes) };
}

/** The comprovantes' rows, pointing at their transactions' new ids and at the files written under new keys. */
async function planAttachments(
  plan: Plan,
  doc: BackupDocument,
  { transactions }: NewIds,
  files: RestoredFiles,
): Promise<void> {
  await plan.insertRenumbered('attachments', doc.attachments, (a) => {
    const file = files.get(a.id);
    if (!file) throw new Error(`comprovante ${a.id} without its restored file`);
    return {
      transaction_id: to(transactions, a.transactionId),
      key: file.key,
      name: a.name,
      kind: file.kind,
      content_type: file.contentType,
      size: file.size,
      thumb_size: file.thumbSize,
      sha256: file.sha256,
      width: file.width,
      height: file.height,
    };
  });
}

/** Accounts (a card names the account that pays its bill) and the cards' bills. */
function planAccounts(plan: Plan, doc: BackupDocument, { accounts }: NewIds): void {
  plan.insert(
    TABLES.accounts,
    doc.accounts.map((a) => ({
      id: to(accounts, a.id),
      name: a.name,
      type: a.type,
      opening_balance: reaisToCents(a.openingBalance),
      closing_day: a.closingDay,
      due_day: a.dueDay,
      credit_limit: centsOrNull(a.creditLimit),
      payment_account_id: toOptional(accounts, a.paymentAccountId),
      archived_at: a.archivedAt,
      created_at: a.createdAt ?? null,
    })),
  );
  plan.insert(
    TABLES.cardBills,
    doc.cardBills.map((b) => ({
      account_id: to(accounts, b.accountId),
      month: b.month,
      closing_date: b.closingDate,
      due_date: b.dueDate,
    })),
  );
}

/** The lists kept by name: categories, tags, payees. */
function planLists(plan: Plan, doc: BackupDocument, { categories, tags, payees }: NewIds): void {
  // Parents before their children: a child's parent_id must name a row already written.
  const category = (c: BackupDocument['categories'][number]) => ({
    id: to(categories, c.id),
    name: c.name,
    type: c.type,
    icon: c.icon,
    color: c.color,
    parent_id: c.parentId === null ? null : to(categories, c.parentId),
    created_at: c.createdAt ?? null,
  });
  plan.insert(TABLES.categories, doc.categories.filter((c) => c.parentId === null).map(category));
  plan.insert(TABLES.categories, doc.categories.filter((c) => c.parentId !== null).map(category));
  plan.insert(
    TABLES.categoryTaxCodes,
    doc.categories.flatMap((c) => {
      const code =
        c.taxCode === undefined ? (STARTER_TAX_MAPPINGS[`${c.name}|${c.type}`] ?? null) : c.taxCode;
      return code === null ? [] : [{ category_id: to(categories, c.id), code }];
    }),
  );
  plan.insert(
    TABLES.incomeTaxYears,
    doc.incomeTaxYears.map((y) => ({ year: y.year, dependents: y.dependents })),
  );
  plan.insert(
    TABLES.tags,
    doc.tags.map((row) => ({ id: to(tags, row.id), name: row.name, created_at: row.createdAt ?? null })),
  );
  plan.insert(
    TABLES.payees,
    doc.payees.map((row) => ({
      id: to(payees, row.id),
      name: row.name,
      document: row.document,
      created_at: row.createdAt ?? null,
    })),
  );
  plan.insert(
    TABLES.incomeTaxBeneficiaries,
    doc.incomeTaxBeneficiaries.map((b) => ({ payee_id: to(payees, b.payeeId), person: b.person })),
  );
}

function planGoalsAndRecurring(plan: Plan, doc: BackupDocument, ids: NewIds): void {
  const { accounts, categories, payees, goals, recurring } = ids;
  plan.insert(
    TABLES.goals,
    doc.goals.map((g) => ({
      id: to(goals, g.id),
      name: g.name,
      type: g.type,
      target_amount: reaisToCents(g.targetAmount),
      initial_amount: reaisToCents(g.initialAmount),
      strategy: g.strategy,
      account_id: toOptional(accounts, g.accountId),
      category_id: toOptional(categories, g.categoryId),
      target_date: g.targetDate,
      planned_monthly_amount: centsOrNull(g.plannedMonthlyAmount),
      recurring_day: g.recurringDay,
      priority: g.priority,
      archived_at: g.archivedAt,
      created_at: g.createdAt ?? null,
    })),
  );
  plan.insert(
    TABLES.recurring,
    doc.recurring.map((r) => ({
      id: to(recurring, r.id),
      account_id: to(accounts, r.accountId),
      type: r.type,
      amount: reaisToCents(r.amount),
      description: r.description,
      category_id: toOptional(categories, r.categoryId),
      payee_id: toOptional(payees, r.payeeId),
      interval_unit: r.intervalUnit,
      interval_count: r.intervalCount,
      next_run: r.nextRun,
      due_day: r.dueDay,
      due_business_day: r.dueBusinessDay,
      last_run: r.lastRun,
      mode: r.mode,
      notify_days: r.notifyDays,
      variable_amount: r.variableAmount,
      kind: r.kind,
      max_amount: r.maxAmount === null ? null : reaisToCents(r.maxAmount),
      captured_code: r.capturedCode,
      created_at: r.createdAt ?? null,
    })),
  );
}

function planRulesAndBudgets(plan: Plan, doc: BackupDocument, ids: NewIds): void {
  const { accounts, categories, payees, tags, rules, budgetIds } = ids;
  plan.insert(
    TABLES.rules,
    doc.rules.map((r) => ({
      id: to(rules, r.id),
      name: r.name,
      position: r.position,
      // The ids a condition names are the document's: they become the new ones like every other reference.
      conditions: r.conditions.map((c) =>
        c.field === 'payee'
          ? { ...c, payee_id: to(payees, c.payee_id) }
          : c.field === 'account'
            ? { ...c, account_id: to(accounts, c.account_id) }
            : c,
      ),
      category_id: toOptional(categories, r.categoryId),
      payee_id: toOptional(payees, r.payeeId),
      description: r.description,
      created_at: r.createdAt ?? null,
    })),
  );
  plan.insert(
    TABLES.ruleTags,
    doc.rules.flatMap((r) =>
      r.tagIds.map((tagId) => ({ rule_id: to(rules, r.id), tag_id: to(tags, tagId) })),
    ),
  );
  plan.insert(
    TABLES.budgets,
    doc.budgets.map((b, i) => ({
      id: budgetIds[i],
      category_id: to(categories, b.categoryId),
      month: b.month,
      amount: reaisToCents(b.amount),
      rollover: b.rollover,
      created_at: b.createdAt ?? null,
    })),
  );
  // A month listed twice is one mark.
  plan.insert(
    TABLES.budgetMonths,
    [...new Set(doc.budgetMonths)].map((month) => ({ month })),
  );
}

/** The ledger's rows, each reference under its new id. */
function planTransactions(plan: Plan, doc: BackupDocument, ids: NewIds): void {
  const { accounts, categories, payees, goals, recurring, transactions, person } = ids;
  const { transferOf, groupOf, importOf } = ids;
  plan.insertLedger(
    'transactions',
    doc.transactions.map((t) => ({
      id: to(transactions, t.id),
      account_id: to(accounts, t.accountId),
      type: t.type,
      amount: reaisToCents(t.amount),
      date: t.date,
      description: t.description,
      category_id: toOptional(categories, t.categoryId),
      payee_id: toOptional(payees, t.payeeId),
      status: t.status,
      transfer_id: t.transferId === null ? null : transferOf(t.transferId),
      other_book_id: t.otherBookId,
      goal_id: toOptional(goals, t.goalId),
      recurring_id: toOptional(recurring, t.recurringId),
      // A backup older than sync_id kept a synced row's aggregator id in externalId.
      external_id: t.origin === 'sync' && t.syncId === null ? null : t.externalId,
      sync_id: t.syncId ?? (t.origin === 'sync' ? t.externalId : null),
      second_line:
        t.secondLine === null
          ? null
          : JSON.stringify({ ...t.secondLine, importId: importOf(t.secondLine.importId) }),
      bill_month: t.billMonth,
      installment_group: t.installmentGroup === null ? null : groupOf(t.installmentGroup),
      installment_number: t.installmentNumber,
      installment_count: t.installmentCount,
      bank_text: t.bankText,
      import_id: t.importId === null ? null : importOf(t.importId),
      origin: t.origin ?? (t.importId !== null ? 'import' : t.recurringId !== null ? 'recurring' : 'manual'),
      bank_date: t.bankDate,
      match_import_id: t.matchImportId === null ? null : importOf(t.matchImportId),
      match_undo:
        t.matchUndo === null
          ? null
          : JSON.stringify({
              ...t.matchUndo,
              recurring: t.matchUndo.recurring && {
                ...t.matchUndo.recurring,
                id: recurring.get(t.matchUndo.recurring.id),
              },
              pair: t.matchUndo.pair && {
                categoryId: toOptional(categories, t.matchUndo.pair.categoryId),
                leg: transactions.get(t.matchUndo.pair.leg),
              },
            }),
      split_amount: t.splits.reduce((n, s) => n + reaisToCents(s.amount), 0),
      created_by: person(t.createdBy),
      paid_by: person(t.paidBy),
      share_mode: t.shareMode,
      created_at: t.createdAt ?? null,
    })),
  );
}

/** The household's parts of each transaction, and its acertos. */
function planSharesAndSettlements(plan: Plan, doc: BackupDocument, ids: NewIds): void {
  const { transactions, settlements, person, transferOf } = ids;
  // peopleOfRestore found everyone a part or an acerto names.
  plan.insert(
    TABLES.transactionShares,
    doc.transactions.flatMap((t) =>
      t.shares.map((share) => ({
        transaction_id: to(transactions, t.id),
        user_id: person(share.personId),
        amount: reaisToCents(share.amount),
      })),
    ),
  );
  plan.insert(
    TABLES.bookSettlements,
    doc.settlements.map((s) => ({
      id: to(settlements, s.id),
      from_user_id: person(s.fromPersonId),
      to_user_id: person(s.toPersonId),
      amount: reaisToCents(s.amount),
      date: s.date,
      transfer_id: s.transferId === null ? null : transferOf(s.transferId),
      created_by: person(s.createdBy),
      created_at: s.createdAt ?? null,
    })),
  );
}

/** Fixed-income positions and the book's index rates. */
async function planFixedIncome(
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
}

/** Debts, their prepayments and their paid instalments. */
async function planDebts(plan: Plan, doc: BackupDocument, { accounts, transactions }: NewIds): Promise<void> {
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
async function planAssets(plan: Plan, doc: BackupDocument): Promise<void> {
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
async function planVariableIncome(plan: Plan, doc: BackupDocument, ids: NewIds): Promise<void> {
  const { accounts, transactions, transferOf } = ids;
  const holdings = await plan.insertRenumbered('variableIncomeHoldings', doc.variableIncomeHoldings, (h) => ({
    account_id: to(accounts, h.accountId),
    ticker: h.ticker,
    name: h.name,
    kind: h.kind,
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

/** A transaction's split parts and its tags. */
function planTransactionParts(plan: Plan, doc: BackupDocument, ids: NewIds): void {
  const { transactions, categories, payees, tags, splitIds } = ids;
  let nextSplit = 0;
  plan.insertLedger(
    'splits',
    doc.transactions.flatMap((t) =>
      t.splits.map((s) => ({
        id: splitIds[nextSplit++],
        transaction_id: to(transactions, t.id),
        amount: reaisToCents(s.amount),
        description: s.description,
        category_id: toOptional(categories, s.categoryId),
        payee_id: toOptional(payees, s.payeeId),
      })),
    ),
  );
  plan.insertLedger(
    'tags',
    doc.transactions.flatMap((t) =>
      t.tagIds.map((tagId) => ({ transaction_id: to(transactions, t.id), tag_id: to(tags, tagId) })),
    ),
  );
  plan.insert(
    TABLES.transactionCodes,
    doc.transactions.flatMap((t) =>
      t.capturedCode === null ? [] : [{ transaction_id: to(transactions, t.id), code_key: t.capturedCode }],
    ),
  );
}

/** The last step: the person's time zone and incomes, the month totals rebuilt, and what was restored. */
async function finishRestore(
  tx: Executor,
  owner: Owner,
  doc: BackupDocument,
  incomes: Array<{ userId: number; income: number }>,
): Promise<RestoreCounts> {
  if (doc.profile.timeZone) await repo.setTimeZone(tx, owner.id, doc.profile.timeZone);
  for (const { userId, income } of incomes) await repo.setIncome(tx, owner.bookId, userId, income);
  // The planner has not seen these rows yet: with its old statistics the rebuild below took a minute for
  // 100,000 transactions on PGlite (nested loops over a table it thought empty) instead of half a second.
  if (doc.transactions.length >= ANALYZE_FROM_ROWS) await repo.analyzeTransactions(tx);
  // Balances, budgets and reports read the month totals: rebuilt from what was just written.
  await ledger.restoredBook(tx, owner.bookId);
  return {
    accounts: doc.accounts.length,
    categories: doc.categories.length,
    tags: doc.tags.length,
    payees: doc.payees.length,
    goals: doc.goals.length,
    recurring: doc.recurring.length,
    budgets: doc.budgets.length,
    rules: doc.rules.length,
    transactions: doc.transactions.length,
    attachments: doc.attachments.length,
  };
}
