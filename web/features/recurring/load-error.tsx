import { useEffect } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import type { RecurringFigures } from './use-recurring-figures';

/** The list failed to load: the message (or 'Erro ao carregar') as a toast and in the page, with a retry. */
export function LoadError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const toast = useToast();
  const message = errorMessage(error, 'Erro ao carregar');
  useEffect(() => {
    toast(message, 'error');
  }, [message, toast]);
  return (
    <Alert tone="error" className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium">Erro ao carregar</p>
        {message !== 'Erro ao carregar' ? <p>{message}</p> : null}
      </div>
      <Button variant="secondary" size="sm" disabled={retrying} onClick={onRetry}>
        {retrying ? 'Tentando…' : 'Tentar novamente'}
      </Button>
    </Alert>
  );
}

/** What a fixed-expense page shows until its items and figures are both in: loading, or the error. */
export function NotReady({ figures }: { figures: Exclude<RecurringFigures, { status: 'ready' }> }) {
  if (figures.status === 'pending')
    return <p className="text-sm text-slate-600 dark:text-slate-400">Carregando gastos fixos...</p>;
  return <LoadError error={figures.error} onRetry={figures.retry} retrying={figures.retrying} />;
}
