import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EXCHANGE_RATE_MESSAGES, exchangeRateTextSchema } from '../../../common/contract/exchange-rates';
import { DATE_INVALID_MESSAGE, DATE_MISSING_MESSAGE, z } from '../../../common/contract/shared';
import type { CurrencyCode } from '../../../common/currencies';
import { formatDateBR, isIsoDate } from '../../../common/dates';
import { DateField } from '../../components/ui/date-field';
import { TextField } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { ApiError } from '../../lib/api-client';
import { browserToday } from '../../lib/browser-today';
import { useFormDialog } from '../../lib/use-form-dialog';
import { usePutExchangeRate } from './api/exchange-rates';
import {
  informRateLabel,
  ptaxKeptText,
  rateFieldHint,
  rateFieldLabel,
  rateInputText,
  rateSavedText,
  ratesSourceText,
} from './exchange-rate-text';

/** Which currency the form is for, and the date it starts on. */
export interface ExchangeRateTarget {
  currency: CurrencyCode;
  /** Today unless given. */
  date?: string;
  /** The book's own rate of that date, when the form corrects it: the date is then fixed. */
  rate?: string;
}

/** Mounted only while a currency is chosen, so the form starts fresh each time. */
export function ExchangeRateFormModal({
  target,
  onClose,
}: {
  target: ExchangeRateTarget | null;
  onClose: () => void;
}) {
  return target ? <ExchangeRateForm target={target} onClose={onClose} /> : null;
}

/**
 * The rate's shape is checked here by the API's own schema (the same words); its range, sign, decimals and date
 * are the server's, whose refusal names the field it is shown beside.
 */
const rateFields = z.object({
  data: z
    .string()
    .refine((text) => text !== '', { error: DATE_MISSING_MESSAGE })
    .refine(isIsoDate, { error: DATE_INVALID_MESSAGE }),
  cotacao: z.string().superRefine((text, ctx) => {
    const read = exchangeRateTextSchema.safeParse(text);
    if (!read.success)
      ctx.addIssue({ code: 'custom', message: read.error.issues[0]?.message ?? EXCHANGE_RATE_MESSAGES.rate });
  }),
});
type RateValues = z.infer<typeof rateFields>;

/** The fields a refusal of PUT /exchange-rates/:moeda may name (its reason). */
const REFUSAL_FIELDS = ['data', 'cotacao'] as const;

/** "Informar cotação": one rate of a currency typed for the book, in reais per unit. */
function ExchangeRateForm({ target, onClose }: { target: ExchangeRateTarget; onClose: () => void }) {
  const { currency } = target;
  const correcting = target.rate !== undefined;
  const put = usePutExchangeRate();
  const [today] = useState(browserToday);
  const form = useForm<RateValues>({
    resolver: zodResolver(rateFields),
    defaultValues: {
      data: target.date ?? today,
      cotacao: target.rate === undefined ? '' : rateInputText(target.rate),
    },
  });

  const dialog = useFormDialog(form, {
    // Correcting, the date is fixed and not on screen: a refusal of it is the form's own error.
    fields: correcting ? ['cotacao'] : REFUSAL_FIELDS,
    save: async ({ data, cotacao }) => {
      const rate = exchangeRateTextSchema.parse(cotacao);
      const written = await put.mutateAsync({ currency, date: data, rate });
      // The Banco Central's rate of that day stays the one read: nothing was kept, which the date field says.
      if (written.ignoradas > 0) throw new ApiError(409, ptaxKeptText(data), 'data');
      return rate;
    },
    success: ({ data }, rate) => rateSavedText(currency, data, rate),
    fallback: 'Não foi possível salvar a cotação',
    onClose,
  });

  return (
    <FormDialog
      title={
        correcting ? `Corrigir cotação de ${formatDateBR(target.date ?? today)}` : informRateLabel(currency)
      }
      onClose={onClose}
      widthClass="max-w-lg"
      // The date starts on today (or the one corrected): what is left to type is the rate.
      initialFocus='[name="cotacao"]'
      state={dialog}
      label="Salvar cotação"
      intro={<p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{ratesSourceText(currency)}</p>}
    >
      {correcting ? null : <DateField control={form.control} name="data" label="Data" max={today} />}
      <TextField
        label={rateFieldLabel(currency)}
        inputMode="decimal"
        autoComplete="off"
        placeholder="5,4321"
        hint={rateFieldHint(currency)}
        error={form.formState.errors.cotacao?.message}
        {...form.register('cotacao')}
      />
    </FormDialog>
  );
}
