import type {
  Health,
  LoginBody,
  PasswordResetRequested,
  RegisterBody,
} from '../../../../common/contract/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * Calls of the public pages: none of them may trigger the silent session refresh. Fetchers only: the pages call
 * them directly (the sign-in page's health indicators through a read of their own: lib/use-public-read.ts).
 */
export const login = (body: LoginBody) =>
  apiRequest<{ accessToken?: string }>('/auth/login', { method: 'POST', body, skipRefresh: true });

export const register = (body: RegisterBody) =>
  apiRequest<{ message: string }>('/auth/register', { method: 'POST', body, skipRefresh: true });

export const forgotPassword = (email: string) =>
  apiRequest<PasswordResetRequested>('/auth/forgot-password', {
    method: 'POST',
    body: { email },
    skipRefresh: true,
  });

export const resetPassword = (token: string, novaSenha: string) =>
  apiRequest<{ message: string }>('/auth/reset-password', {
    method: 'POST',
    body: { token, novaSenha },
    skipRefresh: true,
  });

/** POST /auth/verify-email: the confirmation link's token, with or without a session. */
export const verifyEmail = (token: string) =>
  apiRequest<{ message: string }>('/auth/verify-email', {
    method: 'POST',
    body: { token },
    skipRefresh: true,
  });

export const logout = () =>
  apiRequest<{ ok: true }>('/auth/logout', { method: 'POST', body: {}, skipRefresh: true });

export const getHealth = () => apiRequest<Health>('/health', { skipRefresh: true });
