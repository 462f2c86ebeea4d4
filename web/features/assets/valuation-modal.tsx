import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AssetResponse } from '../../../common/contract/assets';
import type { z } from '../../../common/contract/shared';
import { formatReais } from '../../../common/money';
import { DateField } from '../../components/ui/date-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { MoneyField } from '../../components/ui/money-field';
import { browserToday } from '../../lib/browser-today';
import { useFormDialog } from '../../lib/use-form-dialog';
import { usePutValuation } from './api/assets';
import { valueSource } from './asset-display';
import { valuationFormSchema } from './asset-form';

/** 'Atualizar valor': the bem's value on a date. Mounted only while a bem is chosen. */
export function ValuationModal({ asset, onClose }: { asset: AssetResponse | null; onClose: () => void }) {
  return asset ? <ValuationDialog asset={asset} onClose={onClose} /> : null;
}

function ValuationDialog({ asset, onClose }: { asset: AssetResponse; onClose: () => void }) {
  const put = usePutValuation();
  const [today] = useState(browserToday);
  const [schema] = useState(() => valuationFormSchema(asset, today));
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { date: today, value: '' },
  });

  const dialog = useFormDialog(form, {
    fields: ['date', 'value'],
    save: async (values) => {
      // Decided before the save, which adds this date to the bem's valuations.
      const replacing = asset.valuations.some((v) => v.date === values.date);
      await put.mutateAsync({ assetId: asset.id, ...values });
      return replacing;
    },
    success: (_, replacing) => (replacing ? 'Avaliação substituída' : 'Valor atualizado'),
    fallback: 'Erro ao atualizar o valor',
    onClose,
  });

  return (
    <FormDialog
      title="Atualizar valor"
      onClose={onClose}
      widthClass="max-w-lg"
      state={dialog}
      label="Salvar valor"
      intro={
        <div className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
          <p className="font-medium">{asset.name}</p>
          <p className="text-slate-600 dark:text-slate-400">
            Hoje <span className="money">{formatReais(asset.valueToday)}</span> · {valueSource(asset)}
          </p>
        </div>
      }
    >
      <DateField control={form.control} name="date" label="Data da avaliação" max={today} />
      <MoneyField control={form.control} name="value" label="Valor nessa data" />
      <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">
        O bem vale esse valor dessa data até a próxima avaliação. Uma segunda avaliação na mesma data
        substitui a primeira.
      </p>
    </FormDialog>
  );
}
