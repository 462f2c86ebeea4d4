import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PositionResponse, PositionValue } from '../../../common/contract/investments';
import { redeemBody } from '../../../common/contract/investments';
import { fromText, z } from '../../../common/contract/shared';
import { formatDateBR, isIsoDate } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { AccountSelect } from '../../components/ui/account-select';
import { Alert, FormError } from '../../components/ui/alert';
import { DateField } from '../../components/ui/date-field';
import { FormModalFooter, Modal } from '../../components/ui/modal';
import { errorMessage } from '../../lib/api-client';
import { browserToday } from '../../lib/browser-today';
import { useFormDialog } from '../../lib/use-form-dialog';
import { useAccounts } from '../accounts/public';
import { useRedeemPosition, useRedeemPreview } from './api/investments';
import { appliedText, kindText, missingRateNotice, redeemedToast } from './position-display';

/** Mounted only while a position is chosen, so the form starts fresh each time. */
export function RedeemModal({
  position,
  onClose,
}: {
  position: PositionResponse | null;
  onClose: () => void;
}) {
  return position ? <RedeemDialog position={position} onClose={onClose} /> : null;
}

const redeemFields = z.object({
  date: fromText(redeemBody.shape.date),
  accountId: fromText(redeemBody.shape.accountId),
});
type RedeemFormValues = z.input<typeof redeemFields>;

function RedeemDialog({ position, onClose }: { position: PositionResponse; onClose: () => void }) {
  const formId = useId();
  const redeem = useRedeemPosition();
  const accounts = useAccounts();
  const [today] = useState(browserToday);
  const form = useForm<RedeemFormValues, unknown, z.output<typeof redeemFields>>({
    resolver: zodResolver(redeemFields),
    // The account the application came from, where the money most likely goes back.
    defaultValues: {
      date: today,
      accountId: position.sourceAccountId ? String(position.sourceAccountId) : '',
    },
  });
  const date = form.watch('date');
  const dateReady = isIsoDate(date) && date >= position.date && date <= today;
  const preview = useRedeemPreview(position.id, date, dateReady);
  // The net value goes to an account that holds money: another one by a transfer, or it stays in the position's own.
  const receivers = (accounts.data ?? []).filter((a) => a.type !== 'credit_card' && a.archived_at === null);

  const { onSubmit, error, pending } = useFormDialog(form, {
    save: (values) => redeem.mutateAsync({ id: position.id, ...values }),
    success: (values, redeemed) =>
      redeemedToast(redeemed, receivers.find((a) => a.id === values.accountId)?.name),
    fallback: 'Erro ao resgatar',
    onClose,
  });

  return (
    <Modal
      open
      title="Resgatar aplicação"
      onClose={onClose}
      widthClass="max-w-xl"
      dirty={form.formState.isDirty}
      footer={
        <FormModalFooter
          formId={formId}
          onCancel={onClose}
          pending={pending}
          disabled={accounts.isPending || !preview.isSuccess}
          label="Resgatar"
          pendingLabel="Resgatando..."
        />
      }
    >
      <div className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
        <p className="font-medium">{position.name}</p>
        <p className="text-slate-600 dark:text-slate-400">
          {kindText(position)} · aplicado <span className="money">{appliedText(position)}</span>
        </p>
      </div>
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <DateField control={form.control} name="date" label="Data do resgate" max={today} />
        <AccountSelect
          control={form.control}
          name="accountId"
          label="Conta que recebe"
          placeholder="Selecione a conta"
          accounts={receivers}
        />
        <div className="sm:col-span-2" aria-live="polite">
          {!dateReady ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Escolha uma data entre {formatDateBR(position.date)} e hoje para ver quanto o resgate paga.
            </p>
          ) : preview.isPending ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Calculando o resgate...</p>
          ) : preview.isError ? (
            <Alert tone="error">{errorMessage(preview.error, 'Não foi possível calcular o resgate')}</Alert>
          ) : (
            <RedeemPreview value={preview.data} />
          )}
        </div>
        <FormError message={error} className="sm:col-span-2" />
      </form>
    </Modal>
  );
}

function RedeemPreview({ value }: { value: PositionValue }) {
  const notice = missingRateNotice(value);
  const rows: [string, string][] = [
    ['Valor bruto', formatReais(value.gross)],
    ['Rendimento', formatReais(value.yield)],
    ['IOF', formatReais(value.iof)],
    [
      value.incomeTaxRate === 'isento'
        ? 'Imposto de renda (isento)'
        : `Imposto de renda (${value.incomeTaxRate})`,
      formatReais(value.incomeTax),
    ],
  ];
  return (
    <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <p className="mb-2 text-sm font-medium">Resgate em {formatDateBR(value.date)}</p>
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm" data-testid="redeem-preview">
        {rows.map(([label, amount]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="money pl-4 text-right">{amount}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="border-t border-slate-200 pt-1 font-semibold dark:border-slate-700">Líquido</dt>
          <dd className="money border-t border-slate-200 pt-1 pl-4 text-right font-semibold dark:border-slate-700">
            {formatReais(value.net)}
          </dd>
        </div>
      </dl>
      {notice ? <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">{notice}</p> : null}
    </div>
  );
}
