import { ASSET_MESSAGES, MAX_VALUATIONS_PER_ASSET } from '../../../../common/contract/assets';
import { DEBT_MESSAGES } from '../../../../common/contract/debts';
import { type BackupDocument, MAX_BACKUP_INDEX_RATES_PER_SERIES } from '../../../../common/contract/export';
import { isValidTimeZone } from '../../../../common/dates';
import { INDEX_SERIES_FACTS } from '../../../../common/index-series';
import { MAX_LOAN_PREPAYMENTS } from '../../../../common/loans';
import { reaisToCents } from '../../../../common/money';
import { isMoneyAccountType } from '../../../../common/money-accounts';
import { debtTermsProblem } from '../../debts/public';
import { checkVariableIncome } from './check-variable-income';

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
    checkDebts(doc) ??
    checkAssetValuations(doc) ??
    checkVariableIncome(doc, { accounts: sets.accounts, transactions: sets.transactions, transfers: legs })
  );
}

/** The ids of each list of the document that others refer to. */
interface IdSets {
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
type Legs = Map<string, Array<{ type: string; cents: number; otherBook: boolean }>>;

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
function idSets(doc: BackupDocument): IdSets | string {
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
const check = (where: string, id: number | null, set: Set<number>, what: string) =>
  id !== null && !set.has(id) ? missing(where, what, id) : null;

/** Accounts (a card's paying account), the cards' bills, the rules' references. */
function checkAccountsAndLists(doc: BackupDocument, sets: IdSets): string | null {
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
function checkGoalsRecurringBudgets(doc: BackupDocument, sets: IdSets): string | null {
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

/** Each transaction's references, instalment, tags, split parts and household parts; answers its transfers' legs. */
function checkTransactions(doc: BackupDocument, sets: IdSets): Legs | string {
  const { accounts, categories, payees, goals, recurring, tags, people } = sets;
  const legs: Legs = new Map();
  for (const [i, t] of doc.transactions.entries()) {
    const at = `transactions[${i}]`;
    const found =
      check(`${at}.accountId`, t.accountId, accounts, 'a conta') ??
      check(`${at}.categoryId`, t.categoryId, categories, 'a categoria') ??
      check(`${at}.payeeId`, t.payeeId, payees, 'o favorecido') ??
      check(`${at}.goalId`, t.goalId, goals, 'a meta') ??
      check(`${at}.recurringId`, t.recurringId, recurring, 'o gasto fixo');
    if (found) return found;
    const installment = [t.installmentGroup, t.installmentNumber, t.installmentCount];
    if (
      installment.some((v) => v !== null) &&
      (installment.some((v) => v === null) || (t.installmentNumber ?? 0) > (t.installmentCount ?? 0))
    ) {
      return `Backup inválido em ${at}: uma parcela precisa do grupo, do número e do total, com o número até o total.`;
    }
    const seenTags = new Set<number>();
    for (const tagId of t.tagIds) {
      const tag = check(`${at}.tagIds`, tagId, tags, 'a tag');
      if (tag) return tag;
      if (seenTags.has(tagId)) return `Backup inválido em ${at}.tagIds: a tag ${tagId} aparece duas vezes.`;
      seenTags.add(tagId);
    }
    let parts = 0;
    for (const [j, split] of t.splits.entries()) {
      const part =
        check(`${at}.splits[${j}].categoryId`, split.categoryId, categories, 'a categoria') ??
        check(`${at}.splits[${j}].payeeId`, split.payeeId, payees, 'o favorecido');
      if (part) return part;
      parts += reaisToCents(split.amount);
    }
    if (parts > reaisToCents(t.amount)) {
      return `Backup inválido em ${at}.splits: as divisões somam mais que o valor do lançamento.`;
    }
    const shares = checkShares(at, t, people);
    if (shares) return shares;
    if (t.transferId !== null) {
      const list = legs.get(t.transferId) ?? [];
      // A leg of a transfer between two books stands alone: its transfer has no other leg in the file.
      list.push({ type: t.type, cents: reaisToCents(t.amount), otherBook: t.otherBookId !== null });
      legs.set(t.transferId, list);
    }
  }
  return legs;
}

/** A transfer is two legs of one book, an outflow and an inflow of one amount, or one leg to another book. */
function checkTransfers(legs: Legs): string | null {
  for (const [transferId, pair] of legs) {
    const [a, b] = pair;
    const whole =
      (pair.length === 1 && a?.otherBook) ||
      (pair.length === 2 &&
        a &&
        b &&
        !a.otherBook &&
        !b.otherBook &&
        a.type !== b.type &&
        a.cents === b.cents);
    if (!whole) {
      return (
        `O backup tem uma transferência incompleta (${transferId.slice(0, 100)}): ` +
        'cada transferência tem uma saída e uma entrada do mesmo valor.'
      );
    }
  }
  return null;
}

/** An acerto is between two people of the file, and its transfer is one of the file's. */
function checkSettlements(doc: BackupDocument, { people }: IdSets, legs: Legs): string | null {
  for (const [i, settlement] of doc.settlements.entries()) {
    const at = `settlements[${i}]`;
    const found =
      check(`${at}.fromPersonId`, settlement.fromPersonId, people, 'a pessoa') ??
      check(`${at}.toPersonId`, settlement.toPersonId, people, 'a pessoa');
    if (found) return found;
    if (settlement.fromPersonId === settlement.toPersonId)
      return `Backup inválido em ${at}: quem paga e quem recebe o acerto são a mesma pessoa.`;
    if (settlement.transferId !== null && !legs.has(settlement.transferId))
      return `Referência inválida no backup: ${at}.transferId aponta para uma transferência que não está no arquivo.`;
  }
  return null;
}

/** A fixed-income position's account and transfer are the file's; one position per investment of the bank. */
function checkPositions(doc: BackupDocument, { accounts }: IdSets, legs: Legs): string | null {
  const investmentIds = new Set<string>();
  for (const [i, position] of doc.fixedIncomePositions.entries()) {
    const at = `fixedIncomePositions[${i}]`;
    const found = check(`${at}.accountId`, position.accountId, accounts, 'a conta');
    if (found) return found;
    // One position per investment of the bank (the table's key): a second would be the same position twice.
    if (position.providerInvestmentId !== null) {
      if (investmentIds.has(position.providerInvestmentId))
        return `Backup inválido em ${at}: duas aplicações vêm do mesmo investimento do banco.`;
      investmentIds.add(position.providerInvestmentId);
    }
    if (position.applicationTransferId !== null && !legs.has(position.applicationTransferId))
      return `Referência inválida no backup: ${at}.applicationTransferId aponta para uma transferência que não está no arquivo.`;
  }
  return null;
}

/**
 * A bem's valuations name a bem of the file, one per date (the table's key), at most MAX_VALUATIONS_PER_ASSET, from
 * its acquisition until before its sale, as the form keeps them.
 */
function checkAssetValuations(doc: BackupDocument): string | null {
  const assets = new Map(doc.assets.map((asset) => [asset.id, asset]));
  const seen = new Set<string>();
  const counts = new Map<number, number>();
  for (const [i, valuation] of doc.assetValuations.entries()) {
    const at = `assetValuations[${i}]`;
    const asset = assets.get(valuation.assetId);
    if (!asset)
      return `Referência inválida no backup: ${at}.assetId aponta para o bem ${valuation.assetId}, que não está no arquivo.`;
    if (valuation.date < asset.acquiredOn)
      return `Backup inválido em ${at}.date: ${ASSET_MESSAGES.valuationBefore(asset.acquiredOn)}`;
    if (asset.soldOn !== null && valuation.date >= asset.soldOn)
      return `Backup inválido em ${at}.date: ${ASSET_MESSAGES.valuationAfterSale(asset.soldOn)}`;
    const key = `${asset.id}|${valuation.date}`;
    if (seen.has(key)) return `O backup repete a avaliação do bem ${asset.id} de ${valuation.date} em ${at}.`;
    seen.add(key);
    const count = (counts.get(asset.id) ?? 0) + 1;
    if (count > MAX_VALUATIONS_PER_ASSET)
      return `O backup tem mais de ${MAX_VALUATIONS_PER_ASSET} avaliações do bem ${asset.id} em assetValuations, o limite por bem.`;
    counts.set(asset.id, count);
  }
  return null;
}

/**
 * The debts' prepayments and paid instalments name a debt of the file; an instalment is paid once and is one of
 * the contract's; a prepayment is not before the contract; each contract with its prepayments (at most
 * MAX_LOAN_PREPAYMENTS) is one common/loans.ts can schedule, so every read of it answers. The expenses they name
 * are not checked: one not in the file restores as none (restore.ts).
 */
function checkDebts(doc: BackupDocument): string | null {
  const debts = new Map(doc.debts.map((debt) => [debt.id, debt]));
  const missing = (where: string, id: number) =>
    `Referência inválida no backup: ${where} aponta para a dívida ${id}, que não está no arquivo.`;
  const prepaymentsOf = new Map<number, BackupDocument['debtPrepayments']>();
  for (const [i, prepayment] of doc.debtPrepayments.entries()) {
    const debt = debts.get(prepayment.debtId);
    if (!debt) return missing(`debtPrepayments[${i}].debtId`, prepayment.debtId);
    if (prepayment.date < debt.contractDate)
      return `Backup inválido em debtPrepayments[${i}].date: ${DEBT_MESSAGES.prepaymentBefore}`;
    const own = prepaymentsOf.get(debt.id) ?? [];
    own.push(prepayment);
    if (own.length > MAX_LOAN_PREPAYMENTS)
      return `O backup tem mais de ${MAX_LOAN_PREPAYMENTS} amortizações extraordinárias da dívida ${debt.id} em debtPrepayments, o limite por dívida.`;
    prepaymentsOf.set(debt.id, own);
  }
  const paid = new Set<string>();
  for (const [i, payment] of doc.debtPayments.entries()) {
    const debt = debts.get(payment.debtId);
    if (!debt) return missing(`debtPayments[${i}].debtId`, payment.debtId);
    if (payment.number > debt.installments)
      return `Backup inválido em debtPayments[${i}].number: a dívida ${debt.id} tem ${debt.installments} parcelas.`;
    const key = `${debt.id}|${payment.number}`;
    if (paid.has(key))
      return `O backup repete a parcela ${payment.number} da dívida ${debt.id} em debtPayments[${i}].`;
    paid.add(key);
  }
  const accountTypes = new Map(doc.accounts.map((a) => [a.id, a.type]));
  for (const [i, debt] of doc.debts.entries()) {
    if (debt.paymentAccountId !== null) {
      const type = accountTypes.get(debt.paymentAccountId);
      if (type === undefined)
        return `Referência inválida no backup: debts[${i}].paymentAccountId aponta para a conta ${debt.paymentAccountId}, que não está no arquivo.`;
      if (!isMoneyAccountType(type))
        return `Backup inválido em debts[${i}].paymentAccountId: ${DEBT_MESSAGES.paymentAccountKind}`;
    }
    const problem = debtTermsProblem(
      { ...debt, principalCents: reaisToCents(debt.principal), ratePercent: debt.rate },
      (prepaymentsOf.get(debt.id) ?? []).map((p) => ({ ...p, amountCents: reaisToCents(p.amount) })),
    );
    if (problem) return `Backup inválido em debts[${i}]: ${problem}`;
  }
  return null;
}

/** The book's index values: one per series and date (the table's key), at most so many per series. */
function checkIndexRates(rates: BackupDocument['indexRates']): string | null {
  const seen = new Set<string>();
  const perSeries = new Map<string, number>();
  for (const [i, rate] of rates.entries()) {
    const key = `${rate.series}|${rate.date}`;
    if (seen.has(key))
      return `O backup repete o valor de ${INDEX_SERIES_FACTS[rate.series].label} de ${rate.date} em indexRates[${i}].`;
    seen.add(key);
    const count = (perSeries.get(rate.series) ?? 0) + 1;
    if (count > MAX_BACKUP_INDEX_RATES_PER_SERIES) {
      return (
        `O backup tem mais de ${MAX_BACKUP_INDEX_RATES_PER_SERIES.toLocaleString('pt-BR')} valores de ` +
        `${INDEX_SERIES_FACTS[rate.series].label} em indexRates, o limite por série.`
      );
    }
    perSeries.set(rate.series, count);
  }
  return null;
}

/**
 * A divided expense as the database keeps it: an expense, not a transfer, with a mode and at least one part,
 * each person once, the parts adding up to its amount; and no parts without a mode.
 */
function checkShares(
  at: string,
  t: BackupDocument['transactions'][number],
  people: Set<number>,
): string | null {
  if (t.shareMode === null) {
    return t.shares.length > 0 ? `Backup inválido em ${at}.shares: partes sem o modo da divisão.` : null;
  }
  if (t.type !== 'DESPESA' || t.transferId !== null || t.shares.length === 0)
    return `Backup inválido em ${at}: só uma despesa, com as partes de cada pessoa, pode ser dividida.`;
  const seen = new Set<number>();
  let cents = 0;
  for (const [j, share] of t.shares.entries()) {
    if (!people.has(share.personId))
      return `Referência inválida no backup: ${at}.shares[${j}] aponta para a pessoa ${share.personId}, que não está no arquivo.`;
    if (seen.has(share.personId)) return `Backup inválido em ${at}.shares: uma pessoa aparece duas vezes.`;
    seen.add(share.personId);
    cents += reaisToCents(share.amount);
  }
  return cents === reaisToCents(t.amount)
    ? null
    : `Backup inválido em ${at}.shares: as partes não somam o valor da despesa.`;
}

/** The subcategories keep the API's rules: a parent of the file, of the same type, itself top-level. */
function checkCategoryTree(doc: BackupDocument): string | null {
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

/**
 * Names are unique per person ignoring case (categories per type among their siblings: one parent, or the top
 * level), as the database's lower() sees them; the
 * rare letters whose lower case differs between JavaScript and the database are left to the restore's
 * unique-violation answer.
 */
function uniqueNames<T extends { name: string }>(
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
