import { FOREIGN_MESSAGES, foreignInput } from '../../../../common/contract/foreign-money';
import { fromText, moneyText, moneyTextReading, z } from '../../../../common/contract/shared';
import {
  CURRENCIES,
  CURRENCY_MESSAGES,
  type CurrencyCode,
  FOREIGN_CURRENCIES,
} from '../../../../common/currencies';
import { iofRateOn } from '../../../../common/iof-exchange';

/**
 * 'Compra em outra moeda' of 'Nova transação': a purchase (or an income) in another currency on an account in
 * reais, as the form holds it and as POST /transactions takes it (`foreign`).
 */

/** The first currency offered: a trip's or a foreign site's, most often. */
export const FIRST_FOREIGN_CURRENCY: CurrencyCode = 'USD';

/** The currencies offered: the dollar first, then the others by their Portuguese name. */
export const FOREIGN_CHOICES: readonly CurrencyCode[] = [
  FIRST_FOREIGN_CURRENCY,
  ...FOREIGN_CURRENCIES.filter((code) => code !== FIRST_FOREIGN_CURRENCY).sort((a, b) =>
    CURRENCIES[a].name.localeCompare(CURRENCIES[b].name, 'pt-BR'),
  ),
];

export const FOREIGN_TOGGLE_LABEL = 'Compra em outra moeda';

/** The hint of 'Valor (R$)' while the toggle is on: the reais may wait for the bill. */
export const ESTIMATE_HINT =
  'Deixe em branco para estimar pela PTAX do dia; troque pelo valor da fatura quando ela fechar.';

/** The hint of 'IOF (R$)': the rate of the chosen day, as the server charges it when the field is blank. */
export function iofHint(date: string): string {
  const rate = iofRateOn('card_abroad', date);
  return rate ? `Em branco: o IOF do dia (${rate.text})` : 'Em branco: sem IOF';
}

/** The toggle's fields, read as the contract's `foreign`. */
export const foreignFields = z.object({
  foreignCurrency: fromText(foreignInput.shape.currency),
  foreignAmount: moneyText({ missing: FOREIGN_MESSAGES.amount }),
  /** Blank is the day's rate, 0 none, else the reais the bill charges. */
  iof: moneyTextReading.pipe(foreignInput.shape.iof),
});
export type ForeignFieldValues = z.input<typeof foreignFields>;
type Foreign = NonNullable<z.input<typeof foreignInput>>;

export const noForeign = (): ForeignFieldValues & { foreign: boolean } => ({
  foreign: false,
  foreignCurrency: FIRST_FOREIGN_CURRENCY,
  foreignAmount: '',
  iof: '',
});

/** The body's `foreign`, from the toggle's fields; the IOF only on an expense (an income has none). */
export function foreignBody(values: ForeignFieldValues, expense: boolean): Foreign {
  const v = foreignFields.parse(values);
  return {
    amount: v.foreignAmount,
    currency: v.foreignCurrency,
    ...(expense && v.iof !== undefined ? { iof: v.iof } : {}),
  };
}

/** 'Sem cotação de ': how the server's refusal of a day without a rate begins. */
const NO_RATE_LEAD = FOREIGN_MESSAGES.noRate('\0', '\0').split('\0')[0] as string;

export type ForeignErrorField = 'amount' | 'foreignCurrency' | 'foreignAmount' | 'iof';

/**
 * The field a refusal of POST /transactions concerns, when it is about the purchase in another currency: a day
 * without a rate asks for the reais; null for any other message (said under the form).
 */
export function foreignErrorField(message: string): ForeignErrorField | null {
  if (message.startsWith(NO_RATE_LEAD)) return 'amount';
  if (message === FOREIGN_MESSAGES.amount) return 'foreignAmount';
  if (message === FOREIGN_MESSAGES.notForeign || message === CURRENCY_MESSAGES.unknown)
    return 'foreignCurrency';
  if (message === FOREIGN_MESSAGES.iofOnlyOnPurchase) return 'iof';
  return null;
}
