import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { kindLabels, type NewTransactionValues, TRANSACTION_KINDS } from './new-transaction-form';
import { RecordedTransferLeg } from './recorded-transfer-leg';
import { TypeToggle } from './type-toggle';

const kindOptions = TRANSACTION_KINDS.map((value) => ({ value, label: kindLabels[value] }));

/** 'Tipo' of a new row: receita, despesa or transferência; another type clears the categories chosen. */
export function NewKindField({ form }: { form: UseFormReturn<NewTransactionValues> }) {
  const { register, setValue, getValues } = form;
  return (
    <TypeToggle
      legend="Tipo"
      options={kindOptions}
      {...register('kind', {
        onChange: () => {
          // Categories belong to a type: a choice made for the other type no longer fits.
          setValue('categoryId', '');
          getValues('splits').forEach((_, i) => {
            setValue(`splits.${i}.categoryId`, '');
          });
        },
      })}
    />
  );
}

/**
 * Above a new row's fields: the way to Contas when the book has none, or, for a transfer, the leg already
 * recorded that it may be (from a bank's statement).
 */
export function NewTransactionNotice({
  noAccounts,
  transfer,
  onClose,
}: {
  noAccounts: boolean;
  transfer: { fromAccountId: string; toAccountId: string; amountText: string; date: string } | null;
  onClose: () => void;
}) {
  if (noAccounts)
    return (
      <Alert tone="info" className="col-span-2">
        Cadastre uma conta antes de registrar transações.{' '}
        <Link to="/accounts" className="font-medium underline" onClick={onClose}>
          Ir para Contas
        </Link>
      </Alert>
    );
  return transfer ? <RecordedTransferLeg typed={transfer} onDone={onClose} /> : null;
}
