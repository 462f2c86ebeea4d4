import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ExchangeRateKey,
  ExchangeRateRange,
  ExchangeRateSummary,
  ExchangeRatesWritten,
} from '../../../../common/contract/exchange-rates';
import type { CurrencyCode } from '../../../../common/currencies';
import { api } from '../../../lib/api-client';
import { useLedgerMutation } from '../../../lib/ledger-mutation';

/** Every query about exchange rates starts with this key. */
export const exchangeRatesKey = ['exchange-rates'] as const;

/** GET /exchange-rates: each foreign currency, whether the Banco Central publishes its PTAX, its first and last rate. */
export const exchangeRatesSummaryQuery = () =>
  queryOptions({
    queryKey: [...exchangeRatesKey, 'summary'],
    queryFn: ({ signal }) => api.get<ExchangeRateSummary[]>('/exchange-rates', undefined, signal),
  });

export const useExchangeRatesSummary = () => useQuery(exchangeRatesSummaryQuery());

/** GET /exchange-rates/:moeda?de&ate: the rates the book reads in a period (the PTAX's and its own), by date. */
export const exchangeRateRangeQuery = (currency: CurrencyCode, period: { de: string; ate: string }) =>
  queryOptions({
    queryKey: [...exchangeRatesKey, currency, period.de, period.ate],
    queryFn: ({ signal }) =>
      api.get<ExchangeRateRange>(`/exchange-rates/${currency}`, { de: period.de, ate: period.ate }, signal),
  });

/**
 * A rate typed for the book changes every figure in reais an account in that currency counts in (Contas, the
 * dashboard, Patrimônio, Previsão), as a row does: it refreshes what the ledger's writes refresh.
 */
export const putExchangeRate = ({
  currency,
  date,
  rate,
}: {
  currency: CurrencyCode;
  date: string;
  rate: string;
}) =>
  api.put<ExchangeRatesWritten>(`/exchange-rates/${currency}`, { cotacoes: [{ data: date, cotacao: rate }] });
export const usePutExchangeRate = () => useLedgerMutation(putExchangeRate);

/** The book's own rate of a date deleted: the days it covered go back to the PTAX, or to no rate. */
export const deleteExchangeRate = ({ currency, date }: { currency: CurrencyCode; date: string }) =>
  api.delete<ExchangeRateKey>(`/exchange-rates/${currency}/${date}`, {});
export const useDeleteExchangeRate = () => useLedgerMutation(deleteExchangeRate);
