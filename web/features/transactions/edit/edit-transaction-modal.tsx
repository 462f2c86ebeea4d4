import { useWatch } from 'react-hook-form';
import type { Transaction } from '../../../../common/contract/transactions';
import { AccountSelect } from '../../../components/ui/account-select';
import { FormError } from '../../../components/ui/alert';
import { CategorySelect } from '../../../components/ui/category-select';
import { DateField } from '../../../components/ui/date-field';
import { FormModalFooter, Modal } from '../../../components/ui/modal';
import { useCategories } from '../../../entities/category/public';
import { DescriptionField, PayeeField, TagsField } from '../../../entities/transaction/transaction-fields';
import { redivisionNotice, TransactionPeople } from '../../household/public';
import { AttachmentsSection } from '../attachments/attachments-section';
import { captureHint } from '../capture/capture-note';
import type { CapturedField } from '../capture/captured-fields';
import { RECEIPT_NOTE } from '../capture/captured-marks';
import { useCaptureMarks } from '../capture/use-capture-marks';
import { TransactionHistory } from '../history/transaction-history';
import { BillChoiceField } from '../shared/bill-choice-field';
import { SplitEditor } from '../shared/split-editor';
import { TransactionFieldLayout } from '../shared/transaction-field-layout';
import { EditAmountField, EditForeignField, EditStatusField, EditTypeField } from './edit-transaction-fields';
import { canSplit, withPeopleOf } from './edit-transaction-form';
import { EditTransactionNotices } from './edit-transaction-notices';
import { RuleFromTransactionLink } from './rule-from-transaction-link';
import { useEditAccounts } from './use-edit-accounts';
import { useEditTransaction } from './use-edit-transaction';

export { RECONCILED_EDIT_QUESTION } from './use-edit-transaction';

const FORM_ID = 'edit-transaction-form';

/** 'Editar Transação'. onClose must be stable (the dialog refocuses its first field when it changes). */
export function EditTransactionModal({
  transaction,
  onClose,
}: {
  transaction: Transaction;
  onClose: () => void;
}) {
  const categories = useCategories();
  const edit = useEditTransaction(transaction, onClose, redivisionNotice);
  const { form, transfer, close } = edit;
  const { control, setValue, formState } = form;
  const type = useWatch({ control, name: 'type' });
  const accountId = useWatch({ control, name: 'accountId' });
  const date = useWatch({ control, name: 'date' });
  // A comprovante read ('Ler comprovante') fills the fields only on 'Usar estes dados'; each keeps its note.
  const marks = useCaptureMarks(form);
  const note = (field: CapturedField) => captureHint(marks.note(field));

  const categoryList = categories.data ?? [];
  const { cardOf, card, accountOptions } = useEditAccounts(transaction, accountId, transfer);

  return (
    <Modal
      open
      title="Editar Transação"
      onClose={close}
      widthClass="max-w-[720px]"
      initialFocus={`#${FORM_ID} [name="amount"]`}
      dirty={formState.isDirty}
      footer={<FormModalFooter formId={FORM_ID} onCancel={close} pending={edit.saving} />}
    >
      <TransactionFieldLayout
        formId={FORM_ID}
        onSubmit={edit.onSubmit}
        notice={
          <EditTransactionNotices
            transaction={transaction}
            transfer={transfer}
            onDone={onClose}
            onDeletePurchase={() => void edit.deleteWholePurchase()}
            deletingPurchase={edit.deletingPurchase}
          />
        }
        type={<EditTypeField form={form} transfer={transfer} />}
        amount={<EditAmountField form={form} transfer={transfer} note={note('amount')} row={transaction} />}
        date={<DateField control={control} name="date" label="Data" hint={note('date')} />}
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
            hint={note('categoryId')}
          />
        }
        foreign={transaction.foreign ? <EditForeignField form={form} foreign={transaction.foreign} /> : null}
        card={card ? <BillChoiceField control={control} name="billMonth" date={date} card={card} /> : null}
        description={<DescriptionField control={control} name="description" hint={note('description')} />}
        payee={transfer ? null : <PayeeField control={control} name="payeeName" hint={note('payeeName')} />}
        tags={transfer ? null : <TagsField control={control} name="tagNames" />}
        more={<EditStatusField form={form} />}
        splits={
          canSplit(transaction) ? <SplitEditor form={form} categories={categoryList} type={type} /> : null
        }
        people={
          <>
            <TransactionPeople
              className="col-span-2"
              transaction={edit.stored}
              onSaved={(answer) => edit.setStored((row) => withPeopleOf(row, answer))}
            />
            <TransactionHistory className="col-span-2" transactionId={edit.stored.id} />
          </>
        }
        end={
          <>
            {transfer ? null : (
              <RuleFromTransactionLink
                transaction={transaction}
                edited={formState.isDirty}
                onLeave={onClose}
                onEdited={() => void edit.createRule()}
              />
            )}
            <FormError message={edit.error} className="col-span-2" />
          </>
        }
      />
      {/* Outside the form: its buttons and its name field send comprovantes, not the transaction. */}
      <AttachmentsSection
        className="mt-4"
        transactionId={edit.stored.id}
        onReceiptRead={transfer ? undefined : (values) => marks.apply(values, RECEIPT_NOTE)}
      />
    </Modal>
  );
}
