import type { BackupDocument } from '../../../../common/contract/export/document';
import { check, type IdSets } from './id-sets';

/**
 * The checks of the book's own lists (check-references.ts): names unique as the database keeps them, the category
 * tree, and what accounts, rules, goals, fixed items, budgets and the declaration's settings name.
 */

/**
 * Names are unique per person ignoring case (categories per type among their siblings: one parent, or the top
 * level), as the database's lower() sees them; the
 * rare letters whose lower case differs between JavaScript and the database are left to the restore's
 * unique-violation answer.
 */
export function uniqueNames<T extends { name: string }>(
  list: string,
  rows: T[],
  scope: (row: T) => string,
): string | null {
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${scope(row)}|${row.name.toLowerCase()}`;
    if (seen.has(key)) return `O backup repete o nome "${row.name.slice(0, 100)}" em ${list}.`;
    seen.add(key);
  }
  return null;
}

/** The subcategories keep the API's rules: a parent of the file, of the same type, itself top-level. */
export function checkCategoryTree(doc: BackupDocument): string | null {
  const byId = new Map(doc.categories.map((c) => [c.id, c]));
  for (const [i, c] of doc.categories.entries()) {
    if (c.parentId === null) continue;
    const parent = byId.get(c.parentId);
    const at = `categories[${i}].parentId`;
    if (!parent || parent.id === c.id)
      return `Backup inválido em ${at}: a categoria pai não está no arquivo.`;
    if (parent.type !== c.type) return `Backup inválido em ${at}: a categoria pai é de outro tipo.`;
    if (parent.parentId !== null) return `Backup inválido em ${at}: a categoria pai já é uma subcategoria.`;
  }
  return null;
}

/** Accounts (a card's paying account), the cards' bills, the rules' references. */
export function checkAccountsAndLists(doc: BackupDocument, sets: IdSets): string | null {
  const { accounts, categories, payees, tags } = sets;
  for (const [i, account] of doc.accounts.entries()) {
    const found = check(`accounts[${i}].paymentAccountId`, account.paymentAccountId, accounts, 'a conta');
    if (found) return found;
  }
  for (const [i, bill] of doc.cardBills.entries()) {
    const found = check(`cardBills[${i}].accountId`, bill.accountId, accounts, 'a conta');
    if (found) return found;
    if (bill.closingDate >= bill.dueDate)
      return `Backup inválido em cardBills[${i}]: o fechamento deve ser antes do vencimento.`;
  }
  for (const [i, rule] of doc.rules.entries()) {
    const at = `rules[${i}]`;
    const found =
      check(`${at}.categoryId`, rule.categoryId, categories, 'a categoria') ??
      check(`${at}.payeeId`, rule.payeeId, payees, 'o favorecido') ??
      rule.tagIds.map((id) => check(`${at}.tagIds`, id, tags, 'a tag')).find((p) => p !== null) ??
      rule.conditions
        .map((c, k) =>
          c.field === 'payee'
            ? check(`${at}.conditions[${k}].payee_id`, c.payee_id, payees, 'o favorecido')
            : c.field === 'account'
              ? check(`${at}.conditions[${k}].account_id`, c.account_id, accounts, 'a conta')
              : null,
        )
        .find((p) => p !== null);
    if (found) return found;
    if (new Set(rule.tagIds).size !== rule.tagIds.length) return `O backup repete uma tag em ${at}.tagIds.`;
  }
  const seen = new Set<number>();
  for (const [i, b] of doc.incomeTaxBeneficiaries.entries()) {
    const found = check(`incomeTaxBeneficiaries[${i}].payeeId`, b.payeeId, payees, 'o favorecido');
    if (found) return found;
    if (seen.has(b.payeeId)) return `O backup repete o favorecido ${b.payeeId} em incomeTaxBeneficiaries.`;
    seen.add(b.payeeId);
  }
  return null;
}

/** Goals and fixed items name accounts, categories and payees of the file; a budget is one per category and month. */
export function checkGoalsRecurringBudgets(doc: BackupDocument, sets: IdSets): string | null {
  const { accounts, categories, payees } = sets;
  for (const [i, goal] of doc.goals.entries()) {
    const at = `goals[${i}]`;
    const found =
      check(`${at}.accountId`, goal.accountId, accounts, 'a conta') ??
      check(`${at}.categoryId`, goal.categoryId, categories, 'a categoria');
    if (found) return found;
  }
  for (const [i, item] of doc.recurring.entries()) {
    const at = `recurring[${i}]`;
    const found =
      check(`${at}.accountId`, item.accountId, accounts, 'a conta') ??
      check(`${at}.categoryId`, item.categoryId, categories, 'a categoria') ??
      check(`${at}.payeeId`, item.payeeId, payees, 'o favorecido');
    if (found) return found;
  }
  const budgetKeys = new Set<string>();
  for (const [i, budget] of doc.budgets.entries()) {
    const found = check(`budgets[${i}].categoryId`, budget.categoryId, categories, 'a categoria');
    if (found) return found;
    const key = `${budget.categoryId}|${budget.month}`;
    if (budgetKeys.has(key)) {
      return `O backup repete o orçamento da categoria ${budget.categoryId} no mês ${budget.month}.`;
    }
    budgetKeys.add(key);
  }
  return null;
}
