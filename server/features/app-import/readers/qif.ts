import type { ImportStatus } from '../../../../common/csv';
import { installmentFromDescription } from '../../../../common/csv';
import { withoutInstallmentMarker } from '../../../../common/csv/installment';
import { quoted } from '../../../../common/csv/limits';
import { type AmountFormat, parseAmount } from '../../../../common/money';
import { categoryFromPath } from './category-path';
import { amountFormatOf, typeOfSigned } from './cents';
import { dayOrderOf, flexibleDate } from './dates';
import { HistoryBuilder } from './history-builder';
import { FILE_MESSAGES, MAX_APP_ROWS, refused } from './limits';
import { LINE_MESSAGES } from './line-messages';
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

export const readQif: AppReader = async (bytes, fileName) => {
  const read = readText(bytes, NOT_TEXT);
  if ('problem' in read) return refused('qif', read.problem);
  const lines = read.text.split(/\r\n|\n|\r/);
  if (!lines.some((l) => /^!(type|account)/i.test(l.trim()))) return refused('qif', NOT_QIF);

  const history = new HistoryBuilder('qif');
  // A file of one account (no !Account record) names it after the file.
  const fallbackAccount = fileName.replace(/\.[^.]*$/, '').trim() || 'Conta importada';
  const records: QifRecord[] = [];
  let section = '';
  let account = '';
  let current: QifRecord | undefined;
  let accountRecord: { name: string; type: string } | undefined;
  let categoryRecord: { name: string; income: boolean } | undefined;
  let skippedSection = false;

  for (let i = 0; i < lines.length; i++) {
    const text = (lines[i] ?? '').trim();
    const lineNo = i + 1;
    if (text === '') continue;
    if (text.startsWith('!')) {
      const header = text.toLowerCase();
      current = undefined;
      skippedSection = false;
      if (header === '!account') section = 'account';
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
      // '!Option:AutoSwitch' and '!Clear:AutoSwitch' only frame a list of accounts: nothing to do.
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
          account = accountRecord.name;
          history.account(account, ACCOUNT_TYPES[accountRecord.type]);
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
  const order = dayOrderOf(records.map((r) => r.fields.get('D') ?? ''));
  const amountFormat = amountFormatOf(records.map((r) => r.fields.get('T') ?? ''));
  for (const record of records) readRecord(record, history, order, amountFormat);
  return history.build();
};

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
  order: ReturnType<typeof dayOrderOf>,
  format: AmountFormat,
): void {
  const { line, account, fields } = record;
  const dateText = fields.get('D') ?? '';
  const date = flexibleDate(dateText, order);
  if (!date) {
    history.error(line, LINE_MESSAGES.badDate(line, dateText));
    return;
  }
  const amountText = fields.get('T') ?? fields.get('U') ?? '';
  const total = parseAmount(amountText, format);
  if (total === null) {
    history.error(line, LINE_MESSAGES.badAmount(line, amountText));
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
      history.error(line, `Linha ${line}: valor de divisão inválido ("${quoted(split.amount)}")`);
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
