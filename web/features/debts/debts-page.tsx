import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { DebtResponse } from '../../../common/contract/debts';
import { formatReais } from '../../../common/money';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { useCanWrite, WritableOr } from '../../entities/book/public';
import { browserToday } from '../../lib/browser-today';
import { useDebts } from './api/debts';
import { DebtCard } from './debt-card';
import { DEBT_EXPLAINED, debtCountText } from './debt-display';
import { DebtFormModal, type DebtFormTarget } from './debt-form-modal';
import { PayInstallmentModal } from './pay-installment-modal';
import { PrepaymentModal } from './prepayment-modal';
import { ScheduleModal } from './schedule-modal';
import { useDebtActions } from './use-debt-actions';

export function DebtsPage() {
  const debts = useDebts();
  const writable = useCanWrite();
  const actions = useDebtActions();
  const [today] = useState(browserToday);
  const [editing, setEditing] = useState<DebtFormTarget>(null);
  const [paying, setPaying] = useState<DebtResponse | null>(null);
  const [prepaying, setPrepaying] = useState<DebtResponse | null>(null);
  // The schedule by id: it reads the debt again after a payment or a prepayment made from elsewhere.
  const [scheduleId, setScheduleId] = useState<number | null>(null);
  const closeForm = useCallback(() => setEditing(null), []);
  const closePay = useCallback(() => setPaying(null), []);
  const closePrepay = useCallback(() => setPrepaying(null), []);
  const closeSchedule = useCallback(() => setScheduleId(null), []);

  const list = debts.data?.debts ?? [];
  const newDebt = (
    <Button onClick={() => setEditing('new')}>
      <Plus size={16} aria-hidden /> Nova dívida
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Dívidas"
        subtitle={
          list.length > 0
            ? `Financiamentos e empréstimos · ${debtCountText(list.length)}`
            : 'Financiamentos e empréstimos'
        }
        actions={<WritableOr>{newDebt}</WritableOr>}
      />
      {debts.isPending ? (
        <Skeleton label="Carregando dívidas...">
          <SkeletonRows rows={1} rowClassName="h-16" />
          <SkeletonRows rows={2} rowClassName="h-64" />
        </Skeleton>
      ) : debts.isError ? (
        <LoadFailed query={debts} fallback="Erro ao carregar as dívidas" />
      ) : list.length === 0 ? (
        <EmptyState
          title="Nenhuma dívida registrada"
          description={DEBT_EXPLAINED}
          action={writable ? newDebt : null}
        />
      ) : (
        <>
          <div
            data-testid="debts-total"
            className="mb-6 flex items-baseline justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:inline-flex sm:min-w-72 sm:flex-col sm:items-start sm:gap-0.5 dark:border-slate-800 dark:bg-slate-900"
          >
            <p className="text-xs font-medium text-slate-600 dark:text-slate-400">Total devido hoje</p>
            <p className="money text-lg font-semibold">{formatReais(debts.data.totalBalance)}</p>
          </div>
          <ul aria-label="Dívidas" className="grid gap-4 lg:grid-cols-2">
            {list.map((debt) => (
              <li key={debt.id}>
                <DebtCard
                  debt={debt}
                  today={today}
                  writable={writable}
                  busy={actions.busyDebtId === debt.id}
                  onPay={setPaying}
                  onPrepay={setPrepaying}
                  onSchedule={(d) => setScheduleId(d.id)}
                  onEdit={setEditing}
                  onDelete={(d) => void actions.deleteDebt(d)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <DebtFormModal target={editing} onClose={closeForm} />
      <PayInstallmentModal debt={paying} onClose={closePay} />
      <PrepaymentModal debt={prepaying} today={today} onClose={closePrepay} />
      <ScheduleModal
        debtId={scheduleId}
        writable={writable}
        onDeletePrepayment={(p) => void actions.deletePrepayment(p)}
        busyPrepaymentId={actions.busyPrepaymentId}
        onClose={closeSchedule}
      />
    </>
  );
}
