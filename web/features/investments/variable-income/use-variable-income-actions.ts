import type {
  HoldingResponse,
  IncomeResponse,
  PriceResponse,
  TradeResponse,
} from '../../../../common/contract/variable-income';
import { useAction } from '../../../components/ui/use-action';
import { useDeleteHolding, useDeleteIncome, useDeletePrice, useDeleteTrade } from '../api/variable-income';
import { deleteHoldingMessage, holdingCurrency } from './holding-display';
import { deleteIncomeMessage, deletePriceMessage, deleteTradeMessage } from './operation-display';

/** Renda variável's deletions: each after its confirmation, saying how it went in a toast (errors in red). */
export function useVariableIncomeActions() {
  const removeTrade = useDeleteTrade();
  const removeIncome = useDeleteIncome();
  const removeHolding = useDeleteHolding();
  const removePrice = useDeletePrice();
  const act = useAction();
  /** Each deletion is asked first, with the same Excluir button. */
  const ask = (title: string, message: string) => ({ title, message, confirmLabel: 'Excluir', danger: true });

  const deleteTrade = (trade: TradeResponse) =>
    act({
      confirm: ask('Excluir operação', deleteTradeMessage(trade)),
      work: () => removeTrade.mutateAsync(trade.id),
      done: 'Operação excluída',
      failed: 'Não foi possível excluir a operação',
    });

  /** A provento and a price of a holding: their figures in its currency. */
  const deleteIncome = (income: IncomeResponse, holding: Pick<HoldingResponse, 'currency'>) =>
    act({
      confirm: ask('Excluir provento', deleteIncomeMessage(income, holdingCurrency(holding))),
      work: () => removeIncome.mutateAsync(income.id),
      done: 'Provento excluído',
      failed: 'Não foi possível excluir o provento',
    });

  const deletePrice = (price: PriceResponse, holding: Pick<HoldingResponse, 'ticker' | 'currency'>) =>
    act({
      confirm: ask('Excluir cotação', deletePriceMessage(price, holding.ticker, holdingCurrency(holding))),
      work: () => removePrice.mutateAsync(price.id),
      done: 'Cotação excluída',
      failed: 'Não foi possível excluir a cotação',
    });

  const deleteHolding = (holding: HoldingResponse) =>
    act({
      confirm: ask('Excluir ativo', deleteHoldingMessage(holding)),
      work: () => removeHolding.mutateAsync(holding.id),
      done: 'Ativo excluído',
      failed: 'Não foi possível excluir o ativo',
    });

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
