import type { ImportStatus, StatementError } from '../../../../common/csv';
import { installmentFromDescription } from '../../../../common/csv';
import { amountFormatByEndings } from '../../../../common/csv/amount-format';
import { withoutInstallmentMarker } from '../../../../common/csv/installment';
import { quoted } from '../../../../common/csv/limits';
import { type DayOrder, dayOrderFound, flexibleDate } from '../../../../common/dates';
import { type AmountFormat, parseAmount } from '../../../../common/money';
import { categoryFromPath } from './category-path';
import { HistoryBuilder } from './history-builder';
import { FILE_MESSAGES, MAX_APP_ROWS, refused } from './limits';
import { LINE_MESSAGES } from './line-messages';
import { typeOfSigned } from './signed-type';
import { NOT_TEXT, readText } from './text';
import type { AppAccountKind, AppCategoryRef, AppReader, AppRow } from './types';

/**
 * QIF (Quicken Interchange Format), written by Quicken, GnuCash, Money, HomeBank, KMyMoney and Brazilian apps
 * alike. Sections start with '!Type:Bank', '!Type:CCard', '!Type:Cash', ...; '!Account' records name the
 * account the sections after them belong to; '!Type:Cat' lists the categories. Each record is lines of one
 * letter and a value (D date, T amount, P payee, M memo, N number, C cleared, L category or [transfer account],
 * S/E/$ one split's category, memo and amount) ended by '^'. Dates and amounts are written as the app's locale
 * wants, so the order of day and month and the decimal separator are decided once for the whole file by its
 * values.
 *
 * A QIF is read whole or not at all, as Quicken and GnuCash read it: a record left open at the end (a file cut
 * short), a line that is no field, a date or an amount that cannot be read refuse the file, naming the line,
 * instead of importing the records before it or a record with its memo or category cut.
 */

const NOT_QIF = 'O arquivo não parece um QIF: falta a linha !Type (por exemplo !Type:Bank)';

/** The sections whose records are money of an account, and the kind of account each one is. */
const MONEY_SECTIONS: Record<string, AppAccountKind> = {
  bank: 'checking',
  cash: 'cash',
  ccard: 'credit_card',
  'oth a': 'checking',
  'oth l': 'checking',
};

const ACCOUNT_TYPES: Record<string, AppAccountKind> = {
  ...MONEY_SECTIONS,
  invst: 'investment',
  port: 'investment',
  '401(k)/403(b)': 'investment',
};

interface Split {
  category: string;
  memo: string;
  amount: string;
}

interface QifRecord {
  line: number;
  account: string;
  fields: Map<string, string>;
  splits: Split[];
}

/** A line of a money record: a field letter (or a split's '$' / '%', an amortization digit) and its value. */
const FIELD_LINE = /^[A-Z0-9$%^]/;

const MESSAGES = {
  cut: (line: number) =>
    `Linha ${line}: o registro começado nesta linha não termina (falta a linha "^"): o arquivo parece cortado`,
  notField: (line: number, text: string) =>
    `Linha ${line}: "${quoted(text)}" não é um campo do QIF (uma letra e o valor)`,
  refused: (first: string, more: number) =>
    `${first}. Nada foi importado: corrija a linha ou exporte o arquivo de novo${more > 0 ? ` (o arquivo tem mais ${more} ${more === 1 ? 'problema' : 'problemas'})` : ''}.`,
} as const;

