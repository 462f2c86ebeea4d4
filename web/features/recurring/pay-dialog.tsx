import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { RecurringItem } from '../../../common/contract/recurring';
import { HOME_CURRENCY } from '../../../common/currencies';
import { formatDateBR } from '../../../common/dates';
import { FormError } from '../../components/ui/alert';
import { DateField } from '../../components/ui/date-field';
import { FormModalFooter, Modal } from '../../components/ui/modal';
import { MoneyField } from '../../components/ui/money-field';
import { currencySymbol, labelInCurrency } from '../../entities/account/public';
import { itemAmountText, itemWords } from './item-words';
import { type PayValues, payDefaults, payForm, toConfirmBody } from './pay-form';
import type { RecurringActions } from './use-recurring-actions';

const FORM_ID = 'pay-fixed-item-form';

/**
 * 'Pagar Aluguel' / 'Registrar recebimento de Salário': the amount (the item's, by default) and the date (today),
 * both editable, for the bill that varies or the payment made yesterday. Confirmar records it; Cancelar leaves
 * everything as it was.
 */
export function PayDialog({
  item,
  today,
  actions,
}: {
  item: RecurringItem;
  today: string;
  actions: RecurringActions;
}) {
  const words = itemWords[item.type];
  const currency = item.account_currency ?? HOME_CURRENCY;
  const schema = useMemo(() => payForm(today), [today]);
  const form = useForm<PayValues>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: payDefaults(item, today),
  });
  const [error, setError] = useState<string | null>(null);
  const paying = actions.payingId === item.id;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setError(await actions.payItem(item, toConfirmBody(item.id, values, today)));
  });

  return (
    <Modal
      open
      title={words.confirmTitle(item.description)}
      onClose={actions.closePay}
      footer={
        <FormModalFooter
          formId={FORM_ID}
          onCancel={actions.closePay}
          pending={paying}
          label="Confirmar"
          pendingLabel="Confirmando…"
        />
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        {/* In the item's account's currency: a fixed item of a dollar account is paid in dollars. */}
        <MoneyField
          control={form.control}
          name="amount"
          label={labelInCurrency('Valor', currency)}
          prefix={currencySymbol(currency)}
          hint={`Valor cadastrado: ${itemAmountText(item)}`}
        />
        <DateField
          control={form.control}
          name="date"
          label="Data"
          max={today}
          hint={`Vencimento: ${formatDateBR(item.next_run)}`}
        />
        <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">
          {item.type === 'RECEITA' ? 'A receita' : 'A despesa'} fica registrada em {item.account_name}
          {item.kind === 'conta'
            ? ', e a conta fica paga.'
            : `, e o vencimento avança ${item.interval_count === 1 ? '1 mês' : `${item.interval_count} meses`}.`}
        </p>
        <FormError message={error} className="sm:col-span-2" />
      </form>
    </Modal>
  );
}
