import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { changePasswordBody, withPasswordConfirmation } from '../../../common/contract/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PasswordField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
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
          <PasswordField
            label="Nova senha"
            autoComplete="new-password"
            hint="Mínimo de 6 caracteres"
            error={errors.novaSenha?.message}
            {...form.register('novaSenha')}
          />
          <PasswordField
            label="Confirmar nova senha"
            autoComplete="new-password"
            error={errors.confirm?.message}
            {...form.register('confirm')}
          />
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className="flex gap-2">
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Salvando...' : 'Salvar'}
            </Button>
            <Button variant="secondary" onClick={() => navigate('/profile')}>
              Cancelar
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
