import { Trash2 } from 'lucide-react';
import type {
  HoldingResponse,
  IncomeResponse,
  PriceResponse,
  TradeResponse,
} from '../../../../common/contract/variable-income';
import { formatDateBR } from '../../../../common/dates';
import { LoadFailed } from '../../../components/ui/load-failed';
import { RowAction } from '../../../components/ui/row-action';
import { Skeleton, SkeletonRows } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useIncomes, usePrices, useTrades } from '../api/variable-income';
import { AmountsText } from './amounts-text';
import { formatUnitPrice } from './decimal-text';
import { gainTone, holdingCurrency } from './holding-display';
import { toneClass } from './holding-figures';
import { dayTradeText, incomeFiguresText, realizedGainShown, tradeFiguresText } from './operation-display';

const listClass =
  'divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700';

/** 'Compras e vendas' of a holding, each sale with its realized gain. */
export function TradesSection({
  holding,
  writable,
  onDelete,
  busyId,
}: {
  holding: HoldingResponse;
  writable: boolean;
  onDelete: (trade: TradeResponse) => void;
  busyId: number | undefined;
}) {
  const trades = useTrades(holding.id);
  const currency = holdingCurrency(holding);
  return (
    <section aria-labelledby="holding-trades" className="mb-5">
      <h3 id="holding-trades" className="mb-2 font-semibold">
        Compras e vendas
      </h3>
      {trades.isPending ? (
        <Skeleton label="Carregando as operações...">
          <SkeletonRows rows={3} rowClassName="h-10" />
        </Skeleton>
      ) : trades.isError ? (
        <LoadFailed query={trades} fallback="Erro ao carregar as operações" />
      ) : trades.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Nenhuma operação: o ativo pode ser excluído.
        </p>
      ) : (
        <ul aria-label={`Operações de ${holding.ticker}`} className={listClass}>
          {trades.data.map((trade) => (
            <li key={trade.id} className="flex items-center gap-3 px-3 py-2 text-sm" data-testid="trade-row">
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {trade.sideLabel} em {formatDateBR(trade.date)}
                </p>
                <p className="break-words text-slate-700 tabular-nums dark:text-slate-300">
                  <AmountsText text={tradeFiguresText(trade, currency)} />
                </p>
                {trade.realizedGain !== null ? (
                  <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="trade-realized">
                    Ganho realizado:{' '}
                    <span className={cn('money font-medium', toneClass[gainTone(trade.realizedGain)])}>
                      {realizedGainShown(trade.realizedGain, currency)}
                    </span>
                  </p>
                ) : null}
                {trade.dayTrade ? (
                  <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="trade-day-trade">
                    <AmountsText text={dayTradeText(trade.dayTrade)} />
                  </p>
                ) : null}
              </div>
              {writable ? (
                <RowAction
                  verb="Excluir"
                  label={`Excluir ${trade.sideLabel.toLowerCase()} de ${formatDateBR(trade.date)}`}
                  icon={Trash2}
                  tone="danger"
                  withText
                  onClick={() => onDelete(trade)}
                  disabled={busyId === trade.id}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'Proventos' of a holding. */
export function IncomesSection({
  holding,
  writable,
  onDelete,
  busyId,
}: {
  holding: HoldingResponse;
  writable: boolean;
  onDelete: (income: IncomeResponse, holding: HoldingResponse) => void;
  busyId: number | undefined;
}) {
  const incomes = useIncomes(holding.id);
  const currency = holdingCurrency(holding);
  return (
    <section aria-labelledby="holding-incomes">
      <h3 id="holding-incomes" className="mb-2 font-semibold">
        Proventos
      </h3>
      {incomes.isPending ? (
        <Skeleton label="Carregando os proventos...">
          <SkeletonRows rows={2} rowClassName="h-10" />
        </Skeleton>
      ) : incomes.isError ? (
        <LoadFailed query={incomes} fallback="Erro ao carregar os proventos" />
      ) : incomes.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum provento registrado.</p>
      ) : (
        <ul aria-label={`Proventos de ${holding.ticker}`} className={listClass}>
          {incomes.data.map((income) => (
            <li
              key={income.id}
              className="flex items-center gap-3 px-3 py-2 text-sm"
              data-testid="income-row"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {income.kindLabel} em {formatDateBR(income.date)}
                </p>
                <p className="break-words text-slate-700 tabular-nums dark:text-slate-300">
                  <AmountsText text={incomeFiguresText(income, currency)} />
                </p>
              </div>
              {writable ? (
                <RowAction
                  verb="Excluir"
                  label={`Excluir ${income.kindLabel} de ${formatDateBR(income.date)}`}
                  icon={Trash2}
                  tone="danger"
                  withText
                  onClick={() => onDelete(income, holding)}
                  disabled={busyId === income.id}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'Cotações informadas' of a holding: the latest ones (the earlier still count for their dates). */
export function PricesSection({
  holding,
  writable,
  onDelete,
  busyId,
}: {
  holding: HoldingResponse;
  writable: boolean;
  onDelete: (price: PriceResponse, holding: HoldingResponse) => void;
  busyId: number | undefined;
}) {
  const prices = usePrices(holding.id);
  const currency = holdingCurrency(holding);
  return (
    <section aria-labelledby="holding-prices" className="mt-5">
      <h3 id="holding-prices" className="mb-2 font-semibold">
        Cotações informadas
      </h3>
      {prices.isPending ? (
        <Skeleton label="Carregando as cotações...">
          <SkeletonRows rows={2} rowClassName="h-10" />
        </Skeleton>
      ) : prices.isError ? (
        <LoadFailed query={prices} fallback="Erro ao carregar as cotações" />
      ) : prices.data.items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma cotação informada.</p>
      ) : (
        <>
          <ul aria-label={`Cotações de ${holding.ticker}`} className={listClass}>
            {prices.data.items.map((price) => (
              <li
                key={price.id}
                className="flex items-center gap-3 px-3 py-1.5 text-sm"
                data-testid="price-row"
              >
                <p className="min-w-0 flex-1">
                  {formatDateBR(price.date)}:{' '}
                  <span className="money font-medium">{formatUnitPrice(price.value, currency)}</span>
                </p>
                {writable ? (
                  <RowAction
                    verb="Excluir"
                    label={`Excluir a cotação de ${formatDateBR(price.date)}`}
                    icon={Trash2}
                    tone="danger"
                    withText
                    onClick={() => onDelete(price, holding)}
                    disabled={busyId === price.id}
                  />
                ) : null}
              </li>
            ))}
          </ul>
          {prices.data.nextCursor ? (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              As {prices.data.items.length} mais recentes; as anteriores continuam valendo para as datas
              delas.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
