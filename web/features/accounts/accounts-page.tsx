import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { Account } from '../../../common/contract/accounts';
import { BALANCE_LABELS, type Balances } from '../../../common/contract/balances';
import type { CurrencyCode } from '../../../common/currencies';
import { buttonClass } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { MonthSelector } from '../../components/ui/month-selector';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { Amount } from '../../entities/account/amount';
import { accountsQuery } from '../../entities/account/api/accounts';
import { ExchangeRatesDialog } from '../../entities/account/exchange-rates-dialog';
import { ReconcileDialog } from '../../entities/account/reconcile-dialog';
import { useCanWrite } from '../../entities/book/public';
import { browserToday } from '../../lib/browser-today';
import { useSelectedMonth } from '../../lib/month-context';
import { groupAccounts } from './account-groups';
import { AccountCards, AccountTable } from './account-list';
import { useBalances } from './api/balances';
import { BalanceFigures } from './balance-figures';
import { EditAccountModal } from './edit-account-modal';
import { NewAccountCard } from './new-account-card';
import { useAccountActions } from './use-account-actions';

/** A link inside a sentence (Investimentos, Patrimônio). */
const textLink = 'font-medium text-brand-700 underline dark:text-brand-500';

/**
 * "Saldo em contas" (shared/balances.ts on the server): the active accounts that hold everyday money, neither cards
 * nor investment accounts (common/money-accounts.ts).
 */
function Subtitle({ balances }: { balances: Balances | undefined }) {
  if (!balances) return 'Suas contas e saldos';
  const count = balances.account_count;
  return (
    <>
      {BALANCE_LABELS.accounts} <Amount value={balances.accounts} className="font-semibold" /> em {count}{' '}
      {count === 1 ? 'conta ativa' : 'contas ativas'}, fora cartões e investimentos
    </>
  );
}

export function AccountsPage() {
  const { month, from, to } = useSelectedMonth();
  // Archived accounts come along so the toggle shows them at once and can say how many there are.
  const accounts = useQuery({ ...accountsQuery({ from, to }, true), placeholderData: keepPreviousData });
  const balances = useBalances();
  const actions = useAccountActions();
  const writable = useCanWrite();
  const [showArchived, setShowArchived] = useState(false);
  const [editing, setEditing] = useState<Account | null>(null);
  const closeEdit = useCallback(() => setEditing(null), []);
  const [reconciling, setReconciling] = useState<Account | null>(null);
  const closeReconcile = useCallback(() => setReconciling(null), []);
  const [ratesOf, setRatesOf] = useState<CurrencyCode | null>(null);
  const closeRates = useCallback(() => setRatesOf(null), []);

  const groups = groupAccounts(accounts.data ?? [], showArchived);
  const listProps = {
    actions,
    onEdit: setEditing,
    onReconcile: setReconciling,
    onRates: setRatesOf,
    writable,
  };

  return (
    <>
      <PageHeader
        title="Contas"
        subtitle={<Subtitle balances={balances.data} />}
        actions={
          <>
            {/* The bank's balances beside these, and the statements that come by themselves. */}
            <Link to="/conexoes" className={buttonClass('secondary')}>
              <Landmark size={16} aria-hidden /> Conexões bancárias
            </Link>
            <MonthSelector />
          </>
        }
      />
      {balances.data ? (
        <BalanceFigures
          balances={balances.data}
          accounts={accounts.data ?? []}
          sayToday={month.slice(0, 7) !== browserToday().slice(0, 7)}
        />
      ) : null}
      {writable ? <NewAccountCard /> : null}
      {accounts.isPending ? (
        <Skeleton label="Carregando contas...">
          <SkeletonRows rows={4} />
        </Skeleton>
      ) : accounts.isError ? (
        <LoadFailed query={accounts} fallback="Erro ao carregar contas" />
      ) : (
        <section aria-labelledby="accounts-title">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="accounts-title" className="font-semibold">
              Suas contas
            </h2>
            <Checkbox checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)}>
              Mostrar arquivadas{groups.archivedCount > 0 ? ` (${groups.archivedCount})` : ''}
            </Checkbox>
          </div>
          {groups.money.length === 0 && groups.investments.length === 0 ? (
            <EmptyState
              title={groups.archivedCount > 0 ? 'Nenhuma conta ativa' : 'Nenhuma conta cadastrada'}
              description={
                groups.archivedCount > 0
                  ? 'Todas as suas contas estão arquivadas. Marque "Mostrar arquivadas" para vê-las.'
                  : writable
                    ? 'Adicione sua primeira conta no formulário acima: conta corrente, poupança, cartão, dinheiro...'
                    : 'Este livro ainda não tem contas.'
              }
            />
          ) : groups.money.length > 0 ? (
            <>
              <AccountTable accounts={groups.money} {...listProps} />
              <AccountCards accounts={groups.money} {...listProps} />
            </>
          ) : null}
        </section>
      )}
      {groups.investments.length > 0 ? (
        <section aria-labelledby="investment-accounts-title" className="mt-6">
          <h2 id="investment-accounts-title" className="font-semibold">
            Investimentos
          </h2>
          {/* The ledger balance of an investment account is what was applied, not what it is worth today. */}
          <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-400">
            Fora do Saldo em contas: o saldo aqui é o valor aplicado, pelo custo. Quanto as aplicações valem
            hoje está em{' '}
            <Link to="/investimentos" className={textLink}>
              Investimentos
            </Link>{' '}
            e{' '}
            <Link to="/patrimonio" className={textLink}>
              Patrimônio
            </Link>
            .
          </p>
          <AccountTable accounts={groups.investments} invested {...listProps} />
          <AccountCards accounts={groups.investments} invested {...listProps} />
        </section>
      ) : null}
      <EditAccountModal account={editing} onClose={closeEdit} />
      <ReconcileDialog account={reconciling} onClose={closeReconcile} />
      <ExchangeRatesDialog currency={ratesOf} writable={writable} onClose={closeRates} />
    </>
  );
}
