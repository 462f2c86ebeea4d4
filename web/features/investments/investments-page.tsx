import { ChevronRight, Plus, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { PositionResponse } from '../../../common/contract/investments';
import type { IndexSeries } from '../../../common/index-series';
import { formatReais } from '../../../common/money';
import { INVESTED_BALANCE_LABEL, investedPartsText, investedSum } from '../../../common/money-accounts';
import { Button, buttonClass } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { IconButton } from '../../components/ui/icon-button';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton, SkeletonCards, SkeletonRows } from '../../components/ui/skeleton';
import { useAccounts } from '../../entities/account/public';
import { useCanWrite, WritableOr } from '../../entities/book/public';
import { browserToday } from '../../lib/browser-today';
import { useInvestments } from './api/investments';
import { IndexRateImportModal } from './index-rate-import-modal';
import { suggestedRateDate } from './index-rate-text';
import { IndexRateValueModal, type IndexRateValueTarget } from './index-rate-value-modal';
import { IndexRatesCard } from './index-rates-card';
import { PositionCard } from './position-card';
import {
  kindText,
  openCountText,
  portfolioReturnLabel,
  redeemedText,
  returnText,
  splitPositions,
  totalFigures,
  totalsStoppedNote,
} from './position-display';
import { investmentAccounts, PositionFormModal } from './position-form-modal';
import { RedeemModal } from './redeem-modal';
import { ReturnWithHint } from './return-hint';
import { usePositionActions } from './use-position-actions';
import { B3ImportButton, B3ImportModal } from './variable-income/b3-import-modal';
import { InvestmentTabs, tabId, tabPanelId, useInvestmentTab } from './variable-income/investment-tabs';
import { BuyButton, VariableIncomeSection } from './variable-income/variable-income-section';

const POSITION_EXPLAINED =
  'Uma aplicação é um valor investido em renda fixa (CDB, Tesouro, LCI, poupança): registre quanto, quando e a que taxa, e veja quanto vale hoje e quanto um resgate pagaria, já com IR e IOF.';
const NO_ACCOUNT_YET =
  'Para registrar uma, crie antes em Contas uma conta do tipo Investimentos (a corretora ou o banco).';

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
  const stoppedNote = totalsStoppedNote(investments.data?.positions ?? []);
  const noInvestmentAccount = accounts.isSuccess && investmentAccounts(accounts.data).length === 0;
  const invested = accounts.data ? investedSum(accounts.data) : null;

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
          {INVESTED_BALANCE_LABEL} nas contas de investimentos:{' '}
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
          <>
            {openCount > 0 ? (
              <>
                <dl
                  className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-3"
                  aria-label="Totais das aplicações em aberto"
                >
                  {totalFigures(investments.data.totals).map((figure) => (
                    <div
                      key={figure.key}
                      data-testid={`investments-total-${figure.key}`}
                      className="flex items-baseline justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:block dark:border-slate-800 dark:bg-slate-900"
                    >
                      <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">
                        {figure.label}
                      </dt>
                      <dd className="money text-lg font-semibold sm:mt-0.5">{figure.value}</dd>
                    </div>
                  ))}
                </dl>
                {investments.data.returns ? (
                  <ReturnWithHint className="-mt-3 mb-6" testId="investments-portfolio-return">
                    <p className="text-xs font-medium text-slate-600 dark:text-slate-400">
                      {portfolioReturnLabel(investments.data.returns)}
                    </p>
                    <p className="mt-0.5">{returnText(investments.data.returns)}</p>
                  </ReturnWithHint>
                ) : null}
                {stoppedNote ? (
                  <p
                    className="-mt-3 mb-6 text-sm text-amber-800 dark:text-amber-200"
                    data-testid="investments-totals-stopped"
                  >
                    {stoppedNote}
                  </p>
                ) : null}
              </>
            ) : (
              <EmptyState
                title={redeemed.length > 0 ? 'Nenhuma aplicação em aberto' : 'Nenhuma aplicação registrada'}
                description={
                  noInvestmentAccount ? `${POSITION_EXPLAINED} ${NO_ACCOUNT_YET}` : POSITION_EXPLAINED
                }
                action={
                  !writable ? null : noInvestmentAccount ? (
                    <Link to="/accounts" className={buttonClass('secondary')}>
                      Ir para Contas
                    </Link>
                  ) : (
                    newPosition
                  )
                }
              />
            )}

            {groups.map((group) => (
              <section
                key={group.accountId}
                aria-labelledby={`investment-account-${group.accountId}`}
                className="mb-6"
              >
                <h2 id={`investment-account-${group.accountId}`} className="mb-3 text-base font-semibold">
                  {group.accountName}
                </h2>
                <ul
                  aria-label={`Aplicações em ${group.accountName}`}
                  className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
                >
                  {group.positions.map((position) => (
                    <li key={position.id}>
                      <PositionCard
                        position={position}
                        onRedeem={setRedeeming}
                        onDelete={(p) => void actions.deletePosition(p)}
                        writable={writable}
                        busy={actions.busyId === position.id}
                        onInformRate={setInforming}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ))}

            {redeemed.length > 0 ? (
              <details className="group mt-8">
                <summary className="flex cursor-pointer list-none items-center gap-2 font-semibold select-none [&::-webkit-details-marker]:hidden">
                  <ChevronRight size={18} aria-hidden className="transition-transform group-open:rotate-90" />
                  Resgatadas ({redeemed.length})
                </summary>
                <ul
                  aria-label="Aplicações resgatadas"
                  className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
                >
                  {redeemed.map((position) => (
                    <li key={position.id} className="flex items-center gap-3 px-4 py-3">
                      <div className="min-w-0 flex-1">
                        <p className="font-medium break-words">{position.name}</p>
                        <p className="text-sm text-slate-600 dark:text-slate-400">
                          {kindText(position)} · {position.accountName}
                        </p>
                        <p className="money text-sm" data-testid="redeemed-net">
                          {redeemedText(position)}
                        </p>
                        <p
                          className="text-sm text-slate-600 dark:text-slate-400"
                          data-testid="redeemed-return"
                        >
                          {returnText(position.returns)}
                        </p>
                      </div>
                      {writable ? (
                        <IconButton
                          label={`Excluir ${position.name}`}
                          title="Excluir"
                          icon={Trash2}
                          tone="danger"
                          onClick={() => void actions.deletePosition(position)}
                          disabled={actions.busyId === position.id}
                        />
                      ) : null}
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </>
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
