import { looksLikeBillPayment, namesCard, namesSomeoneElse } from '../../../common/bill-payment-words';
import {
  BILL_PAYMENT_OFFER_DAYS,
  type BillPaymentOffer,
  type BillPaymentOption,
  MAX_BILL_PAYMENT_OFFERS,
} from '../../../common/contract/cards';
import { addDays, todayIn } from '../../../common/dates';
import { centsToReais } from '../../../common/money';
import type { AuthUser } from '../../auth-user';
import type { Executor } from '../../db/connect';
import { billBeforeGrana, billsOnPaymentDate, openingChangeBeforeGrana } from './bill-before-grana';
import { type BillFigures, billDatesOf } from './bill-figures';
import { type CardFigures, figuresOfCardsOn } from './card-figures';
import { type Card, hasTerms } from './card-terms';
import { type CardRow, cardsRepository as repo } from './repository';

/** A statement's line (a file's or bank sync's) the import asks about, before it writes it. */
export interface StatementLine {
  accountId: number;
  type: 'RECEITA' | 'DESPESA';
  date: string;
  amountCents: number;
  /** The statement's own text. */
  text: string;
}

/**
 * What a line is: the payment of one card's bill (`pays`), a line whose words say it paid a card's bill but no
 * one bill is sure (`offer`: written as the import writes any line, and offered to the person as a payment), or
 * neither (null).
 */
export type BillPaymentVerdict = { kind: 'pays'; cardId: number; month: string } | { kind: 'offer' } | null;

/** A bill the person may still pay: closed and not wholly paid, or the open one with something in it. */
const isPayable = (bill: BillFigures) => bill.status !== 'prevista' && bill.remainingCents > 0;

/** The amount is what the bill asks: what is left of it, or its own purchases (a bill before it carried over). */
const amountFits = (bill: BillFigures, cents: number) =>
  bill.remainingCents === cents || (bill.itemsCents > 0 && bill.itemsCents === cents);

/** A card may be paid from this account: the account it is paid from in Grana, or any when it has none set. */
const paidFrom = (card: CardRow, accountId: number) =>
  card.id !== accountId && (card.paymentAccountId === null || card.paymentAccountId === accountId);

const daysApart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b));

/**
 * Which statement lines paid a card's bill. A line is its bill's payment when it is an expense of an account that
 * is not a card, its words say a bill was paid (common/bill-payment-words.ts) and name the card (its name or its
 * bank's, in the text or in the paying account's name: a Nubank account's "Pagamento de fatura" pays the Nubank
 * card), the card may be paid from that account, and its amount is what one bill of that card asks on the line's
 * date (open or closed and unpaid; of a card's bills alike, the one due nearest the line); and no other named card
 * has such a bill. When the words say so but that is not sure (no bill of that amount, two cards, no card named),
 * the line is offered, unless it names no card and someone who is no bank ("PAG FATURA VIVO": a phone bill). Reads nothing unless some line has the words; then the cards once and their bills once per such date.
 */
export async function billPaymentsOf(
  db: Executor,
  bookId: number,
  lines: readonly StatementLine[],
): Promise<BillPaymentVerdict[]> {
  const verdicts: BillPaymentVerdict[] = lines.map(() => null);
  const asking = lines.flatMap((line, i) =>
    line.type === 'DESPESA' && looksLikeBillPayment(line.text) ? [i] : [],
  );
  if (asking.length === 0) return verdicts;
  const allCards = await repo.cards(db, bookId);
  const cards = allCards.filter(hasTerms);
  if (cards.length === 0) return verdicts;
  const cardIds = new Set(allCards.map((c) => c.id));
  const accountNames = new Map<number, string>();
  const figuresOn = new Map<string, Map<number, CardFigures>>();
  for (const i of asking) {
    const line = lines[i] as StatementLine;
    if (cardIds.has(line.accountId)) continue;
    if (!accountNames.has(line.accountId))
      accountNames.set(line.accountId, (await repo.account(db, bookId, line.accountId))?.name ?? '');
    let figures = figuresOn.get(line.date);
    if (figures === undefined) {
      figures = await figuresOfCardsOn(db, bookId, line.date, cards);
      figuresOn.set(line.date, figures);
    }
    verdicts[i] = verdictOf(line, `${line.text} ${accountNames.get(line.accountId)}`, cards, figures);
  }
  return verdicts;
}

function verdictOf(
  line: StatementLine,
  namingText: string,
  cards: readonly Card[],
  figures: ReadonlyMap<number, CardFigures>,
): BillPaymentVerdict {
  const payers = cards.filter((card) => paidFrom(card, line.accountId));
  const named = payers.filter((card) => namesCard(namingText, card.name));
  // "PAG FATURA VIVO": a phone company's bill, unless the text names one of the cards.
  if (named.length === 0 && (payers.length === 0 || namesSomeoneElse(line.text))) return null;
  const fitting = named.flatMap((card) => {
    const bill = nearestDue(
      (figures.get(card.id)?.bills ?? []).filter((b) => isPayable(b) && amountFits(b, line.amountCents)),
      line.date,
    );
    return bill ? [{ cardId: card.id, month: bill.month }] : [];
  });
  const [only] = fitting;
  return fitting.length === 1 && only ? { kind: 'pays', ...only } : { kind: 'offer' };
}

