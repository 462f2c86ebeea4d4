import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { useRefreshingMutation } from './refreshing-mutation';

/**
 * The calls of a list the person manages by name (categories, tags, payees): list, create, rename and delete at
 * one path, one query key, and mutations that refresh the list. Each list's file (`api/<resource>.ts`) also
 * exports them under the names every other api file uses (getX, xQuery, useX).
 */
export function simpleListApi<Item, CreateBody, UpdateBody>(path: string) {
  const key = [path.replace(/^\//, '')] as const;
  const list = () => api.get<Item[]>(path);
  const query = () => queryOptions({ queryKey: key, queryFn: list });
  const create = (body: CreateBody) => api.post<Item>(path, body);
  const update = (body: UpdateBody) => api.put<Item>(path, body);
  const remove = (id: number) => api.delete<{ id: number }>(path, { id });
  return {
    key,
    list,
    query,
    useList: () => useQuery(query()),
    create,
    useCreate: () => useRefreshingMutation(create, key),
    update,
    useUpdate: () => {
      // The name shows on transactions, budgets, rules and reports too: every query is asked again.
      const client = useQueryClient();
      return useMutation({ mutationFn: update, onSuccess: () => client.invalidateQueries() });
    },
    remove,
    useDelete: () => useRefreshingMutation(remove, key),
  };
}
