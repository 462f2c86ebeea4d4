import type { BackupDocument } from '../../../../common/contract/export/document';
import { isValidTimeZone } from '../../../../common/dates';
import {
  checkAccountsAndLists,
  checkCategoryTree,
  checkGoalsRecurringBudgets,
  uniqueNames,
} from './check-lists';
import { checkSettlements, checkTransactions, checkTransfers } from './check-transactions';
import { checkVariableIncome } from './check-variable-income';
import {
  checkAssetValuations,
  checkDebts,
  checkExchangeRates,
  checkIndexRates,
  checkPositions,
} from './check-wealth';
import { idSets } from './id-sets';

/**
 * What the schema cannot see: every reference points at an entry of the document, ids do not repeat within a
 * list, and the rows keep the rules the database enforces (names unique per person, one budget per category
 * and month, a tag once per transaction, split parts within the amount, transfers as two legs, a divided expense's
 * parts adding up to it, a position's account and transfer in the file, an index value once per series and date,
 * a debt's payment account an account of the file of a kind that may pay it, its prepayments and paid instalments
 * of a debt in the file, its contract one a schedule can be made of, a
 * bem's valuations of a bem in the file, one per date while it was owned, renda variável as check-variable-income.ts
 * says).
 * Answers the first problem as a Portuguese message naming where it is, or null when the document can be restored.
 */
export function checkReferences(doc: BackupDocument): string | null {
  const sets = idSets(doc);
  if (typeof sets === 'string') return sets;

  const timeZone = doc.profile.timeZone;
  if (timeZone !== undefined && !isValidTimeZone(timeZone))
    return `Fuso horário inválido no backup: ${timeZone}.`;

  const problem =
    uniqueNames('accounts', doc.accounts, () => '') ??
    uniqueNames('categories', doc.categories, (c) => `${c.type}|${c.parentId ?? ''}`) ??
    uniqueNames('tags', doc.tags, () => '') ??
    uniqueNames('payees', doc.payees, () => '');
  if (problem) return problem;

  const lists =
    checkCategoryTree(doc) ?? checkAccountsAndLists(doc, sets) ?? checkGoalsRecurringBudgets(doc, sets);
  if (lists) return lists;
  const legs = checkTransactions(doc, sets);
  if (typeof legs === 'string') return legs;
  return (
    checkTransfers(legs) ??
    checkSettlements(doc, sets, legs) ??
    checkPositions(doc, sets, legs) ??
    checkIndexRates(doc.indexRates) ??
    checkExchangeRates(doc.exchangeRates) ??
    checkDebts(doc) ??
    checkAssetValuations(doc) ??
    checkVariableIncome(doc, { accounts: sets.accounts, transactions: sets.transactions, transfers: legs })
  );
}
