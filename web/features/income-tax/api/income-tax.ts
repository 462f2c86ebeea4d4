import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  IncomeTaxResponse,
  TaxBeneficiaryBody,
  TaxMappingBody,
  TaxYearBody,
} from '../../../../common/contract/income-tax';
import type {
  StatementBody,
  StatementReading,
  StatementUpdateBody,
  TaxStatement,
} from '../../../../common/contract/income-tax-statements';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** Every query about the Imposto de Renda starts with this key. */
export const incomeTaxKey = ['income-tax'] as const;

/** The year's declaration as the rows tell it: payments, pendências, income, Carnê-Leão, bens, dívidas. */
export const getIncomeTax = (year: number, signal?: AbortSignal) =>
  api.get<IncomeTaxResponse>('/income-tax', { ano: year }, signal);

export const incomeTaxQuery = (year: number) =>
  queryOptions({ queryKey: [...incomeTaxKey, year], queryFn: ({ signal }) => getIncomeTax(year, signal) });

export const useIncomeTax = (year: number) => useQuery(incomeTaxQuery(year));

// The answers of the writes below are not the page's figures: every year's page is asked again after them (a
// category's code moves its rows in every year), awaited so that the screen shows the change when the toast says it.

/** What a category is in the declaration (a payment's code, an income's kind), or null: left out. */
export const putTaxMapping = (body: TaxMappingBody) => api.put<unknown>('/income-tax/categories', body);
export const useSetTaxMapping = () => useRefreshingMutation(putTaxMapping, incomeTaxKey);

/** The year's dependents (the Carnê-Leão's and the declaration's deduction). */
export const putTaxYear = (body: TaxYearBody) => api.put<unknown>('/income-tax/years', body);
export const useSetTaxYear = () => useRefreshingMutation(putTaxYear, incomeTaxKey);

/** Whom a payee's instrução was for (0 the titular, k the k-th dependent): the limit applies per person. */
export const putBeneficiary = (body: TaxBeneficiaryBody) =>
  api.put<unknown>('/income-tax/beneficiaries', body);
export const useSetBeneficiary = () => useRefreshingMutation(putBeneficiary, incomeTaxKey);

/** An informe de rendimentos of a paying source (the page lists the year's, and the result counts them). */
export const postStatement = (body: StatementBody) => api.post<TaxStatement>('/income-tax/informes', body);
export const useCreateStatement = () => useRefreshingMutation(postStatement, incomeTaxKey);
export const putStatement = (body: StatementUpdateBody) =>
  api.put<TaxStatement>('/income-tax/informes', body);
export const useUpdateStatement = () => useRefreshingMutation(putStatement, incomeTaxKey);
export const deleteStatement = (id: number) => api.delete<unknown>('/income-tax/informes', { id });
export const useDeleteStatement = () => useRefreshingMutation(deleteStatement, incomeTaxKey);

/** POST /income-tax/informes/leitura, multipart with one `file`: the informe's PDF read for review; nothing kept. */
export function readStatementFile(file: File): Promise<StatementReading> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post<StatementReading>('/income-tax/informes/leitura', body);
}
