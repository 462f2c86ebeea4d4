/**
 * The IOF on exchange operations (IOF-câmbio) a person in Brazil pays, by the day of the operation and its kind: the
 * one module that knows the rates and where each comes from.
 *
 * The rates live in Decreto 6.306/2007 (Regulamento do IOF), art. 15-B (the rate of each kind of operation; the
 * caput's 0,38% for any operation no inciso names) and art. 15-C (the yearly reductions of Decreto 10.997/2022,
 * revoked from 23/05/2025). Each period below names the decree and the inciso that set its rates. Sources read:
 * - 6,38% on debit cards, withdrawals abroad, prepaid cards and travellers' cheques, raised from 0,38% to match the
 *   credit card (6,38% since Decreto 7.454/2011), in force on Saturday 28/12/2013 (decree of 27/12/2013, extra edition
 *   of the DOU; Estadão, GZH, Valor of 27-28/12/2013). The decree's number (8.175/2013) was not confirmed by a source.
 * - Foreign banknotes: 0,38% -> 1,1% from 03/05/2016, Decreto 8.731/2016 art. 1º (art. 15-B, XX; its text at
 *   camara.leg.br).
 * - Transfers to one's own account abroad: 0,38% -> 1,1% from 03/03/2018, Decreto 9.297/2018 (art. 15-B, XXI),
 *   published in the DOU of 02/03/2018 (O Popular, 02/03/2018).
 * - Cards: 5,38% from 02/01/2023, 4,38% from 02/01/2024, 3,38% from 02/01/2025 (then 2,38% in 2026, 1,38% in 2027,
 *   zero from 02/01/2028, never reached), Decreto 10.997/2022 art. 1º (art. 15-C, II to VII, on art. 15-B, VII, IX
 *   and X; the text at dou.vlex.com.br). Decreto 11.153/2022 rewrote those incisos for "arranjos de pagamento"
 *   with the same rates.
 * - 3,5% on cards, banknotes and transfers out from 23/05/2025: Decreto 12.466/2025 of 22/05/2025 (in force the next
 *   day; it revoked art. 15-C from 23/05/2025), Decreto 12.467/2025 of 23/05/2025 (art. 15-B, XXI: 3,5% for one's
 *   own or a relative's account; XXI-A: 1,1% for a transfer to invest abroad; its text at informef.com.br), both
 *   replaced by Decreto 12.499/2025 of 11/06/2025 with the same rates for these kinds (Cardillo, GSGA, Mello
 *   Pimentel, 06/2025). Operations no inciso names: 0,38% coming in, 3,5% going out (O Povo, 28/06/2025).
 * - The Congress's Decreto Legislativo 176/2025 (DOU of 27/06/2025) suspended the three decrees: the rates before
 *   them came back (3,38% cards, 1,1% banknotes and own account, 0,38% investment; R7, AFI, BR-MM, 27/06/2025);
 *   Wise refunded operations from 00:00 of 27/06 (Mercado & Eventos).
 * - On 16/07/2025 the STF (minister Alexandre de Moraes) restored Decreto 12.499/2025 but for "risco sacado"; the
 *   Receita Federal collected the 3,5% again from 17/07/2025 and not for the days between (Diário de Pernambuco,
 *   BNews, Auditar, 17-22/07/2025).
 * No source after July 2025 changes these rates (a February 2026 guide still gives 3,5% for cards).
 *
 * Rounding: the tax is the rate times the operation's amount in reais (art. 14: the amount in national currency
 * delivered or received), rounded half up to the cent. No source found states a bank's rounding; half up is the
 * usual one and the one Grana uses until a bill shows otherwise.
 */
import { isIsoDate } from './dates';

export const IOF_EXCHANGE_KINDS = [
  'card_abroad',
  'cash_purchase',
  'remittance_own',
  'remittance_third',
  'remittance_in',
  'investment_abroad',
] as const;
export type IofExchangeKind = (typeof IOF_EXCHANGE_KINDS)[number];

/** What each kind covers, as a person reads it. */
export const IOF_EXCHANGE_KIND_LABELS: Record<IofExchangeKind, string> = {
  card_abroad: 'Cartão no exterior (crédito, débito ou pré-pago; compras, sites estrangeiros e saques)',
  cash_purchase: 'Compra de moeda estrangeira em espécie',
  remittance_own: 'Envio para conta própria no exterior',
  remittance_third: 'Envio para outra pessoa no exterior',
  remittance_in: 'Dinheiro recebido do exterior',
  investment_abroad: 'Envio para investir no exterior',
};

/** The first day the table answers: the card's rate was one for every kind of card from it. */
export const FIRST_IOF_EXCHANGE_DATE = '2013-12-28';

type Rates = Record<IofExchangeKind, number>;

interface Period {
  /** First day of the period (ISO). */
  from: string;
  /** Rates in basis points (350 = 3,5%). */
  rates: Rates;
  /** The norm and article each rate comes from. */
  source: string;
}

const CAPUT = 'art. 15-B, caput (0,38%)';
const BEFORE_2016: Rates = {
  card_abroad: 638,
  cash_purchase: 38,
  remittance_own: 38,
  remittance_third: 38,
  remittance_in: 38,
  investment_abroad: 38,
};
const RATES_2016 = { ...BEFORE_2016, cash_purchase: 110 };
const RATES_2018 = { ...RATES_2016, remittance_own: 110 };
/** The rates of 2025 before the decrees of May: what Decreto Legislativo 176/2025 brought back for three weeks. */
const RATES_2025 = { ...RATES_2018, card_abroad: 338 };
/** Decretos 12.466 and 12.467/2025, then 12.499/2025. */
const RATES_3_5: Rates = {
  card_abroad: 350,
  cash_purchase: 350,
  remittance_own: 350,
  remittance_third: 350,
  remittance_in: 38,
  investment_abroad: 110,
};
const SOURCE_12_499 =
  'Decreto 12.499/2025: Decreto 6.306/2007 art. 15-B, VII a X (cartões, 3,5%), XX (espécie, 3,5%), XXI ' +
  '(conta própria ou de parente, 3,5%), XXI-A (investimento, 1,1%); saída não especificada 3,5%, entrada 0,38%';
