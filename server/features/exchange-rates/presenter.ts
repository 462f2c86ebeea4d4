import type { ExchangeRateSummary, ExchangeRateValue } from '../../../common/contract/exchange-rates';
import { CURRENCIES, FOREIGN_CURRENCIES } from '../../../common/currencies';
import type { RateRow, SummaryRow } from './repository';

/** Every foreign currency, in CURRENCIES' order, with its figures (one without rates answers zeros and nulls). */
export function presentSummary(rows: SummaryRow[]): ExchangeRateSummary[] {
  const byCurrency = new Map(rows.map((row) => [row.currency, row]));
  return FOREIGN_CURRENCIES.map((moeda) => {
    const row = byCurrency.get(moeda);
    return {
      moeda,
      nome: CURRENCIES[moeda].name,
      ptax: CURRENCIES[moeda].ptax,
      cotacoes: row?.count ?? 0,
      do_livro: row?.own ?? 0,
      primeira_data: row?.first ?? null,
      ultima_data: row?.last?.date ?? null,
      ultima_compra: row?.last?.buy ?? null,
      ultima_venda: row?.last?.sell ?? null,
      ultima_origem: row?.last?.source ?? null,
    };
  });
}

export function presentRate(row: RateRow): ExchangeRateValue {
  return { data: row.date, compra: row.buy, venda: row.sell, origem: row.source };
}
