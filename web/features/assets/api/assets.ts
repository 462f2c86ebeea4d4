import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssetBody,
  AssetResponse,
  AssetsResponse,
  AssetUpdateBody,
  ValuationBody,
} from '../../../../common/contract/assets';
import { api } from '../../../lib/api-client';

/** Every query about the bens starts with this key. */
export const assetsKey = ['assets'] as const;

export const getAssets = (signal?: AbortSignal) => api.get<AssetsResponse>('/assets', undefined, signal);

export const assetsQuery = () =>
  queryOptions({ queryKey: assetsKey, queryFn: ({ signal }) => getAssets(signal) });

export const useAssets = () => useQuery(assetsQuery());

/** What a bem's write changes: the bens and the net worth (its 'Bens' class). */
const readersOfTheBens = [assetsKey, ['net-worth']] as const;

/** A write of the bens, after which the list and the net worth are asked again (awaited). */
function useAssetsWrite<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all(readersOfTheBens.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

export const createAsset = (body: AssetBody) => api.post<AssetResponse>('/assets', body);
export const useCreateAsset = () => useAssetsWrite(createAsset);

/** An edit, the sale recorded (soldOn and sold) or undone (both null). */
export const updateAsset = (body: AssetUpdateBody) => api.put<AssetResponse>('/assets', body);
export const useUpdateAsset = () => useAssetsWrite(updateAsset);

/** The bem with its valuations. */
export const deleteAsset = (id: number) => api.delete<unknown>('/assets', { id });
export const useDeleteAsset = () => useAssetsWrite(deleteAsset);

/** The value on a date; one already on that date is replaced. */
export const putValuation = (body: ValuationBody) => api.post<AssetResponse>('/assets/valuations', body);
export const usePutValuation = () => useAssetsWrite(putValuation);

export const deleteValuation = (id: number) => api.delete<AssetResponse>('/assets/valuations', { id });
export const useDeleteValuation = () => useAssetsWrite(deleteValuation);
