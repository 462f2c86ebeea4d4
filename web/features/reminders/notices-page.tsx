import { Link } from 'react-router';
import { NOTICE_DAYS } from '../../../common/contract/notices';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { SkeletonRows } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useNotices } from './api/notices';
import { NOTICE_ACTIONS, noticeStatus } from './notice-text';

/**
 * 'Avisos': the list the top bar's badge counts, from the same answer — each fixed expense, card bill and debt
 * instalment still to pay, overdue or due within NOTICE_DAYS, with its date, amount, status and where to pay it.
 */
export function NoticesPage() {
  const notices = useNotices();
  const items = notices.data?.items ?? [];
  return (
    <>
      <PageHeader title="Avisos" subtitle={`Vencidos ou a vencer em até ${NOTICE_DAYS} dias`} />
      {notices.isPending ? (
        <SkeletonRows />
      ) : notices.isError ? (
        <LoadFailed query={notices} fallback="Erro ao carregar os avisos" />
      ) : items.length === 0 ? (
        <EmptyState title={`Nada a vencer nos próximos ${NOTICE_DAYS} dias`} />
      ) : (
        <Card className="p-0">
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {items.map((item) => {
              const action = NOTICE_ACTIONS[item.kind];
              return (
                <li
                  key={`${item.kind}-${item.id}-${item.due_date}`}
                  data-testid="notice-item"
                  className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900 dark:text-slate-100">{item.name}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {formatDateBR(item.due_date)} ·{' '}
                      <span
                        className={cn(
                          item.days_left < 0 && 'font-medium text-red-700 dark:text-red-400',
                          item.days_left === 0 && 'font-medium text-amber-700 dark:text-amber-400',
                        )}
                      >
                        {noticeStatus(item.days_left)}
                      </span>
                    </p>
                  </div>
                  <div className="flex items-center gap-4 sm:shrink-0">
                    <span className="font-semibold tabular-nums">{formatReais(item.amount)}</span>
                    <Link
                      to={action.to}
                      className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-500"
                    >
                      {action.label}
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </>
  );
}
