import type {
  HoldingResponse,
  IncomeResponse,
  PriceResponse,
  TradeResponse,
} from '../../../../common/contract/variable-income';
import { useConfirm } from '../../../components/ui/confirm-provider';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteHolding, useDeleteIncome, useDeletePrice, useDeleteTrade } from '../api/variable-income';
import { deleteHoldingMessage } from './holding-display';
import { deleteIncomeMessage, deletePriceMessage, deleteTradeMessage } from './operation-display';

/** Renda variável's deletions: each after its confirmation, saying how it went in a toast (errors in red). */
export function useVariableIncomeActions() {
  const removeTrade = useDeleteTrade();
  const removeIncome = useDeleteIncome();
  const removeHolding = useDeleteHolding();
  const removePrice = useDeletePrice();
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

  const deleteTrade = async (trade: TradeResponse) => {
    const ok = await confirm({
      title: 'Excluir operação',
      message: deleteTradeMessage(trade),
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (ok)
      await run(
        () => removeTrade.mutateAsync(trade.id),
        'Operação excluída',
        'Não foi possível excluir a operação',
      );
  };

  const deleteIncome = async (income: IncomeResponse) => {
    const ok = await confirm({
      title: 'Excluir provento',
      message: deleteIncomeMessage(income),
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (ok)
      await run(
        () => removeIncome.mutateAsync(income.id),
        'Provento excluído',
        'Não foi possível excluir o provento',
      );
  };

  const deletePrice = async (price: PriceResponse, ticker: string) => {
    const ok = await confirm({
      title: 'Excluir cotação',
      message: deletePriceMessage(price, ticker),
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (ok)
      await run(
        () => removePrice.mutateAsync(price.id),
        'Cotação excluída',
        'Não foi possível excluir a cotação',
      );
  };

  const deleteHolding = async (holding: HoldingResponse) => {
    const ok = await confirm({
      title: 'Excluir ativo',
      message: deleteHoldingMessage(holding),
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (ok)
      await run(
        () => removeHolding.mutateAsync(holding.id),
        'Ativo excluído',
        'Não foi possível excluir o ativo',
      );
  };

  return {
    deleteTrade,
    deleteIncome,
    deleteHolding,
    deletePrice,
    busyPriceId: removePrice.isPending ? removePrice.variables : undefined,
    busyTradeId: removeTrade.isPending ? removeTrade.variables : undefined,
    busyIncomeId: removeIncome.isPending ? removeIncome.variables : undefined,
    busyHoldingId: removeHolding.isPending ? removeHolding.variables : undefined,
  };
}
