import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ITEM_ID_MAX_LENGTH, syncConnectionBody } from '../../../common/contract/sync';
import { FormError } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useAddSyncConnection } from './api/connections';
import { ItemIdWhere } from './sync-links';

/** "Adicionar conexão": a MeuPluggy item id; the server reads the bank and its accounts at Pluggy before keeping it. */
export function AddConnectionForm() {
  const add = useAddSyncConnection();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof syncConnectionBody>, unknown, z.output<typeof syncConnectionBody>>({
    resolver: zodResolver(syncConnectionBody),
    defaultValues: { item_id: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      const connection = await add.mutateAsync(body);
      form.reset({ item_id: '' });
      toast(`Conexão adicionada: ${connection.institution}`);
    } catch (e) {
      setError(errorMessage(e, 'Não foi possível adicionar a conexão'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Adicionar conexão" className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="Item id"
          placeholder="Ex.: 5f3c1a2b-..."
          autoComplete="off"
          spellCheck={false}
          maxLength={ITEM_ID_MAX_LENGTH}
          className="sm:flex-1"
          hint={<ItemIdWhere />}
          error={errors.item_id?.message}
          {...form.register('item_id', { onChange: () => setError(null) })}
        />
        <div className="sm:pt-6">
          <SubmitButton className="w-full sm:w-auto" busy={isSubmitting} busyText="Adicionando...">
            <Plus size={16} aria-hidden />
            Adicionar conexão
          </SubmitButton>
        </div>
      </div>
      <FormError message={error} />
    </form>
  );
}
