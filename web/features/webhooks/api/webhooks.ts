import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Webhook, WebhookCreateBody, WebhookCreated } from '../../../../common/contract/webhooks';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

const webhooksKey = ['webhooks'] as const;

/** GET /webhooks: the current book's webhooks with their last deliveries (a dono's only). */
export const getWebhooks = () => api.get<Webhook[]>('/webhooks');
export const webhooksQuery = () => queryOptions({ queryKey: webhooksKey, queryFn: getWebhooks });
export const useWebhooks = (enabled: boolean) => useQuery({ ...webhooksQuery(), enabled });

/** POST /webhooks: answers the webhook and its secret, shown this once. */
export const createWebhook = (body: WebhookCreateBody) => api.post<WebhookCreated>('/webhooks', body);
export const useCreateWebhook = () => useRefreshingMutation(createWebhook, webhooksKey);

export const deleteWebhook = (id: number) => api.delete<{ id: number }>('/webhooks', { id });
export const useDeleteWebhook = () => useRefreshingMutation(deleteWebhook, webhooksKey);

/** POST /webhooks/test: a 'ping' sent at once; the answer's log says how it went. */
export const testWebhook = (id: number) => api.post<Webhook>(`/webhooks/test?id=${id}`);
export const useTestWebhook = () => useRefreshingMutation(testWebhook, webhooksKey);

export const enableWebhook = (id: number) => api.post<Webhook>(`/webhooks/enable?id=${id}`);
export const useEnableWebhook = () => useRefreshingMutation(enableWebhook, webhooksKey);
