import { ChevronRight, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Goal } from '../../../common/contract/goals';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { useToast } from '../../components/ui/toast';
import { useAccounts } from '../../entities/account/public';
import { useCanWrite, WritableOr } from '../../entities/book/public';
import { useGoals } from './api/goals';
import { ContributionModal } from './contribution-modal';
import { GoalCard } from './goal-card';
import { activeCountText, localToday, splitGoals } from './goal-display';
import { GoalFormModal, type GoalFormTarget } from './goal-form-modal';
import { useGoalActions } from './use-goal-actions';

/**
 * ?contribute={goal id} (a link from elsewhere, e.g. the dashboard) opens the contribution dialog for that goal
 * once the goals are loaded; the parameter is then taken off the address so a reload does not open it again.
 */
function useContributeParam(goals: readonly Goal[] | undefined, open: ((goal: Goal) => void) | null) {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const wanted = params.get('contribute');
  useEffect(() => {
    if (wanted === null || goals === undefined) return;
    const goal = goals.find((g) => String(g.id) === wanted);
    // In a book the person only reads, the link shows the goals: a contribution would be refused.
    if (!goal) toast('Meta não encontrada', 'error');
    else open?.(goal);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('contribute');
        return next;
      },
      { replace: true },
    );
  }, [wanted, goals, open, setParams, toast]);
}

export function GoalsPage() {
  const goals = useGoals();
  const accounts = useAccounts(undefined, true);
  const actions = useGoalActions();
  const [formTarget, setFormTarget] = useState<GoalFormTarget>(null);
  const [contributing, setContributing] = useState<Goal | null>(null);
  const closeForm = useCallback(() => setFormTarget(null), []);
  const closeContribution = useCallback(() => setContributing(null), []);
  const writable = useCanWrite();
  useContributeParam(goals.data, writable ? setContributing : null);

  const today = localToday();
  const { active, archived } = useMemo(() => splitGoals(goals.data ?? []), [goals.data]);
  const accountNames = useMemo(
    () => new Map((accounts.data ?? []).map((a) => [a.id, a.name])),
    [accounts.data],
  );
  const newGoal = (
    <Button onClick={() => setFormTarget('new')}>
      <Plus size={16} aria-hidden /> Nova Meta
    </Button>
  );

  const card = (goal: Goal) => (
    <li key={goal.id}>
      <GoalCard
        goal={goal}
        today={today}
        accountName={goal.account_id === null ? undefined : accountNames.get(goal.account_id)}
        actions={actions}
        onContribute={setContributing}
        onEdit={setFormTarget}
        writable={writable}
      />
    </li>
  );

  return (
    <>
      <PageHeader
        title="Metas"
        subtitle={goals.data ? activeCountText(goals.data) : 'Objetivos de economia e quitação'}
        actions={<WritableOr>{newGoal}</WritableOr>}
      />
      {goals.isPending ? (
        <Skeleton label="Carregando metas...">
          <SkeletonRows rows={3} />
        </Skeleton>
      ) : goals.isError ? (
        <LoadFailed query={goals} fallback="Erro ao carregar metas" />
      ) : (
        <>
          {active.length === 0 ? (
            <EmptyState
              title={archived.length > 0 ? 'Nenhuma meta ativa' : 'Nenhuma meta cadastrada'}
              description={
                !writable
                  ? undefined
                  : archived.length > 0
                    ? 'Suas metas estão arquivadas. Restaure uma abaixo ou crie uma nova.'
                    : 'Crie uma meta para juntar dinheiro ou quitar uma dívida e acompanhe o progresso com aportes.'
              }
              action={writable ? newGoal : null}
            />
          ) : (
            <ul aria-label="Metas ativas" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {active.map(card)}
            </ul>
          )}
          {archived.length > 0 ? (
            <details className="group mt-8">
              <summary className="flex cursor-pointer list-none items-center gap-2 font-semibold select-none [&::-webkit-details-marker]:hidden">
                <ChevronRight size={18} aria-hidden className="transition-transform group-open:rotate-90" />
                Arquivadas ({archived.length})
              </summary>
              <ul aria-label="Metas arquivadas" className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {archived.map(card)}
              </ul>
            </details>
          ) : null}
        </>
      )}
      <GoalFormModal target={formTarget} onClose={closeForm} />
      <ContributionModal goal={contributing} onClose={closeContribution} />
    </>
  );
}