export const readQif: AppReader = async (bytes, fileName, options = {}) => {
  const read = readText(bytes, NOT_TEXT);
  if ('problem' in read) return refused('qif', read.problem);
  const lines = read.text.split(/\r\n|\n|\r/);
  if (!lines.some((l) => /^!(type|account)/i.test(l.trim()))) return refused('qif', NOT_QIF);

  const history = new HistoryBuilder('qif');
  // A file of one account (no !Account record) is named by its Opening Balance record, as Quicken and GnuCash
  // read it; with none, after the file.
  const fallbackAccount =
    openingAccountName(lines) ?? (fileName.replace(/\.[^.]*$/, '').trim() || 'Conta importada');
  const problems: StatementError[] = [];
  const records: QifRecord[] = [];
  let section = '';
  let account = '';
  let current: QifRecord | undefined;
  let accountRecord: { name: string; type: string } | undefined;
  let categoryRecord: { name: string; income: boolean } | undefined;
  let skippedSection = false;
  // Between '!Option:AutoSwitch' and '!Clear:AutoSwitch' the !Account records are a list of the accounts, not
  // the account of the records that follow.
  let accountList = false;

  for (let i = 0; i < lines.length; i++) {
    const text = (lines[i] ?? '').trim();
    const lineNo = i + 1;
    if (text === '') continue;
    if (text.startsWith('!')) {
      const header = text.toLowerCase();
      current = undefined;
      skippedSection = false;
      if (header === '!option:autoswitch') accountList = true;
      else if (header === '!clear:autoswitch') accountList = false;
      else if (header === '!account') section = 'account';
      else if (header.startsWith('!type:')) {
        section = header.slice(6).trim();
        if (section in MONEY_SECTIONS) {
          if (account === '') account = fallbackAccount;
          history.account(account, accountKindOf(account, history, MONEY_SECTIONS[section]));
        } else if (section !== 'cat' && section !== 'class' && section !== 'memorized') {
          skippedSection = true;
          if (section === 'invst')
            history.error(
              lineNo,
              `Linha ${lineNo}: lançamentos de investimento (!Type:Invst) não são importados`,
            );
        }
      }
      continue;
    }
    const code = text[0] ?? '';
    const value = text.slice(1).trim();
    if (section === 'account') {
      accountRecord ??= { name: '', type: '' };
      if (code === 'N') accountRecord.name = value;
      else if (code === 'T') accountRecord.type = value.toLowerCase();
      else if (code === '^') {
        if (accountRecord.name !== '') {
          if (!accountList) account = accountRecord.name;
          history.account(accountRecord.name, ACCOUNT_TYPES[accountRecord.type]);
        }
        accountRecord = undefined;
      }
      continue;
    }
    if (section === 'cat') {
      categoryRecord ??= { name: '', income: false };
      if (code === 'N') categoryRecord.name = value;
      else if (code === 'I') categoryRecord.income = true;
      else if (code === '^') {
        const ref = categoryOf(categoryRecord.name);
        if (ref) history.declareCategory(ref, categoryRecord.income);
        categoryRecord = undefined;
      }
      continue;
    }
    if (skippedSection || !(section in MONEY_SECTIONS)) continue;
    if (!FIELD_LINE.test(text)) {
      problems.push({ line: lineNo, message: MESSAGES.notField(lineNo, text) });
      continue;
    }
    if (!current) {
      current = { line: lineNo, account, fields: new Map(), splits: [] };
      records.push(current);
      if (records.length > MAX_APP_ROWS) return refused('qif', FILE_MESSAGES.tooManyRows);
    }
    if (code === '^') {
      current = undefined;
    } else if (code === 'S') {
      current.splits.push({ category: value, memo: '', amount: '' });
    } else if (code === 'E' || code === '$') {
      const split = current.splits.at(-1);
      if (split) split[code === 'E' ? 'memo' : 'amount'] = value;
    } else if (!current.fields.has(code)) {
      current.fields.set(code, value);
    }
  }
  // A record still open at the end: the file was cut before its '^'.
  const cutAt = current?.line ?? (accountRecord || categoryRecord ? lines.length : undefined);
  if (cutAt !== undefined) problems.push({ line: cutAt, message: MESSAGES.cut(cutAt) });
  // Its fields are what was left of it: not read for problems of their own.
  if (current) records.pop();
  const amounts = records.map((r) => r.fields.get('T') ?? '');
  const dayOrder = dayOrderFound(
    records.map((r) => r.fields.get('D') ?? ''),
    amounts,
    options.dayOrder,
  );
  history.dayOrder = dayOrder;
  const amountFormat = amountFormatByEndings(amounts);
  for (const record of records) readRecord(record, history, dayOrder.order, amountFormat, problems);
  if (problems.length > 0) {
    problems.sort((a, b) => a.line - b.line);
    const [first] = problems;
    return refused('qif', MESSAGES.refused(first?.message ?? '', problems.length - 1));
  }
  return history.build();
};

/**
 * The account a file without !Account records is of, when its first record is Quicken's opening balance: payee
 * 'Opening Balance' and the category '[the account itself]' (Quicken writes it so; GnuCash's importer names the
 * account by it).
 */
function openingAccountName(lines: string[]): string | undefined {
  let inMoney = false;
  let payee = '';
  let category = '';
  for (const line of lines) {
    const text = line.trim();
    if (text === '') continue;
    if (text.startsWith('!')) {
      const header = text.toLowerCase();
      if (header === '!account') return undefined;
      if (header.startsWith('!type:')) inMoney = header.slice(6).trim() in MONEY_SECTIONS;
      continue;
    }
    if (!inMoney) continue;
    if (text[0] === '^') break;
    if (text[0] === 'P') payee = text.slice(1).trim();
    else if (text[0] === 'L') category = text.slice(1).trim();
  }
  const own = /^\[([^\]]+)\]$/.exec(category)?.[1]?.trim();
  return payee.toLowerCase() === 'opening balance' && own ? own : undefined;
}

