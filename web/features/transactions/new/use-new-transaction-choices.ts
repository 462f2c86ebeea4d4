import { useEffect } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { Account } from '../../../../common/contract/accounts';
import { type CurrencyCode, HOME_CURRENCY } from '../../../../common/currencies';
import { useTransferBooks } from '../api/transfers';
import type { NewTransactionValues } from '../shared/new-transaction-form';
import { installmentPreview } from './installment-preview';

/**
 * What the choices made so far in 'Nova transação' allow: a transfer's other books and destinations, a card's
 * installments and bill. A choice the form no longer allows is dropped, so it is neither shown nor sent.
 */
export function useNewTransactionChoices(form: UseFormReturn<NewTransactionValues>, accountList: Account[]) {
  const { control, setValue, getValues } = form;
  const kind = useWatch({ control, name: 'kind' });
  const accountId = useWatch({ control, name: 'accountId' });
  const installments = useWatch({ control, name: 'installments' });
  const amountText = useWatch({ control, name: 'amount' });
  const foreign = useWatch({ control, name: 'foreign' });
  const isTransfer = kind === 'transfer';
  const account = accountList.find((a) => String(a.id) === accountId);
  // The currency of the account's rows: its amount is typed in it ('Valor (US$)').
  const currency: CurrencyCode = account?.currency ?? HOME_CURRENCY;
  // A purchase in another currency goes on an account in reais (a card used abroad): offered there only.
  const offersForeign = !isTransfer && currency === HOME_CURRENCY;
  const abroad = offersForeign && foreign;
  useEffect(() => {
    if (!offersForeign && getValues('foreign')) setValue('foreign', false);
  }, [offersForeign, getValues, setValue]);

  const destinations = accountList.filter((a) => String(a.id) !== accountId);
  // A transfer may go to (or come from) an account of another book the person writes in.
  const otherBooks = useTransferBooks(isTransfer).data ?? [];
  const bookOf = (id: number) => otherBooks.find((b) => b.accounts.some((a) => a.id === id))?.id;
  // Installments are a card's expense, and a bill a card's row: the choices show there only, and are dropped
  // elsewhere.
  const card = account?.type === 'credit_card' ? account : undefined;
  const onCard = card !== undefined && !isTransfer;
  // A purchase abroad comes whole on the bill.
  const canSplitInInstallments = onCard && kind === 'despesa' && !abroad;
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

  return {
    kind,
    accountId,
    installments,
    amountText,
    isTransfer,
    destinations,
    otherBooks,
    bookOf,
    card,
    onCard,
    canSplitInInstallments,
    parts,
    currency,
    offersForeign,
    abroad,
  };
}
