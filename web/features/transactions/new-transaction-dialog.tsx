import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '../../../common/card-bills';
import { transactionCreateBody, transferCreateBody } from '../../../common/contract/transactions';
import { parseAmount } from '../../../common/money';
import { AccountSelect } from '../../components/ui/account-select';
import { Alert, FormError } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CategorySelect } from '../../components/ui/category-select';
import { DateField } from '../../components/ui/date-field';
import { SelectField } from '../../components/ui/field';
import { FormModalFooter, Modal } from '../../components/ui/modal';
import { MoneyField } from '../../components/ui/money-field';
import { useToast } from '../../components/ui/toast';
import { useAccounts } from '../../entities/account/public';
import { useCategories } from '../../entities/category/public';
import { SAVE_FAILED, saveErrorMessage } from '../../entities/transaction/transaction-display';
import { DescriptionField, PayeeField, TagsField } from '../../entities/transaction/transaction-fields';
import { browserToday } from '../../lib/browser-today';
import { announceTransactionCreated } from '../../lib/events';
import { NewExpenseShare, type NewExpenseShareValue } from '../household/public';
import { useCreateTransaction } from './api/transactions';
import { useCreateTransfer, useTransferBooks } from './api/transfers';
import { BillChoiceField } from './bill-choice-field';
import { installmentPreview } from './installment-preview';
import {
  buildNewTransactionRequest,
  kindLabels,
  type NewTransactionValues,
  newTransactionDefaults,
  newTransactionForm,
  TRANSACTION_KINDS,
} from './new-transaction-form';
import { RecordedTransferLeg } from './recorded-transfer-leg';
import { SplitEditor } from './split-editor';
import { TransactionFieldLayout } from './transaction-field-layout';
import { TypeToggle } from './type-toggle';
import { useSuggestedClassification } from './use-suggested-classification';

const FORM_ID = 'new-transaction-form';
/** The first field a person fills: the dialog opens there, and comes back there after 'Salvar e adicionar outra'. */
const AMOUNT_FIELD = `#${FORM_ID} [name="amount"]`;
const kindOptions = TRANSACTION_KINDS.map((value) => ({ value, label: kindLabels[value] }));
const INSTALLMENT_CHOICES = Array.from({ length: MAX_INSTALLMENTS - MIN_INSTALLMENTS + 1 }, (_, i) =>
  String(MIN_INSTALLMENTS + i),
);

/** The amount typed, in cents, when it is a positive amount (what a division is previewed against). */
function positiveCents(text: string): number | null {
  const cents = parseAmount(text, 'comma');
  return cents !== null && cents > 0 ? cents : null;
}

/** Today in the browser's zone: the person's own clock decides the default date. */

