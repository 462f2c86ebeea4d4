import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { statusLabels, TRANSACTION_STATUSES, type Transaction } from '../../../common/contract/transactions';
import { AccountSelect } from '../../components/ui/account-select';
import { Alert, FormError } from '../../components/ui/alert';
import { Button, focusRing } from '../../components/ui/button';
import { CategorySelect } from '../../components/ui/category-select';
import { useConfirm } from '../../components/ui/confirm-provider';
import { DateField } from '../../components/ui/date-field';
import { SelectField } from '../../components/ui/field';
import { FormModalFooter, Modal } from '../../components/ui/modal';
import { MoneyField } from '../../components/ui/money-field';
import { useToast } from '../../components/ui/toast';
import { useAccounts } from '../../entities/account/public';
import { BillPaymentOffers } from '../../entities/card/public';
import { useCategories } from '../../entities/category/public';
import { saveErrorMessage, transferLegNotice } from '../../entities/transaction/transaction-display';
import { DescriptionField, PayeeField, TagsField } from '../../entities/transaction/transaction-fields';
import { useUndoToast } from '../../entities/undo/public';
import { cn } from '../../lib/cn';
import { installmentLabel } from '../../lib/installment-label';
import { redivisionNotice, TransactionPeople } from '../household/public';
import { DuplicateNotice } from '../import/public';
import { newRuleLink } from '../rules/public';
import { useDeletePurchase, useUpdateTransaction } from './api/transactions';
import { BankLineNotice } from './bank-line-notice';
import { BillChoiceField } from './bill-choice-field';
import {
  buildUpdateBody,
  canSplit,
  type EditTransactionValues,
  editMovesMoney,
  editTransactionForm,
  editValuesOf,
  isTransferLeg,
  withPeopleOf,
} from './edit-transaction-form';
import { TransactionHistory } from './history/transaction-history';
import { kindLabels } from './new-transaction-form';
import { SplitEditor } from './split-editor';
import { mayPayBill, ToTransfer } from './to-transfer';
import { TransactionFieldLayout } from './transaction-field-layout';
import { TypeToggle } from './type-toggle';

const FORM_ID = 'edit-transaction-form';
/** Asked before saving a row "Conferir saldo" marked RECONCILED (it matched the bank's statement). */
export const RECONCILED_EDIT_QUESTION = {
  title: 'Transação conferida',
  message: 'Esta transação já foi conferida com o extrato do banco. Alterar mesmo assim?',
  confirmLabel: 'Alterar',
} as const;
/** Editing turns an income into an expense or back, never into a transfer. */
const typeOptions = (['receita', 'despesa'] as const).map((value) => ({ value, label: kindLabels[value] }));

