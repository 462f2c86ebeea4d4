import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { TransactionShareFields } from '../../../common/contract/household';
import { transactionCreateBody, transferCreateBody } from '../../../common/contract/transactions';
import { useToast } from '../../components/ui/toast';
import { useAccounts } from '../../entities/account/public';
import { useCategories } from '../../entities/category/public';
import { SAVE_FAILED, saveErrorMessage } from '../../entities/transaction/transaction-display';
import { browserToday } from '../../lib/browser-today';
import { announceTransactionCreated } from '../../lib/events';
import { useCreateTransaction } from './api/transactions';
import { useCreateTransfer, useTransferBooks } from './api/transfers';
import { installmentPreview } from './installment-preview';
import {
  buildNewTransactionRequest,
  type NewTransactionValues,
  newTransactionDefaults,
  newTransactionForm,
} from './new-transaction-form';
import { useSuggestedClassification } from './use-suggested-classification';

export const NEW_TRANSACTION_FORM_ID = 'new-transaction-form';
export const SAVED_WITHOUT_ATTACHMENT = 'Transação salva, mas um comprovante não foi enviado:';
/** The first field a person fills: the dialog opens there, and comes back there after 'Salvar e adicionar outra'. */
export const AMOUNT_FIELD = `#${NEW_TRANSACTION_FORM_ID} [name="amount"]`;

/** The shared contract checks the body before it leaves, as the server will: its first complaint, or null. */
function bodyProblem(request: ReturnType<typeof buildNewTransactionRequest>): string | null {
  const check =
    request.endpoint === 'transfers'
      ? transferCreateBody.safeParse(request.body)
      : transactionCreateBody.safeParse(request.body);
  return check.success ? null : (check.error.issues[0]?.message ?? SAVE_FAILED);
}

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
  const toast = useToast();
  const accounts = useAccounts();
  const categories = useCategories();
  const createTransaction = useCreateTransaction();
  const createTransfer = useCreateTransfer();
  const [error, setError] = useState<string | null>(null);

  const form = useForm<NewTransactionValues>({
    resolver: zodResolver(newTransactionForm, undefined, { raw: true }),
    defaultValues: newTransactionDefaults(browserToday()),
  });
  const { control, setValue, getValues } = form;
  const kind = useWatch({ control, name: 'kind' });
  const accountId = useWatch({ control, name: 'accountId' });
  const installments = useWatch({ control, name: 'installments' });
  const amountText = useWatch({ control, name: 'amount' });
  const date = useWatch({ control, name: 'date' });
  const toAccountId = useWatch({ control, name: 'toAccountId' });
  const description = useWatch({ control, name: 'description' });
  const isTransfer = kind === 'transfer';
  const categoryHint = useSuggestedClassification(form, !isTransfer);

  const accountList = accounts.data ?? [];
  const categoryList = categories.data ?? [];
  const destinations = accountList.filter((a) => String(a.id) !== accountId);
  // A transfer may go to (or come from) an account of another book the person writes in.
  const otherBooks = useTransferBooks(isTransfer).data ?? [];
  const bookOf = (id: number) => otherBooks.find((b) => b.accounts.some((a) => a.id === id))?.id;
  // Installments are a card's expense, and a bill a card's row: the choices show there only, and are dropped
  // elsewhere.
  const card = accountList.find((a) => String(a.id) === accountId && a.type === 'credit_card');
  const onCard = card !== undefined && !isTransfer;
  const canSplitInInstallments = onCard && kind === 'despesa';
  useEffect(() => {
    if (!canSplitInInstallments && getValues('installments') !== '') setValue('installments', '');
  }, [canSplitInInstallments, getValues, setValue]);
  useEffect(() => {
    if (!onCard && getValues('billMonth') !== '') setValue('billMonth', '');
  }, [onCard, getValues, setValue]);
  // Another book's account is a transfer's only: an income or expense is written in the open book.
  const fromOtherBook = otherBooks.some((b) => b.accounts.some((a) => String(a.id) === accountId));
  useEffect(() => {
    if (!isTransfer && fromOtherBook) setValue('accountId', '');
  }, [isTransfer, fromOtherBook, setValue]);
  const parts =
    canSplitInInstallments && installments !== ''
      ? installmentPreview(amountText, Number(installments))
      : null;

  // With a single account there is nothing to choose. It becomes the field's default: chosen by the dialog, not
  // typed, so it alone does not make the form ask 'Descartar alterações?'.
  useEffect(() => {
    const only = accounts.data?.length === 1 ? accounts.data[0] : undefined;
    if (only && !getValues('accountId')) form.resetField('accountId', { defaultValue: String(only.id) });
  }, [accounts.data, getValues, form]);

  const saving = createTransaction.isPending || createTransfer.isPending;

  const save = async (values: NewTransactionValues, keepOpen: boolean) => {
    setError(null);
    if (!(await capture.mayRecord())) return;
    const request = buildNewTransactionRequest(
      values,
      bookOf,
      share.fields(),
      capture.codeKey(),
      capture.payeeDocument(),
    );
    const problem = bodyProblem(request);
    if (problem !== null) {
      setError(problem);
      return;
    }
    let savedId: number;
    try {
      savedId =
        request.endpoint === 'transfers'
          ? (await createTransfer.mutateAsync(request.body)).from.id
          : (await createTransaction.mutateAsync(request.body)).id;
    } catch (e) {
      setError(saveErrorMessage(e));
      return;
    }
    // The transaction is kept whatever becomes of its files: a refused one is said, and can be added again.
    const refused = await attachments.sendTo(savedId);
    attachments.clear();
    announceTransactionCreated();
    if (refused) toast(`${SAVED_WITHOUT_ATTACHMENT} ${refused}`, 'error');
    else toast(request.endpoint === 'transfers' ? 'Transferência salva' : 'Transação salva');
    if (!keepOpen) {
      onClose();
      return;
    }
    form.reset(newTransactionDefaults(browserToday(), values));
    share.clear();
    capture.clear();
    // reset() drops the fields' refs until the next render (setFocus would find none): the input stays the same.
    document.querySelector<HTMLElement>(AMOUNT_FIELD)?.focus();
  };

  const submit = (keepOpen: boolean) => form.handleSubmit((values) => save(values, keepOpen));

  return {
    form,
    kind,
    accountId,
    installments,
    amountText,
    date,
    toAccountId,
    description,
    isTransfer,
    categoryHint,
    accounts,
    accountList,
    categoryList,
    destinations,
    otherBooks,
    card,
    onCard,
    canSplitInInstallments,
    parts,
    saving,
    error,
    submit,
  };
}
