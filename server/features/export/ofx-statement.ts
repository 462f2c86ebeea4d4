import type { ListFilters } from '../transactions/public';
import { type BookNames, walkRows } from './book-rows';
import type { ReadStep } from './read-steps';
import type { TransactionRow } from './repository';
import { dotAmount, signedAmount, statementParts } from './statement-text';

/** The account a statement is of. */
export interface StatementAccount {
  id: number;
  name: string;
  type: string;
}

/** What OFX 1.02 allows in NAME and MEMO. */
const NAME_MAX = 32;
const MEMO_MAX = 255;

/**
 * OFX 1.02 in SGML, the form nearly every Brazilian bank gives and every reader takes (ofx-js, GnuCash, Grana's
 * own import), in UTF-8 and saying so: Grana's import reads UTF-8 first (common/csv/decode.ts), ofx-js reads the
 * text it is handed, and Windows-1252 could not hold every name a person types.
 */
const HEADER = [
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  'ENCODING:UTF-8',
  'CHARSET:UTF-8',
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
  '',
];

const EOL = '\r\n';

/** SGML text: the three characters markup gives meaning to, escaped (both readers unescape them). */
const sgml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** 'AAAAMMDD': the calendar day alone, as Grana keeps it (a time and zone would move late rows a day in some readers). */
const ofxDay = (iso: string) => iso.replaceAll('-', '');

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text);

/** One STMTTRN: FITID is Grana's id, so a reader (Grana's import too) knows the row when it comes again. */
function transactionText(row: TransactionRow, names: BookNames): string {
  const parts = statementParts(row, names);
  const amount = signedAmount(row);
  const trnType = parts.transferAccount !== null ? 'XFER' : amount < 0 ? 'DEBIT' : 'CREDIT';
  const memo = [parts.description];
  if (parts.category !== '') memo.push(`Categoria: ${parts.category}`);
  if (parts.transferAccount) memo.push(`${amount < 0 ? 'Para' : 'De'}: ${parts.transferAccount}`);
  const name = parts.payee || parts.description || parts.transferAccount || 'Lançamento';
  const lines = [
    '<STMTTRN>',
    `<TRNTYPE>${trnType}`,
    `<DTPOSTED>${ofxDay(row.date)}`,
    `<TRNAMT>${dotAmount(amount)}`,
    `<FITID>${row.id}`,
    `<NAME>${sgml(cut(name, NAME_MAX))}`,
  ];
  const memoText = memo.filter((m) => m !== '').join(' - ');
  // MEMO only when it adds to NAME (readers join the two: Grana's import keeps the longer when one holds the other).
  if (memoText !== '' && memoText !== name) lines.push(`<MEMO>${sgml(cut(memoText, MEMO_MAX))}`);
  lines.push('</STMTTRN>');
  return lines.join(EOL) + EOL;
}

export interface OfxPeriod {
  from?: string | undefined;
  to?: string | undefined;
  today: string;
}

/**
 * One account's rows as an OFX statement, a chunk per page (book-rows.ts): a card as a credit-card statement
 * (CCSTMTRS), any other account as a bank statement (STMTRS). LEDGERBAL is the account's balance at the end of the
 * period, as the balances define it (`balanceAt`, shared/balance-rows.ts); without an end, at the later of today
 * and the last row, so it is the balance Contas shows.
 */
export async function writeOfxStatement(
  step: ReadStep,
  bookId: number,
  account: StatementAccount,
  names: BookNames,
  period: OfxPeriod,
  balanceAt: (date: string) => Promise<number>,
): Promise<string[]> {
  const card = account.type === 'credit_card';
  const filters: ListFilters = { accountId: account.id, from: period.from, to: period.to };
  const body: string[] = [];
  let first: string | undefined;
  let last: string | undefined;
  await walkRows(step, bookId, filters, ({ rows }) => {
    first ??= rows[0]?.date;
    last = rows.at(-1)?.date ?? last;
    body.push(rows.map((row) => transactionText(row, names)).join(''));
  });
  const end = period.to ?? (last !== undefined && last > period.today ? last : period.today);
  const start = period.from ?? (first !== undefined && first < end ? first : end);
  const balance = await balanceAt(end);

  const accountFrom = card
    ? ['<CCACCTFROM>', `<ACCTID>GRANA-${account.id}`, '</CCACCTFROM>']
    : [
        '<BANKACCTFROM>',
        '<BANKID>0000',
        `<ACCTID>GRANA-${account.id}`,
        `<ACCTTYPE>${account.type === 'savings' ? 'SAVINGS' : 'CHECKING'}`,
        '</BANKACCTFROM>',
      ];
  const status = ['<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>'];
  const head = [
    ...HEADER,
    '<OFX>',
    '<SIGNONMSGSRSV1>',
    '<SONRS>',
    ...status,
    `<DTSERVER>${ofxDay(period.today)}`,
    '<LANGUAGE>POR',
    '</SONRS>',
    '</SIGNONMSGSRSV1>',
    card ? '<CREDITCARDMSGSRSV1>' : '<BANKMSGSRSV1>',
    card ? '<CCSTMTTRNRS>' : '<STMTTRNRS>',
    '<TRNUID>1',
    ...status,
    card ? '<CCSTMTRS>' : '<STMTRS>',
    '<CURDEF>BRL',
    ...accountFrom,
    '<BANKTRANLIST>',
    `<DTSTART>${ofxDay(start)}`,
    `<DTEND>${ofxDay(end)}`,
  ];
  const tail = [
    '</BANKTRANLIST>',
    '<LEDGERBAL>',
    `<BALAMT>${dotAmount(balance)}`,
    `<DTASOF>${ofxDay(end)}`,
    '</LEDGERBAL>',
    card ? '</CCSTMTRS>' : '</STMTRS>',
    card ? '</CCSTMTTRNRS>' : '</STMTTRNRS>',
    card ? '</CREDITCARDMSGSRSV1>' : '</BANKMSGSRSV1>',
    '</OFX>',
  ];
  return [head.join(EOL) + EOL, ...body, tail.join(EOL) + EOL];
}
