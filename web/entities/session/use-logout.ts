import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { withReturnPath } from '../../lib/return-path';
import { clearSession } from '../../lib/session';
import { forgetSharedFiles } from '../../pwa/shared-files';
import { logout } from './api/auth';

/**
 * 'Sair': ends the session on the server, forgets the token and cached data (the comprovantes' thumbnails and files
 * the query cache holds, and a share not taken yet: a shared device keeps nothing of the person), and goes to
 * /login; `next` is a page to come back to after signing in again (an invitation opened under another person's
 * account).
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (next?: string) => {
      await logout().catch(() => {
        /* offline: the local session is cleared all the same */
      });
      clearSession();
      queryClient.clear();
      await forgetSharedFiles().catch(() => {
        /* storage the browser refuses to open (private mode): there is nothing kept in it */
      });
      navigate(withReturnPath('/login', next), { replace: true });
    },
    [navigate, queryClient],
  );
}