/** The form of the 'Nova transação' dialog; onClose must be stable (see NewTransactionModal). */
export function NewTransactionDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const accounts = useAccounts();
  const categories = useCategories();
  const createTransaction = useCreateTransaction();
  const createTransfer = useCreateTransfer();
  const [error, setError] = useState<string | null>(null);
  // In a shared book: who paid the expense and how it is divided, sent with it ('Dividir entre pessoas').
  const [share, setShare] = useState<NewExpenseShareValue | null>(null);

  const form = useForm<NewTransactionValues>({
    resolver: zodResolver(newTransactionForm, undefined, { raw: true }),
    defaultValues: newTransactionDefaults(browserToday()),
  });
  const { register, control, setValue, getValues, formState } = form;
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
    const request = buildNewTransactionRequest(values, bookOf, share?.fields);
    // The shared contract checks the body before it leaves, as the server will.
    const check =
      request.endpoint === 'transfers'
        ? transferCreateBody.safeParse(request.body)
        : transactionCreateBody.safeParse(request.body);
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? SAVE_FAILED);
      return;
    }
    try {
      if (request.endpoint === 'transfers') await createTransfer.mutateAsync(request.body);
      else await createTransaction.mutateAsync(request.body);
    } catch (e) {
      setError(saveErrorMessage(e));
      return;
    }
    announceTransactionCreated();
    toast(request.endpoint === 'transfers' ? 'Transferência salva' : 'Transação salva');
    if (!keepOpen) {
      onClose();
      return;
    }
    form.reset(newTransactionDefaults(browserToday(), values));
    setShare(null);
    // reset() drops the fields' refs until the next render (setFocus would find none): the input stays the same.
    document.querySelector<HTMLElement>(AMOUNT_FIELD)?.focus();
  };

  const submit = (keepOpen: boolean) => form.handleSubmit((values) => save(values, keepOpen));

  return (
    <Modal
      open
      title="Nova transação"
      onClose={onClose}
      widthClass="max-w-[720px]"
      initialFocus={AMOUNT_FIELD}
      dirty={formState.isDirty || share !== null}
      footer={
        <FormModalFooter formId={FORM_ID} onCancel={onClose} pending={saving}>
          <Button
            variant="secondary"
            className="max-sm:order-last max-sm:w-full"
            disabled={saving}
            onClick={() => void submit(true)()}
          >
            Salvar e adicionar outra
          </Button>
        </FormModalFooter>
      }
    >
      <TransactionFieldLayout
        formId={FORM_ID}
        onSubmit={submit(false)}
        notice={
          accounts.isSuccess && accountList.length === 0 ? (
            <Alert tone="info" className="col-span-2">
              Cadastre uma conta antes de registrar transações.{' '}
              <Link to="/accounts" className="font-medium underline" onClick={onClose}>
                Ir para Contas
              </Link>
            </Alert>
          ) : isTransfer ? (
            <RecordedTransferLeg
              typed={{ fromAccountId: accountId, toAccountId, amountText, date }}
              onDone={onClose}
            />
          ) : null
        }
        type={
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
        }
        amount={<MoneyField control={control} name="amount" label="Valor" />}
        date={<DateField control={control} name="date" label="Data" />}
        account={
          <AccountSelect
            control={control}
            name="accountId"
            label={isTransfer ? 'Conta de origem' : 'Conta'}
            placeholder="Selecione..."
            accounts={accountList}
            otherBooks={isTransfer ? otherBooks : []}
            onValueChange={(id) => {
              if (getValues('toAccountId') === id) setValue('toAccountId', '');
            }}
          />
        }
        category={
          isTransfer ? (
            <AccountSelect
              control={control}
              name="toAccountId"
              label="Conta de destino"
              placeholder="Selecione..."
              accounts={destinations}
              otherBooks={otherBooks.map((b) => ({
                ...b,
                accounts: b.accounts.filter((a) => String(a.id) !== accountId),
              }))}
            />
          ) : (
            <CategorySelect
              control={control}
              name="categoryId"
              label="Categoria"
              placeholder="Sem categoria"
              categories={categoryList}
              type={kind}
              hint={categoryHint}
            />
          )
        }
        card={
          onCard ? (
            <div className="grid gap-1 sm:grid-cols-2 sm:items-start sm:gap-4">
              {canSplitInInstallments ? (
                <SelectField label="Parcelas" {...register('installments')}>
                  <option value="">À vista</option>
                  {INSTALLMENT_CHOICES.map((n) => (
                    <option key={n} value={n}>
                      {n}x
                    </option>
                  ))}
                </SelectField>
              ) : null}
              <div className={canSplitInInstallments ? 'sm:pt-7' : 'sm:col-span-2'}>
                {parts ? (
                  <p
                    className="text-sm font-medium text-slate-900 dark:text-slate-100"
                    data-testid="installment-preview"
                  >
                    {parts}
                  </p>
                ) : null}
                <BillChoiceField control={control} name="billMonth" date={date} card={card} />
              </div>
            </div>
          ) : null
        }
        description={
          <DescriptionField
            control={control}
            name="description"
            placeholder={isTransfer ? 'Transferência' : 'Ex.: Supermercado'}
          />
        }
        payee={
          isTransfer ? null : (
            <PayeeField control={control} name="payeeName" hint="Um nome novo é cadastrado ao salvar" />
          )
        }
        tags={isTransfer ? null : <TagsField control={control} name="tagNames" />}
        splits={isTransfer ? null : <SplitEditor form={form} categories={categoryList} type={kind} />}
        people={
          kind === 'despesa' ? (
            <NewExpenseShare
              className="col-span-2"
              value={share}
              onChange={setShare}
              label={description ?? ''}
              amountCents={positiveCents(amountText)}
              installments={installments !== ''}
            />
          ) : null
        }
        end={<FormError message={error} className="col-span-2" />}
      />
    </Modal>
  );
}
