import { ChevronRight, Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import type { AssetResponse } from '../../../common/contract/assets';
import { formatReais } from '../../../common/money';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { useCanWrite, WritableOr } from '../../entities/book/public';
import { useAssets } from './api/assets';
import { AssetCard } from './asset-card';
import { countText, splitAssets } from './asset-display';
import { AssetFormModal } from './asset-form-modal';
import { SaleModal } from './sale-modal';
import { useAssetActions } from './use-asset-actions';
import { ValuationModal } from './valuation-modal';

const ASSETS_EXPLAINED =
  'Um bem é o que você tem e não é dinheiro: um imóvel, um veículo, uma joia. Registre quanto pagou e, quando quiser, quanto ele vale: o patrimônio conta o último valor informado.';

/** The form open: a new bem (null asset) or one being edited. */
type Editing = { asset?: AssetResponse } | null;

export function AssetsPage() {
  const assets = useAssets();
  const writable = useCanWrite();
  const actions = useAssetActions();
  const [editing, setEditing] = useState<Editing>(null);
  const [valuing, setValuing] = useState<AssetResponse | null>(null);
  const [selling, setSelling] = useState<AssetResponse | null>(null);
  const closeForm = useCallback(() => setEditing(null), []);
  const closeValue = useCallback(() => setValuing(null), []);
  const closeSale = useCallback(() => setSelling(null), []);

  const { owned, sold } = useMemo(() => splitAssets(assets.data?.assets ?? []), [assets.data]);

  const newAsset = (
    <Button onClick={() => setEditing({})}>
      <Plus size={16} aria-hidden /> Novo bem
    </Button>
  );
  const card = (asset: AssetResponse) => (
    <li key={asset.id}>
      <AssetCard
        asset={asset}
        writable={writable}
        busy={actions.busy}
        onValue={setValuing}
        onSell={setSelling}
        onEdit={(a) => setEditing({ asset: a })}
        onDelete={(a) => void actions.deleteAsset(a)}
        onUndoSale={(a) => void actions.undoSale(a)}
        onDeleteValuation={(a, v) => void actions.deleteValuation(a, v)}
      />
    </li>
  );

  return (
    <>
      <PageHeader
        title="Bens"
        subtitle={
          owned.length > 0
            ? `Imóveis, veículos e outros · ${countText(owned.length)}`
            : 'Imóveis, veículos e outros'
        }
        actions={<WritableOr>{newAsset}</WritableOr>}
      />
      {assets.isPending ? (
        <Skeleton label="Carregando bens...">
          <SkeletonRows rows={2} rowClassName="h-48" />
        </Skeleton>
      ) : assets.isError ? (
        <LoadFailed query={assets} fallback="Erro ao carregar os bens" />
      ) : (
        <>
          {owned.length > 0 ? (
            <div
              data-testid="assets-total"
              className="mb-6 flex items-baseline justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:inline-flex sm:flex-col sm:items-start sm:gap-0.5 sm:pr-10 dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="text-xs font-medium text-slate-600 dark:text-slate-400">Valor dos bens hoje</p>
              <p className="money text-lg font-semibold">{formatReais(assets.data.totalToday)}</p>
            </div>
          ) : (
            <EmptyState
              title={sold.length > 0 ? 'Nenhum bem no momento' : 'Nenhum bem cadastrado'}
              description={ASSETS_EXPLAINED}
              action={writable ? newAsset : null}
            />
          )}

          {owned.length > 0 ? (
            <ul aria-label="Bens" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {owned.map(card)}
            </ul>
          ) : null}

          {sold.length > 0 ? (
            <details className="group mt-8">
              <summary className="flex cursor-pointer list-none items-center gap-2 font-semibold select-none [&::-webkit-details-marker]:hidden">
                <ChevronRight size={18} aria-hidden className="transition-transform group-open:rotate-90" />
                Vendidos ({sold.length})
              </summary>
              <ul aria-label="Bens vendidos" className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {sold.map(card)}
              </ul>
            </details>
          ) : null}
        </>
      )}
      <AssetFormModal open={editing !== null} asset={editing?.asset} onClose={closeForm} />
      <ValuationModal asset={valuing} onClose={closeValue} />
      <SaleModal asset={selling} onClose={closeSale} />
    </>
  );
}
