import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout, linkClass, SwitchAuthPage } from '../../components/auth-layout';
import { Alert, FormError } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { EmailField, PasswordField } from '../../components/ui/field';
import { InvitationNotice, useInvitationOfReturnPath } from '../../entities/book/public-invitation';
import { login } from '../../entities/session/api/auth';
import { ApiError } from '../../lib/api-client';
import { forgetChosenBook } from '../../lib/current-book';
import { returnPathOf, withReturnPath } from '../../lib/return-path';
import { storeAccessToken } from '../../lib/session';
import { HealthIndicators } from './health-indicators';
import { checkLogin, type LoginErrors, type LoginValues } from './login-check';

const REDIRECT_MS = 800;

/**
 * What the sign-up page hands to this page in the router's state (not the address, which history and logs keep):
 * the e-mail just registered, so only the password is left to type.
 */
export interface LoginPageState {
  email?: string;
}

function carriedEmail(state: unknown): string {
  const email = (state as LoginPageState | null)?.email;
  return typeof email === 'string' ? email : '';
}

export function LoginPage() {
  const navigate = useNavigate();
  const carried = carriedEmail(useLocation().state);
  // An invitation's link opened before signing in: the page to go back to.
  const next = returnPathOf(useSearchParams()[0]);
  const invitation = useInvitationOfReturnPath(next);
  const [state, setState] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [values, setValues] = useState<LoginValues>({ email: carried, password: '', remember: true });
  const [errors, setErrors] = useState<LoginErrors>({});
  const set = (patch: Partial<LoginValues>) => setValues((v) => ({ ...v, ...patch }));
  // The invitation is for one address: it is the one to sign in with, unless the person typed another already.
  const invitedEmail = invitation.data?.email;
  useEffect(() => {
    if (invitedEmail) setValues((v) => (v.email === '' ? { ...v, email: invitedEmail } : v));
  }, [invitedEmail]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setError(null);
    setState('submitting');
    try {
      const data = await login({ ...values, email: values.email.trim().toLowerCase() });
      if (!data?.accessToken) throw new Error('Falha no login');
      storeAccessToken(data.accessToken);
      // Signed in over someone else's session (this page stays open to a signed-in person): their book is not this
      // person's.
      forgetChosenBook();
      setState('success');
      setTimeout(() => navigate(next ?? '/', { replace: true }), REDIRECT_MS);
    } catch (e) {
      setState('idle');
      if (e instanceof ApiError)
        setError(e.reason ? `${e.message} (${e.reason})` : e.message || 'Erro inesperado');
      else setError(e instanceof Error && e.message ? e.message : 'Erro inesperado');
    }
  };

  return (
    <AuthLayout
      title={invitation.data ? 'Você recebeu um convite' : 'Bem-vindo de volta!'}
      subtitle={invitation.data ? 'Entre para aceitá-lo.' : 'Entre para ver e cuidar do seu dinheiro.'}
    >
      <InvitationNotice invitation={invitation} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {carried !== '' && state === 'idle' ? (
          // Arriving from the sign-up: the page says why the person is here and what is left to do.
          <Alert tone="info">Conta criada. Digite sua senha para entrar.</Alert>
        ) : null}
        <EmailField
          label="E-mail"
          autoFocus={carried === ''}
          error={errors.email}
          value={values.email}
          onChange={(e) => set({ email: e.target.value })}
        />
        <PasswordField
          label="Senha"
          autoFocus={carried !== ''}
          autoComplete="current-password"
          error={errors.password}
          value={values.password}
          onChange={(e) => set({ password: e.target.value })}
        />
        <div className="flex items-center justify-between text-sm">
          <Checkbox checked={values.remember} onChange={(e) => set({ remember: e.target.checked })}>
            Lembrar-me
          </Checkbox>
          <Link to="/forgot-password" className={linkClass}>
            Esqueci minha senha
          </Link>
        </div>
        <FormError message={error} />
        {state === 'success' ? <Alert tone="success">Login realizado com sucesso!</Alert> : null}
        <SubmitButton
          size="lg"
          busy={state !== 'idle'}
          busyText={state === 'success' ? 'Sucesso!' : 'Entrando...'}
        >
          Entrar
        </SubmitButton>
        <SwitchAuthPage
          question="Ainda não tem conta?"
          to={withReturnPath('/register', next)}
          link="Criar conta"
        />
      </form>
      <HealthIndicators />
    </AuthLayout>
  );
}
