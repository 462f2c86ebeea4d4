import { formatDateBR } from '../../../../common/dates';
import { plainAmountText } from '../../../../common/money';
import { type BookNames, walkRows } from '../book-rows';
import type { ReadStep } from '../read-steps';
import type { TransactionRow } from '../transactions-repository';
import type { StatementAccount } from './ofx-statement';
import { signedAmount, statementParts } from './statement-text';

/** The QIF section of an account type: cards and cash have their own, every other account is a bank's. */
function qifType(type: string): string {
  if (type === 'credit_card') return '!Type:CCard';
  if (type === 'cash' || type === 'wallet') return '!Type:Cash';
  return '!Type:Bank';
}

const EOL = '\r\n';

/**
 * One record. D is written DD/MM/AAAA with a four-digit year: QIF has no date standard (Quicken's US files are
 * MM/DD, with two-digit years and a quote after 2000), readers either ask the format (GnuCash, HomeBank) or take
 * the string as it is (qif-ts), and DD/MM/AAAA is what Brazilian apps write and a Brazilian person reads; the
 * four-digit year at least leaves no doubt about the century. T is the signed amount with a dot; L the category,
 * or the transfer's other account in brackets, as QIF readers link transfers.
 */
function recordText(row: TransactionRow, names: BookNames): string {
  const parts = statementParts(row, names);
  const lines = [`D${formatDateBR(row.date)}`, `T${plainAmountText(signedAmount(row), '.')}`];
  if (parts.payee !== '') lines.push(`P${parts.payee}`);
  if (parts.description !== '') lines.push(`M${parts.description}`);
  // A transfer to another book has no account here to link: its category line is left out.
  if (parts.transferAccount) lines.push(`L[${parts.transferAccount}]`);
  else if (parts.transferAccount === null && parts.category !== '') lines.push(`L${parts.category}`);
  lines.push('^');
  return lines.join(EOL) + EOL;
}

/** One account's rows as a QIF file, a chunk per page (book-rows.ts), oldest first. */
export async function writeQifStatement(
  step: ReadStep,
  bookId: number,
  account: StatementAccount,
  names: BookNames,
  period: { from?: string | undefined; to?: string | undefined },
): Promise<string[]> {
  const chunks = [qifType(account.type) + EOL];
  await walkRows(step, bookId, { accountId: account.id, from: period.from, to: period.to }, ({ rows }) => {
    chunks.push(rows.map((row) => recordText(row, names)).join(''));
  });
  return chunks;
}
