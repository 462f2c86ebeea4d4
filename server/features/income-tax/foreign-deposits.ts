import type { CurrencyCode } from '../../../common/currencies';
import { formatMoney, HOME_CURRENCY } from '../../../common/currencies';
import { formatDateBR } from '../../../common/dates';
import { formatRate, reaisAt } from '../../../common/exchange-rates';
import type { Executor } from '../../db/connect';
import { ratesOnDates } from '../exchange-rates/public';

interface Deposit {
  id: number;
  name: string;
  type: string;
  currency: string;
  previous: number | string;
  current: number | string;
}

/**
 * Money in an account in another currency at the two 31/12s, in reais as the declaration asks: each balance at the
 * PTAX sell of its 31/12, or of the last business day before it (Lei 14.754/2023, art. 15: values in foreign
 * currency are converted at the Banco Central's selling rate of the date; the Receita's Perguntas e Respostas of
 * the IRPF, applications and deposits abroad). The line names the amount, the date and the rate, so the person can
 * check it; a balance without a rate is left at zero and says so (the program asks for it converted): `note` is
 * set on every account in another currency that held money at either 31/12.
 */
export async function depositsInReais<T extends Deposit>(
  db: Executor,
  bookId: number,
  year: number,
  deposits: readonly T[],
): Promise<Array<T & { note: string | null }>> {
  const ends = [`${year - 1}-12-31`, `${year}-12-31`] as const;
  const foreign = deposits.filter((d) => d.currency !== HOME_CURRENCY);
  if (foreign.length === 0) return deposits.map((d) => ({ ...d, note: null }));
  const rates = await ratesOnDates(
    db,
    bookId,
    foreign.map((d) => d.currency as CurrencyCode),
    ends,
    'sell',
  );
  return deposits.map((d) => {
    if (d.currency === HOME_CURRENCY) return { ...d, note: null };
    const currency = d.currency as CurrencyCode;
    const atEnd = (i: 0 | 1) => {
      const held = Number(i === 0 ? d.previous : d.current);
      const rate = rates.get(ends[i])?.get(currency);
      return { held, rate, reais: rate ? reaisAt(held, rate.rate) : 0 };
    };
    const [before, now] = [atEnd(0), atEnd(1)];
    if (before.held === 0 && now.held === 0) return { ...d, previous: 0, current: 0, note: null };
    const said = now.rate
      ? `${formatMoney(now.held, currency)} em ${formatDateBR(ends[1])}, PTAX de venda de ${formatDateBR(now.rate.date)}: R$ ${formatRate(now.rate.rate)}`
      : `${formatMoney(now.held, currency)} em ${formatDateBR(ends[1])}, sem cotação: converta pela PTAX de venda no programa`;
    return { ...d, previous: before.reais, current: now.reais, note: `no exterior, ${said}` };
  });
}
