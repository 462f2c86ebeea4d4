import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  IncomeResponse,
  PriceResponse,
  PricesPage,
  TradeResponse,
  VariableIncomeResponse,
} from '../../../../common/contract/variable-income';
import type {
  B3ImportFields,
  B3ImportPreview,
  B3ImportResult,
} from '../../../../common/contract/variable-income-b3';
import type {
  HoldingClassBody,
  IncomeBody,
  PriceBody,
  TradeBody,
} from '../../../../common/contract/variable-income-requests';
import type { VariableIncomeTaxesResponse } from '../../../../common/contract/variable-income-taxes';
import { api, apiRequest } from '../../../lib/api-client';
import { useLedgerMutation } from '../../../lib/ledger-mutation';

/** Every query about renda variável starts with this key. */
export const variableIncomeKey = ['variable-income'] as const;

export const getVariableIncome = (signal?: AbortSignal) =>
  api.get<VariableIncomeResponse>('/variable-income', undefined, signal);

export const variableIncomeQuery = () =>
  queryOptions({ queryKey: variableIncomeKey, queryFn: ({ signal }) => getVariableIncome(signal) });

export const useVariableIncome = () => useQuery(variableIncomeQuery());

/** A holding's trades, the oldest first, each sale with its realized gain. */
export const getTrades = (holdingId: number, signal?: AbortSignal) =>
  api.get<TradeResponse[]>('/variable-income/trades', { holdingId }, signal);

export const useTrades = (holdingId: number) =>
  useQuery({
    queryKey: [...variableIncomeKey, 'trades', holdingId],
    queryFn: ({ signal }) => getTrades(holdingId, signal),
  });

/** A holding's proventos. */
export const getIncomes = (holdingId: number, signal?: AbortSignal) =>
  api.get<IncomeResponse[]>('/variable-income/incomes', { holdingId }, signal);

export const useIncomes = (holdingId: number) =>
  useQuery({
    queryKey: [...variableIncomeKey, 'incomes', holdingId],
    queryFn: ({ signal }) => getIncomes(holdingId, signal),
  });

/** A holding's latest prices, the newest first (the first page: what a person corrects is recent). */
export const getPrices = (holdingId: number, signal?: AbortSignal) =>
  api.get<PricesPage>('/variable-income/prices', { holdingId }, signal);

export const usePrices = (holdingId: number) =>
  useQuery({
    queryKey: [...variableIncomeKey, 'prices', holdingId],
    queryFn: ({ signal }) => getPrices(holdingId, signal),
  });

// Every write below moves money in the ledger (a compra's transfer, a venda's gain or loss, a provento's income) or
// the value the net worth counts (a price): each refreshes what the ledger's writes refresh, this page included.

/** A compra, venda, desdobro or grupamento; a compra of a ticker new in the account creates its holding. */
export const createTrade = (body: TradeBody) => api.post<TradeResponse>('/variable-income/trades', body);
export const useCreateTrade = () => useLedgerMutation(createTrade);

/** The trade with the rows it wrote; later sales' gains are computed again. */
export const deleteTrade = (id: number) => api.delete<unknown>('/variable-income/trades', { id });
export const useDeleteTrade = () => useLedgerMutation(deleteTrade);

/** The price of a day (one already on that day is replaced). */
export const createPrice = (body: PriceBody) => api.post<PriceResponse>('/variable-income/prices', body);
export const useCreatePrice = () => useLedgerMutation(createPrice);

export const createIncome = (body: IncomeBody) => api.post<IncomeResponse>('/variable-income/incomes', body);
export const useCreateIncome = () => useLedgerMutation(createIncome);

/** A price typed by mistake: the holding is then worth its previous one. */
export const deletePrice = (id: number) => api.delete<unknown>('/variable-income/prices', { id });
export const useDeletePrice = () => useLedgerMutation(deletePrice);

/** The provento with its income row. */
export const deleteIncome = (id: number) => api.delete<unknown>('/variable-income/incomes', { id });
export const useDeleteIncome = () => useLedgerMutation(deleteIncome);

/** A fundo's tax class (its come-cotas on the Imposto de Renda page). */
export const setFundClass = (body: HoldingClassBody) =>
  api.put<{ id: number; fundClass: string | null }>('/variable-income/holdings', body);
export const useSetFundClass = () => useLedgerMutation(setFundClass);

/** A holding without trades. */
export const deleteHolding = (id: number) => api.delete<unknown>('/variable-income/holdings', { id });
export const useDeleteHolding = () => useLedgerMutation(deleteHolding);

/** The year's month-by-month income tax on the sales (default this year). */
export const getTaxes = (year: number, signal?: AbortSignal) =>
  api.get<VariableIncomeTaxesResponse>('/variable-income/taxes', { ano: year }, signal);

export const useTaxes = (year: number) =>
  useQuery({
    queryKey: [...variableIncomeKey, 'taxes', year],
    queryFn: ({ signal }) => getTaxes(year, signal),
  });

/** A B3 spreadsheet with the import's settings: the form both B3 calls take (the CSV import's multipart form). */
export interface B3ImportInput {
  file: File;
  settings: B3ImportFields;
}

function b3Form({ file, settings }: B3ImportInput): FormData {
  const form = new FormData();
  form.append('settings', JSON.stringify(settings));
  form.append('file', file, file.name);
  return form;
}

/** What the spreadsheet would record in the account, line by line; nothing is written. */
export const previewB3Import = (input: B3ImportInput) =>
  apiRequest<B3ImportPreview>('/variable-income/import-b3/preview', { method: 'POST', body: b3Form(input) });

export const useB3ImportPreview = () => useMutation({ mutationFn: previewB3Import });

/** The spreadsheet's new lines recorded in one transaction (trades, proventos, prices: the ledger moves). */
export const importB3 = (input: B3ImportInput) =>
  apiRequest<B3ImportResult>('/variable-income/import-b3', { method: 'POST', body: b3Form(input) });
export const useImportB3 = () => useLedgerMutation(importB3);
