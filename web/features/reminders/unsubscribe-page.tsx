import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { UNSUBSCRIBE_LINK_INVALID_MESSAGE } from '../../../common/contract/reminders';
import { AuthLayout, BackToLoginLink } from '../../components/auth-layout';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiError, errorMessage } from '../../lib/api-client';
import { unsubscribeReminders } from './api/reminders';

type State =
  | { kind: 'asking' }
  | { kind: 'working' }
  | { kind: 'done'; message: string }
  /** `retry`: the server never answered, or failed on its side; pressing again may work. */
  | { kind: 'failed'; message: string; retry: boolean };

const canRetry = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

/**
 * Where a reminder e-mail's "desativar" link lands, without signing in. It changes nothing when it loads: mail
 * scanners open links and run their scripts, and would turn reminders off for the person. It says what the link
 * does and turns them off when its button is pressed; the server answers whether the link is still valid.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { kind: 'asking' } : { kind: 'failed', message: UNSUBSCRIBE_LINK_INVALID_MESSAGE, retry: false },
  );
  // The button goes away with the answer: the answer takes the focus, so a keyboard is not left on the page.
  const answer = useRef<HTMLDivElement>(null);
  const answered = state.kind === 'done' || state.kind === 'failed';
  useEffect(() => {
    if (answered && token) answer.current?.focus();
  }, [answered, token]);

  function unsubscribe() {
    setState({ kind: 'working' });
    unsubscribeReminders(token).then(
      (reply) => setState({ kind: 'done', message: reply.message }),
      (error: unknown) =>
        setState({
          kind: 'failed',
          message: errorMessage(error, 'Não foi possível desativar os lembretes agora. Tente de novo.'),
          retry: canRetry(error),
        }),
    );
  }

  const showButton =
    state.kind === 'asking' || state.kind === 'working' || (state.kind === 'failed' && state.retry);
  return (
    <AuthLayout title="Lembretes por e-mail">
      <div className="flex flex-col gap-4">
        {state.kind === 'asking' || state.kind === 'working' ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Este link desativa os lembretes de vencimentos que o Grana envia para o seu e-mail. Nada mais muda
            na sua conta, e você pode ativá-los de novo em Perfil.
          </p>
        ) : null}
        <div ref={answer} tabIndex={-1} className="outline-none" aria-live="polite">
          {answered ? (
            <Alert tone={state.kind === 'done' ? 'success' : 'error'}>{state.message}</Alert>
          ) : null}
        </div>
        {showButton ? (
          <Button
            className="w-full"
            disabled={state.kind === 'working'}
            aria-busy={state.kind === 'working'}
            onClick={unsubscribe}
          >
            {state.kind === 'working' ? 'Desativando...' : 'Desativar lembretes'}
          </Button>
        ) : null}
        <BackToLoginLink />
      </div>
    </AuthLayout>
  );
}