/**
 * The rows offered as a bill's payment (GET /cards/bill-payment-offers): expenses of non-card accounts whose text
 * says they paid a card's bill and that are no transfer yet, with the bills each could pay today: the bills to pay
 * and the open one of every card that may be paid from the row's account, those whose amount fits first, then
 * those the text names, then by due date nearest the row. A row that pays more than the bill it paid asked on its
 * date (a card with nothing recorded then, or history without all of that bill's purchases) is offered that bill's
 * "Fatura anterior ao Grana" too (bill-before-grana.ts), whose amount is the row's.
 */
export async function billPaymentOffers(
  db: Executor,
  user: AuthUser,
  query: { import_id?: string | undefined; transaction_id?: number | undefined },
): Promise<BillPaymentOffer[]> {
  const today = todayIn(user.timeZone);
  const rows = (
    await repo.billPaymentCandidates(db, user.bookId, {
      importId: query.import_id ?? null,
      transactionId: query.transaction_id ?? null,
      since: addDays(today, -BILL_PAYMENT_OFFER_DAYS),
      limit: MAX_BILL_PAYMENT_OFFERS,
    })
  ).filter((row) => looksLikeBillPayment(row.description) || looksLikeBillPayment(row.bankText ?? ''));
  if (rows.length === 0) return [];
  const cards = (await repo.cards(db, user.bookId)).filter(hasTerms);
  // As for a statement's line (verdictOf): a text naming someone else and no card is another company's bill.
  const ownText = (row: (typeof rows)[number]) => `${row.bankText ?? ''} ${row.description}`;
  const offered = rows.filter(
    (row) =>
      !namesSomeoneElse(ownText(row)) ||
      cards.some((card) => paidFrom(card, row.accountId) && namesCard(ownText(row), card.name)),
  );
  if (offered.length === 0) return [];
  const figures = await figuresOfCardsOn(db, user.bookId, today, cards);
  const beforeGrana = await beforeGranaOptions(db, user.bookId, offered, cards, figures);
  return offered.map((row) => {
    const text = `${ownText(row)} ${row.accountName}`;
    const options = cards
      .filter((card) => paidFrom(card, row.accountId))
      .flatMap((card) => {
        const named = namesCard(text, card.name);
        const bills = (figures.get(card.id)?.bills ?? []).filter(
          (bill) => isPayable(bill) || bill.status === 'aberta',
        );
        // Of a card's bills the amount fits, the one due nearest the row (the open bill that only carries an
        // overdue one's balance fits too, but the money was owed by the overdue one).
        const fits = nearestDue(
          bills.filter((bill) => amountFits(bill, row.amount)),
          row.date,
        );
        const options = bills.map((bill) => ({ option: optionOf(card, bill, bill === fits), named }));
        const before = beforeGrana.get(`${row.id}:${card.id}`);
        return before ? [{ option: before, named }, ...options] : options;
      });
    options.sort(
      (a, b) =>
        Number(b.option.amount_fits) - Number(a.option.amount_fits) ||
        Number(b.named) - Number(a.named) ||
        daysApart(a.option.due_date, row.date) - daysApart(b.option.due_date, row.date),
    );
    return {
      transaction_id: row.id,
      date: row.date,
      description: row.description,
      amount: centsToReais(row.amount),
      account_id: row.accountId,
      account_name: row.accountName,
      options: options.map((o) => o.option),
    };
  });
}

/**
 * Each row's "Fatura anterior ao Grana" of each card that may have one (bill-before-grana.ts), by `rowId:cardId`:
 * the bill the row paid, when the row pays it as the bank had it and Grana's bill on its date differs
 * (openingChangeBeforeGrana). The option's `remaining` is the
 * row's amount, the bill as the bank had it: what Grana recorded of it and the part from before Grana. The bills
 * on a row's date are read per card and date (a few rows, a few cards).
 */
async function beforeGranaOptions(
  db: Executor,
  bookId: number,
  rows: ReadonlyArray<{ id: number; date: string; amount: number; accountId: number }>,
  cards: readonly Card[],
  figures: ReadonlyMap<number, CardFigures>,
): Promise<Map<string, BillPaymentOption>> {
  const options = new Map<string, BillPaymentOption>();
  for (const row of rows) {
    for (const card of cards) {
      const terms = figures.get(card.id)?.terms;
      if (terms === undefined || card.openingBalance < 0 || !paidFrom(card, row.accountId)) continue;
      const datesOf = billDatesOf(terms);
      const month = billBeforeGrana(row.date, datesOf);
      const bills = await billsOnPaymentDate(db, bookId, card, month, row.date);
      if (openingChangeBeforeGrana(card, bills, month, row.amount) === 0) continue;
      options.set(`${row.id}:${card.id}`, {
        card_id: card.id,
        card_name: card.name,
        month,
        due_date: datesOf(month).due_date,
        status: 'fechada',
        remaining: centsToReais(row.amount),
        amount_fits: true,
        before_grana: true,
      });
    }
  }
  return options;
}

/** Of some bills, the one due nearest a date (the first of those alike); undefined when there is none. */
function nearestDue(bills: readonly BillFigures[], date: string): BillFigures | undefined {
  let nearest: BillFigures | undefined;
  for (const bill of bills) {
    if (
      nearest === undefined ||
      daysApart(bill.dates.due_date, date) < daysApart(nearest.dates.due_date, date)
    )
      nearest = bill;
  }
  return nearest;
}

function optionOf(card: Card, bill: BillFigures, fits: boolean): BillPaymentOption {
  return {
    card_id: card.id,
    card_name: card.name,
    month: bill.month,
    due_date: bill.dates.due_date,
    status: bill.status,
    remaining: centsToReais(bill.remainingCents),
    amount_fits: fits,
    before_grana: false,
  };
}
