import type { Transaction } from '../../../../common/contract/transactions';
import { formatDateBR } from '../../../../common/dates';
import { Alert, FormError } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-provider';
import { useToast } from '../../../components/ui/toast';
import { useActionError } from '../../../lib/use-action-error';
import { useUnmatchTransaction } from '../../import/public';

/** 'Linha do extrato: 05/11/2026 · PIX ALUGUEL', the bank's line this row was matched with. */
export function bankLineText(line: NonNullable<Transaction['bank_line']>): string {
  return `Linha do extrato: ${formatDateBR(line.date)}${line.text ? ` · ${line.text}` : ''}`;
}

/**
 * The bank line a row was matched with, and 'Separar da linha do extrato': the row as it was before the match
 * and the bank line as a row of its own.
 */
export function BankLineNotice({ transaction, onDone }: { transaction: Transaction; onDone: () => void }) {
  const toast = useToast();
  const confirm = useConfirm();
  const unmatch = useUnmatchTransaction();
  const { error, attempt } = useActionError('Não foi possível separar da linha do extrato');
  const line = transaction.bank_line;
  if (!line) return null;

  const split = async () => {
    // Both rows count afterwards: said before, since a person who only wanted to tidy up would double a figure.
    const yes = await confirm({
      title: 'Separar da linha do extrato?',
      message:
        'A linha do extrato vira um lançamento próprio e este lançamento volta a ficar como você o registrou. Os dois passam a contar no saldo: use quando a linha do banco não é este lançamento.',
      confirmLabel: 'Separar',
    });
    if (!yes) return;
    if (!(await attempt(() => unmatch.mutateAsync(transaction.id)))) return;
    toast('Linha do extrato separada');
    onDone();
  };

  return (
    <div className="col-span-2 flex flex-col gap-2">
      <Alert tone="info" className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <span className="break-words" data-testid="bank-line">
          {bankLineText(line)}
        </span>
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0"
          disabled={unmatch.isPending}
          onClick={() => void split()}
        >
          Separar da linha do extrato
        </Button>
      </Alert>
      <FormError message={error} />
    </div>
  );
}
