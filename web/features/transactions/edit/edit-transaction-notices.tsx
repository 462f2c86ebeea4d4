import type { Transaction } from '../../../../common/contract/transactions';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { BillPaymentOffers } from '../../../entities/card/public';
import { transferLegNotice } from '../../../entities/transaction/transaction-display';
import { installmentLabel } from '../../../lib/installment-label';
import { DuplicateNotice } from '../../import/public';
import { mayPayBill, ToTransfer } from '../shared/to-transfer';
import { BankLineNotice } from './bank-line-notice';

/**
 * What 'Editar Transação' says above the fields: a transfer's leg, an installment (with the whole purchase's
 * deletion), the bank line it matched, a possible duplicate, the bill it may pay, and the offer to make it a
 * transfer. Each that acts on the row closes the dialog once done.
 */
export function EditTransactionNotices({
  transaction,
  transfer,
  onDone,
  onDeletePurchase,
  deletingPurchase,
}: {
  transaction: Transaction;
  transfer: boolean;
  onDone: () => void;
  onDeletePurchase: () => void;
  deletingPurchase: boolean;
}) {
  return (
    <>
      {transfer ? (
        <Alert tone="info" className="col-span-2">
          {transferLegNotice(transaction)}
        </Alert>
      ) : null}
      {installmentLabel(transaction) ? (
        <Alert
          tone="info"
          className="col-span-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
        >
          <span>
            Parcela {transaction.installment_number} de {transaction.installment_count} de uma compra: as
            alterações valem só para esta parcela.
          </span>
          <Button variant="secondary" size="sm" disabled={deletingPurchase} onClick={onDeletePurchase}>
            Excluir a compra inteira
          </Button>
        </Alert>
      ) : null}
      <BankLineNotice transaction={transaction} onDone={onDone} />
      {transfer ? null : <DuplicateNotice id={transaction.id} onDone={onDone} />}
      <BillPaymentOffers
        query={{ transaction_id: transaction.id }}
        enabled={mayPayBill(transaction)}
        onDone={onDone}
      />
      <ToTransfer transaction={transaction} onDone={onDone} />
    </>
  );
}
