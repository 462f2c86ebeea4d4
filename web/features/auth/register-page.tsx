import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  registerBody,
  SIGN_UP_PASSWORDS_DIFFER_MESSAGE,
  withPasswordConfirmation,
} from '../../../common/contract/auth';
import { AuthLayout, SwitchAuthPage } from '../../components/auth-layout';
import { Alert, FormError } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { EmailField, TextField } from '../../components/ui/field';
import { PasswordPairFields } from '../../components/ui/password-pair';
import { InvitationNotice, useInvitationOfReturnPath } from '../../entities/book/public-invitation';
import { login, register } from '../../entities/session/api/auth';
import { ApiError } from '../../lib/api-client';
import { forgetChosenBook } from '../../lib/current-book';
import { returnPathOf, withReturnPath } from '../../lib/return-path';
import { storeAccessToken } from '../../lib/session';
import type { LoginPageState } from './login-page';
import { signInAfterSignUp } from './sign-in-after-sign-up';

const REDIRECT_MS = 1500;

const registerForm = withPasswordConfirmation(registerBody, 'password', {
  confirm: z.string().min(1, { error: 'Confirme a senha' }),
  message: SIGN_UP_PASSWORDS_DIFFER_MESSAGE,
});

export function RegisterPage() {
  const navigate = useNavigate();
  // Arriving from an invitation's link: the sign-in that follows goes back to it.
  const next = returnPathOf(useSearchParams()[0]);
  const invitation = useInvitationOfReturnPath(next);
  const [state, setState] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof registerForm>, unknown, z.output<typeof registerForm>>({
    resolver: zodResolver(registerForm),
    defaultValues: { name: '', email: '', password: '', confirm: '' },
  });
  // The invitation is for one address: the account to create is that one's, unless another was typed already.
  const invitedEmail = invitation.data?.email;
  useEffect(() => {
    if (invitedEmail && form.getValues('email') === '') form.setValue('email', invitedEmail);
  }, [invitedEmail, form]);

  const onSubmit = form.handleSubmit(async ({ name, email, password }) => {
    setError(null);
    setState('submitting');
    try {
      await register({ name, email, password });
      const token = await signInAfterSignUp({ email, password }, login);
      setState('success');
      if (token) {
        storeAccessToken(token);
        // A session of someone else's in this browser chose a book of theirs.
        forgetChosenBook();
        setTimeout(() => navigate(next ?? '/', { replace: true }), REDIRECT_MS);
        return;
      }
      const carried: LoginPageState = { email };
      setTimeout(
        () => navigate(withReturnPath('/login', next), { replace: true, state: carried }),
        REDIRECT_MS,
      );
    } catch (e) {
      setState('idle');
      if (e instanceof ApiError && e.status >= 400) setError(e.message || 'Falha no cadastro');
      else setError(e instanceof ApiError ? e.message : 'Erro inesperado');
    }
  });

  const { errors } = form.formState;
  return (
    <AuthLayout
      title="Criar sua conta"
      subtitle={
        invitation.data
          ? 'Crie a sua conta para aceitar o convite.'
          : 'Comece a organizar suas finanças em poucos minutos.'
      }
    >
      <InvitationNotice invitation={invitation} signingUp />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Nome completo"
          autoComplete="name"
          autoFocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <EmailField label="Email" error={errors.email?.message} {...form.register('email')} />
        <PasswordPairFields form={form} name="password" label="Senha" />
        <FormError message={error} />
        {state === 'success' ? (
          <Alert tone="success">Conta criada com sucesso! Redirecionando...</Alert>
        ) : null}
        <SubmitButton
          size="lg"
          busy={state !== 'idle'}
          busyText={state === 'success' ? 'Conta criada!' : 'Criando conta...'}
        >
          Criar conta
        </SubmitButton>
        <SwitchAuthPage question="Já tem conta?" to={withReturnPath('/login', next)} link="Fazer login" />
      </form>
    </AuthLayout>
  );
}
