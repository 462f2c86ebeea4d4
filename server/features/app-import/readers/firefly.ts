import { parseDate } from '../../../../common/dates';
import { parseAmount } from '../../../../common/money';
import { accountKindOf } from './account-kind';
import { categoryFromPath } from './category-path';
import { HistoryBuilder } from './history-builder';
import { splitInstallment } from './installment';
import { FILE_MESSAGES, refused } from './limits';
import { LINE_MESSAGES } from './line-messages';
import { columnIndexes, csvTable } from './table';
import { tagsOf } from './tags';
import { NOT_TEXT, readText } from './text';
import type { AppAccountKind, AppReader, AppRow } from './types';

/**
 * Firefly III's "Exportar dados" (Export data → transactions) CSV, written by ExportDataGenerator::exportTransactions:
 * one line per journal (a split transaction's parts share group_id), with the source and the destination account
 * of each. A withdrawal's amount is negative, every other type's positive; the type says the direction. A
 * transfer is already one line from source to destination, so nothing is paired.
 */

const COLUMNS = {
  groupId: 'group_id',
  journalId: 'journal_id',
  groupTitle: 'group_title',
  type: 'type',
  amount: 'amount',
  description: 'description',
  date: 'date',
  sourceName: 'source_name',
  sourceType: 'source_type',
  destinationName: 'destination_name',
  destinationType: 'destination_type',
  reconciled: 'reconciled',
  category: 'category',
  tags: 'tags',
  notes: 'notes',
} as const;

const NOT_FIREFLY =
  'O arquivo não parece uma exportação do Firefly III: faltam as colunas journal_id, type, amount, date, source_name e destination_name';

/**
 * Firefly's account types that are the person's own money (an account Grana creates). Not its 'Cash account'
 * ('(cash)' in its screens): that is where spent cash goes and cash income comes from, the other side of an
 * expense or an income, as an expense or revenue account is.
 */
const OWN_TYPES = new Set(['asset account', 'default account', 'credit card']);
/** Liabilities: money moved to or from them is a transfer between two of the person's accounts. */
const LIABILITY_TYPES = new Set(['loan', 'debt', 'mortgage', 'liability credit account', 'liabilities']);

function ownKind(name: string, type: string): AppAccountKind | undefined {
  if (OWN_TYPES.has(type)) return accountKindOf(name);
  if (LIABILITY_TYPES.has(type)) return accountKindOf(name) === 'credit_card' ? 'credit_card' : 'checking';
  return undefined;
}

export const readFirefly: AppReader = async (bytes) => {
  const read = readText(bytes, NOT_TEXT);
  if ('problem' in read) return refused('firefly', read.problem);
  const { parsed, header, tooMany } = csvTable(read.text, ',');
  if (tooMany) return refused('firefly', FILE_MESSAGES.tooManyRows);
  const col = columnIndexes(header, COLUMNS);
  if (
    [col.journalId, col.type, col.amount, col.date, col.sourceName, col.destinationName].some((i) => i < 0)
  ) {
    return refused('firefly', NOT_FIREFLY);
  }
  const history = new HistoryBuilder('firefly');

  for (let i = 1; i < parsed.rows.length; i++) {
    const cells = parsed.rows[i] ?? [];
    const line = parsed.lines[i] ?? i + 1;
    const cell = (index: number) => (index < 0 ? '' : (cells[index] ?? '').trim());
    const date = parseDate(cell(col.date), 'YYYY-MM-DD');
    if (!date) {
      history.error(line, LINE_MESSAGES.badDate(line, cell(col.date)));
      continue;
    }
    const cents = parseAmount(cell(col.amount), 'dot');
    if (cents === null) {
      history.error(line, LINE_MESSAGES.badAmount(line, cell(col.amount)));
      continue;
    }
    if (cents === 0) continue;
    const type = cell(col.type).toLowerCase();
    const source = cell(col.sourceName);
    const destination = cell(col.destinationName);
    const sourceKind = ownKind(source, cell(col.sourceType).toLowerCase());
    const destinationKind = ownKind(destination, cell(col.destinationType).toLowerCase());
    if (sourceKind) history.account(source, sourceKind);
    if (destinationKind) history.account(destination, destinationKind);
    // From Firefly's "initial balance account" into an asset, or out of a liability: the opening balance.
    const initial =
      type === 'opening balance' ||
      isInitialBalance(cell(col.sourceType)) ||
      isInitialBalance(cell(col.destinationType));
    if (initial && (destinationKind || sourceKind)) {
      if (destinationKind) history.opening(destination, Math.abs(cents));
      else history.opening(source, -Math.abs(cents));
      continue;
    }

    const rawDescription = cell(col.description) || cell(col.groupTitle);
    const { description, installment } = splitInstallment(rawDescription);
    const notes = cell(col.notes);
    const reconciled = cell(col.reconciled).toLowerCase();
    const base = {
      line,
      date,
      amountCents: Math.abs(cents),
      description,
      tags: tagsOf(cell(col.tags)),
      status: reconciled === '1' || reconciled === 'true' ? 'RECONCILED' : 'CLEARED',
      sourceId: cell(col.journalId),
    } satisfies Partial<AppRow>;
    const extra: Partial<AppRow> = {};
    if (notes) extra.notes = notes;
    if (installment) extra.installment = installment;

    let row: AppRow;
    if (sourceKind && destinationKind) {
      // A transfer, or a withdrawal to / deposit from a liability: money between two of the person's accounts.
      row = { ...base, ...extra, type: 'TRANSFER', account: source, destination };
    } else if (destinationKind) {
      row = { ...base, ...extra, type: 'RECEITA', account: destination };
      if (source && !isBalanceAccount(cell(col.sourceType))) row.payee = source;
    } else if (sourceKind) {
      row = { ...base, ...extra, type: 'DESPESA', account: source };
      if (destination && !isBalanceAccount(cell(col.destinationType))) row.payee = destination;
    } else if (type === 'withdrawal' || type === 'deposit') {
      // Neither side typed as the person's (an export edited by hand): the type and the sign decide.
      const account = type === 'withdrawal' ? source : destination;
      if (account === '') {
        history.error(line, LINE_MESSAGES.noAccount(line));
        continue;
      }
      history.account(account);
      row = { ...base, ...extra, type: type === 'withdrawal' ? 'DESPESA' : 'RECEITA', account };
      const payee = type === 'withdrawal' ? destination : source;
      if (payee) row.payee = payee;
    } else {
      history.error(line, `Linha ${line}: lançamento sem conta própria ("${source}" → "${destination}")`);
      continue;
    }
    const category = cell(col.category);
    const ref = category && row.type !== 'TRANSFER' ? categoryFromPath(category) : undefined;
    if (ref) row.category = ref;
    history.row(row);
  }
  return history.build();
};

/** The opening balance's and the reconciliation's counter-accounts and the cash account are Firefly's, not payees. */
function isBalanceAccount(type: string): boolean {
  const lower = type.toLowerCase();
  return isInitialBalance(lower) || lower === 'reconciliation account' || lower === 'cash account';
}

function isInitialBalance(type: string): boolean {
  return type.toLowerCase() === 'initial balance account';
}
