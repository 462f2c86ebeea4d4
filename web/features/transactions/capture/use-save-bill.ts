import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useToast } from '../../../components/ui/toast';
import { saveErrorMessage } from '../../../entities/transaction/transaction-display';
import { useCreateRecurring } from '../../recurring/public';
import type { NewTransactionValues } from '../shared/new-transaction-form';
import { billBody } from './captured-fields';

/**
 * 'Salvar como conta a pagar': the filled form becomes a conta a pagar (POST /recurring, kind 'conta', due on the
 * boleto's date) instead of an expense; it then shows among the fixed items, the forecast and the reminders.
 */
export function useSaveBill(form: UseFormReturn<NewTransactionValues>, onSaved: () => void) {
  const toast = useToast();
  const create = useCreateRecurring();
  const [error, setError] = useState<string | null>(null);
  const save = (dueDate: string, capturedCode: string) =>
    form.handleSubmit(async (values) => {
      setError(null);
      try {
        await create.mutateAsync(billBody(values, dueDate, capturedCode));
      } catch (e) {
        setError(saveErrorMessage(e));
        return;
      }
      toast('Conta a pagar salva');
      onSaved();
    })();
  return { save, saving: create.isPending, error };
}
