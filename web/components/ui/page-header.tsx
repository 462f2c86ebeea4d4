import type { ReactNode } from 'react';

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
      </div>
      {/* The actions keep their row on a wide screen (lg) and the subtitle wraps instead (a long "Saldo em contas"
          line pushed them onto two rows, no longer right-aligned). */}
      {actions ? (
        <div className="flex flex-wrap items-center gap-2 sm:justify-end lg:shrink-0">{actions}</div>
      ) : null}
    </header>
  );
}
