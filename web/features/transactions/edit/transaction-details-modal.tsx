import { Fragment } from 'react';
import type { Transaction } from '../../../../common/contract/transactions';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { AttachmentsSection } from '../attachments/attachments-section';
import { TransactionHistory } from '../history/transaction-history';
import { transactionDetails } from './transaction-details';

/**
 * 'Detalhes da transação': a row opened by someone who only reads the book (leitor), where 'Editar Transação'
 * would offer saves the server refuses. Its fields as text and the 'Histórico de alterações' (a shared book's), with
 * 'Fechar' only: nothing in it writes. onClose must be stable, as for the edit dialog.
 */
export function TransactionDetailsModal({
  transaction,
  onClose,
}: {
  transaction: Transaction;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      title="Detalhes da transação"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      <dl
        data-testid="transaction-details"
        className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm"
      >
        {transactionDetails(transaction).map((line) => (
          <Fragment key={line.label}>
            <dt className="text-slate-500 dark:text-slate-400">{line.label}</dt>
            <dd
              className={
                line.label === 'Valor'
                  ? 'money font-semibold text-slate-900 dark:text-slate-100'
                  : 'break-words text-slate-900 dark:text-slate-100'
              }
            >
              {line.value}
            </dd>
          </Fragment>
        ))}
      </dl>
      <AttachmentsSection className="mt-4" transactionId={transaction.id} />
      <TransactionHistory className="mt-4" transactionId={transaction.id} />
    </Modal>
  );
}
