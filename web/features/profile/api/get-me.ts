import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../../common/contract/auth';
import { api } from '../../../lib/api-client';

export const getMe = () => api.get<Profile>('/me');

export const meQuery = () => queryOptions({ queryKey: ['me'], queryFn: getMe, staleTime: 5 * 60_000 });

export const useMe = () => useQuery(meQuery());