/** 'Editar Transação'. onClose must be stable (the dialog refocuses its first field when it changes). */
export function EditTransactionModal({
  transaction,
  onClose,
}: {
  transaction: Transaction;
  onClose: () => void;
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const undoToast = useUndoToast();
  const accounts = useAccounts();
  const categories = useCategories();
  const update = useUpdateTransaction();
  const removePurchase = useDeletePurchase();
  const [error, setError] = useState<string | null>(null);
  // The row as saved now: its division, saved from this dialog, changes who paid, the parts and the version.
  const [stored, setStored] = useState(transaction);
  const transfer = isTransferLeg(transaction);
  const reconciled = transaction.status === 'RECONCILED';
  // Escape reaches every open dialog: while 'Confirmar alterações?' is asked, only that question closes.
  const confirming = useRef(false);
  const close = useCallback(() => {
    if (!confirming.current) onClose();
  }, [onClose]);

  const form = useForm<EditTransactionValues>({
    resolver: zodResolver(editTransactionForm, undefined, { raw: true }),
    defaultValues: editValuesOf(transaction),
  });
  const { register, control, setValue, getValues, formState } = form;
  const { errors } = formState;
  const type = useWatch({ control, name: 'type' });
  const amount = useWatch({ control, name: 'amount' });
  const negative = amount.trim().startsWith('-');
  const accountId = useWatch({ control, name: 'accountId' });
  const date = useWatch({ control, name: 'date' });

  const accountList = accounts.data ?? [];
  const categoryList = categories.data ?? [];
  const cardOf = (id: string) => accountList.find((a) => String(a.id) === id && a.type === 'credit_card');
  // A bill is a card's row's; a transfer leg (a bill payment among them) keeps the one it has.
  const card = transfer ? undefined : cardOf(accountId);
  // An archived account is not offered for new entries, but the transaction's own stays selectable (listed as
  // it always was, without the archived mark: the transaction names it by name only).
  const accountOptions = accountList.some((a) => a.id === transaction.contaId)
    ? accountList
    : [...accountList, { id: transaction.contaId, name: transaction.conta_name }];

  const navigate = useNavigate();
  /**
   * 'Criar uma regra a partir desta transação' from an edited form: leaving would throw the edit away, so the
   * person is asked and the edit saved first (the form must be valid); the rule is filled from what it now is.
   */
  const createRule = form.handleSubmit(async (values) => {
    setError(null);
    const body = buildUpdateBody(stored, values);
    confirming.current = true;
    const ok = await confirm(
      reconciled
        ? RECONCILED_EDIT_QUESTION
        : {
            title: 'Criar regra',
            message: 'Salvar as alterações desta transação antes de criar a regra?',
            confirmLabel: 'Salvar e criar regra',
          },
    ).finally(() => {
      confirming.current = false;
    });
    if (!ok) return;
    try {
      await update.mutateAsync(body);
    } catch (e) {
      setError(saveErrorMessage(e));
      return;
    }
    toast('Transação atualizada');
    onClose();
    const saved = editTransactionForm.parse(values);
    navigate(
      newRuleLink({
        description: saved.description,
        categoryId: saved.categoryId,
        payeeName: saved.payeeName,
        type: body.type === 'RECEITA' ? 'RECEITA' : 'DESPESA',
      }),
    );
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const body = buildUpdateBody(stored, values);
    // A divided expense whose amount changes is divided again: said before, not found out after.
    const redivision = body.amount !== stored.amount ? redivisionNotice(stored) : null;
    // A row that matched the bank's statement says so instead ("Conferir saldo" marked it); an edit that moves no
    // money (a category, a description…) is saved without a question (editMovesMoney).
    if (reconciled || editMovesMoney(stored, body)) {
      confirming.current = true;
      const ok = await confirm(
        reconciled
          ? RECONCILED_EDIT_QUESTION
          : {
              title: 'Salvar alterações',
              message: redivision ? `${redivision} Confirmar alterações?` : 'Confirmar alterações?',
            },
      ).finally(() => {
        confirming.current = false;
      });
      if (!ok) return;
    }
    try {
      await update.mutateAsync(body);
    } catch (e) {
      setError(saveErrorMessage(e));
      return;
    }
    toast(transfer ? 'Transferência atualizada' : 'Transação atualizada');
    onClose();
  });

  const deleteWholePurchase = async () => {
    confirming.current = true;
    const ok = await confirm({
      title: 'Excluir compra parcelada',
      message: `Excluir as ${transaction.installment_count} parcelas desta compra?`,
      confirmLabel: 'Excluir',
      danger: true,
    }).finally(() => {
      confirming.current = false;
    });
    if (!ok) return;
    let undo: string;
    try {
      ({ undo } = await removePurchase.mutateAsync(transaction.id));
    } catch (e) {
      setError(saveErrorMessage(e));
      return;
    }
    undoToast('Compra excluída', undo);
    onClose();
  };
  const installment = installmentLabel(transaction);

  return (
    <Modal
      open
      title="Editar Transação"
      onClose={close}
      widthClass="max-w-[720px]"
      initialFocus={`#${FORM_ID} [name="amount"]`}
      dirty={formState.isDirty}
      footer={<FormModalFooter formId={FORM_ID} onCancel={close} pending={update.isPending} />}
    >
      <TransactionFieldLayout
        formId={FORM_ID}
        onSubmit={onSubmit}
        notice={
          <>
            {transfer ? (
              <Alert tone="info" className="col-span-2">
                {transferLegNotice(transaction)}
              </Alert>
            ) : null}
            {installment ? (
              <Alert
                tone="info"
                className="col-span-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
              >
                <span>
                  Parcela {transaction.installment_number} de {transaction.installment_count} de uma compra:
                  as alterações valem só para esta parcela.
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={removePurchase.isPending}
                  onClick={() => void deleteWholePurchase()}
                >
                  Excluir a compra inteira
                </Button>
              </Alert>
            ) : null}
            <BankLineNotice transaction={transaction} onDone={onClose} />
            {transfer ? null : <DuplicateNotice id={transaction.id} onDone={onClose} />}
            <BillPaymentOffers
              query={{ transaction_id: transaction.id }}
              enabled={mayPayBill(transaction)}
              onDone={onClose}
            />
            <ToTransfer transaction={transaction} onDone={onClose} />
          </>
        }
        type={
          <TypeToggle
            legend="Tipo"
            options={typeOptions}
            disabled={transfer}
            {...register('type', {
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
        amount={
          <MoneyField
            control={control}
            name="amount"
            label="Valor"
            hint={negative && !transfer ? 'Valor negativo: será salvo como despesa' : undefined}
            allowNegative
            onValueChange={(text) => {
              if (text.trim().startsWith('-') && !transfer) setValue('type', 'despesa');
            }}
          />
        }
        date={<DateField control={control} name="date" label="Data" />}
        account={
          <AccountSelect
            control={control}
            name="accountId"
            label="Conta"
            placeholder="Selecione..."
            accounts={accountOptions}
            // A bill chosen by hand belongs to its card; off a card the row goes by its date again.
            onValueChange={(id) => {
              if (!cardOf(id)) setValue('billMonth', '');
            }}
          />
        }
        category={
          <CategorySelect
            control={control}
            name="categoryId"
            label="Categoria"
            placeholder="Sem categoria"
            disabled={transfer}
            categories={categoryList}
            type={type}
          />
        }
        card={card ? <BillChoiceField control={control} name="billMonth" date={date} card={card} /> : null}
        description={<DescriptionField control={control} name="description" />}
        payee={transfer ? null : <PayeeField control={control} name="payeeName" />}
        tags={transfer ? null : <TagsField control={control} name="tagNames" />}
        more={
          <SelectField label="Status" error={errors.status?.message} {...register('status')}>
            {TRANSACTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </SelectField>
        }
        splits={
          canSplit(transaction) ? <SplitEditor form={form} categories={categoryList} type={type} /> : null
        }
        people={
          <>
            <TransactionPeople
              className="col-span-2"
              transaction={stored}
              onSaved={(answer) => setStored((row) => withPeopleOf(row, answer))}
            />
            <TransactionHistory className="col-span-2" transactionId={stored.id} />
          </>
        }
        end={
          <>
            {transfer ? null : (
              <p className="col-span-2 text-sm">
                <Link
                  to={newRuleLink({
                    description: transaction.description,
                    categoryId: transaction.categoriaId,
                    payeeName: transaction.payee_name,
                    type: transaction.type,
                  })}
                  onClick={(e) => {
                    // The address holds the row as stored; an edited form is saved first, then the rule follows it.
                    if (!formState.isDirty) return onClose();
                    e.preventDefault();
                    void createRule();
                  }}
                  className={cn('font-medium text-brand-700 underline dark:text-brand-500', focusRing)}
                >
                  Criar uma regra a partir desta transação
                </Link>
              </p>
            )}
            <FormError message={error} className="col-span-2" />
          </>
        }
      />
    </Modal>
  );
}
