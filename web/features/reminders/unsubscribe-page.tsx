import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { UNSUBSCRIBE_LINK_INVALID_MESSAGE } from '../../../common/contract/reminders';
import { Alert } from '../../components/ui/alert';
import { errorMessage } from '../../lib/api-client';
import { AuthLayout, BackToLoginLink } from '../auth/auth-layout';
import { unsubscribeReminders } from './api/reminders';

type State = { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * Where a reminder e-mail's "desativar" link lands: it turns the reminders off at once, without signing in,
 * and says so (the link is the person's own; turning them on again is in Perfil).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { kind: 'working' } : { kind: 'failed', message: UNSUBSCRIBE_LINK_INVALID_MESSAGE },
  );
  // One request per visit, even when React runs the effect twice in development.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    unsubscribeReminders(token).then(
      (answer) => setState({ kind: 'done', message: answer.message }),
      (error: unknown) =>
        setState({
          kind: 'failed',
          message: errorMessage(
            error,
            'Não foi possível desativar os lembretes agora. Tente abrir o link de novo.',
          ),
        }),
    );
  }, [token]);

  return (
    <AuthLayout title="Lembretes por e-mail">
      <div className="flex flex-col gap-4" aria-live="polite">
        {state.kind === 'working' ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Desativando os lembretes...</p>
        ) : (
          <Alert tone={state.kind === 'done' ? 'success' : 'error'}>{state.message}</Alert>
        )}
        <BackToLoginLink />
      </div>
    </AuthLayout>
  );
}
