import { FileUp, List, PenLine } from 'lucide-react';
import { useState } from 'react';
import type { IndexSeries } from '../../../common/index-series';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadFailed } from '../../components/ui/load-failed';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { useIndexRates } from './api/index-rates';
import { ofSeries } from './index-rate-text';
import { IndexRateValuesDialog } from './index-rate-values-dialog';
import { seriesCountText, seriesStatusText } from './position-display';

interface Props {
  /** Absent in a book the person only reads: the series' state without its actions. */
  onInform?: (series: IndexSeries, lastDate: string | null) => void;
  onImport?: (series: IndexSeries) => void;
}

/**
 * How far each index series' values go, which the positions' values are computed from, and each one's values listed
 * ("Ver valores", where the book's own are corrected or deleted); where the book may be written, a series' missing
 * values typed ("Informar valor") or imported from the SGS's file ("Importar arquivo").
 */
export function IndexRatesCard({ onInform, onImport }: Props) {
  const rates = useIndexRates();
  const [viewing, setViewing] = useState<IndexSeries | null>(null);
  return (
    <Card className="mt-8">
      <h2 className="text-base font-semibold">Índices</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Com que os valores das aplicações são calculados: as taxas do Banco Central e as informadas neste
        livro.
        {onInform
          ? ' Quando falta um dia (um servidor sem acesso ao Banco Central, um dia ainda não publicado), informe o valor ou importe o arquivo do SGS.'
          : null}
      </p>
      {rates.isPending ? (
        <Skeleton label="Carregando índices..." className="mt-3">
          <SkeletonRows rows={3} rowClassName="h-8" />
        </Skeleton>
      ) : rates.isError ? (
        <LoadFailed query={rates} fallback="Erro ao carregar os índices" className="mt-3" />
      ) : (
        <ul aria-label="Índices" className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
          {rates.data.map((series) => (
            <li
              key={series.serie}
              className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-center sm:gap-4"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                <span className="font-medium">
                  {series.nome}{' '}
                  <span className="font-normal text-slate-500 dark:text-slate-400">({series.unidade})</span>
                </span>
                <span
                  className="text-slate-600 sm:text-right dark:text-slate-400"
                  data-testid="index-series-status"
                >
                  {seriesStatusText(series)}
                  {series.valores > 0 ? (
                    <span className="block text-xs">{seriesCountText(series)}</span>
                  ) : null}
                </span>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Ver valores ${ofSeries(series.serie)}`}
                  onClick={() => setViewing(series.serie)}
                >
                  <List size={14} aria-hidden /> Ver valores
                </Button>
                {onInform && onImport ? (
                  <>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Informar valor ${ofSeries(series.serie)}`}
                      onClick={() => onInform(series.serie, series.ultima_data)}
                    >
                      <PenLine size={14} aria-hidden /> Informar valor
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Importar arquivo ${ofSeries(series.serie)}`}
                      onClick={() => onImport(series.serie)}
                    >
                      <FileUp size={14} aria-hidden /> Importar arquivo
                    </Button>
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <IndexRateValuesDialog series={viewing} writable={!!onInform} onClose={() => setViewing(null)} />
    </Card>
  );
}