const CARDS_6_38 =
  'Decreto 6.306/2007 art. 15-B, VII (crédito, Decreto 7.454/2011) e VIII a X (débito, saque, pré-pago: decreto ' +
  'de 27/12/2013), 6,38%';

/** The periods in order; each lasts until the day before the next. */
const PERIODS: readonly Period[] = [
  { from: FIRST_IOF_EXCHANGE_DATE, rates: BEFORE_2016, source: `${CARDS_6_38}; demais, ${CAPUT}` },
  {
    from: '2016-05-03',
    rates: RATES_2016,
    source: `Decreto 8.731/2016: art. 15-B, XX (espécie, 1,1%); ${CARDS_6_38}; demais, ${CAPUT}`,
  },
  {
    from: '2018-03-03',
    rates: RATES_2018,
    source: `Decreto 9.297/2018: art. 15-B, XXI (conta própria, 1,1%); XX (espécie, 1,1%); ${CARDS_6_38}; demais, ${CAPUT}`,
  },
  ...[
    { from: '2023-01-02', card: 538, inciso: 'II' },
    { from: '2024-01-02', card: 438, inciso: 'III' },
    { from: '2025-01-02', card: 338, inciso: 'IV' },
  ].map(({ from, card, inciso }) => ({
    from,
    rates: { ...RATES_2018, card_abroad: card },
    source:
      `Decreto 10.997/2022: Decreto 6.306/2007 art. 15-C, ${inciso} (cartões, ${iofRateText(card)}); ` +
      `art. 15-B, XX e XXI (espécie e conta própria, 1,1%); demais, ${CAPUT}`,
  })),
  {
    from: '2025-05-23',
    rates: RATES_3_5,
    source:
      'Decretos 12.466/2025 (de 22/05, em vigor em 23/05) e 12.467/2025 (de 23/05): Decreto 6.306/2007 art. ' +
      '15-B, VII a X, XX e XXI (3,5%), XXI-A (investimento, 1,1%); art. 15-C revogado; entrada 0,38%',
  },
  { from: '2025-06-11', rates: RATES_3_5, source: SOURCE_12_499 },
  {
    from: '2025-06-27',
    rates: RATES_2025,
    source:
      'Decreto Legislativo 176/2025 (DOU de 27/06/2025) sustou os Decretos 12.466, 12.467 e 12.499/2025: voltaram ' +
      `art. 15-C, IV (cartões, 3,38%), art. 15-B, XX e XXI (espécie e conta própria, 1,1%) e ${CAPUT}`,
  },
  {
    from: '2025-07-17',
    rates: RATES_3_5,
    source: `${SOURCE_12_499}; restabelecido pelo STF em 16/07/2025, cobrado pela Receita Federal a partir de 17/07/2025`,
  },
];

export interface IofRate {
  kind: IofExchangeKind;
  /** The rate in basis points: 350 is 3,5%, 638 is 6,38%. */
  basisPoints: number;
  /** The rate as a person reads it: '3,5%', '6,38%'. */
  text: string;
  /** First day of this rate's period (ISO). */
  from: string;
  /** Its last day, or null while it lasts. */
  until: string | null;
  /** The decree and article. */
  source: string;
}

/** '3,5%', '6,38%', '0,38%': a rate in basis points as a person reads it. */
export function iofRateText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const rest = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole}${rest ? `,${rest}` : ''}%`;
}

const dayBefore = (iso: string): string => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The IOF rate of an exchange operation of that kind on that day, with its source; null for a day before the table
 * (FIRST_IOF_EXCHANGE_DATE) or a text that is not a date.
 */
export function iofRateOn(kind: IofExchangeKind, date: string): IofRate | null {
  if (!isIsoDate(date) || date < FIRST_IOF_EXCHANGE_DATE) return null;
  let index = 0;
  while (index + 1 < PERIODS.length && PERIODS[index + 1]!.from <= date) index++;
  const period = PERIODS[index]!;
  const next = PERIODS[index + 1];
  const basisPoints = period.rates[kind];
  return {
    kind,
    basisPoints,
    text: iofRateText(basisPoints),
    from: period.from,
    until: next ? dayBefore(next.from) : null,
    source: period.source,
  };
}

/** The tax at a rate in basis points on an amount in cents, half up to the cent, exact at any amount. */
export function iofCentsAt(reaisCents: number, basisPoints: number): number {
  if (!Number.isSafeInteger(reaisCents) || reaisCents < 0)
    throw new RangeError(`Not an amount: ${reaisCents}`);
  return Number((BigInt(reaisCents) * BigInt(basisPoints) + 5000n) / 10000n);
}

/** The IOF in cents on an operation of `reaisCents` of that kind on that day; null where iofRateOn has no rate. */
export function iofCents(reaisCents: number, kind: IofExchangeKind, date: string): number | null {
  const rate = iofRateOn(kind, date);
  return rate ? iofCentsAt(reaisCents, rate.basisPoints) : null;
}
