import { useRef, useState } from 'react';
import { parseAmount } from '../../../common/money';
import { AccountSelect } from '../../components/ui/account-select';
import { FormError } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CategorySelect } from '../../components/ui/category-select';
import { DateField } from '../../components/ui/date-field';
import { FormModalFooter, Modal } from '../../components/ui/modal';
import { MoneyField } from '../../components/ui/money-field';
import { DescriptionField, PayeeField, TagsField } from '../../entities/transaction/transaction-fields';
import { NewExpenseShare, type NewExpenseShareValue } from '../household/public';
import { PendingAttachmentsSection } from './attachments/pending-attachments';
import { usePendingAttachments } from './attachments/use-pending-attachments';
import { captureHint } from './capture/capture-note';
import type { CapturedField } from './capture/captured-fields';
import { RECEIPT_NOTE } from './capture/captured-marks';
import { CAPTURE_CODE_FIELD_ID, CodeCaptureField } from './capture/code-capture-field';
import type { ReceiptPayee } from './capture/receipt-fields';
import { useCaptureMarks } from './capture/use-capture-marks';
import { useCodeCapture } from './capture/use-code-capture';
import { useLinkSimilar } from './capture/use-link-similar';
import { useSaveBill } from './capture/use-save-bill';
import { InstallmentChoice } from './installment-choice';
import { NewKindField, NewTransactionNotice, TransferDestinationField } from './new-transaction-fields';
import { SplitEditor } from './split-editor';
import { TransactionFieldLayout } from './transaction-field-layout';
import { AMOUNT_FIELD, NEW_TRANSACTION_FORM_ID, useNewTransaction } from './use-new-transaction';

const FORM_ID = NEW_TRANSACTION_FORM_ID;

/** The amount typed, in cents, when it is a positive amount (what a division is previewed against). */
function positiveCents(text: string): number | null {
  const cents = parseAmount(text, 'comma');
  return cents !== null && cents > 0 ? cents : null;
}

/**
 * The form of the 'Nova transação' dialog; onClose must be stable (see NewTransactionModal). initialFiles (shared
 * from the phone) start as its pending comprovantes.
 */
export function NewTransactionDialog({
  onClose,
  initialFiles,
  captureMode = false,
}: {
  onClose: () => void;
  initialFiles?: File[];
  /** Opened by 'Capturar': the code field, not the amount, has the focus. */
  captureMode?: boolean;
}) {
  // In a shared book: who paid the expense and how it is divided, sent with it ('Dividir entre pessoas').
  const [share, setShare] = useState<NewExpenseShareValue | null>(null);
  const pending = usePendingAttachments(initialFiles);
  const t = useNewTransaction(
    onClose,
    { fields: () => share?.fields, clear: () => setShare(null) },
    pending,
    // Called at save time, once the capture below exists.
    {
      codeKey: () => code.codeKey,
      mayRecord: () => code.mayRecord(),
      payeeDocument: () => receiptPayee.current ?? undefined,
      clear: () => {
        code.clear();
        marks.clear();
        receiptPayee.current = null;
      },
    },
  );
  const { form, kind, accountId, otherBooks, categoryList, saving } = t;
  const marks = useCaptureMarks(form);
  const code = useCodeCapture(form, marks);
  const bill = useSaveBill(form, onClose);
  const similar = useLinkSimilar(onClose);
  /** The business and CNPJ the last receipt read named: sent while the form's payee is still that name. */
  const receiptPayee = useRef<ReceiptPayee | null>(null);
  const note = (field: CapturedField) => captureHint(marks.note(field));
  // Computed here, not taken from the hook: so `kind` narrows where it is not a transfer.
  const isTransfer = kind === 'transfer';
  const { control, setValue, getValues, formState } = form;

  return (
    <Modal
      open
      title="Nova transação"
      onClose={onClose}
      widthClass="max-w-[720px]"
      initialFocus={captureMode ? `#${CAPTURE_CODE_FIELD_ID}` : AMOUNT_FIELD}
      // Its accounts: with one, it is chosen once they arrive.
      busy={t.accounts.isPending}
      dirty={formState.isDirty || share !== null || pending.files.length > 0}
      footer={
        <FormModalFooter formId={FORM_ID} onCancel={onClose} pending={saving}>
          <Button
            variant="secondary"
            className="max-sm:order-last max-sm:w-full"
            disabled={saving}
            onClick={() => void t.submit(true)()}
          >
            Salvar e adicionar outra
          </Button>
        </FormModalFooter>
      }
    >
      {isTransfer ? null : (
        <CodeCaptureField
          className="mb-4"
          capture={code}
          savingBill={bill.saving}
          filesHeld={pending.files.length > 0}
          onLeave={onClose}
          similar={{
            keep: (c, id) => void similar.keep(c, id),
            linking: similar.linking,
            error: similar.error,
          }}
          onSaveBill={() => {
            if (code.futureDue && code.codeKey) void bill.save(code.futureDue, code.codeKey);
          }}
        />
      )}
      <TransactionFieldLayout
        formId={FORM_ID}
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
        amount={<MoneyField control={control} name="amount" label="Valor" hint={note('amount')} />}
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
        card={
          t.onCard && t.card ? (
            <InstallmentChoice
              form={form}
              card={t.card}
              canSplit={t.canSplitInInstallments}
              parts={t.parts}
              date={t.date}
            />
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
        tags={isTransfer ? null : <TagsField control={control} name="tagNames" />}
        splits={isTransfer ? null : <SplitEditor form={form} categories={categoryList} type={kind} />}
        people={
          kind === 'despesa' ? (
            <NewExpenseShare
              className="col-span-2"
              value={share}
              onChange={setShare}
              label={t.description ?? ''}
              amountCents={positiveCents(t.amountText)}
              installments={t.installments !== ''}
            />
          ) : null
        }
        end={<FormError message={t.error ?? bill.error} className="col-span-2" />}
      />
      {/* Outside the form: its buttons choose files, they do not save the transaction. */}
      <PendingAttachmentsSection
        className="mt-4"
        pending={pending}
        onReceiptRead={
          isTransfer
            ? undefined
            : (values, payee) => {
                marks.apply(values, RECEIPT_NOTE);
                receiptPayee.current = payee;
              }
        }
      />
    </Modal>
  );
}
