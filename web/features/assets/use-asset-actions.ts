import type { AssetResponse, AssetValuation } from '../../../common/contract/assets';
import { formatDateBR } from '../../../common/dates';
import { useAction } from '../../components/ui/use-action';
import { useDeleteAsset, useDeleteValuation, useUpdateAsset } from './api/assets';
import { deleteAssetMessage } from './asset-display';
import { saleBody } from './asset-form';

/** The bens' actions that need no form: each after its confirmation, saying how it went in a toast. */
export function useAssetActions() {
  const remove = useDeleteAsset();
  const removeValuation = useDeleteValuation();
  const update = useUpdateAsset();
  const act = useAction();

  const deleteAsset = (asset: AssetResponse) =>
    act({
      confirm: {
        title: 'Excluir bem',
        message: deleteAssetMessage(asset),
        confirmLabel: 'Excluir',
        danger: true,
      },
      work: () => remove.mutateAsync(asset.id),
      done: 'Bem excluído',
      failed: 'Não foi possível excluir o bem',
    });

  const deleteValuation = (asset: AssetResponse, valuation: AssetValuation) =>
    act({
      confirm: {
        title: 'Excluir avaliação',
        message: `Excluir a avaliação de ${formatDateBR(valuation.date)} de “${asset.name}”? O bem passa a valer a avaliação anterior, ou o valor de compra.`,
        confirmLabel: 'Excluir',
        danger: true,
      },
      work: () => removeValuation.mutateAsync(valuation.id),
      done: 'Avaliação excluída',
      failed: 'Não foi possível excluir a avaliação',
    });

  const undoSale = (asset: AssetResponse) =>
    act({
      confirm: {
        title: 'Desfazer venda',
        message: `Desfazer a venda de “${asset.name}”? Ele volta a contar no patrimônio desde a venda.`,
        confirmLabel: 'Desfazer venda',
      },
      work: () => update.mutateAsync(saleBody(asset, { soldOn: null, sold: null })),
      done: 'Venda desfeita',
      failed: 'Não foi possível desfazer a venda',
    });

  const busy = remove.isPending || removeValuation.isPending || update.isPending;
  return { deleteAsset, deleteValuation, undoSale, busy };
}
