import type { ForeignAmount } from '../../../common/contract/foreign-money';
import type { Transaction } from '../../../common/contract/transactions';
import { HOME_CURRENCY } from '../../../common/currencies';
import { formatRate } from '../../../common/exchange-rates';
import { currencySymbol, formatInCurrency } from './foreign-money';

/** What an estimated row says of its reais: worked at the day's rate (the PTAX sell, or the book's where it has none), until the bill's figure replaces them. */
export const ESTIMATE_TEXT = 'estimativa pela cotação do dia';

/** What the IOF line Grana worked for such a purchase says: the bill's IOF line replaces it. */
export const IOF_ESTIMATE_TEXT = ['estimativa', 'até a fatura'] as const;

/**
 * The line under a row's amount in reais when it was a purchase in another currency: 'US$ 100,00 · R$ 5,8123' (the
 * amount there and the rate the row implies), and whether the reais are still an estimate.
 */
export function foreignRowText(foreign: Pick<ForeignAmount, 'amount' | 'currency' | 'rate'>): string {
  return foreignRowParts(foreign).join(' · ');
}

/** The line's two halves, each kept whole where a narrow row wraps it: 'US$ 100,00' and 'R$ 5,8123'. */
export function foreignRowParts(
  foreign: Pick<ForeignAmount, 'amount' | 'currency' | 'rate'>,
): [string, string] {
  return [formatInCurrency(foreign.amount, foreign.currency), `R$ ${formatRate(foreign.rate)}`];
}

/** What a leg of a transfer between two currencies says of the other leg (transfer-leg line). */
export interface TransferLegParts {
  /** '→' on the leg the money left (the other is what arrived), '←' on the leg it arrived in. */
  arrow: '→' | '←';
  /** The arrow's words for a screen reader: 'recebido', 'enviado'. */
  spoken: 'recebido' | 'enviado';
  /** The other leg's amount in its currency: 'US$ 100,00', 'R$ 543,21'. */
  amount: string;
  /** The transfer's effective rate per unit of the foreign currency, 'R$ 5,4321/US$'; null when neither leg is in reais. */
  rate: string | null;
}

type TransferLeg = Pick<
  Transaction,
  'type' | 'currency' | 'transfer_amount' | 'transfer_currency' | 'transfer_rate'
>;

/**
 * The other leg of a transfer between two currencies, as its row shows it under the amount: on Itaú's leg (R$ 543,21
 * out) '→ US$ 100,00 · R$ 5,4321/US$', on Nomad's (US$ 100,00 in) '← R$ 543,21 · R$ 5,4321/US$'; null on a
 * transfer in one currency and on any other row.
 */
export function transferLegParts(tx: TransferLeg): TransferLegParts | null {
  if (tx.transfer_amount === null || tx.transfer_currency === null) return null;
  const out = tx.type === 'DESPESA';
  const foreign = tx.transfer_currency === HOME_CURRENCY ? tx.currency : tx.transfer_currency;
  return {
    arrow: out ? '→' : '←',
    spoken: out ? 'recebido' : 'enviado',
    amount: formatInCurrency(tx.transfer_amount, tx.transfer_currency),
    rate: tx.transfer_rate === null ? null : `R$ ${formatRate(tx.transfer_rate)}/${currencySymbol(foreign)}`,
  };
}

/** transferLegParts in one line: '→ US$ 100,00 · R$ 5,4321/US$'; '' when there is no other currency. */
export function transferLegText(tx: TransferLeg): string {
  const parts = transferLegParts(tx);
  if (!parts) return '';
  return [`${parts.arrow} ${parts.amount}`, parts.rate].filter(Boolean).join(' · ');
}
