import { BANK_WORDS } from '../../../common/bank-text';
import { VARIABLE_AMOUNT_TOLERANCE_PERCENT } from '../../../common/contract/recurring';
import { descriptionWordList } from '../../../common/description-stem';

/**
 * The matching's rules (docs/PRODUCT.md, "Combinação com o extrato"): how far a bank line's date may be from
 * the date the person recorded. A card purchase reaches the statement later than a Pix does.
 */
export const MATCH_WINDOW_DAYS = 3;
export const CARD_MATCH_WINDOW_DAYS = 5;

export const windowOf = (accountType: string): number =>
  accountType === 'credit_card' ? CARD_MATCH_WINDOW_DAYS : MATCH_WINDOW_DAYS;

/**
 * Whether a line's amount pays a fixed item's due date: the same amount, or for an item of 'valor variável' (luz,
 * água) an amount within VARIABLE_AMOUNT_TOLERANCE_PERCENT of the item's, above or below (a R$ 180,00 bill is paid
 * by R$ 126,00 to R$ 234,00). In integer cents: |line - item| * 100 <= item * percent, no rounding.
 */
export function paysAmount(
  lineCents: number,
  item: { amountCents: number; variableAmount: boolean },
): boolean {
  if (lineCents === item.amountCents) return true;
  return (
    item.variableAmount &&
    Math.abs(lineCents - item.amountCents) * 100 <= item.amountCents * VARIABLE_AMOUNT_TOLERANCE_PERCENT
  );
}

/**
 * Whether the bank's amount abroad is the one typed (hundredths of the same currency): the same but for the rounding
 * of a rate printed with four decimals (an OFX's ORIGCURRENCY gives the reais and the rate, and the amount abroad is
 * their quotient: a yen's rate of 0,0365 is off by up to 0,14%), so within 0,2% of it, and at least one hundredth.
 */
export function sameAmountAbroad(typed: number, bank: number): boolean {
  return Math.abs(typed - bank) <= Math.max(1, Math.floor((bank * 2) / 1000));
}

/** A bill's IOF line, by its words: Nubank's 'IOF de "Amazon"', 'IOF COMPRA INTERNACIONAL', 'IOF DESPESA NO EXTERIOR'. */
export const namesIof = (text: string): boolean => descriptionWordList(text).includes('iof');

/**
 * How far the bill's reais may be from an estimate Grana worked, in percent of the bill's, when the bill gives no
 * amount abroad to find it by (Nubank's CSV) or for the IOF line: the bill converts at the issuer's rate, the PTAX
 * plus its spread (about 4 to 6% at the big issuers), and the IOF is the same rate on those reais; with room for a
 * rate a few days apart.
 */
export const ESTIMATE_TOLERANCE_PERCENT = 15;

/**
 * How many days after its purchase a bill's IOF line may be dated: Nubank dates it on the purchase's day, other
 * issuers when the bill closes (a cycle of up to a month, and the few days a purchase takes to post).
 */
export const IOF_POSTED_WITHIN_DAYS = 35;

/** An amount abroad as stored (transactions.foreign_amount, foreign_currency), read as figures: null when none. */
export const abroadOf = (amount: number | string | null, currency: string | null) =>
  amount === null || currency === null ? null : { amount: Number(amount), currency };

/** A row's or a line's figures as estimateEndedBy reads them: amounts in cents, the amount abroad in hundredths. */
interface Figures {
  amountCents: number;
  foreign: { amount: number; currency: string } | null;
}

/**
 * Whether a bank line gives the figures of a row still estimated (transactions.foreign_estimated, the caller's
 * check), whatever the reais each says: a typed purchase abroad and a line of its currency and amount there
 * (sameAmountAbroad); or, from a bill that gives no amount abroad (Nubank's CSV), a line naming the purchase
 * (namesTheLine) with reais near the estimate's; or the IOF line Grana worked for such a purchase (no amount abroad)
 * and a line of the bill's IOF near it (ESTIMATE_TOLERANCE_PERCENT). The one rule of the matcher (estimates.ts), the
 * preview's choice (chosen.ts) and two rows merged (merge.ts).
 */
export function estimateEndedBy(
  row: Figures & { description: string },
  line: Figures & { text: string },
): boolean {
  if (row.foreign && line.foreign)
    return (
      line.foreign.currency === row.foreign.currency &&
      sameAmountAbroad(row.foreign.amount, line.foreign.amount)
    );
  if (line.foreign) return false;
  const near =
    Math.abs(row.amountCents - line.amountCents) * 100 <= line.amountCents * ESTIMATE_TOLERANCE_PERCENT;
  if (row.foreign) return near && !namesIof(line.text) && namesTheLine(row.description, line.text);
  return near && namesIof(line.text);
}

/** How many stored rows of one line are weighed (the nearest): equal amounts past that cannot be told apart. */
export const MAX_CANDIDATES = 50;

/** How many rows of other accounts one line weighs as the other side of a transfer. */
export const MAX_COUNTERPARTS = 5;

/** How many due dates of one fixed item a statement may pay (a statement of two years of a monthly bill). */
export const MAX_OCCURRENCES = 24;

/** How many rows a line offers the person to match it with instead (the preview's choice). */
export const MAX_CHOICES = 5;

/** The words of a text that may name something: folded, letters only, 3 letters or more, no bank words. */
export const namingWords = (text: string): string[] =>
  descriptionWordList(text).filter((w) => w.length >= 3 && !BANK_WORDS.has(w));

/**
 * Whether what the person wrote names what the bank wrote: the first naming word of the recorded description (or
 * of its payee's name) is one of the line's ('Netflix' and 'NETFLIX.COM SAO PAULO', 'Padaria Ipê' and 'COMPRA
 * CARTAO DEB PADARIA IPE'). 'Pix enviado' names nothing.
 */
export function namesTheLine(recorded: string, lineText: string): boolean {
  return namedBy(firstNamingWord(recorded), namingWords(lineText));
}

/**
 * Whether any naming word of what was recorded is one of the line's: a looser reading than namesTheLine, for a row
 * another app's history holds on the line's very day, account and amount, whose text often puts what it was before
 * whom ('Conta de luz Enel' and 'ENEL DISTRIBUICAO').
 */
export function sharesNamingWord(recorded: string, lineText: string): boolean {
  const lineWords = new Set(namingWords(lineText));
  return namingWords(recorded).some((word) => lineWords.has(word));
}

/** What a recorded text or a name is known by: its first naming word (undefined when it has none). */
export const firstNamingWord = (text: string): string | undefined => namingWords(text)[0];

/** namesTheLine with both sides read already: for many lines against many names, each read once. */
export const namedBy = (first: string | undefined, lineWords: readonly string[]): boolean =>
  first !== undefined && lineWords.includes(first);

/** Whether a text names nothing but how the money moved ('TRANSFERENCIA RECEBIDA', 'PIX ENVIADO'). */
export const namesNothing = (text: string): boolean => namingWords(text).length === 0;
