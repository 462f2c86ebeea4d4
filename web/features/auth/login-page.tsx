import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { loginBody } from '../../../common/contract/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PasswordField, TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { storeAccessToken } from '../../lib/session';
import { login } from './api/auth-calls';
import { AuthLayout, linkClass } from './auth-layout';
import { HealthIndicators } from './health-indicators';

const REDIRECT_MS = 800;

export function LoginPage() {
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof loginBody>, unknown, z.output<typeof loginBody>>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '', remember: true },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setState('submitting');
    try {
      const data = await login(values);
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
  });

  const { errors } = form.formState;
  return (
    <AuthLayout title="Bem-vindo de volta!" subtitle="Entre para ver e cuidar do seu dinheiro.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          autoFocus
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label="Senha"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" className="h-4 w-4 accent-brand-700" {...form.register('remember')} />
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
