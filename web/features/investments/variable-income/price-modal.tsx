import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fromText, isoDateSchema, z } from '../../../../common/contract/shared';
import {
  type HoldingResponse,
  VARIABLE_INCOME_MESSAGES as M,
  quotePriceSchema,
} from '../../../../common/contract/variable-income';
import type { PriceBody } from '../../../../common/contract/variable-income-requests';
import { DateField } from '../../../components/ui/date-field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { currencySymbol } from '../../../entities/account/public';
import { browserToday } from '../../../lib/browser-today';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useCreatePrice } from '../api/variable-income';
import { DecimalField } from './decimal-field';
import { formatUnitPrice } from './decimal-text';
import { holdingCurrency, lastPriceText, moneyLabel } from './holding-display';
import { HoldingSummary } from './holding-summary';

/** A quotation's form: the contract's price over the text, the date not in the future. */
export function priceFormSchema(holdingId: number, today: string) {
  return z
    .object({ date: fromText(isoDateSchema), price: fromText(quotePriceSchema) })
    .superRefine(({ date }, ctx) => {
      if (date > today) ctx.addIssue({ code: 'custom', path: ['date'], message: M.priceFuture });
    })
    .transform((values): PriceBody => ({ holdingId, ...values }));
}

/** 'Informar cotação': a holding's price on a day. Mounted only while a holding is chosen. */
export function PriceModal({ holding, onClose }: { holding: HoldingResponse | null; onClose: () => void }) {
  return holding ? <PriceDialog holding={holding} onClose={onClose} /> : null;
}

function PriceDialog({ holding, onClose }: { holding: HoldingResponse; onClose: () => void }) {
  const create = useCreatePrice();
  const [today] = useState(browserToday);
  const [schema] = useState(() => priceFormSchema(holding.id, today));
  const currency = holdingCurrency(holding);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { date: today, price: '' },
  });
  const dialog = useFormDialog(form, {
    fields: ['date', 'price'],
    save: (body) => create.mutateAsync(body),
    success: (_, saved) =>
      `Cotação de ${holding.ticker} informada: ${formatUnitPrice(saved.value, currency)}`,
    fallback: 'Erro ao informar a cotação',
    onClose,
  });
  return (
    <FormDialog
      title="Informar cotação"
      onClose={onClose}
      widthClass="max-w-lg"
      state={dialog}
      label="Salvar cotação"
      intro={
        <HoldingSummary holding={holding}>
          Última cotação: <span className="money">{lastPriceText(holding.price, currency)}</span>
        </HoldingSummary>
      }
    >
      <DateField control={form.control} name="date" label="Data da cotação" max={today} />
      <DecimalField
        control={form.control}
        name="price"
        label={moneyLabel('Preço por unidade', currency)}
        prefix={currencySymbol(currency)}
        placeholder="0,00"
      />
      <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">
        O ativo vale essa cotação dessa data até a próxima. Uma segunda cotação na mesma data substitui a
        primeira.
      </p>
    </FormDialog>
  );
}
