import type { StatementError } from '../../../../common/csv';
import { decodeStatementBytes } from '../../../../common/csv';
import { dayOrderFound } from '../../../../common/dates';
import { parseCurrencyAmount } from '../../../../common/money';
import { categoryFromCells } from './category-path';
import { dateReader } from './dates';
import { HistoryBuilder } from './history-builder';
import { FILE_MESSAGES, MAX_APP_BYTES } from './limits';
import { ignored, LINE_MESSAGES } from './line-messages';
import { typeOfSigned } from './signed-type';
import {
  type ColumnSpec,
  linesUnderHeader,
  readCsvText,
  readTable,
  TABLE_MESSAGES,
  type TableResult,
  tableWithHeader,
} from './table';
import { lineDate } from './table-line';
import type { AppReader, AppRow } from './types';
import { isZip, openZip } from './zip';

/**
 * YNAB's register export (Plan → Export Plan: a zip holding '<plan> - Register.csv' and '<plan> - Plan.csv'; the
 * register CSV alone is read too). Comma-separated, every cell quoted, UTF-8 with a byte-order mark; dates and
 * amounts in the formats the person chose for the plan ('R$1.234,56', '$1,234.56'; Outflow and Inflow both
 * written, one of them zero). A transfer is one line in each account with the payee 'Transfer : <other account>'.
 * Income goes to YNAB's 'Inflow: Ready to Assign', the plan's pool of money rather than a category: those lines
 * are incomes with no category, except each account's 'Starting Balance': its opening balance. YNAB 4's register
 * ('Master Category', 'Sub Category') is read the same way.
 */

const SPEC = {
  names: {
    account: ['Account'],
    flag: ['Flag'],
    date: ['Date'],
    payee: ['Payee'],
    group: ['Category Group', 'Master Category'],
    category: ['Sub Category', 'Category'],
    memo: ['Memo'],
    outflow: ['Outflow'],
    inflow: ['Inflow'],
    cleared: ['Cleared'],
  },
  required: ['account', 'date', 'payee', 'outflow', 'inflow'],
} as const satisfies ColumnSpec<string>;

const TRANSFER_PAYEE = /^Transfer\s*:\s*(.+)$/i;
/** The payee of the line YNAB writes when an account is added with its balance: that account's opening balance. */
const STARTING_BALANCE = 'Starting Balance';
/** A flag's colour as YNAB writes it, as the tag the row gets; a flag the person named keeps its name. */
const FLAG_TAGS: Record<string, string> = {
  red: 'Bandeira vermelha',
  orange: 'Bandeira laranja',
  yellow: 'Bandeira amarela',
  green: 'Bandeira verde',
  blue: 'Bandeira azul',
  purple: 'Bandeira roxa',
};
// A split's parts each carry the whole's payee and a memo 'Split (k/n) their own memo'.
const SPLIT_MEMO = /^Split \(\d+\/\d+\)\s*/i;
const INFLOW_GROUP = 'inflow';
/**
 * YNAB's pool of money to assign, written as a category: income with no category of Grana. 'Ready to Assign'
 * (YNAB since 2021), 'To be Budgeted' (before), YNAB 4's 'Available this month' / 'next month' under 'Income'.
 */
const READY_TO_ASSIGN = new Set([
  'ready to assign',
  'to be budgeted',
  'inflow: ready to assign',
  'inflow: to be budgeted',
  'available this month',
  'available next month',
  'income: available this month',
  'income: available next month',
]);

const notRegister = 'O arquivo .zip não tem o registro de transações do YNAB (o arquivo "Register.csv").';

/** The register's text: the bytes themselves, or the Register CSV inside YNAB's export zip. */
async function registerTable(bytes: Uint8Array): Promise<TableResult> {
  if (!isZip(bytes) || bytes.length > MAX_APP_BYTES) return readTable(bytes);
  const zip = await openZip(bytes);
  if (zip === 'too-big') return { error: FILE_MESSAGES.tooBig };
  if (zip === null) return { error: TABLE_MESSAGES.badWorkbook };
  const part = Object.values(zip.files).find((file) => !file.dir && /register\.csv$/i.test(file.name));
  if (!part) return { error: notRegister };
  const inner = await part.async('uint8array');
  if (inner.length > MAX_APP_BYTES) return { error: FILE_MESSAGES.tooBig };
  return inner.length === 0 ? { error: FILE_MESSAGES.empty } : readCsvText(decodeStatementBytes(inner));
}

