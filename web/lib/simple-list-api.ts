import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The calls of a list the person manages by name (categories, tags, payees): list, create and delete at one
 * path, one query key, and mutations that refresh the list.
 */
export function simpleListApi<Item, CreateBody>(path: string) {
  const key = [path.replace(/^\//, '')] as const;
  const list = () => api.get<Item[]>(path);
  const query = () => queryOptions({ queryKey: key, queryFn: list });
  return {
    key,
    list,
    query,
    useList: () => useQuery(query()),
    useCreate() {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (body: CreateBody) => api.post<Item>(path, body),
        onSuccess: () => client.invalidateQueries({ queryKey: key }),
      });
    },
    useDelete() {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (id: number) => api.delete<{ id: number }>(path, { id }),
        onSuccess: () => client.invalidateQueries({ queryKey: key }),
      });
    },
  };
}
