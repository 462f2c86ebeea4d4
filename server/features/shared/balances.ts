import type { Balances } from '../../../common/contract/balances';
import { centsToReais, sumCents } from '../../../common/money';
import type { BalanceAccountRow, LaterRow } from './balance-rows';
import type { InReais } from './in-reais';

/**
 * The one definition of the person's balances (docs/PRODUCT.md, "Balances"). The dashboard, Contas, Previsão
 * and the reports answer them as defined here:
 * - "Saldo em contas": the money in the active accounts that hold everyday money (common/money-accounts.ts: not
 *   cards, not investment accounts, whose ledger balance is what was applied, not money at hand), as of today;
 * - "Faturas a pagar": what is left of the cards' bills that are closed or open (a card's debt to pay now);
 * - "Parcelas futuras": what later bills already hold (installments), shown apart and never taken from today;
 * - "Saldo líquido": the first less the second.
 * The forecast starts from "Saldo em contas" and lists the bills as items on their due dates. The cards own their
 * bills' figures, so the read that gathers them (forecast/balances-today.ts) hands them in here.
 */

/** A row's effect on its account's balance. */
export const signedCents = (r: LaterRow) => (r.type === 'RECEITA' ? r.cents : -r.cents);

/**
 * The accounts' balance at the end of today in reais: each one's balance over every row, less its rows dated
 * after today (`later`, which must be those of the same accounts: not money at hand yet), converted by `reais`
 * (an account in another currency at the day's rate; one without a rate is left out, and `reais` names it).
 */
export function balanceToday(
  accounts: readonly BalanceAccountRow[],
  later: readonly LaterRow[],
  reais: InReais,
): number {
  const own = new Map(accounts.map((a) => [a.id, a.balanceCents]));
  for (const r of later) own.set(r.accountId, (own.get(r.accountId) ?? 0) - signedCents(r));
  return sumCents([...own].map(([id, hundredths]) => reais.convert(id, hundredths) ?? 0));
}

/** What the balances read of a card's bill (cards' BillFigures). */
export interface BillToCount {
  status: string;
  dates: { due_date: string };
  /** Purchases less credits in the bill. */
  itemsCents: number;
  remainingCents: number;
}

/**
 * A card's bills that ask money now: closed or open (not a later one) with something left, whose due date has
 * not passed. An overdue bill's unpaid part is already carried into the next bill's previous balance
 * (bill-figures.ts), so counting only the bills not yet due counts each cent once.
 */
export const isBillToPayNow = (bill: BillToCount, today: string) =>
  bill.status !== 'prevista' && bill.dates.due_date >= today && bill.remainingCents > 0;

export interface BalanceCents {
  today: string;
  accountsCents: number;
  accountCount: number;
  reais: InReais;
  billsToPayCents: number;
  futureInstallmentsCents: number;
}

/**
 * The four figures from the money accounts (common/money-accounts.ts `isMoneyAccount`), their rows dated after today and the bills of the
 * person's cards.
 */
export function balanceCentsFrom(
  today: string,
  accounts: readonly BalanceAccountRow[],
  later: readonly LaterRow[],
  bills: readonly BillToCount[],
  reais: InReais,
): BalanceCents {
  return {
    today,
    accountsCents: balanceToday(accounts, later, reais),
    accountCount: accounts.length - reais.unconverted.length,
    reais,
    billsToPayCents: sumCents(bills.filter((b) => isBillToPayNow(b, today)).map((b) => b.remainingCents)),
    futureInstallmentsCents: sumCents(
      bills.filter((b) => b.status === 'prevista').map((b) => Math.max(0, b.itemsCents)),
    ),
  };
}

export function presentBalances(b: BalanceCents): Balances {
  return {
    as_of: b.today,
    accounts: centsToReais(b.accountsCents),
    account_count: b.accountCount,
    bills_to_pay: centsToReais(b.billsToPayCents),
    future_installments: centsToReais(b.futureInstallmentsCents),
    net: centsToReais(b.accountsCents - b.billsToPayCents),
    rates: b.reais.used,
    unconverted_accounts: b.reais.unconverted,
  };
}
