import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /auth/verify-email/resend: a new confirmation link to the signed-in person's address (the older stops). */
export const resendVerification = () => api.post<{ message: string }>('/auth/verify-email/resend');

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
