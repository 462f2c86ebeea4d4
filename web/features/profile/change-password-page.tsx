import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { changePasswordBody, withPasswordConfirmation } from '../../../common/contract/auth';
import { FormError } from '../../components/ui/alert';
import { Button, SubmitButton } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PasswordField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { PasswordPairFields } from '../../components/ui/password-pair';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useChangePassword } from './api/me';

const changeForm = withPasswordConfirmation(changePasswordBody, 'novaSenha');

export function ChangePasswordPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const mutation = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof changeForm>>({
    resolver: zodResolver(changeForm),
    defaultValues: { senhaAtual: '', novaSenha: '', confirm: '' },
  });

  const onSubmit = form.handleSubmit(async ({ senhaAtual, novaSenha }) => {
    setError(null);
    try {
      await mutation.mutateAsync({ senhaAtual, novaSenha });
      toast('Senha alterada com sucesso');
      navigate('/profile');
    } catch (e) {
      setError(errorMessage(e, 'Erro ao alterar senha. Tente novamente.'));
    }
  });

  const { errors } = form.formState;
  return (
    <>
      <PageHeader title="Alterar Senha" subtitle="As outras sessões abertas serão encerradas." />
      <Card className="max-w-md">
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <PasswordField
            label="Senha atual"
            autoComplete="current-password"
            error={errors.senhaAtual?.message}
            {...form.register('senhaAtual')}
          />
          <PasswordPairFields form={form} name="novaSenha" confirmLabel="Confirmar nova senha" hint />
          <FormError message={error} />
          <div className="flex gap-2">
            <SubmitButton busy={mutation.isPending} busyText="Salvando...">
              Salvar
            </SubmitButton>
            <Button variant="secondary" onClick={() => navigate('/profile')}>
              Cancelar
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