const STATUS: Record<string, AppRow['status']> = {
  cleared: 'CLEARED',
  reconciled: 'RECONCILED',
  uncleared: 'PENDING',
};

export const readYnab: AppReader = async (bytes, _fileName, options = {}) => {
  const open = tableWithHeader(await registerTable(bytes), 'ynab', 'YNAB', SPEC);
  if ('app' in open) return open;
  const history = new HistoryBuilder('ynab', open.errors);
  // The plan's date format is the person's choice: the file's own dates, else its currency ('$' month first),
  // else the person's answer in the preview tell day from month.
  const lines = [...linesUnderHeader(open)];
  history.dayOrder = dayOrderFound(
    lines.map(({ cell }) => cell('date')),
    lines.flatMap(({ cell }) => [cell('outflow'), cell('inflow')]),
    options.dayOrder,
  );
  const date = dateReader(history.dayOrder.order);

  for (const { line, cell } of lines) {
    const day = lineDate(history, line, cell('date'), date);
    if (day === undefined) continue;
    const amount = signedAmount(cell('outflow'), cell('inflow'), line);
    if ('error' in amount) {
      history.error(amount.error.line, amount.error.message);
      continue;
    }
    // YNAB writes a zero line for each account opened with nothing in it ('Starting Balance' of R$0,00).
    if (amount.cents === 0) continue;
    const account = cell('account');
    if (account === '') {
      history.error(line, ignored(LINE_MESSAGES.noAccount(line)));
      continue;
    }
    const payee = cell('payee');
    if (payee === STARTING_BALANCE) {
      history.opening(account, amount.cents);
      continue;
    }
    const memo = cell('memo').replace(SPLIT_MEMO, '').trim();
    const flag = cell('flag');
    const base = {
      line,
      date: day,
      account,
      description: payee || memo,
      tags: flag !== '' ? [FLAG_TAGS[flag.toLowerCase()] ?? flag] : [],
      status: STATUS[cell('cleared').toLowerCase()] ?? 'CLEARED',
      ...(memo !== '' ? { notes: memo } : {}),
    };
    const transfer = TRANSFER_PAYEE.exec(payee);
    if (transfer) {
      const other = (transfer[1] ?? '').trim();
      history.transferLeg({
        ...base,
        description: memo || 'Transferência',
        signedCents: amount.cents,
        other,
      });
      continue;
    }
    // Each part of a split is a line of its own here, with the whole's date, account and payee: Grana imports
    // them as separate rows (it has no split import yet).
    const row: AppRow = {
      ...base,
      amountCents: Math.abs(amount.cents),
      type: typeOfSigned(amount.cents),
    };
    if (payee !== '') row.payee = payee;
    const group = cell('group');
    const inflow =
      group.toLowerCase() === INFLOW_GROUP ||
      READY_TO_ASSIGN.has(cell('category').toLowerCase()) ||
      READY_TO_ASSIGN.has(`${group}: ${cell('category')}`.toLowerCase());
    if (!inflow) {
      let name = cell('category');
      // YNAB 4's 'Category' holds 'Master: Sub' when there is no Sub Category column.
      if (group !== '' && name.startsWith(`${group}:`)) name = name.slice(group.length + 1).trim();
      const category = categoryFromCells(group, name);
      if (category) row.category = category;
    }
    history.row(row);
  }
  return history.build();
};

/** Inflow minus outflow, in cents; an empty cell is zero. */
function signedAmount(
  outflow: string,
  inflow: string,
  line: number,
): { cents: number } | { error: StatementError } {
  const out = outflow === '' ? 0 : parseCurrencyAmount(outflow);
  if (out === null) return { error: { line, message: ignored(LINE_MESSAGES.badAmount(line, outflow)) } };
  const into = inflow === '' ? 0 : parseCurrencyAmount(inflow);
  if (into === null) return { error: { line, message: ignored(LINE_MESSAGES.badAmount(line, inflow)) } };
  if (outflow === '' && inflow === '')
    return { error: { line, message: ignored(LINE_MESSAGES.noAmount(line)) } };
  return { cents: into - out };
}
