import { useEffect, useId, useRef, useState } from 'react';
import { looksLikeBillPayment } from '../../../../common/bill-payment-words';
import type { Transaction } from '../../../../common/contract/transactions';
import { AccountOptions } from '../../../components/ui/account-select';
import { FormError } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { useAccounts } from '../../../entities/account/public';
import { useUndoToast } from '../../../entities/undo/public';
import { useActionError } from '../../../lib/use-action-error';
import { useTransactionToTransfer } from '../api/transactions';

/** Whether a row may be offered as a transfer: an expense or income of its own (the server says the rest). */
export function mayBecomeTransfer(tx: Transaction): boolean {
  return tx.transfer_id === null && tx.installment_group === null && tx.splits.length === 0;
}

/**
 * Whether a row's edit dialog asks whether it paid a card's bill: an expense that may become a transfer whose
 * text has a bank's words for it ('PAGTO FATURA NUBANK'); the server lists the bills it could pay.
 */
export function mayPayBill(tx: Transaction): boolean {
  return (
    tx.type === 'DESPESA' &&
    mayBecomeTransfer(tx) &&
    (looksLikeBillPayment(tx.description) || looksLikeBillPayment(tx.bank_line?.text ?? ''))
  );
}

/**
 * 'Transformar em transferência': for a row that was money between two of the person's accounts (a statement's
 * 'PIX ENVIADO NUBANK' imported before the transfer was typed, which typing it then would count twice). Closed
 * until asked; then the other account, what will happen, and the button. 'Desfazer' in the toast puts it back.
 */
export function ToTransfer({ transaction, onDone }: { transaction: Transaction; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [accountId, setAccountId] = useState('');
  const accounts = useAccounts().data ?? [];
  const convert = useTransactionToTransfer();
  const undoToast = useUndoToast();
  const { error, attempt } = useActionError('Não foi possível transformar em transferência');
  const hintId = useId();
  const select = useRef<HTMLSelectElement>(null);
  // The button that opened the choice is gone: the keyboard goes on from the account to choose.
  useEffect(() => {
    if (open) select.current?.focus();
  }, [open]);
  if (!mayBecomeTransfer(transaction)) return null;
  const out = transaction.type === 'DESPESA';

  if (!open) {
    return (
      <div className="col-span-2">
        <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
          Transformar em transferência
        </Button>
      </div>
    );
  }
  const submit = async () => {
    let undo = '';
    const done = await attempt(async () => {
      undo = (await convert.mutateAsync({ id: transaction.id, accountId: Number(accountId) })).undo;
    });
    if (!done) return;
    undoToast(
      'Transformada em transferência',
      undo,
      'Transferência desfeita: o lançamento voltou a ser como era',
    );
    onDone();
  };
  return (
    <fieldset className="col-span-2 flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium">Transformar em transferência</legend>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
        {out
          ? `Use quando este lançamento foi dinheiro para outra conta sua: ele vira a saída da transferência e a entrada é lançada na conta escolhida, no mesmo dia e valor.`
          : `Use quando este lançamento foi dinheiro vindo de outra conta sua: ele vira a entrada da transferência e a saída é lançada na conta escolhida, no mesmo dia e valor.`}{' '}
        A categoria sai: transferência não é receita nem despesa.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SelectField
          ref={select}
          label={out ? 'Conta de destino' : 'Conta de origem'}
          className="sm:flex-1"
          value={accountId}
          aria-describedby={hintId}
          onChange={(e) => setAccountId(e.target.value)}
        >
          <option value="">Selecione a conta</option>
          <AccountOptions accounts={accounts.filter((a) => a.id !== transaction.contaId)} />
        </SelectField>
        <Button disabled={accountId === '' || convert.isPending} onClick={() => void submit()}>
          Transformar
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
      </div>
      <FormError message={error} />
    </fieldset>
  );
}
