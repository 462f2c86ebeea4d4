import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { TransactionShareFields } from '../../../../common/contract/household';
import { useAccounts } from '../../../entities/account/public';
import { useCategories } from '../../../entities/category/public';
import { browserToday } from '../../../lib/browser-today';
import {
  type NewTransactionValues,
  newTransactionDefaults,
  newTransactionForm,
} from '../shared/new-transaction-form';
import { crossCurrencyOf } from './cross-currency-fields';
import { useNewTransactionChoices } from './use-new-transaction-choices';
import { useSaveNewTransaction } from './use-save-new-transaction';
import { useSuggestedClassification } from './use-suggested-classification';

export const NEW_TRANSACTION_FORM_ID = 'new-transaction-form';
/** The first field a person fills: the dialog opens there, and comes back there after 'Salvar e adicionar outra'. */
export const AMOUNT_FIELD = `#${NEW_TRANSACTION_FORM_ID} [name="amount"]`;

/**
 * What 'Nova transação' knows and does: its form and what the choices made so far allow (a transfer's other
 * books, a card's installments and bill), the division of a shared expense, and the save, which closes the
 * dialog or, kept open, starts a new form from this one.
 */
export function useNewTransaction(
  onClose: () => void,
  /**
   * In a shared book, who paid the expense and how it is divided ('Dividir entre pessoas'): the dialog holds it
   * (household's), the save sends its fields and a new form clears it.
   */
  share: { fields: () => TransactionShareFields | undefined; clear: () => void },
  /** The comprovantes held by the dialog: sent to the transaction once it is saved, then dropped. */
  attachments: { sendTo: (transactionId: number) => Promise<string | null>; clear: () => void },
  /** A Pix or boleto code read into the form: its key is saved with the row, and a new form forgets it. */
  capture: {
    codeKey: () => string | undefined;
    mayRecord: () => Promise<boolean>;
    /** A receipt's business and CNPJ, kept on the payee of that name. */
    payeeDocument: () => { name: string; document: string } | undefined;
    clear: () => void;
  },
) {
  const accounts = useAccounts();
  const categories = useCategories();

  const form = useForm<NewTransactionValues>({
    resolver: zodResolver(newTransactionForm, undefined, { raw: true }),
    defaultValues: newTransactionDefaults(browserToday()),
  });
  const { control, getValues } = form;
  const date = useWatch({ control, name: 'date' });
  const toAccountId = useWatch({ control, name: 'toAccountId' });
  const description = useWatch({ control, name: 'description' });

  const accountList = accounts.data ?? [];
  const categoryList = categories.data ?? [];
  const choices = useNewTransactionChoices(form, accountList);
  const categoryHint = useSuggestedClassification(form, !choices.isTransfer);
  // A transfer between two currencies asks what arrived (and the IOF, from reais); otherwise those fields are not
  // offered, and what was typed in them is not sent.
  const crossCurrency = choices.isTransfer
    ? crossCurrencyOf(accountList, choices.accountId, toAccountId)
    : null;
  const notOffered = crossCurrency === null;
  const iofOffered = crossCurrency?.from === 'BRL';
  useEffect(() => {
    if (notOffered && getValues('destinationAmount') !== '') form.setValue('destinationAmount', '');
    if (!iofOffered && getValues('iof') !== '') form.setValue('iof', '');
  }, [notOffered, iofOffered, getValues, form]);

  // With a single account there is nothing to choose. It becomes the field's default: chosen by the dialog, not
  // typed, so it alone does not make the form ask 'Descartar alterações?'.
  useEffect(() => {
    const only = accounts.data?.length === 1 ? accounts.data[0] : undefined;
    if (only && !getValues('accountId')) form.resetField('accountId', { defaultValue: String(only.id) });
  }, [accounts.data, getValues, form]);

  const { save, saving, error } = useSaveNewTransaction({
    bookOf: choices.bookOf,
    shareFields: share.fields,
    attachments,
    capture,
    fieldError: (field, message) => form.setError(field, { type: 'server', message }, { shouldFocus: true }),
    onClose,
    startAnother: (saved) => {
      form.reset(newTransactionDefaults(browserToday(), saved));
      share.clear();
      capture.clear();
      // reset() drops the fields' refs until the next render (setFocus would find none): the input stays the same.
      document.querySelector<HTMLElement>(AMOUNT_FIELD)?.focus();
    },
  });

  const submit = (keepOpen: boolean) => form.handleSubmit((values) => save(values, keepOpen));

  return {
    form,
    ...choices,
    date,
    toAccountId,
    crossCurrency,
    description,
    categoryHint,
    accounts,
    accountList,
    categoryList,
    saving,
    error,
    submit,
  };
}

export type NewTransaction = ReturnType<typeof useNewTransaction>;
