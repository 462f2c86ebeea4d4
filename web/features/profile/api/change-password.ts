import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../../common/contract/auth';
import { api } from '../../../lib/api-client';

export const changePassword = (body: ChangePasswordBody) =>
  api.post<{ message: string }>('/auth/change-password', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
