import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CLIENT_ID_MAX_LENGTH,
  CLIENT_SECRET_MAX_LENGTH,
  syncCredentialsBody,
} from '../../../common/contract/sync';
import { FormError } from '../../components/ui/alert';
import { Button, SubmitButton } from '../../components/ui/button';
import { PasswordField, TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useSaveSyncCredentials } from './api/credentials';

type Values = z.input<typeof syncCredentialsBody>;

/**
 * The person's Pluggy client id and secret. The server checks them with Pluggy before keeping them, so a wrong
 * pair comes back as the server's message under the form.
 */
export function CredentialsForm({ onSaved, onCancel }: { onSaved: () => void; onCancel?: () => void }) {
  const save = useSaveSyncCredentials();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof syncCredentialsBody>>({
    resolver: zodResolver(syncCredentialsBody),
    defaultValues: { client_id: '', client_secret: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await save.mutateAsync(body);
      toast('Credenciais salvas');
      onSaved();
    } catch (e) {
      setError(errorMessage(e, 'Não foi possível salvar as credenciais'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Client id"
          autoComplete="off"
          spellCheck={false}
          maxLength={CLIENT_ID_MAX_LENGTH}
          error={errors.client_id?.message}
          {...form.register('client_id')}
        />
        <PasswordField
          label="Client secret"
          autoComplete="off"
          spellCheck={false}
          maxLength={CLIENT_SECRET_MAX_LENGTH}
          error={errors.client_secret?.message}
          {...form.register('client_secret')}
        />
      </div>
      <FormError message={error} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={isSubmitting} busyText="Conferindo com o Pluggy...">
          Salvar credenciais
        </SubmitButton>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
      </div>
    </form>
  );
}
