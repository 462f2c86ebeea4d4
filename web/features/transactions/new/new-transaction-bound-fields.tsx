import type { ReactNode } from 'react';
import { HOME_CURRENCY } from '../../../../common/currencies';
import { AccountSelect } from '../../../components/ui/account-select';
import { FormError } from '../../../components/ui/alert';
import { CategorySelect } from '../../../components/ui/category-select';
import { DateField } from '../../../components/ui/date-field';
import { MoneyField } from '../../../components/ui/money-field';
import { currencySymbol } from '../../../entities/account/public';
import { DescriptionField, PayeeField, TagsField } from '../../../entities/transaction/transaction-fields';
import type { CapturedField } from '../capture/captured-fields';
import { ESTIMATE_HINT } from '../shared/foreign-purchase';
import { SplitEditor } from '../shared/split-editor';
import { TransactionFieldLayout } from '../shared/transaction-field-layout';
import { CrossCurrencyFields } from './cross-currency-fields';
import { ForeignPurchaseFields } from './foreign-purchase-fields';
import { InstallmentChoice } from './installment-choice';
import { NewKindField, NewTransactionNotice, TransferDestinationField } from './new-transaction-fields';
import { NEW_TRANSACTION_FORM_ID, type NewTransaction } from './use-new-transaction';

/**
 * 'Valor', or with its currency where it matters: 'Valor (US$)' on an account in dollars, 'Valor (R$)' beside a
 * purchase in another currency.
 */
function amountLabel(t: Pick<NewTransaction, 'currency' | 'abroad'>): { label: string; prefix?: string } {
  if (t.currency !== HOME_CURRENCY) {
    const symbol = currencySymbol(t.currency);
    return { label: `Valor (${symbol})`, prefix: symbol };
  }
  return { label: t.abroad ? 'Valor (R$)' : 'Valor' };
}

/** The form of 'Nova transação': its fields bound to the hook's form, in the layout both dialogs share. */
export function NewTransactionBoundFields({
  t,
  note,
  people,
  billError,
  onClose,
}: {
  t: NewTransaction;
  /** What a capture (a code, a receipt) filled in the field, said under it. */
  note: (field: CapturedField) => ReactNode;
  /** In a shared book, an expense's division between its people: the dialog holds it (household's). */
  people: ReactNode;
  /** Saving a boleto as a conta a pagar fails here too: said where the save's own error is. */
  billError: string | null;
  onClose: () => void;
}) {
  const { form, kind, accountId, otherBooks, categoryList } = t;
  // Computed here, not taken from the hook: so `kind` narrows where it is not a transfer.
  const isTransfer = kind === 'transfer';
  const { control, setValue, getValues } = form;

  return (
    <TransactionFieldLayout
      formId={NEW_TRANSACTION_FORM_ID}
      onSubmit={t.submit(false)}
      notice={
        <NewTransactionNotice
          form={form}
          noAccounts={t.accounts.isSuccess && t.accountList.length === 0}
          transfer={isTransfer}
          onClose={onClose}
        />
      }
      type={<NewKindField form={form} />}
      amount={
        <MoneyField
          control={control}
          name="amount"
          {...amountLabel(t)}
          hint={note('amount') ?? (t.abroad ? ESTIMATE_HINT : undefined)}
        />
      }
      date={<DateField control={control} name="date" label="Data" hint={note('date')} />}
      account={
        <AccountSelect
          control={control}
          name="accountId"
          label={isTransfer ? 'Conta de origem' : 'Conta'}
          placeholder="Selecione..."
          accounts={t.accountList}
          otherBooks={isTransfer ? otherBooks : []}
          onValueChange={(id) => {
            if (getValues('toAccountId') === id) setValue('toAccountId', '');
          }}
        />
      }
      category={
        isTransfer ? (
          <TransferDestinationField
            form={form}
            destinations={t.destinations}
            otherBooks={otherBooks}
            accountId={accountId}
          />
        ) : (
          <CategorySelect
            control={control}
            name="categoryId"
            label="Categoria"
            placeholder="Sem categoria"
            categories={categoryList}
            type={kind}
            hint={note('categoryId') ?? t.categoryHint}
          />
        )
      }
      foreign={
        t.offersForeign ? (
          <ForeignPurchaseFields form={form} expense={kind === 'despesa'} date={t.date} />
        ) : null
      }
      card={
        t.onCard && t.card ? (
          <InstallmentChoice
            form={form}
            card={t.card}
            canSplit={t.canSplitInInstallments}
            parts={t.parts}
            date={t.date}
          />
        ) : isTransfer && t.crossCurrency ? (
          <CrossCurrencyFields form={form} currencies={t.crossCurrency} />
        ) : null
      }
      description={
        <DescriptionField
          control={control}
          name="description"
          placeholder={isTransfer ? 'Transferência' : 'Ex.: Supermercado'}
          hint={note('description')}
        />
      }
      payee={
        isTransfer ? null : (
          <PayeeField
            control={control}
            name="payeeName"
            hint={note('payeeName') ?? 'Um nome novo é cadastrado ao salvar'}
          />
        )
      }
      tags={<TagsField control={control} name="tagNames" />}
      splits={isTransfer ? null : <SplitEditor form={form} categories={categoryList} type={kind} />}
      people={people}
      end={<FormError message={t.error ?? billError} className="col-span-2" />}
    />
  );
}
