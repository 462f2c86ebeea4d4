import { Trash2 } from 'lucide-react';
import type { AssetResponse, AssetValuation } from '../../../common/contract/assets';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { IconButton } from '../../components/ui/icon-button';

/** 'Histórico de avaliações', folded: each valuation's date and value, and its deletion. */
export function ValuationHistory({
  asset,
  writable,
  busy,
  onDelete,
}: {
  asset: AssetResponse;
  writable: boolean;
  busy: boolean;
  onDelete: (asset: AssetResponse, valuation: AssetValuation) => void;
}) {
  if (asset.valuations.length === 0) return null;
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 select-none dark:text-brand-500">
        Histórico de avaliações ({asset.valuations.length})
      </summary>
      <ul
        aria-label={`Avaliações de ${asset.name}`}
        className="mt-2 divide-y divide-slate-100 dark:divide-slate-800"
      >
        {asset.valuations.map((v) => (
          <li key={v.id} className="flex items-center gap-2 py-1.5" data-testid="asset-valuation">
            <span className="flex-1">{formatDateBR(v.date)}</span>
            <span className="money font-medium">{formatReais(v.value)}</span>
            {writable ? (
              <IconButton
                label={`Excluir a avaliação de ${formatDateBR(v.date)}`}
                title="Excluir"
                icon={Trash2}
                tone="danger"
                size="sm"
                onClick={() => onDelete(asset, v)}
                disabled={busy}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
