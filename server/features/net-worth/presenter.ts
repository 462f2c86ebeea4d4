import {
  NET_WORTH_CLASSES,
  type NetWorthAnswer,
  type NetWorthClass,
} from '../../../common/contract/net-worth';
import type { RateUsed } from '../../../common/currencies';
import { centsToReais } from '../../../common/money';

/** One month's figures in cents, before they are answered. */
export interface NetWorthMonthCents {
  /** 'YYYY-MM'. */
  month: string;
  date: string;
  classes: Record<NetWorthClass, number>;
  real: number | null;
}

export const totalOf = (m: Pick<NetWorthMonthCents, 'classes'>) =>
  NET_WORTH_CLASSES.reduce((sum, c) => sum + m.classes[c], 0);

export function presentNetWorth(
  months: readonly NetWorthMonthCents[],
  facts: {
    accounts: number;
    rates: RateUsed[];
    unconvertedAccounts: number[];
    ipcaMissingFrom: string | null;
    ipcaThrough: string;
  },
): NetWorthAnswer {
  const totals = months.map(totalOf);
  const last = totals.length - 1;
  return {
    months: months.map((m, i) => ({
      month: m.month,
      date: m.date,
      total: centsToReais(totals[i] ?? 0),
      caixa: centsToReais(m.classes.caixa),
      rendaFixa: centsToReais(m.classes.rendaFixa),
      rendaVariavel: centsToReais(m.classes.rendaVariavel),
      bens: centsToReais(m.classes.bens),
      dividas: centsToReais(m.classes.dividas),
      real: m.real === null ? null : centsToReais(m.real),
    })),
    change: { month: centsToReais(last > 0 ? (totals[last] ?? 0) - (totals[last - 1] ?? 0) : 0) },
    accounts: facts.accounts,
    rates: facts.rates,
    unconvertedAccounts: facts.unconvertedAccounts,
    ipcaMissingFrom: facts.ipcaMissingFrom,
    ipcaThrough: facts.ipcaThrough,
  };
}
