import { ChevronRight, Trash2 } from 'lucide-react';
import type { PositionResponse } from '../../../common/contract/investments';
import { IconButton } from '../../components/ui/icon-button';
import { kindText, redeemedText, returnText } from './position-display';

/** 'Resgatadas (N)', folded: each redeemed position with what it paid and its return, and its deletion. */
export function RedeemedPositions({
  redeemed,
  writable,
  onDelete,
  busyId,
}: {
  redeemed: readonly PositionResponse[];
  writable: boolean;
  onDelete: (position: PositionResponse) => void;
  busyId: number | undefined;
}) {
  return (
    <details className="group mt-8">
      <summary className="flex cursor-pointer list-none items-center gap-2 font-semibold select-none [&::-webkit-details-marker]:hidden">
        <ChevronRight size={18} aria-hidden className="transition-transform group-open:rotate-90" />
        Resgatadas ({redeemed.length})
      </summary>
      <ul
        aria-label="Aplicações resgatadas"
        className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
      >
        {redeemed.map((position) => (
          <li key={position.id} className="flex items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{position.name}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {kindText(position)} · {position.accountName}
              </p>
              <p className="money text-sm" data-testid="redeemed-net">
                {redeemedText(position)}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="redeemed-return">
                {returnText(position.returns)}
              </p>
            </div>
            {writable ? (
              <IconButton
                label={`Excluir ${position.name}`}
                title="Excluir"
                icon={Trash2}
                tone="danger"
                onClick={() => onDelete(position)}
                disabled={busyId === position.id}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
