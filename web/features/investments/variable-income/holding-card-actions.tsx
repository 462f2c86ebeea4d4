import { ArrowDownToLine, ArrowUpFromLine, Coins, ListOrdered, PenLine, Split } from 'lucide-react';
import type { HoldingResponse } from '../../../../common/contract/variable-income';
import { Button } from '../../../components/ui/button';

/** What a holding's buttons open; the section holds the dialogs. */
export interface HoldingActions {
  onBuy: (holding: HoldingResponse) => void;
  onSell: (holding: HoldingResponse) => void;
  /** A desdobramento or grupamento of the units held. */
  onSplit: (holding: HoldingResponse) => void;
  onPrice: (holding: HoldingResponse) => void;
  onIncome: (holding: HoldingResponse) => void;
  onOperations: (holding: HoldingResponse) => void;
  onDelete: (holding: HoldingResponse) => void;
}

/**
 * A holding's buttons: Comprar, and Vender and Desdobro/grupamento while units are held, Cotação and Provento
 * (where the book is written); Operações always.
 */
export function HoldingCardActions({
  holding,
  writable,
  busy,
  actions,
}: {
  holding: HoldingResponse;
  writable: boolean;
  busy: boolean;
  actions: Omit<HoldingActions, 'onDelete'>;
}) {
  const held = Number(holding.quantity) > 0;
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 p-2 dark:border-slate-800">
      {writable ? (
        <>
          <Button
            size="sm"
            onClick={() => actions.onBuy(holding)}
            disabled={busy}
            aria-label={`Comprar ${holding.ticker}`}
          >
            <ArrowDownToLine size={16} aria-hidden /> Comprar
          </Button>
          {held ? (
            <>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => actions.onSell(holding)}
                disabled={busy}
                aria-label={`Vender ${holding.ticker}`}
              >
                <ArrowUpFromLine size={16} aria-hidden /> Vender
              </Button>
              <Button size="sm" variant="secondary" onClick={() => actions.onSplit(holding)} disabled={busy}>
                <Split size={16} aria-hidden /> Desdobro/grupamento
              </Button>
            </>
          ) : null}
          <Button size="sm" variant="secondary" onClick={() => actions.onPrice(holding)} disabled={busy}>
            <PenLine size={16} aria-hidden /> Cotação
          </Button>
          <Button size="sm" variant="secondary" onClick={() => actions.onIncome(holding)} disabled={busy}>
            <Coins size={16} aria-hidden /> Provento
          </Button>
        </>
      ) : null}
      <Button size="sm" variant="secondary" onClick={() => actions.onOperations(holding)}>
        <ListOrdered size={16} aria-hidden /> Operações
      </Button>
    </div>
  );
}
