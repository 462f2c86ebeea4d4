import { ArrowLeftRight, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { Settlement } from '../../../common/contract/household';
import { formatDateBR, formatMonthLabel } from '../../../common/dates';
import { Card } from '../../components/ui/card';
import { RowAction } from '../../components/ui/row-action';
import { useAction } from '../../components/ui/use-action';
import { useDeleteSettlement } from './api/settlement';
import { settlementSentence } from './household-words';

type Recorded = Settlement['settlements'][number];

/** The acertos recorded in the month, newest first, each deleted after a question (for those who may write). */
export function SettlementRecords({
  settlements,
  count,
  month,
  writes,
}: {
  settlements: readonly Recorded[];
  /** How many the month has: the list holds the newest ones only. */
  count: number;
  month: string;
  writes: boolean;
}) {
  const titleId = useId();
  const act = useAction();
  const remove = useDeleteSettlement();

  const onDelete = async (s: Recorded) => {
    await act({
      confirm: {
        title: 'Excluir acerto?',
        message:
          `${settlementSentence(s)} em ${formatDateBR(s.date)}: excluído, o acerto deixa de contar nos saldos.` +
          (s.transferId ? ' A transferência entre as contas lançada com ele também é excluída.' : ''),
        confirmLabel: 'Excluir',
        danger: true,
      },
      work: () => remove.mutateAsync(s.id),
      done: 'Acerto excluído',
      failed: 'Não foi possível excluir o acerto',
    });
  };

  return (
    <Card role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-2 font-semibold">
        Acertos registrados
      </h2>
      {settlements.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Nenhum acerto registrado em {formatMonthLabel(month)}.
        </p>
      ) : (
        <ul aria-labelledby={titleId} className="divide-y divide-slate-100 dark:divide-slate-800">
          {settlements.map((s) => {
            const sentence = settlementSentence(s);
            return (
              <li key={s.id} className="flex items-center justify-between gap-2 py-2 first:pt-0 last:pb-0">
                <div className="min-w-0 text-sm">
                  <p className="font-medium break-words">{sentence}</p>
                  <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600 dark:text-slate-400">
                    <span>{formatDateBR(s.date)}</span>
                    {s.transferId ? (
                      <span className="inline-flex items-center gap-1">
                        <ArrowLeftRight size={12} aria-hidden /> com transferência entre contas
                      </span>
                    ) : null}
                  </p>
                </div>
                {writes ? (
                  <RowAction
                    verb="Excluir"
                    label={`Excluir acerto: ${sentence} em ${formatDateBR(s.date)}`}
                    icon={Trash2}
                    tone="danger"
                    disabled={remove.isPending}
                    onClick={() => void onDelete(s)}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {count > settlements.length ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          Mostrando os {settlements.length} acertos mais recentes de {count.toLocaleString('pt-BR')}; todos
          contam nos saldos.
        </p>
      ) : null}
    </Card>
  );
}
