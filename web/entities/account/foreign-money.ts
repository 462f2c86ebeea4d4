import type { Account } from '../../../common/contract/accounts';
import { EXCHANGE_RATE_LOOKBACK_DAYS } from '../../../common/contract/exchange-rates';
import {
  CURRENCIES,
  type CurrencyCode,
  formatMoney,
  HOME_CURRENCY,
  type RateUsed,
} from '../../../common/currencies';
import { formatDateBR } from '../../../common/dates';
import { formatRate } from '../../../common/exchange-rates';
import { formatReais, reaisToCents, sumReais } from '../../../common/money';

/**
 * What the screens say of accounts in another currency (common/currencies.ts): the reais an account counts for and
 * the rate it took, the rates "Saldo em contas" used, and the accounts it left out for want of a rate.
 */

/** An amount as the API answers it (units of its currency) written in that currency: 'R$ 1,50', 'US$ 250,50'. */
export const formatInCurrency = (value: number, currency: CurrencyCode) =>
  currency === HOME_CURRENCY ? formatReais(value) : formatMoney(reaisToCents(value), currency);

/** A money field's label in an account's currency: 'Valor' in reais, 'Valor (US$)' in dollars. */
export const labelInCurrency = (label: string, currency: CurrencyCode) =>
  currency === HOME_CURRENCY ? label : `${label} (${currencySymbol(currency)})`;

export const NO_RATE_TEXT = 'Sem cotação: fora do Saldo em contas';

/** 'Real (BRL)', 'Dólar americano (USD)': a currency as the account form offers it. */
export const currencyLabel = (code: CurrencyCode) => `${CURRENCIES[code].name} (${code})`;

/** The form's choices: the real first, then the others by their Portuguese name. */
export const CURRENCY_CHOICES: readonly CurrencyCode[] = [
  HOME_CURRENCY,
  ...(Object.keys(CURRENCIES) as CurrencyCode[])
    .filter((code) => code !== HOME_CURRENCY)
    .sort((a, b) => CURRENCIES[a].name.localeCompare(CURRENCIES[b].name, 'pt-BR')),
];

const symbols = new Map<CurrencyCode, string>();

/** The symbol formatMoney writes before an amount: 'R$', 'US$', '€', 'ARS'. */
export function currencySymbol(code: CurrencyCode): string {
  let symbol = symbols.get(code);
  if (symbol === undefined) {
    const parts = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: code }).formatToParts(0);
    symbol = parts.find((p) => p.type === 'currency')?.value ?? code;
    symbols.set(code, symbol);
  }
  return symbol;
}

/** Where a rate came from and its day: 'PTAX 23/11/2026', 'cotação do livro 26/11/2026'. */
export const rateSourceText = (rate: Pick<RateUsed, 'source' | 'date'>) =>
  `${rate.source === 'ptax' ? 'PTAX' : 'cotação do livro'} ${formatDateBR(rate.date)}`;

type Converted = Pick<Account, 'currency' | 'balance_today_reais' | 'rate'>;

/**
 * The line under an account in another currency's balance: '≈ R$ 1.333,79 · PTAX 23/11/2026', or that it has no
 * rate and so is out of "Saldo em contas"; null for an account in reais.
 */
export function accountReaisText(account: Converted): string | null {
  if (account.currency === HOME_CURRENCY) return null;
  if (account.balance_today_reais === null || account.rate === null) return NO_RATE_TEXT;
  return `≈ ${formatReais(account.balance_today_reais)} · ${rateSourceText(account.rate)}`;
}

/** 'a', 'a e b', 'a, b e c'. */
function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

/** One source and day of the rates a figure used: 'pela PTAX de 23/11/2026' and its figures, 'R$ 5,3245 por US$'. */
export interface RateGroup {
  lead: string;
  figures: string[];
}

/** The rates a figure in reais converted at, grouped by source and day. */
export function rateGroups(rates: readonly RateUsed[]): RateGroup[] {
  const groups = new Map<string, RateUsed[]>();
  for (const rate of rates) {
    const key = `${rate.source} ${rate.date}`;
    groups.set(key, [...(groups.get(key) ?? []), rate]);
  }
  return [...groups.values()].map((group) => {
    const [first] = group as [RateUsed];
    const source = first.source === 'ptax' ? 'PTAX' : 'cotação do livro';
    return {
      lead: `pela ${source} de ${formatDateBR(first.date)}`,
      // Reais per unit: 'R$ 5,3245 por US$' (a rate written 'US$ 5,3245' read as dollars).
      figures: group.map((r) => `R$ ${formatRate(r.rate)} por ${currencySymbol(r.currency)}`),
    };
  });
}

export const RATES_USED_LEAD = 'Contas em outra moeda';

/**
 * The rates "Saldo em contas" converted at, by source and day: 'Contas em outra moeda pela PTAX de 23/11/2026:
 * R$ 5,3245 por US$'; '' when every account is in reais.
 */
export function ratesUsedText(rates: readonly RateUsed[]): string {
  if (rates.length === 0) return '';
  const parts = rateGroups(rates).map((g) => `${g.lead}: ${g.figures.join(', ')}`);
  return `${RATES_USED_LEAD} ${parts.join('; ')}`;
}

/**
 * The accounts left out for want of a rate, by name: 'Sem cotação, fora do Saldo em contas: Pesos.' ('fora do
 * patrimônio' where the figure is the net worth); '' when none.
 */
export function unconvertedText(
  ids: readonly number[],
  accounts: readonly { id: number; name: string }[],
  outOf = 'do Saldo em contas',
): string {
  if (ids.length === 0) return '';
  const names = ids.map((id) => accounts.find((a) => a.id === id)?.name ?? `conta ${id}`);
  return `Sem cotação, fora ${outOf}: ${listText(names)}.`;
}

export interface ReaisSum {
  /** The accounts' balances today in reais, those without a rate left out. */
  total: number;
  /** How many accounts had no rate (left out of total). */
  missing: number;
}

/** A group's balance today in reais: each account's balance_today_reais, never dollars added to reais. */
export function sumInReais(accounts: readonly Converted[]): ReaisSum {
  const known = accounts.filter((a) => a.balance_today_reais !== null);
  return {
    total: sumReais(known.map((a) => a.balance_today_reais as number)),
    missing: accounts.length - known.length,
  };
}

/** 'fora 1 conta sem cotação', 'fora 2 contas sem cotação'; '' when none is missing. */
export const missingText = (missing: number) =>
  missing === 0 ? '' : `fora ${missing} ${missing === 1 ? 'conta' : 'contas'} sem cotação`;

/** A group's month movement, summed only over its accounts in reais (a movement in dollars has no reais). */
export function movementInReais(accounts: readonly Pick<Account, 'currency' | 'month_movement'>[]) {
  const inReais = accounts.filter((a) => a.currency === HOME_CURRENCY);
  return { total: sumReais(inReais.map((a) => a.month_movement)), partial: inReais.length < accounts.length };
}

/**
 * Under figures of rows (reports, budgets, the month's receitas and despesas), where each row counts at its own
 * date's rate (the lookup's rule): which rate a row left out needs, since the form begins at today's date.
 */
export const DATED_ROWS_HINT = `Cada lançamento usa a cotação do seu dia ou a mais recente de até ${EXCHANGE_RATE_LOOKBACK_DAYS} dias antes: informe a cotação de uma data até ${EXCHANGE_RATE_LOOKBACK_DAYS} dias antes dos lançamentos.`;
