import { addBillMonths } from './card-bills';
import { withoutInstallmentMarker } from './csv/installment';
import { descriptionWords } from './description-stem';

/** An installment already stored on a card, with the bill it is in. */
export interface StoredInstallment {
  id: number;
  accountId: number;
  amountCents: number;
  description: string;
  bill: string;
  number: number;
  count: number;
}

/** A statement line marked k of n, with the bill of its date. */
export interface InstallmentLine {
  accountId: number;
  amountCents: number;
  description: string;
  bill: string;
  number: number;
  count: number;
}

/** The word that names a purchase: the first of its description, folded, without the installment marker. */
export function purchaseWord(description: string): string {
  return descriptionWords(withoutInstallmentMarker(description)).split(' ')[0] ?? '';
}

/** Installments the index holds under one key, in the order given; those before `next` were taken. */
interface Bucket {
  items: Array<{ stored: StoredInstallment; position: number }>;
  next: number;
}

/** The stored installments of one import, found by key: each line costs a fixed number of lookups. */
export interface InstallmentIndex {
  /** The stored installment the line is (see installmentIndex), taken out so that it answers for no other line. */
  take(line: InstallmentLine): StoredInstallment | undefined;
  /** Map lookups made so far: at most LOOKUPS_PER_LINE a line, however many installments are stored. */
  readonly lookups: number;
}

/** Two bills (the line's, and k - 1 on) times three amounts (a cent less, the same, a cent more). */
export const LOOKUPS_PER_LINE = 6;

const keyOf = (accountId: number, count: number, number: number, bill: string, cents: number, word: string) =>
  `${accountId}|${count}|${number}|${bill}|${cents}|${word}`;

/**
 * The stored installment a card statement's line is: the same card, the same k of n, the amount within a cent, the
 * purchase named by the same first word, and in the line's bill: the bill of the line's date when the bank dates
 * the line on the installment's month, or that bill plus k - 1 when it dates every installment on the purchase
 * day (as C6 does). Each stored installment answers for one line; of several that fit, the first in the order
 * given. Every part of the rule but the amount's cent is in the key, so a line looks up its two bills at its three
 * amounts, whatever the number of installments stored (scanning them all for each line held the server for 11 s
 * with 194,000 stored).
 */
export function installmentIndex(stored: readonly StoredInstallment[]): InstallmentIndex {
  const buckets = new Map<string, Bucket>();
  stored.forEach((s, position) => {
    const word = purchaseWord(s.description);
    if (word === '') return; // A line without a word matches nothing.
    const key = keyOf(s.accountId, s.count, s.number, s.bill, s.amountCents, word);
    const bucket = buckets.get(key);
    if (bucket) bucket.items.push({ stored: s, position });
    else buckets.set(key, { items: [{ stored: s, position }], next: 0 });
  });
  let lookups = 0;
  return {
    take(line) {
      const word = purchaseWord(line.description);
      if (word === '') return undefined;
      const later = addBillMonths(line.bill, line.number - 1);
      const bills = later === line.bill ? [line.bill] : [line.bill, later];
      let best: Bucket | undefined;
      for (const bill of bills) {
        for (const cents of [line.amountCents - 1, line.amountCents, line.amountCents + 1]) {
          lookups++;
          const bucket = buckets.get(keyOf(line.accountId, line.count, line.number, bill, cents, word));
          const head = bucket?.items[bucket.next];
          if (head && (!best || head.position < (best.items[best.next]?.position ?? Infinity))) best = bucket;
        }
      }
      if (!best) return undefined;
      const found = best.items[best.next];
      best.next++;
      return found?.stored;
    },
    get lookups() {
      return lookups;
    },
  };
}
