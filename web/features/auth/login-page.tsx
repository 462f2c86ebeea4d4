import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PasswordField, TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { storeAccessToken } from '../../lib/session';
import { login } from './api/auth';
import { AuthLayout, linkClass } from './auth-layout';
import { HealthIndicators } from './health-indicators';
import { checkLogin, type LoginErrors, type LoginValues } from './login-check';

const REDIRECT_MS = 800;

export function LoginPage() {
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', remember: true });
  const [errors, setErrors] = useState<LoginErrors>({});
  const set = (patch: Partial<LoginValues>) => setValues((v) => ({ ...v, ...patch }));

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
      setState('success');
      setTimeout(() => navigate('/', { replace: true }), REDIRECT_MS);
    } catch (e) {
      setState('idle');
      if (e instanceof ApiError)
        setError(e.reason ? `${e.message} (${e.reason})` : e.message || 'Erro inesperado');
      else setError(e instanceof Error && e.message ? e.message : 'Erro inesperado');
    }
  };

  return (
    <AuthLayout title="Bem-vindo de volta!" subtitle="Entre para ver e cuidar do seu dinheiro.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          autoFocus
          error={errors.email}
          value={values.email}
          onChange={(e) => set({ email: e.target.value })}
        />
        <PasswordField
          label="Senha"
          autoComplete="current-password"
          error={errors.password}
          value={values.password}
          onChange={(e) => set({ password: e.target.value })}
        />
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={values.remember}
              onChange={(e) => set({ remember: e.target.checked })}
            />
            Lembrar-me
          </label>
          <Link to="/forgot-password" className={linkClass}>
            Esqueci minha senha
          </Link>
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {state === 'success' ? <Alert tone="success">Login realizado com sucesso!</Alert> : null}
        <Button type="submit" size="lg" disabled={state !== 'idle'}>
          {state === 'submitting' ? 'Entrando...' : state === 'success' ? 'Sucesso!' : 'Entrar'}
        </Button>
        <p className="text-center text-sm text-slate-600 dark:text-slate-400">
          Ainda não tem conta?{' '}
          <Link to="/register" className={linkClass}>
            Criar conta
          </Link>
        </p>
      </form>
      <HealthIndicators />
    </AuthLayout>
  );
}
