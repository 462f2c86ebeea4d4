import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ChangePasswordBody, Profile } from '../../../../common/contract/auth';
import { api } from '../../../lib/api-client';

/** The signed-in person's own account: GET /me and POST /auth/change-password (the server's auth area). */
export const getMe = () => api.get<Profile>('/me');

export const meQuery = () => queryOptions({ queryKey: ['me'], queryFn: getMe, staleTime: 5 * 60_000 });

export const useMe = () => useQuery(meQuery());

export const changePassword = (body: ChangePasswordBody) =>
  api.post<{ message: string }>('/auth/change-password', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
