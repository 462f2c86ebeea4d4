/**
 * A purchase in another currency on a card in reais (a card used abroad or on a foreign site): from the amount in
 * that currency and a rate, the amount in reais, the IOF line, the total and the rates they imply; the estimate a
 * purchase shows before its bill, and how the bill's figures replace it; its installments where an issuer allows them.
 *
 * What the bill does, by the Banco Central's Circular 3.918 of 28/11/2018 (DOU of 29/11/2018; it added art. 128-A and
 * 128-B to Circular 3.691/2013), in force from 01/03/2020: the issuer of a credit card for international use must
 * offer to bill each purchase in reais at the rate of the purchase's day, and the bill shows for each purchase its
 * date, the currency and the amount in it, the equivalent in US dollars on that day, the dollar's rate to the real
 * on that day and the amount in reais (art. 128-A, I, a to d). A purchase in euros is converted by the card network
 * to dollars and then by the issuer to reais: the rate here, reais per unit of the purchase's currency, is the
 * product of the two. The issuer must publish its rate of the day before in its channels, with four decimals, and
 * a history of its rates (art. 128-B; Carta Circular 3.979/2019). Sources: the Circular's text as republished by
 * revistadireitohoje.com.br and dje.adv.br; Agência Brasil (em.com.br, 01/03/2020); Gazeta do Povo (23/10/2019).
 * Whether Resolução BCB 277/2022, which replaced Circular 3.691 in 2023, keeps the same words was not verified.
 *
 * Before the bill: the purchase is estimated at the PTAX sell of its day (the Banco Central's closing rate), which
 * the issuer's rate exceeds by its spread (a few percent), so an estimate is usually below the bill. The bill's
 * reais and IOF then replace it (replaceEstimate), and the difference is what the estimate missed.
 *
 * Installments: a purchase abroad comes on one bill, whole; Brazilian issuers do not split international purchases
 * at the moment of purchase (a foreign merchant rarely offers installments to a Brazilian card: Explore Nova's guide,
 * 2025; payment gateways refuse installments on international charges). Where an issuer lets a person split a
 * purchase after it (an offer with interest, as Nubank's 'Parcelar compra', 2021), the purchase was already converted
 * on its day; Grana divides that converted total, the remainder on the first installment, as every installment of a
 * card is divided (installmentAmounts, common/card-bills.ts). The interest of such an offer is the issuer's and not
 * worked here.
 *
 * Rounding: reais = hundredths × rate, half up to the cent (the bill shows the cents; no source gives the issuer's
 * rounding); the IOF half up to the cent on those reais (common/iof-exchange.ts).
 */
import { installmentAmounts } from './card-bills';
import type { CurrencyCode } from './currencies';
import {
  convertToCents,
  currencyMessage,
  foreignAmountMessage,
  impliedRate,
  parseRate,
  rateText,
  type Spread,
  spreadOver,
} from './exchange-rates';
import {
  FIRST_IOF_EXCHANGE_DATE,
  type IofExchangeKind,
  type IofRate,
  iofCentsAt,
  iofRateOn,
} from './iof-exchange';

export interface ForeignPurchaseInput {
  /** The amount in the purchase's currency, in hundredths of its unit (US$ 100,00 is 10000, ¥ 1.500 is 150000). */
  foreignHundredths: number;
  currency: CurrencyCode;
  /** Reais per unit of the currency, as typed or read ('5,8123' or '5.8123'). */
  rate: string;
  /** The purchase's day (ISO). */
  date: string;
  /** The IOF's kind: a card abroad unless said (a prepaid card's load, a withdrawal are also 'card_abroad'). */
  kind?: IofExchangeKind;
}

export interface ForeignPurchase {
  foreignHundredths: number;
  currency: CurrencyCode;
  date: string;
  /** The rate used, machine text: '5.8123'. */
  rate: string;
  /** The amount in reais, in cents. */
  reaisCents: number;
  iof: IofRate;
  iofCents: number;
  /** reaisCents + iofCents: what the bill charges for the purchase. */
  totalCents: number;
  /** reais ÷ foreign, six decimals: the rate the reais line implies. */
  effectiveRate: string;
  /** total ÷ foreign, six decimals: what a unit of the currency cost with the IOF. */
  effectiveRateWithIof: string;
}

