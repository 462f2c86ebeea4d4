import { Pencil, Tag, Trash2, TrendingUp, Undo2 } from 'lucide-react';
import type { AssetResponse } from '../../../common/contract/assets';
import { Button } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';

/** What a bem's actions open: a new value, the sale (or its undoing), the edit and the deletion. */
export interface AssetCardHandlers {
  onValue: (asset: AssetResponse) => void;
  onSell: (asset: AssetResponse) => void;
  onEdit: (asset: AssetResponse) => void;
  onDelete: (asset: AssetResponse) => void;
  onUndoSale: (asset: AssetResponse) => void;
}

/** A bem's buttons: 'Atualizar valor' and 'Registrar venda', or 'Desfazer venda' once sold; edit and delete. */
export function AssetCardActions({
  asset,
  busy,
  ...props
}: AssetCardHandlers & { asset: AssetResponse; busy: boolean }) {
  const sold = asset.soldOn !== null;
  return (
    <div className="flex flex-wrap items-center gap-1 border-t border-slate-100 p-2 dark:border-slate-800">
      {sold ? (
        <Button size="sm" variant="secondary" onClick={() => props.onUndoSale(asset)} disabled={busy}>
          <Undo2 size={16} aria-hidden /> Desfazer venda
        </Button>
      ) : (
        <>
          <Button size="sm" onClick={() => props.onValue(asset)} disabled={busy}>
            <TrendingUp size={16} aria-hidden /> Atualizar valor
          </Button>
          <Button size="sm" variant="secondary" onClick={() => props.onSell(asset)} disabled={busy}>
            <Tag size={16} aria-hidden /> Registrar venda
          </Button>
        </>
      )}
      <div className="ml-auto flex items-center gap-1">
        <IconButton
          label={`Editar ${asset.name}`}
          title="Editar"
          icon={Pencil}
          onClick={() => props.onEdit(asset)}
          disabled={busy}
        />
        <IconButton
          label={`Excluir ${asset.name}`}
          title="Excluir"
          icon={Trash2}
          tone="danger"
          onClick={() => props.onDelete(asset)}
          disabled={busy}
        />
      </div>
    </div>
  );
}
