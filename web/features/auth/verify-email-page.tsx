import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_VERIFICATION_MESSAGES } from '../../../common/contract/auth';
import { AuthLayout, BackToLoginLink } from '../../components/auth-layout';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { verifyEmail } from '../../entities/session/api/auth';
import { ApiError, errorMessage } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { hasSession } from '../../lib/session';

type State =
  | { kind: 'asking' }
  | { kind: 'working' }
  | { kind: 'done'; message: string }
  /** `retry`: the server never answered, or failed on its side; pressing again may work. */
  | { kind: 'failed'; message: string; retry: boolean };

const canRetry = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

/**
 * Where the confirmation link mailed at sign-up (or asked again in Perfil) lands, signed in or not. It proves the
 * address when its button is pressed, not on load: a mail scanner that opens the link must not use it up.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(
    token
      ? { kind: 'asking' }
      : { kind: 'failed', message: EMAIL_VERIFICATION_MESSAGES.invalidLink, retry: false },
  );
  // The button goes away with the answer: the answer takes the focus, so a keyboard is not left on the page.
  const answer = useRef<HTMLDivElement>(null);
  const answered = state.kind === 'done' || state.kind === 'failed';
  useEffect(() => {
    if (answered && token) answer.current?.focus();
  }, [answered, token]);

  function confirm() {
    setState({ kind: 'working' });
    verifyEmail(token).then(
      (reply) => {
        // Signed in here, the profile and the invitations waiting change with the proof. The cache is the shell's
        // (this public page is outside it), read here directly.
        void queryClient.invalidateQueries();
        setState({ kind: 'done', message: reply.message });
      },
      (error: unknown) =>
        setState({
          kind: 'failed',
          message: errorMessage(error, 'Não foi possível confirmar o e-mail agora. Tente de novo.'),
          retry: canRetry(error),
        }),
    );
  }

  const showButton =
    state.kind === 'asking' || state.kind === 'working' || (state.kind === 'failed' && state.retry);
  return (
    <AuthLayout title="Confirmar e-mail">
      <div className="flex flex-col gap-4">
        {state.kind === 'asking' || state.kind === 'working' ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Confirme que este e-mail é seu: com ele confirmado, os convites para livros compartilhados
            enviados a ele aparecem no Grana.
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
            onClick={confirm}
          >
            {state.kind === 'working' ? 'Confirmando...' : 'Confirmar e-mail'}
          </Button>
        ) : null}
        {state.kind === 'done' && hasSession() ? (
          <Link
            to="/livros"
            className="text-center text-sm font-medium text-brand-700 underline dark:text-brand-500"
          >
            Ver convites em Livros
          </Link>
        ) : (
          <BackToLoginLink />
        )}
      </div>
    </AuthLayout>
  );
}
