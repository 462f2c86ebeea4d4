import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../lib/session';
import { logout } from './api/auth';

/** 'Sair': ends the session on the server, forgets the token and cached data, and goes to /login. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logout().catch(() => {
      /* offline: the local session is cleared all the same */
    });
    clearSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
