import { Car, Gem, House, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { AssetKind, AssetResponse, AssetValuation } from '../../../common/contract/assets';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { cn } from '../../lib/cn';
import { AssetCardActions } from './asset-card-actions';
import { changeText, soldLabel, valueSource } from './asset-display';
import { ValuationHistory } from './valuation-history';

export const ASSET_ICONS: Record<AssetKind, LucideIcon> = { imovel: House, veiculo: Car, outro: Gem };

const changeTone = (value: number) =>
  value === 0
    ? 'text-slate-600 dark:text-slate-400'
    : value > 0
      ? 'text-emerald-700 dark:text-emerald-400'
      : 'text-red-600 dark:text-red-400';

interface Props {
  asset: AssetResponse;
  /** False in a book the person only reads: the bem without its actions. */
  writable: boolean;
  busy: boolean;
  onValue: (asset: AssetResponse) => void;
  onSell: (asset: AssetResponse) => void;
  onEdit: (asset: AssetResponse) => void;
  onDelete: (asset: AssetResponse) => void;
  onUndoSale: (asset: AssetResponse) => void;
  onDeleteValuation: (asset: AssetResponse, valuation: AssetValuation) => void;
}

/** A bem: what it is worth today and since when, what was paid, the change, its valuations. */
export function AssetCard(props: Props) {
  const { asset, writable, busy } = props;
  const titleId = useId();
  const Icon = ASSET_ICONS[asset.kind];
  const sold = asset.soldOn !== null;
  const change = changeText(asset);

  return (
    <article
      aria-labelledby={titleId}
      data-testid="asset-card"
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start gap-3">
          <span
            aria-hidden
            className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-lg bg-violet-50 text-violet-700 dark:bg-violet-950 dark:text-violet-300"
          >
            <Icon size={18} />
          </span>
          <div className="min-w-0">
            <h3 id={titleId} className="text-lg leading-tight font-semibold break-words">
              {asset.name}
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">{asset.kindLabel}</p>
          </div>
        </div>

        {/* A sold bem shows what it was sold for where the others show what they are worth today. */}
        <div>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {asset.soldOn ? soldLabel(asset.soldOn) : 'Valor hoje'}
          </p>
          <p className="money text-xl font-semibold" data-testid="asset-value">
            {formatReais(asset.sold ?? asset.valueToday)}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="asset-value-source">
            {sold ? 'Não conta mais no patrimônio' : valueSource(asset)}
          </p>
        </div>

        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          <div className="min-w-0">
            <dt className="text-xs text-slate-500 dark:text-slate-400">Aquisição</dt>
            <dd data-testid="asset-acquired">
              <span className="money font-medium">{formatReais(asset.acquired)}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                em {formatDateBR(asset.acquiredOn)}
              </span>
            </dd>
          </div>
          <div className="min-w-0 text-right">
            <dt className="text-xs text-slate-500 dark:text-slate-400">{sold ? 'Resultado' : 'Variação'}</dt>
            <dd className={cn('font-medium', changeTone(asset.change))} data-testid="asset-change">
              <span className="money">{change.amount}</span>
              {change.share ? <span className="money block text-xs">{change.share}</span> : null}
            </dd>
          </div>
        </dl>

        {asset.notes ? (
          <p className="text-sm break-words text-slate-600 dark:text-slate-400">{asset.notes}</p>
        ) : null}

        <ValuationHistory asset={asset} writable={writable} busy={busy} onDelete={props.onDeleteValuation} />
      </div>

      {writable ? (
        <AssetCardActions
          asset={asset}
          busy={busy}
          onValue={props.onValue}
          onSell={props.onSell}
          onEdit={props.onEdit}
          onDelete={props.onDelete}
          onUndoSale={props.onUndoSale}
        />
      ) : null}
    </article>
  );
}
