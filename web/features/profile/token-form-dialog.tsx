import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { PersonalTokenCreated } from '../../../common/contract/api-tokens';
import type { BookView } from '../../../common/contract/books';
import { Field, inputClass, TextField } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { cn } from '../../lib/cn';
import { useFormDialog } from '../../lib/use-form-dialog';
import { useCreateToken } from './api/tokens';
import { TokenBooksField, TokenExpiryField, TokenScopeField } from './token-choice-fields';
import { newTokenValues, type TokenFormValues, tokenFormSchema, toTokenBody } from './token-form';

/** "Novo token": its name, access, books, validity and addresses; the secret comes back to `onCreated`. */
export function TokenFormDialog({
  books,
  currentBookId,
  onClose,
  onCreated,
}: {
  books: readonly BookView[];
  currentBookId: number | undefined;
  onClose: () => void;
  onCreated: (created: PersonalTokenCreated) => void;
}) {
  const create = useCreateToken();
  const form = useForm<TokenFormValues>({
    resolver: zodResolver(tokenFormSchema),
    defaultValues: newTokenValues(currentBookId),
  });
  const { errors } = form.formState;
  const dialog = useFormDialog(form, {
    save: async (values) => {
      const created = await create.mutateAsync(toTokenBody(values));
      onCreated(created);
      return created;
    },
    success: 'Token criado',
    fallback: 'Não foi possível criar o token. Tente novamente.',
    onClose,
  });

  return (
    <FormDialog
      title="Novo token de acesso"
      onClose={onClose}
      state={dialog}
      label="Criar token"
      pendingLabel="Criando..."
      widthClass="max-w-xl"
    >
      <TextField
        label="Nome"
        placeholder="Ex.: Planilha de gastos"
        autoComplete="off"
        className="sm:col-span-2"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TokenScopeField register={form.register} />
      <TokenBooksField register={form.register} books={books} error={errors.bookIds} />
      <TokenExpiryField register={form.register} />
      <Field
        label="Endereços permitidos (opcional)"
        className="sm:col-span-2"
        error={errors.addresses?.message}
        hint="Um IP ou uma faixa por linha (ex.: 192.168.0.10 ou 10.0.0.0/8). Vazio: qualquer endereço."
      >
        {(id, describedBy) => (
          <textarea
            id={id}
            rows={3}
            spellCheck={false}
            aria-invalid={!!errors.addresses}
            aria-describedby={describedBy}
            className={cn(inputClass, 'h-auto py-2 font-mono')}
            {...form.register('addresses')}
          />
        )}
      </Field>
    </FormDialog>
  );
}
