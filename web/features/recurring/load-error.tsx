import { useEffect } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';

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
