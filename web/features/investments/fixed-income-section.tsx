import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PositionResponse, PositionsResponse } from '../../../common/contract/investments';
import { buttonClass } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import type { MissingRateAction } from './index-rate-text';
import { PositionCard } from './position-card';
import {
  portfolioReturnLabel,
  returnText,
  type splitPositions,
  totalFigures,
  totalsStoppedNote,
} from './position-display';
import { RedeemedPositions } from './redeemed-positions';
import { ReturnWithHint } from './return-hint';

const POSITION_EXPLAINED =
  'Uma aplicação é um valor investido em renda fixa (CDB, Tesouro, LCI, poupança): registre quanto, quando e a que taxa, e veja quanto vale hoje e quanto um resgate pagaria, já com IR e IOF.';
const NO_ACCOUNT_YET =
  'Para registrar uma, crie antes em Contas uma conta do tipo Investimentos (a corretora ou o banco).';

/**
 * Renda fixa's positions: the open ones' totals and return (or, with none open, what a position is and how to
 * start), the open ones by account, then the redeemed ones.
 */
export function FixedIncomeSection({
  data,
  groups,
  redeemed,
  writable,
  noInvestmentAccount,
  newPosition,
  onRedeem,
  onDelete,
  busyId,
  onInformRate,
}: {
  data: PositionsResponse;
  groups: ReturnType<typeof splitPositions>['groups'];
  redeemed: readonly PositionResponse[];
  writable: boolean;
  noInvestmentAccount: boolean;
  /** 'Nova aplicação'. */
  newPosition: ReactNode;
  onRedeem: (position: PositionResponse) => void;
  onDelete: (position: PositionResponse) => void;
  busyId: number | undefined;
  onInformRate: (action: MissingRateAction) => void;
}) {
  const openCount = groups.reduce((n, g) => n + g.positions.length, 0);
  return (
    <>
      {openCount > 0 ? (
        <PositionTotals data={data} />
      ) : (
        <EmptyState
          title={redeemed.length > 0 ? 'Nenhuma aplicação em aberto' : 'Nenhuma aplicação registrada'}
          description={noInvestmentAccount ? `${POSITION_EXPLAINED} ${NO_ACCOUNT_YET}` : POSITION_EXPLAINED}
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
                  onRedeem={onRedeem}
                  onDelete={onDelete}
                  writable={writable}
                  busy={busyId === position.id}
                  onInformRate={onInformRate}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}

      {redeemed.length > 0 ? (
        <RedeemedPositions redeemed={redeemed} writable={writable} onDelete={onDelete} busyId={busyId} />
      ) : null}
    </>
  );
}

/** The open positions' totals, the portfolio's return, and why the totals stop short when they do. */
function PositionTotals({ data }: { data: PositionsResponse }) {
  const stoppedNote = totalsStoppedNote(data.positions);
  return (
    <>
      <dl className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label="Totais das aplicações em aberto">
        {totalFigures(data.totals).map((figure) => (
          <div
            key={figure.key}
            data-testid={`investments-total-${figure.key}`}
            className="flex items-baseline justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:block dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{figure.label}</dt>
            <dd className="money text-lg font-semibold sm:mt-0.5">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {data.returns ? (
        <ReturnWithHint className="-mt-3 mb-6" testId="investments-portfolio-return">
          <p className="text-xs font-medium text-slate-600 dark:text-slate-400">
            {portfolioReturnLabel(data.returns)}
          </p>
          <p className="mt-0.5">{returnText(data.returns)}</p>
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
  );
}
