import type { ReactNode } from 'react';
import type { HoldingResponse } from '../../../../common/contract/variable-income';

/** The holding a dialog acts on, at its top: 'PETR4 · Ação · Corretora XP' and a line of what matters there. */
export function HoldingSummary({
  holding,
  children,
}: {
  holding: Pick<HoldingResponse, 'ticker' | 'kindLabel' | 'accountName' | 'name'>;
  children?: ReactNode;
}) {
  return (
    <div
      className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60"
      data-testid="holding-summary"
    >
      <p className="font-medium">
        {holding.ticker}
        {holding.name ? (
          <span className="font-normal text-slate-600 dark:text-slate-400"> · {holding.name}</span>
        ) : null}
      </p>
      <p className="text-slate-600 dark:text-slate-400">
        {holding.kindLabel} · {holding.accountName}
      </p>
      {children ? <p className="text-slate-700 dark:text-slate-300">{children}</p> : null}
    </div>
  );
}
