import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { HoldingResponse } from '../../../../common/contract/variable-income';
import { CURRENCIES, HOME_CURRENCY } from '../../../../common/currencies';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton, SkeletonCards, SkeletonRows } from '../../../components/ui/skeleton';
import { useAccounts } from '../../../entities/account/public';
import { useCanWrite } from '../../../entities/book/public';
import { useVariableIncome } from '../api/variable-income';
import { investmentAccounts } from '../position-form-modal';
import { HoldingCard } from './holding-card';
import { groupByAccount, holdingCurrency } from './holding-display';
import { IncomeModal } from './income-modal';
import { OperationsModal } from './operations-modal';
import { PriceModal } from './price-modal';
import { TaxesSection } from './taxes-section';
import { TradeModal, type TradeTarget } from './trade-modal';
import { useVariableIncomeActions } from './use-variable-income-actions';
import { VariableIncomeSummary } from './variable-income-summary';

export const VARIABLE_INCOME_EXPLAINED =
  'Renda variável são ações, FIIs, ETFs, BDRs, fundos e cripto: o que vale o preço do dia. Registre cada compra e venda e informe as cotações para ver quanto a carteira vale, o preço médio, o ganho de cada venda e os proventos recebidos.';
const NO_ACCOUNT_YET =
  'Para registrar uma compra, crie antes em Contas uma conta do tipo Investimentos (a corretora).';

/** A button that opens 'Registrar compra' from scratch; the page's header shows it too. */
export function BuyButton({ onClick }: { onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus size={16} aria-hidden /> Registrar compra
    </Button>
  );
}

/** Beside an investment account in another currency, the currency its holdings' figures are in. */
function AccountCurrency({ holding }: { holding: HoldingResponse | undefined }) {
  const currency = holding ? holdingCurrency(holding) : HOME_CURRENCY;
  if (currency === HOME_CURRENCY) return null;
  return (
    <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">
      · em {CURRENCIES[currency].name.toLowerCase()} ({currency})
    </span>
  );
}

/**
 * The Renda variável tab: the totals, the holdings under their investment accounts and the dialogs that write
 * them. `buying` is the header's 'Registrar compra', held by the page.
 */
export function VariableIncomeSection({
  buying,
  onBuy,
  onBuyClose,
}: {
  buying: boolean;
  onBuy: () => void;
  onBuyClose: () => void;
}) {
  const query = useVariableIncome();
  const accounts = useAccounts();
  const writable = useCanWrite();
  const actions = useVariableIncomeActions();
  const [trade, setTrade] = useState<TradeTarget | null>(null);
  const [pricing, setPricing] = useState<HoldingResponse | null>(null);
  const [paying, setPaying] = useState<HoldingResponse | null>(null);
  const [viewing, setViewing] = useState<HoldingResponse | null>(null);
  const closeTrade = useCallback(() => {
    setTrade(null);
    onBuyClose();
  }, [onBuyClose]);
  const closePrice = useCallback(() => setPricing(null), []);
  const closeIncome = useCallback(() => setPaying(null), []);
  const closeOperations = useCallback(() => setViewing(null), []);

  const holdings = query.data?.holdings ?? [];
  const groups = useMemo(() => groupByAccount(query.data?.holdings ?? []), [query.data]);
  const noInvestmentAccount = accounts.isSuccess && investmentAccounts(accounts.data).length === 0;
  // The operations dialog shows the holding as the list has it now (after a deletion, its new figures).
  const viewed = viewing ? (holdings.find((h) => h.id === viewing.id) ?? viewing) : null;

  return (
    <>
      {query.isPending ? (
        <Skeleton label="Carregando a renda variável...">
          <SkeletonCards cols={3} />
          <SkeletonRows rows={2} rowClassName="h-48" />
        </Skeleton>
      ) : query.isError ? (
        <LoadFailed query={query} fallback="Erro ao carregar a renda variável" />
      ) : holdings.length === 0 ? (
        <EmptyState
          title="Nenhum ativo de renda variável"
          description={
            noInvestmentAccount ? `${VARIABLE_INCOME_EXPLAINED} ${NO_ACCOUNT_YET}` : VARIABLE_INCOME_EXPLAINED
          }
          action={
            !writable ? null : noInvestmentAccount ? (
              <Link to="/accounts" className={buttonClass('secondary')}>
                Ir para Contas
              </Link>
            ) : (
              <BuyButton onClick={onBuy} />
            )
          }
        />
      ) : (
        <>
          <VariableIncomeSummary data={query.data} />
          {groups.map((group) => (
            <section
              key={group.accountId}
              aria-labelledby={`variable-account-${group.accountId}`}
              className="mb-6"
            >
              <h2 id={`variable-account-${group.accountId}`} className="mb-3 text-base font-semibold">
                {group.accountName}
                <AccountCurrency holding={group.holdings[0]} />
              </h2>
              <ul
                aria-label={`Ativos em ${group.accountName}`}
                className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
              >
                {group.holdings.map((holding) => (
                  <li key={holding.id}>
                    <HoldingCard
                      holding={holding}
                      writable={writable}
                      busy={actions.busyHoldingId === holding.id}
                      onBuy={(h) => setTrade({ side: 'compra', holding: h })}
                      onSell={(h) => setTrade({ side: 'venda', holding: h })}
                      onSplit={(h) => setTrade({ side: 'evento', holding: h })}
                      onPrice={setPricing}
                      onIncome={setPaying}
                      onOperations={setViewing}
                      onDelete={(h) => void actions.deleteHolding(h)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <TaxesSection />
        </>
      )}
      <TradeModal target={buying ? { side: 'compra' } : trade} holdings={holdings} onClose={closeTrade} />
      <PriceModal holding={pricing} onClose={closePrice} />
      <IncomeModal holding={paying} onClose={closeIncome} />
      <OperationsModal
        holding={viewed}
        writable={writable}
        onDeleteTrade={(t) => void actions.deleteTrade(t)}
        onDeleteIncome={(i, h) => void actions.deleteIncome(i, h)}
        busyTradeId={actions.busyTradeId}
        busyIncomeId={actions.busyIncomeId}
        onDeletePrice={(p, h) => void actions.deletePrice(p, h)}
        busyPriceId={actions.busyPriceId}
        onClose={closeOperations}
      />
    </>
  );
}
