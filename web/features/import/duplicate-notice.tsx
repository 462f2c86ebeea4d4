import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { Alert, FormError } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useConfirm } from '../../components/ui/confirm-provider';
import { useToast } from '../../components/ui/toast';
import { useActionError } from '../../lib/use-action-error';
import { useDuplicates, useMergeTransactions } from './api/import';

/**
 * In a row's edit dialog: other rows that look like the same bank transaction written twice (the same account,
 * type and amount, days apart, one of them a bank line not matched yet), each with 'Combinar': one row stays,
 * holding both, and 'Separar da linha do extrato' undoes it. Nothing shows when there is none.
 */
export function DuplicateNotice({ id, onDone }: { id: number; onDone: () => void }) {
  const duplicates = useDuplicates(id);
  const merge = useMergeTransactions();
  const confirm = useConfirm();
  const toast = useToast();
  const { error, attempt } = useActionError('Não foi possível combinar os lançamentos');
  if (!duplicates.data || duplicates.data.length === 0) return null;

  const combine = async (transactionId: number) => {
    const yes = await confirm({
      title: 'Combinar os dois lançamentos?',
      message:
        'Os dois são o mesmo movimento do banco registrado duas vezes: fica um só, com a linha do banco. "Separar da linha do extrato" desfaz.',
      confirmLabel: 'Combinar',
    });
    if (!yes) return;
    if (!(await attempt(() => merge.mutateAsync({ id, transactionId })))) return;
    toast('Lançamentos combinados');
    onDone();
  };

  return (
    <div className="col-span-2 flex flex-col gap-2">
      <Alert tone="info" className="flex flex-col gap-2">
        <span>Possível lançamento duplicado:</span>
        <ul className="flex flex-col gap-2">
          {duplicates.data.map((d) => (
            <li key={d.id} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
              <span className="break-words">
                {formatDateBR(d.date)} · {d.description || 'Sem descrição'} · {formatReais(d.amount)}
              </span>
              <Button
                variant="secondary"
                size="sm"
                className="shrink-0 self-start"
                disabled={merge.isPending}
                onClick={() => void combine(d.id)}
              >
                Combinar
              </Button>
            </li>
          ))}
        </ul>
      </Alert>
      <FormError message={error} />
    </div>
  );
}
