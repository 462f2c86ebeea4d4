import type { BackupDocument } from '../../../../common/contract/export/document';
import { STARTER_TAX_MAPPINGS } from '../../../../common/income-tax-declaration';
import { reaisToCents } from '../../../../common/money';
import { type NewIds, to, toOptional } from './new-ids';
import { centsOrNull, type Plan } from './plan-rows';
import { TABLES } from './restore-tables';

/**
 * The restore plan's parts for the book's own lists and plans: accounts and card bills, categories, tags, payees
 * and the declaration's settings, goals and fixed items, rules and budgets. Called by restore-plan.ts before the
 * transactions, which name them.
 */

/** Accounts (a card names the account that pays its bill) and the cards' bills. */
export function planAccounts(plan: Plan, doc: BackupDocument, { accounts }: NewIds): void {
  plan.insert(
    TABLES.accounts,
    doc.accounts.map((a) => ({
      id: to(accounts, a.id),
      name: a.name,
      type: a.type,
      currency: a.currency,
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
export function planLists(plan: Plan, doc: BackupDocument, { categories, tags, payees }: NewIds): void {
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
    doc.incomeTaxYears.map((y) => ({
      year: y.year,
      dependents: y.dependents,
      carne_leao_paid_cents: y.carneLeaoPaid === null ? null : reaisToCents(y.carneLeaoPaid),
    })),
  );
  plan.insert(
    TABLES.incomeTaxStatements,
    doc.incomeTaxStatements.map((st) => ({
      year: st.year,
      person: st.person,
      payer_name: st.payerName,
      payer_document: st.payerDocument,
      taxable_cents: reaisToCents(st.taxable),
      official_pension_cents: reaisToCents(st.officialPension),
      withheld_cents: reaisToCents(st.withheld),
      thirteenth_cents: reaisToCents(st.thirteenth),
      thirteenth_withheld_cents: reaisToCents(st.thirteenthWithheld),
      plr_cents: reaisToCents(st.plr),
      plr_withheld_cents: reaisToCents(st.plrWithheld),
      exempt_cents: reaisToCents(st.exempt),
    })),
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

export function planGoalsAndRecurring(plan: Plan, doc: BackupDocument, ids: NewIds): void {
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

export function planRulesAndBudgets(plan: Plan, doc: BackupDocument, ids: NewIds): void {
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
