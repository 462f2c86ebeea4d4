import { useId } from 'react';
import type { CurrencyCode } from '../../../common/currencies';
import { FormError } from '../../components/ui/alert';
import { DateInput } from '../../components/ui/date-input';
import { Field } from '../../components/ui/field';
import { LoadFailed } from '../../components/ui/load-failed';
import { Modal } from '../../components/ui/modal';
import { MoneyInput } from '../../components/ui/money-input';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { currencySymbol } from './foreign-money';
import { ReconcileChoices } from './reconcile-choices';
import { ReconcileFigures } from './reconcile-figures';
import { type ReconcileStart, useReconcile } from './use-reconcile';

export interface ReconcileTarget {
  id: number;
  name: string;
  /** The account's currency, which its balances and the bank's are typed and shown in (reais when none). */
  currency?: CurrencyCode;
}

interface ReconcileDialogProps {
  /** The account to reconcile; null: the dialog is closed. */
  account: ReconcileTarget | null;
  onClose: () => void;
  /** A statement's balance (the balance the imported statement states) to start from; by default today and an empty bank balance. */
  initial?: ReconcileStart;
}

/**
 * "Conferir saldo": the bank's balance typed for a date against Grana's, the difference, the rows not yet
 * reconciled; confirming marks them Conferida (and "Criar ajuste e confirmar" first writes the difference).
 */
export function ReconcileDialog({ account, onClose, initial }: ReconcileDialogProps) {
  return account ? <ReconcileForm account={account} onClose={onClose} initial={initial} /> : null;
}

function ReconcileForm({
  account,
  onClose,
  initial,
}: {
  account: ReconcileTarget;
  onClose: () => void;
  initial: ReconcileStart;
}) {
  const formId = useId();
  const reconcile = useReconcile(account.id, initial, onClose);
  const { date, wholeDate, reading, differenceCents } = reconcile;
  const data = reading.data;
  const currency = account.currency ?? 'BRL';

  return (
    <Modal
      open
      title={`Conferir saldo: ${account.name}`}
      onClose={onClose}
      dirty={reconcile.dirty}
      footer={
        <ReconcileChoices
          formId={formId}
          onCancel={onClose}
          ready={reconcile.ready}
          differenceCents={differenceCents}
          pending={reconcile.pending}
          onSettle={(settle) => void reconcile.send(settle)}
        />
      }
      initialFocus='[name="bank-balance"]'
      widthClass="max-w-xl"
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          reconcile.submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Data"
            error={date !== '' && !wholeDate && date.length === 10 ? 'Data inválida' : undefined}
          >
            {(id) => <DateInput id={id} value={date} onChange={reconcile.setDate} />}
          </Field>
          <Field label="Saldo no banco" hint="Como o banco mostra; negativo para dívida (cartão)">
            {(id) => (
              <MoneyInput
                id={id}
                name="bank-balance"
                allowNegative
                prefix={currencySymbol(currency)}
                value={reconcile.bankText}
                onChange={reconcile.setBankText}
              />
            )}
          </Field>
        </div>
        {reading.isError ? (
          <LoadFailed query={reading} fallback="Erro ao carregar o saldo da conta" />
        ) : !data ? (
          <Skeleton label="Carregando saldo...">
            <SkeletonRows rows={3} />
          </Skeleton>
        ) : (
          <ReconcileFigures
            data={data}
            currency={currency}
            current={reconcile.current !== undefined}
            differenceCents={differenceCents}
            bankText={reconcile.bankText}
            bankCents={reconcile.bankCents}
            wholeDate={wholeDate}
          />
        )}
        <FormError message={reconcile.error} />
      </form>
    </Modal>
  );
}
