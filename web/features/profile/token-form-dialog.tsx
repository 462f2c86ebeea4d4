import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  type PersonalTokenCreated,
  TOKEN_SCOPES,
  tokenScopeLabels,
} from '../../../common/contract/api-tokens';
import type { BookView } from '../../../common/contract/books';
import { Checkbox } from '../../components/ui/checkbox';
import { Field, inputClass, TextField } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { radioCardClass } from '../../components/ui/radio-card';
import { cn } from '../../lib/cn';
import { useFormDialog } from '../../lib/use-form-dialog';
import { useCreateToken } from './api/tokens';
import {
  EXPIRY_CHOICES,
  newTokenValues,
  type TokenFormValues,
  tokenFormSchema,
  toTokenBody,
} from './token-form';

const SCOPE_HINTS = {
  leitura: 'Consulta contas, lançamentos e relatórios; não altera nada.',
  escrita: 'Também registra, edita e apaga lançamentos e cadastros dos livros escolhidos.',
} as const;

const legendClass = 'mb-1 text-sm font-medium text-slate-700 dark:text-slate-300';
const errorClass = 'mt-1 text-xs text-red-600 dark:text-red-400';

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
  const ids = useId();
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
      <fieldset className="min-w-0 sm:col-span-2">
        <legend className={legendClass}>Acesso</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {TOKEN_SCOPES.map((scope) => (
            <label key={scope} className={radioCardClass}>
              <input
                type="radio"
                value={scope}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                aria-describedby={`${ids}-${scope}`}
                {...form.register('scope')}
              />
              <span>
                <span className="block font-medium">{tokenScopeLabels[scope]}</span>
                <span id={`${ids}-${scope}`} className="block text-slate-600 dark:text-slate-400">
                  {SCOPE_HINTS[scope]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset
        className="min-w-0 sm:col-span-2"
        aria-describedby={errors.bookIds ? `${ids}-books-error` : undefined}
      >
        <legend className={legendClass}>Livros</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {books.map((book) => (
            <Checkbox key={book.id} value={String(book.id)} {...form.register('bookIds')}>
              <span className="break-words">{book.name}</span>
            </Checkbox>
          ))}
        </div>
        {errors.bookIds ? (
          <p id={`${ids}-books-error`} role="alert" className={errorClass}>
            {errors.bookIds.message}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="min-w-0 sm:col-span-2">
        <legend className={legendClass}>Validade</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {EXPIRY_CHOICES.map((choice) => (
            <label key={choice.value} className={radioCardClass}>
              <input
                type="radio"
                value={choice.value}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                {...form.register('expiry')}
              />
              <span className="font-medium">{choice.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
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
