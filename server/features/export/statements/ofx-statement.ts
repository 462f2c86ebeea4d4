import { plainAmountText } from '../../../../common/money';
import { encodeWindows1252, toWindows1252Text } from '../../../../common/ofx/windows-1252';
import type { BankAccountIds } from '../../import/public';
import type { ListFilters } from '../../transactions/public';
import { type BookNames, walkRows } from '../book-rows';
import type { ReadStep } from '../read-steps';
import type { TransactionRow } from '../transactions-repository';
import { signedAmount, statementParts } from './statement-text';

/** The account a statement is of. */
export interface StatementAccount {
  id: number;
  name: string;
  type: string;
  /** ISO 4217: the statement's CURDEF, the currency its amounts and balance are in. */
  currency: string;
}

/**
 * What an account no bank has named is written as: BANKID and ACCTID are required, and a bank code of zeros and
 * 'GRANA-<id>' are no bank's account, yet stable, so the next app knows the account when its next file comes.
 */
const NEUTRAL_BANK_ID = '0000';
const neutralAcctId = (account: StatementAccount) => `GRANA-${account.id}`;

/** What OFX 1.02 allows in NAME, MEMO, BANKID and ACCTID. */
const NAME_MAX = 32;
const MEMO_MAX = 255;
const BANK_ID_MAX = 9;
const ACCT_ID_MAX = 22;

/**
 * OFX 1.02 in SGML, the form nearly every Brazilian bank gives and every reader takes (ofx-js, GnuCash's libofx,
 * ofxtools, Grana's own import), with the header's only values for Latin text: ENCODING USASCII and CHARSET 1252
 * (1.02 has no UTF-8; a strict reader refuses it and libofx garbles accents). The body is written in that code
 * page, a character outside it transliterated (common/ofx/windows-1252.ts).
 */
const HEADER = [
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  'ENCODING:USASCII',
  'CHARSET:1252',
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
  '',
];

const EOL = '\r\n';

/** SGML text: the three characters markup gives meaning to, escaped (both readers unescape them). */
const sgml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A field's text as the file will hold it: in the code page, at most `max` characters, escaped. */
const field = (text: string, max: number) => sgml(cut(toWindows1252Text(text), max));

/**
 * The calendar day Grana keeps, at noon GMT ('AAAAMMDD120000[0:GMT]'): libofx warns of a day without its time, and
 * noon stays on the same day in every zone a reader converts it to (GnuCash shows the local day; ofxtools, ofx-js
 * and Grana's import read the first eight digits).
 */
const ofxDay = (iso: string) => `${iso.replaceAll('-', '')}120000[0:GMT]`;

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text);

/**
 * A row's FITID: the bank's own when the row came from a bank (a statement file's FITID, the bank sync's line id),
 * so the next app knows it as the bank's line; Grana's id otherwise, stable, so a reader (Grana's import too)
 * knows the row when it comes again.
 */
const fitId = (row: TransactionRow) => field(row.externalId ?? row.syncId ?? String(row.id), 255);

/** One STMTTRN. */
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
    `<TRNAMT>${plainAmountText(amount, '.')}`,
    `<FITID>${fitId(row)}`,
    `<NAME>${field(name, NAME_MAX)}`,
  ];
  const memoText = memo.filter((m) => m !== '').join(' - ');
  // MEMO only when it adds to NAME (readers join the two: Grana's import keeps the longer when one holds the other).
  if (memoText !== '' && memoText !== name) lines.push(`<MEMO>${field(memoText, MEMO_MAX)}`);
  lines.push('</STMTTRN>');
  return lines.join(EOL) + EOL;
}

export interface OfxPeriod {
  from?: string | undefined;
  to?: string | undefined;
  today: string;
}

/**
 * One account's rows as an OFX statement, Windows-1252 bytes, a chunk per page (book-rows.ts): a card as a
 * credit-card statement (CCSTMTRS), any other account as a bank statement (STMTRS), named as the bank names it
 * (`bankIds`) or by the neutral identifiers. LEDGERBAL is the account's balance at the end of the period, as the
 * balances define it (`balanceAt`, shared/balance-rows.ts); without an end, at the later of today and the last
 * row, so it is the balance Contas shows.
 */
export async function writeOfxStatement(
  step: ReadStep,
  bookId: number,
  account: StatementAccount,
  bankIds: BankAccountIds | null,
  names: BookNames,
  period: OfxPeriod,
  balanceAt: (date: string) => Promise<number>,
): Promise<Uint8Array[]> {
  const card = account.type === 'credit_card';
  const filters: ListFilters = { accountId: account.id, from: period.from, to: period.to };
  const body: Uint8Array[] = [];
  let first: string | undefined;
  let last: string | undefined;
  await walkRows(step, bookId, filters, ({ rows }) => {
    first ??= rows[0]?.date;
    last = rows.at(-1)?.date ?? last;
    body.push(encodeWindows1252(rows.map((row) => transactionText(row, names)).join('')));
  });
  const end = period.to ?? (last !== undefined && last > period.today ? last : period.today);
  const start = period.from ?? (first !== undefined && first < end ? first : end);
  const balance = await balanceAt(end);

  // Identifiers longer than OFX allows (a bank that broke the rule) would be another account once cut.
  const known =
    bankIds !== null && bankIds.acctId.length <= ACCT_ID_MAX && (bankIds.bankId ?? '').length <= BANK_ID_MAX
      ? bankIds
      : null;
  const acctId = field(known?.acctId ?? neutralAcctId(account), ACCT_ID_MAX);
  const bankId = field(known?.bankId || NEUTRAL_BANK_ID, BANK_ID_MAX);
  const accountFrom = card
    ? ['<CCACCTFROM>', `<ACCTID>${acctId}`, '</CCACCTFROM>']
    : [
        '<BANKACCTFROM>',
        `<BANKID>${bankId}`,
        `<ACCTID>${acctId}`,
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
    `<CURDEF>${account.currency}`,
    ...accountFrom,
    '<BANKTRANLIST>',
    `<DTSTART>${ofxDay(start)}`,
    `<DTEND>${ofxDay(end)}`,
  ];
  const tail = [
    '</BANKTRANLIST>',
    '<LEDGERBAL>',
    `<BALAMT>${plainAmountText(balance, '.')}`,
    `<DTASOF>${ofxDay(end)}`,
    '</LEDGERBAL>',
    card ? '</CCSTMTRS>' : '</STMTRS>',
    card ? '</CCSTMTTRNRS>' : '</STMTTRNRS>',
    card ? '</CREDITCARDMSGSRSV1>' : '</BANKMSGSRSV1>',
    '</OFX>',
  ];
  return [encodeWindows1252(head.join(EOL) + EOL), ...body, encodeWindows1252(tail.join(EOL) + EOL)];
}
