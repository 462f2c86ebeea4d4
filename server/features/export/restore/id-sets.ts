import type { BackupDocument } from '../../../../common/contract/export/document';

/**
 * The ids of the document's lists, each checked not to repeat, and the one answer of a reference that names none of
 * them: what every check of check-references.ts is made of.
 */

/** The ids of each list of the document that others refer to. */
export interface IdSets {
  accounts: Set<number>;
  categories: Set<number>;
  tags: Set<number>;
  payees: Set<number>;
  goals: Set<number>;
  recurring: Set<number>;
  transactions: Set<number>;
  people: Set<number>;
}

/** A transfer's legs in the file, by its id. */
export type Legs = Map<string, Array<{ type: string; cents: number; otherBook: boolean; currency: string }>>;

/** The ids of a list, or the problem when one repeats. */
function ids<T extends { id: number }>(list: string, rows: T[]): Set<number> | string {
  const seen = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.id)) return `O backup repete o id ${row.id} em ${list}.`;
    seen.add(row.id);
  }
  return seen;
}

/** Each list's ids, checked not to repeat in the order of the lists (the first repeat is the answer). */
export function idSets(doc: BackupDocument): IdSets | string {
  const accounts = ids('accounts', doc.accounts);
  if (typeof accounts === 'string') return accounts;
  const categories = ids('categories', doc.categories);
  if (typeof categories === 'string') return categories;
  const tags = ids('tags', doc.tags);
  if (typeof tags === 'string') return tags;
  const payees = ids('payees', doc.payees);
  if (typeof payees === 'string') return payees;
  const goals = ids('goals', doc.goals);
  if (typeof goals === 'string') return goals;
  const recurring = ids('recurring', doc.recurring);
  if (typeof recurring === 'string') return recurring;
  const rules = ids('rules', doc.rules);
  if (typeof rules === 'string') return rules;
  const transactions = ids('transactions', doc.transactions);
  if (typeof transactions === 'string') return transactions;
  const people = ids('people', doc.people);
  if (typeof people === 'string') return people;
  // These lists are referred to by nothing checked here: only their ids must not repeat.
  for (const [list, rows] of [
    ['settlements', doc.settlements],
    ['fixedIncomePositions', doc.fixedIncomePositions],
    ['debts', doc.debts],
    ['debtPrepayments', doc.debtPrepayments],
    ['assets', doc.assets],
    ['assetValuations', doc.assetValuations],
  ] as Array<[string, Array<{ id: number }>]>) {
    const seen = ids(list, rows);
    if (typeof seen === 'string') return seen;
  }
  return { accounts, categories, tags, payees, goals, recurring, transactions, people };
}

const missing = (where: string, what: string, id: number) =>
  `Referência inválida no backup: ${where} aponta para ${what} ${id}, que não está no arquivo.`;
/** The problem when `id` is not in `set` (none for no reference). */
export const check = (where: string, id: number | null, set: Set<number>, what: string) =>
  id !== null && !set.has(id) ? missing(where, what, id) : null;
