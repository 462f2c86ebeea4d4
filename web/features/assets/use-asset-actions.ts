import type { AssetResponse, AssetValuation } from '../../../common/contract/assets';
import { formatDateBR } from '../../../common/dates';
import { useConfirm } from '../../components/ui/confirm-provider';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useDeleteAsset, useDeleteValuation, useUpdateAsset } from './api/assets';
import { deleteAssetMessage } from './asset-display';
import { saleBody } from './asset-form';

/** The bens' actions that need no form: each after its confirmation, saying how it went in a toast. */
export function useAssetActions() {
  const remove = useDeleteAsset();
  const removeValuation = useDeleteValuation();
  const update = useUpdateAsset();
  const confirm = useConfirm();
  const toast = useToast();

  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work();
      toast(done);
    } catch (e) {
      toast(errorMessage(e, failed), 'error');
    }
  };

  const deleteAsset = async (asset: AssetResponse) => {
    const ok = await confirm({
      title: 'Excluir bem',
      message: deleteAssetMessage(asset),
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (ok) await run(() => remove.mutateAsync(asset.id), 'Bem excluído', 'Não foi possível excluir o bem');
  };

  const deleteValuation = async (asset: AssetResponse, valuation: AssetValuation) => {
    const ok = await confirm({
      title: 'Excluir avaliação',
      message: `Excluir a avaliação de ${formatDateBR(valuation.date)} de “${asset.name}”? O bem passa a valer a avaliação anterior, ou o valor de compra.`,
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (ok)
      await run(
        () => removeValuation.mutateAsync(valuation.id),
        'Avaliação excluída',
        'Não foi possível excluir a avaliação',
      );
  };

  const undoSale = async (asset: AssetResponse) => {
    const ok = await confirm({
      title: 'Desfazer venda',
      message: `Desfazer a venda de “${asset.name}”? Ele volta a contar no patrimônio desde a venda.`,
      confirmLabel: 'Desfazer venda',
    });
    if (ok)
      await run(
        () => update.mutateAsync(saleBody(asset, { soldOn: null, sold: null })),
        'Venda desfeita',
        'Não foi possível desfazer a venda',
      );
  };

  const busy = remove.isPending || removeValuation.isPending || update.isPending;
  return { deleteAsset, deleteValuation, undoSale, busy };
}
