import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { Alert } from './alert';
import { Button } from './button';

/** What LoadFailed needs of a TanStack query (plain or infinite). */
interface Retryable {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A page or a panel whose data did not load: why (the network's message, the server's, or the fallback) and
 * 'Tentar novamente', which asks again without reloading the page. children replace the message where a
 * screen words it its own way.
 */
export function LoadFailed({
  query,
  fallback,
  children,
  className,
}: {
  query: Retryable;
  fallback: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Alert tone="error" className={cn('flex flex-wrap items-center justify-between gap-2', className)}>
      <div>{children ?? errorMessage(query.error, fallback)}</div>
      <Button size="sm" variant="secondary" disabled={query.isFetching} onClick={() => void query.refetch()}>
        Tentar novamente
      </Button>
    </Alert>
  );
}
