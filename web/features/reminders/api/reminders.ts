import { apiRequest } from '../../../lib/api-client';

/** POST /reminders/unsubscribe?token=: the reminder e-mail's link, without a session (no refresh on a 401). */
export const unsubscribeReminders = (token: string) =>
  apiRequest<{ message: string }>('/reminders/unsubscribe', {
    method: 'POST',
    query: { token },
    body: {},
    skipRefresh: true,
  });
