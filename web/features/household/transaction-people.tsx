import { Users } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { Transaction } from '../../../common/contract/transactions';
import { Button } from '../../components/ui/button';
import type { ShareAnswer } from '../../entities/transaction/api/share';
import { cn } from '../../lib/cn';
import { paidByText } from './household-words';
import { DivisionText } from './people-line';
import { useBookPeople } from './use-book-people';

// The dialog comes when it is opened: the transactions list imports this area's words, not its forms.
const ShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));

/** Whether a row can say who paid it and be divided: an expense of its own (an income or a transfer cannot). */
export const divisible = (tx: Pick<Transaction, 'type' | 'transfer_id'>) =>
  tx.type === 'DESPESA' && tx.transfer_id === null;

/**
 * 'Editar Transação' in a shared book: who paid the expense and how it is divided, with 'Dividir entre pessoas'.
 * Nothing in a personal book, nor for an income or a transfer. The division is saved on its own, at once; the
 * dialog then shows the server's answer (onSaved).
 */
export function TransactionPeople({
  transaction,
  onSaved,
  className,
}: {
  transaction: Transaction;
  onSaved: (answer: ShareAnswer) => void;
  className?: string;
}) {
  const { shared, writes, people, you } = useBookPeople();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  if (!shared || !divisible(transaction)) return null;
  const paid = paidByText(transaction);
  const divided = transaction.shares.length > 0;

  return (
    <section
      aria-label="Pessoas"
      data-testid="transaction-people"
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700',
        className,
      )}
    >
      <div className="flex min-w-0 items-start gap-2 text-sm">
        <Users size={16} aria-hidden className="mt-0.5 shrink-0 text-slate-500 dark:text-slate-400" />
        <div className="min-w-0">
          <p className="font-medium">{paid ?? 'Quem pagou não foi informado'}</p>
          <p className="break-words text-slate-600 dark:text-slate-400">
            {divided ? (
              <DivisionText shares={transaction.shares} />
            ) : transaction.paid_by_name ? (
              `Não dividida: é toda de ${transaction.paid_by_name}.`
            ) : (
              'Não dividida entre pessoas.'
            )}
          </p>
        </div>
      </div>
      {writes ? (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 self-start sm:self-center"
          disabled={people.length === 0}
          onClick={() => setOpen(true)}
        >
          {divided ? 'Editar divisão' : 'Dividir entre pessoas'}
        </Button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <ShareDialog
            transaction={transaction}
            people={people}
            you={you}
            onSaved={onSaved}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
