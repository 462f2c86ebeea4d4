import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { nameSchema } from '../../../common/contract/shared';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { TextField } from '../ui/field';
import { useToast } from '../ui/toast';
import { refusalMessage } from './refusal';

/** The name field of the create and rename forms. */
export const nameForm = z.object({ name: nameSchema });

interface AddNameFormProps {
  title: string;
  label: string;
  placeholder?: string;
  /** Sends the trimmed name; rejects when the server refuses. */
  onAdd: (name: string) => Promise<unknown>;
  added: string;
  failed: string;
  /** Fields shown before the name (the category type). */
  children?: ReactNode;
}

/** The create form of categories, tags and payees: a name of 2 to 80 characters, trimmed. */
export function AddNameForm({ title, label, placeholder, onAdd, added, failed, children }: AddNameFormProps) {
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof nameForm>, unknown, z.output<typeof nameForm>>({
    resolver: zodResolver(nameForm),
    defaultValues: { name: '' },
  });
  const blank = form.watch('name').trim() === '';
  const { isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name }) => {
    setError(null);
    try {
      await onAdd(name);
      form.reset({ name: '' });
      toast(added);
      form.setFocus('name');
    } catch (e) {
      setError(refusalMessage(e, failed));
    }
  });

  return (
    <Card className="mb-6">
      <h2 className="mb-3 font-semibold">{title}</h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {children}
        <TextField
          label={label}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={80}
          className="sm:flex-1"
          error={errors.name?.message}
          {...form.register('name', { onChange: () => setError(null) })}
        />
        <div className="sm:pt-6">
          <Button type="submit" className="w-full sm:w-auto" disabled={blank || isSubmitting}>
            <Plus size={16} aria-hidden />
            {isSubmitting ? 'Adicionando...' : 'Adicionar'}
          </Button>
        </div>
      </form>
      {error ? (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
    </Card>
  );
}
