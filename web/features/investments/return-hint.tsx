import { Info } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { IconButton } from '../../components/ui/icon-button';
import { cn } from '../../lib/cn';

/** How a portfolio's return is computed (common/xirr.ts), for renda fixa and renda variável alike. */
export const RETURN_EXPLAINED =
  'Rentabilidade ponderada pelo dinheiro (TIR): considera quando cada valor entrou e saiu. Períodos de menos de um ano não são anualizados.';

export const RETURN_HINT_LABEL = 'Como a rentabilidade é calculada';

/**
 * A portfolio's return in its box, with a button that shows how it is computed: a disclosure (not a hover
 * tooltip), so the keyboard, a finger and a screen reader reach the text alike.
 */
export function ReturnWithHint({
  children,
  className,
  testId,
}: {
  children: ReactNode;
  className?: string;
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div
      className={cn(
        'rounded-xl border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1" data-testid={testId}>
          {children}
        </div>
        <IconButton
          label={RETURN_HINT_LABEL}
          icon={Info}
          size="sm"
          className="-my-1.5 -mr-1.5"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) {
              // Closing the hint only: a dialog around it stays open.
              event.stopPropagation();
              setOpen(false);
            }
          }}
        />
      </div>
      <p
        id={panelId}
        hidden={!open}
        className="mt-2 border-t border-slate-100 pt-2 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400"
        data-testid="return-hint"
      >
        {RETURN_EXPLAINED}
      </p>
    </div>
  );
}
