import { Plus } from 'lucide-react';
import { useState } from 'react';
import { FormError } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useToast } from '../../components/ui/toast';
import { useCreateAccount } from '../../entities/account/api/accounts';
import { placeRefusal } from '../../lib/place-refusal';
import {
  ACCOUNT_REFUSAL_FIELDS,
  AccountFields,
  newAccountValues,
  toAccountBody,
  useAccountForm,
} from './account-form';

export function NewAccountCard() {
  const create = useCreateAccount();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const form = useAccountForm(newAccountValues);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await create.mutateAsync(toAccountBody(values));
      form.reset(newAccountValues);
      toast('Conta criada');
      form.setFocus('name');
    } catch (e) {
      setError(placeRefusal(e, ACCOUNT_REFUSAL_FIELDS, form.setError, 'Erro ao salvar conta'));
    }
  });

  return (
    <Card className="mb-6">
      <h2 className="mb-3 font-semibold">Nova conta</h2>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Nova conta"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1.2fr)] lg:items-start"
      >
        <AccountFields form={form} />
        <div className="sm:col-span-2 lg:col-span-full lg:flex lg:justify-end">
          <Button type="submit" className="w-full lg:w-auto" disabled={create.isPending}>
            <Plus size={16} aria-hidden />
            {create.isPending ? 'Salvando...' : 'Adicionar conta'}
          </Button>
        </div>
      </form>
      <FormError message={error} className="mt-3" />
    </Card>
  );
}
