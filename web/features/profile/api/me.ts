import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, Profile } from '../../../../common/contract/auth';
import type { ReminderPreferenceBody } from '../../../../common/contract/reminders';
import { api } from '../../../lib/api-client';

/** The signed-in person's own account: GET /me and POST /auth/change-password (the server's auth area). */
export const getMe = () => api.get<Profile>('/me');

export const meQuery = () => queryOptions({ queryKey: ['me'], queryFn: getMe, staleTime: 5 * 60_000 });

export const useMe = () => useQuery(meQuery());

export const changePassword = (body: ChangePasswordBody) =>
  api.post<{ message: string }>('/auth/change-password', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

/** PUT /me/reminders: 'Lembretes por e-mail' on or off; the answer is the profile, kept as GET /me's. */
export const setEmailReminders = (body: ReminderPreferenceBody) => api.put<Profile>('/me/reminders', body);

export function useSetEmailReminders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setEmailReminders,
    onSuccess: (profile) => client.setQueryData(meQuery().queryKey, profile),
  });
}
