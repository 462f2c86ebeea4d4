import { useRef, useState } from 'react';
import { parseAmount } from '../../../../common/money';
import { Button } from '../../../components/ui/button';
import { FormModalFooter, Modal } from '../../../components/ui/modal';
import { NewExpenseShare, type NewExpenseShareValue } from '../../household/public';
import { PendingAttachmentsSection } from '../attachments/pending-attachments';
import { usePendingAttachments } from '../attachments/use-pending-attachments';
import { captureHint } from '../capture/capture-note';
import type { CapturedField } from '../capture/captured-fields';
import { RECEIPT_NOTE } from '../capture/captured-marks';
import { CodeCaptureField } from '../capture/code-capture-field';
import { CAPTURE_CODE_FIELD_ID } from '../capture/code-capture-input';
import type { ReceiptPayee } from '../capture/receipt-fields';
import { useCaptureMarks } from '../capture/use-capture-marks';
import { useCodeCapture } from '../capture/use-code-capture';
import { useLinkSimilar } from '../capture/use-link-similar';
import { useSaveBill } from '../capture/use-save-bill';
import { NewTransactionBoundFields } from './new-transaction-bound-fields';
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
  const { form, saving } = t;
  const marks = useCaptureMarks(form);
  const code = useCodeCapture(form, marks);
  const bill = useSaveBill(form, onClose);
  const similar = useLinkSimilar(onClose);
  /** The business and CNPJ the last receipt read named: sent while the form's payee is still that name. */
  const receiptPayee = useRef<ReceiptPayee | null>(null);
  const note = (field: CapturedField) => captureHint(marks.note(field));
  const isTransfer = t.kind === 'transfer';

  return (
    <Modal
      open
      title="Nova transação"
      onClose={onClose}
      widthClass="max-w-[720px]"
      initialFocus={captureMode ? `#${CAPTURE_CODE_FIELD_ID}` : AMOUNT_FIELD}
      // Its accounts: with one, it is chosen once they arrive.
      busy={t.accounts.isPending}
      dirty={form.formState.isDirty || share !== null || pending.files.length > 0}
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
      <NewTransactionBoundFields
        t={t}
        note={note}
        people={
          t.kind === 'despesa' ? (
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
        billError={bill.error}
        onClose={onClose}
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
