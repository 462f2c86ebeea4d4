import { LIMIT_MESSAGES, MAX_IMPORT_ROWS, quoted } from '../csv/limits';
import { shortenTransferText } from '../csv/transfer-text';
import type {
  ImportRow,
  StatementAccount,
  StatementBalance,
  StatementError,
  StatementResult,
} from '../csv/types';
import { parseDate } from '../dates';
import { type AmountFormat, parseAmount } from '../money';
import { lineAmount } from './line-currency';
import { fieldText, findAll, MAX_OFX_DEPTH, type OfxNode, OfxTooDeepError, parseOfxTree } from './tree';

export const OFX_MESSAGES = {
  notOfx: 'O arquivo não parece ser um OFX válido.',
  unreadable: 'Não foi possível ler o arquivo.',
  tooDeep: (line: number) =>
    `Linha ${line}: mais de ${MAX_OFX_DEPTH} blocos abertos uns dentro dos outros; o arquivo não parece ser um extrato OFX.`,
  noDate: (line: number) => `Linha ${line}: lançamento sem data (DTPOSTED); ignorado.`,
  badDate: (line: number, text: string) => `Linha ${line}: data inválida "${quoted(text)}".`,
  noAmount: (line: number) => `Linha ${line}: lançamento sem valor (TRNAMT); ignorado.`,
  badAmount: (line: number, text: string) => `Linha ${line}: valor inválido "${quoted(text)}".`,
  zeroAmount: (line: number) => `Linha ${line}: valor zero.`,
} as const;

/** The columns of `raw` for an OFX row, shown by the preview like a CSV header. */
export const OFX_HEADERS = ['TRNTYPE', 'DTPOSTED', 'TRNAMT', 'FITID', 'NAME', 'MEMO'] as const;

const OFX_MAPPING = { date: 'DTPOSTED', amount: 'TRNAMT', description: 'NAME', id: 'FITID' };

/** True for text that opens like an OFX file: an OFX 1.x header, or XML whose first tags are OFX's. */
export function looksLikeOfx(text: string): boolean {
  const start = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 2048);
  if (/^OFXHEADER\s*:/i.test(start) || /^<OFX[\s>]/i.test(start)) return true;
  return /^<\?xml/i.test(start) && /<\?OFX[\s?]|<OFX[\s>]/i.test(start);
}

/**
 * DTPOSTED is 'YYYYMMDD' optionally followed by time, fraction and zone ('20261015120000.000[-3:BRT]').
 * The calendar date as the bank wrote it is the first eight digits; converting through the zone would move
 * late-evening transactions to the next day.
 */
export function ofxDate(text: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(text.trim());
  return m ? parseDate(`${m[1]}-${m[2]}-${m[3]}`, 'YYYY-MM-DD') : null;
}

/**
 * TRNAMT is dot-decimal by the standard; several Brazilian banks write a comma instead, and some write more
 * than two decimals ('-45.900'). Zeros past the cents are dropped; anything else there is not an amount.
 */
export function ofxAmount(text: string): number | null {
  let value = text.trim();
  const hasComma = value.includes(',');
  const hasDot = value.includes('.');
  const format: AmountFormat = hasComma && !hasDot ? 'comma' : hasComma ? 'auto' : 'dot';
  const separator = format === 'comma' ? ',' : '.';
  const at = value.lastIndexOf(separator);
  if (at >= 0 && format !== 'auto') {
    const fraction = value.slice(at + 1);
    if (fraction.length > 2 && /^0+$/.test(fraction.slice(2))) value = value.slice(0, at + 3);
  }
  return parseAmount(value, format);
}

/**
 * NAME is the payee line, often cut at 32 characters; MEMO is free text. MEMO alone describes when NAME is
 * absent; when one contains the other, the longer (the uncut text) is kept; otherwise 'NAME - MEMO'.
 */
export function ofxDescription(name: string | undefined, memo: string | undefined): string {
  const n = (name ?? '').replace(/\s+/g, ' ').trim();
  const m = (memo ?? '').replace(/\s+/g, ' ').trim();
  if (n === '') return m;
  if (m === '') return n;
  const ln = n.toLowerCase();
  const lm = m.toLowerCase();
  if (lm.includes(ln)) return m;
  if (ln.includes(lm)) return n;
  return `${n} - ${m}`;
}

function readAccount(statement: OfxNode): StatementAccount {
  const creditCard = statement.name === 'CCSTMTRS';
  const from = findAll(statement, creditCard ? 'CCACCTFROM' : 'BANKACCTFROM')[0];
  const account: StatementAccount = { kind: creditCard ? 'creditCard' : 'bank' };
  const id = from ? fieldText(from, 'ACCTID') : undefined;
  const bankId = from ? fieldText(from, 'BANKID') : undefined;
  const currency = fieldText(statement, 'CURDEF');
  if (id !== undefined) account.id = id;
  if (bankId !== undefined) account.bankId = bankId;
  if (currency !== undefined) account.currency = currency.toUpperCase();
  return account;
}

