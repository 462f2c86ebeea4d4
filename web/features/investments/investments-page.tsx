import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import type { PositionResponse } from '../../../common/contract/investments';
import { HOME_CURRENCY } from '../../../common/currencies';
import type { IndexSeries } from '../../../common/index-series';
import { formatReais } from '../../../common/money';
import { INVESTED_BALANCE_LABEL, investedPartsText, investedSum } from '../../../common/money-accounts';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton, SkeletonCards, SkeletonRows } from '../../components/ui/skeleton';
import { useAccounts } from '../../entities/account/public';
import { useCanWrite, WritableOr } from '../../entities/book/public';
import { browserToday } from '../../lib/browser-today';
import { useInvestments } from './api/investments';
import { FixedIncomeSection } from './fixed-income-section';
import { IndexRateImportModal } from './index-rate-import-modal';
import { suggestedRateDate } from './index-rate-text';
import { IndexRateValueModal, type IndexRateValueTarget } from './index-rate-value-modal';
import { IndexRatesCard } from './index-rates-card';
import { openCountText, splitPositions } from './position-display';
import { investmentAccounts, PositionFormModal } from './position-form-modal';
import { RedeemModal } from './redeem-modal';
import { usePositionActions } from './use-position-actions';
import { B3ImportButton, B3ImportModal } from './variable-income/b3-import-modal';
import { InvestmentTabs, tabId, tabPanelId, useInvestmentTab } from './variable-income/investment-tabs';
import { BuyButton, VariableIncomeSection } from './variable-income/variable-income-section';

export function InvestmentsPage() {
  const [tab, setTab] = useInvestmentTab();
  // 'Registrar compra' of the header, whose dialog the renda variável tab holds.
  const [buying, setBuying] = useState(false);
  const closeBuy = useCallback(() => setBuying(false), []);
  const [importingB3, setImportingB3] = useState(false);
  const closeImportB3 = useCallback(() => setImportingB3(false), []);
  const fixed = tab === 'renda-fixa';
  const investments = useInvestments();
  const accounts = useAccounts();
  const writable = useCanWrite();
  const actions = usePositionActions();
  const [creating, setCreating] = useState(false);
  const [redeeming, setRedeeming] = useState<PositionResponse | null>(null);
  const closeForm = useCallback(() => setCreating(false), []);
  const closeRedeem = useCallback(() => setRedeeming(null), []);
  // The index series' dialogs: opened from the Índices card or from a position's missing-rate notice.
  const [informing, setInforming] = useState<IndexRateValueTarget | null>(null);
  const [importing, setImporting] = useState<IndexSeries | null>(null);
  const closeInform = useCallback(() => setInforming(null), []);
  const closeImport = useCallback(() => setImporting(null), []);

  const { groups, redeemed } = useMemo(
    () => splitPositions(investments.data?.positions ?? []),
    [investments.data],
  );
  const openCount = groups.reduce((n, g) => n + g.positions.length, 0);
  const noInvestmentAccount = accounts.isSuccess && investmentAccounts(accounts.data).length === 0;
  // Reais only: an account in another currency's "Aplicado" is in that currency (its holdings show it there).
  const inReais = (accounts.data ?? []).filter((a) => a.currency === HOME_CURRENCY);
  const abroad = (accounts.data ?? []).some((a) => a.currency !== HOME_CURRENCY && a.invested !== null);
  const invested = accounts.data ? investedSum(inReais) : null;

  const newPosition = (
    <Button onClick={() => setCreating(true)}>
      <Plus size={16} aria-hidden /> Nova aplicação
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Investimentos"
        subtitle={
          !fixed
            ? 'Ações, FIIs, ETFs, BDRs, fundos e cripto'
            : investments.data && investments.data.positions.length > 0
              ? `Renda fixa · ${openCountText(openCount)}`
              : 'Renda fixa'
        }
        actions={
          <WritableOr>
            {fixed ? (
              newPosition
            ) : (
              <div className="flex flex-wrap gap-2">
                <B3ImportButton onClick={() => setImportingB3(true)} />
                <BuyButton onClick={() => setBuying(true)} />
              </div>
            )}
          </WritableOr>
        }
      />
      {invested && invested.total > 0 ? (
        // The same "Aplicado (custo)" as Contas and the dashboard, with the parts the two tabs total.
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" data-testid="investments-invested">
          {INVESTED_BALANCE_LABEL} nas contas de investimentos{abroad ? ' em reais' : ''}:{' '}
          <span className="money font-semibold text-slate-900 dark:text-slate-100">
            {formatReais(invested.total)}
          </span>
          {' · '}
          {investedPartsText(invested)}
        </p>
      ) : null}
      <InvestmentTabs value={tab} onChange={setTab} />
      <div role="tabpanel" id={tabPanelId(tab)} aria-labelledby={tabId(tab)}>
        {!fixed ? (
          <VariableIncomeSection buying={buying} onBuy={() => setBuying(true)} onBuyClose={closeBuy} />
        ) : investments.isPending ? (
          <Skeleton label="Carregando aplicações...">
            <SkeletonCards cols={3} />
            <SkeletonRows rows={2} rowClassName="h-48" />
          </Skeleton>
        ) : investments.isError ? (
          <LoadFailed query={investments} fallback="Erro ao carregar as aplicações" />
        ) : (
          <FixedIncomeSection
            data={investments.data}
            groups={groups}
            redeemed={redeemed}
            writable={writable}
            noInvestmentAccount={noInvestmentAccount}
            newPosition={newPosition}
            onRedeem={setRedeeming}
            onDelete={(p) => void actions.deletePosition(p)}
            busyId={actions.busyId}
            onInformRate={setInforming}
          />
        )}
        {fixed ? (
          <IndexRatesCard
            {...(writable
              ? {
                  onInform: (series: IndexSeries, lastDate: string | null) =>
                    setInforming({ series, date: suggestedRateDate(series, lastDate, browserToday()) }),
                  onImport: setImporting,
                }
              : {})}
          />
        ) : null}
      </div>
      <PositionFormModal open={creating} onClose={closeForm} />
      <RedeemModal position={redeeming} onClose={closeRedeem} />
      <IndexRateValueModal target={informing} onClose={closeInform} />
      <IndexRateImportModal series={importing} onClose={closeImport} />
      <B3ImportModal open={importingB3} onClose={closeImportB3} />
    </>
  );
}
