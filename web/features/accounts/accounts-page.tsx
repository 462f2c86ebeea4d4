import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { Account } from '../../../common/contract/accounts';
import { BALANCE_LABELS, type Balances } from '../../../common/contract/balances';
import { buttonClass } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { MonthSelector } from '../../components/ui/month-selector';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { useSelectedMonth } from '../../lib/month-context';
import { useCanWrite } from '../books/public';
import { AccountCards, AccountTable } from './account-list';
import { Amount } from './amount';
import { accountsQuery } from './api/accounts';
import { useBalances } from './api/balances';
import { BalanceFigures } from './balance-figures';
import { EditAccountModal } from './edit-account-modal';
import { NewAccountCard } from './new-account-card';
import { ReconcileDialog } from './reconcile-dialog';
import { useAccountActions } from './use-account-actions';

const isArchived = (account: Account) => account.archived_at !== null;

/** "Saldo em contas" (shared/balances.ts on the server): the active accounts that are not cards. */
function Subtitle({ balances }: { balances: Balances | undefined }) {
  if (!balances) return 'Suas contas e saldos';
  const count = balances.account_count;
  return (
    <>
      {BALANCE_LABELS.accounts} <Amount value={balances.accounts} className="font-semibold" /> em {count}{' '}
      {count === 1 ? 'conta ativa' : 'contas ativas'}, fora os cartões
    </>
  );
}

export function AccountsPage() {
  const { from, to } = useSelectedMonth();
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

  const all = accounts.data ?? [];
  const active = all.filter((a) => !isArchived(a));
  const archived = all.filter(isArchived);
  const shown = showArchived ? [...active, ...archived] : active;

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
      {balances.data ? <BalanceFigures balances={balances.data} /> : null}
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
              Mostrar arquivadas{archived.length > 0 ? ` (${archived.length})` : ''}
            </Checkbox>
          </div>
          {shown.length === 0 ? (
            <EmptyState
              title={archived.length > 0 ? 'Nenhuma conta ativa' : 'Nenhuma conta cadastrada'}
              description={
                archived.length > 0
                  ? 'Todas as suas contas estão arquivadas. Marque "Mostrar arquivadas" para vê-las.'
                  : writable
                    ? 'Adicione sua primeira conta no formulário acima: conta corrente, poupança, cartão, dinheiro...'
                    : 'Este livro ainda não tem contas.'
              }
            />
          ) : (
            <>
              <AccountTable
                accounts={shown}
                actions={actions}
                onEdit={setEditing}
                onReconcile={setReconciling}
                writable={writable}
              />
              <AccountCards
                accounts={shown}
                actions={actions}
                onEdit={setEditing}
                onReconcile={setReconciling}
                writable={writable}
              />
            </>
          )}
        </section>
      )}
      <EditAccountModal account={editing} onClose={closeEdit} />
      <ReconcileDialog account={reconciling} onClose={closeReconcile} />
    </>
  );
}
