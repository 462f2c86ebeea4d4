import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PositionResponse } from '../../../common/contract/investments';
import { isIsoDate } from '../../../common/dates';
import { AccountSelect } from '../../components/ui/account-select';
import { DateField } from '../../components/ui/date-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { MoneyField } from '../../components/ui/money-field';
import { useAccounts } from '../../entities/account/public';
import { ApiError } from '../../lib/api-client';
import { browserToday } from '../../lib/browser-today';
import { useFormDialog } from '../../lib/use-form-dialog';
import { useSettled } from '../../lib/use-settled';
import { redeemPreviewQuery, useRedeemPosition, useRedeemPreview } from './api/investments';
import { appliedText, kindText, redeemedToast } from './position-display';
import {
  newRedeemValues,
  partialRedeemAllowed,
  partialRedeemedToast,
  partialRedeemHint,
  previewAmount,
  type RedeemFormOutput,
  type RedeemFormValues,
  redeemFormSchema,
  redeemRequest,
} from './redeem-form';
import { RedeemPreviewArea } from './redeem-preview';
import { RedeemScopeField } from './redeem-scope-field';

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

/** A server's refusal of the amount typed (reason 'amount'), which belongs under the amount's field. */
const amountRefusal = (error: unknown): string | null =>
  error instanceof ApiError && error.reason === 'amount' ? error.message : null;

function RedeemDialog({ position, onClose }: { position: PositionResponse; onClose: () => void }) {
  const client = useQueryClient();
  const redeem = useRedeemPosition();
  const accounts = useAccounts();
  const [today] = useState(browserToday);
  const partAllowed = partialRedeemAllowed(position);
  const form = useForm<RedeemFormValues, unknown, RedeemFormOutput>({
    resolver: zodResolver(redeemFormSchema),
    defaultValues: newRedeemValues(today, position),
  });
  const date = form.watch('date');
  const scope = form.watch('scope');
  const typedAmount = form.watch('amount');
  // The preview asks the server about the amount after a pause in typing.
  const settledAmount = useSettled(typedAmount, typedAmount);
  const dateReady = isIsoDate(date) && date >= position.date && date <= today;
  // The whole position's figures: the preview of 'Resgatar tudo', and the most a part may ask.
  const whole = useRedeemPreview(position.id, date, dateReady);
  const amount = previewAmount(scope, settledAmount);
  const asking = typeof amount === 'number';
  const part = useRedeemPreview(position.id, date, dateReady && asking, amount ?? undefined);
  const partRefusal = asking ? amountRefusal(part.error) : null;
  // The net value goes to an account that holds money: another one by a transfer, or it stays in the position's own.
  const receivers = (accounts.data ?? []).filter((a) => a.type !== 'credit_card' && a.archived_at === null);

  // What the server says of the amount, at the field as the person types (the preview asks it first).
  useEffect(() => {
    if (partRefusal) form.setError('amount', { type: 'server', message: partRefusal });
    else if (form.getFieldState('amount').error?.type === 'server') form.clearErrors('amount');
  }, [partRefusal, form]);

  const dialog = useFormDialog(form, {
    fields: ['date', 'accountId', 'amount'],
    save: async (values) => {
      // A part's answer is the position left open: the net paid is the preview's of that amount (cached, mostly).
      const paid =
        values.amount === null
          ? null
          : await client.ensureQueryData(redeemPreviewQuery(position.id, values.date, values.amount));
      const redeemed = await redeem.mutateAsync(redeemRequest(position.id, values));
      return { redeemed, paid };
    },
    success: (values, { redeemed, paid }) => {
      const accountName = receivers.find((a) => a.id === values.accountId)?.name;
      // An amount equal to the gross value redeems the whole position: its answer is the redeemed one.
      return paid === null || redeemed.redeemedOn !== null
        ? redeemedToast(redeemed, accountName)
        : partialRedeemedToast(paid.net, accountName);
    },
    fallback: 'Erro ao resgatar',
    onClose,
  });

  const shownFailed = whole.isError || (asking && part.isError);

  return (
    <FormDialog
      title="Resgatar aplicação"
      onClose={onClose}
      widthClass="max-w-xl"
      state={dialog}
      disabled={accounts.isPending || !whole.isSuccess || shownFailed}
      label="Resgatar"
      pendingLabel="Resgatando..."
      intro={
        <div className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
          <p className="font-medium break-words">{position.name}</p>
          <p className="text-slate-600 dark:text-slate-400">
            {kindText(position)} · aplicado <span className="money">{appliedText(position)}</span>
          </p>
        </div>
      }
    >
      <DateField control={form.control} name="date" label="Data do resgate" max={today} />
      <AccountSelect
        control={form.control}
        name="accountId"
        label="Conta que recebe"
        placeholder="Selecione a conta"
        accounts={receivers}
      />
      {partAllowed ? <RedeemScopeField form={form} /> : null}
      {partAllowed && scope === 'part' ? (
        <MoneyField
          control={form.control}
          name="amount"
          label="Valor bruto a resgatar"
          hint={partialRedeemHint(position, whole.data)}
          className="sm:col-span-2"
        />
      ) : null}
      <div className="sm:col-span-2" aria-live="polite">
        <RedeemPreviewArea
          position={position}
          dateReady={dateReady}
          scope={scope}
          asking={asking}
          whole={whole}
          part={part}
          partRefusal={partRefusal}
        />
      </div>
    </FormDialog>
  );
}
