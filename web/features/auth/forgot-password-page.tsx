import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { forgotPasswordBody } from '../../../common/contract/auth';
import { AuthLayout, BackToLoginLink, linkClass } from '../../components/auth-layout';
import { FormError } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { EmailField } from '../../components/ui/field';
import { forgotPassword } from '../../entities/session/api/auth';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState<{ message: string; debugLink?: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof forgotPasswordBody>, unknown, z.output<typeof forgotPasswordBody>>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      setSent(await forgotPassword(email));
    } catch {
      setError('Erro ao enviar instruções. Tente novamente.');
    }
  });

  if (sent) {
    return (
      <AuthLayout title="Email enviado!">
        <div className="flex flex-col gap-4 text-sm">
          {sent.debugLink ? (
            <p>
              Link de redefinição (ambiente de desenvolvimento):{' '}
              <a href={sent.debugLink} className={`${linkClass} break-all`}>
                {sent.debugLink}
              </a>
            </p>
          ) : (
            <p>Se existir, enviaremos instruções.</p>
          )}
          <BackToLoginLink />
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Recuperar senha" subtitle="Enviaremos um link para redefinir sua senha">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <EmailField
          label="E-mail"
          autoFocus
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <FormError message={error} />
        <SubmitButton size="lg" busy={form.formState.isSubmitting} busyText="Enviando...">
          Enviar link
        </SubmitButton>
        <BackToLoginLink centered />
      </form>
    </AuthLayout>
  );
}
