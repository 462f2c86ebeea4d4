import { getHealth } from '../../entities/session/api/auth';
import { cn } from '../../lib/cn';
import { usePublicRead } from '../../lib/use-public-read';

/** 'API: OK' and 'DB: OK' on the sign-in page; '...' while asking, OFF when the call fails. */
export function HealthIndicators() {
  // Not a query of the cache: the sign-in page's first script does without it (lib/use-public-read.ts).
  const health = usePublicRead('health', getHealth, { refetchEveryMs: 30_000 });
  const api = health.isPending ? '...' : health.isError ? 'OFF' : 'OK';
  const db = health.isPending ? '...' : health.isError ? 'OFF' : health.data?.db === 'ok' ? 'OK' : 'OFF';
  return (
    <section className="mt-6 flex justify-center gap-3 text-xs" aria-label="Estado do serviço">
      <Indicator label={`API: ${api}`} state={api} />
      <Indicator label={`DB: ${db}`} state={db} />
    </section>
  );
}

function Indicator({ label, state }: { label: string; state: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 font-medium',
        state === 'OK' && 'border-emerald-300 text-emerald-800 dark:border-emerald-800 dark:text-emerald-300',
        state === 'OFF' && 'border-red-300 text-red-700 dark:border-red-800 dark:text-red-300',
        state === '...' && 'border-slate-300 text-slate-600 dark:border-slate-700 dark:text-slate-400',
      )}
    >
      <span
        className={cn(
          'h-2 w-2 rounded-full',
          state === 'OK' ? 'bg-emerald-500' : state === 'OFF' ? 'bg-red-500' : 'bg-slate-400',
        )}
      />
      {label}
    </span>
  );
}