function checked(input: ForeignPurchaseInput): bigint {
  const message =
    currencyMessage(input.currency) ??
    foreignAmountMessage(input.foreignHundredths, input.currency) ??
    (input.date < FIRST_IOF_EXCHANGE_DATE ? 'Sem alíquota de IOF conhecida antes de 28/12/2013.' : null);
  if (message) throw new RangeError(message);
  return parseRate(input.rate);
}

/**
 * A purchase in another currency worked in reais at a rate: reais, IOF, total and the rates they imply. Throws a
 * RangeError with a message in Portuguese for an amount, currency, rate or day it cannot work (check with
 * foreignAmountMessage, currencyMessage and rateMessage first).
 */
export function foreignPurchase(input: ForeignPurchaseInput): ForeignPurchase {
  const micros = checked(input);
  const iof = iofRateOn(input.kind ?? 'card_abroad', input.date);
  if (!iof) throw new RangeError('Data inválida.');
  const reaisCents = convertToCents(input.foreignHundredths, micros);
  const iofCents = iofCentsAt(reaisCents, iof.basisPoints);
  const totalCents = reaisCents + iofCents;
  return {
    foreignHundredths: input.foreignHundredths,
    currency: input.currency,
    date: input.date,
    rate: rateText(micros),
    reaisCents,
    iof,
    iofCents,
    totalCents,
    effectiveRate: impliedRate(reaisCents, input.foreignHundredths),
    effectiveRateWithIof: impliedRate(totalCents, input.foreignHundredths),
  };
}

export interface EstimateInput extends Omit<ForeignPurchaseInput, 'rate'> {
  /** The PTAX sell of the purchase's day, reais per unit ('5.5843'). */
  ptaxSell: string;
}

/** What a purchase shows until its bill: the purchase worked at the day's PTAX sell, marked as an estimate. */
export function estimateForeignPurchase(input: EstimateInput): ForeignPurchase & { estimated: true } {
  const { ptaxSell, ...rest } = input;
  return { ...foreignPurchase({ ...rest, rate: ptaxSell }), estimated: true };
}

/** The bill's own figures for one purchase (Circular 3.918/2018: its reais, and the IOF line). */
export interface BillFigures {
  reaisCents: number;
  iofCents: number;
}

export interface EstimateReplaced {
  reaisCents: number;
  iofCents: number;
  totalCents: number;
  /** The bill's reais ÷ foreign: the issuer's rate the bill implies, six decimals. */
  rate: string;
  /** The bill's total ÷ foreign. */
  rateWithIof: string;
  /** The bill's rate above the rate estimated with (the PTAX sell): the issuer's spread. */
  spread: Spread;
  /** The bill's total minus the estimate's: what the estimate missed (positive when the bill is dearer). */
  differenceCents: number;
  /** The IOF the day's rate gives on the bill's reais, and whether the bill's line is it. */
  expectedIofCents: number;
  iofAsExpected: boolean;
}

/** The bill's figures in place of an estimate: the rates they imply and how far the estimate was. */
export function replaceEstimate(estimate: ForeignPurchase, bill: BillFigures): EstimateReplaced {
  for (const value of [bill.reaisCents, bill.iofCents]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('Valor da fatura inválido.');
  }
  const totalCents = bill.reaisCents + bill.iofCents;
  const expectedIofCents = iofCentsAt(bill.reaisCents, estimate.iof.basisPoints);
  return {
    reaisCents: bill.reaisCents,
    iofCents: bill.iofCents,
    totalCents,
    rate: impliedRate(bill.reaisCents, estimate.foreignHundredths),
    rateWithIof: impliedRate(totalCents, estimate.foreignHundredths),
    spread: spreadOver(bill.reaisCents, estimate.foreignHundredths, parseRate(estimate.rate)),
    differenceCents: totalCents - estimate.totalCents,
    expectedIofCents,
    iofAsExpected: expectedIofCents === bill.iofCents,
  };
}

/**
 * A converted purchase's total split into `count` installments in cents, the remainder on the first, by the same
 * division as every card installment (installmentAmounts): R$ 601,57 in 3 -> 200,53 + 200,52 + 200,52.
 */
export function foreignInstallments(purchase: Pick<ForeignPurchase, 'totalCents'>, count: number): number[] {
  if (!Number.isSafeInteger(count) || count < 1)
    throw new RangeError(`Not a number of installments: ${count}`);
  return installmentAmounts(purchase.totalCents, count);
}