function accountKindOf(
  name: string,
  history: HistoryBuilder,
  kind: AppAccountKind | undefined,
): AppAccountKind | undefined {
  // A section's type only fills in what the !Account record left out ('checking' is what nothing says).
  return history.hasAccount(name) && kind === 'checking' ? undefined : kind;
}

/** 'Alimentação:Mercado/Férias': the category path, then a Quicken class after the slash (read as a tag). */
function categoryAndClass(text: string): { category?: AppCategoryRef; tag?: string } {
  const slash = text.indexOf('/');
  const path = slash >= 0 ? text.slice(0, slash) : text;
  const tag = slash >= 0 ? text.slice(slash + 1).trim() : '';
  const category = categoryOf(path);
  return { ...(category ? { category } : {}), ...(tag ? { tag } : {}) };
}

function categoryOf(path: string): AppCategoryRef | undefined {
  return categoryFromPath(path, /\s*:\s*/);
}

function statusOf(cleared: string | undefined): ImportStatus {
  const mark = (cleared ?? '').toLowerCase();
  if (mark === 'x' || mark === 'r') return 'RECONCILED';
  if (mark === '*' || mark === 'c') return 'CLEARED';
  return 'PENDING';
}

function readRecord(
  record: QifRecord,
  history: HistoryBuilder,
  order: DayOrder,
  format: AmountFormat,
  problems: StatementError[],
): void {
  const { line, account, fields } = record;
  const dateText = fields.get('D') ?? '';
  const date = flexibleDate(dateText, order);
  if (!date) {
    problems.push({ line, message: LINE_MESSAGES.badDate(line, dateText) });
    return;
  }
  const amountText = fields.get('T') ?? fields.get('U') ?? '';
  const total = parseAmount(amountText, format);
  if (total === null) {
    problems.push({ line, message: LINE_MESSAGES.badAmount(line, amountText) });
    return;
  }
  const payee = fields.get('P') ?? '';
  const memo = fields.get('M') ?? '';
  const status = statusOf(fields.get('C'));
  // Grana has no split import yet: each split part becomes a row of its own, with the same date, account,
  // description and payee.
  const parts: { category: string; memo: string; cents: number }[] = [];
  for (const split of record.splits) {
    const cents = parseAmount(split.amount, format);
    if (cents === null) {
      problems.push({
        line,
        message: `Linha ${line}: valor de divisão inválido ("${quoted(split.amount)}")`,
      });
      return;
    }
    parts.push({ category: split.category, memo: split.memo, cents });
  }
  if (parts.length === 0) parts.push({ category: fields.get('L') ?? '', memo: '', cents: total });

  for (const part of parts) {
    if (part.cents === 0) continue;
    const text = part.memo || memo;
    const described = payee || text;
    const installment = installmentFromDescription(text) ?? installmentFromDescription(payee);
    const description = installment && !payee ? withoutInstallmentMarker(described) : described;
    const notes = payee && text ? text : undefined;
    const transfer = /^\[(.*)\](?:\/(.*))?$/.exec(part.category.trim());
    const other = transfer?.[1]?.trim() ?? '';
    const tag = transfer ? (transfer[2]?.trim() ?? '') : undefined;
    if (transfer && other !== '' && other !== account) {
      history.transferLeg({
        line,
        date,
        signedCents: part.cents,
        account,
        other,
        description: description || 'Transferência',
        tags: tag ? [tag] : [],
        status,
        ...(payee ? { payee } : {}),
        ...(notes ? { notes } : {}),
      });
      continue;
    }
    // '[Conta]' naming its own account is Quicken's opening balance (payee 'Opening Balance'): the account's.
    if (transfer && other === account) {
      history.opening(account, part.cents);
      continue;
    }
    const { category, tag: classTag } = transfer
      ? { category: undefined, tag: tag }
      : categoryAndClass(part.category);
    const row: AppRow = {
      line,
      date,
      amountCents: Math.abs(part.cents),
      type: typeOfSigned(part.cents),
      account,
      description,
      tags: classTag ? [classTag] : [],
      status,
    };
    if (payee) row.payee = payee;
    if (notes) row.notes = notes;
    if (category) row.category = category;
    if (installment) row.installment = installment;
    const number = fields.get('N');
    if (number && /^\d+$/.test(number)) row.sourceId = number;
    history.row(row);
  }
}
