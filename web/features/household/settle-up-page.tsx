import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { Settlement } from '../../../common/contract/household';
import { buttonClass } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { MonthSelector } from '../../components/ui/month-selector';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton, SkeletonBlock, SkeletonRows } from '../../components/ui/skeleton';
import { isSharedBook, useCanWrite, useCurrentBook } from '../../entities/book/public';
import { useSelectedMonth } from '../../lib/month-context';
import { useSettlement } from './api/settlement';
import { hasActivity, noDivisionText } from './household-words';
import { SettlementPayments } from './settlement-payments';
import { SettlementPeople } from './settlement-people';
import { SettlementRecords } from './settlement-records';

// The form, its fields and the date picker come with the first acerto registered, not with the page.
const SettleDialog = lazy(() => import('./settle-dialog').then((m) => ({ default: m.SettleDialog })));

type Payment = Settlement['payments'][number];

/**
 * "Acerto de contas" (issue 35): in a shared book, who paid what of the divided expenses of the selected month,
 * each person's balance, the payments that settle everyone and the acertos recorded. The server computes every
 * figure; a personal book is told where this lives.
 */
export function SettleUpPage() {
  const { current } = useCurrentBook();
  const writes = useCanWrite();
  const shared = isSharedBook(current);
  return (
    <>
      <PageHeader
        title="Acerto de contas"
        subtitle={
          shared
            ? `Quem pagou as despesas divididas do livro ${current.name} e quem deve a quem no mês.`
            : undefined
        }
        actions={shared ? <MonthSelector /> : null}
      />
      {current === undefined ? (
        <Skeleton label="Carregando...">
          <SkeletonRows rows={3} />
        </Skeleton>
      ) : shared ? (
        <SharedSettlement writes={writes} />
      ) : (
        <EmptyState
          title="O acerto de contas é dos livros compartilhados"
          description="Num livro compartilhado, como “Casa”, cada despesa diz quem pagou e pode ser dividida entre as pessoas; aqui aparece quem deve a quem. O seu livro pessoal é só seu: não há contas a acertar nele."
          action={
            <Link to="/livros" className={buttonClass('secondary')}>
              Ir para Livros
            </Link>
          }
        />
      )}
    </>
  );
}

function SharedSettlement({ writes }: { writes: boolean }) {
  const { month, from, to } = useSelectedMonth();
  const settlement = useSettlement(from, to);
  const [settling, setSettling] = useState<Payment | null>(null);
  const close = useCallback(() => setSettling(null), []);

  if (settlement.isPending)
    return (
      <Skeleton label="Carregando o acerto de contas...">
        <SkeletonBlock className="h-40" />
        <SkeletonRows rows={2} />
      </Skeleton>
    );
  if (settlement.isError)
    return <LoadFailed query={settlement} fallback="Não foi possível carregar o acerto de contas" />;
  const data = settlement.data;
  if (!hasActivity(data))
    return (
      <EmptyState
        title={noDivisionText(month)}
        description="Ao registrar ou editar uma despesa deste livro, use “Dividir entre pessoas” para dizer quem pagou e quanto cabe a cada um. O acerto do mês aparece aqui."
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <SettlementPeople members={data.members} />
      <SettlementPayments payments={data.payments} month={month} writes={writes} onSettle={setSettling} />
      <SettlementRecords
        settlements={data.settlements}
        count={data.settlementsCount}
        month={month}
        writes={writes}
      />
      {settling ? (
        <Suspense fallback={null}>
          <SettleDialog payment={settling} people={data.members} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