/**
 * The statement's ledger balance (LEDGERBAL: BALAMT as of DTASOF), or undefined when it is absent or unreadable.
 * A card statement's negative BALAMT is its debt, which is how a card's balance is signed in Grana too.
 */
export function readLedgerBalance(statement: OfxNode): StatementBalance | undefined {
  const ledger = findAll(statement, 'LEDGERBAL')[0];
  if (!ledger) return undefined;
  const date = ofxDate(fieldText(ledger, 'DTASOF') ?? '');
  const amountCents = ofxAmount(fieldText(ledger, 'BALAMT') ?? '');
  if (date === null || amountCents === null) return undefined;
  return { date, amountCents };
}

function readTransaction(node: OfxNode, statementCurrency: string | undefined): ImportRow | StatementError {
  const line = node.line;
  const trnType = fieldText(node, 'TRNTYPE') ?? '';
  const posted = fieldText(node, 'DTPOSTED') ?? '';
  const amountText = fieldText(node, 'TRNAMT') ?? '';
  const fitid = fieldText(node, 'FITID');
  const name = fieldText(node, 'NAME');
  const memo = fieldText(node, 'MEMO');

  if (posted === '') return { line, message: OFX_MESSAGES.noDate(line) };
  const date = ofxDate(posted);
  if (date === null) return { line, message: OFX_MESSAGES.badDate(line, posted) };
  if (amountText === '') return { line, message: OFX_MESSAGES.noAmount(line) };
  const signed = ofxAmount(amountText);
  if (signed === null) return { line, message: OFX_MESSAGES.badAmount(line, amountText) };
  if (signed === 0) return { line, message: OFX_MESSAGES.zeroAmount(line) };
  const amount = lineAmount(node, Math.abs(signed), statementCurrency);
  if (typeof amount === 'string') return { line, message: amount };

  // In bank and card statements alike a negative TRNAMT takes money from the person.
  const row: ImportRow = {
    line,
    date,
    description: ofxDescription(name, memo),
    type: signed < 0 ? 'DESPESA' : 'RECEITA',
    amountCents: amount.amountCents,
    status: 'CLEARED',
    raw: [trnType, posted, amountText, fitid ?? '', name ?? '', memo ?? ''],
  };
  if (fitid !== undefined) row.fitid = fitid;
  if (amount.foreign) row.foreign = amount.foreign;
  return shortenTransferText(row);
}

function isRow(value: ImportRow | StatementError): value is ImportRow {
  return 'date' in value;
}

/**
 * Reads an OFX 1.x (SGML) or 2.x (XML) bank or credit-card statement. Several statements in one file are
 * read one after the other; `account` describes the first. Never throws.
 */
export function readOfx(text: string): StatementResult {
  const base = { format: 'ofx' as const, headers: [...OFX_HEADERS], mapping: { ...OFX_MAPPING } };
  const refuse = (message: string): StatementResult => ({
    ...base,
    rows: [],
    errors: [{ line: 0, message }],
  });
  try {
    const root = parseOfxTree(text);
    if (!root) return refuse(OFX_MESSAGES.notOfx);

    const statements = [...findAll(root, 'STMTRS'), ...findAll(root, 'CCSTMTRS')].sort(
      (a, b) => a.line - b.line,
    );
    // Each line with its statement's currency (CURDEF), which an ORIGCURRENCY or a CURRENCY of the line is against.
    const transactions =
      statements.length > 0
        ? statements.flatMap((s) => {
            const currency = fieldText(s, 'CURDEF')?.toUpperCase();
            return findAll(s, 'STMTTRN').map((node) => ({ node, currency }));
          })
        : findAll(root, 'STMTTRN').map((node) => ({ node, currency: undefined }));
    if (transactions.length > MAX_IMPORT_ROWS) return refuse(LIMIT_MESSAGES.tooManyRows);

    const rows: ImportRow[] = [];
    const errors: StatementError[] = [];
    for (const { node, currency } of transactions) {
      const outcome = readTransaction(node, currency);
      if (isRow(outcome)) rows.push(outcome);
      else errors.push(outcome);
    }
    const result: StatementResult = { ...base, rows, errors };
    const first = statements[0];
    if (first) result.account = readAccount(first);
    const balance = first ? readLedgerBalance(first) : undefined;
    if (balance) result.balance = balance;
    return result;
  } catch (error) {
    if (error instanceof OfxTooDeepError) return refuse(OFX_MESSAGES.tooDeep(error.line));
    // A bug here must not take the import page or the request down with it.
    return refuse(OFX_MESSAGES.unreadable);
  }
}
