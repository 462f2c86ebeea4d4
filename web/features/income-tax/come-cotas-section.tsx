import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { IncomeTaxResponse, TaxComeCotasFund } from '../../../common/contract/income-tax';
import { formatPriceBR, formatQuantityBR } from '../../../common/contract/variable-income';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { scaledOf } from '../../../common/variable-income';
import { cn } from '../../lib/cn';
import { ReaisCell, StackedCell, StackedHead, StackedRow, StackedTable } from './stacked-table';
import { EmptyLine, muted, TaxSection, textLink } from './tax-section';
import { VARIABLE_INCOME_PATH } from './variable-income-section';

const COLUMNS = [
  { label: 'Data' },
  { label: 'Cota', numeric: true },
  { label: 'Rendimento', numeric: true },
  { label: 'Imposto', numeric: true },
  { label: 'Cotas retidas', numeric: true },
] as const;

/**
 * 'Come-cotas': each fundo's May and November (common/come-cotas.ts), worked from its trades and the cota typed on
 * the day, by its class; a fundo without its class, or a day without its cota, says what to give. Tributação
 * exclusiva: the administrator withholds it, the informe shows it; here to check it.
 */
export function ComeCotasSection({ data }: { data: IncomeTaxResponse }) {
  const funds = data.comeCotas;
  if (funds.length === 0) return null;
  const total = funds.reduce((sum, f) => sum + Math.round(f.tax * 100), 0) / 100;
  return (
    <TaxSection
      title="Come-cotas"
      description="O imposto que o administrador do fundo retém no último dia útil de maio e de novembro, em cotas: 15% do rendimento nos fundos de longo prazo, 20% nos de curto prazo, nada nos de ações (Lei 10.892/2004, Lei 11.033/2004)."
      aside={
        <span className="text-sm">
          Retido no ano: <span className="money font-semibold">{formatReais(total)}</span>
        </span>
      }
      testId="tax-come-cotas"
    >
      <div className="grid gap-4">
        {funds.map((fund) => (
          <FundComeCotas key={fund.holdingId} fund={fund} year={data.year} />
        ))}
      </div>
      <p className="mt-3 text-sm">
        <Link to={VARIABLE_INCOME_PATH} className={cn(textLink, 'inline-flex items-center gap-1')}>
          Classe e cotas dos fundos em Investimentos
          <ArrowRight size={14} aria-hidden />
        </Link>
      </p>
    </TaxSection>
  );
}

function FundComeCotas({ fund, year }: { fund: TaxComeCotasFund; year: number }) {
  const title = fund.name ? `${fund.ticker} · ${fund.name}` : fund.ticker;
  return (
    <div data-testid="tax-come-cotas-fund">
      <p className="font-medium break-words">{title}</p>
      <p className={muted}>
        {fund.fundClassLabel ?? 'Classe tributária não informada: escolha-a no fundo, em Investimentos.'}
      </p>
      {fund.fundClass === null ? null : fund.events.length === 0 ? (
        <EmptyLine>Sem come-cotas em {year}.</EmptyLine>
      ) : (
        <StackedTable caption={`Come-cotas de ${fund.ticker} em ${year}`} columns={COLUMNS}>
          {fund.events.map((e) => (
            <StackedRow key={e.date} testId="tax-come-cotas-event">
              <StackedHead>{formatDateBR(e.date)}</StackedHead>
              <StackedCell label="Cota" numeric>
                {e.price === null ? (
                  <span className={muted}>cota do dia não informada</span>
                ) : (
                  <span className="money">R$ {formatPriceBR(scaledOf(e.price))}</span>
                )}
              </StackedCell>
              {e.price === null ? (
                <>
                  <StackedCell label="Rendimento" numeric>
                    —
                  </StackedCell>
                  <StackedCell label="Imposto" numeric>
                    —
                  </StackedCell>
                </>
              ) : (
                <>
                  <ReaisCell label="Rendimento" value={e.gain} />
                  <ReaisCell label="Imposto" value={e.tax} />
                </>
              )}
              <StackedCell label="Cotas retidas" numeric>
                <span className="tabular-nums">{formatQuantityBR(scaledOf(e.quotasWithheld))}</span>
              </StackedCell>
            </StackedRow>
          ))}
        </StackedTable>
      )}
    </div>
  );
}
