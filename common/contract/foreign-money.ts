import {
  CURRENCY_CODES,
  CURRENCY_MESSAGES,
  type CurrencyCode,
  HOME_CURRENCY,
  type RateUsed,
} from '../currencies';
import { moneySchemaWith, z } from './shared';

/** ISO 4217 as a person may type it ('usd'): one Grana keeps (common/currencies.ts). */
export const currencySchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  // The example is the real: the one currency every account and a card may take (the request tests generate from it).
  z.enum(CURRENCY_CODES, { error: CURRENCY_MESSAGES.unknown }).meta({ examples: ['BRL'] }),
);

export const FOREIGN_MESSAGES = {
  notForeign: 'A moeda estrangeira não pode ser o real: lance o valor em reais.',
  onlyOnReais:
    'Um valor em outra moeda vai numa conta em reais (um cartão usado no exterior). Numa conta em outra moeda, lance o valor na moeda dela.',
  installments: 'Uma compra no exterior vem inteira na fatura: não pode ser parcelada aqui.',
  transfer: 'Uma transferência entre moedas leva os dois valores, não um valor em outra moeda.',
  iofOnlyOnPurchase: 'O IOF é lançado com uma despesa.',
  amount: 'Informe o valor na outra moeda',
  noRate: (currency: string, date: string) =>
    `Sem cotação de ${currency} até ${date}: informe o valor em reais cobrado na fatura.`,
} as const;

/**
 * A purchase or payment in another currency on an account in reais (a card used abroad, a foreign site): the
 * amount in that currency, and optionally the IOF in reais the bill charges for it. Without the row's amount in
 * reais, the server estimates it at the PTAX sell of the day (until the bill's figure replaces it); without the
 * IOF, the rate of common/iof-exchange.ts for the day (none: iof 0).
 */
export const foreignInput = z.object({
  amount: moneySchemaWith({ missing: FOREIGN_MESSAGES.amount }),
  currency: currencySchema
    .refine((code) => code !== HOME_CURRENCY, { error: FOREIGN_MESSAGES.notForeign })
    .meta({ examples: ['USD'] }),
  iof: moneySchemaWith({}).or(z.literal(0)).optional(),
});
export type ForeignInput = z.output<typeof foreignInput>;

/** A row's amount in another currency, as answered. */
export interface ForeignAmount {
  /** In the foreign currency (JSON number, two decimals). */
  amount: number;
  currency: CurrencyCode;
  /** The row's amount in reais was worked at the day's PTAX sell and waits for the bill's figure. */
  estimated: boolean;
  /** The rate the row implies: its amount in reais ÷ the foreign amount (decimal text, six places at most). */
  rate: string;
  /** On an estimate, the PTAX it used. */
  ptax?: RateUsed;
}
