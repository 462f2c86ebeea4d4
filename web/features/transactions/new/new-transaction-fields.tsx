import { type UseFormReturn, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { Account } from '../../../../common/contract/accounts';
import { AccountSelect, type OtherBookChoice } from '../../../components/ui/account-select';
import { Alert } from '../../../components/ui/alert';
import { kindLabels, type NewTransactionValues, TRANSACTION_KINDS } from '../shared/new-transaction-form';
import { TypeToggle } from '../shared/type-toggle';
import { RecordedTransferLeg } from './recorded-transfer-leg';

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
  form,
  noAccounts,
  transfer,
  onClose,
}: {
  form: UseFormReturn<NewTransactionValues>;
  noAccounts: boolean;
  /** The row is a transfer. */
  transfer: boolean;
  onClose: () => void;
}) {
  const [fromAccountId, toAccountId, amountText, date] = useWatch({
    control: form.control,
    name: ['accountId', 'toAccountId', 'amount', 'date'],
  });
  if (noAccounts)
    return (
      <Alert tone="info" className="col-span-2">
        Cadastre uma conta antes de registrar transações.{' '}
        <Link to="/accounts" className="font-medium underline" onClick={onClose}>
          Ir para Contas
        </Link>
      </Alert>
    );
  return transfer ? (
    <RecordedTransferLeg typed={{ fromAccountId, toAccountId, amountText, date }} onDone={onClose} />
  ) : null;
}

/** 'Conta de destino' of a transfer: any other account, this book's or another one's the person writes in. */
export function TransferDestinationField({
  form,
  destinations,
  otherBooks,
  accountId,
}: {
  form: UseFormReturn<NewTransactionValues>;
  /** This book's accounts but the origin. */
  destinations: readonly Account[];
  otherBooks: readonly OtherBookChoice[];
  /** The origin, left out of the other books' accounts too. */
  accountId: string;
}) {
  return (
    <AccountSelect
      control={form.control}
      name="toAccountId"
      label="Conta de destino"
      placeholder="Selecione..."
      accounts={destinations}
      otherBooks={otherBooks.map((b) => ({
        ...b,
        accounts: b.accounts.filter((a) => String(a.id) !== accountId),
      }))}
    />
  );
}
