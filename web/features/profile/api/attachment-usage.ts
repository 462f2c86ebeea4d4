import { useQuery } from '@tanstack/react-query';
import type { AttachmentUsage } from '../../../../common/contract/attachments';
import { api } from '../../../lib/api-client';

/** GET /attachments/usage: what the current book's comprovantes take of its quota. */
export const useAttachmentUsage = () =>
  useQuery({
    queryKey: ['attachments', 'usage'],
    queryFn: ({ signal }) => api.get<AttachmentUsage>('/attachments/usage', {}, signal),
  });
