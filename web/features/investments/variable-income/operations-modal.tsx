import type {
  HoldingResponse,
  IncomeResponse,
  PriceResponse,
  TradeResponse,
} from '../../../../common/contract/variable-income';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { HoldingSummary } from './holding-summary';
import { IncomesSection, PricesSection, TradesSection } from './operation-sections';

interface Props {
  holding: HoldingResponse | null;
  writable: boolean;
  onDeleteTrade: (trade: TradeResponse) => void;
  onDeleteIncome: (income: IncomeResponse, holding: HoldingResponse) => void;
  onDeletePrice: (price: PriceResponse, holding: HoldingResponse) => void;
  busyPriceId: number | undefined;
  busyTradeId: number | undefined;
  busyIncomeId: number | undefined;
  onClose: () => void;
}

/** A holding's trades (each sale with its realized gain) and proventos. Mounted only while a holding is chosen. */
export function OperationsModal({ holding, ...props }: Props) {
  return holding ? <OperationsDialog holding={holding} {...props} /> : null;
}

function OperationsDialog({
  holding,
  writable,
  onDeleteTrade,
  onDeleteIncome,
  onDeletePrice,
  busyPriceId,
  busyTradeId,
  busyIncomeId,
  onClose,
}: Props & { holding: HoldingResponse }) {
  return (
    <Modal
      open
      title={`Operações: ${holding.ticker}`}
      onClose={onClose}
      widthClass="max-w-2xl"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      <HoldingSummary holding={holding} />
      <TradesSection holding={holding} writable={writable} onDelete={onDeleteTrade} busyId={busyTradeId} />
      <IncomesSection holding={holding} writable={writable} onDelete={onDeleteIncome} busyId={busyIncomeId} />
      <PricesSection holding={holding} writable={writable} onDelete={onDeletePrice} busyId={busyPriceId} />
    </Modal>
  );
}
