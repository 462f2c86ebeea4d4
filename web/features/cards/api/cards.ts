import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardSummary } from '../../../../common/contract/cards';
import { api } from '../../../lib/api-client';

/** Every query about cards starts with this key, so one invalidation refreshes them all. */
export const cardsKey = ['cards'] as const;

export const getCards = () => api.get<CardSummary[]>('/cards');
export const cardsQuery = () => queryOptions({ queryKey: [...cardsKey, 'list'], queryFn: getCards });
export const useCards = () => useQuery(cardsQuery());
