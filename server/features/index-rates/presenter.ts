import type { IndexRateValue, IndexSeriesSummary } from '../../../common/contract/index-rates';
import { INDEX_SERIES, INDEX_SERIES_FACTS } from '../../../common/index-series';
import type { SummaryRow, ValueRow } from './repository';

/** Every series, in INDEX_SERIES' order, with its figures (a series without values answers zeros and nulls). */
export function presentSummary(rows: SummaryRow[]): IndexSeriesSummary[] {
  const bySeries = new Map(rows.map((row) => [row.series, row]));
  return INDEX_SERIES.map((serie) => {
    const row = bySeries.get(serie);
    return {
      serie,
      nome: INDEX_SERIES_FACTS[serie].label,
      unidade: INDEX_SERIES_FACTS[serie].unit,
      valores: row?.count ?? 0,
      do_livro: row?.own ?? 0,
      primeira_data: row?.first ?? null,
      ultima_data: row?.last ?? null,
      ultima_origem: row?.lastOrigin ?? null,
    };
  });
}

export function presentValue(row: ValueRow): IndexRateValue {
  return { data: row.date, valor: Number(row.value), origem: row.origin };
}
