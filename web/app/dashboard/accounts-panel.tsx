import { useId } from 'react';
import { Link } from 'react-router';
import { accountTypeLabels } from '../../../common/contract/accounts';
import type { DashboardAccount } from '../../../common/contract/dashboard';
import { HOME_CURRENCY } from '../../../common/currencies';
import { formatReais } from '../../../common/money';
import {
  INVESTED_BALANCE_LABEL,
  investedPartsText,
  isInvestmentAccountType,
  shownBalance,
} from '../../../common/money-accounts';
import { formatInCurrency } from '../../entities/account/public';
import { cn } from '../../lib/cn';
import { Panel, PanelEmpty, panelLinkClass } from './panel';

const signedTone = (value: number) =>
  value > 0
    ? 'text-emerald-700 dark:text-emerald-400'
    : value < 0
      ? 'text-red-600 dark:text-red-400'
      : 'text-slate-600 dark:text-slate-400';

/**
 * The active accounts as Contas groups them: the everyday ones and the cards with "Saldo em contas" under them,
 * then the investment accounts apart, under "Investimentos", their balance the money applied ("Aplicado (custo)",
 * common/money-accounts.ts), which "Saldo em contas" leaves out.
 */
export function AccountsPanel({ accounts, saldo }: { accounts: DashboardAccount[]; saldo: number }) {
  const everyday = accounts.filter((a) => !isInvestmentAccountType(a.type));
  const invested = accounts.filter((a) => isInvestmentAccountType(a.type));
  const investedTitle = useId();
  return (
    <Panel
      title="Contas"
      testId="accounts-panel"
      action={
        <Link to="/accounts" className={panelLinkClass}>
          Gerenciar
        </Link>
      }
    >
      {accounts.length === 0 ? (
        <PanelEmpty>Nenhuma conta cadastrada.</PanelEmpty>
      ) : (
        <div className="flex flex-col gap-4">
          {everyday.length > 0 ? (
            <AccountsTable accounts={everyday} balanceLabel="Saldo atual" caption="Contas">
              <tfoot>
                <tr className="border-t border-slate-200 dark:border-slate-700">
                  <th scope="row" className="py-2 text-left font-semibold">
                    Saldo em contas{' '}
                    <span className="font-normal text-slate-500 dark:text-slate-400">
                      (fora cartões e investimentos)
                    </span>
                  </th>
                  <td className="hidden 2xl:table-cell" />
                  <td className="hidden sm:table-cell" />
                  <td
                    className="money whitespace-nowrap py-2 text-right font-semibold"
                    data-testid="accounts-total"
                  >
                    {formatReais(saldo)}
                  </td>
                </tr>
              </tfoot>
            </AccountsTable>
          ) : null}
          {invested.length > 0 ? (
            <section aria-labelledby={investedTitle} data-testid="accounts-invested">
              <h3 id={investedTitle} className="text-sm font-semibold">
                Investimentos
              </h3>
              <p className="mb-1 text-xs text-slate-500 dark:text-slate-400">
                Fora do Saldo em contas: o saldo aqui é o valor aplicado, pelo custo.
              </p>
              <AccountsTable
                accounts={invested}
                balanceLabel={INVESTED_BALANCE_LABEL}
                caption="Investimentos"
              />
            </section>
          ) : null}
        </div>
      )}
    </Panel>
  );
}

/**
 * One group's table: name, type, the period's movement and the balance today. The type sits under the name unless
 * the panel is wide enough for its own column, so the money columns are never pushed out of the half-width panel.
 */
function AccountsTable({
  accounts,
  balanceLabel,
  caption,
  children,
}: {
  accounts: DashboardAccount[];
  balanceLabel: string;
  caption: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="-mx-4 overflow-x-auto px-4">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
            <th scope="col" className="py-2 pr-2 font-medium">
              Conta
            </th>
            <th scope="col" className="hidden py-2 pr-2 font-medium 2xl:table-cell">
              Tipo
            </th>
            <th scope="col" className="hidden py-2 pr-2 text-right font-medium sm:table-cell">
              Movimento do mês
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {balanceLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => {
            const balance = shownBalance(a, a.balance);
            // An investment account's "Aplicado (custo)" is in reais; any other balance in the account's currency.
            const balanceText = formatInCurrency(balance, a.invested ? HOME_CURRENCY : a.currency);
            const movementText = formatInCurrency(a.month_movement, a.currency);
            const parts = a.invested ? investedPartsText(a.invested) : '';
            return (
              <tr key={a.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800/70">
                <th scope="row" className="max-w-40 py-2 pr-2 text-left font-medium">
                  <span className="block truncate">{a.name}</span>
                  <span className="block text-xs font-normal text-slate-500 2xl:hidden dark:text-slate-400">
                    {accountTypeLabels[a.type]}
                  </span>
                  {parts ? (
                    <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
                      {parts}
                    </span>
                  ) : null}
                </th>
                <td className="hidden py-2 pr-2 text-slate-600 2xl:table-cell dark:text-slate-400">
                  {accountTypeLabels[a.type]}
                </td>
                <td
                  className={cn(
                    'money hidden whitespace-nowrap py-2 pr-2 text-right sm:table-cell',
                    signedTone(a.month_movement),
                  )}
                >
                  {movementText}
                </td>
                <td
                  className={cn(
                    'money whitespace-nowrap py-2 text-right font-medium',
                    balance < 0 && signedTone(balance),
                  )}
                >
                  {balanceText}
                  {/* A phone shows the month's movement under the balance instead of in its own column. */}
                  <span className={cn('block text-xs font-normal sm:hidden', signedTone(a.month_movement))}>
                    {movementText} no mês
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
        {children}
      </table>
    </div>
  );
}
