import { History } from 'lucide-react';
import { useState } from 'react';
import { focusRing } from '../../../components/ui/button';
import { isSharedBook, useCurrentBook } from '../../../entities/book/public';
import { browserTimeZone } from '../../../lib/browser-today';
import { cn } from '../../../lib/cn';
import { useTransactionHistory } from './api/history';
import { changedLine, createdLine } from './history-words';

/**
 * 'Histórico de alterações' of a shared book's transaction in its edit dialog: who wrote it and who changed what,
 * newest first. Closed until opened (asked for then); nothing in a personal book, where only its owner writes.
 */
export function TransactionHistory({
  transactionId,
  className,
}: {
  transactionId: number;
  className?: string;
}) {
  const { current } = useCurrentBook();
  const [open, setOpen] = useState(false);
  const shared = isSharedBook(current);
  const history = useTransactionHistory(transactionId, shared && open);
  if (!shared) return null;
  const timeZone = browserTimeZone();

  return (
    <details
      className={cn('rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700', className)}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className={cn('flex cursor-pointer items-center gap-2 font-medium', focusRing)}>
        <History size={16} aria-hidden className="shrink-0 text-slate-500 dark:text-slate-400" />
        Histórico de alterações
      </summary>
      <div className="mt-2">
        {history.isPending ? (
          <p className="text-slate-600 dark:text-slate-400">Carregando o histórico…</p>
        ) : history.isError ? (
          <p role="alert" className="text-red-700 dark:text-red-400">
            Não foi possível carregar o histórico. Tente de novo.
          </p>
        ) : (
          <ol aria-label="Alterações, das mais recentes" className="flex flex-col gap-2">
            {history.data.events.map((event) => (
              <li key={event.id}>
                <p className="font-medium">{changedLine(event, timeZone)}</p>
                <ul className="text-slate-700 dark:text-slate-300">
                  {event.changes.map((c) => (
                    <li key={c.field} className="break-words">
                      <span className="font-medium">{c.field}:</span> de {c.from} para {c.to}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            <li className="text-slate-600 dark:text-slate-400">
              {createdLine(history.data.created, timeZone)}
            </li>
          </ol>
        )}
      </div>
    </details>
  );
}
