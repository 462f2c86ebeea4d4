import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { resetPasswordBody, withPasswordConfirmation } from '../../../common/contract/auth';
import { AuthLayout, BackToLoginLink } from '../../components/auth-layout';
import { Alert, FormError } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { PasswordPairFields } from '../../components/ui/password-pair';
import { resetPassword } from '../../entities/session/api/auth';
import { ApiError } from '../../lib/api-client';

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

  return (
    <AuthLayout title="Nova senha">
      {done ? (
        <Alert tone="success">Senha alterada!</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <PasswordPairFields form={form} name="novaSenha" hint autoFocus />
          <FormError message={error} />
          <SubmitButton size="lg" busy={form.formState.isSubmitting} busyText="Salvando...">
            Salvar nova senha
          </SubmitButton>
          <BackToLoginLink centered />
        </form>
      )}
    </AuthLayout>
  );
}
