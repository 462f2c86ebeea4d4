/**
 * A statement line in another currency than its statement's (OFX 1.02, section 5.2): a STMTTRN may hold a CURRENCY
 * or an ORIGCURRENCY aggregate, each with CURRATE (the ratio of CURDEF to CURSYM: units of the statement's currency
 * per unit of CURSYM) and CURSYM (ISO 4217).
 *
 * - ORIGCURRENCY: TRNAMT is already in CURDEF (what the account was charged); CURSYM is the currency the purchase was
 *   made in, and TRNAMT ÷ CURRATE its amount there. A Brazilian card's bill with a purchase abroad.
 * - CURRENCY: TRNAMT is in CURSYM; TRNAMT × CURRATE is the amount in CURDEF, which is what the account holds.
 *
 * Exact integer arithmetic (common/exchange-rates.ts): no float touches an amount.
 */
import { CURRENCIES, type CurrencyCode, isCurrencyCode } from '../currencies';
import { foreignAmountMessage, roundedQuotient } from '../exchange-rates';
import { fieldText, findAll, type OfxNode } from './tree';

export const LINE_CURRENCY_MESSAGES = {
  noRate: (line: number, currency: string) =>
    `Linha ${line}: valor em ${currency} sem cotação válida (CURRATE) para a moeda do extrato; ignorado.`,
} as const;

/** The line's amount in the statement's currency, and the original amount abroad when the line states one. */
export interface LineAmount {
  /** Absolute, in hundredths of the statement's currency. */
  amountCents: number;
  foreign?: { amount: number; currency: CurrencyCode };
}

/** CURRATE as an exact fraction, numerator over a power of ten; null when it is not a positive decimal. */
function readRate(text: string | undefined): { numerator: bigint; denominator: bigint } | null {
  const trimmed = (text ?? '').trim().replace(',', '.');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (!match || (match[1] ?? '') + (match[2] ?? '') === '') return null;
  const fraction = match[2] ?? '';
  const numerator = BigInt(`${match[1] || '0'}${fraction}`);
  if (numerator === 0n || fraction.length > 12) return null;
  return { numerator, denominator: 10n ** BigInt(fraction.length) };
}

/** An amount abroad Grana can keep: a currency it knows, other than the statement's, and a valid amount there. */
function kept(amount: number, currency: string, statementCurrency: string | undefined) {
  if (!isCurrencyCode(currency) || currency === statementCurrency) return undefined;
  const whole = CURRENCIES[currency].minorDigits === 0 ? Math.round(amount / 100) * 100 : amount;
  return foreignAmountMessage(whole, currency) === null ? { amount: whole, currency } : undefined;
}

/**
 * The line's amount in its statement's currency (`cents`: |TRNAMT| in hundredths) and what it was abroad. A string:
 * why the line cannot be read (a CURRENCY in another currency without a rate gives no amount in the statement's).
 */
export function lineAmount(
  node: OfxNode,
  cents: number,
  statementCurrency: string | undefined,
): LineAmount | string {
  const original = findAll(node, 'ORIGCURRENCY')[0];
  if (original) {
    const currency = (fieldText(original, 'CURSYM') ?? '').trim().toUpperCase();
    const rate = readRate(fieldText(original, 'CURRATE'));
    if (!rate) return { amountCents: cents };
    const foreign = kept(
      Number(roundedQuotient(BigInt(cents) * rate.denominator, rate.numerator)),
      currency,
      statementCurrency,
    );
    return foreign ? { amountCents: cents, foreign } : { amountCents: cents };
  }
  const own = findAll(node, 'CURRENCY')[0];
  if (!own) return { amountCents: cents };
  const currency = (fieldText(own, 'CURSYM') ?? '').trim().toUpperCase();
  // A CURRENCY that repeats the statement's (a bank that writes it on every line, at 1) changes nothing.
  if (currency === '' || statementCurrency === undefined || currency === statementCurrency) {
    return { amountCents: cents };
  }
  const rate = readRate(fieldText(own, 'CURRATE'));
  if (!rate) return LINE_CURRENCY_MESSAGES.noRate(node.line, currency);
  const amountCents = Number(roundedQuotient(BigInt(cents) * rate.numerator, rate.denominator));
  if (amountCents === 0) return LINE_CURRENCY_MESSAGES.noRate(node.line, currency);
  const foreign = kept(cents, currency, statementCurrency);
  return foreign ? { amountCents, foreign } : { amountCents };
}
