import { Card } from '../../components/ui/card';
import { LoadFailed } from '../../components/ui/load-failed';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { useIndexRates } from './api/index-rates';
import { seriesCountText, seriesStatusText } from './position-display';

/** Read only: how far each index series' values go, which the positions' values are computed from. */
export function IndexRatesCard() {
  const rates = useIndexRates();
  return (
    <Card className="mt-8">
      <h2 className="text-base font-semibold">Índices</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Com que os valores das aplicações são calculados: as taxas do Banco Central e as informadas neste
        livro.
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
              className="flex flex-col gap-0.5 py-2 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
            >
              <span className="font-medium">
                {series.nome}{' '}
                <span className="font-normal text-slate-500 dark:text-slate-400">({series.unidade})</span>
              </span>
              <span className="text-slate-600 sm:text-right dark:text-slate-400">
                {seriesStatusText(series)}
                {series.valores > 0 ? <span className="block text-xs">{seriesCountText(series)}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
