import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { resetPasswordBody, withPasswordConfirmation } from '../../../common/contract/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { resetPassword } from './api/auth';
import { AuthLayout, linkClass } from './auth-layout';

const REDIRECT_MS = 2000;

const resetForm = withPasswordConfirmation(resetPasswordBody.pick({ novaSenha: true }), 'novaSenha');

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : 'Token ausente ou inválido');
  const form = useForm<z.input<typeof resetForm>>({
    resolver: zodResolver(resetForm),
    defaultValues: { novaSenha: '', confirm: '' },
  });

  const onSubmit = form.handleSubmit(async ({ novaSenha }) => {
    if (!token) {
      setError('Token ausente ou inválido');
      return;
    }
    setError(null);
    try {
      await resetPassword(token, novaSenha);
      setDone(true);
      setTimeout(() => navigate('/login', { replace: true }), REDIRECT_MS);
    } catch (e) {
      if (e instanceof ApiError && e.status >= 400) setError(e.message || 'Falha ao alterar senha');
      else setError('Erro ao alterar senha. Tente novamente.');
    }
  });

  const { errors } = form.formState;
  return (
    <AuthLayout title="Nova senha">
      {done ? (
        <Alert tone="success">Senha alterada!</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <PasswordField
            label="Nova senha"
            autoComplete="new-password"
            autoFocus
            hint="Mínimo de 6 caracteres"
            error={errors.novaSenha?.message}
            {...form.register('novaSenha')}
          />
          <PasswordField
            label="Confirmar senha"
            autoComplete="new-password"
            error={errors.confirm?.message}
            {...form.register('confirm')}
          />
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Salvando...' : 'Salvar nova senha'}
          </Button>
          <Link to="/login" className={`${linkClass} text-center text-sm`}>
            Voltar ao login
          </Link>
        </form>
      )}
    </AuthLayout>
  );
}
