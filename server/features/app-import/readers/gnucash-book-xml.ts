import {
  type Book,
  type BookAccount,
  type BookSplit,
  type BookTransaction,
  type Commodity,
  parseFraction,
} from './gnucash-book-model';

/**
 * GnuCash's XML book (gnc-v2, the file GnuCash writes by default, gzip-compressed or not). The format is regular:
 * elements holding text, namespaced names, no mixed content; a small scanner reads it without a library. A DOCTYPE
 * is refused (no entity of the file's own is ever expanded), and only the five XML entities and character references
 * are decoded. Scheduled transactions' templates (<gnc:template-transactions>) are skipped whole.
 */

export class XmlProblem extends Error {}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-z]{2,4});/g, (whole, name: string) => {
    if (name.startsWith('#x')) return safeCodePoint(Number.parseInt(name.slice(2), 16)) ?? whole;
    if (name.startsWith('#')) return safeCodePoint(Number.parseInt(name.slice(1), 10)) ?? whole;
    return ENTITIES[name] ?? whole;
  });
}

function safeCodePoint(code: number): string | undefined {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

interface Handler {
  open(name: string, line: number): void;
  text(text: string): void;
  close(name: string): void;
}

/** Walks the elements of `xml`, calling the handler; throws XmlProblem when the text is no well-formed XML. */
function scan(xml: string, handler: Handler): void {
  const stack: string[] = [];
  let at = 0;
  let line = 1;
  let counted = 0;
  const lineAt = (position: number) => {
    for (let i = xml.indexOf('\n', counted); i !== -1 && i < position; i = xml.indexOf('\n', i + 1)) line++;
    counted = position;
    return line;
  };
  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    const textEnd = lt === -1 ? xml.length : lt;
    if (textEnd > at && stack.length > 0) handler.text(decode(xml.slice(at, textEnd)));
    if (lt === -1) break;
    const next = xml[lt + 1];
    if (next === '?' || xml.startsWith('<!--', lt)) {
      const end = xml.indexOf(next === '?' ? '?>' : '-->', lt + 2);
      if (end === -1) throw new XmlProblem('unclosed');
      at = end + (next === '?' ? 2 : 3);
      continue;
    }
    if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt);
      if (end === -1) throw new XmlProblem('unclosed');
      if (stack.length > 0) handler.text(xml.slice(lt + 9, end));
      at = end + 3;
      continue;
    }
    if (next === '!') throw new XmlProblem('doctype');
    const gt = xml.indexOf('>', lt);
    if (gt === -1) throw new XmlProblem('unclosed');
    const tag = xml.slice(lt + 1, gt);
    at = gt + 1;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      if (stack.pop() !== name) throw new XmlProblem('mismatch');
      handler.close(name);
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const name = /^[^\s/>]+/.exec(tag)?.[0];
    if (!name) throw new XmlProblem('tag');
    handler.open(name, lineAt(lt));
    if (selfClosing) handler.close(name);
    else stack.push(name);
  }
  if (stack.length > 0) throw new XmlProblem('unclosed');
}

/** Whether the text starts as a GnuCash XML book (after an XML declaration and comments). */
export function looksLikeGnucashXml(head: string): boolean {
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<gnc-v2[\s>]/.test(head);
}

/** The book in `xml`; throws XmlProblem when it is no well-formed GnuCash XML. */
export function readXmlBook(xml: string): Book {
  const book: Book = { accounts: new Map(), transactions: [] };
  const path: string[] = [];
  let text = '';
  let template = 0;
  let account: BookAccount | undefined;
  let transaction: BookTransaction | undefined;
  let split: Partial<Record<'account' | 'value' | 'quantity' | 'memo' | 'reconcile', string>> | undefined;
  let commodity: Partial<Commodity> = {};
  let slotKey = '';
  const parent = (n: number) => path[path.length - n] ?? '';
  scan(xml, {
    open(name, line) {
      path.push(name);
      text = '';
      if (name === 'gnc:template-transactions') template++;
      if (template > 0) return;
      if (name === 'gnc:account')
        account = { guid: '', name: '', type: '', placeholder: false, hidden: false };
      else if (name === 'gnc:transaction')
        transaction = { guid: '', line, date: '', dateText: '', description: '', notes: '', splits: [] };
      else if (name === 'trn:split') split = {};
      else if (name === 'act:commodity' || name === 'trn:currency') commodity = {};
    },
    text(value) {
      text += value;
    },
    close(name) {
      path.pop();
      const value = text.trim();
      text = '';
      if (name === 'gnc:template-transactions') {
        template--;
        return;
      }
      if (template > 0) return;
      if (account) closeAccount(name, value);
      else if (split) closeSplit(name, value);
      else if (transaction) closeTransaction(name, value);
    },
  });
  return book;

  function closeAccount(name: string, value: string) {
    if (!account) return;
    if (name === 'act:name') account.name = value;
    else if (name === 'act:id') account.guid = value;
    else if (name === 'act:type') account.type = value;
    else if (name === 'act:parent') account.parent = value;
    else if (name === 'cmdty:space' && parent(1) === 'act:commodity') commodity.space = value;
    else if (name === 'cmdty:id' && parent(1) === 'act:commodity') commodity.id = value;
    else if (name === 'act:commodity' && commodity.space && commodity.id)
      account.commodity = { space: commodity.space, id: commodity.id };
    else if (name === 'slot:key') slotKey = value;
    else if (name === 'slot:value' && parent(2) === 'act:slots') {
      if (slotKey === 'placeholder') account.placeholder = value === 'true';
      if (slotKey === 'hidden') account.hidden = value === 'true';
    } else if (name === 'gnc:account') {
      if (account.guid) book.accounts.set(account.guid, account);
      account = undefined;
    }
  }

  function closeSplit(name: string, value: string) {
    if (!split || !transaction) return;
    if (name === 'split:account') split.account = value;
    else if (name === 'split:value') split.value = value;
    else if (name === 'split:quantity') split.quantity = value;
    else if (name === 'split:memo') split.memo = value;
    else if (name === 'split:reconciled-state') split.reconcile = value;
    else if (name === 'trn:split') {
      const value = parseFraction(split.value ?? '');
      const quantity = parseFraction(split.quantity ?? split.value ?? '');
      if (!value || !quantity) throw new XmlProblem('amount');
      const read: BookSplit = {
        account: split.account ?? '',
        value,
        quantity,
        memo: split.memo ?? '',
        reconcile: split.reconcile ?? 'n',
      };
      transaction.splits.push(read);
      split = undefined;
    }
  }

  function closeTransaction(name: string, value: string) {
    if (!transaction) return;
    if (name === 'trn:id') transaction.guid = value;
    else if (name === 'trn:description') transaction.description = value;
    else if (name === 'cmdty:space' && parent(1) === 'trn:currency') commodity.space = value;
    else if (name === 'cmdty:id' && parent(1) === 'trn:currency') commodity.id = value;
    else if (name === 'trn:currency' && commodity.space && commodity.id)
      transaction.currency = { space: commodity.space, id: commodity.id };
    else if (name === 'ts:date' && parent(1) === 'trn:date-posted') {
      // '2016-08-24 10:59:00 +0000': the day as the person posted it, in the offset GnuCash wrote.
      transaction.dateText = value;
      transaction.date = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? '';
    } else if (name === 'slot:key') slotKey = value;
    else if (name === 'slot:value' && parent(2) === 'trn:slots' && slotKey === 'notes')
      transaction.notes = value;
    else if (name === 'gnc:transaction') {
      book.transactions.push(transaction);
      transaction = undefined;
    }
  }
}
