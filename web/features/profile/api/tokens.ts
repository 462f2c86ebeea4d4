import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PersonalToken,
  PersonalTokenCreated,
  TokenCreateBody,
} from '../../../../common/contract/api-tokens';
import { api } from '../../../lib/api-client';

/** The person's personal access tokens: GET, POST and DELETE ?id= at /me/tokens (the server's api-tokens). */
export const getTokens = () => api.get<PersonalToken[]>('/me/tokens');
export const createToken = (body: TokenCreateBody) => api.post<PersonalTokenCreated>('/me/tokens', body);
export const revokeToken = (id: number) => api.delete<{ id: number }>('/me/tokens', { id });

export const tokensQuery = () => queryOptions({ queryKey: ['me', 'tokens'], queryFn: getTokens });

export const useTokens = () => useQuery(tokensQuery());

/** A change of the list (a token made or revoked) reads it again. */
function useTokensMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: tokensQuery().queryKey }),
  });
}

export const useCreateToken = () => useTokensMutation(createToken);
export const useRevokeToken = () => useTokensMutation(revokeToken);
