import type { TransactionPage } from '../../../common/contract/transactions';
import type { CurrencyCode } from '../../../common/currencies';
import { centsToReais } from '../../../common/money';
import type { Executor } from '../../db/connect';
import { ratesOnEach } from '../exchange-rates/public';
import { reaisOnDates } from '../shared/flows-in-reais';
import type { ListTotals } from './list-totals-sql';

/**
 * The list's totals in reais: the accounts in reais as summed, and each account in another currency's money of a
 * date at that date's rate, the one the reports and budgets use (shared/flows-in-reais.ts): the same figure on
 * Transações and Relatórios. Money of a date without a rate is left out, and its account named. Nothing more is read
 * when the rows matched hold no such money (most books); else the rates, in one statement.
 */
export async function totalsInReais(
  db: Executor,
  bookId: number,
  totals: ListTotals,
): Promise<NonNullable<TransactionPage['totals']>> {
  let receitas = Number(totals.receitas);
  let despesas = Number(totals.despesas);
  let count = Number(totals.count);
  const unconverted: string[] = [];
  let inOtherCurrencies = false;
  const groups = totals.abroad ?? [];
  if (groups.length > 0) {
    // The groups name their accounts: no read of the book's accounts in other currencies.
    const accounts = [
      ...new Map(
        groups.map((g) => [
          Number(g.account_id),
          { id: Number(g.account_id), name: g.account_name, currency: g.currency as CurrencyCode },
        ]),
      ).values(),
    ];
    const converted = await reaisOnDates(db, bookId, accounts, groups, ratesOnEach);
    groups.forEach((g, i) => {
      const cents = converted.cents[i];
      if (cents === null || cents === undefined) return;
      inOtherCurrencies = true;
      if (g.type === 'RECEITA') receitas += cents;
      else despesas += cents;
      count += Number(g.count);
    });
    const nameOf = new Map(accounts.map((a) => [a.id, a.name]));
    for (const id of converted.unconverted) unconverted.push(nameOf.get(id) ?? '');
  }
  return {
    receitas: centsToReais(receitas),
    despesas: centsToReais(despesas),
    count,
    in_other_currencies: inOtherCurrencies,
    unconverted_accounts: unconverted,
  };
}
